import Testing
import TagFlow

/// One test per callback: each fires exactly as often as its documentation says.
@Suite(.tags(.component)) struct CallbackCountTests {
    /// Runs `events` (under `policy`, when given) and returns how often `name` fired.
    func fired(_ name: String, _ c: inout TagCollectionController, _ events: [InputEvent], policy: PolicyRecorder? = nil) throws -> Int {
        if let policy { c.policy = policy.policy }
        let callbacks = try c.run(events)
        return callbacks.filter { $0.name == name }.count
    }

    let reorder = TagCollectionOptions(allowsReordering: true)
    let delete = TagCollectionOptions(allowsDragToDelete: true, deleteZoneFrame: Rect(x: 0, y: 80, width: 200, height: 20))

    @Test func didTapOncePerAllowedTap() throws {
        var c = try gridController(4)
        // Three taps on tags, one on blank, one refused by canTap: three didTap.
        let events: [InputEvent] = [down(pt(5, 5), 0), up(pt(5, 5), 0), down(pt(55, 5), 1), up(pt(55, 5), 1),
                                    down(pt(5, 5), 2), up(pt(5, 5), 2), down(pt(45, 5), 3), up(pt(45, 5), 3),
                                    down(pt(105, 5), 4), up(pt(105, 5), 4)]
        #expect(try fired("didTap", &c, events, policy: PolicyRecorder(refuseTap: ["t2"])) == 3)
    }

    @Test func didRefuseTapForLimitOncePerRefusedTap() throws {
        var c = try gridController(4, options: TagCollectionOptions(selectionMode: .multiple(limit: 1)))
        let events: [InputEvent] = [down(pt(5, 5), 0), up(pt(5, 5), 0), down(pt(55, 5), 1), up(pt(55, 5), 1),
                                    down(pt(105, 5), 2), up(pt(105, 5), 2)]
        #expect(try fired("didRefuseTapForLimit", &c, events) == 2)
    }

    @Test func didDeselectReplacedOncePerReplacedSelection() throws {
        var c = try gridController(4, options: TagCollectionOptions(selectionMode: .single))
        try c.setSelected(true, at: 0)
        try c.setSelected(true, at: 1)  // programmatic: both stand until input chooses
        #expect(try fired("didDeselectReplaced", &c, [down(pt(105, 5), 0), up(pt(105, 5), 0)]) == 2)
        #expect(c.selectedIDs == ["t2"])
    }

    @Test func didTapBlankOncePerTapOnNothing() throws {
        var c = try gridController(4)
        let events: [InputEvent] = [down(pt(45, 5), 0), up(pt(45, 5), 0), down(pt(5, 5), 1), up(pt(5, 5), 1),
                                    down(pt(195, 25), 2), up(pt(195, 25), 2)]
        #expect(try fired("didTapBlank", &c, events) == 2)
    }

    @Test func didTapOverflowIndicatorOncePerTapOnTheChip() throws {
        var configuration = gridConfiguration(numberOfLines: 1)
        configuration.overflowIndicator = Size(width: 30, height: 20)
        var c = try gridController(8, configuration: configuration)
        let chip = c.layout.overflow!.frame.center
        #expect(try fired("didTapOverflowIndicator", &c, [down(chip, 0), up(chip, 0), down(pt(5, 5), 1), up(pt(5, 5), 1)]) == 1)
    }

    @Test func didTapAnywhereOncePerTapOfAnyKindButNotForKeys() throws {
        var c = try gridController(4)
        let events: [InputEvent] = [down(pt(45, 5), 0), up(pt(45, 5), 0), down(pt(5, 5), 1), up(pt(5, 5), 1),
                                    .key(.right, time: 2), .key(.space, time: 3),
                                    down(pt(5, 5), 4), move(pt(60, 5), 4.1), up(pt(60, 5), 4.2)]  // not a tap
        #expect(try fired("didTapAnywhere", &c, events, policy: PolicyRecorder(refuseTap: ["t0"])) == 2)
    }

    @Test func didSwipeSelectOncePerTagSelectedBySwipe() throws {
        var c = try gridController(8, options: TagCollectionOptions(allowsSwipeSelection: true))
        let events: [InputEvent] = [down(pt(20, 10), 0), move(pt(170, 10), 0.1), move(pt(20, 10), 0.2), move(pt(170, 10), 0.3), up(pt(170, 10), 0.4)]
        #expect(try fired("didSwipeSelect", &c, events) == 4)
    }

    @Test func didRefuseSwipeForLimitOncePerTagPerSwipe() throws {
        var c = try gridController(8, options: TagCollectionOptions(selectionMode: .multiple(limit: 1), allowsSwipeSelection: true))
        let events: [InputEvent] = [down(pt(20, 10), 0), move(pt(170, 10), 0.1), move(pt(20, 10), 0.2), up(pt(20, 10), 0.3),
                                    down(pt(70, 10), 1), move(pt(120, 10), 1.1), up(pt(120, 10), 1.2)]
        #expect(try fired("didRefuseSwipeForLimit", &c, events) == 3 + 2)
    }

    @Test func didBeginDragOncePerLift() throws {
        var c = try gridController(4, options: reorder)
        let events: [InputEvent] = [down(pt(5, 5), 0), .tick(time: 0.4), .tick(time: 0.5), move(pt(60, 5), 0.6), up(pt(60, 5), 0.7),
                                    down(pt(5, 5), 1), up(pt(5, 5), 1.1),  // a tap
                                    down(pt(45, 5), 2), .tick(time: 3)]  // blank: nothing to lift
        #expect(try fired("didBeginDrag", &c, events) == 1)
    }

    @Test func didChangeDeleteZoneHighlightOncePerCrossingOfTheZoneEdge() throws {
        var c = try gridController(8, options: delete)
        let events: [InputEvent] = [down(pt(5, 5), 0), .tick(time: 0.4), move(pt(5, 85), 0.5), move(pt(10, 90), 0.6),
                                    move(pt(10, 60), 0.7), move(pt(10, 95), 0.8), move(pt(10, 50), 0.9), up(pt(10, 50), 1)]
        #expect(try fired("didChangeDeleteZoneHighlight", &c, events) == 4)
    }

    @Test func didMoveOncePerDropThatChangedThePosition() throws {
        var c = try gridController(8, options: reorder)
        let events: [InputEvent] = [down(pt(5, 5), 0), .tick(time: 0.4), move(pt(60, 5), 0.5), move(pt(110, 5), 0.6), move(pt(160, 5), 0.7), up(pt(160, 5), 0.8),
                                    down(pt(5, 5), 1), .tick(time: 1.4), move(pt(60, 5), 1.5), move(pt(5, 5), 1.6), up(pt(5, 5), 1.7)]
        let d = PolicyRecorder()

        c.policy = d.policy
        let callbacks = try c.run(events)
        #expect(callbacks.filter { $0.name == "didMove" } == [.didMove(id: "t0", from: 0, to: 3)])
        #expect(d.askedCount("canMove") == 5)
    }

    @Test func didDeleteOncePerAllowedDropInTheZone() throws {
        var c = try gridController(8, options: delete)
        let drop: [InputEvent] = [down(pt(5, 5), 0), .tick(time: 0.4), move(pt(5, 90), 0.5), up(pt(5, 90), 0.6)]
        #expect(try fired("didDelete", &c, drop) == 1)
        let outside: [InputEvent] = [down(pt(5, 5), 1), .tick(time: 1.4), move(pt(5, 60), 1.5), up(pt(5, 60), 1.6)]
        #expect(try fired("didDelete", &c, outside) == 0)
        #expect(c.count == 7)
    }

    @Test func didRefuseDeleteOncePerRefusedDrop() throws {
        var c = try gridController(8, options: delete)
        let drop: [InputEvent] = [down(pt(5, 5), 0), .tick(time: 0.4), move(pt(5, 90), 0.5), up(pt(5, 90), 0.6)]
        let d = PolicyRecorder(allowDelete: false)
        #expect(try fired("didRefuseDelete", &c, drop, policy: d) == 1)
        d.allowDelete = true
        #expect(try fired("didRefuseDelete", &c, drop.map { shifted($0, by: 1) }, policy: d) == 0)
    }

    @Test func didEndDragOncePerDropAndDidCancelDragOncePerCancel() throws {
        var c = try gridController(8, options: reorder)
        let events: [InputEvent] = [down(pt(5, 5), 0), .tick(time: 0.4), up(pt(5, 5), 0.5),
                                    down(pt(5, 5), 1), .tick(time: 1.4), .pointerCancel(time: 1.5), .pointerCancel(time: 1.6),
                                    down(pt(5, 5), 2), .tick(time: 2.4), down(pt(55, 5), 2.5), up(pt(55, 5), 2.6)]
        #expect(try fired("didEndDrag", &c, events) == 1)
        var c2 = try gridController(8, options: reorder)
        #expect(try fired("didCancelDrag", &c2, events) == 2)
    }

    @Test func didChangeFocusOncePerActualFocusChange() throws {
        var c = try gridController(4)
        let events: [InputEvent] = [.key(.left, time: 0), .key(.left, time: 1), .key(.right, time: 2), .key(.up, time: 3), .key(.space, time: 4)]
        #expect(try fired("didChangeFocus", &c, events) == 2)  // focus t0 (left does nothing more), then t1
    }

    @Test func didScrollOncePerOffsetChangeMadeByTheComponent() throws {
        var c = try gridController(20, viewport: Viewport(width: 200, height: 50))
        let events: [InputEvent] = (0..<6).map { .key(.down, time: Double($0)) }
        #expect(try fired("didScroll", &c, events) == 3)  // lines 3, 4 and 5 need scrolling; lines 1, 2 do not
        try c.scrollToTag(at: 0)
        #expect(c.viewport.contentOffset == pt(0, 0))  // programmatic: no callback, nothing to count
    }

    @Test func everyCallbackHasAStableNameAndArguments() {
        let all: [TagCollectionCallback] = [
            .didTap(index: 1, id: "a", selected: true), .didRefuseTapForLimit(index: 1, id: "a", limit: 2),
            .didDeselectReplaced(index: 0, id: "b"), .didTapBlank(point: pt(1, 2)), .didTapOverflowIndicator(hiddenCount: 3),
            .didTapAnywhere(point: pt(1, 2)), .didSwipeSelect(index: 1, id: "a"), .didRefuseSwipeForLimit(index: 1, id: "a", limit: 2),
            .didBeginDrag(index: 1, id: "a"), .didChangeDeleteZoneHighlight(highlighted: true), .didMove(id: "a", from: 1, to: 3),
            .didDelete(index: 1, id: "a"), .didRefuseDelete(index: 1, id: "a"), .didEndDrag(index: nil, id: "a"),
            .didCancelDrag(index: 1, id: "a"), .didChangeFocus(index: nil, id: nil), .didScroll(offset: pt(0, 5)),
            .didTapCollapseIndicator, .didExpand, .didCollapse,
            .didRefuseDeselectForMinimum(ids: ["a"], minimum: 1), .didChangeSelection(selected: ["a", "b"], deselected: []),
            .didRefuseSelectForLimit(ids: ["c"], limit: 2), .didActivate(index: 1, id: "a"),
            .didRequestContextMenu(index: nil, id: nil, point: pt(3, 4)), .didTapRemove(index: 0, id: "b"),
        ]
        #expect(Set(all.map(\.name)).count == all.count)
        #expect(all[0].description == "didTap(index: 1, id: \"a\", selected: true)")
        #expect(all[10].description == "didMove(id: \"a\", from: 1, to: 3)")
        #expect(all[13].description == "didEndDrag(index: nil, id: \"a\")")
        #expect(all[16].description == "didScroll(x: 0.0, y: 5.0)")
        #expect(all[18].description == "didExpand()")
        #expect(all[21].description == #"didChangeSelection(selected: ["a", "b"], deselected: [])"#)
        #expect(all[24].description == "didRequestContextMenu(index: nil, id: nil, x: 3.0, y: 4.0)")
    }
}

/// The event moved `dt` seconds later.
func shifted(_ event: InputEvent, by dt: Double) -> InputEvent {
    switch event {
    case let .pointerDown(p, t): .pointerDown(p, time: t + dt)
    case let .pointerMove(p, t): .pointerMove(p, time: t + dt)
    case let .pointerUp(p, t): .pointerUp(p, time: t + dt)
    case let .pointerCancel(t): .pointerCancel(time: t + dt)
    case let .tick(t): .tick(time: t + dt)
    case let .key(k, m, r, t): .key(k, modifiers: m, isRepeat: r, time: t + dt)
    case let .secondaryClick(p, t): .secondaryClick(p, time: t + dt)
    default: event
    }
}
