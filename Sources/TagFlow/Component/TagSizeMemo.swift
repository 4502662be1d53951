/// The metrics of every text tag as of the controller's last layout, so that a relayout re-sizes
/// only the tags whose size can have changed (a text is measured once per key, never once per
/// layout pass), and a renderer draws each tag from the metrics that sized it.
///
/// **What a size depends on.** A text tag's size is a function of its rightful content and
/// rightful style (which change with selection and with edits), the tag container width, the room
/// kept for a remove button, and the sizer (its measurer, cache and text size category).
///
/// **Invalidation.** Per item, by the collection's revision stamps (`TagCollection.revision(at:)`):
/// an item's stamp changes exactly when the item is inserted, replaced or has its selection or
/// disabled state set — the only ways its content or style can change — and moves with it. A
/// memo slot holds the stamp it was computed for; a different stamp is a miss, and the tag is
/// sized again (through the sizer's cache). As a whole, by the accessory width and the
/// category, which the memo records: a change of either empties it. The controller also empties it when the sizer is replaced (a
/// new measurer or cache) and after a failed layout.
///
/// **A new container width** keeps the memo's texts: a text's natural measurement (no width
/// limit) does not depend on the width, so where a slot holds one and the text fits the new room
/// (or is clipped to it), the tag's size follows from it and the tag's kept style numbers
/// (`TagSizer.refitted`), exactly as the cache would answer; only text that wraps is sized again.
/// Beside each such sizing the memo keeps the numbers of the tag's rule a refit reads
/// (`TagRefit`), so a resize reads no tag's rule where the text fits the new room.
/// (A slot holds the natural measurement when the batch took it from the cache's entries; a text
/// the cache did not hold yet is measured one by one, and its slot keeps none until the next
/// sizing.)
///
/// So a relayout of unchanged tags costs one integer comparison per tag — no hashing, no lock,
/// no copy of a tag — plus the layout engine's pass, and a resize a little arithmetic per tag;
/// the tags that changed are sized in one batch, through the sizer's cache under one lock.
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
    /// How each tag of the collection last laid out was sized, as plain values (`TagSizing`):
    /// keeping them costs no reference counting, and `metrics(at:of:sizer:)` rebuilds a tag's
    /// full metrics from them on demand.
    private var sizings: [TagSizing] = []
    /// Beside each sizing, what refits it to a new width without its tag's rule (`nil`: the
    /// sizing is refitted through the rule, or sized again).
    private var refits: [TagRefit?] = []
    /// Working memory kept between layouts: the tags to size and their sizings.
    private var stale: [Int] = []
    private var staleTags: [TextTag] = []
    private var staleSizings: [TagSizing] = []

    /// An empty memo: every tag will be sized.
    init() {}

    /// The layout items (sizes) of `collection`'s tags at `containerWidth` (text tags keeping
    /// `accessoryWidth` for a remove button), from the memo where it still holds and from `sizer`
    /// elsewhere (custom tags are always asked again: their size is the caller's value or
    /// function); afterwards the memo describes `collection`. `previous` is the collection it
    /// described until now. The tags that need sizing are sized in one batch
    /// (`TagSizer.sizings(of:containerWidth:accessoryWidth:into:)`).
    ///
    /// `alignsBaselines`: whether the layout aligns first baselines, so the items carry theirs.
    ///
    /// On a throw the memo is left empty (emptying is always safe).
    mutating func layoutItems(
        of collection: TagCollection, previous: TagCollection, containerWidth: Double, accessoryWidth: Double,
        alignsBaselines: Bool, sizer: TagSizer
    ) throws(TagFlowError) -> [LayoutItem] {
        var oldRevisions: [UInt64] = []
        var oldSizings: [TagSizing] = []
        var oldRefits: [TagRefit?] = []
        swap(&oldRevisions, &revisions)
        swap(&oldSizings, &sizings)
        swap(&oldRefits, &refits)
        // Natural measurements depend on neither the width nor the previous tags' places.
        let keepsTexts =
            self.accessoryWidth == accessoryWidth && textSizeCategory == sizer.textSizeCategory
            && oldRevisions.count == previous.count && !oldRevisions.isEmpty
        let keepsSizes = keepsTexts && self.containerWidth == containerWidth
        self.containerWidth = containerWidth
        self.accessoryWidth = accessoryWidth
        textSizeCategory = sizer.textSizeCategory

        let count = collection.count
        let newRevisions = collection.revisions
        var old = Carried(collection: previous, revisions: oldRevisions, sizings: oldSizings, refits: oldRefits)
        (oldSizings, oldRefits) = ([], [])  // `old` holds the only reference, so taking them below copies nothing
        var newSizings: [TagSizing]
        var newRefits: [TagRefit?]
        if keepsSizes, collection.ids == previous.ids {
            // The same tags in the same order at the same width (a selection, an edit in place):
            // the sizes stay where they are, and only the tags whose stamp changed are stale.
            (newSizings, newRefits) = (old.sizings, old.refits)
            (old.sizings, old.refits) = ([], [])
            stale.removeAll(keepingCapacity: true)
            for i in 0..<count where oldRevisions[i] != newRevisions[i] || !newSizings[i].isText {
                stale.append(i)
            }
        } else if keepsTexts {
            let fit = Fit(keepsSizes: keepsSizes, containerWidth: containerWidth, accessoryWidth: accessoryWidth, sizer: sizer)
            (newSizings, newRefits) = carriedSizings(of: collection, from: old, fit: fit)
        } else {
            // Every tag stale (a new memo, accessory width or text size category): sized straight
            // into the storage the old sizes leave, with the tags themselves, ungathered.
            newSizings = old.sizings
            old.sizings = []
            do {
                try sizer.sizings(
                    of: collection.tags, containerWidth: containerWidth, accessoryWidth: accessoryWidth, into: &newSizings)
            } catch {
                throw failure(error, indices: nil)
            }
            newRefits = old.refits
            old.refits = []
            newRefits.removeAll(keepingCapacity: true)
            newRefits.append(contentsOf: repeatElement(nil, count: count))
            stale.removeAll(keepingCapacity: true)
            stale.append(contentsOf: 0..<count)
        }
        if keepsTexts {
            try sizeStale(collection, containerWidth: containerWidth, accessoryWidth: accessoryWidth, sizer: sizer, into: &newSizings)
        }
        Self.makeRefits(for: stale, of: collection, sizings: newSizings, accessoryWidth: accessoryWidth, sizer: sizer, into: &newRefits)
        var items: [LayoutItem] = []
        items.reserveCapacity(count)
        let tags = collection.tags
        for i in 0..<count {
            items.append(newSizings[i].layoutItem(lineBreak: tags[i].lineBreak, alignsBaselines: alignsBaselines))
        }
        revisions = newRevisions
        sizings = newSizings
        refits = newRefits
        return items
    }

    /// What the memo described before a layout: the collection, its stamps, sizings and refits.
    private struct Carried {
        var collection: TagCollection
        var revisions: [UInt64]
        var sizings: [TagSizing]
        var refits: [TagRefit?]
    }

    /// How carried tags are fitted: kept as they are at the same width, else refitted to the new one.
    private struct Fit {
        var keepsSizes: Bool
        var containerWidth: Double
        var accessoryWidth: Double
        var sizer: TagSizer
    }

    /// The sizings and refits of `collection`'s tags carried over from `old` where a tag is
    /// unchanged (refitted for a new width); every other tag gets `.zero` and is listed in `stale`.
    private mutating func carriedSizings(of collection: TagCollection, from old: Carried, fit: Fit) -> ([TagSizing], [TagRefit?]) {
        let count = collection.count
        let newRevisions = collection.revisions
        var newSizings: [TagSizing] = []
        newSizings.reserveCapacity(count)
        var newRefits: [TagRefit?] = []
        newRefits.reserveCapacity(count)
        stale.removeAll(keepingCapacity: true)
        let tags = collection.tags
        for i in 0..<count {
            let revision = newRevisions[i]
            var j = i  // the tag's place last time
            if !(i < old.revisions.count && old.revisions[i] == revision) {
                guard let k = old.collection.index(ofID: collection.ids[i]), old.revisions[k] == revision else {
                    newSizings.append(.zero)
                    newRefits.append(nil)
                    stale.append(i)
                    continue
                }
                j = k
            }
            if let (sizing, refit) = Self.carried(old.sizings[j], old.refits[j], of: tags[i], fit: fit) {
                newSizings.append(sizing)
                newRefits.append(refit)
                continue
            }
            newSizings.append(.zero)
            newRefits.append(nil)
            stale.append(i)
        }
        return (newSizings, newRefits)
    }

    /// A tag's `sizing` and `refit` from the last layout, carried to this one for `tag`
    /// (unchanged since): kept as they are at the same width, else refitted to the new container
    /// width — from the refit's numbers where the text fits, through the tag's rule where it fits
    /// or is clipped; `nil` when the tag must be sized again.
    @inline(__always)
    private static func carried(_ sizing: TagSizing, _ refit: TagRefit?, of tag: TextTag, fit: Fit) -> (TagSizing, TagRefit?)? {
        guard sizing.isText else { return nil }
        if fit.keepsSizes { return (sizing, refit) }
        // The sizer is read only past the refit's numbers: a copy of it (its measurer and cache
        // retained and released) made for every tag was most of a relayout.
        let (width, accessory) = (fit.containerWidth, fit.accessoryWidth)
        if let refit, let refitted = refit.refitted(sizing, containerWidth: width, accessoryWidth: accessory) {
            return (refitted, refit)
        }
        let basis = tag.rightfulSizingBasis
        guard let refitted = fit.sizer.refitted(sizing, basis: basis, containerWidth: width, accessoryWidth: accessory) else { return nil }
        return (refitted, TagRefit(refitted, rule: basis.rule, accessoryWidth: accessory, category: fit.sizer.textSizeCategory))
    }

    /// The refit numbers (`TagRefit`) of the tags at `indices`, just sized into `sizings`.
    private static func makeRefits(
        for indices: [Int], of collection: TagCollection, sizings: [TagSizing], accessoryWidth: Double, sizer: TagSizer,
        into refits: inout [TagRefit?]
    ) {
        let tags = collection.tags
        for i in indices {
            refits[i] =
                sizings[i].isText
                ? TagRefit(sizings[i], rule: tags[i].rightfulSizingBasis.rule, accessoryWidth: accessoryWidth, category: sizer.textSizeCategory)
                : nil
        }
    }

    /// Sizes the tags of `collection` at the indices `stale` lists in one batch, into their places
    /// in `sizings`.
    private mutating func sizeStale(
        _ collection: TagCollection, containerWidth: Double, accessoryWidth: Double, sizer: TagSizer,
        into sizings: inout [TagSizing]
    ) throws(TagFlowError) {
        guard !stale.isEmpty else { return }
        for i in stale { staleTags.append(collection.tags[i]) }
        defer { staleTags.removeAll(keepingCapacity: true) }
        do {
            try sizer.sizings(of: staleTags, containerWidth: containerWidth, accessoryWidth: accessoryWidth, into: &staleSizings)
        } catch {
            throw failure(error, indices: stale)
        }
        for (k, i) in stale.enumerated() { sizings[i] = staleSizings[k] }
    }

    /// Empties the memo after a batch failed, and returns the batch's error with the tag named by
    /// its index in the collection: `indices[k]` for the batch's `k`th tag (`nil`: the batch was
    /// the whole collection).
    private mutating func failure(_ error: TagFlowError, indices: [Int]?) -> TagFlowError {
        revisions = []
        sizings = []
        refits = []
        var components = error.path.components
        var k = 0
        if case .index(let place)? = components.first {
            k = place
            components.removeFirst()
        }
        return TagFlowError(error.reason, at: ["tags", .index(indices?[k] ?? k)] + ValuePath(components))
    }

    /// The metrics of the text tag at `index` of the collection last laid out (`tag`, the tag
    /// there), rebuilt from its sizing; `nil` for custom content or an index the memo does not
    /// cover.
    /// - Throws: see `TagSizer.metrics(of:from:)`.
    func metrics(at index: Int, of tag: TextTag, sizer: TagSizer) throws(TagFlowError) -> TagMetrics? {
        guard sizings.indices.contains(index), sizings[index].isText else { return nil }
        return try sizer.metrics(of: tag, from: sizings[index])
    }
}
