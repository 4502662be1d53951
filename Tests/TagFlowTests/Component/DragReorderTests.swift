import Testing
import TagFlow

@Suite(.tags(.component)) struct DragReorderTests {
    let reorder = TagCollectionOptions(allowsReordering: true)

    @Test func aLongPressLiftsAndTheOrderReflowsLiveWithOneMoveAtTheEnd() throws {
        var c = try gridController(8, options: reorder)
        let d = PolicyRecorder()

        c.policy = d.policy
        let lift = try c.run([down(pt(20, 10), 0), .tick(time: 0.2), .tick(time: 0.35)])
        #expect(lift == [.didBeginDrag(index: 0, id: "t0")])
        #expect(c.dragState?.liftedFrame == Rect(x: 0, y: 0, width: 40, height: 20))
        let step = try c.handle(move(pt(120, 10), 0.5))
        #expect(step.callbacks.isEmpty)
        #expect(c.idOrder.prefix(4) == ["t1", "t2", "t0", "t3"])  // live
        #expect(step.transition?.entry(for: "t0")?.after == Rect(x: 100, y: 0, width: 40, height: 20))
        #expect(step.transition?.entry(for: "t1")?.kind == .moved)
        #expect(c.dragState?.index == 2)
        #expect(c.dragState?.liftedFrame == Rect(x: 100, y: 0, width: 40, height: 20))
        try c.run([move(pt(122, 12), 0.6)])  // over its own slot: stays
        let drop = try c.handle(up(pt(122, 12), 0.7))
        #expect(drop.callbacks == [.didMove(id: "t0", from: 0, to: 2), .didEndDrag(index: 2, id: "t0")])
        #expect(d.asked == ["canMove(t0,0,2)"])
        #expect(c.dragState == nil)
    }

    @Test func aDragAcrossLinesAndBackToTheStartReportsNoMove() throws {
        var c = try gridController(12, options: reorder)
        let d = PolicyRecorder()

        c.policy = d.policy
        let callbacks = try c.run(
            [down(pt(20, 10), 0), move(pt(21, 10), 0.4), move(pt(120, 40), 0.5), move(pt(70, 70), 0.6),
             move(pt(20, 10), 0.7), up(pt(20, 10), 0.8)])
        #expect(c.idOrder == (0..<12).map { "t\($0)" })
        #expect(callbacks == [.didBeginDrag(index: 0, id: "t0"), .didEndDrag(index: 0, id: "t0")])
        #expect(d.asked == ["canMove(t0,0,6)", "canMove(t0,6,9)", "canMove(t0,9,0)"])
    }

    @Test func canMoveIsAskedPerStepAndARefusalHoldsTheOrder() throws {
        var c = try gridController(8, options: reorder)
        let d = PolicyRecorder()
        c.policy = d.policy
        c.policy.canMove = { tag, from, to in _ = d.policy.canMove?(tag, from, to); return to != 2 }
        let callbacks = try c.run(
            [down(pt(20, 10), 0), .tick(time: 0.4), move(pt(120, 10), 0.5), move(pt(121, 10), 0.55),
             move(pt(170, 10), 0.6), up(pt(170, 10), 0.7)])
        #expect(d.asked == ["canMove(t0,0,2)", "canMove(t0,0,2)", "canMove(t0,0,3)"])
        #expect(callbacks.contains(.didMove(id: "t0", from: 0, to: 3)))
        #expect(c.idOrder.prefix(4) == ["t1", "t2", "t3", "t0"])
    }

    @Test func offAnyTagTheNearestVisibleCentreIsTheTarget() throws {
        var c = try gridController(12, options: reorder)
        try c.run([down(pt(20, 10), 0), .tick(time: 0.4), move(pt(45, 10), 0.5)])  // a tie: the earlier (itself) wins
        #expect(c.idOrder.first == "t0")
        try c.run([move(pt(47, 10), 0.6)])  // nearer t1's centre
        #expect(c.idOrder.prefix(2) == ["t1", "t0"])
        try c.run([move(pt(100, 300), 0.7)])  // far below: the last line's tag nearest x 100
        #expect(try c.index(ofID: "t0") == 10)
    }

    @Test func cancelRestoresTheOriginalOrder() throws {
        var c = try gridController(8, options: reorder)
        try c.run([down(pt(20, 10), 0), .tick(time: 0.4), move(pt(170, 10), 0.5)])
        #expect(c.idOrder.first == "t1")
        let cancel = try c.handle(.pointerCancel(time: 0.6))
        #expect(cancel.callbacks == [.didCancelDrag(index: 0, id: "t0")])
        #expect(c.idOrder == (0..<8).map { "t\($0)" })
        #expect(cancel.transition?.entry(for: "t0")?.after == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(try c.run([move(pt(120, 10), 0.7), up(pt(120, 10), 0.8)]).isEmpty)
    }

    @Test func aNewPointerDownCancelsTheDragFirst() throws {
        var c = try gridController(8, options: reorder)
        try c.run([down(pt(20, 10), 0), .tick(time: 0.4), move(pt(170, 10), 0.5)])
        let again = try c.handle(down(pt(70, 40), 1))
        #expect(again.callbacks == [.didCancelDrag(index: 0, id: "t0")])
        #expect(c.idOrder.first == "t0")
    }

    @Test func mutationsDuringADragCancelItCleanly() throws {
        var c = try gridController(8, options: reorder)
        try c.run([down(pt(20, 10), 0), .tick(time: 0.4), move(pt(170, 10), 0.5)])
        let removal = try c.remove(id: "t5")
        #expect(removal.callbacks == [.didCancelDrag(index: 0, id: "t0")])
        #expect(c.idOrder == ["t0", "t1", "t2", "t3", "t4", "t6", "t7"])
        #expect(removal.transition?.entry(for: "t5")?.kind == .removed)
        #expect(try c.run([move(pt(120, 10), 0.6), up(pt(120, 10), 0.7)]).isEmpty)  // the rest is ignored
        // Indices given during a drag refer to the restored order.
        try c.run([down(pt(20, 10), 1), .tick(time: 1.4), move(pt(170, 10), 1.5)])
        try c.insert(block("n", width: 40, height: 20), at: 1)
        #expect(c.idOrder.prefix(3) == ["t0", "n", "t1"])
        // A failing mutation changes nothing, not even the drag.
        try c.run([down(pt(20, 10), 2), .tick(time: 2.4), move(pt(170, 10), 2.5)])
        let order = c.idOrder
        #expect(thrownError { () throws(TagFlowError) in try c.remove(at: 99) } != nil)
        #expect(c.idOrder == order)
        #expect(c.dragState != nil)
        // Selection updates leave the drag alone.
        try c.setSelected(true, forID: "t3")
        #expect(c.dragState != nil)
    }

    @Test func nearTheViewportEdgeAnAutoScrollStepIsTaken() throws {
        var options = reorder
        options.autoScrollEdgeBand = 20
        options.autoScrollMaxStep = 10
        var c = try gridController(20, options: options, viewport: Viewport(width: 200, height: 60))
        #expect(c.contentSize.height == 140)
        let callbacks = try c.run([
            down(pt(20, 10), 0), .tick(time: 0.4),
            move(pt(20, 50), 0.5),  // 10 pt into the bottom band: half a step
            .tick(time: 0.6),  // the content slid under the resting pointer: another half step
            move(pt(20, 12), 0.7),  // 2 pt from the top edge: 0.9 of a step up
            .tick(time: 0.8),  // clamped at 0
            .tick(time: 0.9),  // nothing left to scroll
        ])
        #expect(callbacks.filter { $0.name == "didScroll" } == [
            .didScroll(offset: pt(0, 5)), .didScroll(offset: pt(0, 10)), .didScroll(offset: pt(0, 1)), .didScroll(offset: pt(0, 0)),
        ])
        #expect(c.viewport.contentOffset == pt(0, 0))
    }

    @Test func noAutoScrollWithoutAViewportHeightOrOutsideTheBand() throws {
        var c = try gridController(20, options: reorder, viewport: Viewport(width: 200, height: 0))
        let callbacks = try c.run([down(pt(20, 10), 0), .tick(time: 0.4), move(pt(20, 130), 0.5), up(pt(20, 130), 0.6)])
        #expect(!callbacks.contains { $0.name == "didScroll" })
    }

    @Test func movingBeforeTheThresholdIsNotALongPress() throws {
        var c = try gridController(8, options: reorder)
        let callbacks = try c.run([down(pt(20, 10), 0), move(pt(40, 10), 0.1), move(pt(170, 10), 0.5), up(pt(170, 10), 0.6)])
        #expect(callbacks.isEmpty)
        #expect(c.idOrder.first == "t0")
    }

    @Test func hiddenTagsAreNeverDragTargetsOrLifted() throws {
        var c = try gridController(8, options: reorder, configuration: gridConfiguration(numberOfLines: 1))
        try c.run([down(pt(20, 10), 0), .tick(time: 0.4), move(pt(170, 45), 0.5), up(pt(170, 45), 0.6)])
        #expect(c.idOrder.prefix(4) == ["t1", "t2", "t3", "t0"])  // the nearest visible centre, t3's
        // A long press where a hidden tag would be lifts nothing: a context menu naming no tag.
        let onHidden = try c.run([down(pt(20, 45), 1), .tick(time: 1.4), up(pt(20, 45), 1.5)])
        #expect(onHidden == [.didRequestContextMenu(index: nil, id: nil, point: pt(20, 45))])
    }

    @Test func dragsCustomAndTextTagsAlike() throws {
        let items: [TextTag] = [TextTag("Alpha", id: "a"), block("c", width: 30, height: 25), TextTag("Beta", id: "b")]
        var c = try TagCollectionController(
            tags: items, configuration: gridConfiguration(), options: reorder, viewport: Viewport(width: 300),
            sizer: componentSizer())
        let target = c.center("b")
        let callbacks = try c.run([down(c.center("c"), 0), .tick(time: 0.4), move(target, 0.5), up(target, 0.6)])
        #expect(callbacks.contains(.didMove(id: "c", from: 1, to: 2)))
        #expect(c.idOrder == ["a", "b", "c"])
    }
}
