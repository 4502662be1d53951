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
    package func validate() throws(TagFlowError) {
        do { try font.validate() } catch { throw error.prefixed(with: Argument.font) }
        do { try text.validate() } catch { throw error.prefixed(with: Argument.text) }
        try checkScaledFontSizes()
        if let maxWidth, !(maxWidth >= 0) {
            throw TagFlowError(.invalidNumber(maxWidth, allowed: "≥ 0, or nil for no limit"), at: ["maxWidth"])
        }
        try TagFlowError.checkLimit(numberOfLines, at: ["numberOfLines"])
        try TextTagStyle.checkLineHeight(lineHeight)
    }

    /// The request reduced to what changes its answer: the text as spans of fonts with the text
    /// size category (so the category and every font count, colours do not), the wrap width
    /// (none for `clip`, whose width is applied after measuring, or for an infinite width), the
    /// line limit, the break mode and the line height.
    var measurementKey: MeasurementKey {
        MeasurementKey(
            text: text, font: font, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            lineHeight: lineHeight, textSizeCategory: textSizeCategory, maxWidth: keyWidth)
    }

    /// The wrap width as the measurement key holds it: none for `clip`, whose width is applied
    /// after measuring.
    var keyWidth: Double? { lineBreakMode == .clip ? nil : wrapWidth }
}

/// Everything that changes a text measurement, and nothing else.
///
/// The text is kept as maximal spans sharing one font, before the text size category scales
/// them, and the category beside them: every span's scaled font is a function of the two, so two
/// equal keys always stand for the same measurement. (Two fonts that scale to the same size at
/// different categories make two keys for one measurement: a duplicate entry, never a wrong
/// answer.) Plain text, and runs that merge into one span, is held as one string and one font,
/// without an array, so making a key for the common case allocates nothing.
///
/// **Hashing.** The text, the line limit and the break mode are hashed once, when the key is
/// made (`fixedHash`); a tag keeps its key, so a look-up hashes one word for them plus the
/// category and the width. Equality compares that word first, then the fields.
struct MeasurementKey: Hashable, Sendable {
    /// One stretch of text in one font (before Dynamic Type scaling).
    struct Span: Hashable, Sendable {
        var text: String
        var font: TagFont
    }

    /// The text as maximal spans sharing a font: one span is `string` in `font` (no array is
    /// made for the common case); any other number is `spans`. Plain stored properties rather
    /// than an enum, so comparing two keys reads their strings in place.
    var string: String
    var font: TagFont
    var spans: [Span]?
    var numberOfLines: Int?
    var lineBreakMode: TextTagStyle.LineBreakMode
    /// The line height before Dynamic Type scaling (the category is part of the key too), or
    /// `nil` for natural heights.
    var lineHeight: Double?
    var textSizeCategory: TextSizeCategory
    var maxWidth: Double?
    /// The hash of the text, `numberOfLines`, `lineBreakMode` and `lineHeight`.
    let fixedHash: Int

    init(
        text: TagText, font: TagFont, numberOfLines: Int?, lineBreakMode: TextTagStyle.LineBreakMode,
        lineHeight: Double? = nil, textSizeCategory: TextSizeCategory, maxWidth: Double?
    ) {
        // The spans of `text` whose plain parts and runs without a font are in `font`: adjacent
        // runs in the same font are merged and empty runs dropped, as `fontSpans` does.
        switch text {
        case .plain(let s):
            string = s
            self.font = font
            spans = nil
        case .runs(let runs):
            var merged: [Span] = []
            for run in runs where !run.text.isEmpty {
                let runFont = run.font ?? font
                if let last = merged.last, last.font == runFont {
                    merged[merged.count - 1].text += run.text
                } else {
                    merged.append(Span(text: run.text, font: runFont))
                }
            }
            if merged.count == 1 {
                string = merged[0].text
                self.font = merged[0].font
                spans = nil
            } else {
                string = ""
                self.font = font
                spans = merged
            }
        }
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.lineHeight = lineHeight.map { $0 + 0 }  // −0 and +0 are one key
        self.textSizeCategory = textSizeCategory
        self.maxWidth = maxWidth
        var hasher = Hasher()
        if let spans {
            hasher.combine(spans)
        } else {
            hasher.combine(string)
            hasher.combine(self.font)
        }
        hasher.combine(numberOfLines)
        hasher.combine(lineBreakMode)
        hasher.combine(self.lineHeight)
        fixedHash = hasher.finalize()
    }

    /// The same key at another category and wrap width (the text is not hashed again).
    func with(textSizeCategory: TextSizeCategory, maxWidth: Double?) -> MeasurementKey {
        var key = self
        key.textSizeCategory = textSizeCategory
        key.maxWidth = maxWidth
        return key
    }

