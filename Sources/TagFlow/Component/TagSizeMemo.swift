/// The size of every text tag as of the controller's last layout, so that a relayout re-sizes
/// only the tags whose size can have changed (design §3: measured once per key, never once per
/// layout pass).
///
/// **What a size depends on.** A text tag's size is a function of its rightful content and
/// rightful style (which change with selection and with edits), the tag container width, and the
/// sizer (its measurer, cache and content-size category).
///
/// **Invalidation.** Per item, by the collection's revision stamps (`TagCollection.revision(at:)`):
/// an item's stamp changes exactly when the item is inserted, replaced or has its selection set —
/// the only ways its content or style can change — and moves with it. A memo slot holds the stamp
/// it was computed for; a different stamp is a miss, and the tag is sized again (through the
/// sizer's cache). As a whole, by the container width and the category, which the memo records:
/// a change of either empties it. The controller also empties it when the sizer is replaced (a
/// new measurer or cache) and after a failed layout.
///
/// So a relayout of unchanged tags costs one integer comparison per tag — no hashing, no lock,
/// no copy of a tag — plus the layout engine's pass.
///
/// **Where slots are found.** Slots are kept in the order of the collection last laid out: a tag
/// still at its index finds its slot there; a tag that moved (reorder, insertion or removal before
/// it) finds it through the previous collection's id index, in O(1).
struct TagSizeMemo: Sendable {
    /// The tag container width the sizes were computed at (NaN: none yet, so nothing matches).
    private var containerWidth = Double.nan
    /// The content-size category the sizes were computed at.
    private var contentSizeCategory = ContentSizeCategory.large
    /// One stamp per item of the collection last laid out, in its order.
    private var revisions: [UInt64] = []
    /// The size of each item of the collection last laid out; `nil` for custom tags (their size is
    /// the caller's value or function, asked every time).
    private var sizes: [Size?] = []

    /// An empty memo: every tag will be sized.
    init() {}

    /// The layout items (sizes) of `collection`'s tags at `containerWidth`, from the memo where
    /// it still holds and from `sizer` (text tags) or the tag (custom tags) elsewhere; afterwards
    /// the memo describes `collection`. `previous` is the collection it described until now.
    ///
    /// On a throw the memo is left empty (emptying is always safe).
    mutating func layoutItems(
        of collection: TagCollection, previous: TagCollection, containerWidth: Double, sizer: TagSizer
    ) throws(ComponentError) -> [LayoutItem] {
        var oldRevisions: [UInt64] = []
        var oldSizes: [Size?] = []
        swap(&oldRevisions, &revisions)
        swap(&oldSizes, &sizes)
        if !(self.containerWidth == containerWidth && contentSizeCategory == sizer.contentSizeCategory)
            || oldRevisions.count != previous.count
        {
            oldRevisions = []
            oldSizes = []
        }
        self.containerWidth = containerWidth
        contentSizeCategory = sizer.contentSizeCategory

        let count = collection.count
        let newRevisions = collection.revisions
        var items: [LayoutItem] = []
        var newSizes: [Size?] = []
        items.reserveCapacity(count)
        newSizes.reserveCapacity(count)
        for i in 0..<count {
            let revision = newRevisions[i]
            var size: Size? = nil  // from the memo
            if i < oldRevisions.count, oldRevisions[i] == revision {
                size = oldSizes[i]
            } else if !oldRevisions.isEmpty, let j = previous.firstIndex(ofID: collection.ids[i]),
                oldRevisions[j] == revision
            {
                size = oldSizes[j]
            }
            let lineBreak = collection.items[i].lineBreak
            if let size {  // only text tags have sizes in the memo
                items.append(LayoutItem(size: size, lineBreak: lineBreak))
                newSizes.append(size)
            } else {
                let (size, isText) = try Self.size(of: collection.items[i], at: i, containerWidth, sizer)
                items.append(LayoutItem(size: size, lineBreak: lineBreak))
                newSizes.append(isText ? size : nil)
            }
        }
        revisions = newRevisions
        sizes = newSizes
        return items
    }

    /// An item's size: a text tag through the sizer, a custom tag from its fixed size or size
    /// provider; errors are named by the item's index.
    private static func size(
        of item: TagItem, at index: Int, _ containerWidth: Double, _ sizer: TagSizer
    ) throws(ComponentError) -> (size: Size, isText: Bool) {
        switch item.kind {
        case .text(let tag):
            do {
                return (try sizer.size(of: tag, containerWidth: containerWidth), true)
            } catch {
                throw .tagFlow(error.prefixed("tags[\(index)]"))
            }
        case .custom(let tag):
            let size = tag.rightfulSize.size(containerWidth: containerWidth)
            try ComponentError.checkNonNegative(size.width, "tags[\(index)].size.width")
            try ComponentError.checkNonNegative(size.height, "tags[\(index)].size.height")
            return (size, false)
        }
    }
}
