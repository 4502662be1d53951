import Testing
import TagFlowLayout

@Suite("Vertical wrapping")
struct WrappingTests {
    @Test func itemsWrapWhenTheNextOneDoesNotFit() throws {
        #expect(try draw([30, 20, 40, 10], width: 100) == """
            aaa.bb....
            ..........
            cccc.d....
            """)
    }

    @Test func anExactFitStaysOnTheLine() throws {
        let result = try FlowLayout(configuration: configuration())
            .layout(items([30, 20, 30]), in: Size(width: 100, height: 0))
        #expect(result.lines == [[0, 1, 2]])
    }

    @Test func anItemAHundredthTooWideWraps() throws {
        let result = try FlowLayout(configuration: configuration())
            .layout(items([30, 20, 30.01]), in: Size(width: 100, height: 0))
        #expect(result.lines == [[0, 1], [2]])
    }

    @Test func floatNoiseBelowTheToleranceStillFits() throws {
        // 0.1 + 0.2 is 0.30000000000000004: an exact fit in decimal must not wrap.
        var config = LayoutConfiguration()
        config.horizontalSpacing = 0
        let result = try FlowLayout(configuration: config)
            .layout(items([0.1, 0.2]), in: Size(width: 0.3, height: 0))
        #expect(result.lineCount == 1)
    }

    @Test func anOverWideItemSitsAloneClampedAtTheLineStartForEveryAlignment() throws {
        for alignment in LayoutConfiguration.Alignment.allCases {
            let result = try FlowLayout(configuration: configuration { $0.alignment = alignment })
                .layout(items([20, 150, 20]), in: Size(width: 100, height: 0))
            #expect(result.lines == [[0], [1], [2]], "\(alignment)")
            #expect(result.frames[1] == Rect(x: 0, y: 20, width: 100, height: 10), "\(alignment)")
        }
    }

    @Test func anOverWideItemInRightToLeftSitsAtTheLineStartToo() throws {
        let result = try FlowLayout(configuration: configuration { $0.layoutDirection = .rightToLeft })
            .layout(items([150]), in: Size(width: 100, height: 0))
        #expect(result.frames[0] == Rect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test func zeroSizeItemsTakePartLikeAnyOther() throws {
        let result = try FlowLayout(configuration: configuration())
            .layout(items([50, 0, 40, 0]), in: Size(width: 100, height: 0))
        // 50 + 10 + 0 + 10 + 40 = 110 > 100: the third item wraps; the zero item keeps its spacing.
        #expect(result.lines == [[0, 1], [2, 3]])
        #expect(result.frames[1] == Rect(x: 60, y: 0, width: 0, height: 10))
    }

    @Test func noItemsGiveJustTheInsets() throws {
        let config = configuration { $0.contentInset = Insets(top: 5, left: 6, bottom: 7, right: 8) }
        let result = try FlowLayout(configuration: config).layout([], in: Size(width: 100, height: 0))
        #expect(result.lineCount == 0)
        #expect(result.lines.isEmpty)
        #expect(result.contentSize == Size(width: 100, height: 12))
        #expect(result.fittingSize == Size(width: 14, height: 12))
    }

    @Test func insetsShrinkTheLineAndOffsetTheContent() throws {
        let config = configuration { $0.contentInset = Insets(top: 10, left: 20, bottom: 30, right: 10) }
        let result = try FlowLayout(configuration: config).layout(items([30, 30, 20]), in: Size(width: 100, height: 0))
        // The line is 70 wide: 30 + 10 + 30 = 70 fits exactly, 20 wraps.
        #expect(picture(result, width: 100) == """
            ..........
            ..aaa.bbb.
            ..........
            ..cc......
            ..........
            ..........
            ..........
            """)
        #expect(result.contentSize == Size(width: 100, height: 70))
        #expect(result.fittingSize == Size(width: 100, height: 70))
    }

    @Test func insetsWiderThanTheContainerLeaveLinesOfWidthZero() throws {
        let config = configuration { $0.contentInset = Insets(left: 60, right: 60) }
        let result = try FlowLayout(configuration: config).layout(items([10, 10]), in: Size(width: 100, height: 0))
        #expect(result.lines == [[0], [1]])
        #expect(result.frames[0] == Rect(x: 60, y: 0, width: 0, height: 10))
    }

    @Test func lineHeightIsTheTallestItemAndLineAlignmentPlacesTheRest() throws {
        let tall = [LayoutItem(width: 20, height: 30), LayoutItem(width: 20, height: 10)]
        func layout(_ alignment: LayoutConfiguration.LineAlignment) throws -> String {
            let result = try FlowLayout(configuration: configuration { $0.lineAlignment = alignment })
                .layout(tall, in: Size(width: 60, height: 0))
            return picture(result, width: 60)
        }
        #expect(try layout(.top) == """
            aa.bb.
            aa....
            aa....
            """)
        #expect(try layout(.center) == """
            aa....
            aa.bb.
            aa....
            """)
        #expect(try layout(.bottom) == """
            aa....
            aa....
            aa.bb.
            """)
    }

    @Test func contentVerticalAlignmentMovesTheBlockInATallerContainer() throws {
        func layout(_ alignment: LayoutConfiguration.ContentVerticalAlignment, height: Double) throws -> LayoutResult {
            try FlowLayout(configuration: configuration { $0.contentVerticalAlignment = alignment })
                .layout(items([20]), in: Size(width: 40, height: height))
        }
        #expect(try layout(.top, height: 50).frames[0].y == 0)
        #expect(try layout(.top, height: 50).contentSize.height == 10)
        #expect(try layout(.center, height: 50).frames[0].y == 20)
        #expect(try layout(.center, height: 50).contentSize.height == 50)
        #expect(try layout(.bottom, height: 50).frames[0].y == 40)
        #expect(try layout(.bottom, height: 50).fittingSize.height == 10)
        // A shorter container moves nothing.
        #expect(try layout(.bottom, height: 5).frames[0].y == 0)
        #expect(try layout(.bottom, height: 5).contentSize.height == 10)
    }

    @Test func contentVerticalAlignmentWithNoItemsMovesNothing() throws {
        let result = try FlowLayout(configuration: configuration { $0.contentVerticalAlignment = .center })
            .layout([], in: Size(width: 40, height: 50))
        #expect(result.contentSize.height == 0)
    }

    @Test func anItemThatStartsANewLineDoes() throws {
        let list = [LayoutItem(width: 10, height: 10), LayoutItem(width: 10, height: 10, lineBreak: .startsNewLine),
                    LayoutItem(width: 10, height: 10)]
        let result = try FlowLayout(configuration: configuration()).layout(list, in: Size(width: 100, height: 0))
        #expect(result.lines == [[0], [1, 2]])
    }

    @Test func aFirstItemThatStartsANewLineMakesNoEmptyLine() throws {
        let list = [LayoutItem(width: 10, height: 10, lineBreak: .startsNewLine)]
        let result = try FlowLayout(configuration: configuration()).layout(list, in: Size(width: 100, height: 0))
        #expect(result.lines == [[0]])
    }

    @Test func anItemThatFillsALineTakesItWhole() throws {
        let list = [LayoutItem(width: 20, height: 10), LayoutItem(width: 10, height: 10, lineBreak: .fillsLine),
                    LayoutItem(width: 20, height: 10)]
        let result = try FlowLayout(configuration: configuration { $0.alignment = .center })
            .layout(list, in: Size(width: 100, height: 0))
        #expect(picture(result, width: 100) == """
            ....aa....
            ..........
            bbbbbbbbbb
            ..........
            ....cc....
            """)
        #expect(result.lines == [[0], [1], [2]])
    }
}
