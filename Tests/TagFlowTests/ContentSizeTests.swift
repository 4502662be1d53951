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
        let result = try TagLayout(sizer: sizer).layout(of: row, width: 120)
        #expect(result.lines == [[0, 1], [2]])
        #expect(try TagLayout(sizer: sizer).size(of: row, width: 120) == Size(width: 120, height: 60))
        #expect(try TagLayout(sizer: sizer).layout(of: row, width: 120).fittingSize == Size(width: 84, height: 60))
        #expect(try TagLayout(sizer: sizer).size(of: row, width: 200) == Size(width: 200, height: 26))
        #expect(try TagLayout(sizer: sizer).size(of: [], width: 200) == Size(width: 200, height: 0))
    }

    @Test func tagsWrapAtTheLineWidthInsideTheInsets() throws {
        var configuration = LayoutConfiguration()
        configuration.contentInset = Insets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(configuration.tagContainerWidth(forWidth: 120) == 100)
        // 20 characters (160 pt) at line width 100: room 90, 11 a line, two lines.
        let row = tags([String(repeating: "a", count: 20)])
        let size = try TagLayout(configuration: configuration, sizer: sizer).size(of: row, width: 120)
        #expect(size == Size(width: 120, height: 4 + 46 + 4))
        #expect(measurer.requests.last?.maxWidth == 90)
    }

    @Test func horizontalScrollingDoesNotLimitTagWidths() throws {
        var configuration = LayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let row = tags([String(repeating: "a", count: 40)])
        let size = try TagLayout(configuration: configuration, sizer: sizer).size(of: row, width: 100)
        #expect(size == Size(width: 330, height: 26))
    }

    @Test func manyRowsInOneCallMatchOneByOneAndMeasureOnce() throws {
        let rows = (0..<30).map { tags(["Swift", "Go", "Kotlin", "row \($0 % 5)"]) }
        let sizes = try TagLayout(sizer: sizer).sizes(ofRows: rows, width: 120)
        let oneByOne = try rows.map { try TagLayout(sizer: sizer).size(of: $0, width: 120) }
        #expect(sizes == oneByOne)
        #expect(measurer.callCount == 3 + 5)  // distinct texts only
    }

    @Test func errorsNameTheRowTagAndValue() {
        var bad = plainStyle()
        bad.maxWidth = -1
        let rows = [tags(["a"]), tags(["a", "b"]) + [TextTag("c", id: "x", style: bad)]]
        let error = thrownError { () throws(TagFlowError) in try TagLayout(sizer: sizer).sizes(ofRows: rows, width: 100) }
        #expect(error == TagFlowError(.invalidNumber(-1, allowed: "finite and ≥ 0"), at: ["rows", 1, "tags", 2, "style", "maxWidth"]))
        let width = thrownError { () throws(TagFlowError) in try TagLayout(sizer: sizer).size(of: [], width: .nan) }
        #expect(width?.path == ["width"])
        var configuration = LayoutConfiguration()
        configuration.horizontalSpacing = -1
        let layout = thrownError { () throws(TagFlowError) in try TagLayout(configuration: configuration, sizer: sizer).size(of: tags(["a"]), width: 100) }
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
        let all = try TagLayout(sizer: sizer).sizes(ofRows: rows, width: 120)
        let one = try rows.map { try TagLayout(sizer: sizer).size(of: $0, width: 120) }
        #expect(all == one)
    }

    @Test func aBadWidthNamesTheFirstRow() {
        let sizer = TagSizer(measurer: FakeMeasurer.component())
        #expect(throws: TagFlowError(.invalidNumber(-1, allowed: "finite and ≥ 0"), at: ["rows", 0, "width"])) {
            try TagLayout(sizer: sizer).sizes(ofRows: [[TextTag("a")]], width: -1)
        }
    }
}
