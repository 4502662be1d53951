/// How a tag looks and how big it is: TTGTagCollectionView's `TextTagStyle`.
///
/// Sizing order (see `TagSizer`): the text is measured at the narrowest of the container width,
/// `maxWidth` and `exactWidth`, less the padding; then the padding is added; then
/// `maxWidth`/`maxHeight`, `minWidth`/`minHeight`, `exactWidth`/`exactHeight` apply in that order;
/// finally the width never exceeds the container. A size limit left `nil` does not apply.
public struct TextTagStyle: Hashable, Sendable {
    /// The font of the text (and of runs that set none), before Dynamic Type scaling.
    public var font: TagFont = .default
    /// The colour of the text (and of runs that set none).
    public var textColor: TagColor = TagColor(rgb: 0x1C, 0x1C, 0x1E)
    /// The background colour, used when `gradient` is `nil`.
    public var backgroundColor: TagColor = TagColor(rgb: 0xE5, 0xE5, 0xEA)
    /// A gradient background that replaces `backgroundColor`, or `nil`.
    public var gradient: Gradient? = nil
    /// The corner radius, in points (finite, ≥ 0); drawing caps it at half the shorter side.
    public var cornerRadius: Double = 4
    /// Which corners `cornerRadius` rounds; the others stay square.
    public var corners: Corners = .all
    /// The border width, in points (finite, ≥ 0); 0 draws no border.
    public var borderWidth: Double = 0
    /// The border colour.
    public var borderColor: TagColor = .clear
    /// A drop shadow, or `nil`.
    public var shadow: Shadow? = nil
    /// The total space added to the text: `width` split between left and right, `height` between
    /// top and bottom (TTGTagCollectionView's `extraSpace`). Each finite, ≥ 0, in points at the
    /// default text size: see `scalesPadding`.
    public var padding: Size = Size(width: 14, height: 8)
    /// Whether `padding` scales with the reader's text size as the fonts do (the default), so a
    /// tag at a large Dynamic Type size keeps its proportions instead of looking cramped — what
    /// iOS's `UIFontMetrics.scaledValue(for:)` does for spacing on request. Off: the padding
    /// stays `padding` points at every size. Either way it is exactly `padding` at `large`.
    public var scalesPadding = true
    /// The least width, in points, or `nil` for none.
    public var minWidth: Double? = nil
    /// The greatest width, in points, or `nil` for none. Text wraps or truncates to fit it.
    public var maxWidth: Double? = nil
    /// A fixed width, in points, or `nil` for none. It wins over `minWidth` and `maxWidth`.
    public var exactWidth: Double? = nil
    /// How much of its line's free space the tag takes, against the other tags of the line, as a
    /// CSS flex item's `flex-grow` (finite, ≥ 0; 0, the default, keeps its size): a tag that
    /// grows is never wider than `maxWidth` (nor than `exactWidth`) and keeps its text where
    /// `textAlignment` puts it.
    public var grow: Double = 0
    /// The least height, in points, or `nil` for none.
    public var minHeight: Double? = nil
    /// The greatest height, in points, or `nil` for none.
    public var maxHeight: Double? = nil
    /// A fixed height, in points, or `nil` for none. It wins over `minHeight` and `maxHeight`.
    public var exactHeight: Double? = nil
    /// The most lines of text (at least 1), or `nil` for as many as the text needs.
    public var numberOfLines: Int? = 1
    /// How text breaks into lines and what happens to text that does not fit.
    public var lineBreakMode: LineBreakMode = .truncateTail
    /// Where lines sit within the text's box.
    public var textAlignment: TextAlignment = .center
    /// The height of every line of text, in points at the default text size (scaled with the
    /// fonts by the text size category; finite, > 0), or `nil` (the default) for natural heights.
    ///
    /// Natural heights follow each line's fonts, as in browsers and UIKit: a line with a
    /// fallback font for Chinese or Myanmar is taller than a Latin one (at 14 pt: Latin 16.3,
    /// CJK 20.3, Myanmar 30.6). A fixed height gives every line, whatever its script, exactly
    /// this height, so a collection of mixed scripts has even chips: the text is `lines ×
    /// lineHeight` tall and each line's baseline sits where the tag font's own ascent and descent
    /// are centred in the line (CSS's fixed `line-height`). Glyphs taller than the line may reach
    /// past it, as in CSS; widths and line breaks do not change.
    public var lineHeight: Double? = nil

    /// Creates the default style: DejaVu Sans 14 pt on light grey, 4 pt corners, padding 14 × 8,
    /// one line, truncated at the tail, centred.
    public init() {}

    /// Creates a style with the given font and colours, the rest default.
    public init(font: TagFont, textColor: TagColor? = nil, backgroundColor: TagColor? = nil) {
        self.font = font
        if let textColor { self.textColor = textColor }
        if let backgroundColor { self.backgroundColor = backgroundColor }
    }
}
