import CGtk
import CGtkShim
import TagFlow

/// Keyboard focus, kept the same in GTK and the controller. The widget is one tab stop for its
/// tags, as `GtkFlowBox` and `GtkListView` are — Tab enters on the focused tag (else the last one
/// focused, else the first) — and, under a line limit, a second one for the chip ("+N", or "less"
/// while expanded), which Tab reaches from the tags; the next Tab leaves. Arrows move inside. GTK
/// focus sits on the focused tag's (or the chip's) accessible child while an assistive technology
/// listens, so a screen reader follows it, and on the drawing area itself otherwise. A tag
/// field's tags are no tab stop (`isTabStop`): the arrows reach them from the entry.
extension TagCollectionWidget {
    /// Gives keyboard focus to the tag at `index` (GTK focus and the controller's; reported as
    /// `didChangeFocus`), or takes it away from the tags with `nil`.
    public func focusTag(at index: Int?) {
        guard isAlive else { return }
        if let index, let id = controller.tag(at: index)?.id {
            focusKeyboard(on: .tag(id))
        } else if keyboardFocus != nil, let root = gtk_widget_get_root(area) {
            gtk_root_set_focus(root, nil)
        }
    }

    /// Where GTK's keyboard focus is: the tag or chip whose child has it, or the controller's
    /// focus while the drawing area has it (the stop about to take it, during a move).
    var keyboardFocus: FocusStop? {
        if mirror.isActive { return mirror.focusedStop }
        guard gtk_widget_has_focus(area) != 0 else { return nil }
        return focus.pending ?? FocusStop(controller.focusedElement) ?? entryFocus
    }

    /// The tag GTK's keyboard focus is on, if any.
    var keyboardFocusID: TagID? { keyboardFocus?.tagID }

    /// Where focus lands when it enters the widget: the tag last focused while it can still take
    /// focus, else the first one in reading order that can.
    private var entryFocus: FocusStop? {
        if let id = focus.lastTagID, let index = controller.index(ofID: id), canTakeFocus(index) { return .tag(id) }
        return controller.layout.placementOrder.first(where: canTakeFocus).map { .tag(controller.collection[$0].id) }
    }

    private func canTakeFocus(_ index: Int) -> Bool {
        !controller.collection[index].isDisabled && !controller.layout.isHidden(index)
    }

    /// Whether the chip takes keyboard focus now: one shows, and the tags are a tab stop.
    private var chipTakesFocus: Bool {
        isTabStop && (controller.layout.overflow != nil || controller.layout.collapseIndicatorFrame != nil)
    }

    /// Whether the focus ring shows: a tag or the chip has GTK focus and the window shows focus
    /// (after keyboard use).
    var showsFocusRing: Bool {
        guard keyboardFocus != nil, let root = gtk_widget_get_root(area) else { return false }
        return gtk_window_get_focus_visible(UnsafeMutablePointer<GtkWindow>(root)) != 0
    }

    /// Moves GTK's keyboard focus to `stop` (its child's, or the drawing area's for it).
    func focusKeyboard(on stop: FocusStop) {
        guard isAlive else { return }
        if mirror.isActive {
            mirror.grabFocus(on: stop)
            return
        }
        focus.pending = stop
        gtk_widget_set_focusable(area, 1)
        if gtk_widget_has_focus(area) != 0 {
            syncFocusFromGTK()
        } else {
            gtk_widget_grab_focus(area)
        }
    }

    /// `gtk_widget_grab_focus` on the widget: the stop focus enters on takes it (a tag field's
    /// entry, for a field); `false` without one.
    func grabFocus() -> Bool {
        guard isAlive else { return false }
        if let fieldHost {
            fieldHost.focusEntry()
            return true
        }
        guard let stop = FocusStop(controller.focusedElement) ?? (mirror.isActive ? mirror.rovingID.map { .tag($0) } : entryFocus)
        else { return false }
        focusKeyboard(on: stop)
        return keyboardFocus == stop
    }

    /// Focus is about to come in by Tab (forwards) or Shift+Tab (backwards): forwards it comes to
    /// the tags' stop, backwards to the last stop — the chip, where one takes focus. (While the
    /// children exist, GTK's own order of them does the same.)
    func focusEntering(backwards: Bool) {
        guard isAlive, !mirror.isActive else { return }
        focus.pending = backwards && chipTakesFocus ? .chip : entryFocus
    }

