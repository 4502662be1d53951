/// Drag and drop between collections and apps, with the system's drag left to the front end:
///
/// - **Out**: a lifted tag (a long press, as for reordering) that the front end sees leave the
///   collection is handed over (`InputEvent.dragOut`): the order goes back as at the lift, and
///   the system carries the tag — with the rest of the selection when it is one of several
///   selected tags (`handedOverTags`) — while they stay in place (`didDragOut`, `carrying`); the
///   drag's end decides (`dragOutEnded`): a move removes each as its remove button would
///   (`canDelete`: `didDelete`, else `didRefuseDelete`) and ends the drag (`didEndDrag`); a copy
///   only ends it; nobody taking it cancels it (`didCancelDrag`). A new pointer or a mutation
///   cancels it too.
/// - **In**: a drag from elsewhere shows where it would go (`dropMove`, `didChangeDropTarget`):
///   the gap nearest the pointer on the line under it (the nearest line), before the tag whose
///   centre the pointer has not passed in the reading direction, else after the line's last.
///   A drop (`drop`) cuts its text as a paste's and passes the pieces through the policy, as a
///   paste's, in at that gap (`didAdd` and `didRefuse`, source `.dropped`); with
///   `allowsPasting` off a collection takes no drops. `drop(tags:at:)` drops copied tags with
///   their styles, as a front end's own drag carries them.
/// - **Back**: the tags handed over and dropped back onto their collection (`dropBack`) move to
///   the gap together, in their order, as a reorder drag moves one (`canMove` for each: one
///   refusal keeps them all in place; `didMove` for each that moved, `didEndDrag`).
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

    /// The tags the system's drag carries while they are handed over, in the collection's order
    /// (none otherwise): what a front end offers the system as the drag's content.
    package var handedOverTags: [TextTag] {
        guard case .handedOver(let drag) = gesture else { return [] }
        return drag.carried.compactMap { tag(withID: $0) }
    }

    /// Whether a drag from elsewhere may drop here: pasting allowed, or this collection's own
    /// tag coming back.
    private var acceptsDrops: Bool {
        if case .handedOver = gesture { return true }
        return options.allowsPasting || takesEveryDrop
    }

    private mutating func handOver(sink: inout CallbackSink) throws(TagFlowError) -> Bool {
        guard case .dragging(var drag) = gesture else { return false }
        var restored = collection
        restored.reorder(to: drag.originalIDs)
        try commit(restored)
        drag.carried = carriedIDs(lifting: drag.id)
        gesture = .handedOver(drag)
        if drag.isOverDeleteZone { sink.emit(.didChangeDeleteZoneHighlight(highlighted: false)) }
        sink.emit(.didDragOut(index: drag.originalIndex, id: drag.id, carrying: drag.carried))
        return true
    }

    /// What a drag of the tag `id` carries: the enabled selected tags when it is one of several,
    /// else the tag alone.
    private func carriedIDs(lifting id: TagID) -> [TagID] {
        guard tag(withID: id)?.isSelected == true else { return [id] }
        let selected = collection.filter { $0.isSelected && !$0.isDisabled }.map(\.id)
        return selected.count > 1 ? selected : [id]
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
            // From the last to the first: each removal's index is where the tag is then.
            for id in drag.carried.reversed() {
                if let carried = collection.index(ofID: id) { try removeIfAllowed(at: carried, sink: &sink) }
            }
            sink.emit(.didEndDrag(index: collection.index(ofID: drag.id), id: drag.id))
        }
        return true
    }

    private mutating func dropBack(at point: Point, sink: inout CallbackSink) throws(TagFlowError) -> Bool {
        guard case .handedOver(let drag) = gesture, collection.index(ofID: drag.id) != nil else { return false }
        let gap = dropTarget(at: point).index
        setDropTarget(nil, sink: &sink)
        gesture = .idle
        let before = collection.map(\.id)
        let order = Self.order(before, moving: Set(drag.carried), to: gap)
        let from = Dictionary(uniqueKeysWithValues: before.enumerated().map { ($1, $0) })
        let to = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let carried = drag.carried.compactMap { id in from[id].map { (id: id, from: $0, to: to[id]!) } }
        if order != before, carried.allSatisfy({ $0.from == $0.to || policy.allowsMove(collection[$0.from], from: $0.from, to: $0.to) }) {
            var moved = collection
            moved.reorder(to: order)
            try commit(moved)
        }
        for tag in carried {
            if let now = collection.index(ofID: tag.id), now != tag.from { sink.emit(.didMove(id: tag.id, from: tag.from, to: now)) }
        }
        sink.emit(.didEndDrag(index: collection.index(ofID: drag.id), id: drag.id))
        return true
    }

    /// `ids` with those in `moving` taken out and put back together, in their order, at the gap
    /// before index `gap` of `ids` (the gap counts them: those before it leave first).
    static func order(_ ids: [TagID], moving: Set<TagID>, to gap: Int) -> [TagID] {
        let carried = ids.filter { moving.contains($0) }
        var rest = ids.filter { !moving.contains($0) }
        let leavingBefore = ids.prefix(gap).filter { moving.contains($0) }.count
        rest.insert(contentsOf: carried, at: gap - leavingBefore)
        return rest
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
