import TagFlow
import TagFlowPango

/// `tagflow render` as a library call: a layout document in, a picture (PNG, SVG or PDF) out.
///
/// The document is laid out exactly as `tagflow layout` lays it out — tags measured by the same
/// code (`LayoutCommand`'s measuring, on the renderer's Pango measurer and cache), then placed by
/// `FlowLayout` — and the result is drawn: tags in their styles (selected ones in their selected
/// style), `items` as plain boxes (`RenderScene.Item.box`), and the "+N" chip in the overflow
/// indicator's placed frame when the layout has an `overflowIndicator` and hid something. A
/// document with a `component` script has its events played first (see
/// `scene(_:)`), so the picture shows the state after the last event: selections, deleted tags
/// gone, and — when the events end mid-drag — the lifted tag and the delete zone.
///
/// The picture is the container's size or the content's, whichever is larger (the canvas grows
/// past it only where a shadow, the lifted tag or the delete zone reaches out; see
/// `RenderOptions.Bleed`). The same document gives the same bytes on every run.
public struct RenderCommand: Sendable {
    /// The colour behind the tags when nothing else is asked: white, so a picture looks the same
    /// in every viewer.
    public static let defaultBackgroundColor = Color.white

    /// Draws the pictures and measures the tags.
    public var renderer: TagRenderer
    /// The colour behind everything, or `nil` for a transparent picture (a PDF without a fill).
    public var backgroundColor: Color?

    /// Creates the command on `renderer` (its options say where relative image paths are read
    /// from).
    public init(renderer: TagRenderer, backgroundColor: Color? = RenderCommand.defaultBackgroundColor) {
        self.renderer = renderer
        self.backgroundColor = backgroundColor
    }

    /// Creates the command on a Pango measurer with the fonts shipped with TagFlowPango.
    /// - Parameter imageDirectory: where relative image paths (`tags[].image.source`) are read
    ///   from; `nil` for the working directory.
    /// - Throws: `DocumentError` at `$` when the text engine cannot start.
    public init(
        backgroundColor: Color? = RenderCommand.defaultBackgroundColor, imageDirectory: String? = nil
    ) throws(DocumentError) {
        let measurer: PangoTextMeasurer
        do {
            measurer = try PangoTextMeasurer()
        } catch {
            throw DocumentError(path: .root, message: "cannot start the text engine: \(error)")
        }
        self.init(
            renderer: TagRenderer(measurer: measurer, options: RenderOptions(imageDirectory: imageDirectory)),
            backgroundColor: backgroundColor)
    }

    /// The scene of the document in `input` (UTF-8 JSON text).
    public func scene(utf8 input: [UInt8]) throws(DocumentError) -> RenderScene {
        try scene(LayoutDocument(document: JSONReader(JSONParser.parse(utf8: input))))
    }

    /// The scene of the document in `input`.
    public func scene(json input: String) throws(DocumentError) -> RenderScene {
        try scene(utf8: Array(input.utf8))
    }

    /// Draws the document in `input` (UTF-8 JSON text).
    /// - Returns: the file's bytes and anything drawn around (a missing image is a placeholder).
    public func render(utf8 input: [UInt8], format: RenderFormat) throws(DocumentError) -> RenderOutput {
        try render(scene(utf8: input), format: format)
    }

    /// Draws a scene, with errors as document errors (at `$`: a scene made from a valid document
    /// only fails for a canvas too large or a cairo failure).
    public func render(_ scene: RenderScene, format: RenderFormat) throws(DocumentError) -> RenderOutput {
        do {
            return try renderer.renderOutput(scene, format: format)
        } catch {
            throw DocumentError(path: .root, message: "cannot draw it: \(error)")
        }
    }

    /// The layout command whose measuring this command shares (same measurer, same cache).
    var layoutCommand: LayoutCommand {
        LayoutCommand(measurers: TextMeasurerProvider(measurer: renderer.measurer), cache: renderer.cache)
    }
}
