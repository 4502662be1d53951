import Testing
import TagFlow
import TagFlowPango

/// Every measurement reuses one Pango layout per engine; nothing of one request may carry over to
/// the next. Each answer must equal that of a layout built fresh for the request (the renderer's).
@Suite struct MeasuringLayoutReuseTests {
    static let requests: [TextMeasurementRequest] = [
        request("A tag that is far too long for its room", width: 80, lines: 1, mode: .truncateMiddle),
        request("Swift"),
        request("A tag that is far too long for its room", width: 80, lines: 2, mode: .truncateTail),
        request("Hyphenation-free wrapping of a longish word", width: 60, lines: nil, mode: .charWrap),
        request("Clipped text that runs on and on", width: 50, lines: 1, mode: .clip),
        request("Two\nparagraphs"),
        TextMeasurementRequest(
            text: .runs([TextRun("bold ", font: TagFont(size: 14, weight: .bold)), TextRun("and plain", color: TagColor(rgb: 255, 0, 0))]),
            font: TagFont(size: 15), maxWidth: 70, numberOfLines: 2, lineBreakMode: .truncateHead),
        request("Swift", TagFont(family: "DejaVu Serif", size: 20, italic: true)),
        request("", width: 40, lines: 1, mode: .truncateTail),
        request("Swift"),
    ]

    @Test func answersMatchFreshLayoutsInAnyOrder() throws {
        let measurer = try PangoTextMeasurer(maximumIdleEngines: 1)  // one engine: one reused layout
        for order in [Self.requests, Self.requests.reversed()] {
            for r in order {
                let reused = try measurer.measure(r)
                let fresh = try measurer.withLayout(for: r) { $0.measurement }
                #expect(reused == fresh, "\(r.text)")
            }
        }
    }

    @Test func fontErrorsStillNameTheFamily() throws {
        let measurer = try PangoTextMeasurer(maximumIdleEngines: 1)
        let error = thrownError { () throws(TagFlowError) in try measurer.measure(request("x", TagFont(family: "Nope"))) }
        guard case .unknownFontFamily(let family, _)? = error?.reason(as: TagFlowError.MeasurementReason.self) else {
            Issue.record("expected an unknown family, got \(String(describing: error))")
            return
        }
        #expect(error?.path == ["font", "family"] && family == "Nope")
        _ = try measurer.measure(request("x"))  // the engine is still usable
    }
}
