/// The ordered tags of a collection, with stable, unique ids: the model a
/// `TagCollectionController` owns, read as a collection of `TextTag`s. It is changed and looked up
/// through the controller (whose every mutation returns what it changed), so this type has one
/// public route to each idea; what follows describes the rules the controller keeps.
///
/// Every mutation exists by index and by id. Mutations are all-or-nothing: an index out of range,
/// an unknown id or a duplicate id throws a `TagFlowError` naming the argument (`index`, `id`,
/// `tag.id`, `tags[2].id`), and the collection is left as it was. Look-ups that can miss return
/// `nil` instead. Look-ups by id are O(1) (a dictionary kept in step with the order).
///
/// **Revisions.** Every tag carries a revision stamp (`revision(at:)`) that changes whenever the
/// tag is inserted, replaced or has its selection or disabled state set, and travels with it
/// when it moves. A stamp is never reused within a collection and its copies' common history,
/// and each new collection starts its stamps at a random 64-bit offset, so equal stamps mean
/// "this very tag, unchanged" in practice. The controller's size memo relies on it. Stamps take no part in equality or hashing.
///
/// Moving follows TTGTagCollectionView's `moveTag(at:to:)`: `move(from: i, to: j)` leaves the tag
/// at index `j` of the result, the tags in between shifting by one.
public struct TagCollection: Hashable, Sendable, RandomAccessCollection {
    /// The tags in order.
    public private(set) var tags: [TextTag]
    /// The ids in order (kept in step with `tags`, so reading an id copies no tag).
    public private(set) var ids: [TagID]
    /// The position of every id in `tags`.
    private var positions: [TagID: Int]
    /// Each tag's revision stamp, in step with `tags`.
    private(set) var revisions: [UInt64]
    /// The stamp the next change gets.
    private var nextRevision: UInt64

    /// An empty collection.
    package init() {
        tags = []
        ids = []
        positions = [:]
        revisions = []
        var generator = SystemRandomNumberGenerator()
        nextRevision = generator.next()
    }

    /// A collection of `tags` in order.
    /// - Throws: `TagFlowError` at `tags[i].id` when two tags share an id.
    package init(_ tags: [TextTag]) throws(TagFlowError) {
        self.init()
        try append(contentsOf: tags)
    }

    public static func == (lhs: TagCollection, rhs: TagCollection) -> Bool { lhs.tags == rhs.tags }
    public func hash(into hasher: inout Hasher) { hasher.combine(tags) }

    // MARK: RandomAccessCollection

    public var startIndex: Int { 0 }
    public var endIndex: Int { tags.count }
    public subscript(position: Int) -> TextTag { tags[position] }

    // MARK: Look-ups

    /// The tag at `index`, or `nil` when there is none.
    package func tag(at index: Int) -> TextTag? {
        tags.indices.contains(index) ? tags[index] : nil
    }

    /// The tag with `id`, or `nil` when no tag has it.
    package func tag(withID id: TagID) -> TextTag? {
        positions[id].map { tags[$0] }
    }

    /// The index of the tag with `id`, or `nil` when no tag has it.
    package func index(ofID id: TagID) -> Int? { positions[id] }

    /// Whether a tag has `id`.
    package func contains(id: TagID) -> Bool { positions[id] != nil }

    /// The tags at `range`, or `nil` when the range reaches past either end.
    package func tags(in range: Range<Int>) -> ArraySlice<TextTag>? {
        range.lowerBound >= 0 && range.upperBound <= count ? tags[range] : nil
    }

    /// The selected tags, in order.
    package var selectedTags: [TextTag] { tags.filter(\.isSelected) }

    /// The tags not selected, in order.
    package var unselectedTags: [TextTag] { tags.filter { !$0.isSelected } }

    /// The indices of the selected tags, ascending.
    package var selectedIndices: [Int] { tags.indices.filter { tags[$0].isSelected } }

    /// The number of selected tags.
    package var selectedCount: Int { tags.reduce(0) { $0 + ($1.isSelected ? 1 : 0) } }

    // MARK: Adding

    /// Adds `tag` at the end.
    /// - Throws: `TagFlowError` at `tag.id` when another tag has its id.
    package mutating func append(_ tag: TextTag) throws(TagFlowError) {
        try insert(tag, at: count)
    }

    /// Adds `newTags` at the end, in order.
    /// - Throws: `TagFlowError` at `tags[i].id` for an id already present or repeated.
    package mutating func append(contentsOf newTags: [TextTag]) throws(TagFlowError) {
        try insert(contentsOf: newTags, at: count)
    }

