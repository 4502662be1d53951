import Testing
import TagFlowLayout

@Suite("Horizontal scrolling")
struct HorizontalTests {
    func layout(
        _ widths: [Double], lines: Int?, _ distribution: LayoutConfiguration.HorizontalDistribution,
        _ change: (inout LayoutConfiguration) -> Void = { _ in }
    ) throws -> LayoutResult {
        try FlowLayout(configuration: configuration {
            $0.scrollDirection = .horizontal
            $0.numberOfLines = lines
            $0.horizontalDistribution = distribution
            change(&$0)
        }).layout(items(widths), in: Size(width: 50, height: 0))
    }

    @Test func rowMajorFillsLinesWithConsecutiveItems() throws {
        let result = try layout([10, 10, 10, 10, 10], lines: 2, .rowMajor)
        #expect(result.lines == [[0, 1, 2], [3, 4]])
        #expect(picture(result, width: 50) == """
            a.b.c
            .....
            d.e..
            """)
        #expect(result.contentSize == Size(width: 50, height: 30))
    }

    @Test func rowMajorLeavesOutLinesWithNoItems() throws {
        // ceil(4 / 3) = 2 a line: two lines, the third gets nothing and takes no space.
        let result = try layout([10, 10, 10, 10], lines: 3, .rowMajor)
        #expect(result.lines == [[0, 1], [2, 3]])
        #expect(result.contentSize.height == 30)
    }

    @Test func columnMajorDealsItemsRoundRobin() throws {
        let result = try layout([10, 10, 10, 10, 10], lines: 2, .columnMajor)
        #expect(result.lines == [[0, 2, 4], [1, 3]])
        #expect(picture(result, width: 50) == """
            a.c.e
            .....
            b.d..
            """)
    }

    @Test func balancedMakesTheWidestLineAsNarrowAsPossible() throws {
        let result = try layout([50, 10, 10, 10, 50], lines: 2, .balanced)
        #expect(result.lines == [[0, 1, 2], [3, 4]])
        #expect(result.contentSize.width == 90)
        let three = try layout([30, 30, 30, 30, 30, 30], lines: 3, .balanced)
        #expect(three.lines == [[0, 1], [2, 3], [4, 5]])
    }

    @Test func balancedWithMoreLinesThanItemsGivesEachItemALine() throws {
        let result = try layout([10, 20], lines: 4, .balanced)
        #expect(result.lines == [[0], [1]])
    }

    @Test func noLineCountMeansOneLine() throws {
        let result = try layout([10, 10, 10], lines: nil, .rowMajor)
        #expect(result.lines == [[0, 1, 2]])
    }

    @Test func itemsAreNeverClampedOrWrapped() throws {
        let result = try layout([200, 10], lines: 1, .rowMajor)
        #expect(result.frames[0].width == 200)
        #expect(result.contentSize.width == 220)
    }

    @Test func contentWidthIsTheWidestLinePlusInsets() throws {
        let result = try layout([10, 10, 30], lines: 2, .rowMajor) {
            $0.contentInset = Insets(top: 1, left: 2, bottom: 3, right: 4)
        }
        #expect(result.contentSize == Size(width: 36, height: 34))
        #expect(result.fittingSize == result.contentSize)
    }

    @Test func alignmentUsesTheWidestLineAsReference() throws {
        let result = try layout([10, 10, 10, 10], lines: 2, .rowMajor) { $0.alignment = .center }
        // Lines are both 30 wide; make one shorter.
        let uneven = try layout([30, 10, 10], lines: 2, .rowMajor) { $0.alignment = .center }
        #expect(result.frames[0].minX == 0)
        #expect(uneven.lines == [[0, 1], [2]])
        #expect(uneven.frames[2].minX == 20)
    }

    @Test func rightToLeftMirrorsWithinTheWidestLine() throws {
        let result = try layout([30, 10, 10], lines: 2, .rowMajor) { $0.layoutDirection = .rightToLeft }
        #expect(result.frames[0] == Rect(x: 20, y: 0, width: 30, height: 10))
        #expect(result.frames[1] == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(result.frames[2] == Rect(x: 40, y: 20, width: 10, height: 10))
    }

    @Test func theLineLimitHidesNothingInHorizontalScrolling() throws {
        let result = try layout([10, 10, 10, 10, 10], lines: 2, .rowMajor) { $0.overflowIndicator = Size(width: 5, height: 5) }
        #expect(result.hiddenCount == 0)
        #expect(result.overflow == nil)
    }
}
