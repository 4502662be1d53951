import PropertyBased
import Testing
@testable import TagFlow

/// The suggestion search: the word-at-a-time scan over every candidate against the plain search
/// of one candidate at a time, and a query narrowed from the one before against a whole search;
/// groups, headers and the order of kinds.
@Suite("Suggestion search")
struct SuggestionSearchTests {
    /// Candidates from a small alphabet (ASCII, accented, non-Latin, spaces, hyphens), so queries
    /// match often, at word starts and inside words, across the eight-byte words.
    static let alphabet = ["a", "b", "ab", " ", "-", "é", "É", "ß", "字", "ｂ", "x", "1"]
    static let candidate = Gen.int(in: 0...11).array(of: 0...14).map { $0.map { alphabet[$0] }.joined() }

    @Test func theScanFindsWhatTheSearchOfEachCandidateFinds() async {
        await propertyCheck(count: 600, input: Self.candidate.array(of: 0...40), Self.candidate) { candidates, query in
            let index = CandidateIndex([TagSuggestionGroup(candidates)])
            let needle = Array(TextFolding.fold(query).utf8)
            guard !needle.isEmpty else { return }
            var scanned: [String] = []
            index.forEachMatch(of: needle) { c, kind, offset in scanned.append("\(c) \(kind) \(offset)") }
            let plain = candidates.indices.compactMap { c in index.match(needle, in: c).map { "\(c) \($0.kind) \($0.offset)" } }
            #expect(scanned == plain, "\(candidates) \(query.debugDescription)")
        }
    }

    @Test func aQueryNarrowedFromTheOneBeforeRanksAsAWholeSearch() async {
        await propertyCheck(count: 400, input: Self.candidate.array(of: 0...40), Self.candidate, Self.candidate) { candidates, first, more in
            let index = CandidateIndex([TagSuggestionGroup(candidates, title: "A"), TagSuggestionGroup(candidates.reversed(), title: "B")])
            let short = Array(TextFolding.fold(first).utf8), long = Array(TextFolding.fold(first + more).utf8)
            guard !short.isEmpty else { return }
            let before = SuggestionRanking.rank(short, in: index, among: nil, limit: 5, added: [], marksAdded: false)
            let narrowed = SuggestionRanking.rank(long, in: index, among: before.matches, limit: 5, added: [], marksAdded: false)
            let whole = SuggestionRanking.rank(long, in: index, among: nil, limit: 5, added: [], marksAdded: false)
            #expect(narrowed.matches == whole.matches && narrowed.matchCount == whole.matchCount)
            #expect(narrowed.rows.map { "\($0.candidate) \($0.kind) \($0.offset)" } == whole.rows.map { "\($0.candidate) \($0.kind) \($0.offset)" })
        }
    }

    @Test func groupsKeepTheirOrderAndEachRankIsWithinItsGroup() throws {
        let source = TagSuggestionSource(groups: [
            TagSuggestionGroup(["Server-side Swift", "Swift"], title: "Recent"),
            TagSuggestionGroup(["Ada Swift", "Swanson"], title: "People"),
            TagSuggestionGroup(["sweet"], title: nil),
        ])
        var field = try tagField(source: source)
        try field.run([.text("sw")])
        #expect(field.suggestions.map(\.text) == ["Swift", "Server-side Swift", "Swanson", "Ada Swift", "sweet"])
        #expect(field.suggestions.map(\.group) == ["Recent", "Recent", "People", "People", nil])
        // The highlight moves over rows only: the headers are not rows.
        try field.press(.down, at: 0)
        try field.press(.down, at: 1)
        try field.press(.down, at: 2)
        #expect(field.highlightedSuggestion == 2 && field.suggestions[2].group == "People")
        let update = try field.press(.down, at: 3)
        #expect(field.announcement(for: update) == "Ada Swift, People, 4 of 5.")
    }

    @Test func theLimitCutsAcrossGroupsAndTheCountIsEveryMatch() throws {
        let source = TagSuggestionSource(groups: [TagSuggestionGroup(["a1", "a2", "a3"], title: "A"), TagSuggestionGroup(["a4", "a5"], title: "B")])
        var field = try tagField(options: fieldOptions(maximumSuggestions: 4), source: source)
        try field.run([.text("a")])
        #expect(field.suggestions.map(\.text) == ["a1", "a2", "a3", "a4"])
        #expect(field.suggestionMatchCount == 5)
    }
}
