// TTGTagCollectionView 3.3's view spelled as TagCloud: its type name is a rename, so the
// settings TagCloud shares with it compile as they are, and the rest say what to write.

/// TTGTagCollectionView's view: in TagFlow, `TagCloud`.
@available(*, unavailable, renamed: "TagCloud")
public typealias TextTagCollectionView = TagCloud

/// TTGTagCollectionView's view by its Objective-C name: in TagFlow, `TagCloud`.
@available(*, unavailable, renamed: "TagCloud")
public typealias TTGTextTagCollectionView = TagCloud

extension TagCloud {
    /// UIKit's initializer.
    @available(*, unavailable, message: "TagCloud(width: 343), as wide as the frame; renamed to 'TagCloud'")
    public convenience init(frame: CGRect) { self.init() }

    /// TTG's add.
    @available(*, unavailable, renamed: "append(_:)", message: "no reload() needed")
    public func add(tag: TextTag) {}
    /// TTG's add of several tags.
    @available(*, unavailable, renamed: "append(contentsOf:)")
    public func add(tags: [TextTag]) {}
    /// TTG's insert.
    @available(*, unavailable, renamed: "insert(_:at:)")
    public func insert(tag: TextTag, at index: Int) {}
    /// TTG's remove of a tag.
    @available(*, unavailable, message: "remove(id: tag.id)")
    public func remove(tag: TextTag) {}
    /// TTG's remove by index.
    @available(*, unavailable, renamed: "remove(at:)")
    public func removeTag(at index: Int) {}
    /// TTG's remove by id.
    @available(*, unavailable, renamed: "remove(id:)")
    public func removeTag(byId id: TagID) {}
    /// TTG's remove of every tag.
    @available(*, unavailable, renamed: "removeAll()")
    public func removeAllTags() {}
    /// TTG's move by index.
    @available(*, unavailable, renamed: "move(from:to:)")
    public func moveTag(at index: Int, to destination: Int) {}
    /// TTG's move by id.
    @available(*, unavailable, renamed: "move(id:to:)")
    public func moveTag(byId id: TagID, to destination: Int) {}
    /// TTG's selection by index.
    @available(*, unavailable, message: "setSelected(true, at: index)")
    public func updateTag(at index: Int, selected: Bool) {}
    /// TTG's selection by id.
    @available(*, unavailable, message: "setSelected(true, forID: id)")
    public func updateTag(byId id: TagID, selected: Bool) {}
    /// TTG's replacement by index.
    @available(*, unavailable, renamed: "replace(at:with:)")
    public func updateTag(at index: Int, with tag: TextTag) {}
    /// TTG's replacement by id.
    @available(*, unavailable, renamed: "replace(id:with:)")
    public func updateTag(byId id: TagID, with tag: TextTag) {}
    /// TTG's hit test.
    @available(*, unavailable, renamed: "index(at:)", message: "nil on a miss, where TTG returned NSNotFound")
    public func indexOfTag(at point: Point) -> Int? { nil }
    /// TTG's reload.
    @available(*, unavailable, message: "not needed: every call lays the tags out again")
    public func reload() {}
    /// TTG's tags.
    @available(*, unavailable, message: "the tags property")
    public func allTags() -> [TextTag] { [] }
    /// TTG's selected tags.
    @available(*, unavailable, message: "the selectedTags property")
    public func allSelectedTags() -> [TextTag] { [] }
    /// TTG's tag by index.
    @available(*, unavailable, renamed: "tag(at:)")
    public func getTag(at index: Int) -> TextTag? { nil }
    /// TTG's index of an id.
    @available(*, unavailable, renamed: "index(ofID:)")
    public func indexOfTag(byId id: TagID) -> Int? { nil }
    /// TTG's scrolling to a tag.
    @available(*, unavailable, message: "try cloud.controller.scrollToTag(at:position:) returns the offset for a front end to animate to")
    public func scrollToTag(at index: Int, position: LayoutResult.ScrollPosition, animated: Bool) {}
    /// TTG's delegate.
    @available(*, unavailable, message: "there is no delegate: each call returns its callbacks (TagCollectionUpdate.callbacks); the questions are closures on TagCollectionController.policy")
    public var delegate: Any? { get { nil } set {} }
    /// TTG's switch for selection.
    @available(*, unavailable, message: "options.selectionMode = .none")
    public var enableTagSelection: Bool { get { true } set {} }
    /// TTG's switch for swipe selection.
    @available(*, unavailable, message: "options.allowsSwipeSelection")
    public var enableSwipeSelection: Bool { get { false } set {} }
    /// TTG's switch for reordering.
    @available(*, unavailable, renamed: "allowsReordering")
    public var enableTagReordering: Bool { get { false } set {} }
    /// TTG's switch for drag to delete.
    @available(*, unavailable, message: "options.allowsDragToDelete")
    public var enableDragToDelete: Bool { get { false } set {} }
    /// TTG's height for a width.
    @available(*, unavailable, message: "size(forWidth:) takes the width")
    public var preferredMaxLayoutWidth: Double { get { 0 } set {} }
    /// TTG's class method for a table cell's height.
    @available(*, unavailable, message: "the heights of many rows in one call: cloud.sizes(ofRows:forWidth:); one: TagCloud(texts).size(forWidth:)")
    public static func contentSize(
        for tags: [TextTag], width: Double, scrollDirection: LayoutConfiguration.ScrollDirection,
        alignment: LayoutConfiguration.Alignment, numberOfLines: Int, horizontalSpacing: Double, verticalSpacing: Double,
        contentInset: UIEdgeInsets
    ) -> Size { Size(width: 0, height: 0) }
    /// TTG's class method for a table cell's height, with a distribution.
    @available(*, unavailable, message: "the heights of many rows in one call: cloud.sizes(ofRows:forWidth:); one: TagCloud(texts).size(forWidth:)")
    public static func contentSize(
        for tags: [TextTag], width: Double, scrollDirection: LayoutConfiguration.ScrollDirection,
        alignment: LayoutConfiguration.Alignment, horizontalDistribution: LayoutConfiguration.HorizontalDistribution,
        numberOfLines: Int, horizontalSpacing: Double, verticalSpacing: Double, contentInset: UIEdgeInsets
    ) -> Size { Size(width: 0, height: 0) }
    /// TTG's manual height switch.
    @available(*, unavailable, message: "not needed: size(forWidth:) takes the width")
    public var manualCalculateHeight: Bool { get { false } set {} }
}
