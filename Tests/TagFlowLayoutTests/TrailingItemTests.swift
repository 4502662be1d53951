import Testing
import TagFlowLayout

/// The trailing item: after every other item, never hidden, growing into the rest of its line
/// or wrapping to a line of its own (drawn `_`).
@Suite("The trailing item")
struct TrailingItemTests {
    /// An entry as a tag field's: at least `least` wide, taking the rest of its line.
    func entry(least: Double = 30) -> LayoutItem {
        LayoutItem(width: least, height: 10, grow: 1, minWidth: least)
    }

    func layout(
        _ widths: [Double], width: Double = 100, _ change: (inout LayoutConfiguration) -> Void = { _ in }
    ) throws -> LayoutResult {
        try FlowLayout(configuration: configuration {
            $0.trailingItem = entry()
            change(&$0)
        }).layout(items(widths), in: Size(width: width, height: 0))
    }

    @Test func itTakesTheRestOfTheLastLine() throws {
        let result = try layout([30, 20])
        #expect(picture(result, width: 100) == "aaa.bb.___")
        #expect(result.trailingItemFrame == Rect(x: 70, y: 0, width: 30, height: 10))
        #expect(result.lines == [[0, 1]])
    }

    @Test func itWrapsToALineOfItsOwnWhenItsMinimumDoesNotFit() throws {
        let result = try layout([30, 40])
        #expect(picture(result, width: 100) == """
            aaa.bbbb..
            ..........
            __________
            """)
        #expect(result.lines == [[0, 1], []])
        #expect(result.lineCount == 2)
        #expect(result.contentSize.height == 30)
    }

    @Test func withoutItemsItIsTheWholeFirstLine() throws {
        let result = try layout([])
        #expect(result.trailingItemFrame == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(result.contentSize == Size(width: 100, height: 10))
        #expect(result.fittingSize == Size(width: 30, height: 10))
    }

    @Test func aLineLimitNeverHidesItAndItFollowsTheChip() throws {
        let result = try layout([20, 20, 50]) {
            $0.numberOfLines = 1
            $0.overflowIndicator = Size(width: 10, height: 10)
            $0.trailingItem = entry(least: 20)
        }
        #expect(picture(result, width: 100) == "aa.bb.+.__")
        #expect(result.overflow?.hiddenCount == 1)
        #expect(result.visibleLineCount == 1)
        #expect(result.lineCount == 2)
    }

    @Test func whenTheChipLeavesTooLittleItTakesTheNextLine() throws {
        let result = try layout([30, 30, 30, 30, 30]) {
            $0.numberOfLines = 1
            $0.overflowIndicator = Size(width: 40, height: 10)
        }
        #expect(picture(result, width: 100) == """
            aaa.++++..
            ..........
            __________
            """)
        #expect(result.overflow?.hiddenCount == 4)
        #expect(result.visibleLineCount == 2)
        #expect(result.lineCount == 4)
        #expect(result.trailingItemFrame == Rect(x: 0, y: 20, width: 100, height: 10))
    }

    @Test func itFollowsTheLessChipOfAnExpandedLimit() throws {
        let result = try layout([30, 30, 30]) {
            $0.numberOfLines = 1
            $0.isLineLimitExpanded = true
            $0.collapseIndicator = Size(width: 20, height: 10)
        }
        #expect(picture(result, width: 100) == """
            aaa.bbb...
            ..........
            ccc.--.___
            """)
    }

    /// Growing, it takes the free space centring would have shared: the line is packed, as CSS
    /// packs a line whose last flex item grows.
    @Test func aCentredLineIsPackedByItsGrowth() throws {
        let result = try layout([30, 20, 40]) { $0.alignment = .center }
        #expect(picture(result, width: 100) == """
            ..aaa.bb..
            ..........
            cccc._____
            """)
    }

    /// With a maximum it stops growing, and the rest of the line is centred with it.
    @Test func withAMaximumTheLineIsCentredWithIt() throws {
        var capped = entry()
        capped.maxWidth = 40
        let result = try layout([30]) {
            $0.alignment = .center
            $0.trailingItem = capped
        }
        #expect(picture(result, width: 100) == ".aaa.____.")
    }

    @Test func rightToLeftItIsOnTheLeft() throws {
        let result = try layout([30, 20]) { $0.layoutDirection = .rightToLeft }
        #expect(picture(result, width: 100) == "___.bb.aaa")
    }

    @Test func itsMinimumIsHeldToTheLine() throws {
        var wide = entry(least: 150)
        wide.width = 150
        let result = try layout([30]) { $0.trailingItem = wide }
        #expect(result.trailingItemFrame == Rect(x: 0, y: 20, width: 100, height: 10))
    }

    @Test func itMakesItsLineAsTallAsItIs() throws {
        var tall = entry()
        tall = LayoutItem(width: 30, height: 30, grow: 1, minWidth: 30)
        let result = try layout([30]) {
            $0.trailingItem = tall
            $0.lineAlignment = .top
        }
        #expect(result.lineFrames[0].height == 30)
        #expect(result.frames[0] == Rect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func inHorizontalRowsItEndsTheLastLine() throws {
        let result = try layout([30, 30, 30]) {
            $0.scrollDirection = .horizontal
            $0.numberOfLines = 2
        }
        #expect(result.trailingItemFrame == Rect(x: 40, y: 20, width: 30, height: 10))
        #expect(result.contentSize.width == 70)
    }

    @Test func aBadTrailingItemIsNamed() throws {
        let error = thrownError { () throws(TagFlowError) in
            try FlowLayout(configuration: configuration { $0.trailingItem = LayoutItem(width: -1, height: 10) })
                .layout([], in: Size(width: 100, height: 0))
        }
        #expect(error?.path == ["configuration", "trailingItem", "width"])
        let flexible = thrownError { () throws(TagFlowError) in
            try FlowLayout(configuration: configuration { $0.trailingItem = LayoutItem(width: 1, height: 10, minWidth: 20, maxWidth: 10) })
                .layout([], in: Size(width: 100, height: 0))
        }
        #expect(flexible?.path == ["configuration", "trailingItem", "maxWidth"])
    }
}
