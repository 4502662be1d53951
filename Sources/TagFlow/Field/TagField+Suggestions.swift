/// The suggestion list: ranked again whenever the draft or the tags change while the field has
/// focus; closed while the trimmed draft is empty, after Escape (until the draft changes), on
/// blur and once one is accepted. No row is highlighted until ↓ or ↑ (so Return commits what
/// was typed); ↓ from the last row and ↑ from the first stay put.
extension TagField {
    /// Ranks the suggestions for the draft again, reporting a change.
    mutating func refreshSuggestions(_ out: inout FieldSink) {
        let query = String(TagFieldTokenizer.trimmed(draft))
        guard hasFocus, let source = suggestionSource, !query.isEmpty else {
            closeSuggestions(&out)
            return
        }
        var added = Set<[UInt8]>()
        for tag in controller.tags where editing?.id != tag.id { added.insert(Array(TextFolding.fold(Self.text(of: tag)).utf8)) }
        let (shown, count) = SuggestionRanking.rank(
            query, in: source.candidates(for: query), limit: options.maximumSuggestions, addedKeys: added,
            marksAdded: options.marksAddedSuggestions)
        let highlighted = highlightedSuggestion.flatMap { $0 < shown.count && shown == suggestions ? $0 : nil }
        setSuggestions(shown, matchCount: count, highlighted: highlighted, &out)
    }

    mutating func closeSuggestions(_ out: inout FieldSink) {
        setSuggestions([], matchCount: 0, highlighted: nil, &out)
    }

    private mutating func setSuggestions(_ rows: [TagSuggestion], matchCount: Int, highlighted: Int?, _ out: inout FieldSink) {
        guard rows != suggestions || matchCount != suggestionMatchCount || highlighted != highlightedSuggestion else { return }
        suggestions = rows
        suggestionMatchCount = matchCount
        highlightedSuggestion = highlighted
        out.emit(.didChangeSuggestions(matchCount: matchCount, shown: rows.count, highlighted: highlighted))
    }

    /// ↑ or ↓ in the open list; `false` when it is closed.
    mutating func moveHighlight(down: Bool, _ out: inout FieldSink) -> Bool {
        guard !suggestions.isEmpty else { return false }
        let next: Int
        if let current = highlightedSuggestion {
            next = down ? min(current + 1, suggestions.count - 1) : max(current - 1, 0)
        } else {
            next = down ? 0 : suggestions.count - 1
        }
        setSuggestions(suggestions, matchCount: suggestionMatchCount, highlighted: next, &out)
        return true
    }

    /// Return or Tab with a highlighted row: accepts it; `false` when none is highlighted.
    mutating func acceptHighlighted(_ out: inout FieldSink) throws(TagFlowError) -> Bool {
        guard let row = highlightedSuggestion, suggestions.indices.contains(row) else { return false }
        try accept(row, &out)
        return true
    }

    /// Adds the suggestion at `row` as a picked tag; the draft empties when it was added (an
    /// edit takes its text instead). A refused pick keeps the draft.
    mutating func accept(_ row: Int, _ out: inout FieldSink) throws(TagFlowError) {
        let text = suggestions[row].text
        returnFocusToDraft(&out)
        clearMark(&out)
        if editing != nil {
            setDraft(text, caret: text.count)
            try commitEdit(&out)
        } else if try offer([text], source: .picked, &out).isEmpty {
            setDraft("", caret: 0)
        }
        closeSuggestions(&out)
    }
}
