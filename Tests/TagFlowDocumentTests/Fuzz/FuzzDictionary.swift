import TagFlow
import TagFlowDocument
import TagFlowJSON

/// The values, keys and byte strings the mutator plants in documents: the edges of every range
/// the contract states, the numbers where a 32-bit or floating-point sum wraps, the text that
/// once cost seconds or broke a format, and the tokens strict JSON refuses.
enum FuzzDictionary {
    /// Numbers at the edges: zero and its sign, the smallest and largest doubles, 2^53 and one
    /// past it, Pango's 2^21 pt wrap, the font-size and length limits and one past them.
    static let numbers: [Double] = [
        0, -0.0, 1, -1, 0.5, 2, 8, 8.000001, 14, 40, 100, 343, 1e-7, 1e-300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 0.125, 0.124,
        1e308, -1e308, 1.7976931348623157e308, 9_007_199_254_740_992, 9_007_199_254_740_994, 2_097_151,
        2_097_152, 60_000, 10_000, 10_001, 33_554_431, 33_554_432, 1e9, 1e15, 4_294_967_296,
        -2_147_483_649, 3.5, 0.35, 1.5, 2.5, 99, 100, 1000, 16_000, 999_999, 1_000_000,
    ]

    /// Text: empty, blank, tabs, newlines, NULs, separators, noncharacters, controls (C0 and
    /// C1), bidi overrides and isolates, runs of combining marks short and long, world text,
    /// markup, and long strings.
    static let strings: [String] = [
        "ab\u{0}cd", "\u{0}\u{0}", "one\u{2028}two\u{2028}three", "a\u{2029}b", "a\u{B}\u{C}b", "x\u{85}y", "\u{9B}31m",
        "\u{2066}x\u{2069}\u{200F}\u{61C}", "\u{1B}[2J",
        "", " ", "a", "Swift", "Hello, world", "a\t\t\t\t\t\t\t\tb", "\t", "a\nb", "a\r\nb\rc", "\u{2028}x\u{2029}",
        "a" + text(0xFFFF) + "b", text(0xFFFE), text(0xFDD0), text(0x10FFFF), text(0x1FFFE), "\u{0}", "x\u{1}\u{7F}", "\u{202E}abc\u{202C}",
        "a" + String(repeating: "\u{301}", count: 30), "a" + String(repeating: "\u{301}", count: 31),
        "a" + String(repeating: "\u{301}", count: 400), "\u{E01}" + String(repeating: "\u{E31}", count: 400),
        "\u{915}\u{94D}\u{937}", "👨‍👩‍👧‍👦", "\u{301}", "\u{200D}", "\u{FE0F}", "🇺", "\u{1100}", "\u{1161}", "\r", "\n", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "東京 ラーメン", "مرحبا بالعالم", "नमस्ते", "ภาษาไทย", "\u{F61}\u{F72}",
        "<script>alert(1)</script>", "%s%n%x", "\\", "\"", "#FFFFFF", "#12345", "#GGGGGG", "#FFFFFF80", "#ffffff",
        "DejaVu Sans", "dejavu serif", "sans-serif", "monospace", "Helvetica", "   ",
        String(repeating: "W", count: 300), String(repeating: "ab ", count: 3_400), String(repeating: "x", count: 10_001),
        String(repeating: "\u{1100}", count: 2_000), String(repeating: "é", count: 6_000),
        "comma", "semicolon", "newline", "backspace", "escape", "tab", "z", "folded", "exact", "allowed",
        "leading", "trailing", "center", "fillWidth", "spaceBetween", "horizontal", "vertical", "fewestRows",
        "balanced", "greedy", "columnMajor", "rightToLeft", "top", "bottom", "truncateMiddle", "truncateHead", "clip",
        "charWrap", "wordWrap", "natural", "accessibilityExtraExtraExtraLarge", "extraSmall", "startsNewLine",
        "fillsLine", "multiple", "single", "none", "down", "move", "up", "tap", "cancel", "tick", "key", "left",
        "right", "space", "return", "home", "end", "bold", "thin", "black", "topLeft", "bottomRight",
    ]

    /// Image sources: the good icon, missing files, a directory, a device, a FIFO and a PNG that
    /// declares 16 000 × 16 000 pixels (the last two made by `FuzzWorkspace`).
    static let imageSources = [
        "icons/star.png", "nope.png", "", ".", "/", "/dev/zero", "/dev/null", "fifo.png", "bomb.png", "../../etc/passwd",
        String(repeating: "d/", count: 3_000) + "x.png", "icons/star.png\u{0}.txt", "a\nb\u{2028}\u{202E}.png",
    ]

    /// The one-scalar string of `value` (Swift literals refuse some noncharacters).
    static func text(_ value: UInt32) -> String { String(Character(Unicode.Scalar(value)!)) }

    /// Every key the documents know, plus a few they do not.
    static let keys: [String] = {
        var keys = LayoutDocument.documentKeys + LayoutConfiguration.documentKeys + TagEntry.documentKeys
            + TextTagStyle.documentKeys + TagFont.documentKeys + ComponentScript.componentKeys + MeasureDocument.documentKeys
            + LayoutItem.documentKeys + FieldScript.fieldKeys
        keys += ["x", "y", "time", "type", "key", "mode", "limit", "width", "height", "top", "left", "bottom", "right",
                 "offsetX", "offsetY", "source", "spacing", "tintColor", "color", "opacity", "radius", "startColor",
                 "endColor", "startPoint", "endPoint", "selected", "text", "paste", "focus", "blur", "moveCaret", "deleteText",
                 "pickSuggestion", "offset", "index", "repeat", "modifiers", "unknown", "", "my key", String(repeating: "k", count: 2_000),
                 String(repeating: "k\u{85}\u{202E}\n", count: 1_000)]
        return keys
    }()

    /// Byte strings planted into the text of a document: tokens strict JSON refuses, broken
    /// escapes and UTF-8, deep nesting.
    static let tokens: [[UInt8]] = [
        "NaN", "Infinity", "-Infinity", "1e999", "9007199254740993", "5e-324", "-", "01", "1.", ".5", "+1", "\"\\ud800\"", "\"\\udc00\\ud800\"",
        "\"\\u0000\"", "\\", "\"", "{", "}", "[", "]", ",", ":", "null", "true", "//", "/*", "\n", "\r\n", " ",
        "\"a\":1,\"a\":2", String(repeating: "[", count: 600), String(repeating: "{\"a\":", count: 300),
        "1" + String(repeating: "0", count: 100_000), "-" + String(repeating: "9", count: 400) + "e5", "\u{2028}", "\u{85}",
    ].map { Array($0.utf8) } + [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xEF, 0xBB, 0xBF], [0x00]]
}
