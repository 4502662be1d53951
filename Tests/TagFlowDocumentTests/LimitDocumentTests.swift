import Foundation
import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowPango
import TagFlowRendering

/// The limits of the documents' text and fonts, each refused at the offending value's JSON path
/// with what is allowed, before any measuring or drawing: font sizes, text lengths and the
/// document's text budget, runs, combining marks, noncharacters.
@Suite("documents within their text limits")
struct LimitDocumentTests {
    let layout = pangoLayoutCommand

    @Test("a font size outside 0.1 … 10 000 pt, as given or scaled by the category, at the size")
    func fontSizes() {
        #expect(measureError(#"{"font":{"size":60000},"texts":["WWWW"]}"#)
            == "$.font.size: 60000 is not allowed; it must be within 0.1 … 10000 (points)")
        // Below a Pango unit a size rounded to 0: a critical warning and every text 0 × 0.
        #expect(measureError(#"{"font":{"size":6e-05},"texts":["東京 🍕"]}"#)
            == "$.font.size: 6e-05 is not allowed; it must be within 0.1 … 10000 (points)")
        #expect(measureError(#"{"font":{"size":0.11},"texts":["W"],"contentSizeCategory":"extraSmall"}"#)?
            .hasPrefix("$.font.size: 0.11 is not allowed; it must be at least 0.13 at text size category extraSmall") == true)
        #expect(measureError(#"{"font":{"size":5000},"texts":["W"],"contentSizeCategory":"accessibilityExtraExtraExtraLarge"}"#)
            == "$.font.size: 5000 is not allowed; it must be at most 3207.54 at text size category accessibilityExtraExtraExtraLarge, "
            + "which scales it to 15588.24 pt; fonts must be within 0.1 … 10000 pt after scaling")
        let tags = #"{"container":{"width":300},"contentSizeCategory":"accessibilityExtraExtraExtraLarge","tags":[{"text":"a"},"#
        #expect(layoutError(tags + #"{"text":"b","selectedStyle":{"font":{"size":4000}}}]}"#)?
            .hasPrefix("$.tags[1].selectedStyle.font.size: 4000 is not allowed; it must be at most 3207.54") == true)
        #expect(layoutError(tags + #"{"runs":[{"text":"b"},{"text":"c","font":{"size":3300}}]}]}"#)?
            .hasPrefix("$.tags[1].runs[1].font.size: 3300 is not allowed") == true)
        #expect(layoutError(#"{"container":{"width":300},"tags":[{"text":"a","style":{"font":{"size":10000}}}]}"#) == nil)
    }

    @Test("a text of more than 5 000 characters, at the text")
    func textLength() {
        let long = String(repeating: "x", count: 5_001)
        #expect(measureError(#"{"texts":["ok","\#(long)"]}"#)
            == "$.texts[1]: \"\(fortyX)…\" is not allowed; it holds 5001 characters; a text may hold at most 5000 characters (Unicode scalars)")
        #expect(layoutError(#"{"container":{"width":300},"tags":[{"text":"\#(long)"}]}"#)?.hasPrefix("$.tags[0].text: \"\(fortyX)…\" is not allowed; it holds 5001 characters") == true)
        let half = String(repeating: "y", count: 2_501)
        #expect(layoutError(#"{"container":{"width":300},"tags":[{"runs":[{"text":"\#(half)"},{"text":"\#(half)"}]}]}"#)?
            .hasPrefix("$.tags[0].runs: ") == true)
    }

    @Test("the squares of a document's text lengths add up to at most 50 000 000, at the text that passes it")
    func textBudget() {
        let full = String(repeating: "z", count: 5_000)
        // Two texts of the full length spend the budget exactly …
        #expect(measureError(#"{"texts":["\#(full)","\#(full)"],"maxWidth":300,"numberOfLines":0}"#) == nil)
        // … one character more is refused where it is spent.
        #expect(measureError(#"{"texts":["\#(full)","\#(full)","a"]}"#)
            == "$.texts[2]: the document's texts are too long together: the squares of their lengths add up to 50000001 with "
            + "this one, and may add up to at most 50000000 (two texts of 5000 characters, or 5000 of 100), since line "
            + "breaking costs the square of a text's length")
        let tags = #"{"container":{"width":300},"tags":[{"text":"\#(full)"},{"runs":[{"text":"\#(full)"}]},{"runs":[{"text":"b"}]}]}"#
        #expect(layoutError(tags)?.hasPrefix("$.tags[2].runs: the document's texts are too long together") == true)
        // Many short texts spend little: 10 000 tags of 20 characters are 4 000 000.
        let many = Array(repeating: #"{"text":"twenty characters ok"}"#, count: 10_000).joined(separator: ",")
        #expect(thrownError { () throws(TagFlowError) in try LayoutDocument(json: #"{"container":{"width":300},"tags":[\#(many)]}"#) } == nil)
    }

    @Test("a line wider than the text engine can hold, at the tag's text or runs")
    func linesTooWide() {
        let wide = String(repeating: "W", count: 300)
        let message = "\"\(String(repeating: "W", count: 40))…\" is not allowed; laid out, a line of it is 2966308 pt wide, more "
            + "than the 2097151 pt the text engine can measure (Pango's 32-bit sizes); use a smaller font, a width limit or shorter text"
        #expect(layoutError(#"{"container":{"width":300},"tags":[{"text":"\#(wide)","style":{"font":{"size":10000}}}]}"#)
            == "$.tags[0].text: " + message)
        #expect(layoutError(#"{"container":{"width":300},"tags":[{"text":"a"},{"runs":[{"text":"\#(wide)","font":{"size":10000}}]}]}"#)
            == "$.tags[1].runs: " + message)
        #expect(measureError(#"{"font":{"size":10000},"texts":["\#(wide)"]}"#) == "$.texts[0]: " + message)
    }

    @Test("more than 1 000 runs, at the runs")
    func runCount() {
        let runs = Array(repeating: ##"{"text":"a","color":"#FF0000"}"##, count: 1_001).joined(separator: ",")
        #expect(layoutError(#"{"container":{"width":300},"tags":[{"runs":[\#(runs)]}]}"#)
            == "$.tags[0].runs: 1001 is not allowed; it must be at most 1000 runs in one text")
    }

    @Test("more than 30 combining marks in a row, at the text")
    func combiningMarks() {
        let marks = "a" + String(repeating: "\u{301}", count: 31)
        #expect(measureError(#"{"texts":["\#(marks)"]}"#)?
            .hasSuffix("is not allowed; character 32 makes 31 combining marks in a row; at most 30 may follow one another (the Unicode stream-safe text format)") == true)
    }

    @Test("a noncharacter is refused at the text, the same for layout and for every picture format")
    func noncharacters() throws {
        let document = #"{"container":{"width":300},"tags":[{"text":"ok"},{"text":"a\uFFFFb"}]}"#
        let expected = "$.tags[1].text: \"a\u{FFFF}b\" is not allowed; character 2 is U+FFFF, a noncharacter (reserved for a "
            + "program's internal use, and refused by PDF); use U+FFFD for an unknown character"
        #expect(layoutError(document) == expected)
        let render = RenderCommand(layoutCommand: layout, renderer: CairoRenderer(measurer: pangoMeasurer))
        for format in [RenderFormat.png(scale: 1), .svg, .pdf] {
            #expect(documentError { () throws(TagFlowError) in try render.render(utf8: Array(document.utf8), format: format) } == expected)
        }
        #expect(measureError(#"{"texts":["\uFDD0"]}"#)?.hasPrefix("$.texts[0]: ") == true)
        #expect(layoutError(#"{"container":{"width":300},"tags":[{"runs":[{"text":"a"},{"text":"\uDBFF\uDFFF"}]}]}"#)?
            .hasPrefix("$.tags[0].runs[1].text: ") == true)
    }
}
