import Foundation
import Testing
@testable import TagFlow

/// Folding by Unicode compatibility: TagFlow's own decomposition table against Foundation's
/// NFKD for every scalar the table's Unicode version has, and the folds a tag field relies on.
@Suite("Text folding")
struct TextFoldingTests {
    /// `scalars` in Unicode's canonical order: each run of marks sorted by combining class.
    static func canonicallyOrdered(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        var run: [Unicode.Scalar] = []
        func flush() {
            out += run.enumerated().sorted {
                let (a, b) = ($0.element.properties.canonicalCombiningClass.rawValue, $1.element.properties.canonicalCombiningClass.rawValue)
                return a != b ? a < b : $0.offset < $1.offset
            }.map(\.element)
            run = []
        }
        for scalar in scalars {
            if scalar.properties.canonicalCombiningClass.rawValue == 0 { flush(); out.append(scalar) } else { run.append(scalar) }
        }
        flush()
        return out
    }

    @Test("the table decomposes every scalar as Foundation's NFKD does")
    func everyScalarDecomposesAsNFKD() {
        let version = DecompositionTable.unicodeVersion.split(separator: ".").compactMap { Int($0) }
        var compared = 0
        var differing: [String] = []
        for value in UInt32(0xA0)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
                (age.major, age.minor) <= (version[0], version[1])
            else { continue }
            var mine: [Unicode.Scalar] = []
            DecompositionTable.shared.forEachScalar(of: scalar) { mine.append($0) }
            let foundation = Array(String(Character(scalar)).decomposedStringWithCompatibilityMapping.unicodeScalars)
            compared += 1
            if Self.canonicallyOrdered(mine) != foundation { differing.append(String(value, radix: 16)) }
        }
        #expect(compared > 140_000)
        #expect(differing.isEmpty, "U+\(differing.prefix(20).joined(separator: ", U+"))")
    }

    @Test(arguments: [
        ("Ｓｗｉｆｔ", "swift"), ("ｶﾅ", "カナ"), ("red\u{A0}fox", "red fox"), ("red\u{3000}fox", "red fox"), ("red\u{2009}fox", "red fox"),
        ("ﬁle", "FILE"), ("ﬀ", "ff"), ("①", "1"), ("x²", "x2"), ("Straße", "STRASSE"), ("Café", "CAFE"), ("cafe\u{301}", "café"),
        ("한국", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}"), ("ﻼ", "لا"), ("𝐒𝐰𝐢𝐟𝐭", "swift"),
    ])
    func compatibleSpellingsFoldAlike(a: String, b: String) {
        #expect(TextFolding.fold(a) == TextFolding.fold(b), "\(a) → \(TextFolding.fold(a).debugDescription)")
    }

    @Test func differentTextsStayApart() {
        #expect(TextFolding.fold("swift") != TextFolding.fold("swiff"))
        #expect(TextFolding.fold("カナ") != TextFolding.fold("かな"))
        #expect(TextFolding.fold("red fox") != TextFolding.fold("redfox"))
    }

    @Test func fullWidthAndNoBreakSpellingsAreDuplicatesAndFindSuggestions() throws {
        var field = try tagField(["Swift", "red fox"], suggestions: ["Swift", "SwiftUI", "Server-side Swift"])
        let callbacks = try field.run([.text("Ｓｗｉｆｔ, red\u{A0}fox,")])
        #expect(callbacks.refused == ["Ｓｗｉｆｔ: duplicate of Swift", "red\u{A0}fox: duplicate of red fox"])
        try field.run([.deleteText(0..<field.draft.count), .text("ｓｗ")])
        #expect(field.suggestions.map(\.text) == ["SwiftUI", "Server-side Swift"])
        #expect(field.suggestions.first?.matchRange == 0..<2)
    }
}
