extension TagText {
    /// The most characters (Unicode scalars) a text may hold, plain or in all its runs together:
    /// 5 000, about a page and a half.
    ///
    /// Line breaking in the text engine (Pango) looks at the rest of a paragraph at every line it
    /// breaks inside a word, so its cost grows with the square of the length of a word wrapped to
    /// short lines: one 5 000-character word at 60 pt, bold italic, in a 40 pt box takes 1.5 s of
    /// CPU, 10 000 take 6 s. The limit bounds one text's cost; command-line documents also bound
    /// all their texts together.
    public static let maximumLength = 5_000

    /// The most runs a text may have: 1 000. Pango's cost grows with the square of the number of
    /// attribute changes (4 000 runs take 0.17 s, 50 000 more than 20 s); a tag needs a handful.
    public static let maximumRunCount = 1_000

    /// The most combining marks that may follow one another: 30, the limit on non-starters of
    /// the Unicode stream-safe text format (UAX #15). Positioning a long run of marks costs the
    /// shaper the square of its length (one letter with 100 000 accents took 26 s); real text
    /// stacks a few. Counted are non-starters (a non-zero canonical combining class) and every
    /// other combining mark (general category M, such as Thai vowel signs and variation
    /// selectors), across runs.
    public static let maximumCombiningMarks = 30

    /// Throws for text no text engine should be handed: longer than `maximumLength`, in more
    /// than `maximumRunCount` runs, with more than `maximumCombiningMarks` combining marks in a
    /// row, or holding a noncharacter (U+FDD0…U+FDEF and the last two code points of every
    /// plane: reserved for a program's internal use; Cairo refuses them in PDF, so they are
    /// refused here for every format alike). Paths are relative to the text: the root for plain
    /// text, `runs` for the runs' number or their length together, `runs[i].text` for a run.
    /// - Returns: the text's length in Unicode scalars.
    @discardableResult
    package func checkLimits() throws(TagFlowError) -> Int {
        switch self {
        case .plain(let string):
            var scan = TextLimitScan()
            if let problem = scan.add(string) { throw TagFlowError(.invalidText(string, problem: problem)) }
            if scan.length > Self.maximumLength {
                throw TagFlowError(.invalidText(string, problem: Self.lengthProblem(scan.length)))
            }
            return scan.length
        case .runs(let runs):
            if runs.count > Self.maximumRunCount {
                throw TagFlowError(.invalidCount(runs.count, allowed: "at most \(Self.maximumRunCount) runs in one text"), at: ["runs"])
            }
            var scan = TextLimitScan()
            for (i, run) in runs.enumerated() {
                if let problem = scan.add(run.text) {
                    throw TagFlowError(.invalidText(run.text, problem: problem), at: ["runs", .index(i), "text"])
                }
            }
            if scan.length > Self.maximumLength {
                throw TagFlowError(
                    .invalidText(string, problem: "its runs hold \(scan.length) characters together; "
                        + Self.lengthProblem(nil)), at: ["runs"])
            }
            return scan.length
        }
    }

    /// The words for a text that is too long.
    private static func lengthProblem(_ length: Int?) -> String {
        let limit = "a text may hold at most \(maximumLength) characters (Unicode scalars)"
        return length.map { "it holds \($0) characters; " + limit } ?? limit
    }
}

/// One pass over a text (or its runs, one after another) for `TagText.checkLimits()`: its length
/// in Unicode scalars, and the first run of too many combining marks or noncharacter.
///
/// Validation runs on every sizing, so text below U+0300 (every byte below 0xCC: ASCII and
/// Latin-1, where neither can occur) is only counted, byte by byte.
struct TextLimitScan {
    /// Unicode scalars so far.
    private(set) var length = 0
    /// Combining marks in a row so far (across runs).
    private var marksInRow = 0

    /// Adds `text`; returns why it is refused (its characters counted from 1 within `text`), or
    /// `nil`.
    mutating func add(_ text: String) -> String? {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var scalars = 0
            for byte in bytes {
                if byte >= 0xCC { return nil }
                scalars &+= byte & 0xC0 == 0x80 ? 0 : 1
            }
            return scalars
        }
        if let scalars = plain ?? nil {
            length += scalars
            if scalars > 0 { marksInRow = 0 }
            return nil
        }
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            length += 1
            let value = scalar.value
            if (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE {
                return "character \(offset + 1) is U+\(String(value, radix: 16, uppercase: true)), a noncharacter "
                    + "(reserved for a program's internal use, and refused by PDF); use U+FFFD for an unknown character"
            }
            guard value >= 0x300, !Self.holdsNoCombiningMark(value), Self.isCombiningMark(scalar) else {
                marksInRow = 0
                continue
            }
            marksInRow += 1
            if marksInRow > TagText.maximumCombiningMarks {
                return "character \(offset + 1) makes \(marksInRow) combining marks in a row; at most "
                    + "\(TagText.maximumCombiningMarks) may follow one another (the Unicode stream-safe text format)"
            }
        }
        return nil
    }

    /// Whether `value` lies in a block of letters or emoji that has no combining mark (Han,
    /// kana letters, Hangul syllables, emoji): answered without a property look-up, which is
    /// slow for a question asked of every character (docs/performance.md, cold measurement).
    static func holdsNoCombiningMark(_ value: UInt32) -> Bool {
        switch value {
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x1F300...0x1F64F,
            0x1F680...0x1F6FF, 0x1F900...0x1FAFF:
            true
        default: false
        }
    }

    /// A non-starter, or any other combining mark (general category M).
    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return properties.canonicalCombiningClass != .notReordered
        }
    }
}
