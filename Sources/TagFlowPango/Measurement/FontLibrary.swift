import CPangoCairo
import Foundation
import TagFlow

/// The fonts the Pango measurer (and renderer) may use — and no others.
///
/// Measurements must not depend on the fonts a machine happens to have, so the measurer never
/// reads the system's fontconfig setup. A library is:
/// - **primary fonts**, the families a tag may name: the DejaVu families shipped with this module
///   (DejaVu Sans is the default of every tag) and any font files or directories you add;
/// - **fallback fonts**, for the characters a tag's own font lacks: the font files of a few
///   packages (`FallbackFonts.standard`: Debian's `fonts-noto-core`, `fonts-noto-cjk` and
///   `fonts-noto-color-emoji`), tried in the order fontconfig sorts them for the platform, as
///   Chromium falls back through them (see `FallbackFonts`).
///
/// A library builds one private fontconfig configuration from exactly these files and a set of
/// rules (see `docs/world-text.md`), once; every measurer and engine using the library — and every
/// copy of it — shares that configuration. `FontLibrary.standard()` is built once per process.
///
/// **A missing fallback package** is not an error: the library is built without it and lists it
/// in `missingFallbackPackages`; characters only its fonts would cover are then drawn as boxes
/// and reported as missing glyphs (`TextMeasurement.missingCharacters`), never silently. A primary file or
/// directory that cannot be read is an error, since it was asked for by name.
///
/// **The machine's own fonts** (`FontLibrary.system(interfaceFont:)`): for a desktop app, where
/// tags should look like the app's labels, a library may instead use the fonts the machine has,
/// found and substituted by the machine's fontconfig rules, as GTK finds them — no private
/// configuration, no set-up cost of its own, and results that follow the machine.
///
/// A family that is not among the primary fonts is an error
/// (`TagFlowError.MeasurementReason.unknownFontFamily`), never a silent substitution. Family names match
/// without regard to case; the CSS generic names `sans-serif`, `serif` and `monospace` stand for
/// DejaVu Sans, DejaVu Serif and DejaVu Sans Mono when those are present.
public struct FontLibrary: Hashable, Sendable {
    /// Whether the fonts are the machine's own (`system(interfaceFont:)`); then no font is
    /// bundled, added or a fallback of the library's, and fontconfig's rules pick fallbacks.
    public let usesSystemFonts: Bool
    /// Whether the DejaVu fonts shipped with this module are included.
    public let includesBundledFonts: Bool
    /// Extra directories whose fonts are included (font files found recursively, sorted by path).
    public let fontDirectories: [String]
    /// Extra font files included.
    public let fontFiles: [String]
    /// The fallback setup asked for.
    public let fallback: FallbackFonts
    /// The fallback packages that are not installed, in the order asked for.
    public let missingFallbackPackages: [String]
    /// The families of the fallback faces in the order they are tried (each once; primary
    /// families among them where the platform ranks them): only faces that give some
    /// character its font.
    public let fallbackFamilies: [String]
    /// The font files of the fallback packages (and `FallbackFonts.fontFiles`) found, sorted.
    public let fallbackFontFiles: [String]
    /// Every family a tag may name (the primary fonts' families), sorted; empty for the machine's
    /// fonts, where any family may be named.
    public let familyNames: [String]
    /// The desktop's interface font, standing in for the default family (`InterfaceFont`), or
    /// `nil`: the default family is itself.
    public private(set) var interfaceFont: InterfaceFont?
    /// Lower-cased family name or generic alias → the family's own name.
    private let familyLookup: [String: String]
    /// The fontconfig configuration every engine of this library shares.
    let configuration: FontConfiguration

    /// The generic CSS family names understood, with the family each stands for.
    package static let genericFamilies: [String: String] = [
        "sans-serif": "DejaVu Sans", "serif": "DejaVu Serif", "monospace": "DejaVu Sans Mono",
    ]

    /// The directory of the fonts shipped with this module (DejaVu Sans, Sans Mono and Serif):
    /// `$TAGFLOW_FONTS`, else found beside the running program (where `swift build` puts them) or
    /// in `../share/tagflow/fonts` from it (where `make install` puts them); `nil` when none is
    /// found.
    package static var bundledFontDirectory: String? {
        try? BundledFonts.directory.get()
    }