    /// Inserts `tag` so that it ends up at `index` (`0...count`).
    /// - Throws: `TagFlowError` at `index` or `tag.id`.
    package mutating func insert(_ tag: TextTag, at index: Int) throws(TagFlowError) {
        try TagFlowError.checkIndex(index, count: count, at: ["index"], includingEnd: true)
        guard positions[tag.id] == nil else { throw TagFlowError(TagFlowError.CollectionReason.duplicateID(tag.id.rawValue), at: ["tag", "id"]) }
        tags.insert(tag, at: index)
        ids.insert(tag.id, at: index)
        revisions.insert(stamp(), at: index)
        reindex(from: index)
    }

    /// Inserts `newTags` so that the first ends up at `index` (`0...count`).
    /// - Throws: `TagFlowError` at `index` or `tags[i].id`.
    package mutating func insert(contentsOf newTags: [TextTag], at index: Int) throws(TagFlowError) {
        try TagFlowError.checkIndex(index, count: count, at: ["index"], includingEnd: true)
        var seen = Set<TagID>(minimumCapacity: newTags.count)
        for (i, tag) in newTags.enumerated() {
            guard positions[tag.id] == nil, seen.insert(tag.id).inserted else {
                throw TagFlowError(TagFlowError.CollectionReason.duplicateID(tag.id.rawValue), at: ["tags", .index(i), "id"])
            }
        }
        tags.insert(contentsOf: newTags, at: index)
        ids.insert(contentsOf: newTags.map(\.id), at: index)
        revisions.insert(contentsOf: newTags.map { _ in stamp() }, at: index)
        positions.reserveCapacity(tags.count)
        reindex(from: index)
    }

    // MARK: Updating

    /// Sets the selected state of the tag at `index`. This is the caller's authority: no policy,
    /// limit or callback applies.
    /// - Throws: `TagFlowError` at `index`.
    package mutating func setSelected(_ selected: Bool, at index: Int) throws(TagFlowError) {
        try TagFlowError.checkIndex(index, count: count, at: ["index"])
        tags[index].isSelected = selected
        revisions[index] = stamp()
    }

    /// Sets the selected state of the tag with `id`.
    /// - Throws: `TagFlowError` at `id`.
    package mutating func setSelected(_ selected: Bool, forID id: TagID) throws(TagFlowError) {
        try setSelected(selected, at: try existingIndex(of: id))
    }

    /// Disables (`true`) or enables the tag at `index`; the caller's authority, as for
    /// `setSelected(_:at:)`.
    /// - Throws: `TagFlowError` at `index`.
    package mutating func setDisabled(_ disabled: Bool, at index: Int) throws(TagFlowError) {
        try TagFlowError.checkIndex(index, count: count, at: ["index"])
        tags[index].isDisabled = disabled
        revisions[index] = stamp()
    }

    /// Replaces the tag at `index` with `tag`. The new tag may have a new id, as long as no other
    /// tag has it.
    /// - Throws: `TagFlowError` at `index` or `tag.id`.
    package mutating func replace(at index: Int, with tag: TextTag) throws(TagFlowError) {
        try TagFlowError.checkIndex(index, count: count, at: ["index"])
        if let other = positions[tag.id], other != index {
            throw TagFlowError(TagFlowError.CollectionReason.duplicateID(tag.id.rawValue), at: ["tag", "id"])
        }
        positions[ids[index]] = nil
        tags[index] = tag
        ids[index] = tag.id
        revisions[index] = stamp()
        positions[tag.id] = index
    }

    /// Replaces the tag with `id` with `tag`.
    /// - Throws: `TagFlowError` at `id` or `tag.id`.
    package mutating func replace(id: TagID, with tag: TextTag) throws(TagFlowError) {
        try replace(at: try existingIndex(of: id), with: tag)
    }

