/// The ordered tags of a collection, with stable, unique ids.
///
/// Every mutation exists by index and by id. Mutations are all-or-nothing: an index out of range,
/// an unknown id or a duplicate id throws `ComponentError` naming the argument, and the collection
/// is left as it was. Lookups by id are O(1) (a dictionary kept in step with the order).
///
/// **Revisions.** Every item carries a revision stamp (`revision(at:)`) that changes whenever
/// the item is inserted, replaced or has its selection set, and travels with it when it moves.
/// A stamp is never reused within a collection and its copies' common history, and each new
/// collection starts its stamps at a random 64-bit offset, so equal stamps mean "this very item,
/// unchanged" in practice. The controller's size memo relies on it. Stamps take no part in
/// equality or hashing.
///
/// Moving follows TTGTagCollectionView's `moveTag(at:to:)`: `move(from: i, to: j)` leaves the tag
/// at index `j` of the result, the tags in between shifting by one.
public struct TagCollection: Hashable, Sendable, RandomAccessCollection {
    /// The tags in order.
    public private(set) var items: [TagItem]
    /// The ids in order (kept in step with `items`, so reading an id copies no tag).
    public private(set) var ids: [TagID]
    /// The position of every id in `items`.
    private var positions: [TagID: Int]
    /// Each item's revision stamp, in step with `items`.
    private(set) var revisions: [UInt64]
    /// The stamp the next change gets.
    private var nextRevision: UInt64

    /// An empty collection.
    public init() {
        items = []
        ids = []
        positions = [:]
        revisions = []
        var generator = SystemRandomNumberGenerator()
        nextRevision = generator.next()
    }

    /// A collection of `items` in order.
    /// - Throws: `.duplicateID(name: "items[i].id", …)` when two items share an id.
    public init(_ items: [TagItem]) throws(ComponentError) {
        self.init()
        try append(contentsOf: items)
    }

    public static func == (lhs: TagCollection, rhs: TagCollection) -> Bool { lhs.items == rhs.items }
    public func hash(into hasher: inout Hasher) { hasher.combine(items) }

    // MARK: RandomAccessCollection

    public var startIndex: Int { 0 }
    public var endIndex: Int { items.count }
    public subscript(position: Int) -> TagItem { items[position] }

    // MARK: Queries

    /// The tag at `index`.
    /// - Throws: `.indexOutOfRange(name: "index", …)`.
    public func item(at index: Int) throws(ComponentError) -> TagItem {
        try ComponentError.checkIndex(index, count: count, name: "index")
        return items[index]
    }

    /// The tag with `id`.
    /// - Throws: `.unknownID(name: "id", …)`.
    public func item(withID id: TagID) throws(ComponentError) -> TagItem {
        items[try index(ofID: id)]
    }

    /// The index of the tag with `id`.
    /// - Throws: `.unknownID(name: "id", …)`.
    public func index(ofID id: TagID) throws(ComponentError) -> Int {
        guard let index = positions[id] else { throw .unknownID(name: "id", id: id) }
        return index
    }

    /// The index of the tag with `id`, or `nil` when no tag has it.
    public func firstIndex(ofID id: TagID) -> Int? { positions[id] }

    /// Whether a tag has `id`.
    public func contains(id: TagID) -> Bool { positions[id] != nil }

    /// The tags at `range`.
    /// - Throws: `.rangeOutOfBounds(name: "range", …)` when the range reaches past the ends.
    public func items(in range: Range<Int>) throws(ComponentError) -> [TagItem] {
        guard range.lowerBound >= 0, range.upperBound <= count else {
            throw .rangeOutOfBounds(name: "range", lowerBound: range.lowerBound, upperBound: range.upperBound, count: count)
        }
        return Array(items[range])
    }

    /// The selected tags, in order.
    public var selectedItems: [TagItem] { items.filter(\.isSelected) }

    /// The tags not selected, in order.
    public var unselectedItems: [TagItem] { items.filter { !$0.isSelected } }

    /// The indices of the selected tags, ascending.
    public var selectedIndices: [Int] { items.indices.filter { items[$0].isSelected } }

    /// The number of selected tags.
    public var selectedCount: Int { items.reduce(0) { $0 + ($1.isSelected ? 1 : 0) } }

    // MARK: Adding

    /// Adds `item` at the end.
    /// - Throws: `.duplicateID(name: "item.id", …)`.
    public mutating func append(_ item: TagItem) throws(ComponentError) {
        try insert(item, at: count)
    }

    /// Adds `newItems` at the end, in order.
    /// - Throws: `.duplicateID(name: "items[i].id", …)` for an id already present or repeated.
    public mutating func append(contentsOf newItems: [TagItem]) throws(ComponentError) {
        try insert(contentsOf: newItems, at: count)
    }

    /// Inserts `item` so that it ends up at `index` (`0...count`).
    /// - Throws: `.indexOutOfRange(name: "index", …)`, `.duplicateID(name: "item.id", …)`.
    public mutating func insert(_ item: TagItem, at index: Int) throws(ComponentError) {
        try ComponentError.checkIndex(index, count: count, name: "index", includingEnd: true)
        guard positions[item.id] == nil else { throw .duplicateID(name: "item.id", id: item.id) }
        items.insert(item, at: index)
        ids.insert(item.id, at: index)
        revisions.insert(stamp(), at: index)
        reindex(from: index)
    }

