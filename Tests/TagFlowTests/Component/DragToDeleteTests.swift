import Testing
import TagFlow

@Suite(.tags(.component)) struct DragToDeleteTests {
    /// A zone along the bottom 20 pt of a 200 × 100 viewport.
    func options(reordering: Bool = true) -> TagCollectionOptions {
        TagCollectionOptions(allowsReordering: reordering, allowsDragToDelete: true, deleteZoneFrame: Rect(x: 0, y: 80, width: 200, height: 20))
    }

    @Test func theZoneHighlightsWhileInsideAndADropThereDeletes() throws {
        var c = try gridController(8, options: options())
        let d = PolicyRecorder()

        c.policy = d.policy
        let callbacks = try c.run(
            [down(pt(70, 10), 0), .tick(time: 0.4), move(pt(100, 90), 0.5), move(pt(100, 60), 0.6),
             move(pt(100, 90), 0.7)])
        #expect(callbacks == [
            .didBeginDrag(index: 1, id: "t1"), .didChangeDeleteZoneHighlight(highlighted: true),
            .didChangeDeleteZoneHighlight(highlighted: false), .didChangeDeleteZoneHighlight(highlighted: true),
        ])
        #expect(c.dragState?.isOverDeleteZone == true)
        #expect(c.dragState?.deleteZoneFrame == Rect(x: 0, y: 80, width: 200, height: 20))
        let drop = try c.handle(up(pt(100, 90), 0.8))
        #expect(drop.callbacks == [.didDelete(index: 1, id: "t1"), .didEndDrag(index: nil, id: "t1")])
        #expect(c.idOrder == ["t0", "t2", "t3", "t4", "t5", "t6", "t7"])
        #expect(drop.transition?.entry(for: "t1")?.kind == .removed)
        #expect(d.askedCount("canDelete") == 1)
        #expect(d.asked.last == "canDelete(t1,1)")
    }

    @Test func aDropInTheZoneWithCanDeleteFalseRestoresTheOrder() throws {
        var c = try gridController(8, options: options())
        let d = PolicyRecorder(allowDelete: false)

        c.policy = d.policy
        let callbacks = try c.run(
            [down(pt(70, 10), 0), .tick(time: 0.4), move(pt(170, 10), 0.5), move(pt(100, 90), 0.6), up(pt(100, 90), 0.7)])
        #expect(callbacks.suffix(2) == [.didRefuseDelete(index: 1, id: "t1"), .didEndDrag(index: 1, id: "t1")])
        #expect(!callbacks.contains { $0.name == "didMove" || $0.name == "didDelete" })
        #expect(c.idOrder == (0..<8).map { "t\($0)" })
    }

    @Test func withoutReorderingTheOthersStayPut() throws {
        var c = try gridController(8, options: options(reordering: false))
        let d = PolicyRecorder()

        c.policy = d.policy
        let callbacks = try c.run([down(pt(70, 10), 0), .tick(time: 0.4), move(pt(170, 10), 0.5), up(pt(170, 10), 0.6)])
        #expect(callbacks == [.didBeginDrag(index: 1, id: "t1"), .didEndDrag(index: 1, id: "t1")])
        #expect(d.askedCount("canMove") == 0)
        #expect(c.idOrder == (0..<8).map { "t\($0)" })
        try c.run([down(pt(70, 10), 1), .tick(time: 1.4), move(pt(100, 95), 1.5), up(pt(100, 95), 1.6)])
        #expect(c.idOrder == ["t0", "t2", "t3", "t4", "t5", "t6", "t7"])
    }

    @Test func theZoneIsInViewportCoordinates() throws {
        var c = try gridController(20, options: options(), viewport: Viewport(width: 200, height: 100))
        try c.setContentOffset(pt(0, 40))
        // Content y 125 is viewport y 85: inside the zone.
        let callbacks = try c.run([down(pt(20, 40), 0), .tick(time: 0.4), move(pt(100, 125), 0.5)])
        #expect(callbacks.contains(.didChangeDeleteZoneHighlight(highlighted: true)))
    }

    @Test func theDefaultZoneIsABandAlongTheBottom() throws {
        let options = TagCollectionOptions(allowsDragToDelete: true)
        #expect(options.deleteZoneFrame(viewportSize: Size(width: 300, height: 500)) == Rect(x: 18, y: 436, width: 264, height: 52))
        let bad = TagCollectionOptions(allowsDragToDelete: true, deleteZoneFrame: Rect(x: 0, y: 0, width: -1, height: 5))
        #expect(thrownError { () throws(TagFlowError) in try bad.validate() }
            == TagFlowError(.invalidNumber(-1, allowed: "finite and ≥ 0"), at: ["deleteZoneFrame", "width"]))
    }
}
