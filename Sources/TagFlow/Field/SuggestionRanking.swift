/// Ranks a source's candidates against a query: within each group (the groups in their order),
/// whole-string prefixes first, then word prefixes, then substrings, each kind in the source's
/// order, compared folded (case, accents and Unicode spelling ignored). Only the rows that are
/// shown are built; the others are counted.
///
/// The plain search (`rankPlainly`) looks at every candidate (and a short list is searched so).
/// The fast one gives its answer to
/// the bit, held to it by a property test: an empty query takes the first candidates; a query of
/// one or two bytes reads the index's lists of the candidates holding it, by kind, without a
/// search; a longer one searches only the candidates of its rarest byte pair, or the matches of a
/// recent query it extends, whichever are fewer.
enum SuggestionRanking {
    typealias Row = (candidate: Int, kind: TagSuggestion.MatchKind, offset: Int)

    /// What a search found: the rows shown, how many matched (added ones apart, unless
    /// marked), and — for a query of three bytes or more — every candidate that holds it.
    struct Ranked {
        var rows: [Row] = []
        var matchCount = 0
        var matches: [Int32]?
    }

    /// What a query asks: the folded `needle`, the most rows, and the candidates already added
    /// (left out, or with `marksAdded` counted and shown).
    struct Query {
        var needle: [UInt8]
        var limit: Int
        var added: Set<Int32> = []
        var marksAdded = false

        func skips(_ c: Int) -> Bool { !marksAdded && !added.isEmpty && added.contains(Int32(c)) }
    }

    /// The query ranked fast; `recent` gives the matches of a remembered query the needle extends.
    static func rank(_ query: Query, in index: CandidateIndex, recent: [Int32]? = nil) -> Ranked {
        let needle = query.needle
        if needle.isEmpty { return firstCandidates(query, in: index) }
        guard index.isListed else {
            var ranked = search(query, in: index, among: recent?[...] ?? ArraySlice((0..<Int32(index.count)).map { $0 }))
            if needle.count < 3 { ranked.matches = nil }
            return ranked
        }
        if needle.count == 1 {
            guard needle[0] < 0x80 else { return Ranked() }
            return listed(query, in: index, lists: (0..<3).map { index.candidates(holding: needle[0], kind: $0)[...] })
        }
        if needle.count == 2 {
            return listed(query, in: index, lists: (0..<3).map { index.candidates(holding: needle[0], needle[1], kind: $0) })
        }
        // The rarest byte pair of the needle that starts a scalar (only those are listed), or a
        // recent query's matches when they are fewer.
        let pairs = (0..<(needle.count - 1)).filter { needle[$0] & 0xC0 != 0x80 }
        let rarest = pairs.min { index.count(holding: needle[$0], needle[$0 + 1]) < index.count(holding: needle[$1], needle[$1 + 1]) }!
        var ranked: Ranked
        if let recent, recent.count <= index.count(holding: needle[rarest], needle[rarest + 1]) {
            ranked = search(query, in: index, among: recent[...])
        } else {
            let lists = (0..<3).map { index.candidates(holding: needle[rarest], needle[rarest + 1], kind: $0) }
            ranked = search(query, in: index, among: merged(lists)[...])
        }
        return ranked
    }

    /// Three ascending lists as one.
    private static func merged(_ lists: [ArraySlice<Int32>]) -> [Int32] {
        var out: [Int32] = []
        out.reserveCapacity(lists.reduce(0) { $0 + $1.count })
        var heads = lists.map(\.startIndex)
        while true {
            var pick = -1
            for k in lists.indices where heads[k] < lists[k].endIndex {
                if pick < 0 || lists[k][heads[k]] < lists[pick][heads[pick]] { pick = k }
            }
            guard pick >= 0 else { return out }
            out.append(lists[pick][heads[pick]])
            heads[pick] += 1
        }
    }

    /// The query ranked by searching every candidate: the reference the fast ranking is held to.
    static func rankPlainly(_ query: Query, in index: CandidateIndex) -> Ranked {
        var ranked = search(query, in: index, among: ArraySlice((0..<Int32(index.count)).map { $0 }))
        if query.needle.count < 3 { ranked.matches = nil }
        if query.needle.isEmpty { ranked.rows = ranked.rows.map { ($0.candidate, .prefix, 0) } }
        return ranked
    }

