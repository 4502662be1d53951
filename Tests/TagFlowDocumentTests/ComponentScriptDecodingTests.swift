import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON

@Suite("Component and events in layout documents: decoding")
struct ComponentScriptDecodingTests {
    /// A document of two items with `extra` spliced in after them (`"component": …`, `"events": …`).
    private static func document(_ extra: String, container: String = #"{"width": 100}"#) -> String {
        #"{"container": \#(container), "items": [{"width": 40, "height": 20}, {"width": 40, "height": 20}], \#(extra)}"#
    }

    private func script(_ extra: String, container: String = #"{"width": 100}"#) throws -> ComponentScript? {
        try LayoutDocument(json: Self.document(extra, container: container)).component
    }

    @Test("no component and no events: no script, the plain output")
    func absent() throws {
        #expect(try LayoutDocument(json: #"{"container": {"width": 1}, "items": []}"#).component == nil)
    }

    @Test("an empty component or empty events give a script with every default")
    func defaults() throws {
        for extra in [#""component": {}"#, #""events": []"#, #""component": {}, "events": []"#] {
            let script = try #require(try script(extra))
            #expect(script == ComponentScript())
            #expect(script.options == TagCollectionOptions())
            #expect(script.options.selectionMode == .multiple(limit: nil))
            #expect(!script.options.allowsSwipeSelection && !script.options.allowsReordering && !script.options.allowsDragToDelete)
            #expect(script.options.deleteZoneFrame == nil)
            #expect(script.options.longPressDuration == 0.35)
            #expect(script.contentOffset == .zero)
            #expect(script.events.isEmpty)
        }
    }

