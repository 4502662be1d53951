import CPangoCairo

/// What the browser's word rule (`ShapingWords`) and the emoji-presentation rule need to know
/// of one character, looked up once per character of a text.
///
/// The Unicode properties behind these come from the standard library and GLib, and each look-up
/// is slow; a word scan asks up to three of them about every character,
/// more than once. `init(_:)` answers the characters world tags are mostly made of from ranges
/// (Han ideographs, kana letters, Hangul syllables; a test checks each against the properties)
/// or from tables looked up once (Latin-1, symbols, emoji), and every other character from the
/// properties themselves.
struct ScalarTraits: OptionSet, Hashable, Sendable {
    let rawValue: UInt16

    init(rawValue: UInt16) { self.rawValue = rawValue }

    // The traits are computed, not stored: a stored static is initialised lazily, and every read
    // of one would pass through a once-only check.

    /// A space or a tab: a browser word of its own.
    static var delimiter: ScalarTraits { ScalarTraits(rawValue: 1 << 0) }
    /// Blink's `IsCJKIdeographOrSymbol`: every emoji-presentation character, CJK ideographs,
    /// Kana, Bopomofo, CJK symbols and punctuation, full-width forms, enclosed and other symbols
    /// East Asian fonts carry. Hangul is not in it (a Hangul word is shaped whole).
    static var cjk: ScalarTraits { ScalarTraits(rawValue: 1 << 1) }
    /// A mark (spacing, enclosing, non-spacing), a modifier letter or a modifier symbol.
    static var markOrModifier: ScalarTraits { ScalarTraits(rawValue: 1 << 2) }
    /// Of the Common or the Inherited script (punctuation, symbols, digits, emoji, marks).
    static var commonOrInherited: ScalarTraits { ScalarTraits(rawValue: 1 << 3) }
    /// Unicode's `Emoji_Component` (Unicode 15): keycap bases, ZWJ, VS16, the keycap mark,
    /// regional indicators, skin tones, hair components and tag characters.
    static var emojiComponent: ScalarTraits { ScalarTraits(rawValue: 1 << 4) }
    /// Unicode's `Extended_Pictographic` (Unicode 15; the Swift standard library has no API for it).
    static var extendedPictographic: ScalarTraits { ScalarTraits(rawValue: 1 << 5) }
    /// Unicode's `Emoji_Presentation`: drawn as an emoji unless a variation selector says otherwise.
    static var emojiPresentation: ScalarTraits { ScalarTraits(rawValue: 1 << 6) }
    /// U+200D ZERO WIDTH JOINER.
    static var zeroWidthJoiner: ScalarTraits { ScalarTraits(rawValue: 1 << 7) }
    /// A combining mark (spacing, enclosing, non-spacing): part of the cluster before it.
    static var combiningMark: ScalarTraits { ScalarTraits(rawValue: 1 << 8) }

    /// The traits of `scalar`.
    init(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        switch v {
        case 0..<0x100: self = Self.latin1[Int(v)]
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0x3041...0x3096, 0x30A1...0x30FA: self = .cjk
        case 0xAC00...0xD7A3: self = []
        case 0x2000..<0x2C00: self = Self.symbols[Int(v - 0x2000)]
        case 0x1F000..<0x1FB00: self = Self.emoji[Int(v - 0x1F000)]
        default: self = Self.lookedUp(scalar)
        }
    }

    /// The traits of `scalar` from the Unicode properties themselves, with no shortcut.
    static func lookedUp(_ scalar: Unicode.Scalar) -> ScalarTraits {
        let v = scalar.value
        let properties = scalar.properties
        var traits: ScalarTraits = []
        if scalar == " " || scalar == "\t" { traits.insert(.delimiter) }
        if v == 0x200D { traits.insert(.zeroWidthJoiner) }
        switch properties.generalCategory {
        case .spacingMark, .enclosingMark, .nonspacingMark: traits.formUnion([.markOrModifier, .combiningMark])
        case .modifierLetter, .modifierSymbol: traits.insert(.markOrModifier)
        default: break
        }
        let script = g_unichar_get_script(v)
        if script == G_UNICODE_SCRIPT_COMMON || script == G_UNICODE_SCRIPT_INHERITED { traits.insert(.commonOrInherited) }
        if properties.isEmojiPresentation { traits.formUnion([.emojiPresentation, .cjk]) }
        if v >= 0x2C7, inRanges(v, cjkRanges) { traits.insert(.cjk) }
        if inRanges(v, emojiComponentRanges) { traits.insert(.emojiComponent) }
        if inRanges(v, extendedPictographicRanges) { traits.insert(.extendedPictographic) }
        return traits
    }

