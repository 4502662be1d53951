import TagFlow

/// The input of `tagflow measure` (design §6): texts to measure in one font and one set of limits.
///
/// ```json
/// { "font": { "family": "DejaVu Sans", "size": 14 }, "texts": ["Swift", "Hello, world"],
///   "maxWidth": 0, "numberOfLines": 1, "lineBreakMode": "truncateTail" }
/// ```
public struct MeasureDocument: Hashable, Sendable {
    /// The font of every text.
    public var font: Font
    /// The texts, in order.
    public var texts: [String]
    /// The width texts wrap or truncate at; 0 for no limit.
    public var maxWidth: Double
    /// The most lines; 0 for as many as needed.
    public var numberOfLines: Int
    /// How lines break and what happens to text that does not fit.
    public var lineBreakMode: LineBreakMode
    /// The reader's text size that scales the font.
    public var contentSizeCategory: ContentSizeCategory
    /// The font family as written, with its path, when the document names one.
    public var fonts: [FontReference]

    /// Creates a document; the defaults are the contract's.
    public init(
        font: Font = .default, texts: [String], maxWidth: Double = 0, numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .truncateTail, contentSizeCategory: ContentSizeCategory = .large,
        fonts: [FontReference] = []
    ) {
        self.font = font
        self.texts = texts
        self.maxWidth = maxWidth
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.contentSizeCategory = contentSizeCategory
        self.fonts = fonts
    }

    /// The measurement request for `text`.
    public func request(for text: String) -> TextMeasurementRequest {
        TextMeasurementRequest(
            text: .plain(text), font: font, contentSizeCategory: contentSizeCategory,
            maxWidth: maxWidth > 0 ? maxWidth : nil, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }
}
