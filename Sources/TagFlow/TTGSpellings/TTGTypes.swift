// TTGTagCollectionView 3.3's type names, unavailable: the compiler's error says what TagFlow
// calls each one. Unavailable declarations stay out of code completion and the documentation.

/// TTGTagCollectionView's content with a plain string: in TagFlow a tag is made from its text.
@available(*, unavailable, message: "a tag is made from its text: TextTag(\"Swift\", style: style); the text's font and colour are the style's (style.font, style.textColor)")
public final class TextTagStringContent {
    /// TTG's initializer.
    @available(*, unavailable, message: "a tag is made from its text: TextTag(\"Swift\", style: style)")
    public init(text: String) {}

    /// TTG's font of the content.
    @available(*, unavailable, message: "the font is the style's: style.font = TagFont(size: 14, weight: .bold)")
    public var textFont: Any? { get { nil } set {} }

    /// TTG's colour of the content.
    @available(*, unavailable, message: "the text colour is the style's: style.textColor = .white")
    public var textColor: Any? { get { nil } set {} }
}

/// TTGTagCollectionView's attributed content.
@available(*, unavailable, message: "text in several fonts and colours is TagContent.text(.runs([TextRun(…)])): TextTag(content: .text(.runs(runs)), style: style)")
public final class TextTagAttributedStringContent {
    /// TTG's initializer.
    @available(*, unavailable, message: "use TextTag(content: .text(.runs([TextRun(…)])), style: style)")
    public init(attributedText: Any) {}
}

/// TTGTagCollectionView's abstract content.
@available(*, unavailable, renamed: "TagContent")
public typealias TextTagContent = TagContent

/// TTGTagCollectionView's alignment enum.
@available(*, unavailable, renamed: "LayoutConfiguration.Alignment")
public typealias TagCollectionAlignment = LayoutConfiguration.Alignment

/// TTGTagCollectionView's scroll direction enum.
@available(*, unavailable, renamed: "LayoutConfiguration.ScrollDirection")
public typealias TagCollectionScrollDirection = LayoutConfiguration.ScrollDirection

/// TTGTagCollectionView's horizontal distribution enum.
@available(*, unavailable, renamed: "LayoutConfiguration.HorizontalDistribution")
public typealias TagCollectionHorizontalDistribution = LayoutConfiguration.HorizontalDistribution

/// TTGTagCollectionView's pure layout calculator: a class, not an alias of `Never`, so that a
/// call (`TagCollectionLayout()`) reports this message rather than a missing argument.
@available(*, unavailable, message: "the layout engine is FlowLayout (import TagFlowLayout): try FlowLayout(configuration: configuration).layout(items, in: size)")
public final class TagCollectionLayout {
    /// TTG's initializers, whatever their arguments.
    @available(*, unavailable, message: "try FlowLayout(configuration: configuration).layout(items, in: size) (import TagFlowLayout)")
    public init(_ arguments: Any...) {}
}

/// TTGTagCollectionView's view of custom views (and the name a Swift user guesses for the view).
@available(*, unavailable, message: "a tag collection in one object is TagCloud (import TagFlowKit); custom content is a tag too: TextTag(content: .custom(.fixed(Size(width: 40, height: 28)), label: \"…\"))")
public final class TagCollectionView {
    /// TTG's initializers, whatever their arguments.
    @available(*, unavailable, message: "import TagFlowKit, then let tagView = TagCloud()")
    public init(_ arguments: Any...) {}
    /// UIKit's initializer.
    @available(*, unavailable, message: "import TagFlowKit, then let tagView = TagCloud(width: 343), as wide as the frame")
    public init(frame: CGRect) {}
}

/// TTGTagCollectionView's delegate protocol.
@available(*, unavailable, message: "there is no delegate: each call returns its callbacks (TagCollectionUpdate.callbacks), and the questions (canTapTag, canMoveTag…) are closures on TagCollectionController.policy")
public protocol TextTagCollectionViewDelegate {}