    /// Characters U+0000–U+00FF, looked up once.
    private static let latin1 = lookedUp(0..<0x100)
    /// Punctuation, letterlike and technical symbols, arrows, shapes, dingbats (U+2000–U+2BFF),
    /// looked up the first time text has one.
    private static let symbols = lookedUp(0x2000..<0x2C00)
    /// Emoji and the symbols around them (U+1F000–U+1FAFF), looked up the first time text has one.
    private static let emoji = lookedUp(0x1F000..<0x1FB00)

    private static func lookedUp(_ values: Range<UInt32>) -> [ScalarTraits] {
        values.map { value in Unicode.Scalar(value).map(lookedUp) ?? [] }
    }

    private static func inRanges(_ v: UInt32, _ ranges: [ClosedRange<UInt32>]) -> Bool {
        // Binary search: the tables are sorted and disjoint.
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if v < ranges[mid].lowerBound {
                high = mid
            } else if v > ranges[mid].upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Blink's CJK ideograph and symbol ranges and single characters (emoji presentation aside).
    /// Sorted, disjoint.
    private static let cjkRanges: [ClosedRange<UInt32>] = [
        0x2C7...0x2C7, 0x2CA...0x2CB, 0x2D9...0x2D9, 0x2020...0x2021, 0x2030...0x2030, 0x203B...0x203C,
        0x2042...0x2042, 0x2047...0x2049, 0x2051...0x2051, 0x20DD...0x20DE, 0x2100...0x2100, 0x2103...0x2103,
        0x2105...0x2105, 0x2109...0x210A, 0x2113...0x2113, 0x2116...0x2116, 0x2121...0x2121, 0x212B...0x212B,
        0x213B...0x213B, 0x2150...0x2152, 0x2156...0x215A, 0x2160...0x216B, 0x2170...0x217B, 0x217F...0x217F,
        0x2189...0x2189, 0x2307...0x2307, 0x2312...0x2312, 0x23BE...0x23CC, 0x23CE...0x23CE, 0x2423...0x2423,
        0x2460...0x2492, 0x249C...0x24FF, 0x25A0...0x25A2, 0x25AA...0x25AB, 0x25B1...0x25B3, 0x25B6...0x25B7,
        0x25BC...0x25BD, 0x25C0...0x25C1, 0x25C6...0x25C7, 0x25C9...0x25C9, 0x25CB...0x25CC, 0x25CE...0x25D3,
        0x25E2...0x25E6, 0x25EF...0x25EF, 0x2600...0x2603, 0x2605...0x2606, 0x260E...0x260E, 0x2616...0x2617,
        0x2660...0x266F, 0x2672...0x267D, 0x26A0...0x26A0, 0x2713...0x2713, 0x271A...0x271A, 0x273F...0x2740,
        0x2756...0x2756, 0x2763...0x2763, 0x2776...0x277F, 0x2B1A...0x2B1A, 0x2E80...0x2FDF, 0x2FF0...0x302D,
        0x3031...0x312F, 0x3190...0x31EF, 0x3200...0x9FFF, 0xF860...0xF862, 0xF900...0xFAFF, 0xFE10...0xFE12,
        0xFE19...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF0C, 0xFF0E...0xFF1A, 0xFF1D...0xFF1D, 0xFF1F...0xFFEF,
        0x16FE0...0x18AFF, 0x1B000...0x1B12F, 0x1B170...0x1B2FF, 0x1F100...0x1F100, 0x1F110...0x1F129,
        0x1F130...0x1F149, 0x1F150...0x1F169, 0x1F170...0x1F189, 0x1F200...0x1F200, 0x1F202...0x1F219,
        0x1F21B...0x1F22E, 0x1F230...0x1F231, 0x1F237...0x1F237, 0x1F23B...0x1F24F, 0x1F252...0x1F2FF,
        0x1F321...0x1F32A, 0x1F32C...0x1F32C, 0x1F336...0x1F336, 0x1F37D...0x1F37D, 0x1F394...0x1F39F,
        0x1F3CD...0x1F3CE, 0x1F3D4...0x1F3DF, 0x1F3F1...0x1F3F2, 0x1F3F5...0x1F3F7, 0x1F43F...0x1F43F,
        0x1F4FD...0x1F4FE, 0x1F53E...0x1F54A, 0x1F54F...0x1F54F, 0x1F568...0x1F573, 0x1F576...0x1F579,
        0x1F57B...0x1F58F, 0x1F591...0x1F594, 0x1F597...0x1F5A3, 0x1F5A5...0x1F5E7, 0x1F5E9...0x1F5FA,
        0x1F650...0x1F67F, 0x1F6C6...0x1F6CB, 0x1F6CD...0x1F6CF, 0x1F6D3...0x1F6D4, 0x1F6D9...0x1F6DB,
        0x1F6E0...0x1F6EA, 0x1F6ED...0x1F6F3, 0x1F6FD...0x1F6FF, 0x1F900...0x1F90B, 0x1F93B...0x1F93B,
        0x1F946...0x1F946, 0x1FAC9...0x1FACC, 0x20000...0x2FFFF,
    ]

    private static let emojiComponentRanges: [ClosedRange<UInt32>] = [
        0x23...0x23, 0x2A...0x2A, 0x30...0x39, 0x200D...0x200D, 0x20E3...0x20E3, 0xFE0F...0xFE0F,
        0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0x1F9B0...0x1F9B3, 0xE0020...0xE007F,
    ]

    private static let extendedPictographicRanges: [ClosedRange<UInt32>] = [
        0xA9...0xA9, 0xAE...0xAE, 0x203C...0x203C, 0x2049...0x2049, 0x2122...0x2122, 0x2139...0x2139,
        0x2194...0x2199, 0x21A9...0x21AA, 0x231A...0x231B, 0x2328...0x2328, 0x2388...0x2388, 0x23CF...0x23CF,
        0x23E9...0x23F3, 0x23F8...0x23FA, 0x24C2...0x24C2, 0x25AA...0x25AB, 0x25B6...0x25B6, 0x25C0...0x25C0,
        0x25FB...0x25FE, 0x2600...0x2605, 0x2607...0x2612, 0x2614...0x2685, 0x2690...0x2705, 0x2708...0x2712,
        0x2714...0x2714, 0x2716...0x2716, 0x271D...0x271D, 0x2721...0x2721, 0x2728...0x2728, 0x2733...0x2734,
        0x2744...0x2744, 0x2747...0x2747, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757,
        0x2763...0x2767, 0x2795...0x2797, 0x27A1...0x27A1, 0x27B0...0x27B0, 0x27BF...0x27BF, 0x2934...0x2935,
        0x2B05...0x2B07, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x3030...0x3030, 0x303D...0x303D,
        0x3297...0x3297, 0x3299...0x3299, 0x1F000...0x1F0FF, 0x1F10D...0x1F10F, 0x1F12F...0x1F12F,
        0x1F16C...0x1F171, 0x1F17E...0x1F17F, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F1AD...0x1F1E5,
        0x1F201...0x1F20F, 0x1F21A...0x1F21A, 0x1F22F...0x1F22F, 0x1F232...0x1F23A, 0x1F23C...0x1F23F,
        0x1F249...0x1F3FA, 0x1F400...0x1F53D, 0x1F546...0x1F64F, 0x1F680...0x1F6FF, 0x1F774...0x1F77F,
        0x1F7D5...0x1F7FF, 0x1F80C...0x1F80F, 0x1F848...0x1F84F, 0x1F85A...0x1F85F, 0x1F888...0x1F88F,
        0x1F8AE...0x1F8FF, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1FAFF, 0x1FC00...0x1FFFD,
    ]
}
