import Synchronization
import TagFlow

/// A text measurer with simple, known arithmetic, so sizing and component tests can state exact
/// answers: every character is `characterWidth × font size` wide, a line is
/// `lineHeight × font size` high, and (when `wraps`) text wraps by whole characters; without
/// wrapping a width limit simply caps the width. Characters in `glyphless` are reported as
/// missing (`TextMeasurement.missingCharacters`), in text order. It logs every request.
public final class FakeMeasurer: TextMeasuring {
    /// Width of a character per point of font size.
    public let characterWidth: Double
    /// Height of a line per point of font size.
    public let lineHeight: Double
    /// Whether text wraps at the width limit (else it is one line, capped).
    public let wraps: Bool
    /// The characters it has no glyph for.
    public let glyphless: Set<Unicode.Scalar>
    private let log = Mutex<[TextMeasurementRequest]>([])

    /// Creates a measurer; by default a character is half the font size wide and a line 1.25 ×
    /// the font size high (exact in binary for the power-of-two sizes tests use).
    public init(
        characterWidth: Double = 0.5, lineHeight: Double = 1.25, wraps: Bool = true, glyphless: Set<Unicode.Scalar> = []
    ) {
        self.characterWidth = characterWidth
        self.lineHeight = lineHeight
        self.wraps = wraps
        self.glyphless = glyphless
    }

    /// The component tests' measurer: 7 pt per character and 17 pt per line at 14 pt, one line.
    public static func component() -> FakeMeasurer {
        FakeMeasurer(characterWidth: 0.5, lineHeight: 17.0 / 14, wraps: false)
    }

    /// Every request measured, in order.
    public var requests: [TextMeasurementRequest] { log.withLock { $0 } }
    /// How many requests were measured.
    public var callCount: Int { log.withLock { $0.count } }

    public func measure(_ request: TextMeasurementRequest) throws(TagFlowError) -> TextMeasurement {
        log.withLock { $0.append(request) }
        var natural = 0.0
        var height = 0.0
        for span in request.fontSpans {
            natural += Double(span.text.count) * span.font.size * characterWidth
            height = max(height, span.font.size * lineHeight)
        }
        if request.fontSpans.isEmpty { height = request.scaledFont.size * lineHeight }
        // A fixed line height replaces each line's own, as the real measurer does.
        if let fixed = request.scaledLineHeight { height = fixed }
        let missing = Array(request.string.unicodeScalars.filter { glyphless.contains($0) })
        // The first line's baseline at four fifths of the line, as a font's ascent might put it.
        let baseline = height * 0.8
        guard let limit = request.wrapWidth, natural > limit else {
            return TextMeasurement(width: natural, height: height, lineCount: 1, firstBaseline: baseline, missingCharacters: missing)
        }
        if !wraps || request.lineBreakMode == .clip {
            return TextMeasurement(width: limit, height: height, lineCount: 1, firstBaseline: baseline, missingCharacters: missing)
        }
        let charWidth = request.scaledFont.size * characterWidth
        let perLine = max(1, Int(limit / charWidth))
        let characters = Int((natural / charWidth).rounded(.up))
        var lines = (characters + perLine - 1) / perLine
        if let limit = request.numberOfLines { lines = min(lines, limit) }
        return TextMeasurement(
            width: Double(perLine) * charWidth, height: Double(lines) * height, lineCount: lines, firstBaseline: baseline,
            missingCharacters: missing)
    }
}