    /// Builds a library and its font configuration.
    /// - Parameters:
    ///   - includeBundledFonts: include the DejaVu fonts shipped with this module.
    ///   - fontDirectories: further directories of font files (`.ttf`, `.otf`, `.ttc`, `.otc`,
    ///     found recursively); their families may be named by tags.
    ///   - fontFiles: further font files; their families may be named by tags.
    ///   - fallback: the fallback fonts (`.none` for none: characters the primary fonts lack
    ///     are then missing glyphs).
    ///   - interfaceFont: the desktop's interface font for the default family, its files added to
    ///     the primary fonts; `nil` for none.
    /// - Throws: `TagFlowError.MeasurementReason.fontLoadingFailed` for a directory or file that cannot be
    ///   read, or when the library would hold no primary font at all.
    public init(
        includeBundledFonts: Bool = true, fontDirectories: [String] = [], fontFiles: [String] = [],
        fallback: FallbackFonts = .standard, interfaceFont: InterfaceFont? = nil
    ) throws(TagFlowError) {
        var directories = fontDirectories
        if includeBundledFonts {
            directories.insert(try BundledFonts.directory.get(), at: 0)
        }
        var files: [String] = []
        var bundledFiles = Set<String>()
        for (d, directory) in directories.enumerated() {
            guard let found = fontFilePaths(in: directory) else {
                throw TagFlowError(TagFlowError.MeasurementReason.fontLoadingFailed(file: directory, problem: "the directory cannot be read"))
            }
            files += found
            if includeBundledFonts, d == 0 { bundledFiles.formUnion(found) }
        }
        for file in fontFiles {
            // Opened without blocking and refused unless a regular file: a FIFO hung the tool.
            if let refusal = RegularFile.refusal(file) {
                throw TagFlowError(TagFlowError.MeasurementReason.fontLoadingFailed(file: file, problem: refusal.reason))
            }
        }
        files += fontFiles + (interfaceFont?.files ?? [])
        let configuration = try FontConfiguration(primaryFiles: files, bundledFiles: bundledFiles, fallback: fallback)
        guard !configuration.primaryFamilies.isEmpty else {
            throw TagFlowError(
                TagFlowError.MeasurementReason.fontLoadingFailed(
                    file: (fontDirectories + fontFiles).joined(separator: ", "),
                    problem: "no font was found (a library needs at least one font a tag can name)"))
        }
        usesSystemFonts = false
        self.includesBundledFonts = includeBundledFonts
        self.fontDirectories = fontDirectories
        self.fontFiles = fontFiles
        self.fallback = fallback
        self.interfaceFont = interfaceFont
        missingFallbackPackages = configuration.missingPackages
        fallbackFontFiles = configuration.poolFiles
        var seen = Set<String>()
        fallbackFamilies = configuration.fallbackFaces.map(\.family).filter { seen.insert($0).inserted }
        self.configuration = configuration
        familyNames = configuration.primaryFamilies
        var lookup: [String: String] = [:]
        for (generic, family) in Self.genericFamilies where familyNames.contains(family) {
            lookup[generic] = family
        }
        for name in familyNames { lookup[name.lowercased()] = name }
        familyLookup = lookup
    }

    /// The library of the machine's own fonts (`usesSystemFonts`), with `interfaceFont` standing
    /// in for the default family. Any family may be named: fontconfig's rules resolve it, and
    /// substitute where the machine lacks it, as for any GTK label (`familyNames` is empty: the
    /// machine's families are not listed). The configuration is the process's own, read once.
    /// - Throws: `.textEngineFailed` when fontconfig cannot load the machine's configuration.
    public static func system(interfaceFont: InterfaceFont? = nil) throws(TagFlowError) -> FontLibrary {
        var library = try systemLibrary.get()
        library.interfaceFont = interfaceFont.map { InterfaceFont(family: $0.family, size: $0.size, files: []) }
        return library
    }

    private static let systemLibrary = Result { () throws(TagFlowError) -> FontLibrary in
        try FontLibrary(systemConfiguration: FontConfiguration(systemFonts: ()))
    }

    private init(systemConfiguration configuration: FontConfiguration) {
        usesSystemFonts = true
        includesBundledFonts = false
        fontDirectories = []
        fontFiles = []
        fallback = .none
        interfaceFont = nil
        missingFallbackPackages = []
        fallbackFamilies = []
        fallbackFontFiles = []
        self.configuration = configuration
        familyNames = []
        familyLookup = [:]
    }

    /// The standard library — the bundled DejaVu fonts with the standard fallback fonts — built
    /// once per process and shared by every measurer that does not bring its own.
    ///
    /// This is the one piece of process-wide state: an immutable value, built on first use
    /// (Swift runs a `static let` initialiser exactly once, thread-safely), whose configuration
    /// is shared read-only (see `FontConfiguration`). The outcome is kept, so a broken setup is
    /// reported the same way on every call.
    public static func standard() throws(TagFlowError) -> FontLibrary {
        try standardLibrary.get()
    }

