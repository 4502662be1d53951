import PropertyBased
import Testing
import TagFlowLayout

/// An expanded line limit: every line shows, and a "less" chip follows the last item when
/// collapsing would hide something.
@Suite("An expanded line limit and the collapse indicator")
struct CollapseIndicatorTests {
    func layout(
        _ widths: [Double], lines: Int?, collapse: Size? = Size(width: 20, height: 10),
        _ change: (inout LayoutConfiguration) -> Void = { _ in }
    ) throws(TagFlowError) -> LayoutResult {
        try FlowLayout(configuration: configuration {
            $0.numberOfLines = lines
            $0.isLineLimitExpanded = true
            $0.collapseIndicator = collapse
            $0.overflowIndicator = Size(width: 20, height: 10)
            change(&$0)
        }).layout(items(widths), in: Size(width: 100, height: 0))
    }

    @Test func everyLineShowsAndTheChipJoinsTheLastLineWhenItFits() throws {
        let result = try layout([30, 30, 30, 30, 30], lines: 1)
        #expect(picture(result, width: 100) == """
            aaa.bbb...
            ..........
            ccc.ddd...
            ..........
            eee.--....
            """)
        #expect(result.hiddenCount == 0)
        #expect(result.overflow == nil)
        #expect(result.collapseIndicatorFrame == Rect(x: 40, y: 40, width: 20, height: 10))
        #expect(result.lineCount == 3)
        #expect(result.lines == [[0, 1], [2, 3], [4]])
    }

    @Test func aChipThatDoesNotFitTakesALineOfItsOwn() throws {
        // 30 + 10 + 30 + 10 + 30 > 100.
        let result = try layout([30, 30, 30, 30], lines: 1, collapse: Size(width: 30, height: 10))
        #expect(picture(result, width: 100) == """
            aaa.bbb...
            ..........
            ccc.ddd...
            ..........
            ---.......
            """)
        #expect(result.lineCount == 3)
        #expect(result.visibleLineCount == 3)
        #expect(result.lines == [[0, 1], [2, 3], []])
        #expect(result.contentSize.height == 50)
        #expect(result.collapseIndicatorContains(Point(x: 5, y: 45)))
        #expect(result.index(at: Point(x: 5, y: 45)) == nil)
    }

    @Test func theChipFollowsAnItemThatStandsAloneOnANewLine() throws {
        var widths = items([30, 30, 30])
        widths[2].lineBreak = .fillsLine
        let result = try FlowLayout(configuration: configuration {
            $0.numberOfLines = 1
            $0.isLineLimitExpanded = true
            $0.collapseIndicator = Size(width: 20, height: 10)
        }).layout(widths, in: Size(width: 100, height: 0))
        #expect(picture(result, width: 100) == """
            aaa.bbb...
            ..........
            cccccccccc
            ..........
            --........
            """)
    }

    @Test func nothingToCollapseMeansNoChip() throws {
        // Two lines under a limit of 2: collapsing would hide nothing.
        let result = try layout([30, 30, 30, 30], lines: 2)
        #expect(result.collapseIndicatorFrame == nil)
        #expect(result.lineCount == 2)
        // No limit at all: nothing to collapse either.
        #expect(try layout([30, 30, 30, 30, 30], lines: nil).collapseIndicatorFrame == nil)
    }

    @Test func aCollapsedLimitShowsTheOverflowIndicatorAndNoCollapseChip() throws {
        let result = try layout([30, 30, 30, 30, 30], lines: 1) { $0.isLineLimitExpanded = false }
        #expect(picture(result, width: 100) == """
            aaa.bbb.++
            """)
        #expect(result.collapseIndicatorFrame == nil)
        #expect(result.overflow?.hiddenCount == 3)
    }

    @Test func expandedWithoutAChipShowsEveryLine() throws {
        let result = try layout([30, 30, 30, 30, 30], lines: 1, collapse: nil)
        #expect(result.hiddenCount == 0)
        #expect(result.visibleLineCount == 3)
        #expect(result.collapseIndicatorFrame == nil && result.overflow == nil)
    }

    @Test func theChipTakesPartInAlignmentAndMirrors() throws {
        let centred = try layout([30, 30, 30, 30, 30], lines: 1) { $0.alignment = .center }
        #expect(picture(centred, width: 100) == """
            ..aaa.bbb.
            ..........
            ..ccc.ddd.
            ..........
            ..eee.--..
            """)
        let rightToLeft = try layout([30, 30, 30, 30], lines: 1, collapse: Size(width: 30, height: 10)) {
            $0.layoutDirection = .rightToLeft
        }
        #expect(picture(rightToLeft, width: 100) == """
            ...bbb.aaa
            ..........
            ...ddd.ccc
            ..........
            .......---
            """)
    }

    @Test func theLastLineOfItemsKeepsNaturalWidthsWhenTheChipHasALineOfItsOwn() throws {
        let result = try layout([30, 30, 30, 30], lines: 1, collapse: Size(width: 30, height: 10)) {
            $0.alignment = .fillWidthExceptLastLine
        }
        #expect(picture(result, width: 100) == """
            aaaaa.bbbb
            ..........
            ccc.ddd...
            ..........
            ---.......
            """)
    }

    @Test func aBadCollapseSizeIsRefused() {
        let error = thrownError { () throws(TagFlowError) in try layout([30], lines: 1, collapse: Size(width: 10, height: -2)) }
        #expect(error == TagFlowError(.invalidNumber(-2, allowed: "finite and ≥ 0"), at: ["configuration", "collapseIndicator", "height"]))
    }

    @Test func aResultReusedAfterAnExpandedLayoutLosesItsChip() throws {
        let layout = FlowLayout(configuration: configuration {
            $0.numberOfLines = 1
            $0.isLineLimitExpanded = true
            $0.collapseIndicator = Size(width: 20, height: 10)
        })
        var result = LayoutResult()
        try layout.layout(items([30, 30, 30, 30, 30]), in: Size(width: 100, height: 0), into: &result)
        #expect(result.collapseIndicatorFrame != nil)
        var plain = layout
        plain.configuration.numberOfLines = nil
        try plain.layout(items([30, 30, 30, 30, 30]), in: Size(width: 100, height: 0), into: &result)
        #expect(result.collapseIndicatorFrame == nil)
        #expect(result == (try plain.layout(items([30, 30, 30, 30, 30]), in: Size(width: 100, height: 0))))
    }

    /// Over random inputs: an expanded limit hides nothing; the chip shows exactly when the
    /// collapsed layout would hide items; it follows the last item; the items' lines are those
    /// of the layout without a limit, and the chip overlaps nothing.
    @Test func anExpandedLimitShowsEverythingAndAChipWhenThereIsSomethingToCollapse() async {
        await propertyCheck(count: PropertyCounts.scaled(1000), input: LayoutCase.generator([.vertical]), Gen.int(in: 0...60)) { test, chipWidth in
            var test = test
            test.configuration.isLineLimitExpanded = true
            test.configuration.collapseIndicator = Size(width: Double(chipWidth), height: 12)
            let result = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container)
            PropertyTests.checkCommonInvariants(result, test)
            var collapsed = test.configuration
            collapsed.isLineLimitExpanded = false
            var unlimited = test.configuration
            unlimited.numberOfLines = nil
            let hides = try FlowLayout(configuration: collapsed).layout(test.items, in: test.container).hiddenCount > 0
            let full = try FlowLayout(configuration: unlimited).layout(test.items, in: test.container)
            #expect(result.hiddenCount == 0, "\(test)")
            #expect(result.overflow == nil, "\(test)")
            #expect((result.collapseIndicatorFrame != nil) == hides, "\(test)")
            #expect(Array(result.lines.prefix(full.visibleLineCount)) == full.lines, "\(test)")
            if let chip = result.collapseIndicatorFrame, let lastLine = result.lineFrames.last {
                // On the last line, after its items (reading order), within the line's frame.
                #expect(chip.minY >= lastLine.minY && chip.maxY <= lastLine.maxY + 1e-9, "\(test)")
                let last = result.lines.last ?? []
                for index in last {
                    let frame = result.frames[index]
                    let after = test.configuration.layoutDirection == .leftToRight
                        ? chip.minX >= frame.maxX - 1e-9 : chip.maxX <= frame.minX + 1e-9
                    #expect(after, "\(test)")
                }
            }
        }
    }
}
