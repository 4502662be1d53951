import CPangoCairo
import Foundation
import TagFlowPango

/// Tag strings for every script `fonts-noto-core` covers, generated from the script's own
/// characters: its letters (and the marks that attach to them) that some font of the package
/// has. The hand-written corpus (`worldCorpus`) holds the scripts people write tags in most;
/// this one reaches the rest, so the browser comparison, not an outside check, finds the next
/// script that measures differently.
///
/// Per script: three words of two to six letters (a mark after a letter now and then), two of
/// them together, a word beside Latin and one beside an emoji — five strings, deterministic (a
/// seeded generator per script).
struct ScriptSample {
    /// ISO 15924 code (`Java`, `Gujr`, …).
    var script: String
    var texts: [String]

    /// The samples, by script code; `[]` where `fonts-noto-core` is not installed.
    static let all: [ScriptSample] = {
        guard let coverage = corePackageCoverage(), let library = try? FontLibrary.standard() else { return [] }
        defer { FcCharSetDestroy(coverage) }
        let order = FallbackCharsets(library: library)
        var letters: [String: [Unicode.Scalar]] = [:]
        var marks: [String: [Unicode.Scalar]] = [:]
        for value in UInt32(0x80)..<0x30000 {
            guard let scalar = Unicode.Scalar(value), FcCharSetHasChar(coverage, value) != 0, !excluded(value) else { continue }
            let script = g_unichar_get_script(value)
            guard script != G_UNICODE_SCRIPT_COMMON, script != G_UNICODE_SCRIPT_INHERITED,
                script != G_UNICODE_SCRIPT_UNKNOWN
            else { continue }
            let code = scriptCode(script)
            switch g_unichar_type(value) {
            case G_UNICODE_LOWERCASE_LETTER, G_UNICODE_UPPERCASE_LETTER, G_UNICODE_OTHER_LETTER, G_UNICODE_TITLECASE_LETTER:
                letters[code, default: []].append(scalar)
            case G_UNICODE_NON_SPACING_MARK, G_UNICODE_SPACING_MARK:
                marks[code, default: []].append(scalar)
            default: break
            }
        }
        return letters.keys.sorted().compactMap { code in
            let found = letters[code]!
            guard found.count >= 4 else { return nil }
            return ScriptSample(script: code, texts: samples(of: found, marks: marks[code] ?? [], order: order, seed: code))
        }
    }()

    /// Ideographs and Hangul syllables: `fonts-noto-cjk`'s, in the hand-written corpus.
    private static func excluded(_ value: UInt32) -> Bool {
        (0x3400...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value) || (0x20000...0x2FFFF).contains(value)
    }

    private static func scriptCode(_ script: GUnicodeScript) -> String {
        let tag = g_unicode_script_to_iso15924(script)
        let bytes = [24, 16, 8, 0].map { UInt8((tag >> $0) & 0xFF) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Five strings from `letters` and `marks` (see the type's comment). A mark follows a
    /// letter only where the font the letter falls back to has it too: a browser draws a
    /// cluster in that font or not at all (`FallbackCharsets`).
    private static func samples(
        of letters: [Unicode.Scalar], marks: [Unicode.Scalar], order: FallbackCharsets, seed: String
    ) -> [String] {
        var generator = SeededGenerator(seed: seed.unicodeScalars.reduce(UInt64(1469598103934665603)) { ($0 ^ UInt64($1.value)) &* 1099511628211 })
        func word() -> String {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 2...6, using: &generator) {
                let letter = letters.randomElement(using: &generator)!
                text.append(letter)
                if !marks.isEmpty, Int.random(in: 0..<4, using: &generator) == 0 {
                    let mark = marks.randomElement(using: &generator)!
                    if order.browserDrawsWhole([letter, mark]) { text.append(mark) }
                }
            }
            return String(text)
        }
        let (a, b, c) = (word(), word(), word())
        let emoji = ["🎉", "👍", "🌍", "☕️", "🔥"].randomElement(using: &generator)!
        return [a, b, "\(b) \(c)", "Tag \(c)", "\(a) \(emoji)"]
    }

    /// Every character some font of `fonts-noto-core` has (a set the caller destroys), read from
    /// the files dpkg lists for the package.
    private static func corePackageCoverage() -> OpaquePointer? {
        guard let list = try? String(contentsOfFile: "/var/lib/dpkg/info/fonts-noto-core.list", encoding: .utf8) else {
            return nil
        }
        let union = FcCharSetCreate()!
        for file in list.split(separator: "\n") where file.hasSuffix("-Regular.ttf") {
            var count: Int32 = 0
            guard let pattern = String(file).withCString({ path in
                path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) { FcFreeTypeQuery($0, 0, nil, &count) }
            }) else { continue }
            var charset: OpaquePointer? = nil
            if FcPatternGetCharSet(pattern, "charset", 0, &charset) == FcResultMatch, let charset {
                FcCharSetMerge(union, charset, nil)
            }
            FcPatternDestroy(pattern)
        }
        return union
    }
}

/// The character sets of a library's fallback families in their order, read from its fallback
/// font files with fontconfig (not through the measurer): a model of how a browser falls back a
/// cluster, independent of the code under test.
struct FallbackCharsets {
    /// Each family's characters, in the library's fallback order (DejaVu Sans first, the tag font).
    private var families: [(name: String, charset: OpaquePointer)] = []

    init(library: FontLibrary) {
        var byFamily: [String: OpaquePointer] = [:]
        let bundled = (FontLibrary.bundledFontDirectory.map { [$0 + "/DejaVuSans.ttf"] } ?? [])
        for file in bundled + library.fallbackFontFiles {
            let set = FcFontSetCreate()!
            _ = file.withCString { path in
                path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) { FcFreeTypeQueryAll($0, UInt32.max, nil, nil, set) }
            }
            for i in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[i] else { continue }
                var family: UnsafeMutablePointer<FcChar8>? = nil
                var charset: OpaquePointer? = nil
                guard FcPatternGetString(pattern, "family", 0, &family) == FcResultMatch, let family,
                    FcPatternGetCharSet(pattern, "charset", 0, &charset) == FcResultMatch, let charset
                else { continue }
                let name = String(cString: family)
                if let known = byFamily[name] { FcCharSetMerge(known, charset, nil) } else { byFamily[name] = FcCharSetCopy(charset) }
            }
            FcFontSetDestroy(set)
        }
        for name in ["DejaVu Sans"] + library.fallbackFamilies { if let charset = byFamily[name] { families.append((name, charset)) } }
    }

    /// Whether a browser draws `cluster` whole: the first family that has its first character
    /// (DejaVu Sans, the tag's font, when it has it) has every other character too. (Found by
    /// comparing: Chromium falls back a cluster by its first character and draws .notdef boxes
    /// where that font lacks the rest, as for Tamil பொ in பொங்கல் with Noto Sans Grantha.)
    func browserDrawsWhole(_ cluster: [Unicode.Scalar]) -> Bool {
        // Emoji and variation sequences take the browser's emoji path, not this one.
        if cluster.contains(where: { (0xFE00...0xFE0F).contains($0.value) || $0.value == 0x20E3 || ($0.properties.isEmoji && $0.value > 0xFF) }) {
            return true
        }
        guard let first = cluster.first,
            let font = families.first(where: { FcCharSetHasChar($0.charset, first.value) != 0 })
        else { return false }
        return cluster.allSatisfy { FcCharSetHasChar(font.charset, $0.value) != 0 }
    }
}
