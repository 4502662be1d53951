/// Filtering and sorting as a view: which tags show and in what order, apart from the collection.
///
/// The rules:
/// - The filter and the sort order are asked at every layout, so tags that change, arrive or
///   leave are shown, hidden and placed by them at once.
/// - A tag the filter leaves out keeps its id, index, selection and place in the collection; it
///   has no frame, hit tests miss it, it takes no focus (focus on it passes on, as for a removed
///   tag), no line and no place in the line limit's count, and no accessibility element. Tags
///   left out keep counting toward the selection limit and minimum (they are still selected).
/// - The sort order arranges what shows (stable: equal tags keep the collection's order); the
///   collection's order, its changes and callback indices stay the collection's.
/// - Reading order, keyboard moves, swipes, "N of M" positions and the "+N" count follow the
///   shown tags. A drag among filtered tags moves the tag in the collection to the target's
///   index. With a sort order, tags cannot be reordered (the order is the sort's): long presses
///   lift only for drag to delete, and move keys and actions are not offered.
/// - Setting either cancels the gesture under way (a drag's order is restored, `didCancelDrag`)
///   and fires no other callback (the caller asked); the update's transition moves the tags that
///   stay, and tags that appear or leave have no frame on one side.
extension TagCollectionController {
    /// Shows only the tags `filter` keeps (`nil` shows every tag) and lays them out again.
    /// - Throws: `TagFlowError` when a tag cannot be measured; nothing changes.
    @discardableResult
    public mutating func setFilter(_ filter: TagFilter?) throws(TagFlowError) -> TagCollectionUpdate {
        try changeView { $0.filter = filter }
    }

    /// Shows the tags in `sortOrder` (`nil`: the collection's order) and lays them out again.
    /// - Throws: `TagFlowError` when a tag cannot be measured; nothing changes.
    @discardableResult
    public mutating func setSortOrder(_ sortOrder: TagSortOrder?) throws(TagFlowError) -> TagCollectionUpdate {
        try changeView { $0.sortOrder = sortOrder }
    }

    /// Cancels the gesture under way, applies `change` to the view and lays the tags out again.
    private mutating func changeView(_ change: (inout TagCollectionController) -> Void) throws(TagFlowError) -> TagCollectionUpdate {
        try recordingUpdate { (controller, sink) throws(TagFlowError) in
            try controller.cancelGesture(sink: &sink)
            change(&controller)
            try controller.relayout()
        }
    }

    /// The tags the view shows, in view order (those a line limit hides included).
    public var viewTags: [TextTag] { layout.viewOrder.map { collection[$0] } }

    /// The tags the filter leaves out, in collection order.
    public var filteredOutTags: [TextTag] {
        guard layout.hasView else { return [] }
        return collection.indices.filter { layout.isFilteredOut($0) }.map { collection[$0] }
    }

    /// Whether input can reorder the tags now: reordering is on and no sort order decides the order.
    public var canReorder: Bool { options.allowsReordering && sortOrder == nil }

    /// The collection indices `filter` keeps, arranged by `sortOrder` (a stable sort); `nil` when
    /// there is neither (every tag, in collection order).
    static func viewOrder(of collection: TagCollection, filter: TagFilter?, sortOrder: TagSortOrder?) -> [Int]? {
        guard filter != nil || sortOrder != nil else { return nil }
        var order = Array(collection.indices)
        if let filter { order.removeAll { !filter.isIncluded(collection[$0]) } }
        if let sortOrder {
            order.sort { a, b in
                if sortOrder.areInIncreasingOrder(collection[a], collection[b]) { return true }
                if sortOrder.areInIncreasingOrder(collection[b], collection[a]) { return false }
                return a < b
            }
        }
        return order
    }
}
