import Foundation

/// Writing to standard output and standard error, and leaving the process.
enum StandardStreams {
    /// Writes `text` to standard output.
    static func writeOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `text` to standard error.
    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Ends the process with `status`.
    static func exit(_ status: Int32) -> Never {
        Foundation.exit(status)
    }
}

/// Standard output collected in large writes, so a batch of many short lines does not cost a
/// system call per line. Call `flush()` when done.
struct BufferedOutput {
    private var buffer: [UInt8] = []
    private let threshold = 1 << 16

    /// Appends `text` and a newline, writing out once the buffer is large.
    mutating func writeLine(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        buffer.append(0x0A)
        if buffer.count >= threshold { flush() }
    }

    /// Writes out everything collected so far.
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}
