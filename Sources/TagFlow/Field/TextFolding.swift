// The standard library's canonical decomposition (NFD) is behind this SPI; TagFlow does not
// depend on Foundation, whose `folding(options:locale:)` would do the same.
@_spi(_Unicode) import Swift

/// Text compared the way a person reads it: case, accents and Unicode spelling ignored.
///
/// Folding decomposes every character (NFD), drops the nonspacing marks (the accents) and
/// case-folds what is left (upper case, then lower: "ß" and "SS" alike, "ς" and "σ", "ﬁ" and
/// "fi"), so "Café", "CAFE" and "cafe\u{301}" fold alike, and "Straße" and "STRASSE". It is
/// what the tag field's duplicate check and its suggestion matching compare.
public enum TextFolding {
    /// `text` folded: decomposed, without accents, case-folded.
    public static func fold(_ text: some StringProtocol) -> String {
        var scalars = String.UnicodeScalarView()
        appendFolded(String(text), to: &scalars)
        return String(scalars)
    }

    /// Appends the folded scalars of `text` to `scalars`.
    static func appendFolded(_ text: String, to scalars: inout String.UnicodeScalarView) {
        for scalar in text._nfd where scalar.properties.generalCategory != .nonspacingMark {
            // ASCII is most text: its lower case needs no table.
            if scalar.isASCII {
                let value = scalar.value
                scalars.append((65...90).contains(value) ? Unicode.Scalar(value + 32)! : scalar)
            } else {
                // The standard library has no case folding: lower case of the upper case is it,
                // but for the dotless ı, which meets i (as an accent-blind match wants anyway).
                for upper in scalar.properties.uppercaseMapping.unicodeScalars {
                    scalars.append(contentsOf: upper.properties.lowercaseMapping.unicodeScalars)
                }
            }
        }
    }
}

/// A candidate's folded form, kept as UTF-8 bytes for a fast search, with where each of the
/// original's characters starts in those bytes (to turn a match back into character offsets).
struct FoldedText: Sendable {
    /// The folded UTF-8 bytes.
    let bytes: [UInt8]
    /// `starts[k]` is the byte offset where the original's character `k` starts; the last entry
    /// is `bytes.count`.
    let starts: [Int32]

    init(_ text: String) {
        var bytes: [UInt8] = []
        var starts: [Int32] = []
        bytes.reserveCapacity(text.utf8.count)
        for character in text {
            starts.append(Int32(bytes.count))
            var scalars = String.UnicodeScalarView()
            TextFolding.appendFolded(String(character), to: &scalars)
            bytes.append(contentsOf: String(scalars).utf8)
        }
        starts.append(Int32(bytes.count))
        self.bytes = bytes
        self.starts = starts
    }

    /// The range of original characters the folded bytes `range` came from.
    func characterRange(ofBytes range: Range<Int>) -> Range<Int> {
        let lower = lastStart(atOrBefore: range.lowerBound)
        var upper = lastStart(atOrBefore: range.upperBound - 1) + 1
        upper = min(upper, starts.count - 1)
        return lower..<max(upper, lower)
    }

    /// The index of the last character starting at or before byte `offset` (binary search).
    private func lastStart(atOrBefore offset: Int) -> Int {
        var low = 0, high = starts.count - 2
        guard high >= 0 else { return 0 }
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(starts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
