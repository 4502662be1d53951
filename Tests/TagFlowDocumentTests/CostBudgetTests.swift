import Foundation
import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowPango
import TagFlowRendering

/// Budgets that count what things cost: events by what they do (a standing sort is n log n
/// comparisons at every layout, a standing filter every tag times its text), and the decoded
/// pixels of a picture's images together.
@Suite("Budgets that count what things cost")
struct CostBudgetTests {
    /// A component document of `count` items and `events`.
    static func document(items count: Int, events: [String]) -> String {
        let items = Array(repeating: #"{"width": 40, "height": 20}"#, count: count).joined(separator: ",")
        return #"{"container": {"width": 400}, "component": {}, "items": [\#(items)], "events": [\#(events.joined(separator: ","))]}"#
    }

    /// The index of the event a document of `count` items and `events` is refused at, after
    /// checking that the events before it are accepted (the budget's edge, wherever it lies).
    static func refusedEvent(items count: Int, events: [String]) throws -> Int? {
        guard let message = documentError({ () throws(TagFlowError) in try LayoutDocument(json: document(items: count, events: events)) })
        else { return nil }
        let index = try #require(message.split(separator: "]").first.flatMap { Int($0.dropFirst("$.events[".count)) }, "\(message)")
        #expect(message.contains("makes the events' work"), "\(message)")
        #expect(documentError { () throws(TagFlowError) in try LayoutDocument(json: document(items: count, events: Array(events[..<index]))) } == nil)
        return index
    }

    @Test("sorts of 2 000 items cost n log n each: refused at an event well before the 100 000 the old count allowed")
    func sorts() throws {
        let events = (0..<1_000).map { #"{"type": "sort", "by": "text", "order": "\#($0 % 2 == 0 ? "descending" : "ascending")"}"# }
        let index = try #require(try Self.refusedEvent(items: 2_000, events: events))
        // n events of n = 2 000 stayed far inside the old budget (events × n); n log n passes it.
        #expect(index > 100 && index < 1_000)
    }

    @Test("a standing 1 000-character filter costs every later layout its length over every tag")
    func filters() throws {
        let filter = #"{"type": "filter", "text": "\#(String(repeating: "a", count: 1_000))"}"#
        let taps = Array(repeating: #"{"type": "key", "key": "right", "time": 0}"#, count: 200)
        let index = try #require(try Self.refusedEvent(items: 2_000, events: [filter] + taps))
        #expect(index > 0 && index < 50)
        // Without the filter the same keys are nowhere near the budget.
        #expect(try Self.refusedEvent(items: 2_000, events: taps) == nil)
    }

    @Test("a picture's images are decoded up to 2^26 pixels together: the fifth 4096 × 4096 icon is refused at its tag")
    func imagePixels() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-pixels-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let icon = VectorIcon(layers: [VectorIcon.Layer(path: .circle(center: Point(x: 0.5, y: 0.5), radius: 0.4), fill: .solid(TagColor.black))])
        let png = try CairoRenderer.png(of: icon, pixelSize: 4_096)
        for k in 0..<5 { try Data(png).write(to: URL(fileURLWithPath: "\(directory)/big\(k).png")) }
        func tags(_ count: Int) -> String {
            (0..<count).map { #"{"text": "t", "image": {"source": "big\#($0).png", "width": 16, "height": 16}}"# }.joined(separator: ",")
        }
        let renderer = CairoRenderer(measurer: pangoMeasurer, options: RenderOptions(imageDirectory: directory))
        let render = RenderCommand(layoutCommand: pangoLayoutCommand, renderer: renderer)
        let four = try render.render(utf8: Array(#"{"container": {"width": 300}, "tags": [\#(tags(4))]}"#.utf8), format: .png(scale: 1))
        #expect(four.issues.isEmpty)
        let message = documentError { () throws(TagFlowError) in
            try render.render(utf8: Array(#"{"container": {"width": 300}, "tags": [\#(tags(5))]}"#.utf8), format: .svg)
        }
        #expect(message == #"$.tags[4].image: the image "big4.png" cannot be drawn: its 16777216 pixels would make 83886080 decoded "#
            + "pixels of images in one picture; a picture's images may have at most 67108864 together (four of 4096 × 4096)")
    }
}
