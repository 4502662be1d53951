/// Suggestion candidates folded once, for the search every keystroke makes:
///
/// - their folded UTF-8 in one array, eight bytes to a word, each candidate's followed by `0xFF`
///   (a byte UTF-8 never holds, so no match crosses two candidates);
/// - for every ASCII byte, the candidates that hold it, by where a one-letter query finds them
///   best (at their start, at a word's, inside): a first letter typed ranks without a search;
/// - for every pair of bytes, the same: a two-letter query ranks without a search too, and a
///   longer one searches only the candidates of its rarest pair;
/// - a table from a folded text to the candidates that are it (a known tag, a suggestion already
///   added).
///
/// Made once, when a list source is made; each part is a list of candidate numbers in order.
/// The lists of bytes and pairs are made for a list of `listedFrom` candidates or more (a
/// closure's candidates and an answer, made again and again and short, are searched plainly).
final class CandidateIndex: Sendable {
    /// The fewest candidates whose bytes and pairs are listed.
    static let listedFrom = 1_000
    /// The candidates as the source gave them, group after group.
    let texts: [String]
    /// The groups' titles, and where each group's candidates end.
    let titles: [String?]
    let groupEnds: [Int]
    /// The folded bytes, packed little-endian (padded with `0xFF`).
    private let words: [UInt64]
    /// Where each candidate's bytes start; the last entry is where the next would (each
    /// candidate's last byte is the separator before it).
    private let starts: [Int32]
    /// For ASCII byte `b` and kind `k` (prefix, word prefix, substring), `byteLists[b * 3 + k]`.
    private let byteLists: [[Int32]]
    /// The candidates holding the byte pair `p` (first byte times 256 plus the second) whose
    /// best match as a two-byte query is of kind `k` are `pairCandidates[pairStarts[3p + k] ..<
    /// pairStarts[3p + k + 1]]`.
    private let pairStarts: [Int32]
    private let pairCandidates: [Int32]
    /// A folded text's hash to the first candidate that folds to it, and each candidate to the
    /// next with the same hash (`-1`: none).
    private let firstByHash: [Int: Int32]
    private let nextSameHash: [Int32]
    /// Whether the bytes and pairs are listed.
    let isListed: Bool

    /// Folds `groups`' candidates; lists their bytes and pairs when there are `listedFrom` or
    /// more, or when `lists` says so.
    init(_ groups: [TagSuggestionGroup], lists: Bool? = nil) {
        var texts: [String] = []
        var bytes: [UInt8] = []
        var starts: [Int32] = []
        var groupEnds: [Int] = []
        for group in groups {
            for text in group.candidates {
                starts.append(Int32(bytes.count))
                TextFolding.appendFolded(text, to: &bytes)
                bytes.append(0xFF)
                texts.append(text)
            }
            groupEnds.append(texts.count)
        }
        starts.append(Int32(bytes.count))
        self.texts = texts
        self.titles = groups.map(\.title)
        self.groupEnds = groupEnds
        self.starts = starts
        (firstByHash, nextSameHash) = Self.hashChains(bytes, starts: starts)
        isListed = lists ?? (texts.count >= Self.listedFrom)
        byteLists = isListed ? Self.byteLists(bytes, starts: starts) : []
        (pairStarts, pairCandidates) = isListed ? Self.pairLists(bytes, starts: starts) : ([], [])
        while bytes.count % 8 != 0 { bytes.append(0xFF) }
        var words: [UInt64] = []
        words.reserveCapacity(bytes.count / 8)
        for w in stride(from: 0, to: bytes.count, by: 8) {
            var word: UInt64 = 0
            for k in (0..<8).reversed() { word = word << 8 | UInt64(bytes[w + k]) }
            words.append(word)
        }
        self.words = words
    }

    var count: Int { texts.count }

