import PropertyBased
import Testing
import TagFlow

/// The text chip over random tags, limits, widths and formats, measured by the fake measurer
/// (7 pt per character): the chip reads exactly the number of hidden tags, is as wide as those
/// words measure, fits with the last line, and no tag left the last line that could have stayed.
@Suite("The text chip, over random inputs")
struct OverflowChipPropertyTests {
    static let formats = ["+{count}", "+{count} more", "{count}", "and {count} others…", "+{count}/{count}"]

    @Test func theChipReadsTheHiddenCountAndNoTagLeavesTheLineNeedlessly() async {
        let words = Gen.int(in: 1...12).array(of: 0...30)
        let setting = zip(Gen.int(in: 1...3), Gen.int(in: 40...320), Gen.int(in: 0...(Self.formats.count - 1)), Gen.int(in: 0...16))
        await propertyCheck(count: 400, input: words, setting) { lengths, setting in
            let (limit, width, formatIndex, spacing) = setting
            let chip = OverflowChip(format: Self.formats[formatIndex])
            let tags = lengths.enumerated().map { TextTag(String(repeating: "m", count: $0.element), id: TagID("t\($0.offset)")) }
            var configuration = LayoutConfiguration(horizontalSpacing: Double(spacing), verticalSpacing: 4, numberOfLines: limit)
            let sizer = TagSizer(measurer: FakeMeasurer.component())
            let controller = try TagCollectionController(
                tags: tags, configuration: configuration, options: TagCollectionOptions(overflowChip: chip),
                viewport: Viewport(width: Double(width), height: 0), sizer: sizer)
            configuration.numberOfLines = nil
            let full = try TagLayout(configuration: configuration, sizer: sizer).layout(of: tags, width: Double(width))
            let layout = controller.layout
            let lineWidth = Double(width)
            guard full.lineCount > limit else {
                #expect(layout.overflow == nil && controller.hiddenTags.isEmpty)
                return
            }
            let overflow = try #require(layout.overflow)
            let hidden = controller.hiddenTags.count
            #expect(overflow.hiddenCount == hidden)
            #expect(controller.shownTags.count + hidden == tags.count)
            func chipWidth(_ count: Int) throws -> Double {
                min(try sizer.size(of: chip.content(hiddenCount: count), style: chip.style, containerWidth: lineWidth).width, lineWidth)
            }
            #expect(overflow.frame.width == (try chipWidth(hidden)))
            // The last line and the chip fit.
            let last = layout.lines.last ?? []
            if let lastTag = last.last {
                #expect(try #require(layout.frame(of: lastTag)).maxX + Double(spacing) + overflow.frame.width <= lineWidth + 1e-6)
            }
            // One more tag back on the line, with the chip for one fewer, would not fit.
            let fullLast = Array(full.indices(onLine: limit - 1))
            if last.count < fullLast.count {
                let restored = fullLast[last.count]
                let end = full.frames[restored].maxX
                #expect(end + Double(spacing) + (try chipWidth(hidden - 1)) > lineWidth + FlowLayout.tolerance, "\(lengths)")
            }
            // The scene draws exactly these words.
            #expect(chip.text(hiddenCount: hidden) == Self.formats[formatIndex].replacing("{count}", with: String(hidden)))
        }
    }
}
