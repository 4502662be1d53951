import Foundation
import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowPango
import TagFlowRendering

/// Lengths and scales that would overflow, refused where they are written; messages that quote
/// at most 40 characters of a value; render issues that name the document's tag.
@Suite("documents with values past what the engines hold, and their messages")
struct MessageDocumentTests {
    let layout = pangoLayoutCommand

    @Test("lengths past 1 000 000 pt are refused where they are written, so a layout cannot overflow")
    func lengths() {
        // Two items 1e308 wide in one row used to end as `$.contentSize.width: internal error`.
        #expect(layoutError(#"{"container":{"width":100},"layout":{"scrollDirection":"horizontal"},"items":[{"width":1e308,"height":10},{"width":1e308,"height":10}]}"#)
            == "$.items[0].width: 1e+308 is not ≤ 1000000 (the largest length, in points)")
        #expect(layoutError(#"{"container":{"width":1000001},"items":[]}"#) == "$.container.width: 1000001 is not ≤ 1000000 (the largest length, in points)")
        #expect(layoutError(#"{"container":{"width":100},"layout":{"contentInset":{"left":2e6}},"items":[]}"#)?.hasPrefix("$.layout.contentInset.left: 2000000 is not ≤") == true)
        #expect(layoutError(#"{"container":{"width":100},"tags":[{"text":"a","image":{"source":"x.png","width":8e6,"height":1}}]}"#)?
            .hasPrefix("$.tags[0].image.width: 8000000 is not ≤ 1000000") == true)
        #expect(layoutError(#"{"container":{"width":100},"tags":[{"text":"a","style":{"shadow":{"offsetX":-2e6}}}]}"#)
            == "$.tags[0].style.shadow.offsetX: -2000000 is not within ±1000000 (the largest length, in points)")
        #expect(measureError(#"{"texts":["a"],"maxWidth":1e300}"#)?.hasPrefix("$.maxWidth: 1e+300 is not ≤ 1000000") == true)
        // At the limit every sum stays finite.
        #expect(layoutError(#"{"container":{"width":1000000},"layout":{"scrollDirection":"horizontal"},"items":[{"width":1000000,"height":1000000},{"width":1000000,"height":1000000}]}"#) == nil)
        // Negative lengths keep their message.
        #expect(layoutError(#"{"container":{"width":1},"items":[{"width":-1,"height":1}]}"#) == "$.items[0].width: -1 is not ≥ 0")
    }

    @Test("a display scale outside 1/8 … 8 is refused at the scale")
    func displayScale() {
        for scale in ["5e-324", "0.1", "9", "1e308"] {
            let error = layoutError(#"{"container":{"width":100},"layout":{"displayScale":\#(scale)},"items":[{"width":10,"height":10}]}"#)
            #expect(error?.hasPrefix("$.layout.displayScale: ") == true && error?.hasSuffix(" is not between 0.125 and 8") == true, "\(scale)")
        }
        #expect(layoutError(#"{"container":{"width":1},"layout":{"displayScale":0},"items":[]}"#) == "$.layout.displayScale: 0 is not > 0")
    }

    @Test("a 1 MB value or key is quoted by its first 40 characters")
    func boundedQuoting() {
        let huge = String(repeating: "x", count: 1 << 20)
        #expect(layoutError(#"{"container":{"width":1},"layout":{"alignment":"\#(huge)"},"items":[]}"#)
            == "$.layout.alignment: \"\(fortyX)…\" is not one of leading, trailing, left, right, center, spaceBetween, "
            + "spaceAround, spaceEvenly, fillWidth, fillWidthExceptLastLine")
        #expect(layoutError(#"{"container":{"width":"\#(huge)"},"items":[]}"#)
            == "$.container.width: expected a number, found the string \"\(fortyX)…\"")
        #expect(layoutError(#"{"container":{"width":1},"layout":{"\#(huge)":1},"items":[]}"#)?
            .hasPrefix("$.layout[\"\(fortyX)…\"]: unknown key; allowed keys: scrollDirection,") == true)
        #expect(layoutError(#"{"container":{"width":1},"tags":[{"text":"a","style":{"font":{"family":"\#(huge)"}}}]}"#)?
            .hasPrefix("$.tags[0].style.font.family: \"\(fortyX)…\" is not an available font family;") == true)
        #expect(layoutError(##"{"container":{"width":1},"tags":[{"text":"a","style":{"textColor":"#\##(huge)"}}]}"##)?
            .hasPrefix("$.tags[0].style.textColor: \"#\(String(repeating: "x", count: 39))…\" is not a colour") == true)
        // A batch's error line is bounded the same way.
        let answers = DocumentBatch.run(Array(#"{"container":{"width":1},"layout":{"alignment":"\#(huge)"},"items":[]}"#.utf8)) {
            (bytes) throws(TagFlowError) in try layout.run(utf8: bytes)
        }
        #expect(answers.count == 1 && answers[0].text.utf8.count < 300)
    }

    @Test("render issues name the document's tag, the lifted tag of a drag included")
    func renderIssuePaths() throws {
        // Tag 0 is lifted mid-drag and its image is missing: the issue was at `$.liftedTag`.
        let document = #"""
            {"container":{"width":300,"height":100},"component":{"reordering":true},
             "tags":[{"text":"a","image":{"source":"/no/such/icon.png","width":10,"height":10}},{"text":"b"}],
             "events":[{"type":"down","x":5,"y":5,"time":0},{"type":"tick","time":1},{"type":"move","x":6,"y":6,"time":1.1}]}
            """#
        let render = RenderCommand(layoutCommand: layout, renderer: CairoRenderer(measurer: pangoMeasurer))
        let parsed = try LayoutDocument(json: document)
        let scene = try render.scene(parsed)
        #expect(scene.liftedTag != nil)
        let issues = try render.render(scene, format: .png(scale: 1)).issues.map { render.documentIssue($0, in: scene, of: parsed) }
        #expect(issues == [#"$.tags[0]: cannot draw image "/no/such/icon.png" (no such file); drew a placeholder"#])
    }
}
