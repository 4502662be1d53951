/// Drag and drop between collections and apps, with the system's drag left to the front end:
///
/// - **Out**: a lifted tag (a long press, as for reordering) that the front end sees leave the
///   collection is handed over (`InputEvent.dragOut`): the order goes back as at the lift, the
///   tag stays in place while the system carries it (`didDragOut`), and the drag's end decides
///   (`dragOutEnded`): a move removes it as its remove button would (`canDelete`: `didDelete`,
///   else `didRefuseDelete`) and ends the drag (`didEndDrag`); a copy only ends it; nobody
///   taking it cancels it (`didCancelDrag`). A new pointer or a mutation cancels it too.
/// - **In**: a drag from elsewhere shows where it would go (`dropMove`, `didChangeDropTarget`):
///   the gap nearest the pointer on the line under it (the nearest line), before the tag whose
///   centre the pointer has not passed in the reading direction, else after the line's last.
///   A drop (`drop`) cuts its text as a paste's and passes the pieces through the policy, as a
///   paste's, in at that gap (`didAdd` and `didRefuse`, source `.dropped`); with
///   `allowsPasting` off a collection takes no drops. `drop(tags:at:)` drops copied tags with
///   their styles, as a front end's own drag carries them.
/// - **Back**: the tag handed over and dropped back onto its collection (`dropBack`) moves to
///   the gap, as a reorder drag moves it (`canMove`; `didMove`, `didEndDrag`).
extension TagCollectionController {
    /// Where a drag from elsewhere would drop: before the tag at `index` (`count`: at the end),
    /// with a bar to draw in the gap (content coordinates; `nil` while no tag shows).
    package struct DropTarget: Hashable, Sendable {
        package var index: Int
        package var marker: Rect?
    }

    /// Applies a drag-and-drop event; returns whether the collection took it.
    mutating func dragAndDrop(_ event: InputEvent, sink: inout CallbackSink) throws(TagFlowError) -> Bool {
        switch event {
        case .dragOut:
            return try handOver(sink: &sink)
        case let .dragOutEnded(operation, _):
            return try endHandOver(operation, sink: &sink)
        case let .dropMove(point, _):
            guard acceptsDrops else { return false }
            setDropTarget(dropTarget(at: point), sink: &sink)
        case .dropExit:
            setDropTarget(nil, sink: &sink)
        case let .drop(text, point, _):
            guard acceptsDrops else { return false }
            let pieces = TagFieldTokenizer.pieces(of: Substring(text), cutAt: options.delimiters.endsPasted)
            try dropAdmitted(pieces.map { ($0, nil) }, at: point, sink: &sink)
        case let .dropBack(point, _):
            return try dropBack(at: point, sink: &sink)
        default:
            return false
        }
        return true
    }

    /// Drops copied `tags` at `point` with their styles and details (new ids), through the
    /// policy as dropped text would pass; `allowsPasting` is not asked (the front end's drop
    /// target is).
    /// - Throws: `TagFlowError` for a non-finite point, or when the insertion fails; nothing
    ///   changes then.
    package mutating func drop(tags: [TextTag], at point: Point) throws(TagFlowError) -> TagCollectionUpdate {
        try TagFlowError.checkFinite(point.x, at: Argument.event.path("location", "x"))
        try TagFlowError.checkFinite(point.y, at: Argument.event.path("location", "y"))
        return try recordingUpdate { (controller, sink) throws(TagFlowError) in
            try controller.dropAdmitted(tags.map { (TagField.text(of: $0), $0) }, at: point, sink: &sink)
        }
    }

    /// Whether a drag from elsewhere may drop here: pasting allowed, or this collection's own
    /// tag coming back.
    private var acceptsDrops: Bool {
        if case .handedOver = gesture { return true }
        return options.allowsPasting || takesEveryDrop
    }

    private mutating func handOver(sink: inout CallbackSink) throws(TagFlowError) -> Bool {
        guard case .dragging(let drag) = gesture else { return false }
        var restored = collection
        restored.reorder(to: drag.originalIDs)
        try commit(restored)
        gesture = .handedOver(drag)
        if drag.isOverDeleteZone { sink.emit(.didChangeDeleteZoneHighlight(highlighted: false)) }
        sink.emit(.didDragOut(index: drag.originalIndex, id: drag.id))
        return true
    }

    private mutating func endHandOver(_ operation: DropOperation?, sink: inout CallbackSink) throws(TagFlowError) -> Bool {
        guard case .handedOver(let drag) = gesture, let index = collection.index(ofID: drag.id) else { return false }
        gesture = .idle
        switch operation {
        case nil:
            sink.emit(.didCancelDrag(index: index, id: drag.id))
        case .copy:
            sink.emit(.didEndDrag(index: index, id: drag.id))
        case .move:
            let removed = policy.allowsDelete(collection[index], at: index)
            try removeIfAllowed(at: index, sink: &sink)
            sink.emit(.didEndDrag(index: removed ? nil : index, id: drag.id))
        }
        return true
    }

    private mutating func dropBack(at point: Point, sink: inout CallbackSink) throws(TagFlowError) -> Bool {
        guard case .handedOver(let drag) = gesture, let current = collection.index(ofID: drag.id) else { return false }
        let gap = dropTarget(at: point).index
        setDropTarget(nil, sink: &sink)
        gesture = .idle
        // The gap counts the tag itself: after it, the tag's own removal shifts it one back.
        let target = gap > current ? gap - 1 : gap
        if target != current, policy.allowsMove(collection[current], from: current, to: target) {
            var moved = collection
            try moved.move(from: current, to: target)
            try commit(moved)
        }
        let final = collection.index(ofID: drag.id) ?? current
        if final != drag.originalIndex { sink.emit(.didMove(id: drag.id, from: drag.originalIndex, to: final)) }
        sink.emit(.didEndDrag(index: final, id: drag.id))
        return true
    }

    /// Admits `pieces` and inserts the accepted ones at the gap under `point`.
    private mutating func dropAdmitted(
        _ pieces: [(text: String, template: TextTag?)], at point: Point, sink: inout CallbackSink
    ) throws(TagFlowError) {
        setDropTarget(nil, sink: &sink)
        try cancelGesture(sink: &sink)
        let start = dropTarget(at: point).index
        try insertAdmitted(pieces, at: start, source: .dropped, sink: &sink)
    }

    private mutating func setDropTarget(_ target: DropTarget?, sink: inout CallbackSink) {
        guard target != dropTarget else { return }
        let changedIndex = target?.index != dropTarget?.index
        dropTarget = target
        if changedIndex { sink.emit(.didChangeDropTarget(index: target?.index)) }
    }
}
