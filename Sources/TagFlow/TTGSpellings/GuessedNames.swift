// The names a Swift user reaches for first — a prefix dropped, SwiftUI's words, the popular
// TagListView's — each naming TagFlow's. Unavailable types lose to available ones of the same
// name (SwiftUI's Color, Swift Testing's Tag), so a file importing those keeps them unqualified.

/// A tag, as a Swift user first spells it.
@available(*, unavailable, message: "a tag is a TextTag: TextTag(\"Swift\"), TextTag(\"Swift\", style: style)")
public struct Tag {
    /// Whatever a guess passes.
    @available(*, unavailable, message: "TextTag(\"Swift\", style: style)")
    public init(_ arguments: Any...) {}
    /// A tag from its text.
    @available(*, unavailable, message: "TextTag(\"Swift\")")
    public init(text: String) {}
    /// A tag from its title.
    @available(*, unavailable, message: "TextTag(\"Swift\")")
    public init(title: String) {}
}

/// A tag's style, as a Swift user first spells it.
@available(*, unavailable, renamed: "TextTagStyle")
public typealias TagStyle = TextTagStyle

/// A colour, as SwiftUI spells it.
@available(*, unavailable, message: "colours are TagColor: TagColor(hex: 0x007AFF), TagColor(red: 0.2, green: 0.4, blue: 1.0), .white, .black, .clear")
public struct Color {
    /// The value the members stand for (they are never called).
    private init() {}
    /// Whatever a guess passes.
    @available(*, unavailable, message: "TagColor(red: 0.2, green: 0.4, blue: 1.0) or TagColor(hex: 0x007AFF)")
    public init(_ arguments: Any...) {}
    /// SwiftUI's colour from components.
    @available(*, unavailable, message: "TagColor(red: 0.2, green: 0.4, blue: 1.0): components in 0…1")
    public init(red: Double, green: Double, blue: Double) {}
    /// SwiftUI's named colours.
    @available(*, unavailable, message: "TagColor(hex: 0x007AFF); TagColor has .white, .black and .clear")
    public static var blue: Color { Color() }
    /// SwiftUI's named colours.
    @available(*, unavailable, message: "TagColor(hex: 0xFF3B30); TagColor has .white, .black and .clear")
    public static var red: Color { Color() }
    /// SwiftUI's named colours.
    @available(*, unavailable, renamed: "TagColor.white")
    public static var white: Color { Color() }
    /// SwiftUI's named colours.
    @available(*, unavailable, renamed: "TagColor.black")
    public static var black: Color { Color() }
}

/// A font, as SwiftUI spells it.
@available(*, unavailable, message: "fonts are TagFont: TagFont(size: 14), TagFont(family: \"Noto Sans\", size: 14, weight: .bold)")
public struct Font {
    /// The value the members stand for (they are never called).
    private init() {}
    /// SwiftUI's system font.
    @available(*, unavailable, message: "TagFont(size: 14)")
    public static func system(size: Double) -> Font { Font() }
    /// Whatever a guess passes.
    @available(*, unavailable, message: "TagFont(size: 14)")
    public init(_ arguments: Any...) {}
}

/// Insets, as SwiftUI spells them.
@available(*, unavailable, message: "insets are Insets(top:left:bottom:right:)")
public struct EdgeInsets {
    /// SwiftUI's insets.
    @available(*, unavailable, message: "Insets(top: 4, left: 4, bottom: 4, right: 4)")
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {}
    /// Whatever a guess passes.
    @available(*, unavailable, message: "Insets(top: 4, left: 4, bottom: 4, right: 4)")
    public init(_ arguments: Any...) {}
}

/// The popular TagListView's view, and a name a Swift user guesses.
@available(*, unavailable, message: "a tag collection in one object is TagCloud: import TagFlowKit, then let tagView = TagCloud()")
public final class TagListView {
    /// Whatever a guess passes.
    @available(*, unavailable, message: "import TagFlowKit, then let tagView = TagCloud()")
    public init(_ arguments: Any...) {}
    /// UIKit's initializer.
    @available(*, unavailable, message: "import TagFlowKit, then let tagView = TagCloud(width: 343), as wide as the frame")
    public init(frame: CGRect) {}
}
