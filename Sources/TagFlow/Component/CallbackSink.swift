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
    /// focused tag that was removed or hidden passes focus on), and the update carries the
    /// callbacks, the transition between the frames before and after, and the changes to the
    /// collection. Within `performBatchUpdates` the callbacks are also kept for the batch's update.
    mutating func recordingUpdate(
        _ body: (inout TagCollectionController, inout CallbackSink) throws(TagFlowError) -> Void
    ) throws(TagFlowError) -> TagCollectionUpdate {
        let before = snapshot()
        let settledBefore = SettledTags(self)
        let focusedBefore = focusedIndex
        // The copy gets the size memo to itself (so it is updated in place, not copied); after a
        // throw the controller goes on without one, which only costs a re-measure from the cache.
        let memo = takeSizeMemo()
        var copy = self
        copy.sizeMemo = memo
        var sink = CallbackSink()
        try body(&copy, &sink)
        copy.repairFocus(previousIndex: focusedBefore, sink: &sink)
        copy.batchCallbacks? += sink.callbacks
        self = copy
        return TagCollectionUpdate(
            callbacks: sink.callbacks, transition: LayoutTransition.between(before, snapshot()),
            changes: settledBefore.changes(to: SettledTags(self)))
    }

    /// Keeps focus on a tag that can have it: when the focused tag was removed or is now hidden,
    /// focus goes to the tag now at the index it had (or the last tag), if that one is visible,
    /// else nowhere.
    mutating func repairFocus(previousIndex: Int?, sink: inout CallbackSink) {
        guard let id = focusedID else { return }
        if let i = collection.index(ofID: id), !layout.isHidden(i) { return }
        if let previous = previousIndex, !collection.isEmpty {
            let candidate = min(previous, collection.count - 1)
            if !layout.isHidden(candidate) {
                setFocus(candidate, sink: &sink)
                return
            }
        }
        focusedID = nil
        focusAnchorX = nil
        sink.emit(.didChangeFocus(index: nil, id: nil))
    }

    /// Focuses the tag at `index` and remembers its centre as the x that up and down keep.
    mutating func setFocus(_ index: Int, sink: inout CallbackSink) {
        let id = collection[index].id
        focusAnchorX = layout.frames[index].midX
        guard focusedID != id else { return }
        focusedID = id
        sink.emit(.didChangeFocus(index: index, id: id))
    }
}
