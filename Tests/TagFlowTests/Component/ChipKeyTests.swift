import Testing
import TagFlow
import TagFlowTestSupport

/// The line limit's chips from the keys (issue 39): the "+N" chip and the "less" chip are focus
/// stops after the tags, Return and Space expand and collapse, focus lands where a disclosure's
/// would, right to left mirrors, and a tag field's chip stays the pointer's.
///
/// Words of n letters are n × 10 by 20 (no padding); two lines at most in 100 pt, 10 pt apart:
///
///     aaaaa.bbb.      line 0: aaaaa 0–50, bbb 60–90
///     ccc.ddd.+2      line 1: ccc 0–30, ddd 40–70, the "+2" chip 80–100 (eee, fff hidden)
@Suite(.tags(.component)) struct ChipKeyTests {
    static let words = ["aaaaa", "bbb", "ccc", "ddd", "eee", "fff"]

    static func controller(
        _ direction: LayoutConfiguration.LayoutDirection = .leftToRight, chip: OverflowChip = chip(),
        options: TagCollectionOptions = TagCollectionOptions(), viewport: Viewport = Viewport(width: 100)
    ) throws -> TagCollectionController {
        var options = options
        options.overflowChip = chip
        return try TagCollectionController(
            tags: words.map { TextTag($0, id: TagID($0), style: OverflowChipTests.style) },
            configuration: LayoutConfiguration(layoutDirection: direction, horizontalSpacing: 10, verticalSpacing: 10, numberOfLines: 2),
            options: options, viewport: viewport, sizer: TagSizer(measurer: OverflowChipTests.measurer))
    }

    static func chip(expandsOnTap: Bool = true) -> OverflowChip { OverflowChipTests.chip(expandsOnTap: expandsOnTap) }

    /// Presses `keys` in order with `modifiers` (every event of this suite happens at time 0).
    func keys(_ c: inout TagCollectionController, _ keys: [InputEvent.Key], _ modifiers: KeyModifiers = []) throws -> [TagCollectionCallback] {
        try c.run(keys.map { .key($0, modifiers: modifiers, time: 0) })
    }

    @Test func theFixtureIsAsDrawn() throws {
        let c = try Self.controller()
        #expect(c.layout.overflow == OverflowPlacement(hiddenCount: 2, frame: Rect(x: 80, y: 30, width: 20, height: 20)))
        #expect(c.layout.lines == [[0, 1], [2, 3]])
        #expect(c.frame(forID: "bbb") == Rect(x: 60, y: 0, width: 30, height: 20))
    }

    @Test func rightFromTheLastTagAndEndReachTheChipAndLeftAndHomeGoBack() throws {
        var c = try Self.controller()
        try c.focus(at: 3)
        #expect(try keys(&c, [.right]) == [.didFocusOverflowIndicator(hiddenCount: 2)])
        #expect(c.focusedElement == .overflowIndicator(hiddenCount: 2))
        #expect(c.focusedID == nil && c.focusedIndex == nil)
        #expect(try keys(&c, [.right, .end, .down, .pageDown]).isEmpty)  // the chip is the last stop
        #expect(try keys(&c, [.left]) == [.didChangeFocus(index: 3, id: "ddd")])
        #expect(try keys(&c, [.home]) == [.didChangeFocus(index: 0, id: "aaaaa")])
        #expect(try keys(&c, [.end]) == [.didFocusOverflowIndicator(hiddenCount: 2)])
        #expect(try keys(&c, [.home]) == [.didChangeFocus(index: 0, id: "aaaaa")])
        // With no focus, End goes to the chip too; the first move to the first tag.
        try c.focus(at: nil)
        #expect(try keys(&c, [.end]) == [.didFocusOverflowIndicator(hiddenCount: 2)])
    }

    @Test func downReachesTheChipByGeometryAndFromTheLastLineAndUpKeepsTheColumn() throws {
        var c = try Self.controller()
        try c.focus(at: 1)  // bbb, centre 75: the chip's centre (90) is nearer than ddd's (55)
        #expect(try keys(&c, [.down]) == [.didFocusOverflowIndicator(hiddenCount: 2)])
        #expect(try keys(&c, [.up]) == [.didChangeFocus(index: 1, id: "bbb")])
        try c.focus(at: 0)  // aaaaa, centre 25: ccc below, then the chip from the last line
        #expect(try keys(&c, [.down]) == [.didChangeFocus(index: 2, id: "ccc")])
        #expect(try keys(&c, [.down]) == [.didFocusOverflowIndicator(hiddenCount: 2)])
        #expect(try keys(&c, [.up]) == [.didChangeFocus(index: 0, id: "aaaaa")])  // the column of aaaaa, kept
        try c.focus(at: 2)
        #expect(try keys(&c, [.pageDown]) == [.didFocusOverflowIndicator(hiddenCount: 2)])
        #expect(try keys(&c, [.pageUp]) == [.didChangeFocus(index: 0, id: "aaaaa")])
    }

    @Test func returnExpandsAndFocusGoesToTheFirstTagTheChipStoodFor() throws {
        var c = try Self.controller()
        _ = try keys(&c, [.end])
        let expand = try c.handle(.key(.return, time: 0))
        #expect(expand.callbacks == [.didTapOverflowIndicator(hiddenCount: 2), .didExpand, .didChangeFocus(index: 4, id: "eee")])
        #expect(c.isExpanded && c.focusedID == "eee")
        #expect(c.announcement(for: expand) == "Showing all 6 tags.")
        // "less" (40) stands on a line of its own after eee fff: ↓ from the last line and End reach it.
        let less = try #require(c.layout.collapseIndicatorFrame)
        #expect(less == Rect(x: 0, y: 90, width: 40, height: 20))
        #expect(try keys(&c, [.down]) == [.didFocusCollapseIndicator])
        #expect(c.focusedElement == .collapseIndicator)
        #expect(try keys(&c, [.up]) == [.didChangeFocus(index: 4, id: "eee")])
        #expect(try keys(&c, [.end]) == [.didFocusCollapseIndicator])
        // Space on "less" collapses; focus stays on the chip, now "+2" again.
        let collapse = try c.handle(.key(.space, time: 0))
        #expect(collapse.callbacks == [.didTapCollapseIndicator, .didCollapse, .didFocusOverflowIndicator(hiddenCount: 2)])
        #expect(!c.isExpanded && c.focusedElement == .overflowIndicator(hiddenCount: 2))
        #expect(c.announcement(for: collapse) == "Showing 4 of 6 tags.")
    }

    @Test func aChipThatOnlyReportsTapsKeepsFocusAndTheCallerExpanding() throws {
        var c = try Self.controller(chip: Self.chip(expandsOnTap: false))
        _ = try keys(&c, [.end])
        #expect(try keys(&c, [.return, .space]) == [.didTapOverflowIndicator(hiddenCount: 2), .didTapOverflowIndicator(hiddenCount: 2)])
        #expect(!c.isExpanded && c.focusedElement == .overflowIndicator(hiddenCount: 2))
        // The caller expands: focus stays on the chip, which is now "less".
        #expect(try c.setExpanded(true).callbacks == [.didFocusCollapseIndicator])
        #expect(try c.setExpanded(false).callbacks == [.didFocusOverflowIndicator(hiddenCount: 2)])
        // Nothing hidden any more: the chip goes, and focus with it to the last tag.
        try c.remove(id: "eee")
        #expect(c.focusedElement == .overflowIndicator(hiddenCount: 1))
        #expect(try c.remove(id: "fff").callbacks == [.didChangeFocus(index: 3, id: "ddd")])
        #expect(c.focusedElement == .tag(index: 3, id: "ddd"))
    }

    @Test func aFocusedTagThatACollapseHidesPassesFocusToTheChip() throws {
        var c = try Self.controller()
        try c.setExpanded(true)
        try c.focus(at: 5)
        let collapse = try c.tap(at: try #require(c.layout.collapseIndicatorFrame).center, time: 0)
        #expect(collapse.callbacks.map(\.name) == ["didTapCollapseIndicator", "didCollapse", "didTapAnywhere", "didFocusOverflowIndicator"])
        #expect(c.focusedElement == .overflowIndicator(hiddenCount: 2))
        // Without a chip, a hidden tag's focus goes back to the last tag shown, as before.
        var plain = try TagCollectionController(
            tags: Self.words.map { TextTag($0, id: TagID($0), style: OverflowChipTests.style) },
            configuration: LayoutConfiguration(horizontalSpacing: 10, verticalSpacing: 10, numberOfLines: nil),
            viewport: Viewport(width: 100), sizer: TagSizer(measurer: OverflowChipTests.measurer))
        try plain.focus(at: 5)
        var limited = plain.configuration
        limited.numberOfLines = 2
        #expect(try plain.setConfiguration(limited).callbacks == [.didChangeFocus(index: 3, id: "ddd")])
    }

    @Test func shiftExtendsOverTagsOnlyAndOtherKeysDoNothingOnTheChip() throws {
        var c = try Self.controller(options: TagCollectionOptions(allowsReordering: true, allowsDragToDelete: true))
        try c.focus(at: 2)
        _ = try keys(&c, [.end], .shift)
        #expect(c.focusedID == "ddd" && c.selectedIDs == ["ccc", "ddd"])  // Shift+End: the last tag, not the chip
        #expect(try keys(&c, [.right], .shift).isEmpty)
        _ = try keys(&c, [.right])
        #expect(c.focusedElement == .overflowIndicator(hiddenCount: 2))
        #expect(try keys(&c, [.delete, .backspace, .contextMenu]).isEmpty)
        #expect(try keys(&c, [.right, .left], .alt).isEmpty)
        // Shift+← from the chip extends from the anchor (ddd) to the last tag.
        #expect(try keys(&c, [.left], .shift) == [.didChangeFocus(index: 3, id: "ddd")])
        // Control moves focus alone, onto the chip too; Control+A still selects every tag shown.
        #expect(try keys(&c, [.right], .control) == [.didFocusOverflowIndicator(hiddenCount: 2)])
        #expect(try keys(&c, [.a], .control) == [.didChangeSelection(selected: ["aaaaa", "bbb", "eee", "fff"], deselected: [])])
    }

    @Test func rightToLeftMirrorsTheChipAndItsKeys() throws {
        var c = try Self.controller(.rightToLeft)
        let chip = try #require(c.layout.overflow)
        #expect(chip.frame == Rect(x: 0, y: 30, width: 20, height: 20))  // the left end of the last line
        #expect(c.frame(forID: "ddd") == Rect(x: 30, y: 30, width: 30, height: 20))
        try c.focus(at: 3)
        #expect(try keys(&c, [.left]) == [.didFocusOverflowIndicator(hiddenCount: 2)])  // ← is next
        #expect(try keys(&c, [.right]) == [.didChangeFocus(index: 3, id: "ddd")])
        try c.focus(at: 1)  // bbb at 10–40, centre 25: the chip (10) is nearer than ddd (45)
        #expect(try keys(&c, [.down]) == [.didFocusOverflowIndicator(hiddenCount: 2)])
        #expect(try keys(&c, [.return]).map(\.name) == ["didTapOverflowIndicator", "didExpand", "didChangeFocus"])
        #expect(c.focusedID == "eee")
    }

    @Test func focusOnTheChipScrollsItIntoView() throws {
        var c = try Self.controller(viewport: Viewport(width: 100, height: 20))
        try c.focus(at: 0)
        #expect(try keys(&c, [.end]) == [.didFocusOverflowIndicator(hiddenCount: 2), .didScroll(offset: pt(0, 30))])
        var still = try Self.controller(options: TagCollectionOptions(scrollsToFocusedTag: false), viewport: Viewport(width: 100, height: 20))
        #expect(try keys(&still, [.end]) == [.didFocusOverflowIndicator(hiddenCount: 2)])
    }

    @Test func theFocusedElementIsOneOfTheAccessibilityElementsAndCanBeSet() throws {
        var c = try Self.controller()
        #expect(c.focusedElement == nil)
        try c.focus(.overflowIndicator(hiddenCount: 99))  // the count is not compared
        #expect(c.focusedElement == .overflowIndicator(hiddenCount: 2))
        #expect(c.accessibilityElements.map(\.kind).contains(try #require(c.focusedElement)))
        #expect(try keys(&c, [.left]) == [.didChangeFocus(index: 3, id: "ddd")])  // set silently, moved from
        try c.focus(.collapseIndicator)  // not shown: focus is cleared
        #expect(c.focusedElement == nil)
        try c.focus(.tag(index: 0, id: "bbb"))  // the id decides
        #expect(c.focusedElement == .tag(index: 1, id: "bbb"))
        #expect(c.accessibilityElements.map(\.kind).contains(.tag(index: 1, id: "bbb")))
        #expect(thrownError { () throws(TagFlowError) in try c.focus(.tag(index: 0, id: "zzz")) }?.path == ["id"])
        try c.focus(nil)
        #expect(c.focusedElement == nil)
    }

    @Test func altMovingTheLastTagShownLaterExpandsSoItStaysFocusedAndInView() throws {
        var c = try Self.controller(options: TagCollectionOptions(allowsReordering: true), viewport: Viewport(width: 100, height: 40))
        try c.focus(at: 3)
        let move = try c.handle(.key(.right, modifiers: .alt, time: 0))
        #expect(move.callbacks == [.didMove(id: "ddd", from: 3, to: 4), .didExpand, .didScroll(offset: pt(0, 40))])
        #expect(c.idOrder == ["aaaaa", "bbb", "ccc", "eee", "ddd", "fff"])
        #expect(c.isExpanded && c.focusedID == "ddd")
        #expect(c.frame(forID: "ddd") == Rect(x: 0, y: 60, width: 30, height: 20))
        #expect(c.visibleIndices.contains(4))
        #expect(c.announcement(for: move) == "Moved ddd to position 5 of 6. Showing all 6 tags.")
        // Right to left, ← is later.
        var rtl = try Self.controller(.rightToLeft, options: TagCollectionOptions(allowsReordering: true))
        try rtl.focus(at: 3)
        #expect(try rtl.run([.key(.left, modifiers: .alt, time: 0)]) == [.didMove(id: "ddd", from: 3, to: 4), .didExpand])
        #expect(rtl.focusedElement == .tag(index: 4, id: "ddd"))
    }

    @Test func whereInputCannotExpandTheLastTagShownDoesNotMoveLater() throws {
        var c = try Self.controller(chip: Self.chip(expandsOnTap: false), options: TagCollectionOptions(allowsReordering: true))
        try c.focus(at: 3)
        #expect(try c.run([.key(.right, modifiers: .alt, time: 0)]).isEmpty)
        #expect(c.accessibilityElement(at: 3)?.actions == [.moveEarlier])
        #expect(c.focusedID == "ddd" && c.idOrder == Self.words)
        // A line limit without a chip: the hidden tags are out of input's reach.
        var plain = try gridController(8, options: TagCollectionOptions(allowsReordering: true), configuration: gridConfiguration(numberOfLines: 1))
        try plain.focus(at: 3)
        #expect(try plain.run([key(.right, .alt, 0), key(.down, .alt, 1)]).isEmpty)
        #expect(plain.accessibilityElement(at: 3)?.actions == [.moveEarlier])
        #expect(try plain.run([key(.left, .alt, 2)]) == [.didMove(id: "t3", from: 3, to: 2)])
    }

    @Test func aTagFieldsChipTakesNoFocus() throws {
        var field = try tagField((0..<20).map { "tag\($0)" }, numberOfLines: 1)
        try field.updateController { (c) throws(TagFlowError) in try c.setOptions(TagCollectionOptions(overflowChip: OverflowChip())) }
        #expect(field.controller.layout.overflow != nil)
        try field.updateController { (c) throws(TagFlowError) in
            try c.focus(.overflowIndicator(hiddenCount: 0))
            return TagCollectionUpdate()
        }
        #expect(field.controller.focusedElement == nil)
        try field.updateController { (c) throws(TagFlowError) in
            try c.focus(at: 0)
            return try c.handle(.key(.end, time: 0))
        }
        let last = try #require(field.controller.layout.placementOrder.last)
        #expect(field.controller.focusedIndex == last)  // the last tag shown, not the chip
    }
}
