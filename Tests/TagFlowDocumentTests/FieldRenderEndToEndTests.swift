import Foundation
import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowPango
import TagFlowRendering

/// `tagflow render` of documents with a tag field, through the built executable: the picture is
/// the field after its events (the size `layout` reports, grown for the suggestion list), and bad
/// field documents fail as `layout` fails.
@Suite("tagflow render, the tag field")
struct FieldRenderEndToEndTests {
    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-field-\(UUID().uuidString)-\(name)").path
    }

    /// `tagflow layout` of the document at `path` (or `input`), parsed.
    private func layout(_ arguments: [String], input: String = "") throws -> JSONValue {
        let outcome = try ToolProcess.run(["layout"] + arguments, input: input)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return try JSONParser.parse(outcome.standardOutput)
    }

    private func number(_ value: JSONValue?) -> Double {
        if case .number(let n)? = value { return n }
        return .nan
    }

    @Test("examples/field.json: the picture holds the tags, the entry and the open list under them")
    func example() throws {
        let path = temporaryPath("field.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try ToolProcess.run(["render", "examples/field.json", "-o", path, "--scale", "2"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let summary = try JSONParser.parse(outcome.standardOutput)
        let layout = try self.layout(["examples/field.json"])
        let entry = try #require(layout["entryFrame"])
        let contentHeight = number(layout["contentSize"]?["height"])
        let canvasX = number(summary["canvas"]?["x"]), canvasY = number(summary["canvas"]?["y"])
        let image = try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        // Three rows under the entry: the picture reaches well past the content layout reports.
        #expect(Double(image.height) / 2 > contentHeight + 3 * 20)
        #expect(number(summary["canvas"]?["height"]) * 2 == Double(image.height))
        // The first row is highlighted: the selection colour just under the entry, at its left.
        let look = SceneAppearance().field
        func pixel(_ x: Double, _ y: Double) -> TagColor? { image.pixel(x: Int((x - canvasX) * 2), y: Int((y - canvasY) * 2)) }
        let belowEntry = number(entry["y"]) + number(entry["height"]) + 2 * look.listInset + 3
        var highlighted = false
        for x in stride(from: number(entry["x"]) + 10, to: number(entry["x"]) + 170, by: 1) {
            if let colour = pixel(x, belowEntry), colour == look.highlightedRowColor { highlighted = true }
        }
        #expect(highlighted, "no pixel of the selection colour under the entry")
        // The entry's focused border, where layout put the entry.
        #expect(pixel(number(entry["x"]) + number(entry["width"]) / 2, number(entry["y"]) + 0.25) == look.focusedEntryBorderColor)
    }

    /// A field over no tags whose draft is `draft`, without suggestions.
    private func typed(_ draft: String) -> String {
        #"{"container": {"width": 300}, "tags": [], "field": {}, "events": [{"type": "focus"}, {"type": "text", "text": "\#(draft)"}]}"#
    }

    @Test("an SVG draws the draft: one glyph more for each character typed")
    func svgDraft() throws {
        var uses: [Int] = []
        for draft in ["w", "wxyz"] {
            let path = temporaryPath("draft.svg")
            defer { try? FileManager.default.removeItem(atPath: path) }
            let outcome = try ToolProcess.run(["render", "-", "-o", path], input: typed(draft))
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let svg = try String(contentsOfFile: path, encoding: .utf8)
            uses.append(svg.components(separatedBy: "<use xlink:href=\"#glyph").count - 1)
        }
        #expect(uses.count == 2 && uses[1] - uses[0] == 3, "glyphs drawn: \(uses)")
    }

    @Test("bad field documents fail in render with layout's error, exit 1", arguments: [
        #"{"container": {"width": 300}, "tags": [], "field": {"delimiters": []}}"#,
        #"{"container": {"width": 300}, "tags": [], "field": {}, "events": [{"type": "pickSuggestion", "index": 0}]}"#,
        #"{"container": {"width": 300}, "tags": [], "field": {"maximumCount": -1}}"#,
        #"{"container": {"width": 300}, "items": [{"width": 10, "height": 10}], "field": {}}"#,
    ])
    func errors(document: String) throws {
        let path = temporaryPath("bad.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let layout = try ToolProcess.run(["layout"], input: document)
        let render = try ToolProcess.run(["render", "-", "-o", path], input: document)
        #expect(layout.status == 1 && render.status == 1)
        #expect(render.standardError == layout.standardError)
        #expect(render.standardError.hasPrefix("error: $."))
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
