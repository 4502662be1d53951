import CPangoCairo
import Foundation
import TagFlow

/// A desktop's interface font (GTK's `gtk-font-name`, "Cantarell 11") standing in for the default
/// family: a font library with one (`FontLibrary.interfaceFont`) measures and draws text in
/// `TagFont.defaultFamily` (and `sans-serif`, which means it) in `family` instead, its size
/// scaled by `scale` — so a tag in the default style is as large as the desktop's labels, and a
/// tag sized up or down keeps its proportion. Other families are left alone.
///
/// It is found among the machine's fonts as GTK finds it: fontconfig's best match for the
/// description (through the system's configuration, substitutions included), then every face
/// of the matched family, so bold and italic text has its own face. Measuring and drawing keep
/// using the library's private configuration, with those files added.
public struct InterfaceFont: Hashable, Sendable, CustomStringConvertible {
    /// The family as the matched font names it ("Cantarell", or "Noto Sans" for "Sans").
    public var family: String
    /// The size in TagFlow's points (CSS pixels at 96 dpi: a desktop's 11 pt is 14.67).
    public var size: Double
    /// The files of the family's faces, sorted; empty when the library has the family already.
    public var files: [String]

    /// Creates an interface font.
    public init(family: String, size: Double, files: [String]) {
        self.family = family
        self.size = size
        self.files = files
    }

    /// How much text in the default family grows: `size` over the default size (14).
    package var scale: Double { size / TagFont.defaultSize }

    /// The family and size, e.g. "Noto Sans 14.666666666666666".
    public var description: String { "\(family) \(size)" }

    /// The font a Pango font description ("Cantarell 11", "Noto Serif Bold 12", "Sans 10px") names,
    /// found among the machine's fonts. A size in points becomes points of TagFlow (× 96 / 72);
    /// one in pixels stays; none is the default size.
    /// - Throws: `.fontLoadingFailed` when fontconfig finds no font file for it at all.
    public static func find(description: String) throws(TagFlowError) -> InterfaceFont {
        guard let parsed = pango_font_description_from_string(description) else {
            throw TagFlowError(TagFlowError.MeasurementReason.fontLoadingFailed(file: description, problem: "Pango cannot read it"))
        }
        defer { pango_font_description_free(parsed) }
        let units = Double(pango_font_description_get_size(parsed)) / Double(PANGO_SCALE)
        let absolute = pango_font_description_get_size_is_absolute(parsed) != 0
        let size = units > 0 ? (absolute ? units : units * 96 / 72) : TagFont.defaultSize
        let requested = pango_font_description_get_family(parsed).map { String(cString: $0) } ?? "sans-serif"
        return try TextEngineLock.withLock { () throws(TagFlowError) -> InterfaceFont in
            guard let family = SystemFonts.bestFamily(for: requested) else {
                throw TagFlowError(
                    TagFlowError.MeasurementReason.fontLoadingFailed(file: description, problem: "fontconfig finds no font for it"))
            }
            return InterfaceFont(family: family, size: size, files: SystemFonts.files(ofFamily: family))
        }
    }
}

/// The machine's own fonts, through the system's fontconfig configuration (which GTK uses); only
/// to find an interface font's files, never to measure.
enum SystemFonts {
    /// The family of fontconfig's best match for `requested` (a family list, as in a Pango
    /// description), or `nil` when it matches nothing.
    static func bestFamily(for requested: String) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        for name in requested.split(separator: ",") {
            _ = withFcString(FontLibrary.trimmedFamily(String(name)), { FcPatternAddString(pattern, "family", $0) })
        }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var family: UnsafeMutablePointer<FcChar8>? = nil
        guard FcPatternGetString(match, "family", 0, &family) == FcResultMatch, let family else { return nil }
        return String(cString: family)
    }

    /// The files of every face of `family` the machine has, sorted.
    static func files(ofFamily family: String) -> [String] {
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
        defer {
            FcPatternDestroy(pattern)
            FcObjectSetDestroy(objects)
        }
        _ = withFcString(family) { FcPatternAddString(pattern, "family", $0) }
        _ = FcObjectSetAdd(objects, "file")
        guard let set = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var files = Set<String>()
        for i in 0..<Int(set.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>? = nil
            if let font = set.pointee.fonts[i], FcPatternGetString(font, "file", 0, &file) == FcResultMatch, let file {
                files.insert(String(cString: file))
            }
        }
        return files.sorted()
    }
}
