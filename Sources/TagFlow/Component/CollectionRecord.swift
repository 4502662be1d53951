/// The collection as a call found it — its frames and its settled tags — so that the call's
/// update can say what changed: the transition from those frames and the steps from those tags.
/// Every recording call (the controller's, a batch's, the tag field's) takes one before and asks
/// it for the update after.
struct CollectionRecord {
    /// The frames before the call (also what focus repair reads).
    let before: FrameSnapshot
    private let settled: SettledTags

    init(_ controller: TagCollectionController) {
        before = controller.snapshot()
        settled = SettledTags(controller)
    }

    /// The update from the recorded state to `controller`'s, with `callbacks`; its transition
    /// lists its tags unless `listingEntries` is false (`LayoutTransition.between`).
    func update(
        to controller: TagCollectionController, callbacks: [TagCollectionCallback], listingEntries: Bool = true
    ) -> TagCollectionUpdate {
        TagCollectionUpdate(
            callbacks: callbacks, transition: LayoutTransition.between(before, controller.snapshot(), listingEntries: listingEntries),
            changes: settled.changes(to: SettledTags(controller)))
    }
}
