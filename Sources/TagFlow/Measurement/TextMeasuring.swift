/// What to measure: text (plain or runs), its fonts, the reader's text size, and the room it has.
///
/// Fonts are given at the default text size category; `scaledFont` and `fontSpans` apply
/// `textSizeCategory`, and a measurer must measure with those. The request is a value, so a
/// renderer can keep the one a size came from and lay the text out again with identical input.
public struct TextMeasurementRequest: Hashable, Sendable {
    /// The text: plain (in `font`) or runs (each in its own font, or `font`).
    public var text: TagText
    /// The font of plain text and of runs without a font, before Dynamic Type scaling.
    public var font: TagFont
    /// The reader's text size; every font is scaled by its factor.
    public var textSizeCategory: TextSizeCategory
    /// The width the text wraps or truncates at, in points (finite, ≥ 0); `nil` or `.infinity`
    /// for no limit.
    public var maxWidth: Double?
    /// The most lines (at least 1), or `nil` for as many as the text needs.
    public var numberOfLines: Int?
    /// How lines break and what happens to text that does not fit.
    public var lineBreakMode: TextTagStyle.LineBreakMode
    /// The height of every line, in points before Dynamic Type scaling (finite, > 0), or `nil`
    /// for the natural height of each line's fonts; see `TextTagStyle.lineHeight`.
    public var lineHeight: Double?

    /// Creates a request.
    public init(
        text: TagText, font: TagFont = .default, textSizeCategory: TextSizeCategory = .large,
        maxWidth: Double? = nil, numberOfLines: Int? = nil, lineBreakMode: TextTagStyle.LineBreakMode = .wordWrap,
        lineHeight: Double? = nil
    ) {
        self.text = text
        self.font = font
        self.textSizeCategory = textSizeCategory
        self.maxWidth = maxWidth
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.lineHeight = lineHeight
    }

    /// The text's characters without styling.
    public var string: String { text.string }

    /// The wrap width, or `nil` when the width is unlimited.
    public var wrapWidth: Double? {
        guard let maxWidth, maxWidth < .infinity else { return nil }
        return maxWidth
    }

    /// `font` scaled for `textSizeCategory`.
    public var scaledFont: TagFont { font.scaled(for: textSizeCategory) }

    /// `lineHeight` scaled for `textSizeCategory`, as the fonts are (so lines keep room for the
    /// larger text).
    public var scaledLineHeight: Double? { lineHeight.map { $0 * textSizeCategory.scaleFactor } }

    /// The text as maximal spans sharing one scaled font, in order; colours are left out because
    /// they never change a size. Adjacent runs with the same font are merged, so a text engine
    /// that applies fonts span by span gives the same answer for equal-looking inputs (and the
    /// measurement cache may treat them as one key).
    public var fontSpans: [(text: String, font: TagFont)] {
        let base = scaledFont
        switch text {
        case .plain(let s):
            return [(s, base)]
        case .runs(let runs):
            var spans: [(text: String, font: TagFont)] = []
            for run in runs where !run.text.isEmpty {
                let font = run.font?.scaled(for: textSizeCategory) ?? base
                if let last = spans.last, last.font == font {
                    spans[spans.count - 1].text += run.text
                } else {
                    spans.append((run.text, font))
                }
            }
            return spans
        }
    }

    /// Throws the first value out of range, its path relative to the request (`font.size`,
    /// `text.runs[1].font.family`, `maxWidth`, `numberOfLines`, `lineHeight`); font sizes are
    /// checked after Dynamic Type scaling too (`checkScaledFontSizes()`).
    public func validate() throws(TagFlowError) {
        do { try font.validate() } catch { throw error.prefixed(with: ["font"]) }
        do { try text.validate() } catch { throw error.prefixed(with: ["text"]) }
        try checkScaledFontSizes()
        if let maxWidth, !(maxWidth >= 0) {
            throw TagFlowError(.invalidNumber(maxWidth, allowed: "≥ 0, or nil for no limit"), at: ["maxWidth"])
        }
        try TagFlowError.checkLimit(numberOfLines, at: ["numberOfLines"])
        try TextTagStyle.checkLineHeight(lineHeight)
    }

    /// The request reduced to what changes its answer: the text as spans of scaled fonts (so the
    /// text size category and every font count, colours do not), the wrap width (none for
    /// `clip`, whose width is applied after measuring, or for an infinite width), the line limit,
    /// the break mode and the scaled line height.
    var measurementKey: MeasurementKey {
        MeasurementKey(
            text: keyText, maxWidth: lineBreakMode == .clip ? nil : wrapWidth,
            numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, lineHeight: scaledLineHeight)
    }

    /// `fontSpans` in the key's form: plain text, and runs that come down to one span, as one
    /// string in one font (no array is made: this is the cache's hot path); other runs as spans.
    private var keyText: MeasurementKey.Text {
        switch text {
        case .plain(let s):
            return .plain(s, scaledFont)
        case .runs:
            let spans = fontSpans
            if spans.count == 1 { return .plain(spans[0].text, spans[0].font) }
            return .spans(spans.map { MeasurementKey.Span(text: $0.text, font: $0.font) })
        }
    }
}

