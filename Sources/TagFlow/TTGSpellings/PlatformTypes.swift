// UIKit's and Core Graphics' types as a TTG user writes them out of habit: there is no UIKit on
// Linux, and each names TagFlow's value. Unavailable types lose to available ones of the same
// name, so a file that imports Foundation (whose CGSize, CGRect, CGPoint and CGFloat exist on
// Linux) keeps Foundation's without qualifying them.

/// UIKit's colour.
@available(*, unavailable, message: "TagFlow has no UIKit: colours are TagColor — TagColor(hex: 0x007AFF), TagColor(red: 0.2, green: 0.4, blue: 1.0), .white, .black, .clear")
public struct UIColor {
    /// The value the members stand for (they are never called).
    private init() {}
    /// UIKit's colour from components in 0…1.
    @available(*, unavailable, message: "TagColor(red: 0.2, green: 0.4, blue: 1.0, alpha: 1.0): components in 0…1 as UIColor takes them")
    public init(red: Double, green: Double, blue: Double, alpha: Double) {}
    /// UIKit's grey.
    @available(*, unavailable, message: "TagColor(red: white, green: white, blue: white, alpha: alpha)")
    public init(white: Double, alpha: Double) {}
    /// UIKit's system colours.
    @available(*, unavailable, message: "TagColor(hex: 0x007AFF) is UIKit's systemBlue; TagColor has .white, .black and .clear")
    public static var systemBlue: UIColor { UIColor() }
    /// UIKit's named colours.
    @available(*, unavailable, message: "TagColor(hex: 0xFF0000); TagColor has .white, .black and .clear")
    public static var red: UIColor { UIColor() }
    /// UIKit's named colours.
    @available(*, unavailable, renamed: "TagColor.white")
    public static var white: UIColor { UIColor() }
    /// UIKit's named colours.
    @available(*, unavailable, renamed: "TagColor.black")
    public static var black: UIColor { UIColor() }
    /// UIKit's named colours.
    @available(*, unavailable, renamed: "TagColor.clear")
    public static var clear: UIColor { UIColor() }
}

/// UIKit's font.
@available(*, unavailable, message: "TagFlow has no UIKit: fonts are TagFont — TagFont(size: 14), TagFont(family: \"Noto Sans\", size: 14, weight: .bold)")
public struct UIFont {
    /// The value the members stand for (they are never called).
    private init() {}
    /// UIKit's system font.
    @available(*, unavailable, message: "TagFont(size: 14): the bundled sans-serif, as the system font")
    public static func systemFont(ofSize size: Double) -> UIFont { UIFont() }
    /// UIKit's bold system font.
    @available(*, unavailable, message: "TagFont(size: 14, weight: .bold)")
    public static func boldSystemFont(ofSize size: Double) -> UIFont { UIFont() }
    /// UIKit's font by name.
    @available(*, unavailable, message: "TagFont(family: \"Noto Sans\", size: 14): fontconfig resolves the family")
    public init(name: String, size: Double) {}
}

/// UIKit's image.
@available(*, unavailable, message: "TagFlow has no UIKit: a tag's image is TagImage(source: \"icon.png\", size: Size(width: 16, height: 16))")
public struct UIImage {
    /// UIKit's image by name.
    @available(*, unavailable, message: "TagImage(source: \"icon.png\", size: Size(width: 16, height: 16))")
    public init?(named name: String) {}
}

/// UIKit's insets.
@available(*, unavailable, message: "TagFlow has no UIKit: insets are Insets(top:left:bottom:right:)")
public struct UIEdgeInsets {
    /// The value the members stand for (they are never called).
    private init() {}
    /// UIKit's insets.
    @available(*, unavailable, message: "Insets(top: 2, left: 2, bottom: 2, right: 2)")
    public init(top: Double, left: Double, bottom: Double, right: Double) {}
    /// UIKit's empty insets.
    @available(*, unavailable, message: "Insets.zero")
    public static var zero: UIEdgeInsets { UIEdgeInsets() }
}

/// Core Graphics' size.
@available(*, unavailable, message: "TagFlow's size is Size(width:height:) in points (Double)")
public struct CGSize {
    /// The value the members stand for (they are never called).
    private init() {}
    /// Core Graphics' size.
    @available(*, unavailable, message: "Size(width: 12, height: 6)")
    public init(width: Double, height: Double) {}
    /// Core Graphics' empty size.
    @available(*, unavailable, message: "Size(width: 0, height: 0)")
    public static var zero: CGSize { CGSize() }
}

/// Core Graphics' point.
@available(*, unavailable, message: "TagFlow's point is Point(x:y:) in points (Double)")
public struct CGPoint {
    /// The value the members stand for (they are never called).
    private init() {}
    /// Core Graphics' point.
    @available(*, unavailable, message: "Point(x: 10, y: 20)")
    public init(x: Double, y: Double) {}
    /// Core Graphics' origin.
    @available(*, unavailable, message: "Point(x: 0, y: 0)")
    public static var zero: CGPoint { CGPoint() }
}

/// Core Graphics' rectangle.
@available(*, unavailable, message: "TagFlow's rectangle is Rect(x:y:width:height:) in points (Double)")
public struct CGRect {
    /// The value the members stand for (they are never called).
    private init() {}
    /// Core Graphics' rectangle.
    @available(*, unavailable, message: "Rect(x: 0, y: 0, width: 343, height: 44)")
    public init(x: Double, y: Double, width: Double, height: Double) {}
    /// Core Graphics' empty rectangle.
    @available(*, unavailable, message: "Rect(x: 0, y: 0, width: 0, height: 0)")
    public static var zero: CGRect { CGRect() }
}

/// Core Graphics' number.
@available(*, unavailable, message: "TagFlow's lengths are Double, in points")
public struct CGFloat {}
