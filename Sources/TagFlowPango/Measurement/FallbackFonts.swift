/// Where the measurer finds the characters a tag's own font lacks, and in what order it tries
/// them: the fallback *pool*, ordered as the platform orders it.
///
/// The pool is the font files of a few Debian packages (read from dpkg's lists of what each
/// package installed) and any files named here; nothing else the machine has takes part, so the
/// widths are the same on every machine that has those packages. The order is fontconfig's own
/// sort, the one Chromium falls back through on Linux: the faces of the pool and the bundled
/// DejaVu fonts sorted for a pattern of the locale alone, under the platform's stock fontconfig
/// rules (`/etc/fonts/conf.d`, less the user's and the administrator's own files). For each
/// character the first face of that order that has it draws it — Noto Serif Gujarati for
/// Gujarati on Debian 12, say, because fontconfig ranks it before Noto Sans Gujarati.
///
/// A different choice is an explicit option: `preferredFamilies` go before the platform's order
/// (`["Noto Sans Gujarati", "Noto Sans Kannada", "Noto Sans Sinhala"]` for Sans where Debian's
/// sort picks Serif). See `docs/world-text.md`.
public struct FallbackFonts: Hashable, Sendable {
    /// Debian packages whose font files form the pool.
    public var packages: [String]
    /// Further font files in the pool (for a system without dpkg, or fonts of your own that
    /// should take part in the platform's order).
    public var fontFiles: [String]
    /// The locale the order is sorted for, as a browser passes it to fontconfig (`en-us`: the
    /// language of Chromium's default locale).
    public var locale: String
    /// Families tried before the platform's order, in this order (none by default).
    public var preferredFamilies: [String]

    /// Creates a fallback setup.
    public init(packages: [String], fontFiles: [String] = [], locale: String = "en-us", preferredFamilies: [String] = []) {
        self.packages = packages
        self.fontFiles = fontFiles
        self.locale = locale
        self.preferredFamilies = preferredFamilies
    }

    /// The Noto fonts `make deps` installs: `fonts-noto-core` (every script Noto covers but the
    /// CJK ones), `fonts-noto-cjk` (Han, kana, Hangul) and `fonts-noto-color-emoji`.
    public static let standard = FallbackFonts(packages: ["fonts-noto-core", "fonts-noto-cjk", "fonts-noto-color-emoji"])

    /// No fallback at all: characters the primary fonts lack are missing glyphs.
    public static let none = FallbackFonts(packages: [])
}
