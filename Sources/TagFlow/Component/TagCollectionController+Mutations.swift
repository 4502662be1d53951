/// Changing the tags: add, insert, update, remove, move — by index and by id.
///
/// Rules the issue left open, chosen here:
/// - A mutation that changes the order or the membership (everything but `setSelected`) first
///   cancels the gesture under way: a drag's order is restored (`didCancelDrag`), a swipe or a
///   press ends, and the pointer is ignored until it goes up. Indices then refer to the restored
///   order. A selection update leaves gestures alone.
/// - Programmatic changes are the caller's authority: no `can…` question is asked, the selection
///   limit does not apply, and no tap or move callback fires. The update reports only what
///   followed from the change (a cancelled drag, focus passed on) and the frames' transition.
/// - A mutation that fails (bad index, unknown or duplicate id, a tag that cannot be measured)
///   throws and changes nothing, not even the gesture.
extension TagCollectionController {
    /// Applies `change` to the collection after cancelling the gesture, all or nothing.
    private mutating func mutate(
        cancellingGesture: Bool = true, _ change: (inout TagCollection) throws(ComponentError) -> Void
    ) throws(ComponentError) -> TagCollectionUpdate {
        try recordingUpdate { (controller, sink) throws(ComponentError) in
            if cancellingGesture { try controller.cancelGesture(sink: &sink) }
            var collection = controller.collection
            try change(&collection)
            try controller.commit(collection)
        }
    }

    /// Adds `item` at the end.
    @discardableResult
    public mutating func append(_ item: TagItem) throws(ComponentError) -> TagCollectionUpdate {
        try mutate { (c) throws(ComponentError) in try c.append(item) }
    }

    /// Adds `items` at the end, in order.
    @discardableResult
    public mutating func append(contentsOf items: [TagItem]) throws(ComponentError) -> TagCollectionUpdate {
        try mutate { (c) throws(ComponentError) in try c.append(contentsOf: items) }
    }

    /// Inserts `item` so that it ends up at `index` (`0...count`).
    @discardableResult
    public mutating func insert(_ item: TagItem, at index: Int) throws(ComponentError) -> TagCollectionUpdate {
        try mutate { (c) throws(ComponentError) in try c.insert(item, at: index) }
    }

    /// Inserts `items` so that the first ends up at `index` (`0...count`).
    @discardableResult
    public mutating func insert(contentsOf items: [TagItem], at index: Int) throws(ComponentError) -> TagCollectionUpdate {
        try mutate { (c) throws(ComponentError) in try c.insert(contentsOf: items, at: index) }
    }

    /// Sets the selected state of the tag at `index` (no policy, limit or callback applies).
    @discardableResult
    public mutating func setSelected(_ selected: Bool, at index: Int) throws(ComponentError) -> TagCollectionUpdate {
        try mutate(cancellingGesture: false) { (c) throws(ComponentError) in try c.setSelected(selected, at: index) }
    }

    /// Sets the selected state of the tag with `id` (no policy, limit or callback applies).
    @discardableResult
    public mutating func setSelected(_ selected: Bool, forID id: TagID) throws(ComponentError) -> TagCollectionUpdate {
        try mutate(cancellingGesture: false) { (c) throws(ComponentError) in try c.setSelected(selected, forID: id) }
    }

    /// Replaces the tag at `index` with `item` (which may bring a new id, unused elsewhere).
    @discardableResult
    public mutating func replace(at index: Int, with item: TagItem) throws(ComponentError) -> TagCollectionUpdate {
        try mutate { (c) throws(ComponentError) in try c.replace(at: index, with: item) }
    }

    /// Replaces the tag with `id` with `item`.
    @discardableResult
    public mutating func replace(id: TagID, with item: TagItem) throws(ComponentError) -> TagCollectionUpdate {
        try mutate { (c) throws(ComponentError) in try c.replace(id: id, with: item) }
    }

    /// Removes the tag at `index`.
    @discardableResult
    public mutating func remove(at index: Int) throws(ComponentError) -> TagCollectionUpdate {
        try mutate { (c) throws(ComponentError) in try c.remove(at: index) }
    }

    /// Removes the tag with `id`.
    @discardableResult
    public mutating func remove(id: TagID) throws(ComponentError) -> TagCollectionUpdate {
        try mutate { (c) throws(ComponentError) in try c.remove(id: id) }
    }

    /// Removes every tag.
    @discardableResult
    public mutating func removeAll() throws(ComponentError) -> TagCollectionUpdate {
        try mutate { c in c.removeAll() }
    }

    /// Moves the tag at `source` so that it ends up at `destination`.
    @discardableResult
    public mutating func move(from source: Int, to destination: Int) throws(ComponentError) -> TagCollectionUpdate {
        try mutate { (c) throws(ComponentError) in try c.move(from: source, to: destination) }
    }

    /// Moves the tag with `id` so that it ends up at `destination`.
    @discardableResult
    public mutating func move(id: TagID, to destination: Int) throws(ComponentError) -> TagCollectionUpdate {
        try mutate { (c) throws(ComponentError) in try c.move(id: id, to: destination) }
    }

    // MARK: Queries (forwarded to the collection)

    /// The tag at `index`.
    /// - Throws: `.indexOutOfRange(name: "index", …)`.
    public func item(at index: Int) throws(ComponentError) -> TagItem { try collection.item(at: index) }

    /// The tag with `id`.
    /// - Throws: `.unknownID(name: "id", …)`.
    public func item(withID id: TagID) throws(ComponentError) -> TagItem { try collection.item(withID: id) }

    /// The index of the tag with `id`.
    /// - Throws: `.unknownID(name: "id", …)`.
    public func index(ofID id: TagID) throws(ComponentError) -> Int { try collection.index(ofID: id) }

    /// The tags at `range`.
    /// - Throws: `.rangeOutOfBounds(name: "range", …)`.
    public func items(in range: Range<Int>) throws(ComponentError) -> [TagItem] { try collection.items(in: range) }

    /// Every tag, in order.
    public var allItems: [TagItem] { collection.items }

    /// The selected tags, in order.
    public var selectedItems: [TagItem] { collection.selectedItems }

    /// The tags not selected, in order.
    public var unselectedItems: [TagItem] { collection.unselectedItems }
}
