import Testing
import TagFlowLayout

@Suite("Line limit and the overflow indicator")
struct LineLimitTests {
    /// Six items of 30: two to a 100 pt line, three lines.
    let widths: [Double] = [30, 30, 30, 30, 30, 30]

    func layout(lines: Int, indicator: Size? = nil, _ change: (inout LayoutConfiguration) -> Void = { _ in }) throws -> LayoutResult {
        try FlowLayout(configuration: configuration {
            $0.numberOfLines = lines
            $0.overflowIndicator = indicator
            change(&$0)
        }).layout(items(widths), in: Size(width: 100, height: 0))
    }

    @Test func linesPastTheLimitAreHiddenAndTheFullCountIsReported() throws {
        let result = try layout(lines: 2)
        #expect(result.lineCount == 3)
        #expect(result.visibleLineCount == 2)
        #expect(result.lines == [[0, 1], [2, 3]])
        #expect((0..<6).map(result.isHidden) == [false, false, false, false, true, true])
        #expect(result.frames[4] == .zero)
        #expect(result.hiddenCount == 2)
        #expect(result.contentSize.height == 30)
        #expect(result.overflow == nil)
    }

    @Test func aLimitAboveTheLineCountHidesNothing() throws {
        let result = try layout(lines: 5, indicator: Size(width: 20, height: 10))
        #expect(result.hiddenCount == 0)
        #expect(result.overflow == nil)
    }

    @Test func theIndicatorJoinsTheLastVisibleLineWhenItFits() throws {
        let result = try layout(lines: 2, indicator: Size(width: 20, height: 10))
        // 30 + 10 + 30 + 10 + 20 = 100: an exact fit.
        #expect(picture(result, width: 100) == """
            aaa.bbb...
            ..........
            ccc.ddd.++
            """)
        #expect(result.overflow == OverflowPlacement(hiddenCount: 2, frame: Rect(x: 80, y: 20, width: 20, height: 10)))
    }

    @Test func trailingItemsMakeRoomForTheIndicator() throws {
        let result = try layout(lines: 2, indicator: Size(width: 30, height: 10))
        #expect(picture(result, width: 100) == """
            aaa.bbb...
            ..........
            ccc.+++...
            """)
        #expect(result.overflow?.hiddenCount == 3)
        #expect(result.isHidden(3))
        #expect(result.lines == [[0, 1], [2]])
    }

    @Test func anIndicatorWiderThanTheLineIsClampedAndAlone() throws {
        let result = try layout(lines: 1, indicator: Size(width: 150, height: 10))
        #expect(result.overflow == OverflowPlacement(hiddenCount: 6, frame: Rect(x: 0, y: 0, width: 100, height: 10)))
        #expect(result.lines == [[]])
    }

    @Test func theIndicatorIsPartOfTheLineForAlignment() throws {
        let result = try layout(lines: 2, indicator: Size(width: 10, height: 10)) { $0.alignment = .trailing }
        // Last line: 30 + 10 + 30 + 10 + 10 = 90, so it starts at 10.
        #expect(picture(result, width: 100) == """
            ...aaa.bbb
            ..........
            .ccc.ddd.+
            """)
    }

    @Test func inRightToLeftTheIndicatorIsAtTheLeftEnd() throws {
        let result = try layout(lines: 2, indicator: Size(width: 20, height: 10)) { $0.layoutDirection = .rightToLeft }
        #expect(picture(result, width: 100) == """
            ...bbb.aaa
            ..........
            ++.ddd.ccc
            """)
    }

    @Test func theIndicatorMakesItsLineTaller() throws {
        let result = try layout(lines: 1, indicator: Size(width: 20, height: 30))
        #expect(result.contentSize.height == 30)
        #expect(result.frames[0].minY == 10)
    }

    @Test func everyVisibleLineFillsWhenTheLimitHidesTheLastLine() throws {
        let result = try layout(lines: 2) { $0.alignment = .fillWidthExceptLastLine }
        #expect(picture(result, width: 100) == """
            aaaaa.bbbb
            ..........
            ccccc.dddd
            """)
    }

    @Test func fillWidthGrowsItemsButNotTheIndicator() throws {
        let result = try layout(lines: 2, indicator: Size(width: 10, height: 10)) { $0.alignment = .fillWidth }
        #expect(result.overflow?.frame == Rect(x: 90, y: 20, width: 10, height: 10))
        #expect(result.frames[2] == Rect(x: 0, y: 20, width: 35, height: 10))
        #expect(result.frames[3] == Rect(x: 45, y: 20, width: 35, height: 10))
    }
}
