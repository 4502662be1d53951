import Foundation
import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowPango
import TagFlowRendering

/// The tag field's draft in documents: changes of the draft printed as edits, the draft kept
/// within a text's limits, and `render` drawing whatever `layout` accepted.
@Suite("A tag field's draft in documents")
struct FieldDraftDocumentTests {
    static let render = RenderCommand(layoutCommand: pangoLayoutCommand, renderer: CairoRenderer(measurer: pangoMeasurer))

    /// A field document over no tags with `events`.
    static func document(_ events: [JSONValue], field: JSONValue = [:]) -> String {
        let document: JSONValue = ["container": ["width": 300], "tags": [], "field": field, "events": .array(events)]
        return (try? JSONWriter.write(document)) ?? ""
    }

    static func text(_ text: String) -> JSONValue { ["type": "text", "text": .string(text)] }

    @Test("the smallest edit that turns one draft into another, in characters, byte for byte", arguments: [
        ("linux", "linu", 4, 5, ""), ("", "sw", 0, 0, "sw"), ("sw", "", 0, 2, ""), ("ab", "axb", 1, 1, "x"),
        ("e", "e\u{301}", 0, 1, "e\u{301}"), ("\u{E9}", "e\u{301}", 0, 1, "e\u{301}"), ("aa", "aaa", 2, 2, "a"),
    ])
    func edits(old: String, new: String, from: Int, to: Int, text: String) {
        let edit = FieldCallbackLog.edit(from: old, to: new)
        #expect(edit.from == from && edit.to == to && edit.text.unicodeScalars.elementsEqual(text.unicodeScalars))
    }

    @Test("an edit applied to the draft before gives the draft after, for drafts of joining text")
    func editsRebuildTheDraft() {
        let pieces = ["a", "e", "\u{301}", "\u{200D}", "👩", "🇺", "🇸", "\r", "\n", "\u{1100}", "\u{1161}", "x"]
        var random = SeededGenerator(seed: 44)
        for _ in 0..<2_000 {
            let old = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let new = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let edit = FieldCallbackLog.edit(from: old, to: new)
            let characters = Array(old)
            let rebuilt = String(characters[..<edit.from]) + edit.text + String(characters[edit.to...])
            #expect(rebuilt.unicodeScalars.elementsEqual(new.unicodeScalars), "\(old.debugDescription) → \(new.debugDescription)")
        }
    }

    @Test("2 000 keystrokes print 2 000 edits of one character each, not the draft so far each time")
    func keystrokesPrintTheirEdits() throws {
        let events = [["type": "focus"]] + Array(repeating: Self.text("a"), count: 2_000)
        let output = try JSONParser.parse(try pangoLayoutCommand.run(Self.document(events, field: ["maximumCount": 0])))
        guard case .array(let callbacks) = try #require(output["callbacks"]) else { Issue.record("no callbacks"); return }
        let drafts = callbacks.filter { $0["name"] == "didChangeDraft" }
        #expect(drafts.count == 2_000)
        #expect(drafts.last == ["name": "didChangeDraft", "arguments": ["from": 1_999, "to": 1_999, "text": "a", "caret": 2_000]])
        #expect(drafts.allSatisfy { $0["arguments"]?["text"] == "a" })
        #expect(output["draft"] == .string(String(repeating: "a", count: 2_000)))
    }

    @Test("a mark typed on its own joins the letter before it; the caret stays on the draft (events e, U+0301, x)")
    func typedMark() throws {
        let output = try JSONParser.parse(try pangoLayoutCommand.run(Self.document([Self.text("e"), Self.text("\u{301}"), Self.text("x")])))
        #expect(output["draft"] == "e\u{301}x" && output["caret"] == 2)
    }

    @Test("two pastes of 4 990 characters: the second joins the draft into a piece no text may be, refused; render draws the field")
    func longPastes() throws {
        let piece = String(repeating: "w", count: 4_990)
        let json = Self.document([["type": "paste", "text": .string(piece + "\n")], ["type": "paste", "text": .string(piece + "\n")]],
                                 field: ["maximumCount": 0])
        let output = try JSONParser.parse(try pangoLayoutCommand.run(json))
        // The first paste's piece, refused by the limit, stays; the second joins it into 9 980 characters.
        #expect(output["draft"] == "")
        guard case .array(let callbacks) = try #require(output["callbacks"]) else { Issue.record("no callbacks"); return }
        let reasons = callbacks.compactMap { $0["name"] == "didRefuse" ? $0["arguments"]?["reason"] : nil }
        #expect(reasons.first == ["kind": "limit", "limit": 0])
        #expect(reasons.last?["reason"].map { "\($0)".contains("it holds 9980 characters") } == true, "\(reasons)")
        #expect(throws: Never.self) { try Self.render.render(utf8: Array(json.utf8), format: .png(scale: 1)) }
    }

    @Test("31 marks typed one by one: the 31st is refused with the limit, and render draws the draft")
    func marksOneByOne() throws {
        let json = Self.document([Self.text("a")] + Array(repeating: Self.text("\u{301}"), count: 31))
        let output = try JSONParser.parse(try pangoLayoutCommand.run(json))
        #expect(output["draft"] == .string("a" + String(repeating: "\u{301}", count: 30)))
        guard case .array(let callbacks) = try #require(output["callbacks"]) else { Issue.record("no callbacks"); return }
        let refusal = try #require(callbacks.first { $0["name"] == "didRefuse" })
        guard case .string(let reason) = try #require(refusal["arguments"]?["reason"]?["reason"]) else { Issue.record("no reason"); return }
        #expect(reason.hasPrefix("the draft cannot take it: character 32 makes 31 combining marks in a row"), "\(reason)")
        #expect(throws: Never.self) { try Self.render.render(utf8: Array(json.utf8), format: .pdf) }
    }

    @Test("a suggestion no text may be is refused at its path, as render could not draw it", arguments: [
        ("a" + String(repeating: "\u{301}", count: 31), "$.field.suggestions[1]: "),
        ("a\u{FFFF}", "$.field.suggestions[1]: "),
    ])
    func suggestionLimits(suggestion: String, prefix: String) throws {
        let json = Self.document([], field: ["suggestions": ["ok", .string(suggestion)]])
        let message = try #require(layoutError(json))
        #expect(message.hasPrefix(prefix), "\(message)")
    }

    @Test("700 suggestion rows draw as SVG and PDF: the list's shadow is the picture's own, made to fit, never blamed", arguments: [
        RenderFormat.svg, .pdf, .png(scale: 1),
    ])
    func tallSuggestionList(format: RenderFormat) throws {
        let suggestions = (0..<700).map { JSONValue.string("s\($0)") }
        let json = Self.document([["type": "focus"], Self.text("s")], field: ["suggestions": .array(suggestions), "maximumSuggestions": 700])
        let output = try JSONParser.parse(try pangoLayoutCommand.run(json))
        #expect(output["suggestions"]?["matchCount"] == 700)
        #expect(throws: Never.self) { try Self.render.render(utf8: Array(json.utf8), format: format) }
    }
}