    /// Replaces every tag with `newTags`, matched by id: a tag whose id was already here keeps
    /// its identity (and, when its value is unchanged, its revision stamp, so it is not sized
    /// again); ids not in `newTags` leave, new ones arrive, all in `newTags`' order.
    /// - Throws: `TagFlowError` at `tags[i].id` when two of `newTags` share an id.
    package mutating func setTags(_ newTags: [TextTag]) throws(TagFlowError) {
        var newPositions: [TagID: Int] = [:]
        newPositions.reserveCapacity(newTags.count)
        for (i, tag) in newTags.enumerated() {
            guard newPositions.updateValue(i, forKey: tag.id) == nil else {
                throw TagFlowError(TagFlowError.CollectionReason.duplicateID(tag.id.rawValue), at: ["tags", .index(i), "id"])
            }
        }
        var newRevisions: [UInt64] = []
        newRevisions.reserveCapacity(newTags.count)
        for tag in newTags {
            if let old = positions[tag.id], tags[old] == tag {
                newRevisions.append(revisions[old])
            } else {
                newRevisions.append(stamp())
            }
        }
        tags = newTags
        ids = newTags.map(\.id)
        revisions = newRevisions
        positions = newPositions
    }

    // MARK: Removing

    /// Removes and returns the tag at `index`.
    /// - Throws: `TagFlowError` at `index`.
    @discardableResult
    package mutating func remove(at index: Int) throws(TagFlowError) -> TextTag {
        try TagFlowError.checkIndex(index, count: count, at: ["index"])
        let removed = tags.remove(at: index)
        ids.remove(at: index)
        revisions.remove(at: index)
        positions[removed.id] = nil
        reindex(from: index)
        return removed
    }

    /// Removes and returns the tag with `id`.
    /// - Throws: `TagFlowError` at `id`.
    @discardableResult
    package mutating func remove(id: TagID) throws(TagFlowError) -> TextTag {
        try remove(at: try existingIndex(of: id))
    }

    /// Removes every tag.
    package mutating func removeAll() {
        tags.removeAll()
        ids.removeAll()
        revisions.removeAll()
        positions.removeAll()
    }

    // MARK: Moving

    /// Moves the tag at `source` so that it ends up at `destination`; both in `0..<count`.
    /// - Throws: `TagFlowError` at `source` or `destination`.
    package mutating func move(from source: Int, to destination: Int) throws(TagFlowError) {
        try TagFlowError.checkIndex(source, count: count, at: ["source"])
        try TagFlowError.checkIndex(destination, count: count, at: ["destination"])
        guard source != destination else { return }
        let tag = tags.remove(at: source)
        tags.insert(tag, at: destination)
        ids.insert(ids.remove(at: source), at: destination)
        revisions.insert(revisions.remove(at: source), at: destination)
        reindex(from: Swift.min(source, destination), through: Swift.max(source, destination))
    }

    /// Moves the tag with `id` so that it ends up at `destination`.
    /// - Throws: `TagFlowError` at `id` or `destination`.
    package mutating func move(id: TagID, to destination: Int) throws(TagFlowError) {
        try move(from: try existingIndex(of: id), to: destination)
    }

    /// Puts the tags in the order of `ids`, which must be a permutation of the current ids
    /// (used to restore the order a cancelled drag started from).
    mutating func reorder(to ids: [TagID]) {
        guard ids.count == tags.count else { return }
        var reordered: [TextTag] = []
        var reorderedRevisions: [UInt64] = []
        reordered.reserveCapacity(ids.count)
        reorderedRevisions.reserveCapacity(ids.count)
        for id in ids {
            guard let i = positions[id] else { return }
            reordered.append(tags[i])
            reorderedRevisions.append(revisions[i])
        }
        tags = reordered
        self.ids = ids
        revisions = reorderedRevisions
        reindex(from: 0)
    }

    /// The revision stamp of the tag at `index` (see the type's documentation).
    func revision(at index: Int) -> UInt64 { revisions[index] }

    /// The stamp the last insertion, replacement or selection change got: unchanged while tags
    /// are only moved or removed.
    var latestRevision: UInt64 { nextRevision &- 1 }

    /// The index of the tag with `id`, for a mutation that needs one.
    /// - Throws: `TagFlowError` at `id` when no tag has it.
    func existingIndex(of id: TagID) throws(TagFlowError) -> Int {
        guard let index = positions[id] else { throw TagFlowError(TagFlowError.CollectionReason.unknownID(id.rawValue), at: ["id"]) }
        return index
    }

    /// A fresh revision stamp.
    private mutating func stamp() -> UInt64 {
        defer { nextRevision &+= 1 }
        return nextRevision
    }

    private mutating func reindex(from start: Int, through end: Int? = nil) {
        let last = Swift.min(end ?? tags.count - 1, tags.count - 1)
        guard start <= last else { return }
        for i in start...last { positions[ids[i]] = i }
    }
}
