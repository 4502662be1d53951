import Testing
import TagFlow
import TagFlowTestSupport

/// A truncated tag: its whole text apart from what it shows (the accessible name is the whole
/// text; `truncatedText(at:)` tells a tooltip what to show).
@Suite(.tags(.component)) struct TruncationTests {
    /// A measurer that reports what it shows: the characters that fit, then "…".
    final class ShowingMeasurer: TextMeasuring {
        let base = FakeMeasurer.component()
        func measure(_ request: TextMeasurementRequest) throws(TagFlowError) -> TextMeasurement { try base.measure(request) }
        func shownLines(for request: TextMeasurementRequest) throws(TagFlowError) -> [String]? {
            guard let room = request.wrapWidth else { return [request.string] }
            let fit = Int(room / (request.scaledFont.size * 0.5))
            return request.string.count <= fit ? [request.string] : [String(request.string.prefix(fit - 1)) + "…"]
        }
    }

    @Test func aTagTooWideForItsMaxWidthIsTruncatedAndTellsItsWholeText() throws {
        var style = TextTagStyle()
        style.maxWidth = 84  // 70 pt of text: ten characters
        let tags = [TextTag("Short", style: style), TextTag("A label far too long", style: style), TextTag("Exactly 10", style: style)]
        let sizer = TagSizer(measurer: ShowingMeasurer())
        let c = try TagCollectionController(tags: tags, viewport: Viewport(width: 400), sizer: sizer)
        #expect(c.truncatedText(at: 0) == nil)
        #expect(c.truncatedText(at: 1) == TruncatedText(fullText: "A label far too long", shownText: "A label f…"))
        #expect(c.truncatedText(at: 2) == nil)  // fits to the point
        #expect(c.accessibilityElement(at: 1)?.label == "A label far too long")
        #expect(c.truncatedText(at: 7) == nil)
    }

    @Test func theContainerCutsToo_andAMeasurerThatCannotTellGivesNoShownText() throws {
        let c = try TagCollectionController(
            tags: [TextTag("A long tag in a narrow container")], viewport: Viewport(width: 100), sizer: componentSizer())
        #expect(c.truncatedText(at: 0) == TruncatedText(fullText: "A long tag in a narrow container", shownText: nil))
        let custom = try TagCollectionController(tags: blocks(1), viewport: Viewport(width: 10), sizer: componentSizer())
        #expect(custom.truncatedText(at: 0) == nil)
    }

    @Test func aMultiLineTagIsTruncatedWhenItsLinesRunOut() throws {
        var style = TextTagStyle()
        style.maxWidth = 84
        style.numberOfLines = 2
        style.lineBreakMode = .truncateTail
        let sizer = TagSizer(measurer: FakeMeasurer(characterWidth: 0.5, lineHeight: 17.0 / 14, wraps: true))
        let c = try TagCollectionController(
            tags: [TextTag("Twenty characters!!!", style: style), TextTag("Twenty-one characters", style: style)],
            viewport: Viewport(width: 400), sizer: sizer)
        #expect(c.truncatedText(at: 0) == nil)  // two full lines of ten
        #expect(c.truncatedText(at: 1)?.fullText == "Twenty-one characters")
    }
}