    static func == (lhs: MeasurementKey, rhs: MeasurementKey) -> Bool {
        lhs.equals(rhs, textSizeCategory: rhs.textSizeCategory, maxWidth: rhs.maxWidth)
    }

    /// Whether this key equals `base` at `textSizeCategory` and `maxWidth`.
    @inline(__always)
    func equals(_ base: borrowing MeasurementKey, textSizeCategory: TextSizeCategory, maxWidth: Double?) -> Bool {
        fixedHash == base.fixedHash && self.textSizeCategory == textSizeCategory && self.maxWidth == maxWidth
            && numberOfLines == base.numberOfLines && lineBreakMode == base.lineBreakMode
            && lineHeight == base.lineHeight && string == base.string
            && font == base.font && spans == base.spans
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(lookUpHash(textSizeCategory: textSizeCategory, maxWidth: maxWidth))
    }

    /// The key's hash at `textSizeCategory` and `maxWidth`, from `fixedHash` without hashing the
    /// text again: the three folded together and mixed (equal keys give equal hashes; `+ 0`
    /// turns −0 into +0, which compare equal).
    @inline(__always)
    func lookUpHash(textSizeCategory: TextSizeCategory, maxWidth: Double?) -> UInt64 {
        let width = maxWidth.map { ($0 + 0).bitPattern } ?? 0x7FF8_DEAD_BEEF_0001
        let category = textSizeCategory.scaleFactor.bitPattern  // one factor per category
        var h = UInt64(bitPattern: Int64(fixedHash)) ^ (width &* 0x9E37_79B9_7F4A_7C15) ^ (category &* 0xC2B2_AE3D_27D4_EB4F)
        // A 64-bit finaliser (MurmurHash3's), so every input bit reaches the table index.
        h ^= h >> 33
        h &*= 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        return h
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
    /// The distance from the top of the text's box (`width` × `height`) to its first line's
    /// baseline, in points, as the text is drawn; `nil` when the measurer does not tell. A tag
    /// aligned by its first baseline (`LayoutConfiguration.LineAlignment.firstBaseline`) uses it.
    public var firstBaseline: Double?
    /// The characters of the laid-out text that no font has — each drawn as a box — one entry
    /// per box, in the order the lines and runs are drawn; empty when every character has a
    /// glyph. Text cut off by the line limit or an ellipsis does not count.
    public var missingCharacters: [Unicode.Scalar] {
        get { missing ?? [] }
        set { missing = newValue.isEmpty ? nil : newValue }
    }

    /// `missingCharacters`, `nil` when empty (always, never `[]`): a measurement without
    /// missing characters — nearly every one — then holds no reference, so the sizing paths
    /// copy it without retaining and releasing an array.
    private var missing: [Unicode.Scalar]?

    /// Whether `missingCharacters` is not empty (without making an array to ask).
    var hasMissingCharacters: Bool { missing != nil }

    /// Creates a measurement.
    public init(
        width: Double, height: Double, lineCount: Int, firstBaseline: Double? = nil, missingCharacters: [Unicode.Scalar] = []
    ) {
        self.width = width
        self.height = height
        self.lineCount = lineCount
        self.firstBaseline = firstBaseline
        self.missing = missingCharacters.isEmpty ? nil : missingCharacters
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

    /// Measures a request TagFlow has validated already; the same answer as `measure(_:)` on
    /// `validated.request`, which is what the default does. A measurer that validates each
    /// request implements this to skip the second validation.
    func measure(_ validated: ValidatedMeasurementRequest) throws(TagFlowError) -> TextMeasurement

    /// Throws `TagFlowError.MeasurementReason.unknownFontFamily` when the measurer has no font family
    /// `family`, so a caller can report a bad family where it was written before measuring
    /// anything. Measurers that cannot tell up front accept every family (the default).
    func checkFontFamily(_ family: String) throws(TagFlowError)

    /// The text of each line as laid out for `request`, an ellipsis shown as "…" — what a
    /// truncated tag shows — or `nil` when the measurer cannot tell (the default).
    func shownLines(for request: TextMeasurementRequest) throws(TagFlowError) -> [String]?
}

extension TextMeasuring {
    /// Measures `validated.request` with `measure(_:)`.
    public func measure(_ validated: ValidatedMeasurementRequest) throws(TagFlowError) -> TextMeasurement {
        try measure(validated.request)
    }

    /// Accepts every family: a measurer that cannot tell up front reports an unknown family when
    /// it measures.
    public func checkFontFamily(_ family: String) throws(TagFlowError) {}

    /// `nil`: the measurer cannot tell what it shows.
    public func shownLines(for request: TextMeasurementRequest) throws(TagFlowError) -> [String]? { nil }
}
