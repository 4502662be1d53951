import CGtk
import CGtkShim
import TagFlow

/// Keyboard focus, kept the same in GTK and the controller. The widget is one tab stop, as
/// `GtkFlowBox` and `GtkListView` are: Tab enters it on the focused tag (else the last one
/// focused, else the first) and the next Tab leaves it; arrows move inside. GTK focus sits on
/// the focused tag's accessible child while an assistive technology listens (so a screen reader
/// follows it), and on the drawing area itself otherwise. A tag field's tags are no tab stop
/// (`isTabStop`): the arrows reach them from the entry.
extension TagCollectionWidget {
    /// Gives keyboard focus to the tag at `index` (GTK focus and the controller's; reported as
    /// `didChangeFocus`), or takes it away from the tags with `nil`.
    public func focusTag(at index: Int?) {
        guard isAlive else { return }
        if let index, let id = controller.tag(at: index)?.id {
            focusKeyboard(on: id)
        } else if keyboardFocusID != nil, let root = gtk_widget_get_root(area) {
            gtk_root_set_focus(root, nil)
        }
    }

    /// The tag GTK's keyboard focus is on: the one whose child has it, or the controller's focused
    /// tag while the drawing area has it (the tag about to take it, during the move).
    var keyboardFocusID: TagID? {
        if mirror.isActive { return mirror.focusedTagID }
        guard gtk_widget_has_focus(area) != 0 else { return nil }
        return pendingFocusID ?? controller.focusedID ?? entryFocusID
    }

    /// Where focus lands when it enters the widget: the tag last focused while it can still take
    /// focus, else the first one in reading order that can.
    private var entryFocusID: TagID? {
        if let id = lastFocusedID, let index = controller.index(ofID: id), canTakeFocus(index) { return id }
        return controller.layout.placementOrder.first(where: canTakeFocus).map { controller.collection[$0].id }
    }

    private func canTakeFocus(_ index: Int) -> Bool {
        !controller.collection[index].isDisabled && !controller.layout.isHidden(index)
    }

    /// Whether the focus ring shows: a tag has GTK focus and the window shows focus (after
    /// keyboard use).
    var showsFocusRing: Bool {
        guard keyboardFocusID != nil, let root = gtk_widget_get_root(area) else { return false }
        return gtk_window_get_focus_visible(UnsafeMutablePointer<GtkWindow>(root)) != 0
    }

    /// Moves GTK's keyboard focus to the tag `id` (its child's, or the drawing area's for it).
    func focusKeyboard(on id: TagID) {
        guard isAlive else { return }
        if mirror.isActive {
            mirror.grabFocus(on: id)
            return
        }
        pendingFocusID = id
        gtk_widget_set_focusable(area, 1)
        if gtk_widget_has_focus(area) != 0 {
            syncFocusFromGTK()
        } else {
            gtk_widget_grab_focus(area)
        }
    }

    /// `gtk_widget_grab_focus` on the widget: the tag focus enters on takes it; `false` without
    /// such a tag.
    func grabFocus() -> Bool {
        guard isAlive, let id = controller.focusedID ?? (mirror.isActive ? mirror.rovingID : entryFocusID) else { return false }
        focusKeyboard(on: id)
        return keyboardFocusID == id
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
    /// and keyboard focus moves between the drawing area and the focused tag's child with them.
    func accessibilityStatusChanged() {
        guard isAlive else { return }
        let focused = keyboardFocusID
        if AccessibilityStatus.shared.isEnabled {
            mirror.activate(with: controller, focusing: focused)
        } else {
            if let focused {
                pendingFocusID = focused
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
        guard focusSyncSourceID == 0, isAlive else { return }
        focusSyncSourceID = g_idle_add_full(Int32(G_PRIORITY_HIGH_IDLE), onFocusSync, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// GTK focus on a tag (or on none of them) becomes the controller's focus, reported as
    /// `didChangeFocus` — and `didScroll` when bringing the tag into view scrolled.
    func syncFocusFromGTK() {
        focusSyncSourceID = 0
        let id = keyboardFocusID
        pendingFocusID = nil
        updateAreaFocusability()
        queueDraw()  // the focus ring shows only with GTK focus
        if let id { lastFocusedID = id }
        guard id != controller.focusedID else { return }
        let index = id.flatMap { controller.index(ofID: $0) }
        do {
            try controller.focus(at: index)
        } catch {
            report(error)
            return
        }
        var callbacks: [TagCollectionCallback] = [.didChangeFocus(index: index, id: index == nil ? nil : id)]
        let scrollsAlong = controller.configuration.scrollDirection == .vertical
            ? controller.viewport.size.height > 0 : controller.viewport.size.width > 0
        if let index, controller.options.scrollsToFocusedTag, scrollsAlong {
            let before = controller.viewport.contentOffset
            if let offset = controller.scrollToTag(at: index), offset != before { callbacks.append(.didScroll(offset: offset)) }
        }
        apply(TagCollectionUpdate(callbacks: callbacks), animated: false, dragBefore: nil)
    }
}