    /// Tab and Shift+Tab between the tags' stop and the chip's while the drawing area holds focus
    /// (the children are tab stops of their own otherwise); `false` when the key leaves the widget.
    func tabPressed(backwards: Bool) -> Bool {
        guard !mirror.isActive, chipTakesFocus, let stop = keyboardFocus else { return false }
        switch (stop, backwards) {
        case (.tag, false): focusKeyboard(on: .chip)
        case (.chip, true): focusKeyboard(on: entryFocus ?? .chip)
        default: return false
        }
        return true
    }

    /// The drawing area is a tab stop while nobody listens (it holds focus for the tags) — in a
    /// tag field only while it has focus; while the children exist, they are.
    func updateAreaFocusability() {
        let hasFocus = gtk_widget_has_focus(area) != 0
        let focusable: gboolean = !mirror.isActive && (isTabStop || hasFocus) ? 1 : 0
        if gtk_widget_get_focusable(area) != focusable { gtk_widget_set_focusable(area, focusable) }
        mirror.refreshFocusability()
    }

    /// An assistive technology started or stopped listening: the children are built or removed,
    /// and keyboard focus moves between the drawing area and the focused stop's child with them.
    func accessibilityStatusChanged() {
        guard isAlive else { return }
        let focused = keyboardFocus
        if AccessibilityStatus.shared.isEnabled {
            mirror.activate(with: controller, focusing: focused?.tagID)
            if focused == .chip { mirror.grabFocus(on: .chip) }
        } else {
            if let focused {
                focus.pending = focused
                gtk_widget_set_focusable(area, 1)
                gtk_widget_grab_focus(area)
            }
            mirror.deactivate()
        }
        updateAreaFocusability()
        queueAllocate()
    }

    /// Makes the controller's focus follow GTK's once the current event is done: during a
    /// `has-focus` notification the window still reports the old focus widget.
    func scheduleFocusSync() {
        guard focus.syncSourceID == 0, isAlive else { return }
        focus.syncSourceID = g_idle_add_full(Int32(G_PRIORITY_HIGH_IDLE), onFocusSync, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// GTK focus on a tag, the chip or none of them becomes the controller's focus, reported as
    /// `didChangeFocus` (with `didScroll` when bringing the tag into view scrolled) or as focus on
    /// the chip.
    func syncFocusFromGTK() {
        focus.syncSourceID = 0
        let stop = keyboardFocus
        focus.pending = nil
        updateAreaFocusability()
        queueDraw()  // the focus ring shows only with GTK focus
        if let id = stop?.tagID { focus.lastTagID = id }
        guard stop != FocusStop(controller.focusedElement) else { return }
        do {
            let callbacks = try moveControllerFocus(to: stop)
            apply(TagCollectionUpdate(callbacks: callbacks), animated: false, dragBefore: nil)
        } catch {
            report(error)
        }
    }

    /// Focuses `stop` in the controller (silently) and says so as the controller would.
    private func moveControllerFocus(to stop: FocusStop?) throws(TagFlowError) -> [TagCollectionCallback] {
        switch stop {
        case .chip?:
            try controller.focus(controller.layout.overflow != nil ? .overflowIndicator(hiddenCount: 0) : .collapseIndicator)
            switch controller.focusedElement {
            case .overflowIndicator(let hidden)?: return [.didFocusOverflowIndicator(hiddenCount: hidden)]
            case .collapseIndicator?: return [.didFocusCollapseIndicator]
            default: return []
            }
        case .tag(let id)?:
            let index = controller.index(ofID: id)
            try controller.focus(at: index)
            guard let index else { return [.didChangeFocus(index: nil, id: nil)] }
            var callbacks: [TagCollectionCallback] = [.didChangeFocus(index: index, id: id)]
            let scrollsAlong = controller.configuration.scrollDirection == .vertical
                ? controller.viewport.size.height > 0 : controller.viewport.size.width > 0
            if controller.options.scrollsToFocusedTag, scrollsAlong {
                let before = controller.viewport.contentOffset
                if let offset = controller.scrollToTag(at: index), offset != before { callbacks.append(.didScroll(offset: offset)) }
            }
            return callbacks
        case nil:
            try controller.focus(at: nil)
            return [.didChangeFocus(index: nil, id: nil)]
        }
    }
}
