import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON

/// Documents with a component and events, and what `tagflow layout` answers, shared with the
/// end-to-end tests.
enum ComponentSamples {
    /// Three items on one line (0 at x 0, 1 at x 48, 2 at x 96), tap the first.
    static let tap = #"{"container":{"width":200},"items":[{"width":40,"height":20},{"width":40,"height":20},{"width":40,"height":20}],"events":[{"type":"tap","x":10,"y":10,"time":0}]}"#
    static let tapOutput = #"{"contentSize":{"width":200,"height":20},"fittingSize":{"width":136,"height":20},"lineCount":1,"lines":[[0,1,2]],"frames":[{"x":0,"y":0,"width":40,"height":20,"hidden":false},{"x":48,"y":0,"width":40,"height":20,"hidden":false},{"x":96,"y":0,"width":40,"height":20,"hidden":false}],"order":[0,1,2],"selected":[0],"focused":null,"callbacks":[{"name":"didTap","arguments":{"index":0,"input":0,"selected":true}},{"name":"didTapAnywhere","arguments":{"x":10,"y":10}}]}"#
}

@Suite("Component and events in tagflow layout, in process")
struct ComponentLayoutTests {
    private let command = LayoutCommand(measurers: pangoMeasurers)
    private let fakeCommand = LayoutCommand(measurers: TextMeasurerProvider(measurer: RoundMeasurer()))

    /// Three items 40 × 20 on one line of a 200-wide container, 10 apart: centres at x 20, 70, 120.
    private static let threeItems = #""container": {"width": 200}, "layout": {"horizontalSpacing": 10}, "items": [{"width": 40, "height": 20}, {"width": 40, "height": 20}, {"width": 40, "height": 20}]"#

    private func run(_ json: String) throws -> JSONValue {
        try JSONParser.parse(command.run(json))
    }

    private func names(_ output: JSONValue) -> [String] {
        guard case .array(let callbacks)? = output["callbacks"] else { return [] }
        return callbacks.compactMap { if case .string(let name)? = $0["name"] { name } else { nil } }
    }

    @Test("a tap selects: the exact output, members after the plain ones")
    func tapSelects() throws {
        #expect(try command.run(ComponentSamples.tap) == ComponentSamples.tapOutput)
    }

    @Test("the example of docs/cli.md: tap, reorder, delete, keyboard, limit")
    func documentedExample() throws {
        let input = #"{"container":{"width":200,"height":120},"layout":{"horizontalSpacing":10},"component":{"selection":{"mode":"multiple","limit":2},"reordering":true,"dragToDelete":true,"deleteZone":{"x":0,"y":90,"width":200,"height":30}},"items":[{"width":40,"height":20},{"width":40,"height":20},{"width":40,"height":20},{"width":40,"height":20}],"events":[{"type":"tap","x":20,"y":10,"time":0},{"type":"down","x":70,"y":10,"time":1},{"type":"tick","time":1.35},{"type":"move","x":125,"y":10,"time":1.5},{"type":"up","x":125,"y":10,"time":1.6},{"type":"down","x":170,"y":10,"time":2},{"type":"tick","time":2.4},{"type":"move","x":100,"y":100,"time":2.5},{"type":"up","x":100,"y":100,"time":2.6},{"type":"key","key":"right","time":3},{"type":"key","key":"right","time":3.1},{"type":"key","key":"space","time":3.2},{"type":"tap","x":120,"y":10,"time":4}]}"#
        #expect(try command.run(input) == #"{"contentSize":{"width":200,"height":20},"fittingSize":{"width":140,"height":20},"lineCount":1,"lines":[[0,2,1]],"frames":[{"x":0,"y":0,"width":40,"height":20,"hidden":false},{"x":100,"y":0,"width":40,"height":20,"hidden":false},{"x":50,"y":0,"width":40,"height":20,"hidden":false},null],"order":[0,2,1],"selected":[0,2],"focused":2,"callbacks":[{"name":"didTap","arguments":{"index":0,"input":0,"selected":true}},{"name":"didTapAnywhere","arguments":{"x":20,"y":10}},{"name":"didBeginDrag","arguments":{"index":1,"input":1}},{"name":"didMove","arguments":{"input":1,"from":1,"to":2}},{"name":"didEndDrag","arguments":{"index":2,"input":1}},{"name":"didBeginDrag","arguments":{"index":3,"input":3}},{"name":"didChangeDeleteZoneHighlight","arguments":{"highlighted":true}},{"name":"didDelete","arguments":{"index":3,"input":3}},{"name":"didEndDrag","arguments":{"index":null,"input":3}},{"name":"didChangeFocus","arguments":{"index":0,"input":0}},{"name":"didChangeFocus","arguments":{"index":1,"input":2}},{"name":"didTap","arguments":{"index":1,"input":2,"selected":true}},{"name":"didRefuseTapForLimit","arguments":{"index":2,"input":1,"limit":2}},{"name":"didTapAnywhere","arguments":{"x":120,"y":10}}]}"#)
    }

