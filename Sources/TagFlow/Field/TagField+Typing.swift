/// Typing, pasting and committing the draft.
///
/// - Typed text goes in at the caret. When it holds a delimiter, the draft up to the last
///   delimiter is committed piece by piece and what follows stays.
/// - A paste is split on every delimiter and line break, together with the draft around the
///   caret, and every piece is committed; the draft keeps what was refused (as much as it
///   holds: `TagField.maximumDraftLength`). A paste without a delimiter is typed text. While a
///   tag is edited in place, the first piece is the tag's new text and the others are added after
///   it.
/// - Return (with `.return` among the delimiters) commits the draft; so does blur with
///   `commitsOnBlur`.
/// - **Refused pieces stay separable.** They stay in the draft joined by the first delimiter a
///   person would type (", " with comma, a space when none is a character), and the field
///   remembers where they meet (`draftBreaks`): committing the draft again gives the same pieces,
///   whatever the delimiters — with Return alone, "Smith, John" and "Doe, Jane" stay two. A break
///   goes when an edit touches the joiner at it.
extension TagField {
    mutating func type(_ text: String, _ out: inout FieldSink) throws(TagFlowError) {
        returnFocusToDraft(&out)
        clearMark(&out)
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
            let cut = draft.lastIndex(where: delimiters.endsTyped)
        else { return }
        let at = draft.distance(from: draft.startIndex, to: cut)
        let finished = draftSegments(in: 0..<at).flatMap(tokenized)
        // What follows the delimiter stays, its pieces apart, the last one as it is being typed.
        var tail = draftSegments(in: (at + 1)..<draft.count)
        let last = tail.popLast().map { TagFieldTokenizer.trimmed($0).isEmpty ? "" : String($0.drop(while: \.isWhitespace)) } ?? ""
        let refused = try offer(finished, source: .typed, &out)
        keepInDraft(refused + tail.flatMap(tokenized), then: last)
    }

    mutating func paste(_ text: String, _ out: inout FieldSink) throws(TagFlowError) {
        guard text.contains(where: options.delimiters.endsPasted) else {
            try type(TagFieldTokenizer.cleaned(text), &out)
            return
        }
        returnFocusToDraft(&out)
        clearMark(&out)
        // The paste joins the text around the caret, within the piece the caret is in.
        let segments = draftParts(in: 0..<draft.count)
        let k = segments.lastIndex { $0.start <= caret } ?? 0
        let split = segments[k].text.index(segments[k].text.startIndex, offsetBy: min(max(0, caret - segments[k].start), segments[k].text.count))
        let joined = String(segments[k].text[..<split]) + text + String(segments[k].text[split...])
        var pieces = segments[..<k].flatMap { tokenized($0.text) }
        pieces += tokenized(Substring(joined))
        pieces += segments[(k + 1)...].flatMap { tokenized($0.text) }
        if editing != nil {
            try pasteIntoEdit(pieces, &out)
            return
        }
        keepInDraft(try offer(pieces, source: .pasted, &out))
    }

    /// A paste while a tag is edited in place: the first piece is the tag's new text, the others
    /// are added after the tag; every piece is committed.
    private mutating func pasteIntoEdit(_ pieces: [String], _ out: inout FieldSink) throws(TagFlowError) {
        guard let first = pieces.first, let id = editing else { return }
        setDraft(first, caret: first.count)
        let ended = try commitEdit(&out)
        let index = controller.index(ofID: id).map { $0 + 1 }
        let refused = try offer(Array(pieces.dropFirst()), source: .pasted, at: index, &out)
        guard !refused.isEmpty else { return }
        // Refused pieces wait in the entry's draft, after what it held (the edit goes on when its
        // own piece was refused).
        if ended {
            appendToDraft(refused)
        } else if var saved = edit {
            // The entry's draft, saved while the tag is the editor, takes them.
            swap(&saved.draft, &draft)
            swap(&saved.breaks, &draftBreaks)
            appendToDraft(refused)
            saved.caret = caret
            swap(&saved.draft, &draft)
            swap(&saved.breaks, &draftBreaks)
            caret = draft.count
            edit = saved
        }
    }

    /// Deletes the draft's characters in `range` (cut at the draft's end), as the text entry's
    /// own editing did; the caret goes to where they were.
    mutating func deleteText(_ range: Range<Int>, _ out: inout FieldSink) {
        returnFocusToDraft(&out)
        clearMark(&out)
        removeCharacters(range)
    }

    /// Commits the whole draft (Return, blur); `false` when it was empty.
    @discardableResult
    mutating func commitDraft(_ out: inout FieldSink) throws(TagFlowError) -> Bool {
        let pieces = draftSegments(in: 0..<draft.count).flatMap(tokenized)
        guard !pieces.isEmpty else { return false }
        keepInDraft(try offer(pieces, source: .typed, &out))
        return true
    }

