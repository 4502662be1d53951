import PropertyBased
import Testing
@testable import TagFlow

/// The suggestion search: the fast ranking against the plain search of every candidate; groups,
/// headers and the order of kinds.
@Suite("Suggestion search")
struct SuggestionSearchTests {
    /// Candidates from a small alphabet (ASCII, accented, non-Latin, spaces, hyphens), so queries
    /// match often, at word starts and inside words, across the eight-byte words.
    static let alphabet = ["a", "b", "ab", " ", "-", "é", "É", "ß", "字", "ｂ", "x", "1"]
    static let candidate = Gen.int(in: 0...11).array(of: 0...14).map { $0.map { alphabet[$0] }.joined() }

    /// A ranking as text, to compare two.
    static func described(_ ranked: SuggestionRanking.Ranked) -> String {
        "\(ranked.rows.map { "\($0.candidate) \($0.kind) \($0.offset)" }) of \(ranked.matchCount), \(ranked.matches.map { "\($0)" } ?? "-")"
    }

    /// The fast ranking (the lists of one letter, the rarest byte pair, a recent query's matches)
    /// against the plain search of every candidate: groups, added candidates left out or marked,
    /// every limit.
    @Test func theFastRankingIsThePlainSearch() async {
        let settings = zip(Gen.int(in: 0...3), Gen.int(in: 0...9).array(of: 0...4), Gen.bool(), Gen.int(in: 0...2))
        await propertyCheck(count: 800, input: Self.candidate.array(of: 0...40), Self.candidate, settings) { candidates, query, setting in
            let (groups, addedPicks, marks, size) = setting
            let cut = candidates.count * groups / 4
            let index = CandidateIndex(
                [TagSuggestionGroup(Array(candidates[..<cut]), title: "A"), TagSuggestionGroup(Array(candidates[cut...]), title: nil)],
                lists: size != 1)
            var asked = SuggestionRanking.Query(needle: Array(TextFolding.fold(query).utf8), limit: [1, 3, 100][size])
            asked.added = Set(addedPicks.filter { $0 < candidates.count }.map(Int32.init))
            asked.marksAdded = marks
            let plain = SuggestionRanking.rankPlainly(asked, in: index)
            #expect(Self.described(SuggestionRanking.rank(asked, in: index)) == Self.described(plain), "\(candidates) \(query.debugDescription)")
            // A query met before, or one it extends, searches that one's matches.
            let shorter = Array(asked.needle.prefix(3))
            if shorter.count == 3, let recent = SuggestionRanking.rank(SuggestionRanking.Query(needle: shorter, limit: 1), in: index).matches {
                #expect(Self.described(SuggestionRanking.rank(asked, in: index, recent: recent)) == Self.described(plain))
            }
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
