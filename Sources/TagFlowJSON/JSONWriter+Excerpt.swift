extension JSONWriter {
    /// The most characters (Unicode scalars) of a value that an error message quotes: 40.
    ///
    /// Messages name the offending value so a reader can find it, not so it can be copied: a
    /// 1 MB string must not become a 1 MB line on standard error (or in a batch's error line).
    public static let excerptLength = 40

    /// `text` as a JSON string literal for a message: whole when it has at most `excerptLength`
    /// characters, else its first `excerptLength` followed by `…` inside the quotes.
    public static func quotedExcerpt(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: excerptLength, limitedBy: scalars.endIndex),
            end != scalars.endIndex
        else { return quoted(text) }
        return quoted(String(scalars[..<end]) + "…")
    }

    /// Whether a message would show `text` shortened by `quotedExcerpt(_:)`.
    public static func isLongerThanExcerpt(_ text: String) -> Bool {
        text.utf8.count > excerptLength && text.unicodeScalars.count > excerptLength
    }
}
