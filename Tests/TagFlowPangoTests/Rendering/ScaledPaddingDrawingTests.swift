import Testing
import TagFlow
import TagFlowPango
import TagFlowRendering

/// The padding drawn is the padding sized: at a large text size the text starts where the scaled
/// padding ends, not at the style's unscaled inset.
@Suite struct ScaledPaddingDrawingTests {
    /// The first column, from the left, with a dark pixel in row `y`.
    func firstInk(_ image: RasterImage, y: Int) -> Int? {
        (0..<image.width).first { x in image.pixel(x: x, y: y).map { $0.red < 0x80 } == true }
    }

    @Test func theTextStartsWhereTheScaledPaddingEnds() throws {
        var style = plainStyle(background: .white, text: .black)
        style.padding = Size(width: 60, height: 10)
        style.textAlignment = .left
        let tag = TextTag("HHH", style: style)
        let category = TextSizeCategory.accessibilityLarge
        let builder = SceneBuilder(sizer: TagSizer(measurer: sharedMeasurer, textSizeCategory: category), appearance: sharedBuilder.appearance)
        let scene = try TagLayout(sizer: builder.sizer).scene(of: [tag], width: 400, appearance: builder.appearance)
        let frame = try #require(scene.items.first).frame
        let image = try decode(try exactCanvasRenderer.bytes(scene, format: .png()))
        let ink = try #require(firstInk(image, y: Int(frame.midY)))
        let inset = 30 * category.scaleFactor  // half the scaled padding: 58.2
        #expect(Double(ink) >= inset && Double(ink) < inset + 4, "text starts at \(ink)")
        // The size agrees: the text's width plus the scaled padding.
        let text = try #require(scene.items.first?.metrics.text?.measurement)
        #expect(abs(frame.width - (text.width + 60 * category.scaleFactor)) < 1e-9)
    }
}
