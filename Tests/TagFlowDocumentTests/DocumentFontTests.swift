import Foundation
import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON

/// A document's fonts within its budget: at most 100 distinct ones, counted wherever they are
/// written, the one past the limit refused at its font object.
@Suite("documents within their budget of fonts")
struct DocumentFontTests {
    /// A document of `count` tags, tag `i` in the font `font(i)` writes (a JSON object's members).
    static func tags(_ count: Int, font: (Int) -> String) -> String {
        let tags = (0..<count).map { #"{"text":"t\#($0)","style":{"font":{\#(font($0))}}}"# }
        return #"{"container":{"width":300},"tags":["# + tags.joined(separator: ",") + "]}"
    }

    @Test("a document may use 100 distinct fonts; the 101st is refused at its font")
    func distinctFonts() {
        // The default font (14 pt) counts: 99 other sizes make 100.
        #expect(layoutError(Self.tags(99) { #""size":\#(20 + Double($0) / 8)"# }) == nil)
        #expect(layoutError(Self.tags(100) { #""size":\#(20 + Double($0) / 8)"# })
            == "$.tags[99].style.font: \"DejaVu Sans\" at 32.375 pt regular would make 101 distinct fonts in the document; "
            + "a document may use at most 100 (family, size, weight, italic), since setting up each costs the text engine about a millisecond")
        // The same font written a thousand times is one font.
        #expect(layoutError(Self.tags(1_000) { _ in #""size":15"# }) == nil)
        // Weights and slants are fonts too.
        #expect(layoutError(Self.tags(101) { #""size":\#(10 + $0 / 4),"weight":"\#(["regular", "bold"][$0 % 2])","italic":\#($0 % 4 > 1)"# })?
            .hasPrefix("$.tags[100].style.font: ") == true)
    }

    @Test("fonts of runs, selected styles and the chip count; a written default font is the default")
    func fontsEverywhere() {
        let runs = (0..<101).map { #"{"text":"r","font":{"size":\#(20 + Double($0) / 4)}}"# }.joined(separator: ",")
        #expect(layoutError(#"{"container":{"width":300},"tags":[{"runs":[\#(runs)]}]}"#)?
            .hasPrefix("$.tags[0].runs[99].font: ") == true)
        let selected = (0..<120).map { #"{"text":"s","selectedStyle":{"font":{"size":\#(20 + Double($0) / 4)}}}"# }.joined(separator: ",")
        #expect(layoutError(#"{"container":{"width":300},"tags":[\#(selected)]}"#)?.hasPrefix("$.tags[99].selectedStyle.font: ") == true)
        // 14 pt written at the default category is the default font; at another category it is 14 pt scaled, a font of its own.
        let fonts = Self.tags(99) { #""size":\#(20 + Double($0) / 8)"# }
        #expect(layoutError(fonts.replacingOccurrences(of: #""tags":["#, with: #""tags":[{"text":"d","style":{"font":{"size":14}}},"#)) == nil)
        let chip = #"{"container":{"width":300},"layout":{"numberOfLines":1},"overflowChip":{"style":{"font":{"size":50}}},"tags":["#
            + (0..<99).map { #"{"text":"t","style":{"font":{"size":\#(20 + Double($0) / 8)}}}"# }.joined(separator: ",") + "]}"
        #expect(layoutError(chip)?.hasPrefix("$.overflowChip.style.font: ") == true)
    }
}
