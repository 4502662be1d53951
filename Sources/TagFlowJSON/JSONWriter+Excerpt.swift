extension JSONWriter {
    /// The most characters (Unicode scalars) of a value that an error message quotes: 40.
    ///
    /// Messages name the offending value so a reader can find it, not so it can be copied: a
    /// 1 MB string must not become a 1 MB line on standard error (or in a batch's error line).
    package static let excerptLength = 40

    /// `text` as a JSON string literal for a message: whole when it has at most `excerptLength`
    /// characters, else its first `excerptLength` followed by `…` inside the quotes. Beyond what
    /// `quoted(_:)` escapes, every character that could break a message's line or its reading
    /// order is escaped as `\uXXXX` (see `isEscapedInMessages(_:)`), so the literal reads back to
    /// the text and the message stays one line that reads as written.
    package static func quotedExcerpt(_ text: String) -> String {
        var output: [UInt8] = []
        appendQuoted(excerpt(text), to: &output, forMessage: true)
        return String(decoding: output, as: UTF8.self)
    }

    /// The first `excerptLength` characters of `text` followed by `…`, or `text` when it has no
    /// more: how a message shows a long literal that needs no quotes (a number too large for a
    /// double is echoed by its first 40 digits).
    package static func excerpt(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: excerptLength, limitedBy: scalars.endIndex),
            end != scalars.endIndex
        else { return text }
        return String(scalars[..<end]) + "…"
    }

    /// Whether a message escapes `scalar`: the control characters (C0, DEL and C1, U+0085 NEXT
    /// LINE and U+009B among them), the line and paragraph separators, and the bidi controls
    /// (U+061C, U+200E, U+200F, U+202A…U+202E, U+2066…U+2069), which could end a line of
    /// standard error or reorder what follows. The rule of the engine's messages too.
    package static func isEscapedInMessages(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether a message of an error about `text` would show it shortened by `quotedExcerpt(_:)`.
    package static func isLongerThanExcerpt(_ text: String) -> Bool {
        text.utf8.count > excerptLength && text.unicodeScalars.count > excerptLength
    }
}
