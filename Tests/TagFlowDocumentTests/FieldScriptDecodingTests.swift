import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON

@Suite("The tag field in layout documents: decoding")
struct FieldScriptDecodingTests {
    /// A document of one tag with `field` (and `extra`, say `"events": …`) spliced in.
    private static func document(_ field: String, _ extra: String = "") -> String {
        #"{"container": {"width": 300}, "tags": [{"text": "Swift"}], "field": \#(field)\#(extra.isEmpty ? "" : ", " + extra)}"#
    }

    private func script(_ field: String, _ extra: String = "") throws -> FieldScript? {
        try LayoutDocument(json: Self.document(field, extra)).field
    }

    private func error(_ field: String, _ extra: String = "") -> String? {
        documentError { () throws(TagFlowError) in try LayoutDocument(json: Self.document(field, extra)) }
    }

    @Test("an empty field takes every default, with the document's tag limit as its maximum count")
    func defaults() throws {
        let script = try #require(try script("{}"))
        var expected = TagCollectionOptions()
        expected.maximumCount = LayoutDocument.maximumTagCount
        #expect(script.options == expected)
        #expect(script.maximumLength == nil && script.suggestions == nil && script.events.isEmpty)
        #expect(try LayoutDocument(json: #"{"container": {"width": 1}, "tags": []}"#).field == nil)
    }

