/// A tag laid out at the size of another text while it keeps its own: a tag field's tag edited in
/// place is as wide as the text typed into it (within the line, as a tag of that text would be),
/// so its editor grows and shrinks with the text. Frames, hit tests, the content size and the
/// entry's place follow the stand-in; the tag, its metrics and every callback stay the tag's.
extension TagCollectionController {
    /// Lays the tag with `standIn`'s id out at `standIn`'s size from now on (`nil`: every tag at
    /// its own); lays out again when that changed.
    /// - Throws: what the layout throws; nothing changes then.
    mutating func setLayoutStandIn(_ standIn: TextTag?) throws(TagFlowError) {
        guard standIn != layoutStandIn else { return }
        let previous = layoutStandIn
        layoutStandIn = standIn
        do {
            try relayout()
        } catch {
            layoutStandIn = previous
            throw error
        }
    }

    /// `items` (in `collection`'s order) with the stand-in's size in place of its tag's; unchanged
    /// when there is none, or it cannot be sized (the tag keeps its own size).
    func applyingLayoutStandIn(
        to items: inout [LayoutItem], of collection: TagCollection, containerWidth: Double, accessoryWidth: Double,
        alignsBaselines: Bool
    ) {
        guard let standIn = layoutStandIn, let index = collection.index(ofID: standIn.id) else { return }
        var sizings: [TagSizing] = []
        guard (try? sizer.sizings(of: [standIn], containerWidth: containerWidth, accessoryWidth: accessoryWidth, into: &sizings)) != nil,
            let sizing = sizings.first
        else { return }
        items[index] = sizing.layoutItem(lineBreak: collection[index].lineBreak, alignsBaselines: alignsBaselines)
    }
}