    /// Searches the candidates `among` (in order) one by one.
    private static func search(_ query: Query, in index: CandidateIndex, among: ArraySlice<Int32>) -> Ranked {
        var ranked = Ranked(matches: [])
        var rows = RowCollector(limit: query.limit, groupEnds: index.groupEnds)
        for c in among {
            let found = query.needle.isEmpty ? (kind: .prefix, offset: 0) : index.match(query.needle, in: Int(c))
            guard let found else { continue }
            ranked.matches?.append(c)
            if query.skips(Int(c)) { continue }
            ranked.matchCount += 1
            rows.add((Int(c), found.kind, found.offset))
        }
        ranked.rows = rows.finished()
        return ranked
    }

    /// An empty query (the list opened with ↓): every candidate, as the source ranks them.
    private static func firstCandidates(_ query: Query, in index: CandidateIndex) -> Ranked {
        var ranked = Ranked()
        ranked.matchCount = index.count - (query.marksAdded ? 0 : query.added.count)
        var c = 0
        while c < index.count, ranked.rows.count < query.limit {
            if !query.skips(c) { ranked.rows.append((c, .prefix, 0)) }
            c += 1
        }
        return ranked
    }

    /// A query of one or two bytes: the index's lists of the candidates holding it (`lists[k]`
    /// those it matches best by kind `k`), group by group, kind by kind.
    private static func listed(_ query: Query, in index: CandidateIndex, lists: [ArraySlice<Int32>]) -> Ranked {
        var ranked = Ranked()
        ranked.matchCount = lists.reduce(0) { $0 + $1.count }
        if !query.marksAdded { ranked.matchCount -= query.added.filter { index.match(query.needle, in: Int($0)) != nil }.count }
        var groupStart = 0
        for groupEnd in index.groupEnds {
            for (kind, list) in zip([TagSuggestion.MatchKind.prefix, .wordPrefix, .substring], lists) {
                var k = firstIndex(in: list, atLeast: groupStart)
                while k < list.endIndex, Int(list[k]) < groupEnd, ranked.rows.count < query.limit {
                    let c = Int(list[k])
                    if !query.skips(c) { ranked.rows.append((c, kind, kind == .prefix ? 0 : index.match(query.needle, in: c)?.offset ?? 0)) }
                    k += 1
                }
            }
            groupStart = groupEnd
        }
        return ranked
    }

    /// The first position of `list` (ascending) holding `value` or more.
    private static func firstIndex(in list: ArraySlice<Int32>, atLeast value: Int) -> Int {
        var low = list.startIndex, high = list.endIndex
        while low < high {
            let mid = (low + high) / 2
            if Int(list[mid]) < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The rows of an asynchronous source's answer, in its own order: every candidate, its
    /// match marked where the query occurs in it.
    static func answer(_ query: Query, in index: CandidateIndex) -> Ranked {
        var ranked = Ranked()
        for c in 0..<index.count where !query.skips(c) {
            ranked.matchCount += 1
            guard ranked.rows.count < query.limit else { continue }
            if query.needle.isEmpty {
                ranked.rows.append((c, .prefix, 0))
            } else if let found = index.match(query.needle, in: c) {
                ranked.rows.append((c, found.kind, found.offset))
            } else {
                ranked.rows.append((c, .substring, -1))
            }
        }
        return ranked
    }

    /// Collects the rows that can still be shown, group by group, each group's kinds in order.
    struct RowCollector {
        let limit: Int
        let groupEnds: [Int]
        var group = 0
        var buckets: [[Row]] = [[], [], []]
        var rows: [Row] = []

        mutating func add(_ row: Row) {
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

        mutating func finished() -> [Row] {
            closeGroup()
            return rows
        }
    }
}

/// The matches of a list source's recent queries (of three bytes or more): a query that extends
/// one of them (a letter typed) searches only its matches when they are fewer than its rarest
/// byte pair's candidates.
struct RankingMemo: Sendable {
    private var entries: [(needle: [UInt8], matches: [Int32])] = []
    /// How many queries are remembered.
    static let depth = 8

    /// The matches of the longest remembered query `needle` extends, or `nil`.
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
