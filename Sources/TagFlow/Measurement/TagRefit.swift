/// What refitting a text tag to another container width needs of its sizing rule, as plain
/// numbers kept beside its sizing in the size memo: a relayout at a new width then refits each
/// tag without reading its rule (no pointer to follow, nothing to retain), as
/// `TagSizer.refitted(_:basis:containerWidth:accessoryWidth:)` — the reference, which a
/// property test holds this copy equal to — refits it.
///
/// Made only for a sizing that holds the text's natural measurement, of a tag that does not
/// grow; it answers only where the text fits its new room. Everything else (a text clipped or
/// wrapped at the new width) is the reference's.
struct TagRefit: Sendable {
    /// The rule's numbers that limit the text's room (`SizingRule.textRoom`).
    private let maxWidth: Double?
    private let exactWidth: Double?
    private let paddingWidth: Double
    private let imageExtent: Double
    /// The tag's size with its natural text, before the container limits its width.
    private let size: Size

    /// The numbers of `rule` (at `category`, keeping `accessoryWidth`) for refitting `sizing`,
    /// which it sized; `nil` when the sizing holds no natural measurement or the tag grows.
    init?(_ sizing: TagSizing, rule: SizingRule, accessoryWidth: Double, category: TextSizeCategory) {
        guard sizing.isText, sizing.textIsNatural, !(rule.grow > 0) else { return nil }
        maxWidth = rule.maxWidth
        exactWidth = rule.exactWidth
        paddingWidth = rule.padding(at: category).width
        imageExtent = rule.imageExtent
        size = rule.size(text: sizing.text, containerWidth: .infinity, accessoryWidth: accessoryWidth, category: category)
    }

    /// `sizing` (the one this was made for, or a refit of it) at `containerWidth`, keeping
    /// `accessoryWidth` as when this was made; `nil` when the text does not fit its new room.
    @inline(__always)
    func refitted(_ sizing: TagSizing, containerWidth: Double, accessoryWidth: Double) -> TagSizing? {
        let room = SizingRule.textRoom(
            containerWidth: containerWidth, maxWidth: maxWidth, exactWidth: exactWidth, paddingWidth: paddingWidth,
            imageExtent: imageExtent, accessoryWidth: accessoryWidth)
        if let room, sizing.text.width > room { return nil }
        var refitted = TagSizing(
            size: Size(width: min(size.width, containerWidth), height: size.height), text: sizing.text, textRoom: room, isText: true)
        refitted.textIsNatural = true
        return refitted
    }
}
