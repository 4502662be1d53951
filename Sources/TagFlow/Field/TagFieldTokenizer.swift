/// Splits text into a tag field's pieces: cut at delimiters, whitespace trimmed, empty pieces
/// dropped. Linear in the text's length, so a megabyte paste costs one pass.
enum TagFieldTokenizer {
    /// The pieces of `text`, cut wherever `isDelimiter` says, trimmed, the empty ones dropped.
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

    /// The text before the last delimiter of `text` (`nil` when there is none) and the text after.
    static func splitAtLastDelimiter(
        _ text: String, isDelimiter: (Character) -> Bool
    ) -> (finished: Substring, tail: Substring)? {
        guard let last = text.lastIndex(where: isDelimiter) else { return nil }
        return (text[..<last], text[text.index(after: last)...])
    }

    /// `text` without whitespace and line breaks at either end.
    static func trimmed(_ text: some StringProtocol) -> Substring {
        let sub = Substring(text)
        guard let first = sub.firstIndex(where: { !$0.isWhitespace }) else { return sub[sub.endIndex...] }
        let last = sub.lastIndex(where: { !$0.isWhitespace })!
        return sub[first...last]
    }

    private static func append(_ piece: some StringProtocol, to pieces: inout [String]) {
        let trimmed = trimmed(piece)
        if !trimmed.isEmpty { pieces.append(String(trimmed)) }
    }
}
