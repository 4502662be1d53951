/// Suggestion candidates folded once, for the search every keystroke makes: all their folded
/// UTF-8 in one array, eight bytes to a word, each candidate's followed by `0xFF` (a byte UTF-8
/// never holds, so no match crosses two candidates), so a query's first byte is looked for a
/// word at a time; and a table from a folded text to the candidates that are it (a known tag, a
/// suggestion already added).
final class CandidateIndex: Sendable {
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
    /// A folded text's hash to the first candidate that folds to it, and each candidate to the
    /// next with the same hash (`-1`: none).
    private let firstByHash: [Int: Int32]
    private let nextSameHash: [Int32]

    init(_ groups: [TagSuggestionGroup]) {
        var texts: [String] = []
        var bytes: [UInt8] = []
        var starts: [Int32] = []
        var firstByHash: [Int: Int32] = [:]
        var nextSameHash: [Int32] = []
        var groupEnds: [Int] = []
        for group in groups {
            for text in group.candidates {
                let start = bytes.count
                starts.append(Int32(start))
                TextFolding.appendFolded(text.unicodeScalars, to: &bytes)
                let hash = bytes[start...].hashValue
                nextSameHash.append(firstByHash[hash] ?? -1)
                firstByHash[hash] = Int32(texts.count)
                bytes.append(0xFF)
                texts.append(text)
            }
            groupEnds.append(texts.count)
        }
        starts.append(Int32(bytes.count))
        while bytes.count % 8 != 0 { bytes.append(0xFF) }
        var words: [UInt64] = []
        words.reserveCapacity(bytes.count / 8)
        for w in stride(from: 0, to: bytes.count, by: 8) {
            var word: UInt64 = 0
            for k in (0..<8).reversed() { word = word << 8 | UInt64(bytes[w + k]) }
            words.append(word)
        }
        self.texts = texts
        self.titles = groups.map(\.title)
        self.groupEnds = groupEnds
        self.words = words
        self.starts = starts
        self.firstByHash = firstByHash
        self.nextSameHash = nextSameHash
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
    /// occurrence at a word start, else its first occurrence; `nil` when it does not occur.
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

    /// Calls `found` with every candidate that holds `needle`, in order, and its best match (as
    /// `match(_:in:)` finds it): one pass over the words, looking for the needle's first byte in
    /// eight bytes at once.
    func forEachMatch(of needle: [UInt8], _ found: (_ c: Int, _ kind: TagSuggestion.MatchKind, _ offset: Int) -> Void) {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let pattern = ones &* UInt64(needle[0])
        var c = 0
        var pending = -1  // the first occurrence in candidate `c`, when no better one is found yet
        var w = 0
        var mask = ~UInt64(0)
        scan: while w < words.count {
            let x = words[w] ^ pattern
            // A byte equal to the needle's first has its high bit set here (and, after one, maybe
            // a byte that is not: every hit is checked).
            var hits = (x &- ones) & ~x & (ones &* 0x80) & mask
            mask = ~UInt64(0)
            while hits != 0 {
                let position = w << 3 | hits.trailingZeroBitCount >> 3
                hits &= hits &- 1
                guard position < Int(starts[count]) else { break scan }
                if position >= Int(starts[c + 1]) {
                    if pending >= 0 { found(c, .substring, pending) }
                    pending = -1
                    while position >= Int(starts[c + 1]) { c += 1 }
                }
                let (start, end) = bounds(of: c)
                guard position + needle.count <= end, occurs(needle, at: position) else { continue }
                if position == start || isWordStart(position) {
                    found(c, position == start ? .prefix : .wordPrefix, position - start)
                } else {
                    if pending < 0 { pending = position - start }
                    continue
                }
                // The best match of this candidate is found: on from the next one.
                pending = -1
                c += 1
                guard c < count else { return }
                let next = Int(starts[c])
                w = next >> 3
                mask = ~UInt64(0) << UInt64((next & 7) << 3)
                continue scan
            }
            w += 1
        }
        if pending >= 0 { found(c, .substring, pending) }
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
        let before = byte(at: position - 1)
        guard before < 0x80 else { return false }
        return !((0x30...0x39).contains(before) || (0x61...0x7A).contains(before) || (0x41...0x5A).contains(before))
    }
}
