import Synchronization
import TagFlow

/// A text measurer with simple, known arithmetic, so sizing tests can state exact answers:
/// every character is `font.size / 2` wide, a line is `font.size × 1.25` high (sizes are powers
/// of two in the tests, so all values are exact), and text wraps by whole characters.
final class FakeMeasurer: TextMeasuring {
    private let log = Mutex<[TextMeasurementRequest]>([])

    /// Every request measured, in order.
    var requests: [TextMeasurementRequest] { log.withLock { $0 } }
    var callCount: Int { log.withLock { $0.count } }

    func measure(_ request: TextMeasurementRequest) throws(TagFlowError) -> TextMeasurement {
        log.withLock { $0.append(request) }
        var natural = 0.0
        var lineHeight = 0.0
        for span in request.fontSpans {
            natural += Double(span.text.count) * span.font.size / 2
            lineHeight = max(lineHeight, span.font.size * 1.25)
        }
        if request.fontSpans.isEmpty { lineHeight = request.scaledFont.size * 1.25 }
        guard let limit = request.wrapWidth, natural > limit else {
            return TextMeasurement(width: natural, height: lineHeight, lineCount: 1)
        }
        if request.lineBreakMode == .clip {
            return TextMeasurement(width: limit, height: lineHeight, lineCount: 1)
        }
        let charWidth = request.scaledFont.size / 2
        let perLine = max(1, Int(limit / charWidth))
        var lines = Int((natural / charWidth).rounded(.up)) / perLine
        if Int((natural / charWidth).rounded(.up)) % perLine != 0 { lines += 1 }
        if request.numberOfLines > 0 { lines = min(lines, request.numberOfLines) }
        return TextMeasurement(width: Double(perLine) * charWidth, height: Double(lines) * lineHeight, lineCount: lines)
    }
}

/// A style with round numbers for sizing tests: 16 pt text (8 pt per character, 20 pt lines),
/// padding 10 × 6, no size limits, as many lines as needed.
func plainStyle() -> TagStyle {
    var style = TagStyle()
    style.font = Font(size: 16)
    style.padding = Size(width: 10, height: 6)
    style.numberOfLines = 0
    style.lineBreakMode = .wordWrap
    return style
}

/// Catches the `TagFlowError` a call throws, or `nil` when it throws none.
func thrownError<T>(_ body: () throws(TagFlowError) -> T) -> TagFlowError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

/// `Testing` has a `Tag` too; in these tests the name means the tag model.
typealias Tag = TagFlow.Tag
