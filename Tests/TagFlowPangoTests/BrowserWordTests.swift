import Testing
import TagFlow
@testable import TagFlowPango

/// The browser's words without a browser: the character traits the word rule reads, the
/// segments the measurer gives Pango, and the width rule they exist for — a run of CJK words is
/// exactly as wide as its words shaped one by one.
@Suite struct BrowserWordTests {
    /// The ranges `ScalarTraits.init` answers from a rule or a table instead of the properties.
    static let shortcutRanges: [ClosedRange<UInt32>] = [
        0...0xFF, 0x2000...0x2BFF, 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
        0x1F000...0x1FAFF,
    ]

    @Test func everyShortcutAgreesWithTheUnicodeProperties() {
        var checked = 0
        for range in Self.shortcutRanges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let traits = ScalarTraits(scalar)
                let lookedUp = ScalarTraits.lookedUp(scalar)
                if traits != lookedUp {
                    Issue.record("U+\(String(value, radix: 16, uppercase: true)): \(traits.rawValue) vs \(lookedUp.rawValue)")
                }
                checked += 1
            }
        }
        #expect(checked == 256 + 3_072 + 86 + 90 + 6_592 + 20_992 + 11_172 + 2_816)
    }

    @Test func traitsOfCharactersThatDecideWords() {
        #expect(ScalarTraits(" ") == [.delimiter, .commonOrInherited])
        #expect(ScalarTraits("東") == [.cjk])
        #expect(ScalarTraits("ー") == [.cjk, .markOrModifier, .commonOrInherited])
        #expect(ScalarTraits("한") == [])
        #expect(ScalarTraits("😀") == [.cjk, .commonOrInherited, .extendedPictographic, .emojiPresentation])
        #expect(ScalarTraits("\u{200D}").isSuperset(of: [.zeroWidthJoiner, .emojiComponent]))
        #expect(ScalarTraits("\u{1F3FD}").isSuperset(of: [.emojiComponent, .markOrModifier]))
        #expect(ScalarTraits("☕").contains(.emojiPresentation))
        #expect(!ScalarTraits("☺").contains(.emojiPresentation))
    }

    @Test(arguments: [
        ("東京 タワー", [ShapingWords.Segment.cjkRun(0..<2, words: 2), .space(2..<3), .cjkRun(3..<6, words: 2)]),
        ("Tokyo東京", [.cjkRun(5..<7, words: 2)]),
        ("東京tower", [.cjkRun(0..<2, words: 2)]),
        ("a  b", [.space(1..<2), .space(2..<3)]),
        ("नमस्ते", []),
        ("ラーメン", [.cjkRun(0..<4, words: 3)]),
        ("A★B", [.cjkRun(1..<2, words: 1)]),
        ("👍🏽 ok", [.cjkRun(0..<2, words: 1), .space(2..<3)]),
    ])
    func segments(text: String, expected: [ShapingWords.Segment]) {
        #expect(ShapingWords.segments(of: text.unicodeScalars.map(ScalarTraits.init)) == expected)
    }

    /// The reason for the segments: Chromium shapes each CJK word alone, so no kerning or other
    /// shaping crosses from one to the next (ラーメン is 56 px at 14 px, not 55.44 as Pango kerns
    /// it whole). Holds without a browser: each word is measured as a text of its own.
    @Test func aCJKRunIsAsWideAsItsWordsShapedOneByOne() throws {
        try requireFallbackFonts()
        let texts = worldCorpus.filter { ["han", "kana", "emoji"].contains($0.script) }.flatMap(\.texts)
            + ["ラーメン", "コーヒー", "ワークショップ", "東京タワー", "「東京」", "ゲーム・アニメ"]
        var runs = 0
        for text in texts {
            let scalars = Array(text.unicodeScalars)
            let traits = scalars.map(ScalarTraits.init)
            guard traits.allSatisfy({ $0.contains(.cjk) }) else { continue }
            var words: [String] = []
            var start = 0
            while start < scalars.count {
                let end = ShapingWords.nextWordEnd(traits, from: start)
                words.append(String(String.UnicodeScalarView(scalars[start..<end])))
                start = end
            }
            guard words.count > 1 else { continue }
            runs += 1
            for size in [12.0, 14.0, 17.0] {
                let whole = try sharedMeasurer.measure(request(text, TagFont(size: size))).width
                let pieces = try words.reduce(0.0) { $0 + (try sharedMeasurer.measure(request($1, TagFont(size: size))).width) }
                #expect(abs(whole - pieces) < 1.0 / 1024, "\(text) at \(size): \(whole) whole, \(pieces) word by word \(words)")
            }
        }
        #expect(runs >= 30)
        #expect(try sharedMeasurer.measure(request("ラーメン", TagFont(size: 14))).width == 56)
    }
}
