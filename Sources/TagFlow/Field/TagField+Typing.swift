/// Typing, pasting and committing the draft.
///
/// - Typed text goes in at the caret. When it holds a delimiter, the draft up to the last
///   delimiter is committed piece by piece and what follows stays; refused pieces stay in the
///   draft, joined by the first delimiter a person would type (", " with comma).
/// - A paste is split on every delimiter and line break, together with the draft around the
///   caret, and every piece is committed; the draft keeps what was refused (as much as it
///   holds: `TagField.maximumDraftLength`). A paste without a delimiter is typed text.
/// - Return (with `.return` among the delimiters) commits the draft; so does blur with
///   `commitsOnBlur`.
extension TagField {
    mutating func type(_ text: String, _ out: inout FieldSink) throws(TagFlowError) {
        returnFocusToDraft(&out)
        clearMark(&out)
        backspaceDeletedText = false
        let delimiters = options.delimiters
        if editing != nil, let cut = text.firstIndex(where: delimiters.endsTyped) {
            guard typeAtCaret(String(text[..<cut]), &out) else { return }
            // The delimiter ends the edit; what follows starts the next tag.
            if try commitEdit(&out) { try type(String(text[text.index(after: cut)...].drop(while: \.isWhitespace)), &out) }
            return
        }
        guard typeAtCaret(text, &out) else { return }
        // Only a delimiter typed now commits: refused pieces left in the draft wait for one.
        guard editing == nil, text.contains(where: delimiters.endsTyped),
            let (finished, tail) = TagFieldTokenizer.splitAtLastDelimiter(draft, isDelimiter: delimiters.endsTyped)
        else { return }
        let pieces = TagFieldTokenizer.pieces(of: finished, cutAt: delimiters.endsPasted)
        let refused = try offer(pieces, source: .typed, &out)
        let rest = String(TagFieldTokenizer.trimmed(tail).isEmpty ? "" : tail.drop(while: \.isWhitespace))
        keepInDraft(refused + [rest])
    }

    mutating func paste(_ text: String, _ out: inout FieldSink) throws(TagFlowError) {
        let delimiters = options.delimiters
        guard editing == nil, text.contains(where: delimiters.endsPasted) else {
            // Line breaks never go into a draft: in an edit they become spaces.
            try type(String(text.map { $0.isNewline ? " " : $0 }), &out)
            return
        }
        returnFocusToDraft(&out)
        clearMark(&out)
        let split = draft.characterIndex(caret)
        let combined = draft[..<split] + text + draft[split...]
        keepInDraft(try offer(TagFieldTokenizer.pieces(of: combined, cutAt: delimiters.endsPasted), source: .pasted, &out))
    }

    /// Deletes the draft's characters in `range` (cut at the draft's end), as the text entry's
    /// own editing did; the caret goes to where they were.
    mutating func deleteText(_ range: Range<Int>, _ out: inout FieldSink) {
        returnFocusToDraft(&out)
        clearMark(&out)
        let start = draft.characterIndex(range.lowerBound)
        let offset = draft.utf8Offset(of: start)
        draft.removeSubrange(start..<draft.characterIndex(range.upperBound))
        caret = draft.characterCount(startingBefore: offset)
    }

    /// Commits the whole draft (Return, blur); `false` when it was empty.
    @discardableResult
    mutating func commitDraft(_ out: inout FieldSink) throws(TagFlowError) -> Bool {
        let pieces = TagFieldTokenizer.pieces(of: draft, cutAt: options.delimiters.endsPasted)
        guard !pieces.isEmpty else { return false }
        keepInDraft(try offer(pieces, source: .typed, &out))
        return true
    }

    /// The pieces a paste of `text` into an empty draft is split into: what it commits.
    public func pieces(ofPaste text: String) -> [String] {
        TagFieldTokenizer.pieces(of: text, cutAt: options.delimiters.endsPasted)
    }

    mutating func insertAtCaret(_ text: String) {
        guard !text.isEmpty else { return }
        let split = draft.characterIndex(caret)
        let end = draft.utf8Offset(of: split) + text.utf8.count
        draft.insert(contentsOf: text, at: split)
        // A mark typed alone joins the character before it: the caret goes after that character.
        caret = draft.characterCount(startingBefore: end)
    }

    /// Takes focus from a tag back to the draft.
    mutating func returnFocusToDraft(_ out: inout FieldSink) {
        hasFocus = true
        guard controller.focusedID != nil else { return }
        try? controller.focus(at: nil)
        out.emit(.collection(.didChangeFocus(index: nil, id: nil)))
    }
}
