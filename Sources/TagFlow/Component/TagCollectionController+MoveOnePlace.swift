/// Moving a tag one place — the move keys (Alt with an arrow) and the accessibility actions
/// `moveEarlier` and `moveLater` share it.
///
/// The rules:
/// - "One place" is among the tags the view shows: the tag takes the index of its neighbour in
///   view order (past any tags a filter leaves out), so it visibly trades places with it.
/// - Offered only while tags can be reordered (`canReorder`), for an enabled tag with such a
///   neighbour; `canMove(tag, from, to)` is asked, and `didMove(from:to:)` reports the move.
extension TagCollectionController {
    /// The collection index the enabled tag at `index` moves to one place earlier (or later), or
    /// `nil` when it cannot move that way.
    func onePlaceTarget(of index: Int, earlier: Bool) -> Int? {
        guard canReorder, !collection[index].isDisabled, let k = layout.itemIndex(ofTag: index) else { return nil }
        let neighbour = k + (earlier ? -1 : 1)
        guard neighbour >= 0, neighbour < layout.viewCount else { return nil }
        return layout.tagIndex(ofItem: neighbour)
    }

    /// Moves the tag at `index` one place earlier or later, if it can and `canMove` allows it.
    mutating func moveOnePlace(_ index: Int, earlier: Bool, sink: inout CallbackSink) throws(TagFlowError) {
        guard let target = onePlaceTarget(of: index, earlier: earlier) else { return }
        let item = collection[index]
        guard policy.allowsMove(item, from: index, to: target) else { return }
        var moved = collection
        try moved.move(from: index, to: target)
        try commit(moved)
        sink.emit(.didMove(id: item.id, from: index, to: target))
        if focusedID == item.id, let now = collection.index(ofID: item.id) { moveFocus(to: now, keepingAnchor: false, sink: &sink) }
    }
}
