import Testing
import TagFlowDocument
import TagFlowJSON

/// Documents with a component and events, through the built executable.
@Suite("tagflow executable, component and events")
struct ComponentEndToEndTests {
    @Test("layout with events: the state after the events on stdout, exit 0")
    func events() throws {
        let outcome = try ToolProcess.run(["layout"], input: ComponentSamples.tap)
        #expect(outcome.status == 0)
        #expect(outcome.standardError == "")
        #expect(outcome.standardOutput == ComponentSamples.tapOutput + "\n")
    }

    @Test("a drag reorder of measured tags, and a refused document")
    func tagsAndErrors() throws {
        // "Swift" and "Kotlin" in DejaVu Sans 14 with the default padding: Swift is 48.4 wide, so
        // Kotlin's slot starts at 56.4; a long press on Swift dragged onto Kotlin swaps them.
        let outcome = try ToolProcess.run(["layout", "-"], input: """
            {"container": {"width": 300}, "component": {"reordering": true},
             "tags": [{"text": "Swift"}, {"text": "Kotlin", "selected": true}],
             "events": [{"type": "down", "x": 10, "y": 10, "time": 0}, {"type": "tick", "time": 0.35},
                        {"type": "move", "x": 80, "y": 10, "time": 0.4}, {"type": "up", "x": 80, "y": 10, "time": 0.5}]}
            """)
        #expect(outcome.status == 0)
        let output = try JSONParser.parse(outcome.standardOutput)
        #expect(output["order"] == [1, 0])
        #expect(output["lines"] == [[1, 0]])
        #expect(output["selected"] == [1])
        #expect(output["focused"] == .null)
        #expect(output["callbacks"] == [
            ["name": "didBeginDrag", "arguments": ["index": 0, "input": 0]],
            ["name": "didMove", "arguments": ["input": 0, "from": 0, "to": 1]],
            ["name": "didEndDrag", "arguments": ["index": 1, "input": 0]],
        ])

        let bad = try ToolProcess.run(["layout"], input: """
            {"container": {"width": 300}, "items": [],
             "events": [{"type": "tick", "time": 1}, {"type": "tick", "time": 0.5}]}
            """)
        #expect(bad.status == 1)
        #expect(bad.standardOutput == "")
        #expect(bad.standardError
            == "error: $.events[1].time: 0.5 is earlier than the previous event's time 1; event times must not decrease\n")
    }

    @Test("drag and drop: text dropped through the policy at the gap, a tag dragged out and moved away")
    func dragAndDrop() throws {
        let outcome = try ToolProcess.run(["layout", "-"], input: """
            {"container": {"width": 300}, "component": {"reordering": true, "pasting": true},
             "tags": [{"text": "Swift"}, {"text": "Kotlin"}],
             "events": [{"type": "dropMove", "x": 2, "y": 10, "time": 0},
                        {"type": "drop", "text": "Rust\\nswift", "x": 2, "y": 10, "time": 0.1},
                        {"type": "down", "x": 70, "y": 10, "time": 1}, {"type": "tick", "time": 1.35},
                        {"type": "dragOut", "time": 1.4}, {"type": "dragOutEnded", "operation": "move", "time": 2}]}
            """)
        #expect(outcome.status == 0)
        let output = try JSONParser.parse(outcome.standardOutput)
        #expect(output["callbacks"] == [
            ["name": "didChangeDropTarget", "arguments": ["index": 0]],
            ["name": "didChangeDropTarget", "arguments": ["index": .null]],
            ["name": "didAdd", "arguments": ["index": 0, "input": .null, "text": "Rust", "source": "dropped"]],
            ["name": "didRefuse", "arguments": ["text": "swift", "reason": ["kind": "duplicate", "of": "0"], "source": "dropped"]],
            ["name": "didBeginDrag", "arguments": ["index": 1, "input": 0]],
            ["name": "didDragOut", "arguments": ["index": 1, "input": 0, "carrying": [0]]],
            ["name": "didDelete", "arguments": ["index": 1, "input": 0]],
            ["name": "didEndDrag", "arguments": ["index": .null, "input": 0]],
        ])
        #expect(output["order"] == [.null, 1])
    }

    @Test("--batch mixes plain and scripted documents")
    func batch() throws {
        let outcome = try ToolProcess.run(
            ["layout", "--batch"],
            input: [ComponentSamples.tap, LayoutSamples.wrapping, #"{"container":{"width":1},"items":[],"component":{"selection":{"mode":"all"}}}"#]
                .joined(separator: "\n") + "\n")
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput == [
            ComponentSamples.tapOutput, LayoutSamples.wrappingOutput,
            #"{"error":"$.component.selection.mode: \"all\" is not one of none, single, multiple"}"#, "",
        ].joined(separator: "\n"))
        #expect(outcome.standardError
            == #"error: line 3: $.component.selection.mode: "all" is not one of none, single, multiple"# + "\n")
    }

    @Test("layout --help documents the component keys")
    func help() throws {
        let outcome = try ToolProcess.run(["layout", "--help"])
        #expect(outcome.status == 0)
        for phrase in ["component", "events", "swipeSelection", "deleteZone", "callbacks", "tick", "cancel"] {
            #expect(outcome.standardOutput.contains(phrase), "help lacks \(phrase)")
        }
    }
}
