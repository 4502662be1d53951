/// The direction a text starts in, read from its first strong character — what a text engine
/// resolves for a paragraph — without asking one: the builder places a caret before the
/// renderer lays the text out.
enum TextDirection {
    /// Whether the first character with a direction of its own is right to left (Hebrew, Arabic
    /// and the other right-to-left scripts); `nil` when no character has one (digits, spaces).
    static func startsRightToLeft(_ text: String) -> Bool? {
        for scalar in text.unicodeScalars {
            if isRightToLeft(scalar.value) { return true }
            if scalar.properties.isAlphabetic { return false }
        }
        return nil
    }

    /// The blocks of the right-to-left scripts and their presentation forms.
    private static func isRightToLeft(_ value: UInt32) -> Bool {
        (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
            || (0x10800...0x10FFF).contains(value) || (0x1E800...0x1EFFF).contains(value)
    }
}
