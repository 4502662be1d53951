import Testing
import TagFlow
import TagFlowTestSupport

/// Selection by key: Shift's ranges, Control's focus-only moves, select all and none, selection
/// following focus, and the same rules through `selectAll()`, `deselectAll()` and `select(ids:)`.
/// Twelve 40 × 20 blocks, four to a 200 pt line: t0…t3, t4…t7, t8…t11.
@Suite(.tags(.component)) struct KeyboardSelectionTests {
    func ids(_ names: String...) -> [TagID] { names.map { TagID($0) } }

    @Test func shiftExtendsFromTheAnchorAndNarrowsBack() throws {
        var c = try gridController()
        try c.run([key(.right, [], 0)])  // focus t0: the anchor
        let first = try c.run([key(.right, .shift, 1)])
        #expect(first == [.didChangeFocus(index: 1, id: "t1"), .didChangeSelection(selected: ids("t0", "t1"), deselected: [])])
        let second = try c.run([key(.right, .shift, 2)])
        #expect(second.last == .didChangeSelection(selected: ids("t2"), deselected: []))
        let back = try c.run([key(.left, .shift, 3)])
        #expect(back.last == .didChangeSelection(selected: [], deselected: ids("t2")))
        #expect(c.selectedIDs == ["t0", "t1"])
        // Down with Shift runs in reading order: t1 … t5.
        try c.run([key(.down, .shift, 4)])
        #expect(c.selectedIDs == ["t0", "t1", "t2", "t3", "t4", "t5"])
    }

    @Test func aRangeAddsToTheSelectionItStartedFromAndAPlainMoveStartsAnother() throws {
        var c = try gridController()
        try c.tap(at: c.center("t6"), time: 0)
        try c.focus(at: 0)
        try c.run([key(.right, .shift, 1), key(.right, .shift, 2), key(.left, .shift, 3), key(.left, .shift, 4)])
        #expect(c.selectedIDs == ["t0", "t6"])  // back at the anchor: the range is t0 alone
        // A plain move sets a new anchor: the range from t2 leaves t0 as it is.
        try c.run([key(.right, [], 5), key(.right, [], 6), key(.right, .shift, 7)])
        #expect(c.selectedIDs == ["t0", "t2", "t3", "t6"])
        // Focus set by a front end (the GTK widget focuses a pressed tag) sets the anchor too.
        try c.tap(at: c.center("t9"), time: 8)
        try c.focus(at: 9)
        try c.run([key(.right, .shift, 9)])
        #expect(c.selectedIDs == ["t0", "t2", "t3", "t6", "t9", "t10"])
    }

    @Test func controlMovesFocusWithoutTouchingTheAnchorOrTheSelection() throws {
        var c = try gridController()
        try c.run([key(.right, [], 0)])  // anchor t0
        let moved = try c.run([key(.right, .control, 1), key(.right, .control, 2)])
        #expect(moved == [.didChangeFocus(index: 1, id: "t1"), .didChangeFocus(index: 2, id: "t2")])
        #expect(c.selectedIDs.isEmpty)
        try c.run([key(.right, .shift, 3)])  // the range still runs from t0
        #expect(c.selectedIDs == ["t0", "t1", "t2", "t3"])
        // Control with space toggles and sets the anchor.
        try c.run([key(.down, .control, 4), key(.space, .control, 5)])
        #expect(c.selectedIDs == ["t0", "t1", "t2", "t3", "t7"])
        try c.run([key(.left, .shift, 6)])
        #expect(c.selectedIDs == ["t0", "t1", "t2", "t3", "t6", "t7"])
    }

    @Test func theLimitStopsARangeAndSaysWhatItRefused() throws {
        var c = try gridController(6, options: TagCollectionOptions(selectionMode: .multiple(limit: 3)))
        try c.focus(at: 0)
        let toEnd = try c.run([key(.end, .shift, 0)])
        #expect(toEnd == [
            .didChangeFocus(index: 5, id: "t5"), .didChangeSelection(selected: ids("t0", "t1", "t2"), deselected: []),
            .didRefuseSelectForLimit(ids: ids("t3", "t4", "t5"), limit: 3),
        ])
        #expect(c.selectedIDs == ["t0", "t1", "t2"])
    }

    @Test func theMinimumKeepsWhatARangeWouldDeselect() throws {
        var options = TagCollectionOptions()
        options.selectionMinimum = 2
        var c = try gridController(options: options)
        try c.focus(at: 0)
        try c.run([key(.right, .shift, 0), key(.right, .shift, 1)])
        #expect(c.selectedIDs == ["t0", "t1", "t2"])
        let back = try c.run([key(.home, .shift, 2)])
        #expect(back.suffix(2) == [
            .didChangeSelection(selected: [], deselected: ids("t2")), .didRefuseDeselectForMinimum(ids: ids("t1"), minimum: 2),
        ])
        #expect(c.selectedIDs == ["t0", "t1"])
    }

    @Test func afterDeleteMovedFocusTheNextRangeStartsAtTheFocusedTag() throws {
        var c = try gridController(options: TagCollectionOptions(removeButton: .init()))
        try c.focus(at: 1)
        let delete = try c.run([key(.delete, [], 0)])
        #expect(delete == [.didDelete(index: 1, id: "t1"), .didChangeFocus(index: 1, id: "t2")])
        let extend = try c.run([key(.right, .shift, 1)])
        #expect(extend == [.didChangeFocus(index: 2, id: "t3"), .didChangeSelection(selected: ids("t2", "t3"), deselected: [])])
        // Right to left, the same by Backspace: → is previous there.
        var rtl = try gridController(options: TagCollectionOptions(removeButton: .init()), configuration: gridConfiguration(.rightToLeft))
        try rtl.focus(at: 2)
        try rtl.run([key(.backspace, [], 0)])
        #expect(rtl.focusedID == "t3")
        #expect(try rtl.run([key(.right, .shift, 1)]).last == .didChangeSelection(selected: ids("t3", "t1"), deselected: []))
    }

    @Test func afterAFilterMovedFocusTheNextRangeStartsAtTheFocusedTag() throws {
        var c = try gridController()
        try c.focus(at: 1)
        let filter = try c.setFilter(TagFilter("not t1") { $0.id != "t1" })
        #expect(filter.callbacks == [.didChangeFocus(index: 2, id: "t2")])
        let extend = try c.run([key(.right, .shift, 0)])
        #expect(extend.last == .didChangeSelection(selected: ids("t2", "t3"), deselected: []))
        // An anchor the filter leaves out while focus stays gives way to the focused tag too.
        var kept = try gridController()
        try kept.focus(at: 0)
        try kept.run([key(.right, .shift, 0), key(.right, .shift, 1)])  // t0…t2, anchored at t0
        try kept.setFilter(TagFilter("not t0") { $0.id != "t0" })
        #expect(kept.focusedID == "t2")
        #expect(try kept.run([key(.right, .shift, 2)]).last == .didChangeSelection(selected: ids("t3"), deselected: []))
        #expect(kept.selectedIDs == ["t0", "t1", "t2", "t3"])
    }

    @Test func shiftIsAPlainMoveWithoutMultipleSelection() throws {
        var c = try gridController(options: TagCollectionOptions(selectionMode: .single))
        try c.focus(at: 0)
        #expect(try c.run([key(.right, .shift, 0)]) == [.didChangeFocus(index: 1, id: "t1")])
        #expect(c.selectedIDs.isEmpty)
    }

    @Test func rightToLeftMirrorsShiftArrows() throws {
        var c = try gridController(configuration: gridConfiguration(.rightToLeft))
        try c.focus(at: 0)  // at the right end of the first line
        try c.run([key(.left, .shift, 0)])  // left is next in right to left
        #expect(c.selectedIDs == ["t0", "t1"])
        #expect(c.frame(forID: "t1")!.minX < c.frame(forID: "t0")!.minX)
    }

    @Test func controlASelectsEveryEnabledTagShownUpToTheLimitAndShiftNone() throws {
        var tags = blocks(6)
        tags[2].isDisabled = true
        var options = TagCollectionOptions(selectionMode: .multiple(limit: 4))
        options.selectionMinimum = 1
        var c = try TagCollectionController(
            tags: tags, configuration: gridConfiguration(), options: options, viewport: Viewport(width: 200), sizer: componentSizer())
        try c.focus(at: 4)
        let all = try c.run([key(.a, .control, 0)])
        #expect(all == [
            .didChangeSelection(selected: ids("t0", "t1", "t3", "t4"), deselected: []),
            .didRefuseSelectForLimit(ids: ids("t5"), limit: 4),
        ])
        let none = try c.run([key(.a, [.control, .shift], 1)])
        #expect(none == [
            .didChangeSelection(selected: [], deselected: ids("t0", "t1", "t3")),
            .didRefuseDeselectForMinimum(ids: ids("t4"), minimum: 1),  // the focused tag is the one kept
        ])
        #expect(c.selectedIDs == ["t4"])
        // Nothing left to change: nothing reported.
        #expect(try c.deselectAll().callbacks == [.didRefuseDeselectForMinimum(ids: ids("t4"), minimum: 1)])
        try c.setSelection([])
        #expect(try c.deselectAll().callbacks.isEmpty)
    }

    @Test func selectAllActsOnTheTagsTheFilterShows() throws {
        var c = try gridController()
        try c.setSelected(true, forID: "t1")
        try c.setFilter(TagFilter("even") { Int($0.id.rawValue.dropFirst())! % 2 == 0 })
        try c.selectAll()
        #expect(c.selectedIDs == ["t0", "t1", "t2", "t4", "t6", "t8", "t10"])
        try c.deselectAll()
        #expect(c.selectedIDs == ["t1"])  // left out by the filter: left alone
    }

    @Test func selectionFollowsFocusInSingleSelectionAndControlMovesFocusAlone() throws {
        var options = TagCollectionOptions(selectionMode: .single)
        options.selectionFollowsFocus = true
        options.selectionMinimum = 1
        var c = try gridController(options: options)
        let first = try c.run([key(.right, [], 0)])
        #expect(first == [.didChangeFocus(index: 0, id: "t0"), .didChangeSelection(selected: ids("t0"), deselected: [])])
        let next = try c.run([key(.down, [], 1)])
        #expect(next.last == .didChangeSelection(selected: ids("t4"), deselected: ids("t0")))
        let quiet = try c.run([key(.right, .control, 2), key(.end, .control, 3)])
        #expect(quiet.map(\.name) == ["didChangeFocus", "didChangeFocus"])
        #expect(c.selectedIDs == ["t4"])
        // Space on the chosen tag would empty a required choice.
        try c.run([key(.home, .control, 4), key(.down, .control, 5)])
        #expect(try c.run([key(.space, [], 6)]) == [.didRefuseDeselectForMinimum(ids: ids("t4"), minimum: 1)])
    }

    @Test func selectByIDFollowsThePolicyAndRefusesWhatItCannotDo() throws {
        var c = try gridController(options: TagCollectionOptions(selectionMode: .multiple(limit: 2)))
        try c.setDisabled(true, forID: "t3")
        let update = try c.select(ids: ids("t5", "t1", "t7"))
        #expect(update.callbacks == [
            .didChangeSelection(selected: ids("t5", "t1"), deselected: []), .didRefuseSelectForLimit(ids: ids("t7"), limit: 2),
        ])
        #expect(thrownError { () throws(TagFlowError) in try c.select(ids: ids("t9", "nope")) }?.description == #"ids[1]: "nope" is not the id of any tag in the collection"#)
        #expect(thrownError { () throws(TagFlowError) in try c.select(ids: ids("t3")) }?.description
            == #"ids[0]: "t3" is a disabled tag; input and select(ids:) never select one (setSelection(_:) sets any selection)"#)
        try c.setOptions(TagCollectionOptions(selectionMode: .single))
        #expect(thrownError { () throws(TagFlowError) in try c.select(ids: ids("t0", "t2")) }?.description == "ids: 2 ids given; single selection selects one tag")
        #expect(try c.select(ids: ids("t0")).callbacks == [.didChangeSelection(selected: ids("t0"), deselected: ids("t1", "t5"))])
        try c.setOptions(TagCollectionOptions(selectionMode: .none))
        #expect(thrownError { () throws(TagFlowError) in try c.select(ids: ids("t0")) }?.description 
            == "ids: selection mode none selects nothing; select(ids:) needs single or multiple selection")
        #expect(c.selectedIDs == ["t0"])
    }
}
