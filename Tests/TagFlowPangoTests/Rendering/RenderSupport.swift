import Foundation
import TagFlow
import TagFlowPango

/// One renderer for the rendering tests, on the shared measurer.
let sharedRenderer = TagRenderer(measurer: sharedMeasurer)

/// A renderer that never grows the canvas, so pixel (x, y) of a 1× PNG is scene point (x, y).
let exactCanvasRenderer: TagRenderer = {
    var renderer = TagRenderer(measurer: sharedMeasurer)
    renderer.options.bleed = .none
    return renderer
}()

/// A style with the given background and everything else plain: no border, no shadow, square
/// corners unless asked.
func plainStyle(
    background: Color = Color(red: 0x20, green: 0x60, blue: 0xE0), text: Color = .white, radius: Double = 0
) -> TagStyle {
    var style = TagStyle(font: Font(size: 14), textColor: text, backgroundColor: background)
    style.cornerRadius = radius
    return style
}

/// A one-tag scene: `tag` at `frame` in a `size` scene.
func singleTagScene(_ tag: Tag, frame: Rect, size: Size, background: Color? = nil) -> RenderScene {
    RenderScene(size: size, backgroundColor: background, items: [RenderScene.Item(tag: tag, frame: frame)])
}

/// Decodes a PNG render.
func decode(_ png: [UInt8]) throws -> RasterImage { try RasterImage(png: png) }

/// Whether two colours are within `tolerance` in every channel.
func close(_ a: Color?, _ b: Color, tolerance: Int = 2) -> Bool {
    guard let a else { return false }
    return abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
        && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
}

/// Where sample pictures go when `TAGFLOW_RENDER_SAMPLES` names a directory (to look at them);
/// `nil` otherwise, so a normal test run writes nothing.
let sampleDirectory: String? = ProcessInfo.processInfo.environment["TAGFLOW_RENDER_SAMPLES"]
