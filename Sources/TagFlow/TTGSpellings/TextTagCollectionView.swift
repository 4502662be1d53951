/// TTGTagCollectionView's view, unavailable where only `TagFlow` is imported: every member's error
/// names the `TagCloud` spelling (module `TagFlowKit`, which spells this type as a rename to it).
@available(*, unavailable, message: "TagFlow's tag collection in one object is TagCloud: import TagFlowKit, then let tagView = TagCloud()")
public final class TextTagCollectionView {
    /// TTG's initializer.
    @available(*, unavailable, message: "import TagFlowKit, then let tagView = TagCloud()")
    public init() {}

    /// TTG's alignment.
    @available(*, unavailable, message: "TagCloud's alignment (import TagFlowKit), or LayoutConfiguration.alignment")
    public var alignment: LayoutConfiguration.Alignment { get { .leading } set {} }
    /// TTG's scroll direction.
    @available(*, unavailable, message: "TagCloud's scrollDirection (import TagFlowKit), or LayoutConfiguration.scrollDirection")
    public var scrollDirection: LayoutConfiguration.ScrollDirection { get { .vertical } set {} }
    /// TTG's line limit.
    @available(*, unavailable, message: "TagCloud's numberOfLines (import TagFlowKit; 0 or nil for no limit), or LayoutConfiguration.numberOfLines (nil for no limit)")
    public var numberOfLines: Int? { get { nil } set {} }
    /// TTG's spacing between tags.
    @available(*, unavailable, message: "TagCloud's horizontalSpacing (import TagFlowKit), or LayoutConfiguration.horizontalSpacing")
    public var horizontalSpacing: Double { get { 0 } set {} }
    /// TTG's spacing between lines.
    @available(*, unavailable, message: "TagCloud's verticalSpacing (import TagFlowKit), or LayoutConfiguration.verticalSpacing")
    public var verticalSpacing: Double { get { 0 } set {} }
    /// TTG's insets.
    @available(*, unavailable, message: "TagCloud's contentInset = Insets(top:left:bottom:right:) (import TagFlowKit)")
    public var contentInset: Any { get { 0 } set {} }
    /// TTG's selection limit.
    @available(*, unavailable, message: "TagCloud's selectionLimit (import TagFlowKit; 0 or nil for no limit), or TagCollectionOptions.selectionLimit (nil for no limit)")
    public var selectionLimit: Int? { get { nil } set {} }
    /// TTG's delegate.
    @available(*, unavailable, message: "there is no delegate: each call returns its callbacks (TagCollectionUpdate.callbacks); the questions are closures on TagCollectionController.policy")
    public var delegate: Any? { get { nil } set {} }

    /// TTG's add.
    @available(*, unavailable, message: "TagCloud's append(_:) (import TagFlowKit), or TagCollectionController.append(_:); no reload() needed")
    public func add(tag: Any) {}
    /// TTG's add of several tags.
    @available(*, unavailable, message: "TagCloud's append(contentsOf:) (import TagFlowKit)")
    public func add(tags: Any) {}
    /// TTG's insert.
    @available(*, unavailable, message: "TagCloud's insert(_:at:) (import TagFlowKit)")
    public func insert(tag: Any, at index: Int) {}
    /// TTG's remove by index.
    @available(*, unavailable, message: "TagCloud's remove(at:) (import TagFlowKit)")
    public func removeTag(at index: Int) {}
    /// TTG's remove by id.
    @available(*, unavailable, message: "TagCloud's remove(id:) (import TagFlowKit)")
    public func removeTag(byId id: Any) {}
    /// TTG's remove of a tag.
    @available(*, unavailable, message: "TagCloud's remove(id: tag.id) (import TagFlowKit)")
    public func remove(tag: Any) {}
    /// TTG's remove of every tag.
    @available(*, unavailable, message: "TagCloud's removeAll() (import TagFlowKit)")
    public func removeAllTags() {}
    /// TTG's move by index.
    @available(*, unavailable, message: "TagCloud's move(from:to:) (import TagFlowKit)")
    public func moveTag(at index: Int, to destination: Int) {}
    /// TTG's move by id.
    @available(*, unavailable, message: "TagCloud's move(id:to:) (import TagFlowKit)")
    public func moveTag(byId id: Any, to destination: Int) {}
    /// TTG's reload.
    @available(*, unavailable, message: "not needed: every TagCloud (import TagFlowKit) and TagCollectionController call lays the tags out again")
    public func reload() {}
    /// TTG's selected tags.
    @available(*, unavailable, message: "TagCloud's selectedTags (import TagFlowKit)")
    public func allSelectedTags() -> [TextTag] { [] }
    /// TTG's tags.
    @available(*, unavailable, message: "TagCloud's tags (import TagFlowKit)")
    public func allTags() -> [TextTag] { [] }
    /// TTG's tag by index.
    @available(*, unavailable, message: "TagCloud's tag(at:) (import TagFlowKit)")
    public func getTag(at index: Int) -> TextTag? { nil }
    /// TTG's scrolling to a tag.
    @available(*, unavailable, message: "TagCollectionController.scrollToTag(at:position:) returns the offset for the front end to animate to (TagCloud's controller, import TagFlowKit)")
    public func scrollToTag(at index: Int, position: LayoutResult.ScrollPosition, animated: Bool) {}

