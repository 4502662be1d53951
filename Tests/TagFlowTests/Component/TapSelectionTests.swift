import Testing
import TagFlow

@Suite(.tags(.component)) struct TapSelectionTests {
    @Test func multipleSelectionTogglesAndRefusesPastTheLimitThroughItsOwnCallback() throws {
        var c = try gridController(6, options: TagCollectionOptions(selectionMode: .multiple(limit: 2)))
        let d = PolicyRecorder()

        c.policy = d.policy
        let all = try c.run(
            [down(c.center("t0"), 0), up(c.center("t0"), 0.1),
             down(c.center("t1"), 1), up(c.center("t1"), 1.1),
             down(c.center("t2"), 2), up(c.center("t2"), 2.1),  // refused: two already selected
             down(c.center("t0"), 3), up(c.center("t0"), 3.1),  // deselect: always allowed
             down(c.center("t2"), 4), up(c.center("t2"), 4.1)])
        #expect(c.selectedIDs == ["t1", "t2"])
        let p2 = c.center("t2")
        #expect(all.filter { $0.name != "didTapAnywhere" } == [
            .didTap(index: 0, id: "t0", selected: true), .didTap(index: 1, id: "t1", selected: true),
            .didRefuseTapForLimit(index: 2, id: "t2", limit: 2), .didTap(index: 0, id: "t0", selected: false),
            .didTap(index: 2, id: "t2", selected: true),
        ])
        #expect(all.last == .didTapAnywhere(point: p2))
        #expect(d.askedCount("canTap") == 5)
    }

    @Test func singleSelectionReplacesTheOldChoice() throws {
        var c = try gridController(4, options: TagCollectionOptions(selectionMode: .single))
        try c.tap(at: c.center("t1"), time: 0)
        let update = try c.tap(at: c.center("t3"), time: 1)
        #expect(c.selectedIDs == ["t3"])
        #expect(update.callbackNames == ["didDeselectReplaced", "didTap", "didTapAnywhere"])
        #expect(update.callbacks[0] == .didDeselectReplaced(index: 1, id: "t1"))
        let again = try c.tap(at: c.center("t3"), time: 2)
        #expect(c.selectedIDs == [])
        #expect(again.callbacks[0] == .didTap(index: 3, id: "t3", selected: false))
    }

    @Test func selectionModeNoneReportsTapsWithoutSelecting() throws {
        var c = try gridController(2, options: TagCollectionOptions(selectionMode: .none))
        let update = try c.tap(at: c.center("t0"), time: 0)
        #expect(update.callbacks.first == .didTap(index: 0, id: "t0", selected: false))
        #expect(c.selectedIDs.isEmpty)
    }

    @Test func canTapFalseChangesNothingButTheTapIsStillReportedAsAnywhere() throws {
        var c = try gridController(2)
        let d = PolicyRecorder(refuseTap: ["t0"])

        c.policy = d.policy
        let update = try c.tap(at: c.center("t0"), time: 0)
        #expect(update.callbacks == [.didTapAnywhere(point: c.center("t0"))])
        #expect(c.selectedIDs.isEmpty)
        #expect(d.asked == ["canTap(t0,0)"])
    }

    @Test func tapsOnBlankSpaceAndTheOverflowChipAreReported() throws {
        var configuration = gridConfiguration(numberOfLines: 1)
        configuration.overflowIndicator = Size(width: 30, height: 20)
        var c = try gridController(8, configuration: configuration)
        let overflow = try #require(c.layout.overflow)
        #expect(overflow.hiddenCount == 5)  // t3 made room for the chip
        let chip = try c.tap(at: overflow.frame.center, time: 0)
        #expect(chip.callbacks == [.didTapOverflowIndicator(hiddenCount: 5), .didTapAnywhere(point: overflow.frame.center)])
        let blank = try c.tap(at: pt(45, 5), time: 1)
        #expect(blank.callbacks == [.didTapBlank(point: pt(45, 5)), .didTapAnywhere(point: pt(45, 5))])
        let below = try c.tap(at: pt(10, 35), time: 2)  // where the hidden t4 would have been
        #expect(below.callbackNames == ["didTapBlank", "didTapAnywhere"])
        #expect(c.selectedIDs.isEmpty)
    }

    @Test func aTapMayWanderALittleAndTakeItsTime() throws {
        var slowTaps = TagCollectionOptions()
        slowTaps.longPressRequestsContextMenu = false
        var c = try gridController(2, options: slowTaps)
        // Within 10 pt and (no lifting, no context menu) no duration limit: still a tap, acting where it went down.
        try c.run([down(pt(5, 5), 0), move(pt(12, 9), 0.5), up(pt(13, 10), 5)])
        #expect(c.selectedIDs == ["t0"])
        // Farther than 10 pt at any moment: not a tap, even when it comes back.
        try c.run([down(pt(5, 5), 6), move(pt(30, 5), 6.1), up(pt(5, 5), 6.2)])
        #expect(c.selectedIDs == ["t0"])
        // An explicit maximum duration.
        var options = slowTaps
        options.tapMaxDuration = 0.3
        try c.setOptions(options)
        let slow = try c.run([down(pt(5, 5), 7), up(pt(5, 5), 7.5)])
        #expect(slow.isEmpty)
    }

    @Test func aLongPressReleasedBeforeTheThresholdIsATapNotADrag() throws {
        var c = try gridController(4, options: TagCollectionOptions(allowsReordering: true))
        let callbacks = try c.run([down(c.center("t0"), 0), .tick(time: 0.2), up(c.center("t0"), 0.34)])
        #expect(callbacks.map(\.name) == ["didTap", "didTapAnywhere"])
        #expect(c.selectedIDs == ["t0"])
        // At the threshold it lifts instead: a lift and an immediate drop, no tap.
        let held = try c.run([down(c.center("t1"), 1), up(c.center("t1"), 1.35)])
        #expect(held == [.didBeginDrag(index: 1, id: "t1"), .didEndDrag(index: 1, id: "t1")])
        #expect(c.selectedIDs == ["t0"])
    }

    @Test func spaceTogglesTheFocusedTagUnderThePolicyAndReturnActivatesIt() throws {
        var c = try gridController(4, options: TagCollectionOptions(selectionMode: .multiple(limit: 1)))
        let d = PolicyRecorder()

        c.policy = d.policy
        try c.run([.key(.right, time: 0)])  // focuses t0
        let space = try c.handle(.key(.space, time: 1))
        #expect(space.callbacks == [.didTap(index: 0, id: "t0", selected: true)])
        try c.run([.key(.right, time: 2)])
        let control = try c.handle(.key(.space, modifiers: .control, time: 3))
        #expect(control.callbacks == [.didRefuseTapForLimit(index: 1, id: "t1", limit: 1)])
        let enter = try c.handle(.key(.return, time: 4))
        #expect(enter.callbacks == [.didActivate(index: 1, id: "t1")])
        #expect(c.selectedIDs == ["t0"])
        #expect(d.askedCount("canTap") == 3)
    }
}
