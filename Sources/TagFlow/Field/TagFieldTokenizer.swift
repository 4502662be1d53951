/// Splits text into a tag field's pieces: cut at delimiters, control characters made spaces,
/// whitespace trimmed, empty pieces dropped. Linear in the text's length, so a megabyte paste
/// costs one pass.
enum TagFieldTokenizer {
    /// The pieces of `text`, cut at every delimiter `isDelimiter` names — a scalar that is a
    /// character of its own (a comma followed by a combining mark is not one) — cleaned and
    /// trimmed, the empty ones dropped. It reads scalars, not characters: a paste is split in
    /// one pass without finding its characters' bounds.
    static func pieces(of text: Substring, cutAt isDelimiter: (Unicode.Scalar) -> Bool) -> [String] {
        var pieces: [String] = []
        let utf8 = text.utf8
        // UTF-8 offsets: where the piece under way starts, and the scalar being read.
        var start = 0
        var offset = 0
        var hasControl = false
        // A delimiter read, which cuts unless the next scalar joins it in one character.
        var pending: (scalar: Unicode.Scalar, at: Int)?
        func cut(before end: Int) {
            let from = utf8.index(utf8.startIndex, offsetBy: start)
            let piece = String(text[from..<utf8.index(from, offsetBy: end - start)])
            append(hasControl ? cleaned(piece) : piece, to: &pieces)
            hasControl = false
        }
        // One pass with the scalars' iterator (indexing the scalar view validates every index).
        for scalar in text.unicodeScalars {
            if let delimiter = pending {
                pending = nil
                if !extends(scalar, after: delimiter.scalar) {
                    cut(before: delimiter.at)
                    start = offset
                }
            }
            if isDelimiter(scalar) {
                pending = (scalar, offset)
            } else if isControl(scalar) {
                hasControl = true
            }
            offset += UTF8.width(scalar)
        }
        if let delimiter = pending {
            cut(before: delimiter.at)
            start = offset
        }
        cut(before: offset)
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
        // A control character's UTF-8 starts below 0x20, is 0x7F, or starts with 0xC2 (C1).
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }), text.unicodeScalars.contains(where: isControl)
        else { return String(text) }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(isControl(scalar) ? " " : scalar) }
        return String(scalars)
    }

    /// `text` cleaned and trimmed, as a piece is.
    static func cleanedAndTrimmed(_ text: String) -> String {
        trimmedEnds(cleaned(text))
    }

    /// `clean` without whitespace at either end.
    private static func trimmedEnds(_ clean: String) -> String {
        // Ends that are printable ASCII start and end characters that are not whitespace.
        if let first = clean.utf8.first, let last = clean.utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return clean
        }
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

    /// Appends `piece` (cleaned already) trimmed, unless that leaves nothing.
    private static func append(_ piece: String, to pieces: inout [String]) {
        let trimmed = trimmedEnds(piece)
        if !trimmed.isEmpty { pieces.append(trimmed) }
    }
}
