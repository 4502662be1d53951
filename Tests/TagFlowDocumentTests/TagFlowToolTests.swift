import Testing
import TagFlow
import TagFlowDocument
import TagFlowPango
import TagFlowRendering

/// The module's public door answers as the tool does: the same lines, the same refusals.
@Suite struct TagFlowToolTests {
    let tool = TagFlowTool(measurer: pangoMeasurer, renderer: CairoRenderer(measurer: pangoMeasurer))
    let document = #"{"container":{"width":120},"tags":[{"text":"Swift"},{"text":"Linux"},{"text":"Pango"}]}"#

    @Test func layoutAndMeasureAnswerAsTheCommands() throws {
        #expect(try tool.layout(json: document) == pangoLayoutCommand.run(document))
        let measure = #"{"font":{"size":14},"texts":["Swift","日本"]}"#
        #expect(try tool.measure(json: measure) == pangoMeasureCommand.run(measure))
    }

    @Test func refusalsNameTheJSONPath() {
        let error = thrownError { () throws(TagFlowError) in try tool.layout(json: #"{"container":{"width":-1},"tags":[]}"#) }
        #expect(error?.documentDescription.hasPrefix("$.container.width:") == true)
    }

    @Test func renderDrawsAndSaysWhenItHasNoRenderer() throws {
        let png = try tool.render(json: document, format: .png(scale: 1))
        #expect(png.bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let blind = TagFlowTool(measurer: pangoMeasurer)
        let error = thrownError { () throws(TagFlowError) in try blind.render(json: document, format: .svg) }
        #expect(error?.documentDescription == "$: cannot draw it: this TagFlowTool was made without a renderer")
    }
}
