/// The draft stays a text a tag could hold: at most `TagText.maximumLength` characters (Unicode
/// scalars), at most `TagText.maximumCombiningMarks` combining marks in a row, no noncharacter
/// (`TagText.checkLimits()`), however it was typed — a mark at a time, paste after paste — so it
/// can always be drawn and committed. Typed text that would pass a limit is refused whole
/// (`didRefuse` with the limit as its `invalid` reason) and the draft keeps what it held; refused
/// pieces put back in the draft stop at the first that does not fit.
extension TagField {
    /// The most characters (Unicode scalars) the draft holds: a tag's text's limit.
    public static let maximumDraftLength = TagText.maximumLength

    /// Why `text` cannot be a tag's text (or the draft), or `nil` when it can.
    static func textProblem(_ text: String) -> String? {
        do {
            try TagText.plain(text).checkLimits()
            return nil
        } catch {
            if case .invalidText(_, let problem) = error.reason { return problem }
            return error.description
        }
    }

    /// Inserts typed `text` at the caret, or refuses it when the draft could not hold the
    /// result; `false` when refused.
    mutating func typeAtCaret(_ text: String, _ out: inout FieldSink) -> Bool {
        let before = (draft, caret, draftBreaks)
        insertAtCaret(text)
        guard let problem = Self.textProblem(draft) else { return true }
        (draft, caret, draftBreaks) = before
        out.emit(.didRefuse(text: text, reason: .invalid("the draft cannot take it: \(problem)"), source: .typed))
        return false
    }
}
