import Testing
import TagFlow
import TagFlowPango

/// The README's Swift examples, verbatim where possible, so the README cannot drift from the API.
@Suite("README examples")
struct ReadmeExampleTests {
    @Test func layOutSizes() throws {
        var configuration = LayoutConfiguration()
        configuration.alignment = .center
        configuration.numberOfLines = 2
        configuration.overflowIndicator = Size(width: 40, height: 28)

        let items = [80, 120, 64, 96, 150, 72, 110, 90].map { LayoutItem(width: $0, height: 28) }
        let result = try FlowLayout(configuration: configuration)
            .layout(items, in: Size(width: 343, height: 0))

        #expect(result.lines == [[0, 1, 2], [3, 4]])
        #expect(result.overflow?.hiddenCount == 3)
        #expect(result.contentSize == Size(width: 343, height: 64))
        #expect(result.item(at: Point(x: 100, y: 10)) == 0)  // the centred first line starts at 31.5
        #expect(result.contentOffset(toShow: 4, at: .center, viewportSize: Size(width: 343, height: 40)) != nil)
    }

    @Test func measureRenderAndDriveTags() throws {
        var style = TagStyle()
        style.gradient = Gradient(startColor: try Color(hex: "#4F46E5"), endColor: try Color(hex: "#DB2777"))
        style.textColor = .white
        style.cornerRadius = 14
        style.padding = Size(width: 14, height: 8)

        let tags = ["Swift", "Linux", "Pango", "Cairo"].map { Tag($0, style: style) }
        let sizer = TagSizer(measurer: try PangoTextMeasurer())

        let rowSize = try ContentSizeCalculator.contentSize(of: tags, width: 343, sizer: sizer)
        let heights = try ContentSizeCalculator.contentSizes(ofRows: [tags, tags], width: 343, sizer: sizer)
        #expect(rowSize.width == 343 && rowSize.height > 16)
        #expect(heights == [rowSize, rowSize])

        var options = TagCollectionOptions()
        options.selectionMode = .multiple(limit: 3)
        options.reordering = true
        var controller = try TagCollectionController(
            tags: tags, options: options, viewport: Viewport(width: 343, height: 200), sizer: sizer)
        let tap = try controller.tap(at: Point(x: 20, y: 12), time: 0)
        #expect(tap.callbacks.map(\.name) == ["didTap", "didTapAnywhere"])
        #expect(try controller.frame(at: 0) != nil)

        let renderer = TagRenderer(measurer: try PangoTextMeasurer())
        let scene = try renderer.scene(tags: tags, width: 343)
        let png = try renderer.render(scene, format: .png(scale: 2))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
