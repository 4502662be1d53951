// TTGTagCollectionView 3.3's mutations and queries, as a controller user reaches for them.
extension TagCollectionController {
    /// TTG's add.
    @available(*, unavailable, renamed: "append(_:)")
    public mutating func add(tag: TextTag) {}
    /// TTG's add of several tags.
    @available(*, unavailable, renamed: "append(contentsOf:)")
    public mutating func add(tags: [TextTag]) {}
    /// TTG's insert.
    @available(*, unavailable, renamed: "insert(_:at:)")
    public mutating func insert(tag: TextTag, at index: Int) {}
    /// TTG's remove by index.
    @available(*, unavailable, renamed: "remove(at:)")
    public mutating func removeTag(at index: Int) {}
    /// TTG's remove by id.
    @available(*, unavailable, renamed: "remove(id:)")
    public mutating func removeTag(byId id: TagID) {}
    /// TTG's remove of every tag.
    @available(*, unavailable, renamed: "removeAll()")
    public mutating func removeAllTags() {}
    /// TTG's move by index.
    @available(*, unavailable, renamed: "move(from:to:)")
    public mutating func moveTag(at index: Int, to destination: Int) {}
    /// TTG's move by id.
    @available(*, unavailable, renamed: "move(id:to:)")
    public mutating func moveTag(byId id: TagID, to destination: Int) {}
    /// TTG's reload.
    @available(*, unavailable, message: "not needed: every call lays the tags out again and returns what changed")
    public func reload() {}
    /// TTG's tags.
    @available(*, unavailable, message: "the tags property")
    public func allTags() -> [TextTag] { [] }
    /// TTG's selected tags.
    @available(*, unavailable, message: "the selectedTags property")
    public func allSelectedTags() -> [TextTag] { [] }
    /// TTG's unselected tags.
    @available(*, unavailable, message: "the unselectedTags property")
    public func allNotSelectedTags() -> [TextTag] { [] }
    /// TTG's tag by index.
    @available(*, unavailable, renamed: "tag(at:)")
    public func getTag(at index: Int) -> TextTag? { nil }
    /// TTG's tag by id.
    @available(*, unavailable, renamed: "tag(withID:)")
    public func getTag(byId id: TagID) -> TextTag? { nil }
    /// TTG's index of an id.
    @available(*, unavailable, renamed: "index(ofID:)")
    public func indexOfTag(byId id: TagID) -> Int? { nil }
    /// TTG's hit test.
    @available(*, unavailable, renamed: "index(at:)", message: "nil on a miss, where TTG returned NSNotFound")
    public func indexOfTag(at point: Point) -> Int? { nil }
    /// TTG's scrolling to a tag.
    @available(*, unavailable, message: "scrollToTag(at:position:) returns the offset for the front end to animate to")
    public mutating func scrollToTag(at index: Int, position: LayoutResult.ScrollPosition, animated: Bool) {}
}
