import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON

/// Issue 39's keys in the JSON contract: the line limit's chip reached and used from the keys
/// (and `focusedIndicator` in the output), a Shift range after Delete, a required selection
/// surviving Delete, and Alt moving the last tag shown — left to right and right to left.
@Suite("The chip and the keys in documents")
struct ChipKeysDocumentTests {
    /// Every character 10 pt wide, lines 20 pt high (`RoundMeasurer`).
    private let command = LayoutCommand(measurers: TextMeasurerProvider(measurer: RoundMeasurer()))

    /// Six tags of 30 pt, two to a line in 100 pt, two lines: `aaa bbb / ccc ddd +2`, with the
    /// "+2" chip (20 pt, no padding) after ddd; `rtl` mirrors it.
    private func run(_ keys: [(String, [String])], rtl: Bool = false, component: String = "{}") throws -> JSONValue {
        let events = keys.enumerated().map { i, key in
            let modifiers = key.1.isEmpty ? "" : #", "modifiers": [\#(key.1.map { "\"\($0)\"" }.joined(separator: ", "))]"#
            return #"{"type": "key", "key": "\#(key.0)"\#(modifiers), "time": \#(i)}"#
        }
        let document = OverflowChipDocumentTests.document(
            chip: #"{"style": {"padding": {"width": 0, "height": 0}}}"#,
            layout: rtl ? #", "layoutDirection": "rightToLeft""# : "",
            extra: #", "component": \#(component), "events": [\#(events.joined(separator: ", "))]"#)
        return try JSONValue(parsing: command.run(document))
    }

    @Test("End focuses the chip: focused is null and focusedIndicator says overflow")
    func endFocusesTheChip() throws {
        let output = try run([("end", [])])
        #expect(output["overflow"] == ["hiddenCount": 2, "frame": ["x": 80, "y": 30, "width": 20, "height": 20], "text": "+2"])
        #expect(output["callbacks"] == [["name": "didFocusOverflowIndicator", "arguments": ["hiddenCount": 2]]])
        #expect(output["focused"] == .null)
        #expect(output["focusedIndicator"] == "overflow")
        // Focus on a tag: no such member, as before.
        let tag = try run([("home", [])])
        #expect(tag["focused"] == 0 && tag["focusedIndicator"] == nil)
    }

    @Test("Return on the chip expands and focuses the first tag it stood for; Space on less collapses")
    func returnAndSpace() throws {
        let expanded = try run([("home", []), ("end", []), ("return", [])])
        #expect(expanded["callbacks"] == [
            ["name": "didChangeFocus", "arguments": ["index": 0, "input": 0]],
            ["name": "didFocusOverflowIndicator", "arguments": ["hiddenCount": 2]],
            ["name": "didTapOverflowIndicator", "arguments": ["hiddenCount": 2]],
            ["name": "didExpand", "arguments": [:]],
            ["name": "didChangeFocus", "arguments": ["index": 4, "input": 4]],
        ])
        #expect(expanded["focused"] == 4 && expanded["focusedIndicator"] == nil)
        #expect(expanded["lines"] == [[0, 1], [2, 3], [4, 5], []])
        let less = try run([("end", []), ("return", []), ("end", [])])
        #expect(less["focusedIndicator"] == "collapseIndicator")
        #expect(less["collapseIndicator"]?["frame"] == ["x": 0, "y": 90, "width": 90, "height": 20])
        let collapsed = try run([("end", []), ("return", []), ("end", []), ("space", [])])
        if case .array(let callbacks)? = collapsed["callbacks"] {
            #expect(Array(callbacks.suffix(3)) == [
                ["name": "didTapCollapseIndicator", "arguments": [:]],
                ["name": "didCollapse", "arguments": [:]],
                ["name": "didFocusOverflowIndicator", "arguments": ["hiddenCount": 2]],
            ])
        } else {
            Issue.record("no callbacks: \(collapsed)")
        }
        #expect(collapsed["focusedIndicator"] == "overflow" && collapsed["overflow"]?["hiddenCount"] == 2)
    }

    @Test("right to left: the chip at the left end, reached by ←, left by →")
    func rightToLeft() throws {
        let output = try run([("home", []), ("left", []), ("left", []), ("left", []), ("left", [])], rtl: true)
        #expect(output["overflow"]?["frame"] == ["x": 0, "y": 30, "width": 20, "height": 20])
        #expect(output["focusedIndicator"] == "overflow")
        let back = try run([("end", []), ("right", [])], rtl: true)
        #expect(back["focused"] == 3 && back["focusedIndicator"] == nil)
    }

    @Test("Delete keeps a required selection on the next tag, and Shift+→ then starts at the focused tag")
    func deleteThenShift() throws {
        let output = try run(
            [("right", []), ("right", []), ("delete", []), ("right", ["shift"])],
            component: #"{"selection": {"mode": "multiple", "minimum": 1}, "dragToDelete": true}"#)
        // → focuses aaa, then bbb; without a selection, the minimum asks for nothing on Delete.
        #expect(output["callbacks"] == [
            ["name": "didChangeFocus", "arguments": ["index": 0, "input": 0]],
            ["name": "didChangeFocus", "arguments": ["index": 1, "input": 1]],
            ["name": "didDelete", "arguments": ["index": 1, "input": 1]],
            ["name": "didChangeFocus", "arguments": ["index": 1, "input": 2]],
            ["name": "didChangeFocus", "arguments": ["index": 2, "input": 3]],
            ["name": "didChangeSelection", "arguments": ["selected": [2, 3], "deselected": []]],
        ])
        let required = try run(
            [("right", []), ("space", []), ("delete", [])],
            component: #"{"selection": {"mode": "single", "minimum": 1}, "dragToDelete": true}"#)
        #expect(required["callbacks"] == [
            ["name": "didChangeFocus", "arguments": ["index": 0, "input": 0]],
            ["name": "didTap", "arguments": ["index": 0, "input": 0, "selected": true]],
            ["name": "didDelete", "arguments": ["index": 0, "input": 0]],
            ["name": "didChangeSelection", "arguments": ["selected": [1], "deselected": []]],
            ["name": "didChangeFocus", "arguments": ["index": 0, "input": 1]],
        ])
        #expect(required["selected"] == [1] && required["order"] == [1, 2, 3, 4, 5])
    }

    @Test("Alt+→ on the last tag shown expands and keeps it focused")
    func altMove() throws {
        let output = try run([("end", []), ("left", []), ("right", ["alt"])], component: #"{"reordering": true}"#)
        #expect(output["callbacks"] == [
            ["name": "didFocusOverflowIndicator", "arguments": ["hiddenCount": 2]],
            ["name": "didChangeFocus", "arguments": ["index": 3, "input": 3]],
            ["name": "didMove", "arguments": ["input": 3, "from": 3, "to": 4]],
            ["name": "didExpand", "arguments": [:]],
        ])
        #expect(output["focused"] == 3 && output["order"] == [0, 1, 2, 4, 3, 5])
        #expect(output["frames"]?[element: 3]?["hidden"] == false)
    }
}
