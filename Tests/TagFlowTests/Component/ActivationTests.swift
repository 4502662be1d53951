import Testing
import TagFlow
import TagFlowTestSupport

/// Activation apart from selection (double taps, single-click activation, return) and
/// context-menu requests (long press, secondary click), with and without dragging.
@Suite(.tags(.component)) struct ActivationTests {
    @Test func aDoubleTapTogglesOnceThenActivates() throws {
        var c = try gridController(4)
        let first = try c.tap(at: c.center("t1"), time: 0)
        #expect(first.callbacks.first == .didTap(index: 1, id: "t1", selected: true))
        let second = try c.tap(at: c.center("t1"), time: 0.3)
        #expect(second.callbacks == [.didActivate(index: 1, id: "t1"), .didTapAnywhere(point: c.center("t1"))])
        #expect(c.selectedIDs == ["t1"])
        // A third tap starts over; too slow, too far or another tag is no double tap.
        #expect(try c.tap(at: c.center("t1"), time: 0.5).callbacks.first == .didTap(index: 1, id: "t1", selected: false))
        #expect(try c.tap(at: c.center("t1"), time: 1.5).callbacks.first == .didTap(index: 1, id: "t1", selected: true))
        #expect(try c.tap(at: c.center("t2"), time: 1.6).callbacks.first == .didTap(index: 2, id: "t2", selected: true))
        #expect(try c.tap(at: c.center("t1"), time: 1.7).callbacks.first == .didTap(index: 1, id: "t1", selected: false))
    }

    @Test func chipsThatAreButtonsActivateOnASingleTapAndNeverToggle() throws {
        var options = TagCollectionOptions()
        options.activatesOnSingleClick = true
        let d = PolicyRecorder(refuseTap: ["t2"])
        var c = try gridController(4, options: options, policy: d.policy)
        let tap = try c.tap(at: c.center("t1"), time: 0)
        #expect(tap.callbacks == [.didActivate(index: 1, id: "t1"), .didTapAnywhere(point: c.center("t1"))])
        #expect(try c.tap(at: c.center("t1"), time: 0.1).callbacks.first == .didActivate(index: 1, id: "t1"))
        #expect(try c.tap(at: c.center("t2"), time: 1).callbackNames == ["didTapAnywhere"])
        #expect(c.selectedIDs.isEmpty)
        // Space still toggles: selection and activation stay apart.
        try c.focus(at: 0)
        #expect(try c.handle(key(.space, [], 2)).callbacks == [.didTap(index: 0, id: "t0", selected: true)])
    }

    @Test func aLongPressAsksForAContextMenuWhenItLiftsNothing() throws {
        var c = try gridController(4)
        let held = try c.run([down(c.center("t2"), 0), .tick(time: 0.2), .tick(time: 0.4), up(c.center("t2"), 1)])
        #expect(held == [.didRequestContextMenu(index: 2, id: "t2", point: c.center("t2"))])
        #expect(c.selectedIDs.isEmpty)  // the release is no tap
        let blank = try c.run([down(pt(5, 90), 2), up(pt(5, 90), 2.5)])  // recognised at the up
        #expect(blank == [.didRequestContextMenu(index: nil, id: nil, point: pt(5, 90))])
        // With dragging on, a long press lifts; a disabled tag asks for a menu naming no tag.
        try c.setOptions(TagCollectionOptions(allowsReordering: true))
        #expect(try c.run([down(c.center("t0"), 3), .tick(time: 3.4)]) == [.didBeginDrag(index: 0, id: "t0")])
        try c.run([.pointerCancel(time: 3.5)])
        try c.setDisabled(true, forID: "t0")
        let disabled = try c.run([down(c.center("t0"), 4), .tick(time: 4.4), up(c.center("t0"), 4.5)])
        #expect(disabled == [.didRequestContextMenu(index: nil, id: nil, point: c.center("t0"))])
        // Off, a long press with nothing to lift is a slow tap again.
        var slow = TagCollectionOptions()
        slow.longPressRequestsContextMenu = false
        try c.setOptions(slow)
        #expect(try c.run([down(c.center("t3"), 5), .tick(time: 5.5), up(c.center("t3"), 6)]).first == .didTap(index: 3, id: "t3", selected: true))
    }

    @Test func aSecondaryClickAsksForAContextMenuUnlessAPointerIsDown() throws {
        var c = try gridController(4, options: TagCollectionOptions(allowsReordering: true))
        #expect(try c.handle(.secondaryClick(c.center("t3"), time: 0)).callbacks == [.didRequestContextMenu(index: 3, id: "t3", point: c.center("t3"))])
        #expect(try c.handle(.secondaryClick(pt(199, 99), time: 1)).callbacks == [.didRequestContextMenu(index: nil, id: nil, point: pt(199, 99))])
        try c.run([down(c.center("t0"), 2)])
        #expect(try c.handle(.secondaryClick(c.center("t3"), time: 2.1)).callbacks.isEmpty)
        #expect(thrownError { () throws(TagFlowError) in try c.handle(.secondaryClick(pt(.nan, 0), time: 3)) }?.description.hasPrefix("event.location.x:") == true)
    }
}