    /// Inserts `newItems` so that the first ends up at `index` (`0...count`).
    /// - Throws: `.indexOutOfRange(name: "index", …)`, `.duplicateID(name: "items[i].id", …)`.
    public mutating func insert(contentsOf newItems: [TagItem], at index: Int) throws(ComponentError) {
        try ComponentError.checkIndex(index, count: count, name: "index", includingEnd: true)
        var seen = Set<TagID>()
        for (i, item) in newItems.enumerated() {
            guard positions[item.id] == nil, seen.insert(item.id).inserted else {
                throw .duplicateID(name: "items[\(i)].id", id: item.id)
            }
        }
        items.insert(contentsOf: newItems, at: index)
        ids.insert(contentsOf: newItems.map(\.id), at: index)
        revisions.insert(contentsOf: newItems.map { _ in stamp() }, at: index)
        reindex(from: index)
    }

    // MARK: Updating

    /// Sets the selected state of the tag at `index`. This is the caller's authority: no policy,
    /// limit or callback applies.
    /// - Throws: `.indexOutOfRange(name: "index", …)`.
    public mutating func setSelected(_ selected: Bool, at index: Int) throws(ComponentError) {
        try ComponentError.checkIndex(index, count: count, name: "index")
        items[index].isSelected = selected
        revisions[index] = stamp()
    }

    /// Sets the selected state of the tag with `id`.
    /// - Throws: `.unknownID(name: "id", …)`.
    public mutating func setSelected(_ selected: Bool, forID id: TagID) throws(ComponentError) {
        try setSelected(selected, at: try index(ofID: id))
    }

    /// Replaces the tag at `index` with `item`. The new item may have a new id, as long as no
    /// other tag has it.
    /// - Throws: `.indexOutOfRange(name: "index", …)`, `.duplicateID(name: "item.id", …)`.
    public mutating func replace(at index: Int, with item: TagItem) throws(ComponentError) {
        try ComponentError.checkIndex(index, count: count, name: "index")
        if let other = positions[item.id], other != index { throw .duplicateID(name: "item.id", id: item.id) }
        positions[ids[index]] = nil
        items[index] = item
        ids[index] = item.id
        revisions[index] = stamp()
        positions[item.id] = index
    }

    /// Replaces the tag with `id` with `item`.
    /// - Throws: `.unknownID(name: "id", …)`, `.duplicateID(name: "item.id", …)`.
    public mutating func replace(id: TagID, with item: TagItem) throws(ComponentError) {
        try replace(at: try index(ofID: id), with: item)
    }

    // MARK: Removing

    /// Removes and returns the tag at `index`.
    /// - Throws: `.indexOutOfRange(name: "index", …)`.
    @discardableResult
    public mutating func remove(at index: Int) throws(ComponentError) -> TagItem {
        try ComponentError.checkIndex(index, count: count, name: "index")
        let removed = items.remove(at: index)
        ids.remove(at: index)
        revisions.remove(at: index)
        positions[removed.id] = nil
        reindex(from: index)
        return removed
    }

    /// Removes and returns the tag with `id`.
    /// - Throws: `.unknownID(name: "id", …)`.
    @discardableResult
    public mutating func remove(id: TagID) throws(ComponentError) -> TagItem {
        try remove(at: try index(ofID: id))
    }

    /// Removes every tag.
    public mutating func removeAll() {
        items.removeAll()
        ids.removeAll()
        revisions.removeAll()
        positions.removeAll()
    }

    // MARK: Moving

    /// Moves the tag at `source` so that it ends up at `destination`; both in `0..<count`.
    /// - Throws: `.indexOutOfRange(name: "source" | "destination", …)`.
    public mutating func move(from source: Int, to destination: Int) throws(ComponentError) {
        try ComponentError.checkIndex(source, count: count, name: "source")
        try ComponentError.checkIndex(destination, count: count, name: "destination")
        guard source != destination else { return }
        let item = items.remove(at: source)
        items.insert(item, at: destination)
        ids.insert(ids.remove(at: source), at: destination)
        revisions.insert(revisions.remove(at: source), at: destination)
        reindex(from: Swift.min(source, destination), through: Swift.max(source, destination))
    }

    /// Moves the tag with `id` so that it ends up at `destination`.
    /// - Throws: `.unknownID(name: "id", …)`, `.indexOutOfRange(name: "destination", …)`.
    public mutating func move(id: TagID, to destination: Int) throws(ComponentError) {
        try move(from: try index(ofID: id), to: destination)
    }

    /// Puts the tags in the order of `ids`, which must be a permutation of the current ids
    /// (used to restore the order a cancelled drag started from).
    mutating func reorder(to ids: [TagID]) {
        guard ids.count == items.count else { return }
        var reordered: [TagItem] = []
        var reorderedRevisions: [UInt64] = []
        reordered.reserveCapacity(ids.count)
        reorderedRevisions.reserveCapacity(ids.count)
        for id in ids {
            guard let i = positions[id] else { return }
            reordered.append(items[i])
            reorderedRevisions.append(revisions[i])
        }
        items = reordered
        self.ids = ids
        revisions = reorderedRevisions
        reindex(from: 0)
    }

    /// The revision stamp of the item at `index` (see the type's documentation).
    func revision(at index: Int) -> UInt64 { revisions[index] }

    /// A fresh revision stamp.
    private mutating func stamp() -> UInt64 {
        defer { nextRevision &+= 1 }
        return nextRevision
    }

    private mutating func reindex(from start: Int, through end: Int? = nil) {
        let last = Swift.min(end ?? items.count - 1, items.count - 1)
        guard start <= last else { return }
        for i in start...last { positions[ids[i]] = i }
    }
}
