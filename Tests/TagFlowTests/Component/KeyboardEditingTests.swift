import Testing
import TagFlow
import TagFlowTestSupport

/// The keys that act on the focused tag — delete, move, activate, context menu — and the keys that
/// move focus a page or skip tags: with a policy, right to left and a line limit. Blocks of
/// 40 × 20, four to a 200 pt line, 10 pt apart (lines at y = 0, 30, 60, …).
@Suite(.tags(.component)) struct KeyboardEditingTests {
    var removable: TagCollectionOptions { TagCollectionOptions(removeButton: .init()) }

    @Test func deleteRemovesTheFocusedTagThroughCanDeleteAndFocusGoesToTheNext() throws {
        let d = PolicyRecorder()
        var c = try gridController(4, options: removable, policy: d.policy)
        try c.focus(at: 1)
        let delete = try c.run([key(.delete, [], 0)])
        #expect(delete == [.didDelete(index: 1, id: "t1"), .didChangeFocus(index: 1, id: "t2")])
        #expect(d.asked == ["canDelete(t1,1)"])
        try c.focus(at: 2)  // t3, the last tag
        let backspace = try c.run([key(.backspace, [], 1)])
        #expect(backspace == [.didDelete(index: 2, id: "t3"), .didChangeFocus(index: 1, id: "t2")])  // the previous one
        d.allowDelete = false
        #expect(try c.run([key(.delete, .shift, 2)]) == [.didRefuseDelete(index: 1, id: "t2")])
        #expect(c.idOrder == ["t0", "t2"])
        #expect(c.focusedID == "t2")
    }

    @Test func deleteDoesNothingWhenNothingCanBeRemovedAndFocusSkipsDisabledNeighbours() throws {
        var c = try gridController(4)
        try c.focus(at: 0)
        #expect(try c.run([key(.delete, [], 0)]).isEmpty)  // no remove button, no drag to delete
        try c.setOptions(removable)
        try c.setDisabled(true, forID: "t2")
        try c.focus(at: 1)
        let delete = try c.run([key(.delete, [], 1)])
        #expect(delete == [.didDelete(index: 1, id: "t1"), .didChangeFocus(index: 2, id: "t3")])  // t2 is disabled
    }

    @Test func deleteInRightToLeftAndUnderALineLimitFollowsReadingOrder() throws {
        var c = try gridController(
            8, options: removable, configuration: gridConfiguration(.rightToLeft, numberOfLines: 1), viewport: Viewport(width: 200))
        try c.focus(at: 3)  // the last tag shown, at the left end in right to left
        let delete = try c.run([key(.delete, [], 0)])
        // t4 comes up from the hidden line into t3's place: it follows t3 in reading order.
        #expect(delete == [.didDelete(index: 3, id: "t3"), .didChangeFocus(index: 3, id: "t4")])
        #expect(c.frame(forID: "t4")!.minX == 10)
    }

    @Test func altMovesTheFocusedTagOnePlaceAmongTheShownTags() throws {
        let d = PolicyRecorder(refuseMove: ["t3"])
        var c = try gridController(6, options: TagCollectionOptions(allowsReordering: true), policy: d.policy)
        try c.focus(at: 1)
        let later = try c.run([key(.right, .alt, 0)])
        #expect(later == [.didMove(id: "t1", from: 1, to: 2)])
        #expect(c.idOrder == ["t0", "t2", "t1", "t3", "t4", "t5"])
        #expect(c.focusedID == "t1")
        #expect(try c.run([key(.up, .alt, 1), key(.left, .alt, 2)]).map(\.name) == ["didMove", "didMove"])
        #expect(c.idOrder == ["t1", "t0", "t2", "t3", "t4", "t5"])
        #expect(try c.run([key(.left, .alt, 3)]).isEmpty)  // the first tag goes no earlier
        try c.focus(at: 3)  // t3: canMove says no
        #expect(try c.run([key(.down, .alt, 4)]).isEmpty)
        // With a filter, one place is past the tags it leaves out.
        try c.setFilter(TagFilter("not t4") { $0.id != "t4" })
        try c.focus(at: 3)  // t3: canMove says no
        #expect(try c.run([key(.right, .alt, 5)]).isEmpty)
        try c.focus(at: c.index(ofID: "t5")!)
        let past = try c.run([key(.left, .alt, 6)])
        #expect(past == [.didMove(id: "t5", from: 5, to: 3)])  // before t3, past the hidden t4
        #expect(c.viewIDs == ["t1", "t0", "t2", "t5", "t3"])
    }

    @Test func altMovesMirrorInRightToLeft() throws {
        var c = try gridController(
            4, options: TagCollectionOptions(allowsReordering: true), configuration: gridConfiguration(.rightToLeft))
        try c.focus(at: 0)
        #expect(try c.run([key(.left, .alt, 0)]) == [.didMove(id: "t0", from: 0, to: 1)])
    }

    @Test func pageKeysMoveAViewportAwayKeepingTheColumn() throws {
        // 40 blocks: ten lines, 30 pt apart; the viewport shows 60 pt (two lines).
        var c = try gridController(40, viewport: Viewport(width: 200, height: 60))
        try c.focus(at: 1)
        _ = try c.run([key(.pageDown, [], 0)])
        #expect(c.focusedID == "t9")  // 60 pt down: line 2, the same column
        _ = try c.run([key(.pageDown, [], 1), key(.pageDown, [], 2)])
        #expect(c.focusedID == "t25")
        _ = try c.run([key(.pageUp, [], 3)])
        #expect(c.focusedID == "t17")
        // No fixed height: a page is the rest of the way.
        try c.setViewport(Viewport(width: 200))
        _ = try c.run([key(.pageDown, [], 4)])
        #expect(c.focusedID == "t37")
        _ = try c.run([key(.pageUp, [], 5)])
        #expect(c.focusedID == "t1")
        #expect(try c.run([key(.pageUp, [], 6)]).isEmpty)  // the first line: nowhere to go
    }

    @Test func pageKeysInHorizontalRowsGoAViewportAlongTheRow() throws {
        var configuration = gridConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.numberOfLines = 2
        var c = try gridController(20, configuration: configuration, viewport: Viewport(width: 100, height: 0))
        try c.focus(at: 0)
        _ = try c.run([key(.pageDown, [], 0)])
        #expect(c.focusedID == "t2")  // 100 pt along the first row: two tags on
        _ = try c.run([key(.pageUp, [], 1)])
        #expect(c.focusedID == "t0")
    }

    @Test func focusSkipsDisabledTagsAsGTKSkipsInsensitiveWidgets() throws {
        var tags = blocks(8)
        for i in [1, 4, 5, 6, 7] { tags[i].isDisabled = true }
        var c = try TagCollectionController(
            tags: tags, configuration: gridConfiguration(), viewport: Viewport(width: 200), sizer: componentSizer())
        _ = try c.run([key(.right, [], 0), key(.right, [], 1)])
        #expect(c.focusedID == "t2")  // t1 passed over
        #expect(try c.run([key(.down, [], 2)]).isEmpty)  // the second line is all disabled
        _ = try c.run([key(.end, [], 3)])
        #expect(c.focusedID == "t3")
        try c.focus(at: 4)
        #expect(c.focusedID == nil)  // a disabled tag takes no focus
        try c.focus(at: 2)
        try c.setDisabled(true, forID: "t2")
        #expect(c.focusedID == "t3")  // focus passed on
    }

    @Test func returnActivatesTheMenuKeyAsksForAContextMenu() throws {
        let d = PolicyRecorder(refuseTap: ["t1"])
        var c = try gridController(4, policy: d.policy)
        try c.focus(at: 2)
        #expect(try c.run([key(.return, [], 0)]) == [.didActivate(index: 2, id: "t2")])
        #expect(try c.run([key(.contextMenu, [], 1)]) == [.didRequestContextMenu(index: 2, id: "t2", point: pt(120, 10))])
        try c.focus(at: 1)
        #expect(try c.run([key(.return, [], 2)]).isEmpty)  // canTap said no
        #expect(c.selectedIDs.isEmpty)
    }

    @Test func keysWaitWhileAPointerIsDown() throws {
        var c = try gridController(4, options: removable)
        try c.focus(at: 0)
        try c.run([down(pt(70, 10), 0)])
        #expect(try c.run([key(.delete, [], 0.1), key(.a, .control, 0.2)]).isEmpty)
        #expect(c.count == 4)
    }
}
