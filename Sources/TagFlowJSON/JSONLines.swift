/// JSON Lines framing: one JSON document per line.
///
/// Lines end at `\n` (a `\r` before it is whitespace to the JSON reader); a final line without
/// `\n` counts; the empty text after a final `\n` does not, so `a\nb\n` is two lines. Empty input
/// is zero lines.
package enum JSONLines {
    /// The lines of `input` under this framing, without their `\n`.
    package static func lines(of input: [UInt8]) -> [ArraySlice<UInt8>] {
        var given = false
        var reader = Reader(maximumLength: .max) { buffer in
            defer { given = true }
            buffer += given ? [] : input
            return !given
        }
        var lines: [ArraySlice<UInt8>] = []
        while case .text(let line)? = reader.next() { lines.append(line[...]) }
        return lines
    }

    /// Whether a line holds only spaces, tabs and carriage returns.
    package static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        !line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D })
    }
}
