// TTGTagCollectionView's names as its Objective-C headers spell them (and as Swift imported them
// before 3.0, and as most of its users learned them): each leads to the TagFlow type. Where
// `TagFlowKit` is imported, its own declarations of the view's names (renames to `TagCloud`)
// shadow these.

/// TTGTagCollectionView's view, by its Objective-C name.
@available(*, unavailable, message: "TagFlow's tag collection in one object is TagCloud: import TagFlowKit, then let tagView = TagCloud()")
public typealias TTGTextTagCollectionView = TextTagCollectionView

/// TTGTagCollectionView's tag, by its Objective-C name.
@available(*, unavailable, renamed: "TextTag")
public typealias TTGTextTag = TextTag

/// TTGTagCollectionView's style, by its Objective-C name.
@available(*, unavailable, renamed: "TextTagStyle")
public typealias TTGTextTagStyle = TextTagStyle

/// TTGTagCollectionView 1.x's tag configuration, by its Objective-C name.
@available(*, unavailable, message: "a tag's look is its TextTagStyle: var style = TextTagStyle(); TagCloud's style (import TagFlowKit) styles the tags added by their text")
public typealias TTGTextTagConfig = TextTagStyle

/// TTGTagCollectionView's plain content, by its Objective-C name.
@available(*, unavailable, message: "a tag is made from its text: TextTag(\"Swift\", style: style); the text's font and colour are the style's (style.font, style.textColor)")
public typealias TTGTextTagStringContent = TextTagStringContent

/// TTGTagCollectionView's attributed content, by its Objective-C name.
@available(*, unavailable, message: "text in several fonts and colours is TagContent.text(.runs([TextRun(…)])): TextTag(content: .text(.runs(runs)), style: style)")
public typealias TTGTextTagAttributedStringContent = TextTagAttributedStringContent

/// TTGTagCollectionView's abstract content, by its Objective-C name.
@available(*, unavailable, renamed: "TagContent")
public typealias TTGTextTagContent = TagContent

/// TTGTagCollectionView's delegate protocol, by its Objective-C name.
@available(*, unavailable, message: "there is no delegate: each call returns its callbacks (TagCollectionUpdate.callbacks), and the questions (canTapTag, canMoveTag…) are closures on TagCollectionController.policy")
public typealias TTGTextTagCollectionViewDelegate = TextTagCollectionViewDelegate

/// TTGTagCollectionView's view of custom views, by its Objective-C name.
@available(*, unavailable, message: "custom content is a tag too: TextTag(content: .custom(.fixed(Size(width: 40, height: 28)), label: \"…\")) in a TagCloud (import TagFlowKit) or a TagCollectionController")
public typealias TTGTagCollectionView = TagCollectionView

/// TTGTagCollectionView's alignment enum, by its Objective-C name.
@available(*, unavailable, renamed: "LayoutConfiguration.Alignment")
public typealias TTGTagCollectionAlignment = LayoutConfiguration.Alignment

/// TTGTagCollectionView's scroll direction enum, by its Objective-C name.
@available(*, unavailable, renamed: "LayoutConfiguration.ScrollDirection")
public typealias TTGTagCollectionScrollDirection = LayoutConfiguration.ScrollDirection

/// TTGTagCollectionView's horizontal distribution enum, by its Objective-C name.
@available(*, unavailable, renamed: "LayoutConfiguration.HorizontalDistribution")
public typealias TTGTagCollectionHorizontalDistribution = LayoutConfiguration.HorizontalDistribution
