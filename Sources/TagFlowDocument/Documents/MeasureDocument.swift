import TagFlow
import TagFlowJSON

/// The input of `tagflow measure`: texts to measure in one font and one set of limits.
///
/// ```json
/// { "font": { "family": "DejaVu Sans", "size": 14 }, "texts": ["Swift", "Hello, world"],
///   "maxWidth": 0, "numberOfLines": 1, "lineBreakMode": "truncateTail" }
/// ```
public struct MeasureDocument: Hashable, Sendable {
    /// The font of every text.
    public var font: TagFont
    /// The texts, in order.
    public var texts: [String]
    /// The width texts wrap or truncate at, or `nil` for no limit (the document's 0).
    public var maxWidth: Double?
    /// The most lines, or `nil` for as many as needed (the document's 0).
    public var numberOfLines: Int?
    /// How lines break and what happens to text that does not fit.
    public var lineBreakMode: TextTagStyle.LineBreakMode
    /// The reader's text size that scales the font.
    public var textSizeCategory: TextSizeCategory
    /// The height of every line, or `nil` for natural heights (the document's 0).
    public var lineHeight: Double?
    /// The font family as written, with its path, when the document names one.
    public var fonts: [FontReference]

    /// Creates a document; the defaults are the contract's.
    public init(
        font: TagFont = .default, texts: [String], maxWidth: Double? = nil, numberOfLines: Int? = 1,
        lineBreakMode: TextTagStyle.LineBreakMode = .truncateTail, textSizeCategory: TextSizeCategory = .large,
        lineHeight: Double? = nil, fonts: [FontReference] = []
    ) {
        self.font = font
        self.texts = texts
        self.maxWidth = maxWidth
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.textSizeCategory = textSizeCategory
        self.lineHeight = lineHeight
        self.fonts = fonts
    }

    /// The measurement request for `text`.
    public func request(for text: String) -> TextMeasurementRequest {
        TextMeasurementRequest(
            text: .plain(text), font: font, textSizeCategory: textSizeCategory,
            maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, lineHeight: lineHeight)
    }
}
