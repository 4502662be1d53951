import CPangoCairo
import Foundation
import TagFlow

/// The fonts the Pango measurer (and renderer) may use — and no others.
///
/// Measurements must not depend on the fonts a machine happens to have, so the measurer never
/// reads the system's fontconfig setup: every `PangoEngine` builds a private `FcConfig` from this
/// library's files (`FcConfigCreate` plus `FcConfigAppFontAddDir`/`AddFile`, no configuration
/// files, no system directories unless passed in `fontDirectories`). By default that is the
/// DejaVu families shipped with this module.
///
/// A family that is not in the library is an error (`TagFlowError.Reason.unknownFontFamily`), never a
/// silent substitution. Family names match without regard to case; the CSS generic names
/// `sans-serif`, `serif` and `monospace` stand for DejaVu Sans, DejaVu Serif and DejaVu Sans
/// Mono when those are present.
public struct FontLibrary: Hashable, Sendable {
    /// Whether the DejaVu fonts shipped with this module are included.
    public let includesBundledFonts: Bool
    /// Extra directories whose fonts are included (scanned recursively by fontconfig).
    public let fontDirectories: [String]
    /// Extra font files included.
    public let fontFiles: [String]
    /// Every family the library holds, sorted.
    public let familyNames: [String]
    /// Lower-cased family name or generic alias → the family's own name.
    private let familyLookup: [String: String]

    /// The generic CSS family names understood, with the family each stands for.
    public static let genericFamilies: [String: String] = [
        "sans-serif": "DejaVu Sans", "serif": "DejaVu Serif", "monospace": "DejaVu Sans Mono",
    ]

    /// The directory of the fonts shipped with this module (DejaVu Sans, Sans Mono and Serif).
    public static var bundledFontDirectory: String? {
        Bundle.module.url(forResource: "Fonts", withExtension: nil)?.path
    }

    /// Builds a library.
    /// - Parameters:
    ///   - includeBundledFonts: include the DejaVu fonts shipped with this module.
    ///   - fontDirectories: further directories of font files (e.g. `/usr/share/fonts` to opt in to
    ///     the system's fonts, at the price of machine-dependent results).
    ///   - fontFiles: further font files.
    /// - Throws: `TagFlowError.Reason.fontLoadingFailed` for a directory or file fontconfig cannot read,
    ///   or when the library would hold no font at all.
    public init(
        includeBundledFonts: Bool = true, fontDirectories: [String] = [], fontFiles: [String] = []
    ) throws(TagFlowError) {
        self.includesBundledFonts = includeBundledFonts
        self.fontDirectories = fontDirectories
        self.fontFiles = fontFiles
        let config = try Self.makeConfig(
            includeBundledFonts: includeBundledFonts, fontDirectories: fontDirectories, fontFiles: fontFiles)
        defer { FcConfigDestroy(config) }
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
        guard !names.isEmpty else {
            throw TagFlowError(
                .fontLoadingFailed(file: (fontDirectories + fontFiles).joined(separator: ", "), problem: "no font was found"))
        }
        familyNames = names.sorted()
        var lookup: [String: String] = [:]
        for (generic, family) in Self.genericFamilies where names.contains(family) {
            lookup[generic] = family
        }
        for name in names { lookup[name.lowercased()] = name }
        familyLookup = lookup
    }

    /// The library of the fonts shipped with this module, and nothing else.
    public static func bundled() throws(TagFlowError) -> FontLibrary {
        try FontLibrary()
    }

    /// The library's own name of `family` (generic names resolved, case corrected).
    /// - Throws: `TagFlowError` with reason `.unknownFontFamily`, listing the families that are
    ///   available (the caller puts the family's place in front of the path).
    public func resolveFamily(_ family: String) throws(TagFlowError) -> String {
        let key = family.trimmingCharacters(in: .whitespaces).lowercased()
        guard let resolved = familyLookup[key] else {
            throw TagFlowError(.unknownFontFamily(family, available: familyNames))
        }
        return resolved
    }

    /// A new fontconfig configuration holding exactly this library's fonts; the caller owns it.
    func makeConfig() throws(TagFlowError) -> OpaquePointer {
        try Self.makeConfig(
            includeBundledFonts: includesBundledFonts, fontDirectories: fontDirectories, fontFiles: fontFiles)
    }

    private static func makeConfig(
        includeBundledFonts: Bool, fontDirectories: [String], fontFiles: [String]
    ) throws(TagFlowError) -> OpaquePointer {
        guard let config = FcConfigCreate() else {
            throw TagFlowError(.textEngineFailed("fontconfig could not create a configuration"))
        }
        var directories = fontDirectories
        if includeBundledFonts {
            guard let bundled = bundledFontDirectory else {
                FcConfigDestroy(config)
                throw TagFlowError(.fontLoadingFailed(file: "TagFlowPango resources", problem: "the bundled Fonts directory is missing"))
            }
            directories.insert(bundled, at: 0)
        }
        // Directories are listed here and their files added one by one: FcConfigAppFontAddDir would
        // try to write a fontconfig cache, and this configuration has (on purpose) no cache dir.
        var files: [String] = []
        for directory in directories {
            guard let found = fontFilePaths(in: directory) else {
                FcConfigDestroy(config)
                throw TagFlowError(.fontLoadingFailed(file: directory, problem: "the directory cannot be read"))
            }
            files += found
        }
        files += fontFiles
        for file in files where withFcString(file, { FcConfigAppFontAddFile(config, $0) }) == 0 {
            FcConfigDestroy(config)
            throw TagFlowError(.fontLoadingFailed(file: file, problem: "fontconfig cannot read this font file"))
        }
        return config
    }
}

/// Calls `body` with `string` as the `FcChar8` (unsigned byte) C string fontconfig takes.
private func withFcString<R>(_ string: String, _ body: (UnsafePointer<FcChar8>) -> R) -> R {
    string.withCString { pointer in
        pointer.withMemoryRebound(to: FcChar8.self, capacity: string.utf8.count + 1, body)
    }
}

/// The font files (TrueType, OpenType, collections) under `directory`, sorted so the order (and
/// with it fontconfig's choice between equal matches) is the same on every machine; `nil` when
/// the directory cannot be read.
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
        if extensions.contains(ext) { paths.append(directory + "/" + relative) }
    }
    return paths.sorted()
}