    @Test("reads every field key")
    func everyKey() throws {
        let script = try #require(try script("""
            {"delimiters": ["semicolon", "tab"], "commitsOnBlur": true, "duplicates": "exact", "maximumCount": 4,
             "maximumLength": 10, "addsInvalidTags": true, "invalidStyle": {"textColor": "#FF0000"},
             "tagStyle": {"cornerRadius": 3}, "suggestions": ["Swift", "Go"], "maximumSuggestions": 5,
             "marksAddedSuggestions": true, "placeholder": "Tags", "entryMinimumWidth": 60}
            """))
        #expect(script.options.delimiters == [.semicolon, .tab])
        #expect(script.options.commitsOnBlur && script.options.addsInvalidTags && script.options.marksAddedSuggestions)
        #expect(script.options.duplicates == .exact)
        #expect(script.options.maximumCount == 4 && script.options.maximumSuggestions == 5)
        #expect(script.options.invalidStyle?.textColor.description == "#FF0000")
        #expect(script.options.tagStyle.cornerRadius == 3)
        #expect(script.options.placeholder == "Tags" && script.options.entryMinimumWidth == 60)
        #expect(script.maximumLength == 10 && script.suggestions == [TagSuggestionGroup(["Swift", "Go"])])
        #expect(script.validate?("0123456789x") == "longer than 10 characters")
        #expect(script.validate?("0123456789") == nil)
    }

    @Test("reads every event type")
    func events() throws {
        let script = try #require(try script("{}", """
            "events": [{"type": "focus"}, {"type": "text", "text": "sw"}, {"type": "paste", "text": "a\\nb"},
              {"type": "key", "key": "backspace", "modifiers": ["control"], "repeat": true, "time": 1},
              {"type": "key", "key": "z", "time": 2}, {"type": "moveCaret", "offset": 1},
              {"type": "deleteText", "from": 0, "to": 2}, {"type": "pickSuggestion", "index": 0}, {"type": "tap", "x": 5, "y": 6, "time": 3}, {"type": "blur"}]
            """))
        #expect(script.events == [
            .field(.focus), .field(.text("sw")), .field(.paste("a\nb")),
            .field(.key(.backspace, modifiers: [.control], isRepeat: true, time: 1)), .field(.key(.z, time: 2)),
            .field(.moveCaret(to: 1)), .field(.deleteText(0..<2)), .field(.pickSuggestion(0)),
            .pointer(.tap(Point(x: 5, y: 6), time: 3)), .field(.blur),
        ])
        #expect(script.events[8].fieldEvents.count == 2)
    }

    @Test("bad field values are refused at their path", arguments: [
        (#"{"color": 1}"#, "$.field.color: unknown key; allowed keys: " + FieldScript.fieldKeys.joined(separator: ", ")),
        (#"{"delimiters": []}"#,
         #"$.field.delimiters: an empty set of delimiters leaves nothing to end a tag with; give at least one (["return"] for Return only)"#),
        (#"{"delimiters": ["comma", "comma"]}"#, "$.field.delimiters[1]: comma is given twice"),
        (#"{"delimiters": ["pipe"]}"#, #"$.field.delimiters[0]: "pipe" is not one of comma, return, semicolon, tab, newline, space"#),
        (#"{"delimiters": "comma"}"#, #"$.field.delimiters: expected an array, found the string "comma""#),
        (#"{"duplicates": "loose"}"#, #"$.field.duplicates: "loose" is not one of folded, exact, allowed"#),
        (#"{"maximumCount": -1}"#, "$.field.maximumCount: -1 is not ≥ 0"),
        (#"{"maximumCount": 100001}"#,
         "$.field.maximumCount: 100001 is more tags than a document may hold; give 0…100000, or leave it out for 100000"),
        (#"{"maximumLength": 0}"#, "$.field.maximumLength: 0 would make every tag invalid; give 1 or more, or null for no rule"),
        (#"{"maximumSuggestions": 2000000}"#,
         "$.field.maximumSuggestions: 2000000 is not allowed: the limit must be 0…1000000"),
        (#"{"commitsOnBlur": "yes"}"#, #"$.field.commitsOnBlur: expected a boolean, found the string "yes""#),
        (#"{"entryMinimumWidth": -3}"#, "$.field.entryMinimumWidth: -3 is not ≥ 0"),
        (#"{"suggestions": [1]}"#, "$.field.suggestions[0]: expected a string, found the number 1"),
        (#"{"suggestions": [{"group": "A", "suggestions": ["x"]}, {"group": "B", "items": []}]}"#,
         "$.field.suggestions[1].items: unknown key; allowed keys: group, suggestions"),
        (#"{"suggestions": [{"group": "A"}]}"#, #"$.field.suggestions[0]: missing required key "suggestions""#),
        (#"{"suggestions": [{"group": 3, "suggestions": []}]}"#, "$.field.suggestions[0].group: expected a string, found the number 3"),
        (#"{"suggestions": [{"group": "A", "suggestions": [true]}]}"#,
         "$.field.suggestions[0].suggestions[0]: expected a string, found true"),
        (#"{"suggestions": ["a"], "asynchronousSuggestions": true}"#,
         #"$.field.asynchronousSuggestions: a field's suggestions are a list or answered later, not both; leave out "suggestions" or this"#),
        (#"{"asynchronousSuggestions": 1}"#, "$.field.asynchronousSuggestions: expected a boolean, found the number 1"),
        (#"{"onlyKnownTags": "yes"}"#, #"$.field.onlyKnownTags: expected a boolean, found the string "yes""#),
        (#"{"placeholder": 5}"#, "$.field.placeholder: expected a string, found the number 5"),
        (#"{"invalidStyle": {"textColor": "red"}}"#, nil),
        ("[]", "$.field: expected an object, found an array"),
    ] as [(String, String?)])
    func badField(field: String, message: String?) {
        let error = error(field)
        #expect(error != nil)
        if let message { #expect(error == message) }
    }

    @Test("a suggestion list over its bound, and a suggestion too long, are refused")
    func suggestionBounds() throws {
        let many = "[" + Array(repeating: #""a""#, count: FieldScript.maximumSuggestionCount + 1).joined(separator: ",") + "]"
        #expect(error(#"{"suggestions": \#(many)}"#)
            == "$.field.suggestions: holds 100001 suggestions; a field may have at most 100000, as every keystroke ranks them all")
        let long = String(repeating: "x", count: FieldScript.maximumSuggestionLength + 1)
        #expect(error(#"{"suggestions": ["ok", "\#(long)"]}"#)
            == "$.field.suggestions[1]: is 1001 bytes long; a suggestion may be at most 1000 bytes (UTF-8)")
    }

    @Test("bad events are refused at their path", arguments: [
        (#"[{"type": "type"}]"#,
         #"$.events[0].type: "type" is not one of text, paste, key, focus, blur, moveCaret, deleteText, pickSuggestion, suggestions"#),
        (#"[{"type": "filter", "text": "a"}]"#,
         #"$.events[0].type: "filter" is a component's event; a tag field shows every tag in its order"#),
        (#"[{"type": "text"}]"#, #"$.events[0]: missing required key "text""#),
        (#"[{"type": "text", "text": 3}]"#, "$.events[0].text: expected a string, found the number 3"),
        (#"[{"type": "focus", "time": 0}]"#, "$.events[0].time: unknown key; allowed keys: type"),
        (#"[{"type": "key", "key": "f", "time": 0}]"#,
         #"$.events[0].key: "f" is not one of left, right, up, down, space, return, home, end, pageUp, pageDown, delete, backspace, a, contextMenu, tab, escape, z, c, x, v"#),
        (#"[{"type": "suggestions", "query": "s"}]"#, #"$.events[0]: missing required key "suggestions""#),
        (#"[{"type": "suggestions", "query": "s", "suggestions": [{"group": "A", "suggestions": ["x"]}, "y"]}]"#,
         #"$.events[0].suggestions[1]: expected a group {"group", "suggestions"}, as the first element is, found the string "y""#),
        (#"[{"type": "suggestions", "query": 1, "suggestions": []}]"#, "$.events[0].query: expected a string, found the number 1"),
        (#"[{"type": "key", "key": "left"}]"#, #"$.events[0]: missing required key "time""#),
        (#"[{"type": "key", "key": "left", "repeat": 1, "time": 0}]"#, "$.events[0].repeat: expected a boolean, found the number 1"),
        (#"[{"type": "key", "key": "left", "modifiers": ["shift", "shift"], "time": 0}]"#,
         "$.events[0].modifiers[1]: shift is given twice"),
        (#"[{"type": "moveCaret", "offset": -1}]"#, "$.events[0].offset: -1 is not ≥ 0"),
        (#"[{"type": "deleteText", "from": 3, "to": 1}]"#, #"$.events[0].to: 1 is less than "from", 3"#),
        (#"[{"type": "deleteText", "from": -1, "to": 1}]"#, "$.events[0].from: -1 is not ≥ 0"),
        (#"[{"type": "deleteText", "from": 0}]"#, #"$.events[0]: missing required key "to""#),
        (#"[{"type": "pickSuggestion"}]"#, #"$.events[0]: missing required key "index""#),
        (#"[{"type": "tap", "x": 1, "time": 0}]"#, #"$.events[0]: missing required key "y""#),
        (#"{}"#, "$.events: expected an array, found an object"),
    ])
    func badEvents(events: String, message: String) {
        #expect(error("{}", #""events": \#(events)"#) == message)
    }

    @Test("a field needs tags, refuses a component's filter, and bounds its text and its work")
    func documentBounds() throws {
        #expect(documentError { () throws(TagFlowError) in
            try LayoutDocument(json: #"{"container": {"width": 1}, "items": [], "field": {}}"#)
        } == #"$.field: only allowed with "tags" (a field makes text tags); give "tags": [] for an empty field"#)
        #expect(error("{}", #""component": {"filter": {"text": "s"}}"#)
            == #"$.component.filter: not allowed with "field": a tag field shows every tag in its order"#)
        #expect(try script("{}", #""component": {"removeButton": true}"#) != nil)
        let long = String(repeating: "x", count: TagText.maximumLength + 1)
        #expect(error("{}", #""events": [{"type": "paste", "text": "\#(long)"}]"#)?.hasPrefix("$.events[0].text: ") == true)
        let events = "[" + Array(repeating: #"{"type": "focus"}"#, count: 20_001).joined(separator: ",") + "]"
        let suggestions = "[" + Array(repeating: #""a""#, count: 10_000).joined(separator: ",") + "]"
        #expect(error(#"{"suggestions": \#(suggestions)}"#, #""events": \#(events)"#)
            == "$.events: holds 20001 events for up to 1 tags, 10000 suggestions and a draft of up to 0 characters; the events "
                + "times the tags, the suggestions and 4 a character of the draft may be at most 200000000, as each event may lay "
                + "every tag out again, rank every suggestion and walk the draft")
        // Keystrokes walk the draft they make: 10 001 of them, which make a draft of 5 000.
        let keys = "[" + Array(repeating: #"{"type": "text", "text": "a"}"#, count: 10_001).joined(separator: ",") + "]"
        #expect(error(#"{"maximumCount": 0}"#, #""events": \#(keys)"#)?.hasPrefix(
            "$.events: holds 10001 events for up to 1 tags, 0 suggestions and a draft of up to 5000 characters;") == true)
        let fewer = "[" + Array(repeating: #"{"type": "text", "text": "a"}"#, count: 9_999).joined(separator: ",") + "]"
        #expect(try script(#"{"maximumCount": 0}"#, #""events": \#(fewer)"#) != nil)
    }
}