    @Test("reads every component key")
    func everyKey() throws {
        let script = try #require(try script("""
            "component": {
              "selection": {"mode": "multiple", "limit": 3},
              "swipeSelection": true, "reordering": true, "dragToDelete": true,
              "deleteZone": {"x": -5, "y": 250, "width": 100, "height": 40.5},
              "longPressDuration": 0.5,
              "viewport": {"width": 100, "height": 300, "offsetX": 0, "offsetY": 12.5},
              "tapMaxMovement": 4, "tapMaxDuration": 0.25, "autoScrollEdgeBand": 30,
              "autoScrollMaxStep": 10, "scrollsToFocusedTag": false, "removeButton": {"size": 10}
            }
            """, container: #"{"width": 100, "height": 300}"#))
        #expect(script.options == TagCollectionOptions(
            selectionMode: .multiple(limit: 3), allowsSwipeSelection: true, allowsReordering: true, allowsDragToDelete: true,
            deleteZoneFrame: Rect(x: -5, y: 250, width: 100, height: 40.5), longPressDuration: 0.5,
            tapMaxMovement: 4, tapMaxDuration: 0.25, autoScrollEdgeBand: 30, autoScrollMaxStep: 10,
            scrollsToFocusedTag: false, removeButton: .init(size: 10, spacing: 6)))
        #expect(script.contentOffset == Point(x: 0, y: 12.5))
    }

    @Test("removeButton: true gives the default button, false none")
    func removeButtonFlags() throws {
        #expect(try script(#""component": {"removeButton": true}"#)?.options.removeButton == .init(size: 12, spacing: 6))
        #expect(try script(#""component": {"removeButton": false}"#)?.options.removeButton == nil)
        #expect(try script(#""component": {"removeButton": {}}"#)?.options.removeButton == .init())
    }

    @Test("selection modes; a limit of 0 means no limit; mode defaults to multiple", arguments: [
        (#"{"mode": "none"}"#, TagCollectionOptions.SelectionMode.none),
        (#"{"mode": "single"}"#, .single),
        (#"{"mode": "multiple"}"#, .multiple(limit: nil)),
        (#"{"mode": "multiple", "limit": 0}"#, .multiple(limit: nil)),
        (#"{"limit": 2}"#, .multiple(limit: 2)),
        (#"{}"#, .multiple(limit: nil)),
    ])
    func selectionModes(json: String, mode: TagCollectionOptions.SelectionMode) throws {
        #expect(try script(#""component": {"selection": \#(json)}"#)?.options.selectionMode == mode)
    }

    @Test("viewport: the size may repeat the container's; offsets default to 0")
    func viewport() throws {
        let script = try #require(try script(#""component": {"viewport": {"width": 100, "offsetX": -3}}"#))
        #expect(script.contentOffset == Point(x: -3, y: 0))
        #expect(try self.script(#""component": {"viewport": {"height": 0}}"#)?.contentOffset == .zero)
    }

    @Test("reads every event type")
    func events() throws {
        let script = try #require(try script("""
            "events": [
              {"type": "down", "x": 1, "y": 2, "time": 0},
              {"type": "move", "x": -3.5, "y": 4, "time": 0.1},
              {"type": "up", "time": 0.2, "y": 6, "x": 5},
              {"type": "cancel", "time": 0.3},
              {"type": "tap", "x": 7, "y": 8, "time": 0.4},
              {"type": "tick", "time": 0.5},
              {"type": "key", "key": "left", "time": 0.6},
              {"type": "key", "key": "return", "time": 0.6}
            ]
            """))
        #expect(script.events == [
            .input(.pointerDown(Point(x: 1, y: 2), time: 0)),
            .input(.pointerMove(Point(x: -3.5, y: 4), time: 0.1)),
            .input(.pointerUp(Point(x: 5, y: 6), time: 0.2)),
            .input(.pointerCancel(time: 0.3)),
            .tap(Point(x: 7, y: 8), time: 0.4),
            .input(.tick(time: 0.5)),
            .input(.key(.left, time: 0.6)),
            .input(.key(.return, time: 0.6)),
        ])
        #expect(try #require(try self.script("""
            "events": [
              {"type": "dragOut", "time": 1}, {"type": "dragOutEnded", "operation": "move", "time": 1.1},
              {"type": "dragOutEnded", "operation": null, "time": 1.2}, {"type": "dropMove", "x": 3, "y": 4, "time": 1.3},
              {"type": "dropExit", "time": 1.4}, {"type": "drop", "text": "Rust\\nGo", "x": 5, "y": 6, "time": 1.5},
              {"type": "dropBack", "x": 7, "y": 8, "time": 1.6}
            ]
            """)).events == [
            .input(.dragOut(time: 1)), .input(.dragOutEnded(.move, time: 1.1)), .input(.dragOutEnded(nil, time: 1.2)),
            .input(.dropMove(Point(x: 3, y: 4), time: 1.3)), .input(.dropExit(time: 1.4)),
            .input(.drop("Rust\nGo", at: Point(x: 5, y: 6), time: 1.5)), .input(.dropBack(Point(x: 7, y: 8), time: 1.6)),
        ])
        #expect(script.events[4].inputEvents == [
            .pointerDown(Point(x: 7, y: 8), time: 0.4), .pointerUp(Point(x: 7, y: 8), time: 0.4),
        ])
        #expect(script.options == TagCollectionOptions())
    }

    @Test("every key of the arrows, toggles, home and end", arguments: InputEvent.Key.allCases)
    func keys(key: InputEvent.Key) throws {
        let script = try #require(try script(#""events": [{"type": "key", "key": "\#(key.rawValue)", "time": 1}]"#))
        #expect(script.events == [.input(.key(key, time: 1))])
    }

    @Test("tags keep their selected state; one selected tag is fine in single mode")
    func tagsWithSingleSelection() throws {
        let document = try LayoutDocument(json: """
            {"container": {"width": 100}, "component": {"selection": {"mode": "single"}},
             "tags": [{"text": "a"}, {"text": "b", "selected": true}]}
            """)
        guard case .tags(let tags) = document.content else { Issue.record("not tags"); return }
        #expect(tags.map(\.tag.isSelected) == [false, true])
        #expect(document.component?.options.selectionMode == .single)
    }

    /// Component parts that must be refused, with the exact error (path: message).
    static let badComponents: [(String, String)] = [
        (#""component": []"#, "$.component: expected an object, found an array"),
        (#""component": null"#, "$.component: expected an object, found null"),
        (#""component": {"selections": {}}"#,
         "$.component.selections: unknown key; allowed keys: selection, swipeSelection, reordering, dragToDelete, "
            + "deleteZone, longPressDuration, viewport, tapMaxMovement, tapMaxDuration, autoScrollEdgeBand, "
            + "autoScrollMaxStep, scrollsToFocusedTag, removeButton, activateOnSingleClick, longPressContextMenu, "
            + "doubleTapInterval, filter, sort, pasting"),
        (#""component": {"selection": "single"}"#, #"$.component.selection: expected an object, found the string "single""#),
        (#""component": {"selection": {"mode": "many"}}"#,
         #"$.component.selection.mode: "many" is not one of none, single, multiple"#),
        (#""component": {"selection": {"mode": 1}}"#,
         "$.component.selection.mode: expected a string (one of none, single, multiple), found the number 1"),
        (#""component": {"selection": {"limit": -1}}"#, "$.component.selection.limit: -1 is not ≥ 0"),
        (#""component": {"selection": {"limit": 1.5}}"#, "$.component.selection.limit: 1.5 is not an integer"),
        (#""component": {"selection": {"mode": "single", "limit": 1}}"#,
         #"$.component.selection.limit: only allowed with "mode": "multiple" (a limit of 0 means no limit)"#),
        (#""component": {"selection": {"mode": "none", "limit": 0}}"#,
         #"$.component.selection.limit: only allowed with "mode": "multiple" (a limit of 0 means no limit)"#),
        (#""component": {"selection": {"max": 1}}"#,
         "$.component.selection.max: unknown key; allowed keys: mode, limit, minimum, followsFocus"),
        (#""component": {"swipeSelection": 1}"#, "$.component.swipeSelection: expected a boolean, found the number 1"),
        (#""component": {"reordering": "yes"}"#, #"$.component.reordering: expected a boolean, found the string "yes""#),
        (#""component": {"dragToDelete": null}"#, "$.component.dragToDelete: expected a boolean, found null"),
        (#""component": {"deleteZone": {"x": 0, "y": 0, "width": 10}}"#,
         #"$.component.deleteZone: missing required key "height""#),
        (#""component": {"deleteZone": {"x": 0, "y": 0, "width": -10, "height": 5}}"#,
         "$.component.deleteZone.width: -10 is not ≥ 0"),
        (#""component": {"deleteZone": {"frame": {}}}"#,
         "$.component.deleteZone.frame: unknown key; allowed keys: x, y, width, height"),
        (#""component": {"longPressDuration": -0.1}"#, "$.component.longPressDuration: -0.1 is not ≥ 0"),
        (#""component": {"tapMaxMovement": "10"}"#, #"$.component.tapMaxMovement: expected a number, found the string "10""#),
        (#""component": {"removeButton": 1}"#, "$.component.removeButton: expected a boolean or an object, found the number 1"),
        (#""component": {"removeButton": {"size": -1}}"#, "$.component.removeButton.size: -1 is not ≥ 0"),
        (#""component": {"removeButton": {"icon": "x"}}"#,
         "$.component.removeButton.icon: unknown key; allowed keys: size, spacing"),
        (#""component": {"viewport": {"width": 90}}"#,
         "$.component.viewport.width: 90 differs from container.width (100); the viewport's size is the "
            + "container's: leave it out or repeat container.width"),
        (#""component": {"viewport": {"height": 300}}"#,
         "$.component.viewport.height: 300 differs from container.height (0); the viewport's size is the "
            + "container's: leave it out or repeat container.height"),
        (#""component": {"viewport": {"offsetY": "top"}}"#,
         #"$.component.viewport.offsetY: expected a number, found the string "top""#),
        (#""component": {"viewport": {"x": 0}}"#,
         "$.component.viewport.x: unknown key; allowed keys: width, height, offsetX, offsetY"),
        (#""events": {}"#, "$.events: expected an array, found an object"),
        (#""events": [1]"#, "$.events[0]: expected an object, found the number 1"),
        (#""events": [{"x": 1, "y": 1, "time": 0}]"#, #"$.events[0]: missing required key "type""#),
        (#""events": [{"type": "click", "time": 0}]"#,
         #"$.events[0].type: "click" is not one of down, move, up, cancel, tap, tick, key, secondaryClick, filter, sort, "#
             + "dragOut, dragOutEnded, dropMove, dropExit, drop, dropBack"),
        (#""events": [{"type": 3, "time": 0}]"#,
         "$.events[0].type: expected a string (one of down, move, up, cancel, tap, tick, key, secondaryClick, filter, "
             + "sort, dragOut, dragOutEnded, dropMove, dropExit, drop, dropBack), found the number 3"),
        (#""events": [{"type": "dragOutEnded", "operation": "link", "time": 0}]"#,
         #"$.events[0].operation: "link" is not one of move, copy"#),
        (#""events": [{"type": "dragOutEnded", "time": 0}]"#, #"$.events[0]: missing required key "operation""#),
        (#""events": [{"type": "drop", "x": 1, "y": 1, "time": 0}]"#, #"$.events[0]: missing required key "text""#),
        (#""events": [{"type": "drop", "text": 4, "x": 1, "y": 1, "time": 0}]"#,
         "$.events[0].text: expected a string, found the number 4"),
        (#""events": [{"type": "dropExit", "x": 1, "time": 0}]"#, "$.events[0].x: unknown key; allowed keys: type, time"),
        (#""events": [{"type": "tap", "x": 1, "y": 1, "time": 0}, {"type": "tap", "x": 1, "time": 0}]"#,
         #"$.events[1]: missing required key "y""#),
        (#""events": [{"type": "down", "x": 1, "y": 1}]"#, #"$.events[0]: missing required key "time""#),
        (#""events": [{"type": "move", "x": "1", "y": 1, "time": 0}]"#,
         #"$.events[0].x: expected a number, found the string "1""#),
        (#""events": [{"type": "up", "x": 1, "y": 1, "time": null}]"#, "$.events[0].time: expected a number, found null"),
        (#""events": [{"type": "tap", "x": 1, "y": 1, "time": 0, "button": 1}]"#,
         "$.events[0].button: unknown key; allowed keys: type, x, y, time"),
        (#""events": [{"type": "cancel", "x": 1, "y": 1, "time": 0}]"#,
         "$.events[0].x: unknown key; allowed keys: type, time"),
        (#""events": [{"type": "tick", "time": 0, "key": "left"}]"#,
         "$.events[0].key: unknown key; allowed keys: type, time"),
        (#""events": [{"type": "key", "time": 0}]"#, #"$.events[0]: missing required key "key""#),
        (#""events": [{"type": "key", "key": "enter", "time": 0}]"#,
         #"$.events[0].key: "enter" is not one of left, right, up, down, space, return, home, end, pageUp, pageDown, "#
             + "delete, backspace, a, contextMenu, tab, escape, z, c, x, v"),
        (#""events": [{"type": "key", "key": "left", "x": 1, "time": 0}]"#,
         "$.events[0].x: unknown key; allowed keys: type, key, modifiers, time"),
        // Documents the component cannot play as written.
        (#""events": [], "layout": {"numberOfLines": 1}, "component": {}, "extra": 1"#,
         "$.extra: unknown key; allowed keys: container, layout, items, tags, contentSizeCategory, component, events, overflowChip, field"),
    ]

    @Test("refuses bad component settings and events with the path and what is allowed", arguments: badComponents)
    func refusals(extra: String, expected: String) {
        do {
            _ = try LayoutDocument(json: Self.document(extra))
            Issue.record("accepted \(extra)")
        } catch {
            #expect(error.documentDescription == expected)
        }
    }

    @Test("refuses a second selected tag in single mode")
    func unplayable() {
        let cases: [(String, String)] = [
            (#"{"container": {"width": 100}, "component": {"selection": {"mode": "single"}}, "tags": [{"text": "a"}, {"text": "b", "selected": true}, {"text": "c"}, {"text": "d", "selected": true}]}"#,
             #"$.tags[3].selected: a second selected tag (tags[1] is selected too); with "selection": {"mode": "single"} at most one tag may start selected"#),
        ]
        for (json, expected) in cases {
            do {
                _ = try LayoutDocument(json: json)
                Issue.record("accepted \(json)")
            } catch {
                #expect(error.documentDescription == expected)
            }
        }
        // Line-break behaviours work with a script too, and several selected tags are fine in
        // multiple mode (even past a limit: the limit governs input).
        #expect(throws: Never.self) {
            _ = try LayoutDocument(json: #"{"container": {"width": 100}, "events": [], "items": [{"width": 1, "height": 1, "lineBreak": "fillsLine"}]}"#)
            _ = try LayoutDocument(json: #"{"container": {"width": 100}, "component": {"selection": {"limit": 1}}, "tags": [{"text": "a", "selected": true}, {"text": "b", "selected": true}]}"#)
        }
    }
}

extension ComponentScriptDecodingTests {
    @Test("the keys of each event type")
    func eventKeys() {
        #expect(ScriptEvent.documentKeys(forType: "tap") == ["type", "x", "y", "time"])
        #expect(ScriptEvent.documentKeys(forType: "cancel") == ["type", "time"])
        #expect(ScriptEvent.documentKeys(forType: "key") == ["type", "key", "modifiers", "time"])
        #expect(ScriptEvent.documentKeys(forType: "secondaryClick") == ["type", "x", "y", "time"])
        #expect(ScriptEvent.documentKeys(forType: "filter") == ["type", "text"])
        #expect(ScriptEvent.documentKeys(forType: "sort") == ["type", "by", "order"])
        #expect(ScriptEvent.documentKeys(forType: "click") == nil)
    }
}
