import CPangoCairo
import Foundation

/// The order in which the platform falls back through fonts, as Chromium does on Linux
/// (`gfx::GetFallbackFontForChar`): fontconfig sorts every face for a pattern that holds only the
/// locale and "scalable", after the platform's rules have filled it in (they add the default
/// families, `sans-serif` and its preferred fonts), and each character goes to the first face of
/// that sort that has it. Faces fontconfig would not load (not TrueType or CFF, not scalable) are
/// left out, as Chromium leaves them out.
///
/// Only the faces that give some character its font matter (`usefulFaces`): the others are
/// covered, character for character, by faces before them. With the Noto packages that is about
/// 160 of 300 faces, all of them regular ones, as Chromium keeps a regular face for bold text —
/// but for the default family (the first the rules name, Noto Sans on Debian), which Chromium
/// falls back to in the weight and slant asked, so all its faces stay.
enum PlatformOrder {
    /// One face of the order.
    struct Face: Hashable {
        var file: String
        var index: Int
        var family: String
        var isColor: Bool
        /// The characters it has (an `FcCharSet` reference the face's holder releases).
        var charset: OpaquePointer
    }

    /// The platform's rules: every file of fontconfig's `conf.d` folder but the two that read a
    /// user's or an administrator's own configuration, which would make widths depend on the
    /// account. `nil` when there is no such folder (the order then follows fontconfig's own
    /// defaults: language, weight, version).
    static func platformRules() -> OpaquePointer? {
        let folder = confFolder()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        guard let config = FcConfigCreate() else { return nil }
        for name in names.sorted() where name.hasSuffix(".conf") && !["50-user.conf", "51-local.conf"].contains(name) {
            _ = withFcString("\(folder)/\(name)") { FcConfigParseAndLoad(config, $0, 0) }
        }
        return config
    }

    /// Where the platform keeps its rules: `conf.d` beside its `fonts.conf`.
    private static func confFolder() -> String {
        guard let resolved = withFcString("conf.d", { FcConfigFilename($0) }) else { return "/etc/fonts/conf.d" }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The faces of `sets` in the platform's order for `locale`, `preferred` families first; only
    /// those that give some character its font. (`configuration` is any configuration: a sort
    /// reads none of its fonts, but without one fontconfig would load the system's.)
    static func usefulFaces(
        of sets: [UnsafeMutablePointer<FcFontSet>], locale: String, rules: OpaquePointer?, preferred: [String],
        sortingIn configuration: OpaquePointer
    ) -> [Face] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        _ = withFcString(locale) { FcPatternAddString(pattern, "lang", $0) }
        FcPatternAddBool(pattern, "scalable", 1)
        if let rules { FcConfigSubstitute(rules, pattern, FcMatchPattern) }
        FcDefaultSubstitute(pattern)
        var sets: [UnsafeMutablePointer<FcFontSet>?] = sets
        var result = FcResultMatch
        guard let sorted = FcFontSetSort(configuration, &sets, Int32(sets.count), pattern, 0, nil, &result) else { return [] }
        defer { FcFontSetDestroy(sorted) }
        var faces: [(Face, OpaquePointer)] = []
        for i in 0..<Int(sorted.pointee.nfont) {
            guard let font = sorted.pointee.fonts[i], isLoadable(font), let file = FontPattern.string(font, "file"),
                let family = FontPattern.string(font, "family"), let charset = FontPattern.charset(font)
            else { continue }
            let face = Face(
                file: file, index: FontPattern.integer(font, "index") ?? 0, family: family,
                isColor: FontPattern.bool(font, "color") ?? false, charset: charset)
            faces.append((face, charset))
        }
        let rank = Dictionary(preferred.enumerated().map { ($1.lowercased(), $0) }, uniquingKeysWith: min)
        let ordered = faces.enumerated().sorted { a, b in
            let (ra, rb) = (rank[a.element.0.family.lowercased()] ?? Int.max, rank[b.element.0.family.lowercased()] ?? Int.max)
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
        var useful = covering(ordered)
        // The default family (the rules' first, Noto Sans on Debian) is the browser's fallback
        // for the script it covers in the weight and slant asked, not emboldened: its other
        // faces stay.
        if let first = useful.first {
            let chosen = Set(useful.map { "\($0.index) \($0.file)" })
            for (face, charset) in ordered where face.family == first.family && !chosen.contains("\(face.index) \(face.file)") {
                var kept = face
                kept.charset = FcCharSetCopy(charset)
                useful.append(kept)
            }
        }
        return useful
    }

    /// Whether fontconfig and Pango would load the face: scalable, and TrueType or CFF.
    private static func isLoadable(_ font: OpaquePointer) -> Bool {
        guard FontPattern.bool(font, "scalable") == true, let format = FontPattern.string(font, "fontformat") else {
            return false
        }
        return format == "TrueType" || format == "CFF"
    }

    /// The faces that have a character no face before them has, each holding a reference to
    /// its character set.
    private static func covering(_ faces: [(Face, OpaquePointer)]) -> [Face] {
        var covered = FcCharSetCreate()!
        defer { FcCharSetDestroy(covered) }
        var useful: [Face] = []
        for (face, charset) in faces where FcCharSetSubtractCount(charset, covered) > 0 {
            var kept = face
            kept.charset = FcCharSetCopy(charset)
            useful.append(kept)
            let union = FcCharSetUnion(covered, charset)!
            FcCharSetDestroy(covered)
            covered = union
        }
        return useful
    }
}
