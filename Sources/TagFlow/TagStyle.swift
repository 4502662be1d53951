/// How text breaks into lines and what happens to text that does not fit.
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable {
    /// Lines break between words; a word longer than a line breaks between characters. Lines past
    /// the line limit are not shown.
    case wordWrap
    /// Lines break between any two characters. Lines past the line limit are not shown.
    case charWrap
    /// No wrapping: each paragraph is one line, cut off at the available width (the reported width
    /// is the smaller of the text's width and the available width).
    case clip
    /// Lines break between words; the last line allowed by the limit starts with an ellipsis when
    /// text is left out.
    case truncateHead
    /// As `truncateHead`, with the ellipsis in the middle of the last line.
    case truncateMiddle
    /// As `truncateHead`, with the ellipsis at the end of the last line.
    case truncateTail

    /// Whether text that does not fit is replaced by an ellipsis.
    public var truncates: Bool {
        switch self {
        case .truncateHead, .truncateMiddle, .truncateTail: true
        case .wordWrap, .charWrap, .clip: false
        }
    }
}

/// Where lines of text sit within the text's box.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    /// Against the left edge.
    case left
    /// Centred.
    case center
    /// Against the right edge.
    case right
    /// Against the edge where the text's writing direction starts (left for Latin, right for
    /// Arabic or Hebrew).
    case natural
}

