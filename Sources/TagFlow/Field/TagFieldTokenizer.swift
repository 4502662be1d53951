/// Splits text into a tag field's pieces: cut at delimiters, control characters made spaces,
/// whitespace trimmed, empty pieces dropped. Linear in the text's length, so a megabyte paste
/// costs one pass.
enum TagFieldTokenizer {
    /// The pieces of `text`, cut at every delimiter `isDelimiter` names — a scalar that is a
    /// character of its own (a comma followed by a combining mark is not one) — cleaned and
    /// trimmed, the empty ones dropped. It reads scalars, not characters: a paste is split in
    /// one pass without finding its characters' bounds.
    static func pieces(of text: Substring, cutAt isDelimiter: (Unicode.Scalar) -> Bool) -> [String] {
        let scalars = text.unicodeScalars
        var pieces: [String] = []
        var start = scalars.startIndex
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if isDelimiter(scalar), next == scalars.endIndex || !extends(scalars[next], after: scalar) {
                append(String(Substring(scalars[start..<index])), to: &pieces)
                start = next
            }
            index = next
        }
        append(String(Substring(scalars[start..<scalars.endIndex])), to: &pieces)
        return pieces
    }

    /// Whether `next` joins `scalar` in one character: a mark, a joiner or a spacing mark after
    /// anything but a control character (after which a character always ends).
    private static func extends(_ next: Unicode.Scalar, after scalar: Unicode.Scalar) -> Bool {
        guard !isControl(scalar), !next.isASCII else { return false }
        let properties = next.properties
        return properties.isGraphemeExtend || next.value == 0x200D || properties.generalCategory == .spacingMark
    }

    /// `text` with every control character (a tab, an escape, a NUL…) a space: what is left of
    /// a control character that is not a delimiter, so none is ever inside a tag.
    static func cleaned(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(isControl(scalar) ? " " : scalar) }
        return String(scalars)
    }

    /// `text` cleaned and trimmed, as a piece is.
    static func cleanedAndTrimmed(_ text: String) -> String {
        let clean = cleaned(text)
        guard let first = clean.first, let last = clean.last, !first.isWhitespace, !last.isWhitespace else {
            return String(trimmed(clean))
        }
        return clean
    }

    /// `text` without whitespace and line breaks at either end.
    static func trimmed(_ text: some StringProtocol) -> Substring {
        let sub = Substring(text)
        guard let first = sub.firstIndex(where: { !$0.isWhitespace }) else { return sub[sub.endIndex...] }
        let last = sub.lastIndex(where: { !$0.isWhitespace })!
        return sub[first...last]
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func append(_ piece: String, to pieces: inout [String]) {
        let trimmed = cleanedAndTrimmed(piece)
        if !trimmed.isEmpty { pieces.append(trimmed) }
    }
}
