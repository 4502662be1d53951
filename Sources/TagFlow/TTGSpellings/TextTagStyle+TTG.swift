// TTGTagCollectionView 3.3's style properties that TagFlow spells otherwise, unavailable with the
// TagFlow spelling in the error. Typed `Any` so that a UIKit-typed value still gets this error.
extension TextTagStyle {
    /// TTG's padding.
    @available(*, unavailable, renamed: "padding", message: "padding = Size(width: 14, height: 8), the total added to the text")
    public var extraSpace: Any { get { 0 } nonmutating set {} }
    /// TTG's gradient switch.
    @available(*, unavailable, message: "gradient = TextTagStyle.Gradient(startColor:endColor:), nil for none")
    public var enableGradientBackground: Bool { get { false } nonmutating set {} }
    /// TTG's gradient start colour.
    @available(*, unavailable, message: "gradient = TextTagStyle.Gradient(startColor:endColor:)")
    public var gradientBackgroundStartColor: Any { get { 0 } nonmutating set {} }
    /// TTG's gradient end colour.
    @available(*, unavailable, message: "gradient = TextTagStyle.Gradient(startColor:endColor:)")
    public var gradientBackgroundEndColor: Any { get { 0 } nonmutating set {} }
    /// TTG's gradient start point.
    @available(*, unavailable, message: "gradient?.startPoint = Point(x: 0, y: 0.5)")
    public var gradientBackgroundStartPoint: Any { get { 0 } nonmutating set {} }
    /// TTG's gradient end point.
    @available(*, unavailable, message: "gradient?.endPoint = Point(x: 1, y: 0.5)")
    public var gradientBackgroundEndPoint: Any { get { 0 } nonmutating set {} }
    /// TTG's top-left corner flag.
    @available(*, unavailable, message: "corners = [.topLeft, .topRight], an option set (.all by default)")
    public var cornerTopLeft: Bool { get { true } nonmutating set {} }
    /// TTG's top-right corner flag.
    @available(*, unavailable, message: "corners = [.topLeft, .topRight], an option set (.all by default)")
    public var cornerTopRight: Bool { get { true } nonmutating set {} }
    /// TTG's bottom-left corner flag.
    @available(*, unavailable, message: "corners = [.bottomLeft, .bottomRight], an option set (.all by default)")
    public var cornerBottomLeft: Bool { get { true } nonmutating set {} }
    /// TTG's bottom-right corner flag.
    @available(*, unavailable, message: "corners = [.bottomLeft, .bottomRight], an option set (.all by default)")
    public var cornerBottomRight: Bool { get { true } nonmutating set {} }
    /// TTG's shadow colour.
    @available(*, unavailable, message: "shadow = TextTagStyle.Shadow(color:offset:radius:opacity:), nil for none")
    public var shadowColor: Any { get { 0 } nonmutating set {} }
    /// TTG's shadow offset.
    @available(*, unavailable, message: "shadow = TextTagStyle.Shadow(color:offset:radius:opacity:), nil for none")
    public var shadowOffset: Any { get { 0 } nonmutating set {} }
    /// TTG's shadow radius.
    @available(*, unavailable, message: "shadow = TextTagStyle.Shadow(color:offset:radius:opacity:), nil for none")
    public var shadowRadius: Any { get { 0 } nonmutating set {} }
    /// TTG's shadow opacity.
    @available(*, unavailable, message: "shadow = TextTagStyle.Shadow(color:offset:radius:opacity:), nil for none")
    public var shadowOpacity: Any { get { 0 } nonmutating set {} }
}

extension TextTagStyle.LineBreakMode {
    /// TTG's (UIKit's) word wrapping.
    @available(*, unavailable, renamed: "wordWrap")
    public static var byWordWrapping: Self { .wordWrap }
    /// TTG's (UIKit's) character wrapping.
    @available(*, unavailable, renamed: "charWrap")
    public static var byCharWrapping: Self { .charWrap }
    /// TTG's (UIKit's) clipping.
    @available(*, unavailable, renamed: "clip")
    public static var byClipping: Self { .clip }
    /// TTG's (UIKit's) head truncation.
    @available(*, unavailable, renamed: "truncateHead")
    public static var byTruncatingHead: Self { .truncateHead }
    /// TTG's (UIKit's) middle truncation.
    @available(*, unavailable, renamed: "truncateMiddle")
    public static var byTruncatingMiddle: Self { .truncateMiddle }
    /// TTG's (UIKit's) tail truncation.
    @available(*, unavailable, renamed: "truncateTail")
    public static var byTruncatingTail: Self { .truncateTail }
}
