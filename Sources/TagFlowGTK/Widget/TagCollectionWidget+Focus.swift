import CGtk
import CGtkShim
import TagFlow

/// Keyboard focus, kept the same in GTK (which accessible child has focus) and the controller.
extension TagCollectionWidget {
    /// Gives keyboard focus to the tag at `index` (GTK focus and the controller's; reported as
    /// `didChangeFocus`), or takes it away from the tags with `nil`.
    public func focusTag(at index: Int?) {
        guard isAlive else { return }
        if let index, let id = controller.tag(at: index)?.id {
            mirror.grabFocus(on: id)
        } else if mirror.focusedTagID != nil, let root = gtk_widget_get_root(area) {
            gtk_root_set_focus(root, nil)
        }
    }

    /// `gtk_widget_grab_focus` on the widget: the focused tag's child takes focus (the first
    /// enabled tag's when none is focused); `false` without such a tag.
    func grabFocus() -> Bool {
        guard isAlive, let id = controller.focusedID ?? mirror.rovingID else { return false }
        mirror.grabFocus(on: id)
        return mirror.focusedTagID == id
    }


    /// Makes the controller's focus follow GTK's once the current event is done: during a
    /// `has-focus` notification the window still reports the old focus widget.
    func scheduleFocusSync() {
        guard focusSyncSourceID == 0, isAlive else { return }
        focusSyncSourceID = g_idle_add_full(Int32(G_PRIORITY_HIGH_IDLE), onFocusSync, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// GTK focus on a tag's child (or on none of them) becomes the controller's focus, reported
    /// as `didChangeFocus` — and `didScroll` when bringing the tag into view scrolled.
    func syncFocusFromGTK() {
        focusSyncSourceID = 0
        let id = mirror.focusedTagID
        queueDraw()  // the focus ring shows only with GTK focus
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
