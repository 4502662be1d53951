import CPangoCairo
import Foundation
import TagFlow

/// A private fontconfig configuration, built once from a font library's files and rules and
/// never changed afterwards; every Pango engine of the library's measurers uses it.
///
/// **Sharing proof** (`@unchecked Sendable`): the configuration is complete when `init` returns —
/// the rules are parsed, every file is added, and the rescan interval is 0, so fontconfig never
/// rebuilds it — and nothing mutates it afterwards (the type offers no mutating call). Fontconfig
/// reads a configuration from several threads at once (Pango itself already queries it from its
/// helper threads) and counts references atomically, so engines on different threads may use one
/// configuration concurrently. Each font map that uses it holds its own reference (handed back
/// in `PangoEngine.deinit`); this object holds the creating one and drops it in `deinit`.
final class FontConfiguration: @unchecked Sendable {
    /// The `FcConfig *`.
    let pointer: OpaquePointer
    /// The families of the primary fonts (bundled and added), sorted.
    let primaryFamilies: [String]
    /// The fallback fonts whose files were found and used, in list order.
    let presentFallbackFonts: [FallbackFont]

    /// Builds the configuration: the rules first (the face selection acts while files are added),
    /// then `primaryFiles` in order, then the fallback fonts whose files exist, in list order.
    /// - Throws: `.fontLoadingFailed` for a primary file fontconfig cannot read, or
    ///   `.textEngineFailed` when fontconfig refuses the rules.
    init(primaryFiles: [String], fallbackFonts: [FallbackFont]) throws(TagFlowError) {
        guard let config = FcConfigCreate() else {
            throw TagFlowError(TagFlowError.MeasurementReason.textEngineFailed("fontconfig could not create a configuration"))
        }
        let probes = fallbackFonts.map { FontFileProbe(path: $0.path, faceIndex: $0.faceIndex) }
        let present = zip(fallbackFonts, probes).filter { $0.1 != nil }.map { ($0.0, $0.1!) }
        let rules = FontConfigurationRules.xml(fallback: present)
        guard withFcString(rules, { FcConfigParseAndLoadFromMemory(config, $0, 1) }) != 0 else {
            FcConfigDestroy(config)
            throw TagFlowError(TagFlowError.MeasurementReason.textEngineFailed("fontconfig refused the measurer's font rules"))
        }
        // Files one by one: FcConfigAppFontAddDir would try to write a cache, and this
        // configuration has (on purpose) no cache directory.
        for file in primaryFiles where withFcString(file, { FcConfigAppFontAddFile(config, $0) }) == 0 {
            FcConfigDestroy(config)
            throw TagFlowError(TagFlowError.MeasurementReason.fontLoadingFailed(file: file, problem: "fontconfig cannot read this font file"))
        }
        primaryFamilies = Self.families(in: config)
        var used: [FallbackFont] = []
        for (font, _) in present where withFcString(font.path, { FcConfigAppFontAddFile(config, $0) }) != 0 {
            used.append(font)
        }
        presentFallbackFonts = used
        // Never rescanned: the configuration is shared and must not change under a font map.
        FcConfigSetRescanInterval(config, 0)
        pointer = config
    }

    deinit {
        FcConfigDestroy(pointer)
    }

    /// Every family of the fonts added so far, sorted.
    private static func families(in config: OpaquePointer) -> [String] {
        var names = Set<String>()
        if let set = FcConfigGetFonts(config, FcSetApplication) {
            for i in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[i] else { continue }
                var n: Int32 = 0
                var value: UnsafeMutablePointer<FcChar8>? = nil
                while FcPatternGetString(pattern, "family", n, &value) == FcResultMatch, let value {
                    names.insert(String(cString: value))
                    n += 1
                }
            }
        }
        return names.sorted()
    }
}

/// What the rules need to know about a font file, read with FreeType (without fontconfig).
struct FontFileProbe {
    /// The number of faces in the file (more than 1 for a collection).
    var faceCount: Int
    /// Whether the face is a colour font (emoji).
    var isColor: Bool
    /// For a colour bitmap font: the ratio of the advance a browser uses (the bitmap strike's)
    /// to the advance in the metrics table, which Pango and HarfBuzz use; `nil` otherwise.
    var strikeAdvanceFactor: Double?

