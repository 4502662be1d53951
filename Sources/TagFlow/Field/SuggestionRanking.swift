/// Ranks a source's candidates against a query: within each group (the groups in their order),
/// whole-string prefixes first, then word prefixes, then substrings, each kind in the source's
/// order, compared folded (case, accents and Unicode spelling ignored). Only the rows that are
/// shown are built; the others are counted.
enum SuggestionRanking {
    /// What a search found: the rows shown (candidate, kind, byte offset of the match), how many
    /// matched (added ones apart, unless marked), and every candidate that holds the query.
    struct Ranked {
        var rows: [(candidate: Int, kind: TagSuggestion.MatchKind, offset: Int)] = []
        var matchCount = 0
        var matches: [Int32] = []
    }

    /// The first `limit` matches of the folded `needle` among `index`'s candidates — all of
    /// them, or only `among` (the matches of a query `needle` extends) — with the candidates in
    /// `added` left out, or with `marksAdded` counted and shown.
    static func rank(
        _ needle: [UInt8], in index: CandidateIndex, among: [Int32]?, limit: Int, added: Set<Int32>, marksAdded: Bool
    ) -> Ranked {
        var ranked = Ranked()
        var rows = RowCollector(limit: limit, groupEnds: index.groupEnds)
        func take(_ c: Int, _ kind: TagSuggestion.MatchKind, _ offset: Int) {
            ranked.matches.append(Int32(c))
            if !added.isEmpty, !marksAdded, added.contains(Int32(c)) { return }
            ranked.matchCount += 1
            rows.add((c, kind, offset))
        }
        if needle.isEmpty {
            // An empty query (the list opened with ↓): every candidate, as the source ranks them.
            for c in 0..<index.count { take(c, .prefix, 0) }
        } else if let among {
            for c in among { if let (kind, offset) = index.match(needle, in: Int(c)) { take(Int(c), kind, offset) } }
        } else {
            index.forEachMatch(of: needle) { take($0, $1, $2) }
        }
        ranked.rows = rows.finished()
        return ranked
    }

    /// The rows of an asynchronous source's answer, in its own order: every candidate, its
    /// match marked where the query occurs in it.
    static func answer(_ needle: [UInt8], in index: CandidateIndex, limit: Int, added: Set<Int32>, marksAdded: Bool) -> Ranked {
        var ranked = Ranked()
        for c in 0..<index.count {
            if !added.isEmpty, !marksAdded, added.contains(Int32(c)) { continue }
            ranked.matchCount += 1
            guard ranked.rows.count < limit else { continue }
            let found = needle.isEmpty ? (.prefix, 0) : index.match(needle, in: c) ?? (.substring, -1)
            ranked.rows.append((c, found.kind, found.offset))
        }
        return ranked
    }

    /// Collects the rows that can still be shown, group by group, each group's kinds in order.
    struct RowCollector {
        let limit: Int
        let groupEnds: [Int]
        var group = 0
        var buckets: [[(candidate: Int, kind: TagSuggestion.MatchKind, offset: Int)]] = [[], [], []]
        var rows: [(candidate: Int, kind: TagSuggestion.MatchKind, offset: Int)] = []

        mutating func add(_ row: (candidate: Int, kind: TagSuggestion.MatchKind, offset: Int)) {
            if row.candidate >= groupEnds[group] {
                closeGroup()
                while row.candidate >= groupEnds[group] { group += 1 }
            }
            // Only rows that could still be shown are kept: those before them fill the list.
            let ahead = rows.count + buckets[...row.kind.rawValue].reduce(0) { $0 + $1.count }
            if ahead < limit { buckets[row.kind.rawValue].append(row) }
        }

        private mutating func closeGroup() {
            rows += (buckets[0] + buckets[1] + buckets[2]).prefix(max(0, limit - rows.count))
            buckets = [[], [], []]
        }

        mutating func finished() -> [(candidate: Int, kind: TagSuggestion.MatchKind, offset: Int)] {
            closeGroup()
            return rows
        }
    }
}

/// The matches of a list source's recent queries: a query that extends one of them (a letter
/// typed) searches only its matches, and one met again (a letter taken back) none at all.
struct RankingMemo: Sendable {
    private var entries: [(needle: [UInt8], matches: [Int32])] = []
    /// How many queries are remembered.
    static let depth = 8

    /// The matches of the longest remembered query `needle` extends (`nil`: search them all),
    /// and whether that query is `needle` itself.
    func matches(extendedBy needle: [UInt8]) -> [Int32]? {
        var best: (needle: [UInt8], matches: [Int32])?
        for entry in entries where entry.needle.count <= needle.count && needle.starts(with: entry.needle) {
            if best == nil || entry.needle.count > best!.needle.count { best = entry }
        }
        return best?.matches
    }

    mutating func remember(_ needle: [UInt8], matches: [Int32]) {
        entries.removeAll { $0.needle == needle }
        entries.append((needle, matches))
        if entries.count > Self.depth { entries.removeFirst() }
    }
}