    private static let standardLibrary = Result { () throws(TagFlowError) -> FontLibrary in try FontLibrary() }

    /// A family as the machine's fonts take it: as written (fontconfig matches it, case aside),
    /// the default family spelled as TagFlow spells it, so the interface font stands in for it.
    private static func systemFamily(_ family: String) -> String {
        let trimmed = trimmedFamily(family)
        return trimmed.lowercased() == TagFont.defaultFamily.lowercased() ? TagFont.defaultFamily : trimmed
    }

    /// `family` without the spaces and tabs around it (what Foundation's `.whitespaces` trims:
    /// general category Zs, U+0009 and U+200B), in the standard library: Foundation's trimming
    /// bridges to NSString, whose first use pages in Foundation's code for a widget
    /// (docs/performance.md).
    static func trimmedFamily(_ family: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator }
        let scalars = family.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(scalars[first...last])
    }

    /// The library's own name of `family` (generic names resolved, case corrected).
    /// - Throws: `TagFlowError` with reason `.unknownFontFamily`, listing the families that are
    ///   available (the caller puts the family's place in front of the path).
    public func resolveFamily(_ family: String) throws(TagFlowError) -> String {
        if usesSystemFonts { return Self.systemFamily(family) }
        let key = Self.trimmedFamily(family).lowercased()
        guard let resolved = familyLookup[key] else {
            throw TagFlowError(TagFlowError.MeasurementReason.unknownFontFamily(family, available: familyNames))
        }
        return resolved
    }

    /// Two libraries are equal when they were built from the same files and lists (each has its
    /// own configuration object, which does not count).
    public static func == (lhs: FontLibrary, rhs: FontLibrary) -> Bool {
        lhs.usesSystemFonts == rhs.usesSystemFonts && lhs.includesBundledFonts == rhs.includesBundledFonts && lhs.fontDirectories == rhs.fontDirectories
            && lhs.fontFiles == rhs.fontFiles && lhs.fallback == rhs.fallback
            && lhs.missingFallbackPackages == rhs.missingFallbackPackages && lhs.interfaceFont == rhs.interfaceFont
    }

    /// Hashes what `==` compares (the missing fonts follow from the lists on one machine).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(usesSystemFonts)
        hasher.combine(includesBundledFonts)
        hasher.combine(fontDirectories)
        hasher.combine(fontFiles)
        hasher.combine(fallback)
        hasher.combine(interfaceFont)
    }

    /// This library with `interfaceFont` standing in for the default family (its files left out
    /// when this library has its family already), or with none for `nil`.
    /// - Throws: `.fontLoadingFailed` when a file of the font cannot be read.
    public func withInterfaceFont(_ interfaceFont: InterfaceFont?) throws(TagFlowError) -> FontLibrary {
        // The machine's fonts have the family already: one configuration serves every font.
        if usesSystemFonts { return try Self.system(interfaceFont: interfaceFont) }
        var font = interfaceFont
        if let known = font, familyLookup[known.family.lowercased()] != nil { font?.files = [] }
        return try FontLibrary(
            includeBundledFonts: includesBundledFonts, fontDirectories: fontDirectories, fontFiles: fontFiles,
            fallback: fallback, interfaceFont: font)
    }

    /// The family and size Pango is asked for, for `font` whose family resolved to `resolved`:
    /// the interface font's family and `font`'s size times its scale for the default family,
    /// else the two as they are.
    func face(of font: TagFont, resolvedFamily resolved: String) -> (family: String, size: Double) {
        guard let interfaceFont, resolved == TagFont.defaultFamily else { return (resolved, font.size) }
        return (interfaceFont.family, font.size * interfaceFont.scale)
    }
}

/// The font files (TrueType, OpenType, collections) under `directory`, sorted so the order (and
/// with it fontconfig's choice between equal matches) is the same on every machine; `nil` when
/// the directory cannot be read. Only readable regular files count: a FIFO or a device named
/// like a font is skipped (`RegularFile`), never opened in a way that could wait forever.
private func fontFilePaths(in directory: String) -> [String]? {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
        let enumerator = manager.enumerator(atPath: directory)
    else { return nil }
    let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
    var paths: [String] = []
    while let relative = enumerator.nextObject() as? String {
        let ext = relative.split(separator: ".").last.map { $0.lowercased() } ?? ""
        let path = directory + "/" + relative
        if extensions.contains(ext), RegularFile.refusal(path) == nil { paths.append(path) }
    }
    return paths.sorted()
}
