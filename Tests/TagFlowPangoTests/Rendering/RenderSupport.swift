import Foundation
import TagFlow
import TagFlowPango
import TagFlowRendering

/// One renderer for the rendering tests, on the shared measurer.
let sharedRenderer = CairoRenderer(measurer: sharedMeasurer)

/// A renderer that never grows the canvas, so pixel (x, y) of a 1× PNG is scene point (x, y).
let exactCanvasRenderer: CairoRenderer = {
    var renderer = CairoRenderer(measurer: sharedMeasurer)
    renderer.options.bleed = .none
    return renderer
}()

/// A sizer on the shared measurer.
let sharedSizer = TagSizer(measurer: sharedMeasurer)

/// The scene builder of the rendering tests: the shared sizer, a transparent background.
let sharedBuilder: SceneBuilder = {
    var appearance = SceneAppearance()
    appearance.backgroundColor = nil
    return SceneBuilder(sizer: sharedSizer, appearance: appearance)
}()

/// Four tags ("Swift", "Cairo", "Pango", "Linux") in a 300 × 140 viewport that may be reordered and
/// dragged to a delete zone along its bottom 40 points.
func dragAndDeleteController() throws -> TagCollectionController {
    var options = TagCollectionOptions(allowsReordering: true, allowsDragToDelete: true)
    options.deleteZoneFrame = Rect(x: 0, y: 100, width: 300, height: 40)
    return try TagCollectionController(
        tags: ["Swift", "Cairo", "Pango", "Linux"].map { TextTag($0) }, options: options,
        viewport: Viewport(width: 300, height: 140), sizer: sharedSizer)
}

/// A style with the given background and everything else plain: no border, no shadow, square
/// corners unless asked.
func plainStyle(
    background: TagColor = TagColor(rgb: 0x20, 0x60, 0xE0), text: TagColor = .white, radius: Double = 0
) -> TextTagStyle {
    var style = TextTagStyle(font: TagFont(size: 14), textColor: text, backgroundColor: background)
    style.cornerRadius = radius
    return style
}

/// `tag` as a scene item at `frame`, measured as a container `containerWidth` wide would size it
/// (by default the frame's width).
func item(_ tag: TextTag, frame: Rect, containerWidth: Double? = nil) throws -> RenderScene.Item {
    let metrics = try sharedSizer.metrics(of: tag, containerWidth: containerWidth ?? frame.width)
    return RenderScene.Item(id: tag.id, content: tag.rightfulContent, style: tag.rightfulStyle, frame: frame, metrics: metrics)
}

/// A one-tag scene: `tag` at `frame` in a `size` scene.
func singleTagScene(_ tag: TextTag, frame: Rect, size: Size, background: TagColor? = nil) throws -> RenderScene {
    RenderScene(size: size, backgroundColor: background, items: [try item(tag, frame: frame)])
}

/// Decodes a PNG render.
func decode(_ png: [UInt8]) throws -> RasterImage { try RasterImage(png: png) }

/// Whether two colours are within `tolerance` in every channel.
func close(_ a: TagColor?, _ b: TagColor, tolerance: Int = 2) -> Bool {
    guard let a else { return false }
    return abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
        && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
}

/// Where sample pictures go when `TAGFLOW_RENDER_SAMPLES` names a directory (to look at them);
/// `nil` otherwise, so a normal test run writes nothing.
let sampleDirectory: String? = ProcessInfo.processInfo.environment["TAGFLOW_RENDER_SAMPLES"]

extension CairoRenderer {
    /// The file's bytes of `scene` drawn as `format`.
    func bytes(_ scene: RenderScene, format: RenderFormat) throws(TagFlowError) -> [UInt8] {
        try render(scene, format: format).bytes
    }
}