    /// The byte at `position` of the folded bytes.
    @inline(__always)
    func byte(at position: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: words[position >> 3] &>> UInt64((position & 7) << 3))
    }

    /// Candidate `c`'s folded bytes: their start and end.
    @inline(__always)
    func bounds(of c: Int) -> (start: Int, end: Int) {
        (Int(starts[c]), Int(starts[c + 1]) - 1)
    }

    /// The candidates that hold ASCII byte `byte`, in order, where a one-byte query finds them
    /// best: `kind` 0 at their start, 1 at a word's start, 2 inside.
    func candidates(holding byte: UInt8, kind: Int) -> [Int32] {
        byteLists[Int(byte) * 3 + kind]
    }

    /// The candidates that hold the bytes `first` and `second` side by side, in order, where a
    /// two-byte query finds them best: `kind` 0 at their start, 1 at a word's start, 2 inside.
    func candidates(holding first: UInt8, _ second: UInt8, kind: Int) -> ArraySlice<Int32> {
        let slot = (Int(first) << 8 | Int(second)) * 3 + kind
        return pairCandidates[Int(pairStarts[slot])..<Int(pairStarts[slot + 1])]
    }

    /// How many candidates hold the bytes `first` and `second` side by side.
    func count(holding first: UInt8, _ second: UInt8) -> Int {
        let slot = (Int(first) << 8 | Int(second)) * 3
        return Int(pairStarts[slot + 3] - pairStarts[slot])
    }

    /// The candidates whose folded text is `folded`'s bytes, in order.
    func candidates(folded: [UInt8]) -> [Int32] {
        var found: [Int32] = []
        var c = firstByHash[folded[...].hashValue] ?? -1
        while c >= 0 {
            let (start, end) = bounds(of: Int(c))
            if end - start == folded.count, folded.indices.allSatisfy({ byte(at: start + $0) == folded[$0] }) { found.append(c) }
            c = nextSameHash[Int(c)]
        }
        return found.reversed()
    }

    /// The first candidate, as written, whose folded text is `folded`, or `nil`.
    func candidate(folded: String) -> String? {
        candidates(folded: Array(folded.utf8)).first.map { texts[Int($0)] }
    }

    /// Where `needle` matches candidate `c` best: at its start (a prefix), else its first
    /// occurrence at a word start, else its first occurrence; `nil` when it does not occur. The
    /// plain search every faster one is held to.
    func match(_ needle: [UInt8], in c: Int) -> (kind: TagSuggestion.MatchKind, offset: Int)? {
        let (start, end) = bounds(of: c)
        var first: Int?
        var position = start
        while position + needle.count <= end {
            if occurs(needle, at: position) {
                if position == start { return (.prefix, 0) }
                if isWordStart(position) { return (.wordPrefix, position - start) }
                if first == nil { first = position - start }
            }
            position += 1
        }
        return first.map { (.substring, $0) }
    }

    @inline(__always)
    private func occurs(_ needle: [UInt8], at position: Int) -> Bool {
        var k = 0
        while k < needle.count {
            if byte(at: position + k) != needle[k] { return false }
            k += 1
        }
        return true
    }

    /// Whether a word starts at byte `position`: the byte before is ASCII and neither a letter
    /// nor a digit (a space, a hyphen, a `#`, a slash…). A non-ASCII letter before continues the
    /// word. (A match always starts a scalar: UTF-8 never repeats a lead byte inside one.)
    @inline(__always)
    private func isWordStart(_ position: Int) -> Bool {
        Self.isWordStart(after: byte(at: position - 1))
    }

    static func isWordStart(after before: UInt8) -> Bool {
        guard before < 0x80 else { return false }
        return !((0x30...0x39).contains(before) || (0x61...0x7A).contains(before) || (0x41...0x5A).contains(before))
    }
}

extension CandidateIndex {
    /// The hash chains of the folded texts (`candidates(folded:)`).
    private static func hashChains(_ bytes: [UInt8], starts: [Int32]) -> ([Int: Int32], [Int32]) {
        var first: [Int: Int32] = [:]
        var next = [Int32](repeating: -1, count: starts.count - 1)
        for c in 0..<(starts.count - 1) {
            let hash = bytes[Int(starts[c])..<(Int(starts[c + 1]) - 1)].hashValue
            next[c] = first[hash] ?? -1
            first[hash] = Int32(c)
        }
        return (first, next)
    }

    /// Every ASCII byte's candidates, by the kind of a one-byte query's best match.
    private static func byteLists(_ bytes: [UInt8], starts: [Int32]) -> [[Int32]] {
        var lists = [[Int32]](repeating: [], count: 128 * 3)
        var best = [UInt8](repeating: 3, count: 128)
        var seen: [UInt8] = []
        for c in 0..<(starts.count - 1) {
            let start = Int(starts[c]), end = Int(starts[c + 1]) - 1
            for position in start..<end where bytes[position] < 0x80 {
                let byte = Int(bytes[position])
                let kind: UInt8 = position == start ? 0 : isWordStart(after: bytes[position - 1]) ? 1 : 2
                if best[byte] == 3 { seen.append(UInt8(byte)) }
                best[byte] = min(best[byte], kind)
            }
            for byte in seen {
                lists[Int(byte) * 3 + Int(best[Int(byte)])].append(Int32(c))
                best[Int(byte)] = 3
            }
            seen.removeAll(keepingCapacity: true)
        }
        return lists
    }

    /// Every byte pair's candidates, each once, in order, by the kind of a two-byte query's
    /// best match (counted, then placed). A pair that begins inside a scalar is no query's.
    private static func pairLists(_ bytes: [UInt8], starts: [Int32]) -> ([Int32], [Int32]) {
        let slots = 65536 * 3
        var counts = [Int32](repeating: 0, count: slots + 1)
        var best = [UInt8](repeating: 3, count: 65536)
        var seen: [Int] = []
        func forEachPair(_ body: (_ slot: Int, _ c: Int32) -> Void) {
            for c in 0..<(starts.count - 1) {
                let start = Int(starts[c]), end = Int(starts[c + 1]) - 1
                guard end - start >= 2 else { continue }
                for position in start..<(end - 1) where bytes[position] & 0xC0 != 0x80 {
                    let pair = Int(bytes[position]) << 8 | Int(bytes[position + 1])
                    let kind: UInt8 = position == start ? 0 : isWordStart(after: bytes[position - 1]) ? 1 : 2
                    if best[pair] == 3 { seen.append(pair) }
                    best[pair] = min(best[pair], kind)
                }
                for pair in seen {
                    body(pair * 3 + Int(best[pair]), Int32(c))
                    best[pair] = 3
                }
                seen.removeAll(keepingCapacity: true)
            }
        }
        forEachPair { slot, _ in counts[slot + 1] += 1 }
        for p in 0..<slots { counts[p + 1] += counts[p] }
        var fill = counts
        var candidates = [Int32](repeating: 0, count: Int(counts[slots]))
        forEachPair { slot, c in
            candidates[Int(fill[slot])] = c
            fill[slot] += 1
        }
        return (counts, candidates)
    }
}