    /// The pieces a paste of `text` into an empty draft is split into: what it commits.
    public func pieces(ofPaste text: String) -> [String] {
        tokenized(Substring(text))
    }

    /// `text` cut at every delimiter and line break, cleaned and trimmed, the empty pieces dropped.
    func tokenized(_ text: Substring) -> [String] {
        TagFieldTokenizer.pieces(of: text, cutAt: options.delimiters.endsPasted)
    }

    /// The draft's text in `range`, cut at the remembered breaks (the joiners left out).
    func draftSegments(in range: Range<Int>) -> [Substring] {
        draftParts(in: range).map(\.text)
    }

    /// The draft's text in `range` cut at the remembered breaks, each part with the character
    /// offset it starts at (a part is kept even when empty).
    func draftParts(in range: Range<Int>) -> [(start: Int, text: Substring)] {
        let joiner = options.delimiters.joiner.count
        var bounds: [Range<Int>] = []
        var start = 0
        for cut in draftBreaks {
            bounds.append(start..<cut)
            start = cut + joiner
        }
        bounds.append(start..<draft.count)
        return bounds.compactMap { part in
            let lower = max(part.lowerBound, range.lowerBound), upper = min(part.upperBound, range.upperBound)
            guard lower <= upper, part.lowerBound <= range.upperBound, part.upperBound >= range.lowerBound else { return nil }
            let from = draft.index(draft.startIndex, offsetBy: lower)
            return (lower, draft[from..<draft.index(from, offsetBy: upper - lower)])
        }
    }

    /// Puts `pieces` in the draft, joined by the delimiters' joiner with a break remembered at
    /// each, then `rest` (typed after the last delimiter) after another; the caret at the end.
    mutating func keepInDraft(_ pieces: [String], then rest: String = "") {
        setDraft("", caret: 0)
        appendToDraft(pieces + (rest.isEmpty ? [] : [rest]))
    }

    /// Adds `pieces` after the draft's text, a break remembered before each, as many of them, in
    /// order, as the draft holds (`TagField.maximumDraftLength`); the caret at the end.
    mutating func appendToDraft(_ pieces: [String]) {
        let joiner = options.delimiters.joiner
        var text = draft
        var breaks = draftBreaks
        var length = draft.count
        // One scan over the pieces as they are joined: the draft's limits, in linear time.
        var scan = TextLimitScan()
        _ = scan.add(draft)
        for piece in pieces where !piece.isEmpty {
            var next = scan
            let joins = !text.isEmpty
            guard next.add(joins ? joiner : "") == nil, next.add(piece) == nil, next.length <= TagText.maximumLength else { break }
            scan = next
            if joins {
                breaks.append(length)
                text += joiner
                length += joiner.count
            }
            text += piece
            length += piece.count
        }
        setDraft(text, caret: text.count, breaks: breaks)
    }

    mutating func insertAtCaret(_ text: String) {
        guard !text.isEmpty else { return }
        let offset = min(caret, draft.count)
        let split = draft.characterIndex(offset)
        let end = draft.utf8Offset(of: split) + text.utf8.count
        let before = draft.count
        draft.insert(contentsOf: text, at: split)
        // Typed text may join the character before it (a combining mark): the caret goes after
        // the character the typing ended in.
        caret = draft.characterCount(startingBefore: end)
        let grown = draft.count - before
        let joiner = options.delimiters.joiner.count
        // A break moves with the text after it; typing into its joiner ends it.
        draftBreaks = draftBreaks.compactMap { cut in
            if offset <= cut { return cut + grown }
            return offset < cut + joiner ? nil : cut
        }
    }

    /// Removes the draft's characters in `range` (cut at its end); the caret goes where they were.
    mutating func removeCharacters(_ range: Range<Int>) {
        let lower = max(0, min(range.lowerBound, draft.count)), upper = max(lower, min(range.upperBound, draft.count))
        let start = draft.characterIndex(lower)
        let bytes = draft.utf8Offset(of: start)
        draft.removeSubrange(start..<draft.index(start, offsetBy: upper - lower))
        // Neighbours may join once the text between them is gone (the halves of a flag).
        caret = draft.characterCount(startingBefore: bytes)
        let joiner = options.delimiters.joiner.count
        draftBreaks = draftBreaks.compactMap { cut in
            if cut + joiner <= lower { return cut }
            if cut >= upper { return cut - (upper - lower) }
            return nil
        }
    }

    /// Takes focus from a tag back to the draft.
    mutating func returnFocusToDraft(_ out: inout FieldSink) {
        hasFocus = true
        guard controller.focusedID != nil else { return }
        try? controller.focus(at: nil)
        out.emit(.didChangeFocus(index: nil, id: nil))
    }
}
