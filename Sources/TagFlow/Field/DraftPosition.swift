/// Where the caret stands after an edit, in `Character`s that stay valid: typed or deleted text
/// can join the characters around it (a combining mark, a ZWJ or U+FE0F joins the character
/// before it; half a flag, a Hangul jamo or a line feed after a carriage return joins its
/// neighbour), so the draft may hold fewer characters than the old count plus what was typed.
extension String {
    /// How many of the string's characters start before its `utf8Offset`-th byte: the caret's
    /// offset after an edit that ended there, after the character it ended inside (never past
    /// the end).
    func characterCount(startingBefore utf8Offset: Int) -> Int {
        let position = utf8.index(startIndex, offsetBy: Swift.min(Swift.max(utf8Offset, 0), utf8.count))
        var count = 0
        var index = startIndex
        while index < position {
            formIndex(after: &index)
            count += 1
        }
        return count
    }

    /// The index of the `offset`-th character, the end for an offset past it.
    func characterIndex(_ offset: Int) -> Index {
        index(startIndex, offsetBy: Swift.max(offset, 0), limitedBy: endIndex) ?? endIndex
    }

    /// The UTF-8 offset of `index`.
    func utf8Offset(of index: Index) -> Int {
        utf8.distance(from: startIndex, to: index)
    }
}
