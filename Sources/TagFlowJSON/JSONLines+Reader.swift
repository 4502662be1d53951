extension JSONLines {
    /// The lines of input that arrives a piece at a time (a file, a pipe, a terminal), each handed
    /// out as soon as it is complete, under the framing of `JSONLines.lines(of:)`. No more than
    /// one line and one piece are kept: a line is passed over (`Line.tooLong`) once more than
    /// `maximumLength` of its bytes are read, and the rest of it is dropped as it comes, so endless
    /// input without a newline costs no more than that.
    package struct Reader {
        /// One line of the input.
        package enum Line: Equatable {
            /// A line, without its `\n`.
            case text([UInt8])
            /// A line longer than `maximumLength`, not read.
            case tooLong
        }

        /// The longest line handed out, in bytes.
        package let maximumLength: Int
        /// Appends the next piece of input to its argument; `false` at the end of the input.
        private let read: (inout [UInt8]) -> Bool
        /// Bytes read and not handed out yet, from `start`.
        private var buffer: [UInt8] = []
        private var start = 0
        /// Where the search for the next `\n` goes on (bytes before it have none).
        private var searched = 0
        /// Whether the line being read is past `maximumLength` (its bytes are dropped).
        private var skipping = false
        private var ended = false

        /// A reader of the input `read` hands over piece by piece.
        package init(maximumLength: Int, read: @escaping (inout [UInt8]) -> Bool) {
            self.maximumLength = maximumLength
            self.read = read
        }

        /// The next line, or `nil` at the end of the input; `beforeReading` runs before each
        /// piece is read (which may wait for input).
        package mutating func next(beforeReading: () -> Void = {}) -> Line? {
            while true {
                if let newline = buffer[searched...].firstIndex(of: 0x0A) {
                    defer { start = newline + 1; searched = start; skipping = false }
                    return line(buffer[start..<newline])
                }
                searched = buffer.count
                if ended {
                    // A final line without `\n` counts; the empty text after a final `\n` does not.
                    guard start < buffer.count || skipping else { return nil }
                    defer { start = buffer.count; searched = start; skipping = false }
                    return line(buffer[start...])
                }
                if skipping || buffer.count - start > maximumLength {
                    skipping = true
                    start = buffer.count
                }
                if start > 0 {
                    buffer.removeFirst(start)
                    searched -= start
                    start = 0
                }
                beforeReading()
                if !read(&buffer) { ended = true }
            }
        }

        private func line(_ bytes: ArraySlice<UInt8>) -> Line {
            skipping || bytes.count > maximumLength ? .tooLong : .text(Array(bytes))
        }
    }
}
