extension PangoLayoutBuilder {
    /// `text` with every tab replaced by a space, as the text engine is given it.
    ///
    /// Pango treats a tab as a jump to the next tab stop (every 8 spaces) that a line cannot
    /// break inside: `"a\t\t\t\t\t\t\t\tb"` at a 40 pt width measured 227 pt wide, and the
    /// drawn tag lost its first line. A browser's canvas (`measureText`, the reference for every
    /// width) replaces each tab with a space, and CSS's normal white space treats it as one; so
    /// does the measurer, in measuring and drawing alike, and the width limit holds. A tab and
    /// a space are both one UTF-8 byte, so attribute offsets are unchanged.
    static func replacingTabs(_ text: String) -> String {
        guard anyByte(of: text, { $0 == 0x09 }) else { return text }
        return String(decoding: text.utf8.map { $0 == 0x09 ? 0x20 : $0 }, as: UTF8.self)
    }

    /// Whether a UTF-8 byte of `text` passes `test`, read in place (a scan through the string's
    /// index is several times slower, and this runs on every measurement).
    static func anyByte(of text: String, _ test: (UInt8) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(where: test) } ?? text.utf8.contains(where: test)
    }
}
