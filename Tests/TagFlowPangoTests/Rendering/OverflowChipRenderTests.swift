import Testing
import TagFlow
import TagFlowPango
import TagFlowRendering

/// The text chip in a scene and in pixels: the caller's style, the words for the count shown,
/// never truncated, the dark look of the default chip, and the "less" chip of an expanded limit.
@Suite struct OverflowChipRenderTests {
    static let indigo = TagColor(rgb: 0x4F, 0x46, 0xE5)

    /// A pill in indigo with white words: a chip that matches pill-shaped tags.
    static let pill: OverflowChip = {
        var style = TextTagStyle(font: TagFont(size: 14, weight: .semibold), textColor: .white, backgroundColor: indigo)
        style.cornerRadius = 100
        return OverflowChip(style: style, format: "+{count} more")
    }()

    static let tags = (1...30).map { TextTag("Tag \($0)") }

    static var configuration: LayoutConfiguration {
        var configuration = LayoutConfiguration(numberOfLines: 2)
        configuration.contentInset = Insets(all: 10)
        return configuration
    }

    @Test func theChipIsDrawnInItsStyleWithTheWordsForTheCountItShows() throws {
        let scene = try TagLayout(configuration: Self.configuration, sizer: sharedBuilder.sizer, overflowChip: Self.pill).scene(of: Self.tags, width: 240, appearance: sharedBuilder.appearance)
        let layout = try TagLayout(configuration: Self.configuration, sizer: sharedSizer, overflowChip: Self.pill).layout(of: Self.tags, width: 240)
        let overflow = try #require(layout.overflow)
        let chip = try #require(scene.overflowChip)
        #expect(overflow.hiddenCount >= 10)  // two digits, as the README's example
        #expect(chip.content == .plain("+\(overflow.hiddenCount) more"))
        #expect(chip.style == Self.pill.style)
        #expect(chip.frame == overflow.frame)
        // Measured whole: the drawn words are as wide as the words alone, nothing truncated.
        let words = try sharedSizer.metrics(of: chip.content, style: chip.style, containerWidth: .infinity)
        #expect(chip.metrics.text?.measurement == words.text?.measurement)
        #expect(chip.frame.width == words.size.width)
        #expect(scene.items.count == Self.tags.count - overflow.hiddenCount)
    }

    @Test func thePixelsShowThePill() throws {
        let scene = try TagLayout(configuration: Self.configuration, sizer: sharedBuilder.sizer, overflowChip: Self.pill).scene(of: Self.tags, width: 240, appearance: sharedBuilder.appearance)
        let chip = try #require(scene.overflowChip).frame
        let image = try decode(try exactCanvasRenderer.bytes(scene, format: .png(scale: 2)))
        // Indigo inside the pill, just right of its rounded end; the square corner is left empty.
        let inside = image.pixel(x: Int((chip.minX + chip.height / 2) * 2), y: Int(chip.midY * 2) - 8)
        #expect(close(inside, Self.indigo))
        #expect(image.pixel(x: Int(chip.minX * 2) + 1, y: Int(chip.minY * 2) + 1)?.alpha == 0)
        // White words somewhere in the middle.
        let white = (Int(chip.minY * 2)..<Int(chip.maxY * 2)).contains { y in
            (Int(chip.midX * 2) - 30..<Int(chip.midX * 2) + 30).contains { x in image.pixel(x: x, y: y).map { $0.red > 0xF0 && $0.blue > 0xF0 } == true }
        }
        #expect(white)
    }

    @Test func theDefaultChipTakesTheDarkAppearancesColours() throws {
        let builder = SceneBuilder(sizer: sharedSizer, appearance: .dark)
        let scene = try TagLayout(configuration: Self.configuration, sizer: builder.sizer, overflowChip: OverflowChip()).scene(of: Self.tags, width: 240, appearance: builder.appearance)
        let chip = try #require(scene.overflowChip)
        #expect(chip.style.backgroundColor == SceneAppearance.dark.overflowChipStyle.backgroundColor)
        #expect(chip.style.textColor == SceneAppearance.dark.overflowChipStyle.textColor)
        // A chip of the caller's colours keeps them.
        let pill = try TagLayout(configuration: Self.configuration, sizer: builder.sizer, overflowChip: Self.pill).scene(of: Self.tags, width: 240, appearance: builder.appearance)
        #expect(pill.overflowChip?.style.backgroundColor == Self.indigo)
    }

    @Test func anExpandedControllerDrawsTheLessChip() throws {
        var controller = try TagCollectionController(
            tags: Self.tags, configuration: Self.configuration, options: TagCollectionOptions(overflowChip: Self.pill),
            viewport: Viewport(width: 240, height: 0), sizer: sharedSizer)
        #expect(try sharedBuilder.scene(of: controller).overflowChip?.content == .plain("+\(controller.hiddenTags.count) more"))
        try controller.setExpanded(true)
        let scene = try sharedBuilder.scene(of: controller)
        #expect(scene.items.count == Self.tags.count)
        #expect(scene.overflowChip?.content == .plain("Show less"))
        #expect(scene.overflowChip?.frame == controller.layout.collapseIndicatorFrame)
        #expect(scene.overflowChip?.style == Self.pill.style)
    }

    @Test func aFixedSizeCollapseIndicatorIsDrawnInTheAppearancesChip() throws {
        var configuration = Self.configuration
        configuration.isLineLimitExpanded = true
        configuration.collapseIndicator = Size(width: 80, height: 24)
        let scene = try TagLayout(configuration: configuration, sizer: sharedBuilder.sizer).scene(of: Self.tags, width: 240, appearance: sharedBuilder.appearance)
        #expect(scene.overflowChip?.content == .plain("Show less"))
        // Drawn in the chip's style as one centred, tail-truncated line.
        let style = try #require(scene.overflowChip?.style)
        let chipStyle = sharedBuilder.appearance.overflowChipStyle
        #expect(style.numberOfLines == 1 && style.lineBreakMode == .truncateTail && style.textAlignment == .center)
        #expect(style.font == chipStyle.font && style.textColor == chipStyle.textColor)
        #expect(style.backgroundColor == chipStyle.backgroundColor && style.borderColor == chipStyle.borderColor)
    }
}

/// Pixel snapping may take up to a point off the frame the layout sized a chip for; its words
/// must still show whole. A fixed-size indicator narrower than its words shows none, never "+…".
@Suite struct SnappedChipTests {
    @Test func aChipASnappedFrameNarrowerThanItsWordsStillShowsThemWhole() throws {
        let builder = SceneBuilder(sizer: sharedSizer)
        let natural = try builder.overflowChipSize(label: "+7")
        let snapped = try builder.overflowChip(frame: Rect(x: 0, y: 0, width: natural.width - 0.6, height: natural.height), hiddenCount: 7)
        let request = try #require(snapped.metrics.text?.request)
        #expect(try sharedMeasurer.lineTexts(for: request) == ["+7"])
        let narrow = try builder.overflowChip(frame: Rect(x: 0, y: 0, width: natural.width - 8, height: natural.height), hiddenCount: 7)
        #expect(narrow.content == .plain(""))
        #expect(narrow.frame.width == natural.width - 8)
    }
}
