/// Collects the callbacks of one call, in the order they fire; the call returns them.
struct CallbackSink {
    var callbacks: [TagCollectionCallback] = []

    mutating func emit(_ callback: TagCollectionCallback) {
        callbacks.append(callback)
    }
}

extension TagCollectionController {
    /// Runs `body` on a copy of the controller and keeps the copy only when it succeeds, so a call
    /// that throws leaves the controller as it was. Afterwards keyboard focus is repaired (a
    /// focused tag that was removed, hidden or disabled passes focus on), and the update carries the
    /// callbacks, the transition between the frames before and after, and the changes to the
    /// collection. Within `performBatchUpdates` the callbacks are also kept for the batch's update.
    /// Without `listingEntries` the transition lists no tags (`LayoutTransition.between`).
    mutating func recordingUpdate(
        listingEntries: Bool = true, _ body: (inout TagCollectionController, inout CallbackSink) throws(TagFlowError) -> Void
    ) throws(TagFlowError) -> TagCollectionUpdate {
        let record = CollectionRecord(self)
        // The copy gets the size memo to itself (so it is updated in place, not copied); after a
        // throw the controller goes on without one, which only costs a re-measure from the cache.
        let memo = takeSizeMemo()
        var copy = self
        copy.sizeMemo = memo
        var sink = CallbackSink()
        try body(&copy, &sink)
        copy.repairFocus(before: record.before, sink: &sink)
        copy.batchCallbacks? += sink.callbacks
        self = copy
        return record.update(to: self, callbacks: sink.callbacks, listingEntries: listingEntries)
    }

    /// Keeps focus where it can be: when the focused tag was removed, hidden, left out by the
    /// filter or disabled, focus goes to the "+N" chip when the line limit hides the tag behind
    /// one, else to the first tag after it in reading order `before` that can take focus now, else
    /// to the nearest such tag before it (`neighbours(of:before:)`), else nowhere; a Shift range
    /// then starts at the new focus. Focus on the chip stays while a chip shows
    /// (`repairIndicatorFocus`).
    mutating func repairFocus(before: FrameSnapshot, sink: inout CallbackSink) {
        if indicatorHasFocus { return repairIndicatorFocus(before: before, sink: &sink) }
        guard let id = focusedID else { return }
        if let i = collection.index(ofID: id), canFocus(i) { return }
        if isBehindFocusableChip(id) { return setIndicatorFocus(sink: &sink) }
        for candidate in Self.neighbours(of: id, before: before) {
            if let i = collection.index(ofID: candidate), canFocus(i) {
                setFocus(i, sink: &sink)
                rangeAnchor = RangeAnchor(id: candidate)
                return
            }
        }
        focusedID = nil
        focusAnchorX = nil
        sink.emit(.didChangeFocus(index: nil, id: nil))
    }

    /// The tags around the one with `id` in reading order `before` (the tags a line limit hid
    /// then included: one may have taken its place): those after it, then those before it from
    /// the nearest — where focus and a required selection go when the tag goes.
    static func neighbours(of id: TagID, before: FrameSnapshot) -> [TagID] {
        let old = (before.layout.placementOrder + before.layout.hiddenIndices).map { before.collection.ids[$0] }
        guard let position = old.firstIndex(of: id) else { return [] }
        return Array(old[(position + 1)...] + old[..<position].reversed())
    }

    /// Focuses the tag at `index` and remembers its centre as the x that up and down keep.
    mutating func setFocus(_ index: Int, sink: inout CallbackSink) {
        let id = collection[index].id
        focusAnchorX = layout.frame(of: index)?.midX
        indicatorHasFocus = false
        guard focusedID != id else { return }
        focusedID = id
        sink.emit(.didChangeFocus(index: index, id: id))
    }
}
