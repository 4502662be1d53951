import Foundation
import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowPango
import TagFlowRendering

/// What `render` draws of a document: whatever `layout` accepts, unless the picture is larger
/// than its format or its blur budget holds — refused where the document says it.
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

    @Test("a shadow past the picture's blur budget is refused at the style it comes from")
    func shadowBudget() throws {
        // A 5 000 pt square blurs a mask of over 10 000 × 10 000 pixels at the vector resolution
        // (2): past the 2^26 pixels a picture may blur (the budget's sum: TagFlowPangoTests).
        let shadow = #""shadow":{"radius":10,"opacity":0.5}"#
        let document = #"{"container":{"width":5000},"tags":[{"text":"a","style":{\#(shadow)}},"#
            + #"{"text":"b","selected":true,"style":{"exactWidth":5000,"exactHeight":5000},"selectedStyle":{\#(shadow)}}]}"#
        let render = RenderCommand(layoutCommand: pangoLayoutCommand, renderer: CairoRenderer(measurer: pangoMeasurer))
        let error = thrownError { () throws(TagFlowError) in try render.render(utf8: Array(document.utf8), format: .svg) }
        #expect(error?.documentDescription.hasPrefix("$.tags[1].selectedStyle.shadow: its shadow would be blurred in a mask of ") == true)
        let unselected = document.replacingOccurrences(of: #""selected":true"#, with: #""selected":false"#)
            .replacingOccurrences(of: #""exactWidth":5000,"exactHeight":5000},"selectedStyle":{"#, with: #""exactWidth":5000,"exactHeight":5000,"#)
        #expect(thrownError { () throws(TagFlowError) in try render.render(utf8: Array(unselected.utf8), format: .svg) }?
            .documentDescription.hasPrefix("$.tags[1].style.shadow: its shadow would be blurred") == true)
        // The small shadow alone is drawn.
        let small = #"{"container":{"width":300},"tags":[{"text":"a","style":{\#(shadow)}}]}"#
        #expect(thrownError { () throws(TagFlowError) in try render.render(utf8: Array(small.utf8), format: .svg) } == nil)
    }

    @Test("a drag from elsewhere left over the collection: the bar in the gap it would drop into")
    func dropBar() throws {
        let document = #"""
            {"container":{"width":260},"component":{"pasting":true},
             "tags":[{"text":"Swift"},{"text":"Linux"},{"text":"Pango"}],
             "events":[{"type":"dropMove","x":120,"y":12,"time":0}]}
            """#
        let render = RenderCommand(layoutCommand: pangoLayoutCommand, renderer: CairoRenderer(measurer: pangoMeasurer))
        let scene = try render.scene(json: document)
        let bar = try #require(scene.dropMarker)
        let linux = scene.items[1].frame, pango = scene.items[2].frame
        #expect(abs(bar.frame.midX - (linux.maxX + pango.minX) / 2) < 1e-9)  // between Linux and Pango
        #expect(bar.frame.height == linux.height && bar.frame.width == 2)
        #expect(bar.style.backgroundColor == SceneAppearance().focusRing.color)
        let left = try render.scene(json: document.replacingOccurrences(of: #""pasting":true"#, with: #""pasting":false"#))
        #expect(left.dropMarker == nil)  // a collection that takes no drops shows no gap
    }
}
