import Testing
import TagFlow

/// The "+N" chip as a text tag: measured for the count it shows, expanding and collapsing the
/// line limit, the shown and hidden tags, accessibility.
@Suite(.tags(.component)) struct OverflowChipTests {
    /// A character 10 pt wide and a line 20 pt high at 20 pt, so words draw as whole units.
    static let measurer = FakeMeasurer(characterWidth: 0.5, lineHeight: 1, wraps: false)

    /// 20 pt text with no padding: a word of n letters is n × 10 by 20.
    static let style: TextTagStyle = {
        var style = TextTagStyle(font: TagFont(size: 20))
        style.padding = .zero
        return style
    }()

    /// The chip in the same metrics: "+9" is 20 pt wide, "+10" 30.
    static func chip(format: String = "+{count}", collapseText: String? = "less", expandsOnTap: Bool = true) -> OverflowChip {
        OverflowChip(style: style, format: format, collapseText: collapseText, expandsOnTap: expandsOnTap)
    }

    /// Tags "aaa", "bbb", "ccc", "ddd" (30 pt) and ten more of four letters (40 pt), two lines
    /// at most in 100 pt with 10 pt spacing.
    func controller(_ chip: OverflowChip? = chip(), words: [String]? = nil) throws(TagFlowError) -> TagCollectionController {
        let words = words ?? ["aaa", "bbb", "ccc", "ddd"] + (0..<10).map { String(repeating: Character(UnicodeScalar(101 + $0)!), count: 4) }
        var configuration = LayoutConfiguration(horizontalSpacing: 10, verticalSpacing: 10, numberOfLines: 2)
        configuration.overflowIndicator = Size(width: 999, height: 1)  // the chip takes its place
        return try TagCollectionController(
            tags: words.map { TextTag($0, style: Self.style) }, configuration: configuration,
            options: TagCollectionOptions(overflowChip: chip), viewport: Viewport(width: 100, height: 0),
            sizer: TagSizer(measurer: Self.measurer))
    }

    @Test func theChipIsMeasuredForTheCountItShowsAndCountsTheItemsItDisplaced() throws {
        // Ten hidden: "+10" (30) does not fit after "ccc ddd" (70); "ddd" leaves, eleven are
        // hidden, and "+11" (30) fits after "ccc".
        let c = try controller()
        #expect(picture(c.layout.result, width: 100) == """
            aaa.bbb...
            aaa.bbb...
            ..........
            ccc.+++...
            ccc.+++...
            """)
        #expect(c.layout.overflow == OverflowPlacement(hiddenCount: 11, frame: Rect(x: 40, y: 30, width: 30, height: 20)))
        #expect(c.shownTags.map(\.id.rawValue) == ["aaa", "bbb", "ccc"])
        #expect(c.hiddenTags.map(\.id.rawValue) == ["ddd"] + (0..<10).map { String(repeating: Character(UnicodeScalar(101 + $0)!), count: 4) })
        #expect(c.hiddenTags.count == c.layout.overflow?.hiddenCount)
    }

    @Test func aLongerFormatIsMeasuredToo() throws {
        // "+11 more" is 80 pt: only the chip fits on the second line, and then reads "+12 more".
        let c = try controller(Self.chip(format: "+{count} more"))
        #expect(picture(c.layout.result, width: 100) == """
            aaa.bbb...
            aaa.bbb...
            ..........
            ++++++++..
            ++++++++..
            """)
        #expect(c.layout.overflow?.hiddenCount == 12)
        #expect(OverflowChip(format: "+{count} more").text(hiddenCount: 12) == "+12 more")
    }

    @Test func aTapOnTheChipExpandsAndATapOnTheLessChipCollapses() throws {
        var c = try controller(words: ["aaa", "bbb", "ccc", "ddd", "eee", "fff"])
        let collapsed = c.layout
        let chip = try #require(c.layout.overflow).frame.center
        let expand = try c.tap(at: chip, time: 0)
        #expect(expand.callbacks == [.didTapOverflowIndicator(hiddenCount: 2), .didExpand, .didTapAnywhere(point: chip)])
        #expect(c.isExpanded && c.configuration.numberOfLines == 2)
        #expect(c.hiddenTags.isEmpty)
        #expect(expand.transition?.ids(.moved) == ["eee", "fff"])
        // Every line shows, and "less" (40) goes on a line of its own after "eee fff" (70).
        #expect(picture(c.layout.result, width: 100) == """
            aaa.bbb...
            aaa.bbb...
            ..........
            ccc.ddd...
            ccc.ddd...
            ..........
            eee.fff...
            eee.fff...
            ..........
            ----......
            ----......
            """)
        let less = try #require(c.layout.collapseIndicatorFrame).center
        let collapse = try c.tap(at: less, time: 1)
        #expect(collapse.callbacks == [.didTapCollapseIndicator, .didCollapse, .didTapAnywhere(point: less)])
        #expect(!c.isExpanded)
        #expect(c.layout == collapsed)
    }

    @Test func withoutExpandingOnTapsTheTapsAreOnlyReported() throws {
        var c = try controller(Self.chip(expandsOnTap: false), words: ["aaa", "bbb", "ccc", "ddd", "eee", "fff"])
        let chip = try #require(c.layout.overflow).frame.center
        #expect(try c.tap(at: chip, time: 0).callbacks == [.didTapOverflowIndicator(hiddenCount: 2), .didTapAnywhere(point: chip)])
        #expect(!c.isExpanded)
        // The caller expands: no callback.
        let update = try c.setExpanded(true)
        #expect(update.callbacks.isEmpty && update.transition != nil)
        let less = try #require(c.layout.collapseIndicatorFrame).center
        #expect(try c.tap(at: less, time: 1).callbacks == [.didTapCollapseIndicator, .didTapAnywhere(point: less)])
        #expect(c.isExpanded)
        #expect(try c.setExpanded(true).transition == nil)
    }

    @Test func withoutCollapseWordsThereIsNoLessChip() throws {
        var c = try controller(Self.chip(collapseText: nil), words: ["aaa", "bbb", "ccc", "ddd", "eee", "fff"])
        try c.setExpanded(true)
        #expect(c.layout.collapseIndicatorFrame == nil)
        #expect(c.layout.visibleLineCount == 3)
    }

    @Test func theChipsAreAccessibilityElementsThatActLikeTaps() throws {
        var c = try controller(words: ["aaa", "bbb", "ccc", "ddd", "eee", "fff"])
        let more = try #require(c.accessibilityElements.last)
        #expect(more.kind == .overflowIndicator(hiddenCount: 2))
        #expect(more.label == "2 more tags")
        #expect(more.traits == .button)
        #expect(more.hint == "Double tap to show all tags")
        let expanded = try c.activateAccessibilityElement(more.kind)
        #expect(expanded.callbacks == [.didTapOverflowIndicator(hiddenCount: 2), .didExpand])
        let less = try #require(c.accessibilityElements.last)
        #expect(less.kind == .collapseIndicator)
        #expect(less.label == "less")
        #expect(less.traits == .button)
        #expect(less.hint == "Double tap to show fewer tags")
        #expect(less.frame == c.layout.collapseIndicatorFrame)
        #expect(try c.activateAccessibilityElement(.collapseIndicator).callbacks == [.didTapCollapseIndicator, .didCollapse])
        #expect(try c.activateAccessibilityElement(.collapseIndicator).callbacks.isEmpty)  // none shown now
    }

    @Test func aChipThatDoesNotExpandIsStaticText() throws {
        let c = try controller(Self.chip(expandsOnTap: false), words: ["aaa", "bbb", "ccc", "ddd", "eee", "fff"])
        #expect(c.accessibilityElements.last?.traits == .staticText)
        #expect(c.accessibilityElements.last?.hint == nil)
    }

    @Test func aChipWithoutTheCountIsRefused() throws {
        let error = thrownError { () throws(TagFlowError) in try controller(Self.chip(format: "more")) }
        #expect(error?.path == ["options", "overflowChip", "format"])
        #expect(error?.description == #"options.overflowChip.format: "more" is not allowed; it must contain {count}, where the number of hidden tags goes"#)
    }

    @Test func aChipThatCannotBeMeasuredIsNamedUnderTheOptions() throws {
        var chip = Self.chip()
        chip.style.font.size = 0
        let error = thrownError { () throws(TagFlowError) in try controller(chip) }
        #expect(error?.path == ["options", "overflowChip", "style", "font", "size"])
    }

    @Test func changingTheChipLaysTheTagsOutAgain() throws {
        var c = try controller(words: ["aaa", "bbb", "ccc", "ddd", "eee", "fff"])
        var options = c.options
        options.overflowChip = Self.chip(format: "+{count} more")
        let update = try c.setOptions(options)
        #expect(update.transition != nil)
        #expect(c.layout.overflow?.hiddenCount == 4)
    }

    @Test func aListRowCountsAChipTallerThanItsTags() throws {
        var tall = Self.chip()
        tall.style.padding = Size(width: 0, height: 20)
        let words = ["aaa", "bbb", "ccc", "ddd", "eee", "fff"]
        let configuration = LayoutConfiguration(horizontalSpacing: 10, verticalSpacing: 10, numberOfLines: 2)
        let sizer = TagSizer(measurer: Self.measurer)
        let tags = words.map { TextTag($0, style: Self.style) }
        let plain = try TagLayout(configuration: configuration, sizer: sizer).size(of: tags, width: 100)
        let withChip = try TagLayout(configuration: configuration, sizer: sizer, overflowChip: tall).size(of: tags, width: 100)
        #expect(plain.height == 50)
        #expect(withChip.height == 70)
        #expect(try TagLayout(configuration: configuration, sizer: sizer, overflowChip: tall).sizes(ofRows: [tags, Array(tags.prefix(4))], width: 100)
            == [withChip, plain])
        let error = thrownError { () throws(TagFlowError) in
            try TagLayout(configuration: configuration, sizer: sizer, overflowChip: OverflowChip(format: "+")).size(of: tags, width: 100)
        }
        #expect(error?.path == ["overflowChip", "format"])
    }
}
