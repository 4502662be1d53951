/// Ranks candidates against a query: whole-string prefixes first, then word prefixes, then
/// substrings, each kind in the source's order, compared folded (case, accents and Unicode
/// spelling ignored). One pass over the candidates' folded bytes; no allocation for a miss.
enum SuggestionRanking {
    /// The first `limit` matches of `query` among `candidates` (with `isAdded` answered for each
    /// match from the folded texts of the tags in the field, `addedKeys`: a match among them is
    /// left out, or with `marksAdded` shown marked), and how many matched.
    static func rank(
        _ query: String, in candidates: [TagSuggestionSource.Candidate], limit: Int,
        addedKeys: Set<[UInt8]>, marksAdded: Bool
    ) -> (shown: [TagSuggestion], matchCount: Int) {
        let needle = Array(TextFolding.fold(query).utf8)
        guard !needle.isEmpty, limit > 0 else { return ([], 0) }
        var buckets: [[TagSuggestion]] = [[], [], []]
        var matchCount = 0
        for candidate in candidates {
            guard let (offset, kind) = match(needle, in: candidate.folded.bytes) else { continue }
            // Only rows that could still be shown are built; the rest are counted.
            let rank = kind.rawValue
            let wanted = buckets[...rank].reduce(0) { $0 + $1.count } < limit
            let isAdded = !addedKeys.isEmpty && addedKeys.contains(candidate.folded.bytes)
            if isAdded && !marksAdded { continue }
            matchCount += 1
            guard wanted else { continue }
            let range = candidate.folded.characterRange(ofBytes: offset..<(offset + needle.count))
            buckets[rank].append(TagSuggestion(text: candidate.text, matchRange: range, kind: kind, isAdded: isAdded))
        }
        return (Array((buckets[0] + buckets[1] + buckets[2]).prefix(limit)), matchCount)
    }

    /// Where `needle` matches `haystack` best: at 0 (a prefix), else its first occurrence at a
    /// word start, else its first occurrence; `nil` when it does not occur.
    static func match(_ needle: [UInt8], in haystack: [UInt8]) -> (Int, TagSuggestion.MatchKind)? {
        let n = needle.count, h = haystack.count
        guard n <= h else { return nil }
        return needle.withUnsafeBufferPointer { needle in
            haystack.withUnsafeBufferPointer { haystack in
                let first = needle[0]
                var firstFound: Int?
                var i = 0
                while i <= h - n {
                    if haystack[i] == first, occurs(needle, in: haystack, at: i) {
                        if i == 0 { return (0, .prefix) }
                        if isWordStart(haystack, at: i) { return (i, .wordPrefix) }
                        if firstFound == nil { firstFound = i }
                    }
                    i += 1
                }
                return firstFound.map { ($0, .substring) }
            }
        }
    }

    private static func occurs(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        var k = 1
        while k < needle.count {
            if haystack[i + k] != needle[k] { return false }
            k += 1
        }
        return true
    }

    /// Whether a word starts at byte `i`: the byte before is ASCII and neither a letter nor a
    /// digit (a space, a hyphen, a `#`, a slash…). A non-ASCII letter before continues the word.
    private static func isWordStart(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let before = bytes[i - 1]
        guard before < 0x80 else { return false }
        let isLetterOrDigit = (0x30...0x39).contains(before) || (0x61...0x7A).contains(before) || (0x41...0x5A).contains(before)
        // A continuation byte never starts a word: only match at the start of a scalar.
        return !isLetterOrDigit && bytes[i] & 0xC0 != 0x80
    }
}