    // The Objective-C selectors as Swift imports them (`addTag:` is `addTag(_:)`), UIKit's
    // initializer and the class method for a cell's height.
    /// UIKit's initializer.
    @available(*, unavailable, message: "import TagFlowKit, then let tagView = TagCloud(width: 343), as wide as the frame")
    public init(frame: CGRect) {}

    /// TTG's `addTag:`.
    @available(*, unavailable, message: "TagCloud's append(_:) (import TagFlowKit); no reload() needed")
    public func addTag(_ tag: Any) {}
    /// TTG's `addTags:`.
    @available(*, unavailable, message: "TagCloud's append(contentsOf:) (import TagFlowKit)")
    public func addTags(_ tags: Any) {}
    /// TTG's `insertTag:atIndex:`.
    @available(*, unavailable, message: "TagCloud's insert(_:at:) (import TagFlowKit)")
    public func insertTag(_ tag: Any, at index: Int) {}
    /// TTG's `insertTags:atIndex:`.
    @available(*, unavailable, message: "TagCloud's insert(contentsOf:at:) (import TagFlowKit)")
    public func insertTags(_ tags: Any, at index: Int) {}
    /// TTG's `removeTag:`.
    @available(*, unavailable, message: "TagCloud's remove(id: tag.id) (import TagFlowKit)")
    public func removeTag(_ tag: Any) {}
    /// TTG's `updateTagAtIndex:selected:`.
    @available(*, unavailable, message: "TagCloud's setSelected(true, at: index) (import TagFlowKit)")
    public func updateTag(at index: Int, selected: Bool) {}
    /// TTG's `updateTagAtIndex:withNewTag:`.
    @available(*, unavailable, message: "TagCloud's replace(at:with:) (import TagFlowKit)")
    public func updateTag(at index: Int, withNewTag tag: Any) {}
    /// TTG's `getTagsInRange:`.
    @available(*, unavailable, message: "TagCloud's tags[range] (import TagFlowKit)")
    public func getTags(in range: Any) -> [TextTag] { [] }
    /// TTG's `allNotSelectedTags`.
    @available(*, unavailable, message: "TagCloud's tags.filter { !$0.isSelected } (import TagFlowKit)")
    public func allNotSelectedTags() -> [TextTag] { [] }
    /// TTG's `indexOfTagAtPoint:`.
    @available(*, unavailable, message: "TagCloud's index(at:) (import TagFlowKit): nil on a miss, where TTG returned NSNotFound")
    public func indexOfTag(at point: Any) -> Int { 0 }

    /// TTG's class method for a table cell's height.
    @available(*, unavailable, message: "the heights of many rows in one call: TagCloud's sizes(ofRows:forWidth:) (import TagFlowKit); one: TagCloud(texts).size(forWidth:); or TagLayout(configuration:sizer:).sizes(ofRows:width:)")
    public static func contentSize(
        for tags: [TextTag], width: Double, scrollDirection: LayoutConfiguration.ScrollDirection,
        alignment: LayoutConfiguration.Alignment, numberOfLines: Int, horizontalSpacing: Double, verticalSpacing: Double,
        contentInset: UIEdgeInsets
    ) -> Size { Size(width: 0, height: 0) }
    /// TTG's class method for a table cell's height, with a distribution.
    @available(*, unavailable, message: "the heights of many rows in one call: TagCloud's sizes(ofRows:forWidth:) (import TagFlowKit); one: TagCloud(texts).size(forWidth:); or TagLayout(configuration:sizer:).sizes(ofRows:width:)")
    public static func contentSize(
        for tags: [TextTag], width: Double, scrollDirection: LayoutConfiguration.ScrollDirection,
        alignment: LayoutConfiguration.Alignment, horizontalDistribution: LayoutConfiguration.HorizontalDistribution,
        numberOfLines: Int, horizontalSpacing: Double, verticalSpacing: Double, contentInset: UIEdgeInsets
    ) -> Size { Size(width: 0, height: 0) }
}
