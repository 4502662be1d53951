/// Moving a tag one place — the move keys (Alt with an arrow) and the accessibility actions
/// `moveEarlier` and `moveLater` share it.
///
/// The rules:
/// - "One place" is among the tags the view shows: the tag takes the index of its neighbour in
///   view order (past any tags a filter leaves out), so it visibly trades places with it.
/// - Offered only while tags can be reordered (`canReorder`), for an enabled tag with such a
///   neighbour; `canMove(tag, from, to)` is asked, and `didMove(from:to:)` reports the move.
/// - The moved tag stays in view and keeps focus: when the move would hide it behind a line
///   limit (the last tag shown moving later), the limit expands (`didExpand`) where input can
///   expand it (a chip that expands on taps); where it cannot, the tags the limit hides are out
///   of input's reach, and the last tag shown does not move later.
extension TagCollectionController {
    /// The collection index the enabled tag at `index` moves to one place earlier (or later), or
    /// `nil` when it cannot move that way.
    func onePlaceTarget(of index: Int, earlier: Bool) -> Int? {
        guard canReorder, !collection[index].isDisabled, let k = layout.itemIndex(ofTag: index) else { return nil }
        let neighbour = k + (earlier ? -1 : 1)
        guard neighbour >= 0, neighbour < layout.viewCount else { return nil }
        let target = layout.tagIndex(ofItem: neighbour)
        return layout.isHidden(target) && !inputExpands ? nil : target
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
        guard let now = collection.index(ofID: item.id) else { return }
        if layout.isHidden(now), inputExpands, try changeExpansion(to: true) { sink.emit(.didExpand) }
        if focusedID == item.id { moveFocus(to: now, keepingAnchor: false, sink: &sink) }
    }

    /// Whether input can expand the line limit now: it hides tags, and the chip expands on taps.
    private var inputExpands: Bool {
        options.overflowChip?.expandsOnTap == true && !isExpanded && layout.hiddenCount > 0
    }
}