    /// Reads the face `faceIndex` of the file at `path`; `nil` when the file is missing, not a
    /// regular file (`RegularFile`), or FreeType cannot read that face.
    init?(path: String, faceIndex: Int) {
        guard RegularFile.refusal(path) == nil else { return nil }
        var library: FT_Library? = nil
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face? = nil
        guard FT_New_Face(library, path, FT_Long(faceIndex), &face) == 0, let face else { return nil }
        defer { FT_Done_Face(face) }
        let flags = face.pointee.face_flags
        faceCount = Int(face.pointee.num_faces)
        isColor = flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
        strikeAdvanceFactor = nil
        let scalable = flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        guard isColor, !scalable, face.pointee.num_fixed_sizes > 0, FT_Select_Size(face, 0) == 0 else { return }
        // One glyph tells it: a bitmap emoji font's picture glyphs share one advance. The first
        // characters of the map may have no picture (NUL, CR, space: their "strike" advance is
        // just the scaled table advance); take the first glyph with a bitmap. Bitmap-only faces
        // report no units per em; the head table has them.
        guard let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self) else { return }
        let unitsPerEm = Double(head.pointee.Units_Per_EM)
        let ppem = Double(face.pointee.size.pointee.metrics.x_ppem)
        guard unitsPerEm > 0, ppem > 0 else { return }
        var charIndex: FT_UInt = 0
        var code = FT_Get_First_Char(face, &charIndex)
        var tries = 0
        while charIndex != 0, tries < 1024 {
            var unscaled: FT_Fixed = 0
            if FT_Get_Advance(face, charIndex, FT_Int32(FT_LOAD_NO_SCALE), &unscaled) == 0, unscaled > 0,
                FT_Load_Glyph(face, charIndex, FT_Int32(FT_LOAD_COLOR)) == 0, face.pointee.glyph.pointee.bitmap.width > 0
            {
                let strike = Double(face.pointee.glyph.pointee.advance.x) / 64 / ppem  // em
                let table = Double(unscaled) / unitsPerEm  // em
                strikeAdvanceFactor = strike / table
                return
            }
            code = FT_Get_Next_Char(face, code, &charIndex)
            tries += 1
        }
    }
}

/// The fontconfig rules of a font library's configuration.
enum FontConfigurationRules {
    /// The rules, for the fallback fonts that are present (with what FreeType found in them):
    ///
    /// 1. Only the chosen face of a collection file is admitted (`selectfont`; acts as files are added).
    /// 2. The CSS generic names stand for the DejaVu families (Pango's boxes for missing glyphs
    ///    ask for `monospace`).
    /// 3. The family `emoji`, which Pango asks for on emoji runs, means the colour fallback font.
    /// 4. The fallback families are appended, weakly and in list order, to every request: they
    ///    rank after the asked family and the language, so a character several fallback fonts
    ///    have always goes to the first of them, never to a tie broken by file order or version.
    /// 5. Colour bitmap fonts are scaled to the requested size (their one strike is 109 px).
    /// 6. A colour bitmap font advances by its strike's advance, as browsers do, not by its
    ///    metrics table (a matrix on x; computed from the file).
    /// 7. A regular face asked for bold is emboldened when drawn (advances stay regular, as in
    ///    browsers); colour fonts are left alone.
    /// 8. An upright face asked for italic is slanted when drawn.
    static func xml(fallback: [(FallbackFont, FontFileProbe)]) -> String {
        var x = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>

            """
        let collections = fallback.filter { $0.1.faceCount > 1 }
        if !collections.isEmpty {
            x += "  <selectfont><rejectfont>\n"
            for (font, probe) in collections {
                for index in 0..<probe.faceCount where index != font.faceIndex {
                    x += "    <pattern><patelt name=\"file\"><string>\(escaped(font.path))</string></patelt>"
                    x += "<patelt name=\"index\"><int>\(index)</int></patelt></pattern>\n"
                }
            }
            x += "  </rejectfont></selectfont>\n"
        }
        for (generic, family) in FontLibrary.genericFamilies.sorted(by: { $0.key < $1.key }) {
            x += "  <alias binding=\"same\"><family>\(generic)</family><prefer><family>\(family)</family></prefer></alias>\n"
        }
        let colorFamilies = fallback.filter { $0.1.isColor }.map(\.0.family)
        if !colorFamilies.isEmpty {
            x += "  <alias binding=\"same\"><family>emoji</family><prefer>"
            x += colorFamilies.map { "<family>\(escaped($0))</family>" }.joined()
            x += "</prefer></alias>\n"
        }
        if !fallback.isEmpty {
            x += "  <match target=\"pattern\"><edit name=\"family\" mode=\"append_last\" binding=\"weak\">\n"
            for (font, _) in fallback { x += "    <string>\(escaped(font.family))</string>\n" }
            x += "  </edit></match>\n"
        }
        x += """
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide></edit>
              </match>
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
                <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>
                <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
              </match>

            """
        for (font, probe) in fallback {
            guard let factor = probe.strikeAdvanceFactor, abs(factor - 1) > 1e-9 else { continue }
            x += "  <match target=\"font\"><test name=\"file\" compare=\"eq\"><string>\(escaped(font.path))</string></test>"
            x += "<edit name=\"matrix\" mode=\"assign\"><times><name>matrix</name><matrix><double>\(factor)</double>"
            x += "<double>0</double><double>0</double><double>1</double></matrix></times></edit></match>\n"
        }
        x += """
              <match target="font">
                <test name="weight" compare="less_eq"><const>medium</const></test>
                <test target="pattern" name="weight" compare="more_eq"><const>bold</const></test>
                <test name="color" compare="eq"><bool>false</bool></test>
                <edit name="embolden" mode="assign"><bool>true</bool></edit>
              </match>
              <match target="font">
                <test name="slant"><const>roman</const></test>
                <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
                <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix></times></edit>
                <edit name="slant" mode="assign"><const>oblique</const></edit>
              </match>
            </fontconfig>

            """
        return x
    }

    /// `text` safe inside an XML element.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}

/// Calls `body` with `string` as the `FcChar8` (unsigned byte) C string fontconfig takes.
func withFcString<R>(_ string: String, _ body: (UnsafePointer<FcChar8>) -> R) -> R {
    string.withCString { pointer in
        pointer.withMemoryRebound(to: FcChar8.self, capacity: string.utf8.count + 1, body)
    }
}
