/// Unicode's full compatibility decomposition (NFKD) of a scalar, TagFlow's own: a table made
/// from the Unicode data (`scripts/generate-decompositions.py`), and Hangul syllables by
/// Unicode's arithmetic. What `TextFolding` decomposes with; the standard library keeps its own
/// normalisation behind an SPI.
struct DecompositionTable: Sendable {
    /// The scalars with a decomposition, ascending, and where each one's scalars lie in `values`.
    private let keys: [UInt32]
    private let ranges: [Range<Int32>]
    private let values: [Unicode.Scalar]

    /// The table, read from `data` once, when first used.
    static let shared = DecompositionTable(parsing: data)

    init(parsing text: String) {
        var keys: [UInt32] = []
        var ranges: [Range<Int32>] = []
        var values: [Unicode.Scalar] = []
        // `KEY:V V V` lines of hexadecimal, read byte by byte.
        var number: UInt32 = 0
        var start = Int32(0)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: ":"):
                keys.append(number)
                start = Int32(values.count)
                number = 0
            case UInt8(ascii: " "), UInt8(ascii: "\n"):
                if let scalar = Unicode.Scalar(number) { values.append(scalar) }
                number = 0
                if byte == UInt8(ascii: "\n") { ranges.append(start..<Int32(values.count)) }
            default:
                let digit = byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : byte - UInt8(ascii: "A") + 10
                number = number << 4 | UInt32(digit)
            }
        }
        if ranges.count < keys.count, let scalar = Unicode.Scalar(number) {
            values.append(scalar)
            ranges.append(start..<Int32(values.count))
        }
        self.keys = keys
        self.ranges = ranges
        self.values = values
    }

    /// The Hangul syllables, and the jamo their parts count from.
    private static let syllables: ClosedRange<UInt32> = 0xAC00...0xD7A3
    private static let leadBase: UInt32 = 0x1100
    private static let vowelBase: UInt32 = 0x1161
    private static let trailBase: UInt32 = 0x11A7

    /// Calls `body` with each scalar of `scalar`'s full decomposition, or with `scalar` itself
    /// when it has none.
    @inline(__always)
    func forEachScalar(of scalar: Unicode.Scalar, _ body: (Unicode.Scalar) -> Void) {
        let value = scalar.value
        // Nothing below U+00A0 decomposes.
        guard value >= 0xA0 else { return body(scalar) }
        if Self.syllables.contains(value) {
            let index = value - Self.syllables.lowerBound
            body(Unicode.Scalar(Self.leadBase + index / 588)!)
            body(Unicode.Scalar(Self.vowelBase + (index % 588) / 28)!)
            if index % 28 != 0 { body(Unicode.Scalar(Self.trailBase + index % 28)!) }
            return
        }
        guard let range = range(of: value) else { return body(scalar) }
        for k in Int(range.lowerBound)..<Int(range.upperBound) { body(values[k]) }
    }

    /// Where `value`'s decomposition lies, by binary search; `nil` when it has none.
    private func range(of value: UInt32) -> Range<Int32>? {
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low < keys.count && keys[low] == value ? ranges[low] : nil
    }
}
