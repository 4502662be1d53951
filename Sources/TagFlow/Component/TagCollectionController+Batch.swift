/// Several changes as one: what `performBatchUpdates(_:)` merges.
///
/// The rules:
/// - The calls inside run in order on a copy; when `body` throws, the controller is left as it
///   was before the batch (calls that succeeded inside are undone too).
/// - The batch's update carries every callback the calls fired, in order; one transition, from
///   the frames before the batch to the frames after it (a tag that moved twice moves once); and
///   the changes from the collection before to the collection after, as one set of steps.
extension TagCollectionController {
    /// Runs `body`'s changes as one update (see above): UICollectionView's
    /// `performBatchUpdates`.
    ///
    /// ```swift
    /// try controller.performBatchUpdates { tags in
    ///     try tags.remove(id: "GTK")
    ///     try tags.insert(TextTag("Qt"), at: 0)
    ///     try tags.setSelection(["Qt"])
    /// }
    /// ```
    /// - Throws: what `body` throws; the controller is then unchanged.
    @discardableResult
    public mutating func performBatchUpdates<Failure: Error>(
        _ body: (inout TagCollectionController) throws(Failure) -> Void
    ) throws(Failure) -> TagCollectionUpdate {
        let record = CollectionRecord(self)
        let outer = batchCallbacks
        var copy = self
        copy.batchCallbacks = []
        try body(&copy)
        let callbacks = copy.batchCallbacks ?? []
        copy.batchCallbacks = outer.map { $0 + callbacks }
        self = copy
        return record.update(to: self, callbacks: callbacks)
    }
}
