/// The metrics of every text tag as of the controller's last layout, so that a relayout re-sizes
/// only the tags whose size can have changed (a text is measured once per key, never once per
/// layout pass), and a renderer draws each tag from the metrics that sized it.
///
/// **What a size depends on.** A text tag's size is a function of its rightful content and
/// rightful style (which change with selection and with edits), the tag container width, the room
/// kept for a remove button, and the sizer (its measurer, cache and text size category).
///
/// **Invalidation.** Per item, by the collection's revision stamps (`TagCollection.revision(at:)`):
/// an item's stamp changes exactly when the item is inserted, replaced or has its selection set —
/// the only ways its content or style can change — and moves with it. A memo slot holds the stamp
/// it was computed for; a different stamp is a miss, and the tag is sized again (through the
/// sizer's cache). As a whole, by the container width, the accessory width and the category,
/// which the memo records: a change of any empties it. The controller also empties it when the
/// sizer is replaced (a new measurer or cache) and after a failed layout.
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
    /// The room kept for a trailing accessory (a remove button) the sizes were computed with.
    private var accessoryWidth = 0.0
    /// The text size category the sizes were computed at.
    private var textSizeCategory = TextSizeCategory.large
    /// One stamp per item of the collection last laid out, in its order.
    private var revisions: [UInt64] = []
    /// The metrics of each tag of the collection last laid out; `nil` for custom content (its
    /// size is the caller's value or function, asked every time).
    private var sizes: [TagMetrics?] = []

    /// An empty memo: every tag will be sized.
    init() {}

    /// The layout items (sizes) of `collection`'s tags at `containerWidth` (text tags keeping
    /// `accessoryWidth` for a remove button), from the memo where it still holds and from
    /// `sizer` (text tags) or the tag (custom tags) elsewhere; afterwards the memo describes
    /// `collection`. `previous` is the collection it described until now.
    ///
    /// On a throw the memo is left empty (emptying is always safe).
    mutating func layoutItems(
        of collection: TagCollection, previous: TagCollection, containerWidth: Double, accessoryWidth: Double,
        sizer: TagSizer
    ) throws(TagFlowError) -> [LayoutItem] {
        var oldRevisions: [UInt64] = []
        var oldSizes: [TagMetrics?] = []
        swap(&oldRevisions, &revisions)
        swap(&oldSizes, &sizes)
        if !(self.containerWidth == containerWidth && self.accessoryWidth == accessoryWidth
            && textSizeCategory == sizer.textSizeCategory) || oldRevisions.count != previous.count
        {
            oldRevisions = []
            oldSizes = []
        }
        self.containerWidth = containerWidth
        self.accessoryWidth = accessoryWidth
        textSizeCategory = sizer.textSizeCategory

        let count = collection.count
        let newRevisions = collection.revisions
        var items: [LayoutItem] = []
        var newSizes: [TagMetrics?] = []
        items.reserveCapacity(count)
        newSizes.reserveCapacity(count)
        for i in 0..<count {
            let revision = newRevisions[i]
            var metrics: TagMetrics? = nil  // from the memo
            if i < oldRevisions.count, oldRevisions[i] == revision {
                metrics = oldSizes[i]
            } else if !oldRevisions.isEmpty, let j = previous.index(ofID: collection.ids[i]),
                oldRevisions[j] == revision
            {
                metrics = oldSizes[j]
            }
            let tag = collection.tags[i]
            if metrics == nil {  // only text tags have metrics in the memo
                do {
                    let measured = try sizer.metrics(of: tag, containerWidth: containerWidth, accessoryWidth: accessoryWidth)
                    metrics = measured
                    newSizes.append(measured.text == nil ? nil : measured)
                } catch {
                    throw error.prefixed(with: ["tags", .index(i)])
                }
            } else {
                newSizes.append(metrics)
            }
            items.append(LayoutItem(size: metrics!.size, lineBreak: tag.lineBreak))
        }
        revisions = newRevisions
        sizes = newSizes
        return items
    }

    /// The metrics of the tag at `index` of the collection last laid out, or `nil` for custom
    /// content (or an index the memo does not cover).
    func metrics(at index: Int) -> TagMetrics? {
        sizes.indices.contains(index) ? sizes[index] : nil
    }
}
