/// The suggestion list: ranked again whenever the draft or the tags change while the field has
/// focus. It is open while the trimmed draft is not empty, or once ↓ opened it (every suggestion
/// then, for an empty draft), until Escape closes it (till the draft changes or ↓ opens it
/// again), blur, or a row is accepted. No row is highlighted until ↓ or ↑ (so Return commits what
/// was typed); ↓ from the last row and ↑ from the first stay put. An asynchronous source is asked
/// for the query instead (`didRequestSuggestions`), the list shows a loading row until the
/// answer for that query arrives, and closing the list cancels the request.
extension TagField {
    /// Ranks the suggestions for the draft again, reporting a change.
    mutating func refreshSuggestions(_ out: inout FieldSink) {
        let query = String(TagFieldTokenizer.trimmed(draft))
        guard hasFocus, let source = suggestionSource, !listDismissed, !query.isEmpty || listRequested else {
            closeSuggestions(&out)
            return
        }
        let needle = Array(TextFolding.fold(query).utf8)
        var asked = SuggestionRanking.Query(needle: needle, limit: options.maximumSuggestions, marksAdded: options.marksAddedSuggestions)
        let index: CandidateIndex
        let ranked: SuggestionRanking.Ranked
        switch source.storage {
        case .list(let list):
            index = list
            asked.added = addedCandidates(in: list)
            ranked = SuggestionRanking.rank(asked, in: list, recent: rankingMemo.matches(extendedBy: needle))
            if let matches = ranked.matches { rankingMemo.remember(needle, matches: matches) }
        case .provider(let provider):
            index = CandidateIndex([TagSuggestionGroup(provider(query))])
            asked.added = addedCandidates(in: index)
            ranked = SuggestionRanking.rank(asked, in: index)
        case .answeredLater:
            guard let answer, answer.query == query else {
                request(query, &out)
                return
            }
            index = answer.candidates
            asked.added = addedCandidates(in: index)
            ranked = SuggestionRanking.answer(asked, in: index)
        }
        let rows = ranked.rows.map { row(index, $0, needleLength: needle.count, added: asked.added) }
        let highlighted = highlightedSuggestion.flatMap { $0 < rows.count && rows == suggestions ? $0 : nil }
        setSuggestions(rows, matchCount: ranked.matchCount, highlighted: highlighted, loading: false, &out)
    }

    /// Candidate `row.candidate` of `index` as a row: its text, its matched characters, its group.
    private func row(
        _ index: CandidateIndex, _ row: (candidate: Int, kind: TagSuggestion.MatchKind, offset: Int), needleLength: Int, added: Set<Int32>
    ) -> TagSuggestion {
        let text = index.texts[row.candidate]
        let range = row.offset < 0 || needleLength == 0
            ? 0..<0 : FoldedText(text).characterRange(ofBytes: row.offset..<(row.offset + needleLength))
        let group = index.groupEnds.firstIndex { row.candidate < $0 }.flatMap { index.titles[$0] }
        return TagSuggestion(text: text, matchRange: range, kind: row.kind, isAdded: added.contains(Int32(row.candidate)), group: group)
    }

    /// The candidates of `index` that fold as a tag of the field does (the one edited apart).
    private func addedCandidates(in index: CandidateIndex) -> Set<Int32> {
        var added = Set<Int32>()
        for tag in controller.tags where tag.id != editing {
            added.formUnion(index.candidates(folded: Array(TextFolding.fold(Self.text(of: tag)).utf8)))
        }
        return added
    }

    /// Asks an asynchronous source for `query` (a request under way for another is replaced),
    /// with the loading row shown meanwhile.
    private mutating func request(_ query: String, _ out: inout FieldSink) {
        if pendingQuery != query {
            pendingQuery = query
            out.emit(.didRequestSuggestions(query: query))
        }
        setSuggestions([], matchCount: 0, highlighted: nil, loading: true, &out)
    }

    /// An asynchronous answer: shown when it answers the query asked, else dropped (`false`).
    mutating func receive(_ groups: [TagSuggestionGroup], for query: String, _ out: inout FieldSink) -> Bool {
        guard suggestionSource?.answersLater == true, pendingQuery == query else { return false }
        pendingQuery = nil
        let index = CandidateIndex(groups)
        answer = (query, index)
        for text in index.texts { answeredTexts[TextFolding.fold(text)] = answeredTexts[TextFolding.fold(text)] ?? text }
        refreshSuggestions(&out)
        return true
    }

    mutating func closeSuggestions(_ out: inout FieldSink) {
        if pendingQuery != nil {
            pendingQuery = nil
            out.emit(.didRequestSuggestions(query: nil))
        }
        setSuggestions([], matchCount: 0, highlighted: nil, loading: false, &out)
    }

    private mutating func setSuggestions(
        _ rows: [TagSuggestion], matchCount: Int, highlighted: Int?, loading: Bool, _ out: inout FieldSink
    ) {
        guard rows != suggestions || matchCount != suggestionMatchCount || highlighted != highlightedSuggestion
            || loading != isLoadingSuggestions
        else { return }
        suggestions = rows
        suggestionMatchCount = matchCount
        highlightedSuggestion = highlighted
        isLoadingSuggestions = loading
        out.emit(.didChangeSuggestions(matchCount: matchCount, shown: rows.count, highlighted: highlighted, isLoading: loading))
    }

    /// ↑ or ↓ in the draft: moves the highlight in the open list; with the list closed, ↓ (and
    /// Alt+↓, which highlights nothing) opens it, Alt+↑ closes it. `false` when nothing is done.
    mutating func arrow(down: Bool, alt: Bool, _ out: inout FieldSink) -> Bool {
        let isOpen = !suggestions.isEmpty || isLoadingSuggestions
        if alt {
            guard down else {
                guard isOpen else { return false }
                listDismissed = true
                listRequested = false
                closeSuggestions(&out)
                return true
            }
            guard !isOpen else { return true }
            return open(highlightingFirst: false, &out)
        }
        guard isOpen else { return down && open(highlightingFirst: true, &out) }
        guard !suggestions.isEmpty else { return true }
        let next: Int
        if let current = highlightedSuggestion {
            next = down ? min(current + 1, suggestions.count - 1) : max(current - 1, 0)
        } else {
            next = down ? 0 : suggestions.count - 1
        }
        setSuggestions(suggestions, matchCount: suggestionMatchCount, highlighted: next, loading: isLoadingSuggestions, &out)
        return true
    }

    /// Opens the list from the keyboard (after Escape, or for an empty draft: every suggestion).
    private mutating func open(highlightingFirst: Bool, _ out: inout FieldSink) -> Bool {
        guard suggestionSource != nil else { return false }
        listDismissed = false
        listRequested = true
        refreshSuggestions(&out)
        if highlightingFirst, !suggestions.isEmpty {
            setSuggestions(suggestions, matchCount: suggestionMatchCount, highlighted: 0, loading: isLoadingSuggestions, &out)
        }
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
        listRequested = false
        closeSuggestions(&out)
    }
}
