import Testing
@testable import TagFlow

/// Drag and drop without a window: a lifted tag handed over to the system's drag and what its
/// end does, the drop target a drag from elsewhere shows, dropped text through the policy, and a
/// tag dropped back on its own collection.
@Suite(.tags(.component)) struct DragAndDropTests {
    let reorder = TagCollectionOptions(allowsReordering: true)
    let pasting = { var o = TagCollectionOptions(); o.allowsPasting = true; return o }()

    /// A controller with t0 lifted and dragged to the end of the first line.
    func liftedAndMoved(policy: TagCollectionPolicy = .allowingEverything) throws -> TagCollectionController {
        var c = try gridController(12, options: reorder, policy: policy)
        try c.run([down(pt(20, 10), 0), .tick(time: 0.4), move(pt(170, 10), 0.5)])
        #expect(c.idOrder.prefix(4) == ["t1", "t2", "t3", "t0"])
        return c
    }

    @Test func aTagDraggedOutGoesBackInPlaceAndAMoveRemovesIt() throws {
        var c = try liftedAndMoved()
        let out = try c.handle(.dragOut(time: 0.6))
        #expect(out.callbacks == [.didDragOut(index: 0, id: "t0", carrying: ["t0"])])
        #expect(c.idOrder == (0..<12).map { "t\($0)" })
        #expect(c.dragState == nil)
        #expect(try c.run([move(pt(90, 90), 0.7), up(pt(90, 90), 0.8), .tick(time: 0.9)]).isEmpty)  // the system's pointer
        let moved = try c.handle(.dragOutEnded(.move, time: 1))
        #expect(moved.callbacks == [.didDelete(index: 0, id: "t0"), .didEndDrag(index: nil, id: "t0")])
        #expect(c.idOrder == (1..<12).map { "t\($0)" })
        #expect(try c.handle(.dragOutEnded(.move, time: 1.1)).isHandled == false)  // over: nothing more
    }

    @Test func aCopyKeepsTheTagNobodyTakingItCancelsAndCanDeleteIsAsked() throws {
        var copied = try liftedAndMoved()
        try copied.run([.dragOut(time: 0.6)])
        #expect(try copied.handle(.dragOutEnded(.copy, time: 1)).callbacks == [.didEndDrag(index: 0, id: "t0")])
        #expect(copied.count == 12)
        var dropped = try liftedAndMoved()
        try dropped.run([.dragOut(time: 0.6)])
        #expect(try dropped.handle(.dragOutEnded(nil, time: 1)).callbacks == [.didCancelDrag(index: 0, id: "t0")])
        var kept = try liftedAndMoved(policy: TagCollectionPolicy(canDelete: { _, _ in false }))
        try kept.run([.dragOut(time: 0.6)])
        let refused = try kept.handle(.dragOutEnded(.move, time: 1)).callbacks
        #expect(refused == [.didRefuseDelete(index: 0, id: "t0"), .didEndDrag(index: 0, id: "t0")])
        #expect(kept.count == 12)
    }

    @Test func onlyALiftedTagIsHandedOverAndANewPointerCancelsTheHandOver() throws {
        var idle = try gridController(12, options: reorder)
        #expect(try idle.handle(.dragOut(time: 0)).isHandled == false)
        #expect(try idle.handle(.dragOutEnded(.move, time: 0.1)).isHandled == false)
        var c = try liftedAndMoved()
        try c.run([.dragOut(time: 0.6)])
        #expect(try c.handle(down(pt(70, 40), 1)).callbacks == [.didCancelDrag(index: 0, id: "t0")])
        #expect(try c.handle(.dragOutEnded(.move, time: 1.1)).isHandled == false)
        #expect(c.count == 12)
    }

    @Test func theDropTargetIsTheGapBeforeTheFirstTagWhoseCentreThePointerHasNotPassed() throws {
        var c = try gridController(12, options: pasting)
        #expect(try c.handle(.dropMove(pt(60, 10), time: 0)).callbacks == [.didChangeDropTarget(index: 1)])
        #expect(c.dropTarget?.marker == Rect(x: 44, y: 0, width: 2, height: 20))  // between t0 (…40) and t1 (50…)
        #expect(try c.handle(.dropMove(pt(62, 12), time: 0.1)).callbacks.isEmpty)  // the same gap
        #expect(try c.handle(.dropMove(pt(195, 40), time: 0.2)).callbacks == [.didChangeDropTarget(index: 8)])
        #expect(c.dropTarget?.marker == Rect(x: 191, y: 30, width: 2, height: 20))  // after the line's last
        #expect(try c.handle(.dropMove(pt(100, 300), time: 0.3)).callbacks == [.didChangeDropTarget(index: 10)])  // nearest line
        #expect(try c.handle(.dropMove(pt(5, 10), time: 0.4)).callbacks == [.didChangeDropTarget(index: 0)])
        #expect(c.dropTarget?.marker == Rect(x: 0, y: 0, width: 2, height: 20))  // never left of 0
        #expect(try c.handle(.dropExit(time: 0.5)).callbacks == [.didChangeDropTarget(index: nil)])
        #expect(c.dropTarget == nil)
        var rtl = try gridController(12, options: pasting, configuration: gridConfiguration(.rightToLeft))
        try rtl.run([.dropMove(pt(140, 10), time: 0)])  // t0 at 160…200, t1 at 110…150
        #expect(rtl.dropTarget == .init(index: 1, marker: Rect(x: 154, y: 0, width: 2, height: 20)))
    }

    @Test func aCollectionThatTakesNoPastesTakesNoDrops() throws {
        var c = try textCollection(options: TagCollectionOptions())
        #expect(try c.handle(.dropMove(pt(10, 10), time: 0)).isHandled == false)
        #expect(c.dropTarget == nil)
        let drop = try c.handle(.drop("Rust", at: pt(10, 10), time: 0.1))
        #expect(drop.isHandled == false)
        #expect(c.count == 4)
    }

    @Test func droppedTextPassesThePolicyAndGoesInAtTheGap() throws {
        var options = pasting
        options.maximumCount = 6
        var c = try textCollection(options: options)
        let pango = try #require(c.frame(forID: "Pango"))
        let gap = pt(pango.minX + 1, pango.midY)  // before Pango's centre: the gap before it
        try c.run([.dropMove(gap, time: 0)])
        let drop = try c.handle(.drop("Rust\nswift, Go\nZig", at: gap, time: 0.1))
        #expect(drop.callbacks == [
            .didChangeDropTarget(index: nil),
            .didAdd(index: 2, id: "Rust", text: "Rust", source: .dropped),
            .didRefuse(text: "swift", reason: .duplicate(of: "Swift"), source: .dropped),
            .didAdd(index: 3, id: "Go", text: "Go", source: .dropped),
            .didRefuse(text: "Zig", reason: .limit(6), source: .dropped),
        ])
        #expect(c.tags.map(\.content.string) == ["Swift", "Linux", "Rust", "Go", "Pango", "Cairo"])
    }

    @Test func droppedTagsKeepTheirStylesUnderNewIDs() throws {
        var c = try textCollection(options: pasting)
        var style = TextTagStyle()
        style.backgroundColor = TagColor(rgb: 230, 50, 20)
        let carried = TextTag(id: "Swift", content: .text(TagText("Rust")), style: style)
        let update = try c.drop(tags: [carried], at: pt(1000, 1000))
        #expect(update.callbacks.map(\.name) == ["didAdd"])
        #expect(c.tags.last?.content.string == "Rust")
        #expect(c.tags.last?.style.backgroundColor == style.backgroundColor)
        #expect(c.tags.last?.id != "Swift")  // the collection's Swift keeps its id
        #expect(throws: TagFlowError.self) { try c.drop(tags: [carried], at: pt(.nan, 0)) }
    }

    @Test func aTagDroppedBackMovesToTheGapAsAReorderDragWould() throws {
        var c = try liftedAndMoved()
        try c.run([.dragOut(time: 0.6), .dropMove(pt(125, 10), time: 0.7)])  // past t2's centre: before t3
        #expect(c.dropTarget?.index == 3)
        let back = try c.handle(.dropBack(pt(125, 10), time: 0.8))
        #expect(back.callbacks == [.didChangeDropTarget(index: nil), .didMove(id: "t0", from: 0, to: 2), .didEndDrag(index: 2, id: "t0")])
        #expect(c.idOrder.prefix(4) == ["t1", "t2", "t0", "t3"])
        #expect(try c.handle(.dragOutEnded(.move, time: 0.9)).isHandled == false)  // the system's end: already settled
        #expect(c.count == 12)
    }

    /// t0 (selected with `others`) lifted, dragged and handed over.
    func handedOverWithSelection(_ others: [TagID], policy: TagCollectionPolicy = .allowingEverything) throws -> TagCollectionController {
        var c = try gridController(12, options: reorder, policy: policy)
        _ = try c.setSelection(["t0"] + others)
        try c.run([down(pt(20, 10), 0), .tick(time: 0.4), move(pt(170, 10), 0.5)])
        let out = try c.handle(.dragOut(time: 0.6))
        #expect(out.callbacks == [.didDragOut(index: 0, id: "t0", carrying: ["t0"] + others)])
        #expect(c.handedOverTags.map(\.id) == ["t0"] + others)
        return c
    }

    @Test func aSelectedTagCarriesTheSelectionAndAMoveRemovesEveryCarriedTag() throws {
        var c = try handedOverWithSelection(["t2", "t5"])
        let moved = try c.handle(.dragOutEnded(.move, time: 1))
        #expect(moved.callbacks.filter { if case .didDelete = $0 { true } else { false } } == [
            .didDelete(index: 5, id: "t5"), .didDelete(index: 2, id: "t2"), .didDelete(index: 0, id: "t0"),
        ])
        #expect(moved.callbacks.last == .didEndDrag(index: nil, id: "t0"))
        #expect(c.idOrder == ["t1", "t3", "t4", "t6", "t7", "t8", "t9", "t10", "t11"])
        #expect(c.handedOverTags.isEmpty)
        // An unselected tag, or the only selected one, travels alone.
        var alone = try gridController(12, options: reorder)
        _ = try alone.setSelection(["t3"])
        try alone.run([down(pt(20, 10), 0), .tick(time: 0.4), move(pt(170, 10), 0.5)])
        #expect(try alone.handle(.dragOut(time: 0.6)).callbacks == [.didDragOut(index: 0, id: "t0", carrying: ["t0"])])
    }

    @Test func carriedTagsDroppedBackMoveTogetherOrNotAtAll() throws {
        var c = try handedOverWithSelection(["t2"])
        let back = try c.handle(.dropBack(pt(125, 10), time: 0.8))  // before t3: t0 and t2 land there, in order
        #expect(back.callbacks == [.didMove(id: "t0", from: 0, to: 1), .didEndDrag(index: 1, id: "t0")])
        #expect(c.idOrder.prefix(4) == ["t1", "t0", "t2", "t3"])
        var kept = try handedOverWithSelection(["t5"], policy: TagCollectionPolicy(canMove: { tag, _, _ in tag.id != "t5" }))
        let refused = try kept.handle(.dropBack(pt(125, 10), time: 0.8))
        #expect(refused.callbacks == [.didEndDrag(index: 0, id: "t0")])
        #expect(kept.idOrder == (0..<12).map { "t\($0)" })
    }

    @Test func theBlockOrderPutsTheCarriedTagsTogetherAtTheGap() {
        let ids: [TagID] = ["a", "b", "c", "d", "e"]
        #expect(TagCollectionController.order(ids, moving: ["b", "d"], to: 0) == ["b", "d", "a", "c", "e"])
        #expect(TagCollectionController.order(ids, moving: ["b", "d"], to: 5) == ["a", "c", "e", "b", "d"])
        #expect(TagCollectionController.order(ids, moving: ["b", "d"], to: 3) == ["a", "c", "b", "d", "e"])
        #expect(TagCollectionController.order(ids, moving: ["a"], to: 1) == ids)
    }

    @Test func dropEventsWithNonFiniteCoordinatesAreRefusedWithTheirPath() throws {
        var c = try gridController(12, options: pasting)
        #expect(thrownError { () throws(TagFlowError) in try c.handle(.drop("Rust", at: pt(.infinity, 0), time: 0)) }?.path == ["event", "location", "x"])
        #expect(c.count == 12)
    }

    @Test func screenReadersHearTheHandOverTheGapAndWhatADropAdded() throws {
        var c = try textCollection(options: pasting)
        let first = c.announcement(for: try c.handle(.dropMove(pt(1, 5), time: 0)))
        #expect(first == "Drop before Swift, position 1 of 4.")
        #expect(c.announcement(for: try c.handle(.dropMove(pt(399, 5), time: 0.1))) == "Drop at the end.")
        #expect(c.announcement(for: try c.handle(.drop("Rust", at: pt(399, 5), time: 0.2))) == "Added Rust.")
        var r = try textCollection(options: TagCollectionOptions(allowsReordering: true))
        try r.run([down(r.center("Linux"), 1), .tick(time: 1.4)])
        #expect(r.announcement(for: try r.handle(.dragOut(time: 1.5))) == "Dragging Linux out.")
        #expect(r.announcement(for: try r.handle(.dragOutEnded(.move, time: 2))) == "Removed Linux.")
        var several = try textCollection(options: TagCollectionOptions(allowsReordering: true))
        _ = try several.setSelection(["Linux", "Cairo"])
        try several.run([down(several.center("Linux"), 1), .tick(time: 1.4)])
        #expect(several.announcement(for: try several.handle(.dragOut(time: 1.5))) == "Dragging 2 tags out.")
    }

    @Test func aFieldTakesDropsThroughItsOwnPolicyItsKnownTagsIncluded() throws {
        var field = try tagField(["Swift", "Linux"], options: fieldOptions(onlyKnownTags: true), suggestions: ["Rust", "Go", "Swift"])
        #expect(try field.handle(.dropMove(pt(1, 5), time: 0)).callbacks.contains(.didChangeDropTarget(index: 0)))
        let drop = try field.handle(.drop("rust\nZig", at: pt(1, 5), time: 0.1)).callbacks
        #expect(field.texts == ["Rust", "Swift", "Linux"])  // the suggestion as written, at the gap
        #expect(drop.contains(.didChangeDropTarget(index: nil)))
        #expect(drop.contains(.didRefuse(text: "Zig", reason: .unknown, source: .dropped)))
        #expect(drop.map(\.name).filter { $0 == "didAdd" }.count == 1)
        #expect(field.draft.isEmpty && field.controller.dropTarget == nil)
        #expect(thrownError { () throws(TagFlowError) in try field.handle(.drop("Go", at: pt(.nan, 0), time: 0.2)) }?.path == ["event", "location", "x"])
    }
}
