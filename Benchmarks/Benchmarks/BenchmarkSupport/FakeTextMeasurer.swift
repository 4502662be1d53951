import PropertyBased
import TagFlow

/// A text measurer with fixed arithmetic (7.5 pt per character at 14 pt, 17 pt per line), for the
/// warm-pipeline benchmarks, which must not depend on a text engine: warm, every measurement is a
/// cache hit, so the measurer is only called while the cache fills.
public struct FakeTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ request: TextMeasurementRequest) throws(TagFlowError) -> TextMeasurement {
        var width = 0.0
        var height = 0.0
        for span in request.fontSpans {
            width += Double(span.text.utf8.count) * span.font.size * (7.5 / 14)
            height = max(height, span.font.size * (17.0 / 14))
        }
        if let limit = request.wrapWidth, width > limit { width = limit }
        return TextMeasurement(width: width, height: height, lineCount: 1)
    }
}

/// Tag-like words ("swift-1234", "layout-88", …) from a fixed seed: distinct texts.
public func words(_ count: Int, seed: UInt64 = 7) -> [String] {
    let stems = ["swift", "layout", "pango", "cairo", "chip", "tag", "filter", "design", "linux", "flow"]
    var generator = Xoshiro(workloadSeed: seed)
    return (0..<count).map { i in "\(stems[Int(generator.next() % 10)])-\(i)" }
}
