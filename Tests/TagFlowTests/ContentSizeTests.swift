import Testing
import TagFlow

@Suite(.tags(.sizing)) struct ContentSizeTests {
    let measurer: FakeMeasurer
    let sizer: TagSizer

    init() {
        measurer = FakeMeasurer()
        sizer = TagSizer(measurer: measurer)
    }

    func tags(_ texts: [String], style: TextTagStyle = plainStyle()) -> [TextTag] {
        texts.enumerated().map { TextTag($0.element, id: TagID($0.offset), style: style) }
    }

    @Test func rowHeightOfASetOfTags() throws {
        // Widths 50, 26, 58: "Swift Go" fit in 120 (84), "Kotlin" wraps.
        let row = tags(["Swift", "Go", "Kotlin"])
        let result = try ContentSizeCalculator.layout(of: row, width: 120, sizer: sizer)
        #expect(result.lines == [[0, 1], [2]])
        #expect(try ContentSizeCalculator.contentSize(for: row, width: 120, sizer: sizer) == Size(width: 120, height: 60))
        #expect(try ContentSizeCalculator.fittingSize(for: row, width: 120, sizer: sizer) == Size(width: 84, height: 60))
        #expect(try ContentSizeCalculator.contentSize(for: row, width: 200, sizer: sizer) == Size(width: 200, height: 26))
        #expect(try ContentSizeCalculator.contentSize(for: [], width: 200, sizer: sizer) == Size(width: 200, height: 0))
    }

    @Test func tagsWrapAtTheLineWidthInsideTheInsets() throws {
        var configuration = LayoutConfiguration()
        configuration.contentInset = Insets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(ContentSizeCalculator.tagContainerWidth(forWidth: 120, configuration: configuration) == 100)
        // 20 characters (160 pt) at line width 100: room 90, 11 a line, two lines.
        let row = tags([String(repeating: "a", count: 20)])
        let size = try ContentSizeCalculator.contentSize(for: row, width: 120, configuration: configuration, sizer: sizer)
        #expect(size == Size(width: 120, height: 4 + 46 + 4))
        #expect(measurer.requests.last?.maxWidth == 90)
    }

    @Test func horizontalScrollingDoesNotLimitTagWidths() throws {
        var configuration = LayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let row = tags([String(repeating: "a", count: 40)])
        let size = try ContentSizeCalculator.contentSize(for: row, width: 100, configuration: configuration, sizer: sizer)
        #expect(size == Size(width: 330, height: 26))
    }

    @Test func manyRowsInOneCallMatchOneByOneAndMeasureOnce() throws {
        let rows = (0..<30).map { tags(["Swift", "Go", "Kotlin", "row \($0 % 5)"]) }
        let sizes = try ContentSizeCalculator.contentSizes(forRows: rows, width: 120, sizer: sizer)
        let oneByOne = try rows.map { try ContentSizeCalculator.contentSize(for: $0, width: 120, sizer: sizer) }
        #expect(sizes == oneByOne)
        #expect(measurer.callCount == 3 + 5)  // distinct texts only
    }

    @Test func errorsNameTheRowTagAndValue() {
        var bad = plainStyle()
        bad.maxWidth = -1
        let rows = [tags(["a"]), tags(["a", "b"]) + [TextTag("c", id: "x", style: bad)]]
        let error = thrownError { () throws(TagFlowError) in try ContentSizeCalculator.contentSizes(forRows: rows, width: 100, sizer: sizer) }
        #expect(error == TagFlowError(.invalidNumber(-1, allowed: "finite and ≥ 0"), at: ["rows", 1, "tags", 2, "style", "maxWidth"]))
        let width = thrownError { () throws(TagFlowError) in try ContentSizeCalculator.contentSize(for: [], width: .nan, sizer: sizer) }
        #expect(width?.path == ["width"])
        var configuration = LayoutConfiguration()
        configuration.horizontalSpacing = -1
        let layout = thrownError { () throws(TagFlowError) in try ContentSizeCalculator.contentSize(for: tags(["a"]), width: 100, configuration: configuration, sizer: sizer) }
        #expect(layout?.path == ["configuration", "horizontalSpacing"])
    }
}

@Suite(.tags(.sizing)) struct RowsTableTests {
    @Test func rowsWithRepeatedTagsMatchRowByRow() throws {
        let sizer = TagSizer(measurer: FakeMeasurer.component())
        var bold = TextTagStyle()
        bold.font = TagFont(size: 14, weight: .bold)
        bold.padding = Size(width: 30, height: 8)
        let a = TextTag("alpha")
        let b = TextTag("beta", selectedStyle: bold)
        var selectedB = b
        selectedB.isSelected = true
        let aBold = TextTag("alpha", id: "alpha bold", style: bold)  // same text, another style
        let rows = [[a, b, a], [selectedB, aBold, a], [aBold, selectedB, b, a]]
        let all = try ContentSizeCalculator.contentSizes(forRows: rows, width: 120, sizer: sizer)
        let one = try rows.map { try ContentSizeCalculator.contentSize(for: $0, width: 120, sizer: sizer) }
        #expect(all == one)
    }

    @Test func aBadWidthNamesTheFirstRow() {
        let sizer = TagSizer(measurer: FakeMeasurer.component())
        #expect(throws: TagFlowError(.invalidNumber(-1, allowed: "finite and ≥ 0"), at: ["rows", 0, "width"])) {
            try ContentSizeCalculator.contentSizes(forRows: [[TextTag("a")]], width: -1, sizer: sizer)
        }
    }
}
