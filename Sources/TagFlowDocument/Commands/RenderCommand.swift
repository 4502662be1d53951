import TagFlow
import TagFlowJSON
import TagFlowRendering

/// `tagflow render` as a library call: a layout document in, a picture (PNG, SVG or PDF) out.
///
/// The document is laid out exactly as `tagflow layout` lays it out (the same measuring, then one
/// call of the layout engine) and its scene is built by `SceneBuilder` from the tags and the
/// metrics that sized them: tags in their styles (selected ones in their selected style),
/// `items` as plain boxes, and the "+N" chip where the layout placed the overflow indicator. A
/// document with a `component` script has its events played first, so the picture shows the state
/// after the last event: selections, deleted tags gone, and — when the events end mid-drag — the
/// lifted tag and the delete zone.
///
/// The picture is the container's size or the content's, whichever is larger (a renderer may
/// grow the canvas past it where a shadow, the lifted tag or the delete zone reaches out). The
/// drawing library is the renderer's business: this command only builds scenes and hands them on.
package struct RenderCommand: Sendable {
    /// Lays documents out and measures their tags.
    package var layoutCommand: LayoutCommand
    /// Draws the pictures.
    package var renderer: any SceneRendering
    /// How the parts that are not tags look, the background included.
    package var appearance: SceneAppearance

    /// Creates the command.
    package init(layoutCommand: LayoutCommand, renderer: any SceneRendering, appearance: SceneAppearance = SceneAppearance()) {
        self.layoutCommand = layoutCommand
        self.renderer = renderer
        self.appearance = appearance
    }

    /// The scene of the document in `input` (UTF-8 JSON text).
    package func scene(utf8 input: [UInt8]) throws(TagFlowError) -> RenderScene {
        try scene(LayoutDocument(document: JSONReader(parsing: input)))
    }

    /// The scene of the document in `input`.
    package func scene(json input: String) throws(TagFlowError) -> RenderScene {
        try scene(utf8: Array(input.utf8))
    }

    /// Draws the document in `input` (UTF-8 JSON text).
    /// - Returns: the file's bytes and anything drawn around (a missing image is a placeholder).
    package func render(utf8 input: [UInt8], format: RenderFormat) throws(TagFlowError) -> RenderOutput {
        let document = try LayoutDocument(document: JSONReader(parsing: input))
        return try render(scene(document), of: document, format: format)
    }

    /// Draws `scene`, the scene of `document`: as `render(_:format:)`, with a shadow too costly to
    /// blur refused at the document's place of it (`$.tags[3].style.shadow`), and an image past
    /// the pixels a picture's images may have at its tag's (`$.tags[3].image`).
    package func render(_ scene: RenderScene, of document: LayoutDocument, format: RenderFormat) throws(TagFlowError) -> RenderOutput {
        do {
            return try renderer.render(scene, format: format)
        } catch {
            switch error.reason(as: TagFlowError.DrawingReason.self) {
            case .shadowTooLarge?, .imageRefused?: break
            default: throw TagFlowError.document(at: .root, "cannot draw it: \(error)")
            }
            throw TagFlowError(error.reason, at: documentPath(ofScenePath: error.path, in: scene, of: document))
        }
    }

    /// Draws a scene, with errors as document errors at `$` (a scene made from a valid document
    /// only fails for a canvas too large or a failure of the drawing library).
    package func render(_ scene: RenderScene, format: RenderFormat) throws(TagFlowError) -> RenderOutput {
        do {
            return try renderer.render(scene, format: format)
        } catch {
            throw TagFlowError.document(at: .root, "cannot draw it: \(error)")
        }
    }
}
