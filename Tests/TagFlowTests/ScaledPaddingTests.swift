import Testing
import TagFlow

/// Dynamic Type and padding: the padding scales with the fonts unless the style says not to,
/// in the one-by-one sizing, the batch sizing, the room the text gets and the remove button.
/// Fake measurer: 16 pt text is 8 pt per character and 20 pt per line; padding is 10 × 6.
@Suite(.tags(.sizing)) struct ScaledPaddingTests {
    let measurer = FakeMeasurer()

    func sizer(_ category: TextSizeCategory) -> TagSizer { TagSizer(measurer: measurer, cache: nil, textSizeCategory: category) }

    @Test func thePaddingScalesWithTheFontsAtEveryCategory() throws {
        for category in TextSizeCategory.allCases {
            let f = category.scaleFactor
            let size = try sizer(category).size(of: .plain("Swift"), style: plainStyle(), containerWidth: .infinity)
            // Text 40 × 20 and padding 10 × 6, all at the category's scale.
            #expect(abs(size.width - 50 * f) < 1e-9 && abs(size.height - 26 * f) < 1e-9, "\(category)")
        }
        // At the default category, exactly the style's numbers.
        #expect(try sizer(.large).size(of: .plain("Swift"), style: plainStyle(), containerWidth: .infinity) == Size(width: 50, height: 26))
    }

    @Test func aStyleCanKeepItsPaddingFixed() throws {
        var style = plainStyle()
        style.scalesPadding = false
        let f = TextSizeCategory.accessibilityLarge.scaleFactor
        let size = try sizer(.accessibilityLarge).size(of: .plain("Swift"), style: style, containerWidth: .infinity)
        #expect(abs(size.width - (40 * f + 10)) < 1e-9 && abs(size.height - (20 * f + 6)) < 1e-9)
        #expect(style.padding(at: .accessibilityLarge) == style.padding)
        #expect(plainStyle().padding(at: .extraSmall).width == 10 * TextSizeCategory.extraSmall.scaleFactor)
    }

    @Test func theTextGetsTheRoomTheScaledPaddingLeaves() throws {
        let f = TextSizeCategory.extraExtraExtraLarge.scaleFactor
        _ = try sizer(.extraExtraExtraLarge).size(of: .plain("Swift"), style: plainStyle(), containerWidth: 200)
        #expect(abs((measurer.requests.last?.maxWidth ?? 0) - (200 - 10 * f)) < 1e-9)
    }

    @Test func theBatchSizesAsTheSizerDoes() throws {
        var fixed = plainStyle()
        fixed.scalesPadding = false
        let tags = ["Swift", "Linux", "a longer tag"].map { TextTag($0, style: plainStyle()) }
            + ["Fixed", "padding"].map { TextTag($0, style: fixed) }
        let sizer = TagSizer(measurer: measurer, textSizeCategory: .accessibilityMedium)  // with a cache: the batch path
        for _ in 0..<2 {  // cold, then warm
            let result = try TagLayout(sizer: sizer).layout(of: tags, width: 400)
            for (i, tag) in tags.enumerated() {
                #expect(result.frames[i].size == (try sizer.size(of: tag, containerWidth: 400)), "\(tag.id)")
            }
        }
    }

    @Test func theRemoveButtonSitsInsideTheScaledPadding() throws {
        let tags = [TextTag("Swift", style: plainStyle())]
        let controller = try TagCollectionController(
            tags: tags, options: TagCollectionOptions(removeButton: .init()), viewport: Viewport(width: 400),
            sizer: sizer(.accessibilityExtraLarge))
        let frame = try #require(controller.frame(at: 0))
        let glyph = try #require(controller.removeButtonFrame(at: 0))
        let inset = 10 * TextSizeCategory.accessibilityExtraLarge.scaleFactor / 2
        #expect(abs(frame.maxX - inset - glyph.maxX) < 1e-9)
    }
}
