import Testing
import TagFlow

/// The sizing order, case by case, with the fake measurer: 16 pt text is 8 pt per
/// character and 20 pt per line; padding is 10 × 6.
@Suite(.tags(.sizing)) struct SizingTests {
    let measurer = FakeMeasurer()
    var sizer: TagSizer { TagSizer(measurer: measurer, cache: nil) }

    func size(_ text: String, _ change: (inout TextTagStyle) -> Void = { _ in }, container: Double = 300) throws -> Size {
        var style = plainStyle()
        change(&style)
        return try sizer.size(of: .plain(text), style: style, containerWidth: container)
    }

    @Test func naturalSizeIsTextPlusPadding() throws {
        #expect(try size("Swift") == Size(width: 50, height: 26))
        #expect(measurer.requests.last?.maxWidth == 290)  // container less padding
    }

    @Test func maxWidthCapsAndTheTextWrapsInsideIt() throws {
        // Room 40 − 10 = 30: three characters a line, two lines.
        #expect(try size("Swift", { $0.maxWidth = 40 }) == Size(width: 34, height: 46))
        #expect(measurer.requests.last?.maxWidth == 30)
    }

    @Test func minWidthRaises() throws {
        #expect(try size("Swift", { $0.minWidth = 80 }) == Size(width: 80, height: 26))
    }

    @Test func exactWidthReplacesAndSetsTheRoom() throws {
        // Room 30 − 10 = 20: two characters a line, three lines.
        #expect(try size("Swift", { $0.exactWidth = 30 }) == Size(width: 30, height: 66))
        #expect(measurer.requests.last?.maxWidth == 20)
        // Exact wins over min and max alike.
        #expect(try size("Swift", { $0.exactWidth = 70; $0.minWidth = 100; $0.maxWidth = 60 }).width == 70)
    }

    @Test func minComesAfterMax() throws {
        // Max 40 caps the text at 34, then min 100 raises it: min wins.
        #expect(try size("Swift", { $0.maxWidth = 40; $0.minWidth = 100 }) == Size(width: 100, height: 46))
    }

    @Test func theContainerIsTheLastWord() throws {
        // Room 20: the text wraps to two characters a line (26 wide), within the container.
        #expect(try size("Swift", container: 30) == Size(width: 26, height: 66))
        // Min 100 would exceed a 60 pt container: the container wins.
        #expect(try size("Swift", { $0.minWidth = 100 }, container: 60).width == 60)
        // So does an exact width.
        #expect(try size("Swift", { $0.exactWidth = 100 }, container: 60).width == 60)
        // An unlimited container does not limit anything.
        #expect(try size("Swift", container: .infinity) == Size(width: 50, height: 26))
        #expect(measurer.requests.last?.maxWidth == nil)
    }

    @Test func heightsFollowTheSameOrder() throws {
        #expect(try size("Swift", { $0.maxHeight = 20 }).height == 20)
        #expect(try size("Swift", { $0.minHeight = 40 }).height == 40)
        #expect(try size("Swift", { $0.exactHeight = 32; $0.minHeight = 40 }).height == 32)
        #expect(try size("Swift", { $0.maxHeight = 10; $0.minHeight = 30 }).height == 30)
    }

    @Test func multiLineTagsTakeTheHeightTheirLinesNeed() throws {
        // 40 characters at room 90 (11 a line): four lines.
        let text = String(repeating: "a", count: 40)
        #expect(try size(text, { $0.maxWidth = 100 }) == Size(width: 98, height: 86))
        // A line limit of 2 stops at two lines.
        #expect(try size(text, { $0.maxWidth = 100; $0.numberOfLines = 2 }) == Size(width: 98, height: 46))
    }

    @Test func aLeadingImageAddsItsWidthAndSpacingAndFloorsTheHeight() throws {
        let image = TagImage(source: "star.png", size: Size(width: 12, height: 30), spacing: 4)
        let content = TagContent.plain("Swift", leadingImage: image)
        let metrics = try sizer.metrics(of: content, style: plainStyle(), containerWidth: 300)
        #expect(metrics.size == Size(width: 12 + 4 + 40 + 10, height: 30 + 6))
        #expect(metrics.text?.request.maxWidth == Optional(274.0))
        #expect(metrics.contentSize == Size(width: 56, height: 30))
        // A short image does not shrink the text's height.
        let small = TagContent.plain("Swift", leadingImage: TagImage(source: "dot", size: Size(width: 6, height: 6), spacing: 2))
        #expect(try sizer.size(of: small, style: plainStyle(), containerWidth: 300) == Size(width: 6 + 2 + 40 + 10, height: 26))
        // Without text there is no spacing.
        let iconOnly = TagContent.plain("", leadingImage: image)
        #expect(try sizer.size(of: iconOnly, style: plainStyle(), containerWidth: 300).width == 12 + 10)
    }

    @Test func paddingWiderThanTheContainerNeverGoesNegative() throws {
        let s = try size("Swift", container: 5)
        #expect(s.width == 5)
        #expect(measurer.requests.last?.maxWidth == 0)
    }

    @Test(arguments: [-1.0, .nan, -.infinity])
    func refusesBadContainerWidths(width: Double) {
        let error = thrownError { () throws(TagFlowError) in
            try sizer.size(of: .plain("x"), style: plainStyle(), containerWidth: width)
        }
        #expect(error?.path == ["containerWidth"])
    }

    @Test func errorsNameTheSelectedStyleWhenItIsTheOneUsed() {
        var bad = plainStyle()
        bad.maxWidth = -1
        var tag = TextTag("Swift", style: plainStyle(), selectedStyle: bad)
        #expect(thrownError { () throws(TagFlowError) in try sizer.size(of: tag, containerWidth: 300) } == nil)
        tag.isSelected = true
        #expect(thrownError { () throws(TagFlowError) in try sizer.size(of: tag, containerWidth: 300) }?.path
            == ["selectedStyle", "maxWidth"])
    }

    @Test func customContentHasItsOwnSizeWhateverTheStyle() throws {
        let sized = TextTag(id: "c", content: .custom(.provider(key: "half") { Size(width: $0 / 2, height: 10) }))
        #expect(try sizer.size(of: sized, containerWidth: 300) == Size(width: 150, height: 10))
        let broken = TextTag(id: "c", content: .custom(size: Size(width: -1, height: 10)))
        #expect(thrownError { () throws(TagFlowError) in try sizer.size(of: broken, containerWidth: 300) }?.path
            == ["content", "size", "width"])
        #expect(measurer.callCount == 0)
    }

    @Test func selectedStyleSizesTheSelectedTag() throws {
        var big = plainStyle()
        big.font.size = 32
        var tag = TextTag("Swift", id: "t", style: plainStyle(), selectedStyle: big)
        #expect(try sizer.size(of: tag, containerWidth: 300) == Size(width: 50, height: 26))
        tag.isSelected = true
        #expect(try sizer.size(of: tag, containerWidth: 300) == Size(width: 90, height: 46))
    }

    @Test func dynamicTypeScalesEveryFontOfATag() throws {
        let content = TagContent.text(.runs([TextRun("ab"), TextRun("cd", font: TagFont(size: 32))]))
        for category in TextSizeCategory.allCases {
            let scaled = TagSizer(measurer: measurer, cache: nil, textSizeCategory: category)
            let text = try #require(try scaled.metrics(of: content, style: plainStyle(), containerWidth: .infinity).text).measurement
            let f = category.scaleFactor
            // 2 characters at 16 pt and 2 at 32 pt, both scaled.
            #expect(abs(text.width - (2 * 8 * f + 2 * 16 * f)) < 1e-9)
            #expect(abs(text.height - 40 * f) < 1e-9)
        }
    }
}
