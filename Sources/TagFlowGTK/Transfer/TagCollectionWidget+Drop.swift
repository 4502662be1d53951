import CGtk
import CGtkShim
import TagFlow

/// Dropping on the collection, GTK's side of `InputEvent.dropMove` and `drop`: a drop target on
/// the drawing area (whose coordinates are content coordinates) shows the gap a drag from
/// elsewhere would go in, and takes what it drops — this process's tags with their styles, any
/// app's text cut into tags, this collection's own tag moved back — through the policy. A
/// collection that takes no drops (`allowsPasting` off, and not a field's) refuses them when GTK
/// asks (`accept`), so it is not shown as a drop site.
extension TagCollectionWidget {
    /// Puts the drop target on the drawing area.
    func installDropTarget(_ me: UnsafeMutableRawPointer) {
        let target = newDropTarget()
        connectSignal(untyped(target), "accept", onDropAccept, me)
        connectSignal(untyped(target), "enter", onDropMotion, me)
        connectSignal(untyped(target), "motion", onDropMotion, me)
        connectSignal(untyped(target), "leave", onDropLeave, me)
        connectSignal(untyped(target), "drop", onDrop, me)
        gtk_widget_add_controller(area, target)
    }

    /// Whether a drag may drop here: text or tags, on a collection that takes drops (a field's
    /// does), or its own tag coming back (GTK shows the widget as a drop site only then).
    fileprivate func acceptsDrop(_ drop: OpaquePointer?, target: OpaquePointer?) -> Bool {
        (controller.options.allowsPasting || fieldHost != nil || systemDrag != nil) && tfs_drop_formats_match(target, drop) != 0
    }

    /// A drag over `point`: the gap follows; the action GDK is told (none while no gap shows).
    fileprivate func dropMoved(to point: Point, target: OpaquePointer?) -> GdkDragAction {
        send(.dropMove(point, time: input.clock.time(now: monotonicSeconds())))
        guard controller.dropTarget != nil else { return GdkDragAction(0) }
        return tfs_drop_preferred_action(target)
    }

    fileprivate func dropLeft() {
        send(.dropExit(time: input.clock.time(now: monotonicSeconds())))
    }

    /// A drop at `point`: whether anything went in (a refused drop leaves the source's tag).
    fileprivate func dropped(_ value: UnsafePointer<GValue>?, at point: Point, target: OpaquePointer?) -> Bool {
        var source: UnsafeMutablePointer<GtkWidget>?
        let carried = tfs_drop_carried_tags(target, &source).map(CarriedTags.borrowed)
        let time = input.clock.time(now: monotonicSeconds())
        let before = controller.count
        if carried != nil, source == area, systemDrag != nil {
            send(.dropBack(point, time: time))
            return true
        }
        let tags = carried?.tags ?? transferredTags(in: value)
        let text = tags.map { TagCollectionController.clipboardText(of: $0) } ?? tfs_drop_value_text(value).map { String(cString: $0) }
        if let fieldHost, let text {
            // A field's tags take text, as its paste does: the field's policy and style.
            _ = fieldHost.run(.drop(text, at: point, time: time))
        } else if let tags {
            do { try update { (controller) throws(TagFlowError) in try controller.drop(tags: tags, at: point) } } catch { report(error) }
        } else if let text {
            send(.drop(text, at: point, time: time))
        }
        return controller.count > before
    }
}

private let onDropAccept: DropAcceptSignalHandler = { target, drop, data in
    onMainActor(target, drop, data) { target, drop, data in owner(data).acceptsDrop(drop, target: target) ? 1 : 0 }
}

private let onDropMotion: DropMotionSignalHandler = { target, x, y, data in
    onMainActor(target, data) { target, data in owner(data).dropMoved(to: Point(x: x, y: y), target: target) }
}

private let onDropLeave: VoidSignalHandler = { _, data in
    onMainActor(data) { owner($0).dropLeft() }
}

private let onDrop: DropSignalHandler = { target, value, x, y, data in
    onMainActor(target, value, data) { target, value, data in owner(data).dropped(value, at: Point(x: x, y: y), target: target) ? 1 : 0 }
}
