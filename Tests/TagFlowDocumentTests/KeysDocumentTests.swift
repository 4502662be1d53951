import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON

/// Issue 29 in the JSON contract, through the `tagflow` executable: keys with modifiers, a
/// required selection, disabled tags, context menus, filter and sort (at the start and as
/// events), the new callbacks, and what is refused.
@Suite("tagflow executable: keys, selection, disabled tags, filter and sort")
struct KeysDocumentTests {
    private func layout(_ document: String) throws -> JSONValue {
        let outcome = try ToolProcess.run(["layout", "-"], input: document)
        #expect(outcome.status == 0 && outcome.standardError == "", "\(outcome.standardError)")
        return try JSONParser.parse(outcome.standardOutput)
    }

    private func refusal(_ document: String) throws -> String {
        let outcome = try ToolProcess.run(["layout", "-"], input: document)
        #expect(outcome.status == 1 && outcome.standardOutput == "")
        return outcome.standardError
    }

    /// Eight items of 40 × 20 in a 200-wide container, 10 apart: two lines of four.
    private let items = #""container": {"width": 200}, "layout": {"horizontalSpacing": 10, "verticalSpacing": 10}, "items": [{"width": 40, "height": 20}, {"width": 40, "height": 20}, {"width": 40, "height": 20}, {"width": 40, "height": 20}, {"width": 40, "height": 20}, {"width": 40, "height": 20}, {"width": 40, "height": 20}, {"width": 40, "height": 20}]"#

