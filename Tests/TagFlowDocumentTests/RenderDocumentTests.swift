import Foundation
import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowPango
import TagFlowRendering

/// What `render` draws of a document: whatever `layout` accepts.
@Suite("documents drawn as they are laid out")
struct RenderDocumentTests {
    @Test("whatever layout accepts, render draws: items with a delete zone and a drag under way")
    func renderWhatLayoutAccepts() throws {
        let document = #"""
            {"container":{"width":200,"height":120},"component":{"reordering":true,"dragToDelete":true,
             "deleteZone":{"x":0,"y":90,"width":200,"height":30}},
             "items":[{"width":40,"height":20},{"width":40,"height":20}],
             "events":[{"type":"down","x":20,"y":10,"time":0},{"type":"tick","time":0.5},{"type":"move","x":100,"y":100,"time":0.6}]}
            """#
        #expect(layoutError(document) == nil)
        let render = RenderCommand(layoutCommand: pangoLayoutCommand, renderer: CairoRenderer(measurer: pangoMeasurer))
        let scene = try render.scene(json: document)
        #expect(scene.liftedTag != nil && scene.deleteZone?.isHighlighted == true)
        for format in [RenderFormat.png(scale: 2), .svg, .pdf] {
            #expect(thrownError { () throws(TagFlowError) in try render.render(utf8: Array(document.utf8), format: format) } == nil)
        }
    }
}