/// The corners of a tag that are rounded.
public struct CornerSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The top-left corner.
    public static let topLeft = CornerSet(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = CornerSet(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = CornerSet(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = CornerSet(rawValue: 1 << 3)
    /// Every corner.
    public static let all: CornerSet = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A linear gradient filling a tag's background.
///
/// Points are in unit coordinates of the tag's bounds: (0, 0) is the top-left corner and (1, 1)
/// the bottom-right, as in `CAGradientLayer`. Points outside 0…1 are allowed (the gradient then
/// extends past the tag), non-finite ones are not.
public struct Gradient: Hashable, Sendable {
    /// The colour at `startPoint`.
    public var startColor: Color
    /// The colour at `endPoint`.
    public var endColor: Color
    /// Where the gradient starts, in unit coordinates.
    public var startPoint: Point
    /// Where the gradient ends, in unit coordinates.
    public var endPoint: Point

    /// Creates a gradient; by default it runs left to right through the middle.
    public init(
        startColor: Color, endColor: Color,
        startPoint: Point = Point(x: 0, y: 0.5), endPoint: Point = Point(x: 1, y: 0.5)
    ) {
        self.startColor = startColor
        self.endColor = endColor
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    func validate(name: @autoclosure () -> String) throws(TagFlowError) {
        // Names are built only for an error: validation runs on every sizing.
        try TagFlowError.checkFinite(startPoint.x, name() + ".startPoint.x")
        try TagFlowError.checkFinite(startPoint.y, name() + ".startPoint.y")
        try TagFlowError.checkFinite(endPoint.x, name() + ".endPoint.x")
        try TagFlowError.checkFinite(endPoint.y, name() + ".endPoint.y")
    }
}

/// A drop shadow under a tag.
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour (its alpha is multiplied by `opacity`).
    public var color: Color
    /// The shadow's offset from the tag, in points (finite; positive `height` is downwards).
    public var offset: Size
    /// The blur radius, in points (finite, ≥ 0).
    public var radius: Double
    /// The shadow's opacity, 0…1.
    public var opacity: Double

    /// Creates a shadow.
    public init(color: Color = .black, offset: Size = Size(width: 0, height: 1), radius: Double = 2, opacity: Double = 0.3) {
        self.color = color
        self.offset = offset
        self.radius = radius
        self.opacity = opacity
    }

    func validate(name: @autoclosure () -> String) throws(TagFlowError) {
        try TagFlowError.checkFinite(offset.width, name() + ".offset.width")
        try TagFlowError.checkFinite(offset.height, name() + ".offset.height")
        try TagFlowError.checkNonNegative(radius, name() + ".radius")
        guard opacity >= 0, opacity <= 1 else {
            throw .invalidValue(name: name() + ".opacity", value: opacity, allowed: "between 0 and 1")
        }
    }
}

/// How a text tag looks and how big it is.
///
/// Size limits use 0 for "off", as TTGTagCollectionView does. Sizing order (see `TagSizer`): the
/// text is measured at the narrowest of the container width, `maxWidth` and `exactWidth`, less the
/// padding; then the padding is added; then `maxWidth`/`maxHeight`, `minWidth`/`minHeight`,
/// `exactWidth`/`exactHeight` apply in that order; finally the width never exceeds the container.
public struct TagStyle: Hashable, Sendable {
    /// The font of the text (and of runs that set none), before Dynamic Type scaling.
    public var font: Font = .default
    /// The colour of the text (and of runs that set none).
    public var textColor: Color = Color(red: 0x1C, green: 0x1C, blue: 0x1E)
    /// The background colour, used when `gradient` is `nil`.
    public var backgroundColor: Color = Color(red: 0xE5, green: 0xE5, blue: 0xEA)
    /// A gradient background that replaces `backgroundColor`, or `nil`.
    public var gradient: Gradient? = nil
    /// The corner radius, in points (finite, ≥ 0); drawing caps it at half the shorter side.
    public var cornerRadius: Double = 4
    /// Which corners `cornerRadius` rounds; the others stay square.
    public var corners: CornerSet = .all
    /// The border width, in points (finite, ≥ 0); 0 draws no border.
    public var borderWidth: Double = 0
    /// The border colour.
    public var borderColor: Color = .clear
    /// A drop shadow, or `nil`.
    public var shadow: Shadow? = nil
    /// The total space added to the text: `width` split between left and right, `height` between
    /// top and bottom (TTGTagCollectionView's `extraSpace`). Each finite, ≥ 0.
    public var padding: Size = Size(width: 14, height: 8)
    /// The least width, in points; 0 for none.
    public var minWidth: Double = 0
    /// The greatest width, in points; 0 for none. Text wraps or truncates to fit it.
    public var maxWidth: Double = 0
    /// A fixed width, in points; 0 for none. It wins over `minWidth` and `maxWidth`.
    public var exactWidth: Double = 0
    /// The least height, in points; 0 for none.
    public var minHeight: Double = 0
    /// The greatest height, in points; 0 for none.
    public var maxHeight: Double = 0
    /// A fixed height, in points; 0 for none. It wins over `minHeight` and `maxHeight`.
    public var exactHeight: Double = 0
    /// The most lines of text; 0 for as many as the text needs.
    public var numberOfLines: Int = 1
    /// How text breaks into lines and what happens to text that does not fit.
    public var lineBreakMode: LineBreakMode = .truncateTail
    /// Where lines sit within the text's box.
    public var textAlignment: TextAlignment = .center

    /// Creates the default style: DejaVu Sans 14 pt on light grey, 4 pt corners, padding 14 × 8,
    /// one line, truncated at the tail, centred.
    public init() {}

    /// Creates a style with the given font and colours, the rest default.
    public init(font: Font, textColor: Color? = nil, backgroundColor: Color? = nil) {
        self.font = font
        if let textColor { self.textColor = textColor }
        if let backgroundColor { self.backgroundColor = backgroundColor }
    }

    /// Throws the first value out of range, named by its path (e.g. `"style.maxWidth"`).
    public func validate(name: @autoclosure () -> String = "style") throws(TagFlowError) {
        try font.validate(name: name() + ".font")
        try gradient?.validate(name: name() + ".gradient")
        // Validation runs on every sizing: when every plain number is finite and ≥ 0 (`x * 0` is
        // NaN exactly for an infinite or NaN x, and NaN survives the sum), one test clears them
        // all; otherwise they are checked one by one, in order, to name the first bad one.
        let poison = (cornerRadius + borderWidth + padding.width + padding.height + minWidth + maxWidth
            + exactWidth + minHeight + maxHeight + exactHeight) * 0
        let smallest = Swift.min(
            Swift.min(Swift.min(cornerRadius, borderWidth), Swift.min(padding.width, padding.height)),
            Swift.min(Swift.min(minWidth, maxWidth), Swift.min(exactWidth, minHeight)),
            Swift.min(maxHeight, exactHeight))
        guard poison == 0, smallest >= 0 else {
            return try validateEach(name: name())
        }
        try shadow?.validate(name: name() + ".shadow")
        guard numberOfLines >= 0 else {
            throw .invalidCount(
                name: name() + ".numberOfLines", value: numberOfLines, allowed: "≥ 0 (0 means no limit)")
        }
    }

    /// Every check after the font and the gradient, one by one in order.
    private func validateEach(name: @autoclosure () -> String) throws(TagFlowError) {
        try TagFlowError.checkNonNegative(cornerRadius, name() + ".cornerRadius")
        try TagFlowError.checkNonNegative(borderWidth, name() + ".borderWidth")
        try shadow?.validate(name: name() + ".shadow")
        try TagFlowError.checkNonNegative(padding.width, name() + ".padding.width")
        try TagFlowError.checkNonNegative(padding.height, name() + ".padding.height")
        try TagFlowError.checkNonNegative(minWidth, name() + ".minWidth")
        try TagFlowError.checkNonNegative(maxWidth, name() + ".maxWidth")
        try TagFlowError.checkNonNegative(exactWidth, name() + ".exactWidth")
        try TagFlowError.checkNonNegative(minHeight, name() + ".minHeight")
        try TagFlowError.checkNonNegative(maxHeight, name() + ".maxHeight")
        try TagFlowError.checkNonNegative(exactHeight, name() + ".exactHeight")
        guard numberOfLines >= 0 else {
            throw .invalidCount(
                name: name() + ".numberOfLines", value: numberOfLines, allowed: "≥ 0 (0 means no limit)")
        }
    }
}
