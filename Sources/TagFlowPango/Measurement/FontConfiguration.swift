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
    /// The fallback faces in the order they are tried (the platform's, preferred families
    /// first), only those that give some character its font.
    let fallbackFaces: [PlatformOrder.Face]
    /// The fallback packages asked for that are not installed.
    let missingPackages: [String]
    /// The fallback pool's font files, sorted.
    let poolFiles: [String]

    /// Builds the configuration: `primaryFiles` in order, then the fallback pool's faces that
    /// matter, in the platform's order (see `FallbackFonts`), with the rules.
    /// - Throws: `.fontLoadingFailed` for a primary file fontconfig cannot read, or
    ///   `.textEngineFailed` when fontconfig refuses the rules.
    init(primaryFiles: [String], bundledFiles: Set<String>, fallback: FallbackFonts) throws(TagFlowError) {
        guard let config = FcConfigCreate() else {
            throw TagFlowError(TagFlowError.MeasurementReason.textEngineFailed("fontconfig could not create a configuration"))
        }
        // Files one by one: FcConfigAppFontAddDir would try to write a cache for a folder of
        // primary fonts, and no cache folder is configured for them.
        for file in primaryFiles where withFcString(file, { FcConfigAppFontAddFile(config, $0) }) == 0 {
            FcConfigDestroy(config)
            throw TagFlowError(TagFlowError.MeasurementReason.fontLoadingFailed(file: file, problem: "fontconfig cannot read this font file"))
        }
        primaryFamilies = Self.families(in: config)
        let platform = FcInitLoadConfig()
        defer { if let platform { FcConfigDestroy(platform) } }
        let pool = FallbackPool(fallback, cacheConfiguration: platform)
        missingPackages = pool.missingPackages
        poolFiles = pool.files
        let rules = PlatformOrder.platformRules()
        defer { if let rules { FcConfigDestroy(rules) } }
        let bundled = Self.faces(in: config, files: bundledFiles)
        defer { FcFontSetDestroy(bundled) }
        let order = PlatformOrder.usefulFaces(
            of: [pool.faces, bundled], locale: fallback.locale, rules: rules, preferred: fallback.preferredFamilies,
            sortingIn: config)
        let primary = Set(primaryFiles)
        fallbackFaces = order
        let fallbackOnly = order.filter { !primary.contains($0.file) }
        let probed = fallbackOnly.filter(\.isColor).compactMap { face in
            FontFileProbe(path: face.file, faceIndex: face.index).map { (face, $0) }
        }
        let xml = FontConfigurationRules.xml(
            order: order, fallbackOnly: fallbackOnly, pool: pool, colorProbes: probed,
            cacheFolders: platform.map(Self.cacheFolders) ?? [])
        guard withFcString(xml, { FcConfigParseAndLoadFromMemory(config, $0, 1) }) != 0 else {
            FcConfigDestroy(config)
            throw TagFlowError(TagFlowError.MeasurementReason.textEngineFailed("fontconfig refused the measurer's font rules"))
        }
        Self.addPool(fallbackOnly, pool: pool, to: config)
        // Never rescanned: the configuration is shared and must not change under a font map.
        FcConfigSetRescanInterval(config, 0)
        pointer = config
    }

    /// The machine's own configuration, the one GTK and every other fontconfig client use
    /// (loaded once per process, by whichever asks first): fontconfig's own rules resolve and
    /// substitute families and choose fallback fonts. Its families are not listed (reading every
    /// installed font's entry would page in all of the machine's font caches); shared, never
    /// changed here.
    /// - Throws: `.textEngineFailed` when fontconfig cannot load the machine's configuration.
    init(systemFonts: Void) throws(TagFlowError) {
        guard let config = FcConfigReference(nil) else {
            throw TagFlowError(TagFlowError.MeasurementReason.textEngineFailed("fontconfig could not load the machine's configuration"))
        }
        pointer = config
        primaryFamilies = []
        fallbackFaces = []
        missingPackages = []
        poolFiles = []
    }

    deinit {
        for face in fallbackFaces { FcCharSetDestroy(face.charset) }
        FcConfigDestroy(pointer)
    }

    /// The family a browser draws a cluster (a character and its combining marks) in when the
    /// tag's font cannot: the face its first character falls back to, if that face can draw
    /// the whole cluster, else the first face that can; `nil` when none can. A face can draw a
    /// character it has, or whose canonical decomposition it has (as HarfBuzz decomposes a
    /// Tamil ொ into ெ and ா for a font that has only those).
    func family(drawing cluster: ArraySlice<Unicode.Scalar>) -> String? {
        guard let first = cluster.first else { return nil }
        if let base = fallbackFaces.first(where: { FcCharSetHasChar($0.charset, first.value) != 0 }),
            cluster.allSatisfy({ Self.face(base, draws: $0) })
        {
            return base.family
        }
        return fallbackFaces.first { face in cluster.allSatisfy { Self.face(face, draws: $0) } }?.family
    }

    /// The family of the first fallback face that has `scalar`; `nil` when none has it.
    func family(of scalar: Unicode.Scalar) -> String? {
        fallbackFaces.first { FcCharSetHasChar($0.charset, scalar.value) != 0 }?.family
    }

    private static func face(_ face: PlatformOrder.Face, draws scalar: Unicode.Scalar) -> Bool {
        if FcCharSetHasChar(face.charset, scalar.value) != 0 { return true }
        var parts = [gunichar](repeating: 0, count: 4)
        let count = g_unichar_fully_decompose(scalar.value, 0, &parts, 4)
        guard count > 1 else { return false }
        return parts[0..<Int(count)].allSatisfy { FcCharSetHasChar(face.charset, $0) != 0 }
    }

    /// Adds the fallback faces: a folder whose platform cache is current is read from it (the
    /// rules admit only the chosen faces), other files are scanned one by one.
    private static func addPool(_ faces: [PlatformOrder.Face], pool: FallbackPool, to config: OpaquePointer) {
        var folders = Set<String>()
        var files = Set<String>()
        for face in faces {
            let folder = (face.file as NSString).deletingLastPathComponent
            if pool.cachedFolders.contains(folder) { folders.insert(folder) } else { files.insert(face.file) }
        }
        for folder in folders.sorted() { _ = withFcString(folder) { FcConfigAppFontAddDir(config, $0) } }
        for file in files.sorted() { _ = withFcString(file) { FcConfigAppFontAddFile(config, $0) } }
    }

    /// The folders the platform keeps its font caches in.
    private static func cacheFolders(of platform: OpaquePointer) -> [String] {
        guard let list = FcConfigGetCacheDirs(platform) else { return [] }
        defer { FcStrListDone(list) }
        var folders: [String] = []
        while let next = FcStrListNext(list) { folders.append(String(cString: next)) }
        return folders
    }

    /// The faces of the fonts added so far whose file is one of `files` (a set the caller owns,
    /// holding references of its own).
    private static func faces(in config: OpaquePointer, files: Set<String>) -> UnsafeMutablePointer<FcFontSet> {
        let set = FcFontSetCreate()!
        if let added = FcConfigGetFonts(config, FcSetApplication) {
            for i in 0..<Int(added.pointee.nfont) {
                guard let pattern = added.pointee.fonts[i], let file = FontPattern.string(pattern, "file"),
                    files.contains(file)
                else { continue }
                FcPatternReference(pattern)
                FcFontSetAdd(set, pattern)
            }
        }
        return set
    }

    /// Every family of the fonts added so far, sorted.
    private static func families(in config: OpaquePointer) -> [String] {
        var names = Set<String>()
        if let set = FcConfigGetFonts(config, FcSetApplication) {
            for i in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[i] else { continue }
                var n: Int32 = 0
                while let name = FontPattern.string(pattern, "family", n) {
                    names.insert(name)
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
    /// The rules, for the fallback faces in the order they are tried (`order`, primary fonts
    /// among them), those of them that are not primary fonts, and what FreeType found in the
    /// colour ones:
    ///
    /// 1. The platform's font caches are read (nothing is written: only a folder whose cache is
    ///    current is read through them).
    /// 2. Of the pool's folders only the chosen fallback faces are admitted (acts as fonts are
    ///    added; the primary fonts are added before the rules).
    /// 3. The CSS generic names stand for the DejaVu families (Pango's boxes for missing glyphs
    ///    ask for `monospace`).
    /// 4. The family `emoji`, which Pango asks for on emoji runs, means the colour fallback font.
    /// 5. The fallback families are appended, weakly and in the platform's order, to every
    ///    request: they rank after the asked family and the language.
    /// 6. Colour bitmap fonts are scaled to the requested size (their one strike is 109 px).
    /// 7. A colour bitmap font advances by its strike's advance, as browsers do, not by its
    ///    metrics table (a matrix on x; computed from the file).
    /// 8. A regular face asked for bold is emboldened when drawn (advances stay regular, as in
    ///    browsers); colour fonts are left alone.
    /// 9. An upright face asked for italic is slanted when drawn.
    static func xml(
        order: [PlatformOrder.Face], fallbackOnly: [PlatformOrder.Face], pool: FallbackPool,
        colorProbes: [(PlatformOrder.Face, FontFileProbe)], cacheFolders: [String]
    ) -> String {
        var x = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>

            """
        for folder in cacheFolders { x += "  <cachedir>\(escaped(folder))</cachedir>\n" }
        x += selection(fallbackOnly, pool: pool)
        for (generic, family) in FontLibrary.genericFamilies.sorted(by: { $0.key < $1.key }) {
            x += "  <alias binding=\"same\"><family>\(generic)</family><prefer><family>\(family)</family></prefer></alias>\n"
        }
        let colorFamilies = unique(fallbackOnly.filter(\.isColor).map(\.family))
        if !colorFamilies.isEmpty {
            x += "  <alias binding=\"same\"><family>emoji</family><prefer>"
            x += colorFamilies.map { "<family>\(escaped($0))</family>" }.joined()
            x += "</prefer></alias>\n"
        }
        if !fallbackOnly.isEmpty {
            x += "  <match target=\"pattern\"><edit name=\"family\" mode=\"append_last\" binding=\"weak\">\n"
            for family in unique(order.map(\.family)) { x += "    <string>\(escaped(family))</string>\n" }
            x += "  </edit></match>\n"
        }
        x += fontRules(colorProbes)
        return x
    }

    /// Rule 2: a glob accepts each chosen file and rejects the rest of its folder; a pattern
    /// rejects a collection's faces that were not chosen.
    private static func selection(_ chosen: [PlatformOrder.Face], pool: FallbackPool) -> String {
        guard !pool.files.isEmpty else { return "" }
        let chosenFaces = Set(chosen.map { "\($0.index) \($0.file)" })
        let chosenFiles = Set(chosen.map(\.file))
        let folders = Set(pool.files.map { ($0 as NSString).deletingLastPathComponent })
        var x = "  <selectfont>\n    <acceptfont>\n"
        for file in chosenFiles.sorted() { x += "      <glob>\(escaped(file))</glob>\n" }
        x += "    </acceptfont>\n    <rejectfont>\n"
        for folder in folders.sorted() { x += "      <glob>\(escaped(folder))/*</glob>\n" }
        for i in 0..<Int(pool.faces.pointee.nfont) {
            guard let face = pool.faces.pointee.fonts[i], let file = FontPattern.string(face, "file"),
                chosenFiles.contains(file)
            else { continue }
            let index = FontPattern.integer(face, "index") ?? 0
            guard !chosenFaces.contains("\(index) \(file)") else { continue }
            x += "      <pattern><patelt name=\"file\"><string>\(escaped(file))</string></patelt>"
            x += "<patelt name=\"index\"><int>\(index)</int></patelt></pattern>\n"
        }
        return x + "    </rejectfont>\n  </selectfont>\n"
    }

    /// Rules 6 to 9.
    private static func fontRules(_ colorProbes: [(PlatformOrder.Face, FontFileProbe)]) -> String {
        var x = """
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
        for (face, probe) in colorProbes {
            guard let factor = probe.strikeAdvanceFactor, abs(factor - 1) > 1e-9 else { continue }
            x += "  <match target=\"font\"><test name=\"file\" compare=\"eq\"><string>\(escaped(face.file))</string></test>"
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

    /// `names` in order, each once.
    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
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
