import TagFlow
import TagFlowJSON

/// The input of `tagflow measure`: texts to measure in one font and one set of limits.
///
/// ```json
/// { "font": { "family": "DejaVu Sans", "size": 14 }, "texts": ["Swift", "Hello, world"],
///   "maxWidth": 0, "numberOfLines": 1, "lineBreakMode": "truncateTail" }
/// ```
package struct MeasureDocument: Hashable, Sendable {
    /// The font of every text.
    package var font: TagFont
    /// The texts, in order.
    package var texts: [String]
    /// The width texts wrap or truncate at, or `nil` for no limit (the document's 0).
    package var maxWidth: Double?
    /// The most lines, or `nil` for as many as needed (the document's 0).
    package var numberOfLines: Int?
    /// How lines break and what happens to text that does not fit.
    package var lineBreakMode: TextTagStyle.LineBreakMode
    /// The reader's text size that scales the font.
    package var textSizeCategory: TextSizeCategory
    /// The height of every line, or `nil` for natural heights (the document's 0).
    package var lineHeight: Double?
    /// The font family as written, with its path, when the document names one.
    package var fonts: [FontReference]

    /// Creates a document; the defaults are the contract's.
    package init(
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
    package func request(for text: String) -> TextMeasurementRequest {
        TextMeasurementRequest(
            text: .plain(text), font: font, textSizeCategory: textSizeCategory,
            maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, lineHeight: lineHeight)
    }
}
