/// Splits text into a tag field's pieces: cut at delimiters, control characters made spaces,
/// whitespace trimmed, empty pieces dropped. Linear in the text's length, so a megabyte paste
/// costs one pass.
enum TagFieldTokenizer {
    /// The pieces of `text`, cut wherever `isDelimiter` says, cleaned and trimmed, the empty ones
    /// dropped.
    static func pieces(of text: some StringProtocol, cutAt isDelimiter: (Character) -> Bool) -> [String] {
        var pieces: [String] = []
        var start = text.startIndex
        var index = start
        while index < text.endIndex {
            if isDelimiter(text[index]) {
                append(text[start..<index], to: &pieces)
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        append(text[start..<text.endIndex], to: &pieces)
        return pieces
    }

    /// `text` with every control character (a tab, an escape, a NUL…) a space: what is left of
    /// a control character that is not a delimiter, so none is ever inside a tag.
    static func cleaned(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(isControl(scalar) ? " " : scalar) }
        return String(scalars)
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

    private static func append(_ piece: some StringProtocol, to pieces: inout [String]) {
        let trimmed = trimmed(cleaned(piece))
        if !trimmed.isEmpty { pieces.append(String(trimmed)) }
    }
}
