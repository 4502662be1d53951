import CGtk
import CGtkShim
import TagFlow

/// Dragging tags out, GTK's side of `InputEvent.dragOut`: a lifted tag carried past the widget's
/// edge leaves with GDK's drag, with the rest of the selection when it is one of several selected
/// tags — their text for every app, the tags themselves for TagFlow — drawn under the pointer as
/// the widget draws the lifted one; GDK's answer (moved, copied, nobody took it) goes back to the
/// controller, which removes moved tags as its policy allows.
extension TagCollectionWidget {
    /// After the lifted tag followed the pointer to `point` (content coordinates): past the
    /// widget's edge, GDK's drag takes it on.
    func handOverIfOutside(_ point: Point) {
        guard systemDrag == nil, let drag = controller.dragState else { return }
        let offset = controller.viewport.contentOffset
        let x = point.x - offset.x, y = point.y - offset.y
        guard x < 0 || y < 0 || x > Double(gtk_widget_get_width(widget)) || y > Double(gtk_widget_get_height(widget)) else { return }
        // The icon is drawn before the order goes back: the scene still holds the lifted tag.
        let icon = DragIcon.widget(for: drag, of: self)
        let hotSpot = (x: Int32(drag.pointer.x - drag.liftedFrame.x), y: Int32(drag.pointer.y - drag.liftedFrame.y))
        send(.dragOut(time: input.clock.time(now: monotonicSeconds())))
        // The lifted tag, with the rest of the selection when it is one of several selected.
        let tags = controller.handedOverTags
        let gdkDrag = tags.isEmpty ? nil : offer(tags, as: TagCollectionController.clipboardText(of: tags)) {
            tfs_drag_begin(area, dragGesture, point.x, point.y, $0, CarriedTags(tags: tags).retained, releaseCarriedTags)
        }
        guard let gdkDrag else {
            if let icon { g_object_ref_sink(gobject(icon)); g_object_unref(gobject(icon)) }
            if !tags.isEmpty { send(.dragOutEnded(nil, time: input.clock.time(now: monotonicSeconds()))) }
            return
        }
        systemDrag = gdkDrag
        // GObject keeps the widget, and with it this object, until GDK's drag has ended.
        g_object_ref(gobject(widget))
        let me = Unmanaged.passUnretained(self).toOpaque()
        connectSignal(untyped(gdkDrag), "dnd-finished", onSystemDragFinished, me)
        connectSignal(untyped(gdkDrag), "cancel", onSystemDragCancelled, me)
        if let icon { tfs_drag_set_icon(gdkDrag, icon, hotSpot.x, hotSpot.y) }
        // The pointer is GDK's drag's now: the gesture's cancel that follows is not a cancel.
        gtk_event_controller_reset(dragGesture)
    }

    /// GDK's drag ended: moved or copied somewhere (`operation`), or nobody took it (`nil`).
    func systemDragEnded(_ operation: DropOperation?) {
        guard let gdkDrag = systemDrag else { return }
        systemDrag = nil
        g_signal_handlers_disconnect_matched(
            untyped(gdkDrag), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, Unmanaged.passUnretained(self).toOpaque())
        gdk_drag_drop_done(gdkDrag, operation == nil ? 0 : 1)
        g_object_unref(untyped(gdkDrag))
        if isAlive { send(.dragOutEnded(operation, time: input.clock.time(now: monotonicSeconds()))) }
        // Last: this may release the widget, and this object with it.
        g_object_unref(gobject(widget))
    }
}

private let onSystemDragFinished: VoidSignalHandler = { drag, data in
    onMainActor(drag, data) { drag, data in
        let moved = gdk_drag_get_selected_action(drag).rawValue & GDK_ACTION_MOVE.rawValue != 0
        owner(data).systemDragEnded(moved ? .move : .copy)
    }
}

private let onSystemDragCancelled: DragCancelSignalHandler = { _, _, data in
    onMainActor(data) { owner($0).systemDragEnded(nil) }
}