    @Test("control c copies the focused tag (didCopy: its input and text); control v takes no paste in a document")
    func copyReportsTheTags() throws {
        let output = try run(
            #"{"container":{"width":300},"component":{},"tags":[{"text":"Swift"},{"text":"Linux"}],"events":[{"type":"key","key":"right","time":0},{"type":"key","key":"right","time":0.1},{"type":"key","key":"c","modifiers":["control"],"time":0.2},{"type":"key","key":"v","modifiers":["control"],"time":0.3}]}"#)
        guard case .array(let callbacks)? = output["callbacks"] else {
            Issue.record("no callbacks")
            return
        }
        #expect(names(output) == ["didChangeFocus", "didChangeFocus", "didCopy"])
        #expect(callbacks.last == ["name": "didCopy", "arguments": ["inputs": [1], "text": "Linux"]])
    }

    @Test("the extra members appear only with a component or events key")
    func extraMembersOnlyWithAScript() throws {
        let plain = #"{"container": {"width": 200}, "items": [{"width": 40, "height": 20}]}"#
        #expect(try run(plain)["order"] == nil)
        #expect(try run(plain)["callbacks"] == nil)
        let withComponent = #"{"container": {"width": 200}, "component": {}, "items": [{"width": 40, "height": 20}]}"#
        let output = try run(withComponent)
        #expect(output["order"] == [0])
        #expect(output["selected"] == [])
        #expect(output["focused"] == .null)
        #expect(output["callbacks"] == [])
        // Apart from the extra members, the output is the plain one.
        guard case .object(let members) = output else { Issue.record("not an object"); return }
        #expect(JSONValue.object(Array(members.prefix(5))) == (try run(plain)))
    }

    @Test("a second tap deselects; taps on blank space and the overflow chip are reported")
    func tapsEverywhere() throws {
        let output = try run("""
            {"container": {"width": 100}, "layout": {"horizontalSpacing": 10, "numberOfLines": 1,
              "overflowIndicator": {"width": 20, "height": 20}},
             "items": [{"width": 40, "height": 20}, {"width": 40, "height": 20}, {"width": 40, "height": 20}],
             "events": [{"type": "tap", "x": 5, "y": 5, "time": 0}, {"type": "tap", "x": 5, "y": 5, "time": 1},
                        {"type": "tap", "x": 60, "y": 5, "time": 2}, {"type": "tap", "x": 5, "y": 50, "time": 3}]}
            """)
        #expect(output["lines"] == [[0]])
        #expect(output["selected"] == [])
        #expect(output["callbacks"] == [
            ["name": "didTap", "arguments": ["index": 0, "input": 0, "selected": true]],
            ["name": "didTapAnywhere", "arguments": ["x": 5, "y": 5]],
            ["name": "didTap", "arguments": ["index": 0, "input": 0, "selected": false]],
            ["name": "didTapAnywhere", "arguments": ["x": 5, "y": 5]],
            ["name": "didTapOverflowIndicator", "arguments": ["hiddenCount": 2]],
            ["name": "didTapAnywhere", "arguments": ["x": 60, "y": 5]],
            ["name": "didTapBlank", "arguments": ["x": 5, "y": 50]],
            ["name": "didTapAnywhere", "arguments": ["x": 5, "y": 50]],
        ])
    }

    @Test("a tap past the selection limit is refused and reported")
    func limitRefusal() throws {
        let output = try run("""
            {\(Self.threeItems), "component": {"selection": {"mode": "multiple", "limit": 2}},
             "events": [{"type": "tap", "x": 20, "y": 10, "time": 0}, {"type": "tap", "x": 70, "y": 10, "time": 0},
                        {"type": "tap", "x": 120, "y": 10, "time": 0.5}]}
            """)
        #expect(output["selected"] == [0, 1])
        #expect(names(output) == [
            "didTap", "didTapAnywhere", "didTap", "didTapAnywhere", "didRefuseTapForLimit", "didTapAnywhere",
        ])
        #expect(output["callbacks"]?[element: 4] == ["name": "didRefuseTapForLimit", "arguments": ["index": 2, "input": 2, "limit": 2]])
    }

    @Test("single selection replaces the choice; none selects nothing")
    func singleAndNone() throws {
        let single = try run("""
            {\(Self.threeItems), "component": {"selection": {"mode": "single"}},
             "events": [{"type": "tap", "x": 20, "y": 10, "time": 0}, {"type": "tap", "x": 120, "y": 10, "time": 0}]}
            """)
        #expect(single["selected"] == [2])
        #expect(names(single) == ["didTap", "didTapAnywhere", "didDeselectReplaced", "didTap", "didTapAnywhere"])
        let none = try run("""
            {\(Self.threeItems), "component": {"selection": {"mode": "none"}},
             "events": [{"type": "tap", "x": 20, "y": 10, "time": 0}]}
            """)
        #expect(none["selected"] == [])
        #expect(none["callbacks"]?[element: 0] == ["name": "didTap", "arguments": ["index": 0, "input": 0, "selected": false]])
    }

    @Test("a swipe selects the tags it crosses, once each, within the limit")
    func swipe() throws {
        let output = try run("""
            {\(Self.threeItems), "component": {"swipeSelection": true, "selection": {"limit": 2}},
             "events": [{"type": "down", "x": 20, "y": 10, "time": 0}, {"type": "move", "x": 75, "y": 10, "time": 0.05},
                        {"type": "move", "x": 130, "y": 12, "time": 0.1}, {"type": "move", "x": 20, "y": 12, "time": 0.15},
                        {"type": "up", "x": 20, "y": 12, "time": 0.2}]}
            """)
        #expect(output["selected"] == [0, 1])
        #expect(output["callbacks"] == [
            ["name": "didSwipeSelect", "arguments": ["index": 0, "input": 0]],
            ["name": "didSwipeSelect", "arguments": ["index": 1, "input": 1]],
            ["name": "didRefuseSwipeForLimit", "arguments": ["index": 2, "input": 2, "limit": 2]],
        ])
        // Without swipeSelection the same path is ignored.
        let off = try run("""
            {\(Self.threeItems), "events": [{"type": "down", "x": 20, "y": 10, "time": 0},
              {"type": "move", "x": 130, "y": 10, "time": 0.1}, {"type": "up", "x": 130, "y": 10, "time": 0.2}]}
            """)
        #expect(off["selected"] == [])
        #expect(off["callbacks"] == [])
    }

    @Test("a long press held with a tick lifts the tag; dragging reorders live; one didMove at the drop")
    func longPressReorder() throws {
        let output = try run("""
            {\(Self.threeItems), "component": {"reordering": true, "longPressDuration": 0.5},
             "events": [{"type": "down", "x": 20, "y": 10, "time": 0}, {"type": "tick", "time": 0.5},
                        {"type": "move", "x": 70, "y": 10, "time": 0.6}, {"type": "move", "x": 125, "y": 10, "time": 0.7},
                        {"type": "up", "x": 125, "y": 10, "time": 0.8}]}
            """)
        #expect(output["order"] == [1, 2, 0])
        #expect(output["lines"] == [[1, 2, 0]])
        // Frames stay in input order: tag 0 now sits last.
        #expect(output["frames"] == [
            ["x": 100, "y": 0, "width": 40, "height": 20, "hidden": false],
            ["x": 0, "y": 0, "width": 40, "height": 20, "hidden": false],
            ["x": 50, "y": 0, "width": 40, "height": 20, "hidden": false],
        ])
        #expect(output["callbacks"] == [
            ["name": "didBeginDrag", "arguments": ["index": 0, "input": 0]],
            ["name": "didMove", "arguments": ["input": 0, "from": 0, "to": 2]],
            ["name": "didEndDrag", "arguments": ["index": 2, "input": 0]],
        ])
        #expect(output["selected"] == [])
    }

    @Test("a short press is a tap; wandering first rules out a long press; the first event at the threshold lifts")
    func longPressTiming() throws {
        let short = try run("""
            {\(Self.threeItems), "component": {"reordering": true},
             "events": [{"type": "down", "x": 20, "y": 10, "time": 0}, {"type": "up", "x": 21, "y": 10, "time": 0.2}]}
            """)
        #expect(short["selected"] == [0])
        #expect(names(short) == ["didTap", "didTapAnywhere"])
        let wandered = try run("""
            {\(Self.threeItems), "component": {"reordering": true},
             "events": [{"type": "down", "x": 20, "y": 10, "time": 0}, {"type": "move", "x": 70, "y": 10, "time": 0.2},
                        {"type": "tick", "time": 1}, {"type": "up", "x": 70, "y": 10, "time": 1.1}]}
            """)
        #expect(wandered["order"] == [0, 1, 2])
        #expect(wandered["callbacks"] == [])
        // No tick: the move at 0.4 s reaches the 0.35 s threshold, lifts the tag where the pointer
        // was, then drags it onto tag 1.
        let viaMove = try run("""
            {\(Self.threeItems), "component": {"reordering": true},
             "events": [{"type": "down", "x": 20, "y": 10, "time": 0}, {"type": "move", "x": 70, "y": 10, "time": 0.4},
                        {"type": "up", "x": 70, "y": 10, "time": 0.5}]}
            """)
        #expect(viaMove["order"] == [1, 0, 2])
        #expect(names(viaMove) == ["didBeginDrag", "didMove", "didEndDrag"])
        // An up at the threshold is a lift and a drop in place, not a tap.
        let held = try run("""
            {\(Self.threeItems), "component": {"reordering": true},
             "events": [{"type": "down", "x": 20, "y": 10, "time": 0}, {"type": "up", "x": 20, "y": 10, "time": 0.35}]}
            """)
        #expect(held["selected"] == [])
        #expect(held["callbacks"] == [
            ["name": "didBeginDrag", "arguments": ["index": 0, "input": 0]],
            ["name": "didEndDrag", "arguments": ["index": 0, "input": 0]],
        ])
    }

    @Test("cancel during a drag restores the order")
    func cancelRestores() throws {
        let output = try run("""
            {\(Self.threeItems), "component": {"reordering": true},
             "events": [{"type": "down", "x": 20, "y": 10, "time": 0}, {"type": "tick", "time": 1},
                        {"type": "move", "x": 120, "y": 10, "time": 1.1}, {"type": "cancel", "time": 1.2},
                        {"type": "up", "x": 120, "y": 10, "time": 1.3}]}
            """)
        #expect(output["order"] == [0, 1, 2])
        #expect(names(output) == ["didBeginDrag", "didCancelDrag"])
    }

    @Test("a drag that has not been dropped shows its live order")
    func dragUnderWay() throws {
        let output = try run("""
            {\(Self.threeItems), "component": {"reordering": true},
             "events": [{"type": "down", "x": 20, "y": 10, "time": 0}, {"type": "tick", "time": 1},
                        {"type": "move", "x": 70, "y": 10, "time": 1.1}]}
            """)
        #expect(output["order"] == [1, 0, 2])
        #expect(names(output) == ["didBeginDrag"])
    }

    @Test("a drop in the delete zone removes the tag: its frame is null and order leaves it out")
    func dropInDeleteZone() throws {
        let output = try run("""
            {"container": {"width": 200, "height": 100}, "layout": {"horizontalSpacing": 10},
             "items": [{"width": 40, "height": 20}, {"width": 40, "height": 20}, {"width": 40, "height": 20}],
             "component": {"dragToDelete": true, "reordering": true, "deleteZone": {"x": 0, "y": 70, "width": 200, "height": 30}},
             "events": [{"type": "down", "x": 70, "y": 10, "time": 0}, {"type": "tick", "time": 0.35},
                        {"type": "move", "x": 70, "y": 80, "time": 0.5}, {"type": "up", "x": 70, "y": 85, "time": 0.6},
                        {"type": "tap", "x": 60, "y": 10, "time": 1}]}
            """)
        #expect(output["order"] == [0, 2])
        #expect(output["lines"] == [[0, 2]])
        #expect(output["frames"] == [
            ["x": 0, "y": 0, "width": 40, "height": 20, "hidden": false],
            nil,
            ["x": 50, "y": 0, "width": 40, "height": 20, "hidden": false],
        ])
        #expect(output["fittingSize"] == ["width": 90, "height": 20])
        // The tap after the delete hits tag 2, now at index 1.
        #expect(output["selected"] == [2])
        #expect(output["callbacks"] == [
            ["name": "didBeginDrag", "arguments": ["index": 1, "input": 1]],
            ["name": "didChangeDeleteZoneHighlight", "arguments": ["highlighted": true]],
            ["name": "didDelete", "arguments": ["index": 1, "input": 1]],
            ["name": "didEndDrag", "arguments": ["index": nil, "input": 1]],
            ["name": "didTap", "arguments": ["index": 1, "input": 2, "selected": true]],
            ["name": "didTapAnywhere", "arguments": ["x": 60, "y": 10]],
        ])
    }

    @Test("the default delete zone is a band along the bottom of the container's height")
    func defaultDeleteZone() throws {
        let output = try run("""
            {"container": {"width": 200, "height": 200}, "items": [{"width": 40, "height": 20}],
             "component": {"dragToDelete": true},
             "events": [{"type": "down", "x": 20, "y": 10, "time": 0}, {"type": "tick", "time": 0.35},
                        {"type": "move", "x": 100, "y": 170, "time": 0.5}, {"type": "up", "x": 100, "y": 170, "time": 0.6}]}
            """)
        #expect(output["order"] == [])
        #expect(output["frames"] == [nil])
        #expect(output["lines"] == [])
        #expect(output["contentSize"] == ["width": 200, "height": 0])
    }

    @Test("arrow keys move focus by geometry; space toggles the focused tag, return activates it; focus scrolls into view")
    func keyboardFocus() throws {
        // Two lines of two (100 wide, 40-wide items, 10 apart), a 30-high viewport.
        let output = try run("""
            {"container": {"width": 100, "height": 30}, "layout": {"horizontalSpacing": 10, "verticalSpacing": 10},
             "items": [{"width": 40, "height": 20}, {"width": 40, "height": 20}, {"width": 40, "height": 20}, {"width": 40, "height": 20}],
             "events": [{"type": "key", "key": "right", "time": 0}, {"type": "key", "key": "right", "time": 0},
                        {"type": "key", "key": "down", "time": 0}, {"type": "key", "key": "space", "time": 1},
                        {"type": "key", "key": "left", "time": 2}, {"type": "key", "key": "space", "time": 2},
                        {"type": "key", "key": "return", "time": 3}]}
            """)
        #expect(output["focused"] == 2)
        #expect(output["selected"] == [2, 3])
        #expect(output["callbacks"] == [
            ["name": "didChangeFocus", "arguments": ["index": 0, "input": 0]],
            ["name": "didChangeFocus", "arguments": ["index": 1, "input": 1]],
            ["name": "didChangeFocus", "arguments": ["index": 3, "input": 3]],
            ["name": "didScroll", "arguments": ["x": 0, "y": 20]],
            ["name": "didTap", "arguments": ["index": 3, "input": 3, "selected": true]],
            ["name": "didChangeFocus", "arguments": ["index": 2, "input": 2]],
            ["name": "didTap", "arguments": ["index": 2, "input": 2, "selected": true]],
            ["name": "didActivate", "arguments": ["index": 2, "input": 2]],
        ])
    }

    @Test("the viewport offset is where the content starts scrolled")
    func viewportOffset() throws {
        let output = try run("""
            {"container": {"width": 100, "height": 30}, "layout": {"horizontalSpacing": 10, "verticalSpacing": 10},
             "items": [{"width": 40, "height": 20}, {"width": 40, "height": 20}, {"width": 40, "height": 20}, {"width": 40, "height": 20}],
             "component": {"viewport": {"width": 100, "height": 30, "offsetY": 20}},
             "events": [{"type": "key", "key": "up", "time": 0}]}
            """)
        // Focus goes to the first tag; bringing it into view scrolls back to the top.
        #expect(output["focused"] == 0)
        #expect(names(output) == ["didChangeFocus", "didScroll"])
        #expect(output["callbacks"]?[element: 1] == ["name": "didScroll", "arguments": ["x": 0, "y": 0]])
    }

    @Test("tags start with their selected state; the output reflects the sizes after the events")
    func tagsReflowAfterSelection() throws {
        let json = """
            {"container": {"width": 200}, "layout": {"horizontalSpacing": 0},
             "tags": [
               {"text": "ab", "style": {"padding": {"width": 0, "height": 0}}, "selectedStyle": {"font": {"size": 28}}},
               {"text": "cd", "selected": true, "style": {"padding": {"width": 0, "height": 0}}, "selectedStyle": {"font": {"size": 28}}}
             ],
             "events": [{"type": "tap", "x": 5, "y": 5, "time": 0}, {"type": "tap", "x": 45, "y": 5, "time": 1}]}
            """
        let output = try JSONParser.parse(fakeCommand.run(json))
        // Tag 0 grew to 40 wide when selected; tag 1 shrank to 20 when deselected.
        #expect(output["selected"] == [0])
        #expect(output["frames"] == [
            ["x": 0, "y": 0, "width": 40, "height": 20, "hidden": false],
            ["x": 40, "y": 0, "width": 20, "height": 20, "hidden": false],
        ])
        #expect(output["fittingSize"] == ["width": 60, "height": 20])
        #expect(names(output) == ["didTap", "didTapAnywhere", "didTap", "didTapAnywhere"])
        // Without events, the initially selected tag is measured in its selected style.
        let initial = try JSONParser.parse(fakeCommand.run(#"{"container": {"width": 200}, "component": {}, "tags": [{"text": "cd", "selected": true, "style": {"padding": {"width": 0, "height": 0}}, "selectedStyle": {"font": {"size": 28}}}]}"#))
        #expect(initial["selected"] == [0])
        #expect(initial["frames"]?[element: 0]?["width"] == 40)
    }

    @Test("removeButton widens text tags; a tap on the × reports didTapRemove and removes the tag")
    func removeButton() throws {
        let json = """
            {"container": {"width": 200}, "layout": {"horizontalSpacing": 0},
             "tags": [{"text": "ab", "style": {"padding": {"width": 0, "height": 0}}},
                      {"text": "cd", "style": {"padding": {"width": 0, "height": 0}}}],
             "component": {"removeButton": {"size": 10, "spacing": 4}},
             "events": [{"type": "tap", "x": 10, "y": 10, "time": 0}, {"type": "tap", "x": 30, "y": 10, "time": 1}]}
            """
        let output = try JSONParser.parse(fakeCommand.run(json))
        // "ab" is 20 wide, and 10 + 4 more with the button, which sits at x 24…34.
        #expect(output["order"] == [1])
        #expect(output["frames"] == [nil, ["x": 0, "y": 0, "width": 34, "height": 20, "hidden": false]])
        #expect(output["selected"] == [])
        #expect(output["callbacks"] == [
            ["name": "didTap", "arguments": ["index": 0, "input": 0, "selected": true]],
            ["name": "didTapAnywhere", "arguments": ["x": 10, "y": 10]],
            ["name": "didTapRemove", "arguments": ["index": 0, "input": 0]],
            ["name": "didDelete", "arguments": ["index": 0, "input": 0]],
            ["name": "didTapAnywhere", "arguments": ["x": 30, "y": 10]],
        ])
    }

    @Test("an empty collection answers taps as blank")
    func empty() throws {
        let output = try run(#"{"container": {"width": 100}, "items": [], "events": [{"type": "tap", "x": 1, "y": 2, "time": 0}, {"type": "key", "key": "right", "time": 0}]}"#)
        #expect(output["frames"] == [])
        #expect(output["order"] == [])
        #expect(names(output) == ["didTapBlank", "didTapAnywhere"])
    }

    @Test("times going backwards are refused at the event's time")
    func timeWentBackwards() {
        let cases: [(String, String)] = [
            (#"[{"type": "tap", "x": 1, "y": 1, "time": 1}, {"type": "tick", "time": 2}, {"type": "key", "key": "left", "time": 2}, {"type": "down", "x": 1, "y": 1, "time": 1.5}]"#,
             "$.events[3].time: 1.5 is earlier than the previous event's time 2; event times must not decrease"),
            (#"[{"type": "tick", "time": 0}, {"type": "tap", "x": 1, "y": 1, "time": -0.25}]"#,
             "$.events[1].time: -0.25 is earlier than the previous event's time 0; event times must not decrease"),
        ]
        for (events, expected) in cases {
            do {
                _ = try command.run(#"{"container": {"width": 100}, "items": [], "events": \#(events)}"#)
                Issue.record("accepted \(events)")
            } catch {
                #expect(error.documentDescription == expected)
            }
        }
    }

    @Test("documents built in code are checked like decoded ones")
    func documentsInCode() {
        let document = LayoutDocument(
            container: Size(width: 100, height: 0),
            content: .tags(["a", "b"].map { text in
                var tag = TextTag(text)
                tag.isSelected = true
                return TagEntry(tag: tag)
            }),
            component: ComponentScript(options: {
                var options = TagCollectionOptions()
                options.selectionMode = .single
                return options
            }(), events: []))
        do {
            _ = try command.run(document)
            Issue.record("played a single-selection document with two selected tags")
        } catch {
            #expect(JSONPath(error.path).description == "$.tags[1].selected")
        }
        let nan = LayoutDocument(
            container: Size(width: 100, height: 0), content: .items([LayoutItem(width: 1, height: 1)]),
            component: ComponentScript(events: [.input(.pointerDown(Point(x: .nan, y: 1), time: 0))]))
        do {
            _ = try command.run(nan)
            Issue.record("played a NaN coordinate")
        } catch {
            #expect(error.documentDescription == "$.events[0].location.x: nan is not allowed; it must be finite")
        }
    }

    @Test("bad settings in documents built in code are reported at the component, in the component's words")
    func settingsInCode() {
        var options = TagCollectionOptions()
        options.longPressDuration = -.infinity
        let document = LayoutDocument(
            container: Size(width: 100, height: 0), content: .items([]), component: ComponentScript(options: options))
        #expect(documentError { () throws(TagFlowError) in try command.run(document) }
            == "$.component: options.longPressDuration: -inf is not allowed; it must be finite and ≥ 0")
        let offset = LayoutDocument(
            container: Size(width: 100, height: 0), content: .items([]),
            component: ComponentScript(contentOffset: Point(x: 0, y: .infinity)))
        #expect(documentError { () throws(TagFlowError) in try command.run(offset) }
            == "$.component: viewport.contentOffset.y: inf is not allowed; it must be finite")
    }

    @Test("--batch: documents with events go through the same command, line by line")
    func batch() {
        let input = [LayoutSamples.wrapping, ComponentSamples.tap, #"{"container":{"width":1},"items":[],"events":[{"type":"tap","time":0}]}"#]
            .joined(separator: "\n")
        let answers = DocumentBatch.run(Array(input.utf8)) { (bytes) throws(TagFlowError) in try command.run(utf8: bytes) }
        #expect(answers.map(\.text) == [
            LayoutSamples.wrappingOutput, ComponentSamples.tapOutput,
            #"{"error":"$.events[0]: missing required key \"x\""}"#,
        ])
    }
}

extension JSONValue {
    /// The element at `index` when this is an array that long, else `nil` (for tests).
    subscript(element index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}

@Suite("Component documents keep line-break behaviours")
struct ComponentLineBreakTests {
    @Test func aTagThatStartsANewLineStillDoesAfterEvents() throws {
        let json = #"{"container": {"width": 200}, "layout": {"horizontalSpacing": 10}, "events": [{"type": "tap", "x": 5, "y": 5, "time": 0}], "items": [{"width": 20, "height": 10}, {"width": 20, "height": 10, "lineBreak": "startsNewLine"}, {"width": 20, "height": 10, "lineBreak": "fillsLine"}]}"#
        let output = try LayoutCommand(measurers: pangoMeasurers).run(json)
        #expect(output.contains(#""lines":[[0],[1],[2]]"#))
        #expect(output.contains(#"{"x":0,"y":36,"width":200,"height":10,"hidden":false}"#))
        #expect(output.contains(#""selected":[0]"#))
    }
}
