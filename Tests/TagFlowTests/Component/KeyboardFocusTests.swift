import Testing
import TagFlow

@Suite(.tags(.component)) struct KeyboardFocusTests {
    func keys(_ c: inout TagCollectionController, _ keys: [InputEvent.Key], from t: Double = 0) throws -> [TagCollectionCallback] {
        try c.run(keys.enumerated().map { .key($1, time: t + Double($0)) })
    }

    @Test func arrowsMoveByGeometryInLeftToRight() throws {
        var c = try gridController(12, viewport: Viewport(width: 200, height: 0))
        let first = try keys(&c, [.down])
        #expect(first == [.didChangeFocus(index: 0, id: "t0")])
        _ = try keys(&c, [.right, .right, .right, .right], from: 1)
        #expect(c.focusedID == "t4")  // right at the end of a line continues on the next
        _ = try keys(&c, [.left], from: 5)
        #expect(c.focusedID == "t3")
        _ = try keys(&c, [.down, .down], from: 6)
        #expect(c.focusedID == "t11")
        #expect(try keys(&c, [.down, .right], from: 8).isEmpty)  // last line, last tag: nothing
        _ = try keys(&c, [.up], from: 10)
        #expect(c.focusedID == "t7")
        #expect(c.focusedIndex == 7)
    }

    @Test func upAndDownKeepTheRememberedX() throws {
        var items = blocks(4)
        items.append(block("wide", width: 200, height: 20))
        items += (5..<9).map { block(TagID("t\($0)")) }
        var c = try TagCollectionController(
            tags: items, configuration: gridConfiguration(), viewport: Viewport(width: 200), sizer: componentSizer())
        try c.focus(at: 3)
        _ = try keys(&c, [.down])
        #expect(c.focusedID == "wide")
        _ = try keys(&c, [.down], from: 1)
        #expect(c.focusedID == "t8")  // the column of t3, not the centre of the wide tag
        _ = try keys(&c, [.up, .up], from: 2)
        #expect(c.focusedID == "t3")
        _ = try keys(&c, [.left, .down, .down], from: 4)  // a horizontal move resets the column
        #expect(c.focusedID == "t7")
    }

    @Test func rightToLeftFlipsLeftAndRightAndHitTesting() throws {
        var c = try gridController(8, configuration: gridConfiguration(.rightToLeft), viewport: Viewport(width: 200))
        #expect(try c.frame(forID: "t0") == Rect(x: 160, y: 0, width: 40, height: 20))
        #expect(c.index(at: pt(180, 10)) == 0)
        #expect(c.index(at: pt(130, 10)) == 1)
        #expect(c.index(at: pt(155, 10)) == nil)
        _ = try keys(&c, [.right])
        #expect(c.focusedID == "t0")  // the first tag in reading order, at the right
        _ = try keys(&c, [.left, .left], from: 1)
        #expect(c.focusedID == "t2")  // physically left = next in reading order
        _ = try keys(&c, [.right], from: 3)
        #expect(c.focusedID == "t1")
        _ = try keys(&c, [.down], from: 4)
        #expect(c.focusedID == "t5")  // same column, one line down
        _ = try keys(&c, [.right, .right], from: 5)
        #expect(c.focusedID == "t3")  // from the right end of line 2 back to the left end of line 1
        // Taps hit the mirrored frames.
        try c.tap(at: pt(130, 40), time: 10)
        #expect(c.selectedIDs == ["t5"])
    }

    @Test func hiddenTagsCannotTakeFocusAndFocusPassesOnWhenItsTagGoes() throws {
        var c = try gridController(8, configuration: gridConfiguration(numberOfLines: 1), viewport: Viewport(width: 200))
        _ = try keys(&c, [.right, .right, .right, .right, .right, .down])
        #expect(c.focusedID == "t3")  // the last visible tag; the hidden line is out of reach
        try c.focus(at: 5)
        #expect(c.focusedID == nil)
        try c.focus(at: 2)
        let removal = try c.remove(id: "t2")
        #expect(removal.callbacks == [.didChangeFocus(index: 2, id: "t3")])
        // t3 is now on the hidden second line: focus goes back to the last tag still shown.
        let narrower = try c.setViewport(Viewport(width: 100))
        #expect(narrower.callbacks == [.didChangeFocus(index: 1, id: "t1")])
        #expect(c.focusedID == "t1")
        try c.setConfiguration(gridConfiguration())
        try c.focus(at: 0)
        let gone = try c.removeAll()
        #expect(gone.callbacks == [.didChangeFocus(index: nil, id: nil)])
        #expect(c.focusedID == nil)
    }

    @Test func focusScrollsTheTagIntoView() throws {
        var c = try gridController(20, viewport: Viewport(width: 200, height: 50))
        let callbacks = try keys(&c, [.down, .down, .down])
        #expect(callbacks.last == .didScroll(offset: pt(0, 30)))
        #expect(c.viewport.contentOffset == pt(0, 30))
        #expect(c.focusedID == "t8")
    }

    @Test func keysAreIgnoredWhileAPointerIsDown() throws {
        var c = try gridController(4)
        try c.handle(down(pt(20, 10), 0))
        #expect(try c.handle(.key(.right, time: 0.1)).callbacks.isEmpty)
        #expect(c.focusedID == nil)
    }
}
