import Testing
import TagFlowDocument
import TagFlowJSON

/// Documents with a tag field, through the built executable.
@Suite("tagflow executable, the tag field")
struct FieldEndToEndTests {
    /// `tagflow layout` of `document` (a field over `tags`), parsed.
    private func layout(_ field: String, tags: String = "[]", events: String) throws -> JSONValue {
        let outcome = try ToolProcess.run(["layout"], input: """
            {"container": {"width": 300}, "tags": \(tags), "field": \(field), "events": \(events)}
            """)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError == "")
        return try JSONParser.parse(outcome.standardOutput)
    }

    @Test("typing with a delimiter and Return adds tags; the draft, caret and entry frame follow")
    func typing() throws {
        let output = try layout("{}", events: """
            [{"type": "focus"}, {"type": "text", "text": "swift, linux"}, {"type": "key", "key": "return", "time": 0},
             {"type": "text", "text": "go"}, {"type": "key", "key": "left", "time": 1}]
            """)
        #expect(output["tags"] == [["id": "swift", "text": "swift"], ["id": "linux", "text": "linux"]])
        #expect(output["draft"] == "go" && output["caret"] == 1 && output["hasFocus"] == true)
        #expect(output["lines"] == [[0, 1]])
        let entry = try #require(output["entryFrame"])
        let frames = try #require(output["frames"])
        #expect(entry["y"] == frames[element: 1]?["y"])
        #expect(output["callbacks"]?[element: 0] == ["name": "didAdd", "arguments": ["index": 0, "id": "swift", "text": "swift", "source": "typed"]])
    }

    @Test("a paste over the limit adds the first that fit and refuses the rest with the limit")
    func pasteLimit() throws {
        let output = try layout(#"{"maximumCount": 2}"#, tags: #"[{"text": "a"}]"#, events: #"[{"type": "paste", "text": "b\nc\nd"}]"#)
        #expect(output["tags"] == [["id": "0", "text": "a"], ["id": "b", "text": "b"]])
        #expect(output["draft"] == "c, d")
        let refusals = output["callbacks"].flatMap { callbacks -> [JSONValue]? in
            guard case .array(let all) = callbacks else { return nil }
            return all.filter { $0["name"] == "didRefuse" }
        }
        #expect(refusals == [
            ["name": "didRefuse", "arguments": ["text": "c", "reason": ["kind": "limit", "limit": 2], "source": "pasted"]],
            ["name": "didRefuse", "arguments": ["text": "d", "reason": ["kind": "limit", "limit": 2], "source": "pasted"]],
        ])
    }

    @Test("Backspace twice marks then removes the last tag, and Control+Z puts it back")
    func backspaceAndUndo() throws {
        let output = try layout("{}", tags: #"[{"text": "a"}, {"text": "b"}]"#, events: """
            [{"type": "focus"}, {"type": "key", "key": "backspace", "time": 0}, {"type": "key", "key": "backspace", "time": 1},
             {"type": "key", "key": "z", "modifiers": ["control"], "time": 2}]
            """)
        #expect(output["tags"] == [["id": "0", "text": "a"], ["id": "1", "text": "b"]])
        guard case .array(let callbacks) = try #require(output["callbacks"]) else { Issue.record("no callbacks"); return }
        #expect(callbacks.first == ["name": "didMark", "arguments": ["id": "1"]])
        #expect(callbacks.contains(["name": "didDelete", "arguments": ["index": 1, "id": "1"]]))
        #expect(callbacks.contains { $0["name"] == "didAdd" && $0["arguments"]?["source"] == "undone" })
    }

    @Test("suggestions: ranked, highlighted by the arrows, picked by a click; added ones marked")
    func suggestions() throws {
        let output = try layout(
            #"{"suggestions": ["Café", "Cafeteria", "Le café"], "marksAddedSuggestions": true}"#, tags: #"[{"text": "cafeteria"}]"#,
            events: #"[{"type": "focus"}, {"type": "text", "text": "CAFE"}, {"type": "key", "key": "down", "time": 0}]"#)
        #expect(output["suggestions"] == [
            "matchCount": 3, "highlighted": 0, "isLoading": false,
            "rows": [
                ["text": "Café", "match": ["start": 0, "end": 4], "kind": "prefix", "isAdded": false],
                ["text": "Cafeteria", "match": ["start": 0, "end": 4], "kind": "prefix", "isAdded": true],
                ["text": "Le café", "match": ["start": 3, "end": 7], "kind": "wordPrefix", "isAdded": false],
            ],
        ])
        let picked = try layout(#"{"suggestions": ["Swift", "SwiftUI"]}"#, events: """
            [{"type": "focus"}, {"type": "text", "text": "sw"}, {"type": "pickSuggestion", "index": 1}]
            """)
        #expect(picked["tags"] == [["id": "SwiftUI", "text": "SwiftUI"]])
        #expect(picked["draft"] == "")
    }

    @Test("the example file runs through the CLI")
    func example() throws {
        let outcome = try ToolProcess.run(["layout", "examples/field.json"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let output = try JSONParser.parse(outcome.standardOutput)
        #expect(output["tags"]?[element: 2]?["invalidReason"] == "longer than 12 characters")
        #expect(output["suggestions"]?["highlighted"] == 0)
    }

    @Test("layout --help documents the field keys and events")
    func help() throws {
        let outcome = try ToolProcess.run(["layout", "--help"])
        #expect(outcome.status == 0)
        for phrase in ["\"field\"", "delimiters", "maximumLength", "pickSuggestion", "moveCaret", "entryFrame", "repeat"] {
            #expect(outcome.standardOutput.contains(phrase), "help lacks \(phrase)")
        }
    }

    @Test("bad field documents end with the error at its path, exit 1", arguments: [
        (#"{"container": {"width": 300}, "tags": [], "field": {"delimiters": []}}"#,
         #"$.field.delimiters: an empty set of delimiters leaves nothing to end a tag with; give at least one (["return"] for Return only)"#),
        (#"{"container": {"width": 300}, "tags": [], "field": {}, "events": [{"type": "pickSuggestion", "index": 0}]}"#,
         "$.events[0].index: 0 is not a valid index: the collection is empty"),
        (#"{"container": {"width": 300}, "tags": [], "field": {}, "events": [{"type": "key", "key": "left", "time": 1}, {"type": "key", "key": "left", "time": 0}]}"#,
         "$.events[1].time: 0 is earlier than the previous event's time 1; event times must not decrease"),
    ])
    func errors(document: String, message: String) throws {
        let outcome = try ToolProcess.run(["layout"], input: document)
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == "error: " + message + "\n")
    }
}
