import Foundation
import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowPango

/// World text through the documents and the tool: missing glyphs in `measure` and `render`, the
/// `lineHeight` key, `--font`, and batch answers equal to single runs.
@Suite("World text in documents and the tool")
struct WorldTextDocumentTests {
    private let measure = MeasureCommand(measurers: pangoMeasurers)

    @Test("measure adds missingGlyphs only when characters have no font")
    func missingGlyphsInMeasure() throws {
        let output = try measure.run(#"{"texts": ["Swift", "𘬀𘬁𘬂𘬃𘬄𘬅𘬆", "Tag 𘬀"]}"#)
        let sizes = try #require(JSONValue(parsing: output)["sizes"]?.elements)
        #expect(sizes[0]["missingGlyphs"] == nil)
        #expect(sizes[1]["missingGlyphs"] == 7)
        #expect(sizes[2]["missingGlyphs"] == 1)
        // Every other member as before, in the contract's order.
        #expect(try measure.run(#"{"texts": ["Swift"]}"#) == #"{"sizes":[{"width":34.3984375,"height":16.296875,"lines":1}]}"#)
    }

    @Test("lineHeight: a style key and a measure key, 0 for natural heights, checked at its path")
    func lineHeightKey() throws {
        let natural = try measure.run(#"{"texts": ["東京"]}"#)
        #expect(try measure.run(#"{"texts": ["東京"], "lineHeight": 0}"#) == natural)
        #expect(try measure.run(#"{"texts": ["東京"], "lineHeight": 22}"#).contains(#""height":22,"#))
        #expect(documentError { () throws(TagFlowError) in try measure.run(#"{"texts": ["a"], "lineHeight": -1}"#) }
            == "$.lineHeight: -1 is not ≥ 0")
        let layout = LayoutCommand(measurers: pangoMeasurers)
        let tags = #"{"container": {"width": 400}, "tags": [{"text": "Swift", "style": {"lineHeight": 20}}, {"text": "မြန်မာ", "style": {"lineHeight": 20}}, {"text": "東京", "style": {"lineHeight": 20}}]}"#
        let frames = try #require(JSONValue(parsing: try layout.run(tags))["frames"]?.elements)
        // 20 pt of text and the default 8 pt of padding, whatever the script.
        #expect(frames.map { $0["height"] } == [28, 28, 28])
        #expect(documentError { () throws(TagFlowError) in
            try layout.run(#"{"container": {"width": 400}, "tags": [{"text": "a", "style": {"lineHeight": "big"}}]}"#)
        } == #"$.tags[0].style.lineHeight: expected a number, found the string "big""#)
    }

    @Test("render lists characters no font has at the tag's path, with their code points")
    func missingGlyphsInRender() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-world-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = #"{"container": {"width": 400}, "layout": {"lineBreaking": "fewestRows"}, "tags": [{"text": "Swift"}, {"text": "标签 🍕"}, {"text": "𘬀𘬁𘬂 𘬀𘬁𘬂"}]}"#
        let outcome = try ToolProcess.run(["render", "-", "-o", directory.appendingPathComponent("w.png").path], input: document)
        #expect(outcome.status == 0)
        let issues = try #require(JSONValue(parsing: outcome.standardOutput)["issues"]?.elements)
        #expect(issues == [.string("$.tags[2]: no font has U+18B00 U+18B01 U+18B02; drew 6 boxes (add a font that has them)")])
        #expect(outcome.standardError.contains("warning: $.tags[2]: no font has U+18B00"))
    }

    @Test("--font adds a family a document may name; a missing path is a usage error")
    func fontOption() throws {
        let serif = try #require(FontLibrary.bundledFontDirectory).appending("/DejaVuSerif.ttf")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-font-\(UUID().uuidString).ttf")
        // A copy under another path is still "DejaVu Serif": the family comes from the file.
        try FileManager.default.copyItem(atPath: serif, toPath: copy.path)
        defer { try? FileManager.default.removeItem(at: copy) }
        let document = #"{"font": {"family": "DejaVu Serif"}, "texts": ["Serif AWAY"]}"#
        let added = try ToolProcess.run(["measure", "-", "--font", copy.path], input: document)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput.contains(#""width":80.6982421875"#))
        let missing = try ToolProcess.run(["measure", "-", "--font", "/no/such/font.ttf"], input: document)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("--font /no/such/font.ttf: no such file or directory"))
    }

    @Test("--batch answers emoji and CJK exactly as single runs do")
    func batchEqualsSingleRuns() throws {
        let texts = ["🍕 Pizza", "标签", "Tokyo 東京", "👨‍👩‍👧‍👦", "☕", "☕️", "🇯🇵", "नमस्ते", "ラーメン", "❤️‍🔥"]
        let documents = texts.map { #"{"font": {"size": 17, "weight": "bold"}, "texts": ["\#($0)"]}"# }
        let batch = try ToolProcess.run(["measure", "-", "--batch"], input: documents.reversed().joined(separator: "\n") + "\n")
        #expect(batch.status == 0, "\(batch.standardError)")
        let answers = Array(batch.standardOutput.split(separator: "\n").map(String.init).reversed())
        #expect(answers.count == texts.count)
        for (i, document) in documents.enumerated() where i < answers.count {
            let single = try ToolProcess.run(["measure", "-"], input: document)
            #expect(single.standardOutput == answers[i] + "\n", "\(texts[i])")
        }
    }
}

extension JSONValue {
    /// The elements of an array, or `nil` for any other value.
    fileprivate var elements: [JSONValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }
}
