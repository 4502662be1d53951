/// One font of the fallback list: where the measurer looks for characters the tag's own font
/// does not have.
///
/// The list is fixed and ordered, so a character always falls back to the same font on every
/// machine that has the files, whatever else is installed: fontconfig is told the families in
/// this order (after the family a tag asks for) and sees no other system font.
public struct FallbackFont: Hashable, Sendable {
    /// What the font is there for (a script, or "Emoji").
    public var purpose: String
    /// The family name the file declares.
    public var family: String
    /// The font file (absolute path).
    public var path: String
    /// The face of the file to use (a collection such as `.ttc` holds several); the file's other
    /// faces are left out.
    public var faceIndex: Int
    /// The Debian package that installs the file.
    public var package: String

    /// Creates a fallback font.
    public init(purpose: String, family: String, path: String, faceIndex: Int = 0, package: String) {
        self.purpose = purpose
        self.family = family
        self.path = path
        self.faceIndex = faceIndex
        self.package = package
    }

    /// The standard list: Noto fonts from Debian's `fonts-noto-core`, `fonts-noto-cjk` and
    /// `fonts-noto-color-emoji`, at the paths those packages install them, in this order.
    ///
    /// Regular faces only: browsers keep a fallback font's regular face for bold text and embolden
    /// it when drawing, so bold text has the regular advances (the measurer marks such fonts
    /// for synthetic bold). Only face 0 of the CJK collection (Noto Sans CJK JP) is used — the
    /// face a browser picks for an English locale; its siblings have the same advances. Latin,
    /// Greek, Cyrillic, Hebrew, Arabic, Georgian, Armenian and Lao are mostly covered by the
    /// bundled DejaVu fonts already; their Noto fonts fill in what DejaVu lacks.
    public static let standard: [FallbackFont] = {
        let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
        let core = "fonts-noto-core"
        func noto(_ purpose: String, _ name: String) -> FallbackFont {
            FallbackFont(
                purpose: purpose, family: "Noto Sans \(name)",
                path: "/usr/share/fonts/truetype/noto/NotoSans\(name)-Regular.ttf", package: core)
        }
        return [
            FallbackFont(purpose: "Han, Kana, Hangul", family: "Noto Sans CJK JP", path: cjk, package: "fonts-noto-cjk"),
            noto("Devanagari", "Devanagari"), noto("Bengali", "Bengali"), noto("Gurmukhi", "Gurmukhi"),
            noto("Gujarati", "Gujarati"), noto("Tamil", "Tamil"), noto("Telugu", "Telugu"),
            noto("Kannada", "Kannada"), noto("Malayalam", "Malayalam"), noto("Sinhala", "Sinhala"),
            noto("Thai", "Thai"), noto("Lao", "Lao"), noto("Khmer", "Khmer"), noto("Myanmar", "Myanmar"),
            noto("Ethiopic", "Ethiopic"), noto("Georgian", "Georgian"), noto("Armenian", "Armenian"),
            noto("Hebrew", "Hebrew"), noto("Arabic", "Arabic"), noto("Syriac", "Syriac"), noto("Thaana", "Thaana"),
            FallbackFont(
                purpose: "Emoji", family: "Noto Color Emoji", path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
                package: "fonts-noto-color-emoji"),
        ]
    }()

    /// The Debian packages that install `fonts`, in list order, each once.
    public static func packages(of fonts: [FallbackFont]) -> [String] {
        var seen = Set<String>()
        return fonts.map(\.package).filter { seen.insert($0).inserted }
    }
}