/// Everything that changes a text measurement, and nothing else.
///
/// Plain text (and runs that merge into one span) is held as one string and one font, without an
/// array, so making a key for the common case allocates nothing. Two keys are equal exactly when
/// their spans, widths, limits and modes are. The hash takes the text and the numbers, and leaves
/// the names to equality — font family and weight, line break mode, all spelt as strings: an app
/// uses a handful of each, so they rarely tell keys apart, and hashing them would cost a lookup
/// as much again as the text does. (Equal keys still hash equally, which is all `Hashable` asks.)
struct MeasurementKey: Hashable, Sendable {
    /// One stretch of text in one font (after Dynamic Type scaling).
    struct Span: Hashable, Sendable {
        var text: String
        /// The font after Dynamic Type scaling.
        var font: TagFont
    }

    /// The text as maximal spans sharing a font.
    enum Text: Hashable, Sendable {
        /// Exactly one span.
        case plain(String, TagFont)
        /// Any other number of spans (runs in several fonts, or none at all).
        case spans([Span])
    }

    var text: Text
    var maxWidth: Double?
    var numberOfLines: Int?
    var lineBreakMode: TextTagStyle.LineBreakMode
    /// The line height after Dynamic Type scaling, or `nil` for natural heights.
    var lineHeight: Double?

    /// The same key without a wrap width: the text's natural measurement.
    var unlimited: MeasurementKey {
        var key = self
        key.maxWidth = nil
        return key
    }

    func hash(into hasher: inout Hasher) {
        switch text {
        case .plain(let string, let font):
            hasher.combine(string)
            hasher.combine(mix(font, maxWidth, numberOfLines))
        case .spans(let spans):
            for span in spans {
                hasher.combine(span.text)
                hasher.combine(Self.fontBits(span.font))
            }
            hasher.combine(mix(nil, maxWidth, numberOfLines) &+ UInt64(spans.count))
        }
    }

    /// The key's numbers folded into one word, so a lookup feeds the hasher twice (the text and
    /// this) instead of once per field. Equal inputs give equal words, which is all a hash needs.
    private func mix(_ font: TagFont?, _ maxWidth: Double?, _ numberOfLines: Int?) -> UInt64 {
        let width = maxWidth.map { ($0 + 0).bitPattern } ?? 0x7FF8_DEAD_BEEF_0001
        let fontBits = font.map(Self.fontBits) ?? 0
        let lineHeightBits = lineHeight.map { ($0 + 0).bitPattern &* 0xC2B2_AE3D_27D4_EB4F } ?? 0
        return fontBits ^ (width &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(truncatingIfNeeded: numberOfLines ?? 0) &<< 52
            ^ lineHeightBits
    }

    /// A font's size and slant as a word; family and weight are left to equality (see the type).
    private static func fontBits(_ font: TagFont) -> UInt64 {
        // `size + 0` turns −0 into +0, so equal sizes give equal bits.
        (font.size + 0).bitPattern ^ (font.isItalic ? 1 : 0)
    }
}

/// The size of laid-out text.
public struct TextMeasurement: Hashable, Sendable {
    /// The width of the widest line actually laid out (an ellipsised line counts with its
    /// ellipsis), in points, unrounded.
    public var width: Double
    /// The height of the lines laid out, in points, unrounded.
    public var height: Double
    /// The number of lines laid out (after the line limit).
    public var lineCount: Int
    /// The characters of the laid-out text that no font has — each drawn as a box — one entry
    /// per box, in the order the lines and runs are drawn; empty when every character has a
    /// glyph. Text cut off by the line limit or an ellipsis does not count.
    public var missingCharacters: [Unicode.Scalar]

    /// Creates a measurement.
    public init(width: Double, height: Double, lineCount: Int, missingCharacters: [Unicode.Scalar] = []) {
        self.width = width
        self.height = height
        self.lineCount = lineCount
        self.missingCharacters = missingCharacters
    }

    /// The measurement as a size.
    public var size: Size { Size(width: width, height: height) }
}

/// Something that measures text: Pango on Linux, a fake in tests, Core Text on Apple platforms.
///
/// A measurer must be a pure function of the request's `measurementKey` (the same request gives
/// the same answer on every call and every thread), which is what lets `MeasurementCache` answer
/// from memory. It must be safe to call from several threads at once.
public protocol TextMeasuring: Sendable {
    /// Measures the text of `request`.
    /// - Throws: `TagFlowError` for invalid input (bad sizes, an unknown font family, its path
    ///   relative to the request) or a failure of the text engine.
    func measure(_ request: TextMeasurementRequest) throws(TagFlowError) -> TextMeasurement

    /// Throws `TagFlowError.Reason.unknownFontFamily` when the measurer has no font family
    /// `family`, so a caller can report a bad family where it was written before measuring
    /// anything. Measurers that cannot tell up front accept every family (the default).
    func checkFontFamily(_ family: String) throws(TagFlowError)
}

extension TextMeasuring {
    /// Accepts every family: a measurer that cannot tell up front reports an unknown family when
    /// it measures.
    public func checkFontFamily(_ family: String) throws(TagFlowError) {}
}