    @Test("Shift+→ extends, Control+A selects up to the limit, Delete removes and focus goes on")
    func keys() throws {
        let output = try layout("""
            {\(items), "component": {"selection": {"mode": "multiple", "limit": 4, "minimum": 1}, "removeButton": true},
             "events": [{"type": "key", "key": "right", "time": 0},
                        {"type": "key", "key": "right", "modifiers": ["shift"], "time": 1},
                        {"type": "key", "key": "a", "modifiers": ["control"], "time": 2},
                        {"type": "key", "key": "delete", "time": 3},
                        {"type": "key", "key": "a", "modifiers": ["control", "shift"], "time": 4}]}
            """)
        #expect(output["callbacks"] == [
            ["name": "didChangeFocus", "arguments": ["index": 0, "input": 0]],
            ["name": "didChangeFocus", "arguments": ["index": 1, "input": 1]],
            ["name": "didChangeSelection", "arguments": ["selected": [0, 1], "deselected": []]],
            ["name": "didChangeSelection", "arguments": ["selected": [2, 3], "deselected": []]],
            ["name": "didRefuseSelectForLimit", "arguments": ["inputs": [4, 5, 6, 7], "limit": 4]],
            ["name": "didDelete", "arguments": ["index": 1, "input": 1]],
            ["name": "didChangeFocus", "arguments": ["index": 1, "input": 2]],
            ["name": "didChangeSelection", "arguments": ["selected": [], "deselected": [0, 3]]],
            ["name": "didRefuseDeselectForMinimum", "arguments": ["inputs": [2], "minimum": 1]],
        ])
        #expect(output["selected"] == [2])
        #expect(output["order"] == [0, 2, 3, 4, 5, 6, 7])
        #expect(output["shown"] == nil)  // no filter or sort: no such member
    }

    @Test("return activates, a secondary click and a long press ask for a context menu, a double tap activates")
    func activationAndMenus() throws {
        let output = try layout("""
            {\(items), "component": {"selection": {"mode": "single", "minimum": 1, "followsFocus": true}},
             "events": [{"type": "key", "key": "right", "time": 0}, {"type": "key", "key": "return", "time": 1},
                        {"type": "secondaryClick", "x": 70, "y": 10, "time": 2},
                        {"type": "down", "x": 120, "y": 10, "time": 3}, {"type": "tick", "time": 3.5}, {"type": "up", "x": 120, "y": 10, "time": 4},
                        {"type": "tap", "x": 170, "y": 10, "time": 5}, {"type": "tap", "x": 170, "y": 10, "time": 5.2}]}
            """)
        #expect(output["callbacks"] == [
            ["name": "didChangeFocus", "arguments": ["index": 0, "input": 0]],
            ["name": "didChangeSelection", "arguments": ["selected": [0], "deselected": []]],
            ["name": "didActivate", "arguments": ["index": 0, "input": 0]],
            ["name": "didRequestContextMenu", "arguments": ["index": 1, "input": 1, "x": 70, "y": 10]],
            ["name": "didRequestContextMenu", "arguments": ["index": 2, "input": 2, "x": 120, "y": 10]],
            ["name": "didDeselectReplaced", "arguments": ["index": 0, "input": 0]],
            ["name": "didTap", "arguments": ["index": 3, "input": 3, "selected": true]],
            ["name": "didTapAnywhere", "arguments": ["x": 170, "y": 10]],
            ["name": "didActivate", "arguments": ["index": 3, "input": 3]],
            ["name": "didTapAnywhere", "arguments": ["x": 170, "y": 10]],
        ])
        #expect(output["selected"] == [3])
    }

    @Test("a filter and a sort order: what shows, at what positions, the rest hidden and kept")
    func filterAndSort() throws {
        let output = try layout("""
            {"container": {"width": 400}, "component": {"filter": {"text": "a"}, "sort": {"by": "text", "order": "descending"}},
             "tags": [{"text": "Swift"}, {"text": "Pango", "selected": true}, {"text": "Cairo"}, {"text": "GTK"}, {"text": "Wayland", "disabled": true}],
             "events": [{"type": "key", "key": "home", "time": 0}, {"type": "key", "key": "right", "time": 1},
                        {"type": "sort"}, {"type": "filter", "text": "an"}]}
            """)
        // "a", Z to A, shows Wayland (disabled), Pango, Cairo: Home passes over Wayland to Pango, →
        // goes to Cairo. Then the sort is cleared and "an" keeps Pango and Wayland: focus on the
        // left-out Cairo goes back to Pango, past the disabled Wayland.
        #expect(output["callbacks"] == [
            ["name": "didChangeFocus", "arguments": ["index": 1, "input": 1]],
            ["name": "didChangeFocus", "arguments": ["index": 2, "input": 2]],
            ["name": "didChangeFocus", "arguments": ["index": 1, "input": 1]],
        ])
        #expect(output["shown"] == [1, 4])
        #expect(output["lines"] == [[1, 4]])
        #expect(output["focused"] == 1)
        #expect(output["selected"] == [1])
        #expect(output["order"] == [0, 1, 2, 3, 4])  // the collection keeps every tag, in its order
        #expect(output["frames"]?[element: 0] == ["x": 0, "y": 0, "width": 0, "height": 0, "hidden": true])
        let sorted = try layout(#"{"container": {"width": 400}, "component": {"sort": {"by": "selected"}}, "tags": [{"text": "A"}, {"text": "B", "selected": true}]}"#)
        #expect(sorted["shown"] == [1, 0] && sorted["lines"] == [[1, 0]])
    }

    @Test("a filter on a collection being dragged cancels the drag; disabled and disabledStyle are tag keys")
    func filterDuringADragAndDisabledTags() throws {
        let output = try layout("""
            {"container": {"width": 400}, "component": {"reordering": true},
             "tags": [{"text": "Swift"}, {"text": "Linux", "disabled": true, "disabledStyle": {"padding": {"width": 40}}}, {"text": "GTK"}],
             "events": [{"type": "down", "x": 10, "y": 10, "time": 0}, {"type": "tick", "time": 0.4},
                        {"type": "move", "x": 300, "y": 10, "time": 0.5}, {"type": "filter", "text": "t"},
                        {"type": "up", "x": 300, "y": 10, "time": 0.6}]}
            """)
        #expect(output["callbacks"] == [
            ["name": "didBeginDrag", "arguments": ["index": 0, "input": 0]],
            ["name": "didCancelDrag", "arguments": ["index": 0, "input": 0]],
        ])
        #expect(output["order"] == [0, 1, 2])
        #expect(output["shown"] == [0, 2])
        let plain = try layout(#"{"container": {"width": 400}, "component": {}, "tags": [{"text": "Linux"}]}"#)
        let disabled = try layout(#"{"container": {"width": 400}, "component": {}, "tags": [{"text": "Linux", "disabled": true, "disabledStyle": {"padding": {"width": 40}}}]}"#)
        #expect(try #require(number(disabled["frames"]?[element: 0]?["width"])) == (try #require(number(plain["frames"]?[element: 0]?["width"]))) + 26)
    }

    @Test("contradictory options and bad keys are refused with the path and what is allowed")
    func refusals() throws {
        let cases: [(String, String)] = [
            (#""component": {"selection": {"mode": "multiple", "limit": 2, "minimum": 3}}"#,
             "$.component.selection.minimum: a minimum of 3 is not allowed: the minimum must be at most the selection limit of 2"),
            (#""component": {"selection": {"mode": "single", "minimum": 2}}"#,
             "$.component.selection.minimum: a minimum of 2 is not allowed: single selection keeps one tag at most, so the minimum must be 0 or 1"),
            (#""component": {"selection": {"mode": "none", "minimum": 1}}"#,
             "$.component.selection.minimum: a minimum of 1 is not allowed: selection mode none selects nothing, so the minimum must be 0"),
            (#""component": {"selection": {"followsFocus": true}}"#,
             "$.component.selection.followsFocus: selection follows focus only with single selection (the selection mode is multiple)"),
            (#""component": {"selection": {"minimum": -1}}"#, "$.component.selection.minimum: -1 is not ≥ 0"),
            (#""component": {"sort": {"by": "size"}}"#, #"$.component.sort.by: "size" is not one of text, selected"#),
            (#""component": {"filter": {"text": 3}}"#, "$.component.filter.text: expected a string, found the number 3"),
            (#""component": {"doubleTapInterval": -1}"#, "$.component.doubleTapInterval: -1 is not ≥ 0"),
            (#""events": [{"type": "key", "key": "a", "modifiers": ["control", "control"], "time": 0}]"#,
             "$.events[0].modifiers[1]: control is given twice"),
            (#""events": [{"type": "key", "key": "a", "modifiers": ["meta"], "time": 0}]"#,
             #"$.events[0].modifiers[0]: "meta" is not one of shift, control, alt"#),
            (#""events": [{"type": "sort", "order": "descending"}]"#, #"$.events[0]: missing required key "by""#),
            (#""events": [{"type": "secondaryClick", "x": 1, "time": 0}]"#, #"$.events[0]: missing required key "y""#),
            (#""tags": [{"text": "a", "disabled": "yes"}]"#, #"$.tags[0].disabled: expected a boolean, found the string "yes""#),
        ]
        for (part, message) in cases {
            let document = part.hasPrefix(#""tags""#) ? #"{"container": {"width": 200}, "component": {}, \#(part)}"#
                : #"{"container": {"width": 200}, "items": [], \#(part)}"#
            #expect(try refusal(document) == "error: " + message + "\n", "\(part)")
        }
    }

    private func number(_ value: JSONValue?) -> Double? {
        if case .number(let n)? = value { return n }
        return nil
    }
}
