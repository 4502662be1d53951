import Testing
import TagFlow

/// Tags on flexible lines: a style's `grow` within its width limits, first baselines from the
/// measured text (`TextMeasurement.firstBaseline`) or a custom content's, and the component's
/// frames, hit testing and accessibility following the grown frames.
@Suite(.tags(.sizing)) struct FlexibleTagTests {
    // 8 pt a character and 20 pt a line at 16 pt (`plainStyle`: padding 10 × 6), first baseline
    // at 16 of the line's 20.
    let sizer = TagSizer(measurer: FakeMeasurer())

    func tag(_ text: String, _ id: Int, _ change: (inout TextTagStyle) -> Void = { _ in }) -> TextTag {
        var style = plainStyle()
        change(&style)
        return TextTag(text, id: TagID(id), style: style)
    }

    func frames(
        _ tags: [TextTag], width: Double, _ configuration: LayoutConfiguration = LayoutConfiguration()
    ) throws(TagFlowError) -> [Rect] {
        let result = try TagLayout(configuration: configuration, sizer: sizer).layout(of: tags, width: width)
        return result.frames.indices.map { result.frames[$0] }
    }

    @Test func aTagThatGrowsTakesTheRestOfItsLine() throws {
        // "Swift" is 50 wide, "Go" 26; 8 pt between: Go takes 200 − 58.
        let tags = [tag("Swift", 0), tag("Go", 1) { $0.grow = 1 }]
        #expect(try frames(tags, width: 200).map(\.width) == [50, 142])
    }

    @Test func aTagGrowsNoWiderThanItsLimits() throws {
        #expect(try frames([tag("Swift", 0), tag("Go", 1) { $0.grow = 1; $0.maxWidth = 60 }], width: 200).map(\.width) == [50, 60])
        #expect(try frames([tag("Swift", 0), tag("Go", 1) { $0.grow = 1; $0.exactWidth = 30 }], width: 200).map(\.width) == [50, 30])
        // A minimum above the measured width is where it starts growing from.
        #expect(try frames([tag("Go", 0) { $0.grow = 1; $0.minWidth = 100 }, tag("Swift", 1)], width: 200).map(\.width) == [142, 50])
    }

    @Test func tagsThatDoNotGrowAreLaidOutAsTheirSizes() throws {
        // Limits that bind, but no growth: the engine gets the plain sizes, as before growth was.
        let tags = [tag("Swift", 0) { $0.maxWidth = 40 }, tag("Go", 1) { $0.minWidth = 40 }, tag("Kotlin", 2)]
        for alignment in LayoutConfiguration.Alignment.allCases {
            let configuration = LayoutConfiguration(alignment: alignment)
            let sizes = try tags.map { try sizer.size(of: $0, containerWidth: 130) }
            let plain = try FlowLayout(configuration: configuration).layout(
                sizes.map { LayoutItem(size: $0) }, in: Size(width: 130, height: 0))
            #expect(try frames(tags, width: 130, configuration) == plain.frames.indices.map { plain.frames[$0] })
        }
    }

    @Test func firstBaselinesOfTwoTextSizesShareALine() throws {
        // At 16 pt a tag is 26 tall with its baseline at 3 + 16; at 32 pt 46 tall, at 3 + 32.
        let tags = [tag("Ab", 0), tag("Ab", 1) { $0.font = TagFont(size: 32) }]
        let baseline = try frames(tags, width: 200, LayoutConfiguration(lineAlignment: .firstBaseline))
        #expect(baseline.map(\.minY) == [16, 0])
        #expect(baseline[0].minY + 19 == baseline[1].minY + 35)
        // Centred, the small one sits 10 down instead.
        #expect(try frames(tags, width: 200, LayoutConfiguration(lineAlignment: .center)).map(\.minY) == [10, 0])
    }

    @Test func aTallerTagKeepsItsTextAndBaselineInItsMiddle() throws {
        // 50 tall, its 20 pt of text centred: the baseline is 15 + 16 below its top.
        let tags = [tag("Ab", 0) { $0.minHeight = 50 }, tag("Ab", 1) { $0.font = TagFont(size: 32) }]
        let frames = try frames(tags, width: 200, LayoutConfiguration(lineAlignment: .firstBaseline))
        #expect(frames.map(\.minY) == [4, 0])  // 35 − 31
    }

    @Test func customContentGivesItsOwnBaseline() throws {
        let avatar = TextTag(id: "me", content: .custom(size: Size(width: 20, height: 20), baseline: 5))
        let plain = TextTag(id: "box", content: .custom(size: Size(width: 20, height: 20)))
        let tags = [avatar, tag("Ab", 1) { $0.font = TagFont(size: 32) }, plain]
        // The line's baseline is the text's, 35 down: the avatar starts 30 down, the box (its
        // baseline its bottom) 15.
        #expect(try frames(tags, width: 200, LayoutConfiguration(lineAlignment: .firstBaseline)).map(\.minY) == [30, 0, 15])
    }

    @Test func aCustomBaselineOutsideItsContentIsRefused() throws {
        let tags = [TextTag(id: "me", content: .custom(size: Size(width: 20, height: 20), baseline: 21))]
        do {
            _ = try frames(tags, width: 200)
            Issue.record("a baseline below the content accepted")
        } catch {
            #expect(error.path == ValuePath(["tags", .index(0), "content", "baseline"]))
            #expect("\(error)".contains("at most the content's height, 20"))
        }
    }

    @Test func aNegativeOrEndlessGrowthIsRefusedAtTheStyle() throws {
        for bad in [-1, Double.infinity, .nan] {
            do {
                _ = try frames([tag("Go", 0) { $0.grow = bad }], width: 200)
                Issue.record("grow \(bad) accepted")
            } catch {
                #expect(error.path == ValuePath(["tags", .index(0), "style", "grow"]))
            }
        }
    }

    @Test func theComponentHitsAndDescribesTheGrownFrames() throws {
        var style = TextTagStyle()
        style.grow = 1
        let tags = [block("t0"), TextTag("Go", id: "go", style: style)]
        let controller = try TagCollectionController(
            tags: tags, configuration: gridConfiguration(), options: TagCollectionOptions(), policy: .allowingEverything,
            viewport: Viewport(width: 200, height: 100), sizer: componentSizer())
        // 40 + 10, then the rest of the 200.
        let grown = try #require(controller.frame(forID: "go"))
        #expect(grown.minX == 50 && grown.width == 150)
        #expect(controller.id(at: pt(195, 5)) == "go")
        #expect(controller.accessibilityElements.map(\.frame)[1] == grown)
    }

    @Test func inAGridUpAndDownMoveByColumn() throws {
        // 200 wide, columns of at least 60 with 10 between: three of 60, whatever the tags' widths.
        var configuration = gridConfiguration()
        configuration.columns = LayoutConfiguration.Columns(minimumWidth: 60)
        let tags = [20.0, 50, 30, 45, 10, 35, 25].enumerated().map { block(TagID("t\($0.offset)"), width: $0.element) }
        var controller = try TagCollectionController(
            tags: tags, configuration: configuration, options: TagCollectionOptions(), policy: .allowingEverything,
            viewport: Viewport(width: 200, height: 100), sizer: componentSizer())
        #expect(controller.frame(forID: "t4") == Rect(x: 70, y: 30, width: 60, height: 20))
        try controller.focus(at: 1)
        _ = try controller.handle(.key(.down, time: 0))
        #expect(controller.focusedID == "t4")
        _ = try controller.handle(.key(.up, time: 1))
        _ = try controller.handle(.key(.right, time: 2))
        _ = try controller.handle(.key(.down, time: 3))
        #expect(controller.focusedID == "t5")
        #expect(controller.id(at: pt(185, 45)) == "t5")  // the cell, past the tag's own 35 pt
    }

    @Test func aDragReorderReflowsAroundAGrowingTag() throws {
        // 200 wide, 10 between: t0 and t1 (40 each), then the field (25 tall) takes the 100 left.
        var style = TextTagStyle()
        style.grow = 1
        let tags = [block("t0"), block("t1"), TextTag("Go", id: "go", style: style)]
        var controller = try TagCollectionController(
            tags: tags, configuration: gridConfiguration(), options: TagCollectionOptions(allowsReordering: true),
            policy: .allowingEverything, viewport: Viewport(width: 200, height: 100), sizer: componentSizer())
        #expect(controller.frame(forID: "go") == Rect(x: 100, y: 0, width: 100, height: 25))
        // t0 lifted and carried past the field's middle: the field moves to the front, still
        // taking what the two blocks leave.
        _ = try controller.run([down(pt(20, 10), 0), .tick(time: 0.2), .tick(time: 0.35), move(pt(175, 10), 0.5)])
        #expect(controller.idOrder == ["t1", "go", "t0"])
        #expect(controller.frame(forID: "go") == Rect(x: 50, y: 0, width: 100, height: 25))
        _ = try controller.run([up(pt(175, 10), 0.6)])
        #expect(controller.frame(forID: "t0") == Rect(x: 160, y: 2.5, width: 40, height: 20))
    }
}
