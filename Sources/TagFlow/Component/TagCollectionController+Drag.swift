/// Dragging a lifted tag: live reordering, auto-scroll and drag-to-delete.
///
/// The rules:
/// - Only an enabled tag lifts, and only for what can follow: drag to delete, or reordering
///   while no sort order decides the order (`canReorder`).
/// - A lifted tag keeps its slot in the layout (a front end draws the slot empty and the tag at
///   `dragState.liftedFrame`). The reorder target is the visible tag under the pointer — the
///   lifted tag's own slot included, which means "stay" — else the visible tag whose centre is
///   nearest the pointer (ties: the earlier in reading order). Hidden tags are never targets.
/// - One reorder step per event at most: when the target's index differs from the lifted tag's,
///   `canMove(tag, from: current, to: target)` is asked; if allowed the tag moves there and the
///   layout reflows (the update carries the transition), else nothing changes for this event.
/// - On the drop, `didMove(from: original, to: final)` fires once if the final index differs
///   from the one the drag began at: a drag that wanders and comes back reports nothing.
/// - While the pointer is inside the delete zone (with `allowsDragToDelete`) the order does not
///   follow it; entering and leaving fire `didChangeDeleteZoneHighlight`. A drop inside asks
///   `canDelete(tag, at: original index)`: allowed, the tag is removed (`didDelete`, original
///   index; the others keep their original order); refused, the order is restored as at the
///   start of the drag (`didRefuseDelete`): the user meant to remove it, not to move it.
/// - Every drop ends with `didEndDrag`; a cancel fires `didCancelDrag` instead.
/// - Auto-scroll: when the pointer is within `autoScrollEdgeBand` of the viewport's edge along the
///   scrolling axis (vertical: top and bottom; horizontal: left and right), each move or tick
///   scrolls by `autoScrollMaxStep × depth`, where depth runs from 0 at the band's inner edge to
///   1 at the viewport's edge and beyond, clamped to the scrollable range (`didScroll` when the
///   offset changed). The pointer is then taken to have moved with the content, so a resting
///   finger keeps reordering as the content slides under it. Nothing scrolls along an axis whose
///   viewport extent is 0.
extension TagCollectionController {
    /// Lifts the pressed tag, the press having become a long press, when it is an enabled tag
    /// that can be lifted; returns whether it did.
    mutating func liftPressedTag(_ press: GestureState.Press, sink: inout CallbackSink) -> Bool {
        guard options.allowsDragToDelete || canReorder, let id = press.id, let index = collection.index(ofID: id),
            !collection[index].isDisabled, let frame = layout.frame(of: index)
        else { return false }
        gesture = .dragging(
            .init(
                id: id, originalIDs: collection.ids, originalIndex: index, pointer: press.last,
                grabOffset: Point(x: press.last.x - frame.x, y: press.last.y - frame.y), isOverDeleteZone: false))
        sink.emit(.didBeginDrag(index: index, id: id))
        return true
    }

    /// The lifted tag follows the pointer: delete-zone highlight, a reorder step, auto-scroll.
    mutating func dragMove(to point: Point, sink: inout CallbackSink) throws(TagFlowError) {
        guard case .dragging(var drag) = gesture else { return }
        drag.pointer = point
        gesture = .dragging(drag)
        updateDeleteZoneHighlight(sink: &sink)
        if canReorder { try reorderStep(sink: &sink) }
        autoScroll(sink: &sink)
    }

    private mutating func updateDeleteZoneHighlight(sink: inout CallbackSink) {
        guard options.allowsDragToDelete, case .dragging(var drag) = gesture else { return }
        let inViewport = Point(
            x: drag.pointer.x - viewport.contentOffset.x, y: drag.pointer.y - viewport.contentOffset.y)
        let inside = deleteZoneFrame.contains(inViewport)
        guard inside != drag.isOverDeleteZone else { return }
        drag.isOverDeleteZone = inside
        gesture = .dragging(drag)
        sink.emit(.didChangeDeleteZoneHighlight(highlighted: inside))
    }

    private mutating func reorderStep(sink: inout CallbackSink) throws(TagFlowError) {
        guard case .dragging(let drag) = gesture, !drag.isOverDeleteZone,
            let current = collection.index(ofID: drag.id),
            let target = layout.index(at: drag.pointer) ?? nearestVisibleCentre(to: drag.pointer),
            target != current,
            policy.allowsMove(collection[current], from: current, to: target)
        else { return }
        var moved = collection
        try moved.move(from: current, to: target)
        try commit(moved)
    }

    /// The visible tag whose centre is nearest `point`; ties go to the earlier in reading order.
    func nearestVisibleCentre(to point: Point) -> Int? {
        var best: (index: Int, distance: Double)?
        for index in layout.placementOrder {
            guard let frame = layout.frame(of: index) else { continue }
            let d = distance(frame.center, point)
            if best == nil || d < best!.distance { best = (index, d) }
        }
        return best?.index
    }

    private mutating func autoScroll(sink: inout CallbackSink) {
        guard case .dragging(var drag) = gesture else { return }
        let band = options.autoScrollEdgeBand
        let vertical = configuration.scrollDirection == .vertical
        let extent = vertical ? viewport.size.height : viewport.size.width
        let offset = vertical ? viewport.contentOffset.y : viewport.contentOffset.x
        let content = vertical ? layout.contentSize.height : layout.contentSize.width
        let pointer = (vertical ? drag.pointer.y : drag.pointer.x) - offset
        guard band > 0, options.autoScrollMaxStep > 0, extent > 0 else { return }
        var step = 0.0
        if pointer < band {
            step = -options.autoScrollMaxStep * min(1, (band - pointer) / band)
        } else if pointer > extent - band {
            step = options.autoScrollMaxStep * min(1, (pointer - (extent - band)) / band)
        }
        let newOffset = min(max(offset + step, 0), max(0, content - extent))
        let delta = newOffset - offset
        guard delta != 0 else { return }
        if vertical {
            viewport.contentOffset.y = newOffset
            drag.pointer.y += delta
        } else {
            viewport.contentOffset.x = newOffset
            drag.pointer.x += delta
        }
        gesture = .dragging(drag)
        sink.emit(.didScroll(offset: viewport.contentOffset))
    }

    /// Ends the drag where it is: delete, refuse, or report the move.
    mutating func drop(sink: inout CallbackSink) throws(TagFlowError) {
        guard case .dragging(let drag) = gesture, let current = collection.index(ofID: drag.id) else { return }
        gesture = .idle
        if options.allowsDragToDelete, drag.isOverDeleteZone {
            let item = collection[current]
            if policy.allowsDelete(item, at: drag.originalIndex) {
                var remaining = collection
                try remaining.remove(at: current)
                let before = snapshot()
                try commit(remaining)
                sink.emit(.didDelete(index: drag.originalIndex, id: drag.id))
                try keepRequiredSelection(afterRemoving: item, before: before, sink: &sink)
                sink.emit(.didEndDrag(index: nil, id: drag.id))
            } else {
                var restored = collection
                restored.reorder(to: drag.originalIDs)
                try commit(restored)
                sink.emit(.didRefuseDelete(index: drag.originalIndex, id: drag.id))
                sink.emit(.didEndDrag(index: drag.originalIndex, id: drag.id))
            }
            return
        }
        if current != drag.originalIndex {
            sink.emit(.didMove(id: drag.id, from: drag.originalIndex, to: current))
        }
        sink.emit(.didEndDrag(index: current, id: drag.id))
    }
}
