/// Text compared the way a person reads it: case, accents and Unicode spelling ignored.
///
/// Folding takes every character's full compatibility decomposition (Unicode's NFKD, from
/// TagFlow's own table: `DecompositionTable`), drops the nonspacing marks (the accents), makes
/// every space separator a space, and case-folds what is left (upper case, then lower: "ß" and
/// "SS" alike, "ς" and "σ"). So "Café", "CAFE" and "cafe\u{301}" fold alike, "Straße" and
/// "STRASSE", "ﬁle" and "FILE", the full-width "Ｓｗｉｆｔ" and the half-width "ｶﾅ" and "Swift"
/// and "カナ", "A\u{A0}B" and "A B", "①" and "1". It is what the tag field's duplicate check,
/// its suggestion matching and its known tags compare. The dotless "ı" meets "i", as an
/// accent-blind match wants anyway.
public enum TextFolding {
    /// `text` folded: decomposed, without accents, spaces made one, case-folded.
    public static func fold(_ text: some StringProtocol) -> String {
        var bytes: [UInt8] = []
        appendFolded(String(text), to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 of `text` folded to `bytes`; ASCII text (most) byte by byte.
    static func appendFolded(_ text: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        bytes.reserveCapacity(start + text.utf8.count)
        // One pass while the bytes are ASCII; at the first that is not, the scalars from the start.
        for byte in text.utf8 {
            guard byte < 0x80 else {
                bytes.removeSubrange(start...)
                return appendFolded(text.unicodeScalars, to: &bytes)
            }
            bytes.append((65...90).contains(byte) ? byte + 32 : byte)
        }
    }

    /// Appends the UTF-8 of `scalars` folded to `bytes`.
    static func appendFolded(_ scalars: some Sequence<Unicode.Scalar>, to bytes: inout [UInt8]) {
        var marks = MarkRun()
        for scalar in scalars {
            // ASCII is most text: its lower case needs no table.
            if scalar.isASCII {
                marks.flush(to: &bytes)
                let value = UInt8(scalar.value)
                bytes.append((65...90).contains(value) ? value + 32 : value)
                continue
            }
            DecompositionTable.shared.forEachScalar(of: scalar) { part in
                appendCaseFolded(part, marks: &marks, to: &bytes)
            }
        }
        marks.flush(to: &bytes)
    }

    /// One decomposed scalar: a space separator as a space, a nonspacing mark dropped, the rest
    /// the lower case of its upper case (decomposed again: case mapping may make a mark).
    private static func appendCaseFolded(_ scalar: Unicode.Scalar, marks: inout MarkRun, to bytes: inout [UInt8]) {
        if scalar.isASCII {
            marks.flush(to: &bytes)
            let value = UInt8(scalar.value)
            bytes.append((65...90).contains(value) ? value + 32 : value)
            return
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark: return
        case .spaceSeparator:
            marks.flush(to: &bytes)
            bytes.append(0x20)
            return
        default: break
        }
        for upper in properties.uppercaseMapping.unicodeScalars {
            for lower in upper.properties.lowercaseMapping.unicodeScalars {
                DecompositionTable.shared.forEachScalar(of: lower) { part in
                    guard part.properties.generalCategory != .nonspacingMark else { return }
                    marks.append(part, to: &bytes)
                }
            }
        }
    }

    /// The marks kept after a starter (the spacing and enclosing ones), put in Unicode's
    /// canonical order before they are written, so two spellings of one text fold alike.
    private struct MarkRun {
        var pending: [Unicode.Scalar] = []

        /// A starter is written at once (after the run before it); a mark waits in the run.
        mutating func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
            if scalar.properties.canonicalCombiningClass.rawValue == 0 {
                flush(to: &bytes)
                Self.write(scalar, to: &bytes)
            } else {
                pending.append(scalar)
            }
        }

        mutating func flush(to bytes: inout [UInt8]) {
            guard !pending.isEmpty else { return }
            // A stable sort by combining class: canonical ordering.
            let ordered = pending.enumerated().sorted {
                let (a, b) = ($0.element.properties.canonicalCombiningClass.rawValue, $1.element.properties.canonicalCombiningClass.rawValue)
                return a != b ? a < b : $0.offset < $1.offset
            }
            for mark in ordered { Self.write(mark.element, to: &bytes) }
            pending.removeAll(keepingCapacity: true)
        }

        static func write(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
            UTF8.encode(scalar) { bytes.append($0) }
        }
    }
}

/// A candidate's folded form, kept as UTF-8 bytes, with where each of the original's characters
/// starts in those bytes (to turn a match back into character offsets). Made for the rows
/// shown, not for every candidate.
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
            TextFolding.appendFolded(character.unicodeScalars, to: &bytes)
        }
        starts.append(Int32(bytes.count))
        self.bytes = bytes
        self.starts = starts
    }

    /// The range of original characters the folded bytes `range` came from.
    func characterRange(ofBytes range: Range<Int>) -> Range<Int> {
        guard !range.isEmpty else { return 0..<0 }
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
