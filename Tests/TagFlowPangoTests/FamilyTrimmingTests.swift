import Foundation
import Testing
import TagFlowTestSupport
@testable import TagFlowPango

/// A family name is trimmed in the standard library (`FontLibrary.trimmedFamily`), as
/// Foundation's `trimmingCharacters(in: .whitespaces)` trims it: held to Foundation's answer.
@Suite struct FamilyTrimmingTests {
    /// Spaces of every kind Foundation names whitespace, and characters it does not (line breaks,
    /// a zero-width space, a no-break space's neighbours in other categories), around and inside.
    static let pieces: [String] = [
        " ", "\t", "\u{A0}", "\u{2003}", "\u{3000}", "\u{202F}", "\n", "\r", "\u{200B}", "\u{FEFF}", "\u{85}",
        "Noto", "Sans", "é", "e\u{301}", "字", "-", "",
    ]

    @Test func trimsAsFoundationDoes() {
        var generator = SeededGenerator(seed: 39)
        var trimmedSomething = 0
        for _ in 0..<3_000 {
            let family = (0..<Int.random(in: 0...6, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let expected = family.trimmingCharacters(in: .whitespaces)
            #expect(FontLibrary.trimmedFamily(family) == expected, "\(Array(family.unicodeScalars))")
            if expected != family { trimmedSomething += 1 }
        }
        #expect(trimmedSomething > 500)
    }

    @Test func theLibrariesResolveTrimmedNames() throws {
        #expect(try FontLibrary.standard().resolveFamily(" \tdejavu sans\u{3000}") == "DejaVu Sans")
        #expect(try FontLibrary.system().resolveFamily("\u{A0}Noto Serif ") == "Noto Serif")
    }
}
