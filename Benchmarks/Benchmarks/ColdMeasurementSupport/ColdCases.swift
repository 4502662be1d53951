import BenchmarkSupport
import TagFlow
import TagFlowPango

/// One cold-measurement benchmark: `textsPerCall` texts per call, each one the measuring code
/// has not seen (a `TagSizer`'s cache misses every time), in DejaVu Sans 14 pt.
/// Results read per call; divide by `textsPerCall` for a tag.
public struct ColdCase: Sendable {
    public let name: String
    public let makeRunner: @Sendable () -> (_ call: Int) -> Int

    /// Texts measured per call.
    public static let textsPerCall = 100

    /// For each script: (a) the raw-Pango reference, (b) `PangoTextMeasurer.measure` with the
    /// request a sizer's cache hands the measurer on a miss (a default-style tag: one line,
    /// truncated at the tail, measured first at its natural width — no text here is wider than
    /// its room), (c) a `TagSizer` with its default cache, sizing `TextTag`s in a 343 pt line.
    public static let all: [ColdCase] = ColdScript.allCases.flatMap { script in
        let prefix = "cold \(script.rawValue) n=\(textsPerCall)"
        return [
            ColdCase(name: "\(prefix): raw Pango") {
                let texts = script.texts()
                let reference = RawPangoReference(library: try! FontLibrary.standard())
                return { call in
                    var sum = 0
                    for i in 0..<textsPerCall { sum &+= Int(reference.width(of: texts[pick(call, i)])) }
                    return sum
                }
            },
            ColdCase(name: "\(prefix): PangoTextMeasurer.measure") {
                let requests = script.texts().map {
                    TextMeasurementRequest(text: .plain($0), numberOfLines: 1, lineBreakMode: .truncateTail)
                }
                let measurer = try! PangoTextMeasurer()
                return { call in
                    var sum = 0.0
                    for i in 0..<textsPerCall { sum += try! measurer.measure(requests[pick(call, i)]).width }
                    return Int(sum)
                }
            },
            ColdCase(name: "\(prefix): TagSizer, cache misses") {
                let tags = script.texts().map { TextTag($0) }
                let sizer = TagSizer(measurer: try! PangoTextMeasurer())
                return { call in
                    var sum = 0.0
                    for i in 0..<textsPerCall { sum += try! sizer.size(of: tags[pick(call, i)], containerWidth: Workload.lineWidth).width }
                    return Int(sum)
                }
            },
        ]
    }

    /// The pool index of the `i`th text of call `call`: the pool in order, round and round.
    @inline(__always)
    static func pick(_ call: Int, _ i: Int) -> Int { (call * textsPerCall + i) % ColdScript.poolSize }
}
