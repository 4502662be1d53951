import Foundation
import TagFlow
import TagFlowDocument
import TagFlowJSON

/// Where a command reads its document: a file, or standard input for `-`.
///
/// Nothing is read past `JSONReader.maximumDocumentSize` (a document, or a line of a batch), and
/// a problem is said in plain words: `error: <file>: cannot read it (it is a directory)`, `error:
/// standard input: the document is larger than 64 MiB …` on standard error, status 1.
struct InputSource {
    /// The file as messages name it.
    let name: String
    private let descriptor: Int32

    /// Opens `file` (`-` for standard input), or ends the command with status 1.
    static func open(_ file: String) -> InputSource {
        do {
            return try InputSource(file)
        } catch {
            report(error.reason, about: file)
        }
    }

    /// Why a file cannot be a document's source.
    private struct Refusal: Error {
        let reason: String
    }

    /// Opens `file`. It throws rather than ending the process itself: an initializer that calls
    /// a method of `self` on a path that never returns is miscompiled by the optimizer (the
    /// release build read freed memory and crashed with SIGSEGV on a missing file), so no
    /// initializer of the tool ends the process (`scripts/check-initializers.py`).
    private init(_ file: String) throws(Refusal) {
        guard file != "-" else {
            name = "standard input"
            descriptor = STDIN_FILENO
            return
        }
        // A FIFO is a fine document (`tagflow layout <(…)`): opened as given, it may wait for a writer.
        let opened = Foundation.open(file, O_RDONLY | O_CLOEXEC)
        guard opened >= 0 else { throw Refusal(reason: "cannot open it (\(String(cString: strerror(errno))))") }
        var status = stat()
        if fstat(opened, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            close(opened)
            throw Refusal(reason: "cannot read it (it is a directory)")
        }
        name = file
        descriptor = opened
    }

    /// All the bytes of one document, or the end of the command when there are more than a
    /// document may have (a regular file's size says so before anything is read).
    func document() -> [UInt8] {
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > JSONReader.maximumDocumentSize {
            fail("the document is larger than \(JSONReader.maximumDocumentSizeWords), the most a document may be; it was not read")
        }
        var bytes: [UInt8] = []
        while bytes.count <= JSONReader.maximumDocumentSize {
            guard read(into: &bytes) else { return bytes }
        }
        fail("the document is larger than \(JSONReader.maximumDocumentSizeWords), the most a document may be; reading stopped there")
    }

    /// The lines of a batch, read as they come.
    func lines() -> JSONLines.Reader {
        JSONLines.Reader(maximumLength: JSONReader.maximumDocumentSize) { buffer in read(into: &buffer) }
    }

    /// Appends the next piece of input to `bytes`; `false` at the end of the input.
    private func read(into bytes: inout [UInt8]) -> Bool {
        let piece = 1 << 16
        let start = bytes.count
        if bytes.capacity < start + piece {
            // Grown by doubling, up to what the largest document needs at once: never 128 MiB.
            let largest = JSONReader.maximumDocumentSize + 2 * piece
            bytes.reserveCapacity(2 * start >= JSONReader.maximumDocumentSize ? largest : max(2 * start, piece))
        }
        var scratch = [UInt8](repeating: 0, count: piece)
        while true {
            let got = scratch.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, piece) }
            if got >= 0 {
                bytes += scratch[..<got]
                return got > 0
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                // A descriptor left non-blocking by whoever started the tool: wait for input.
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, -1)
            default:
                fail("cannot read it (\(String(cString: strerror(errno))))")
            }
        }
    }

    private func fail(_ reason: String) -> Never {
        Self.report(reason, about: name)
    }

    /// Says that `file` cannot be read, and why, and ends the command with status 1.
    private static func report(_ reason: String, about file: String) -> Never {
        StandardStreams.writeError("error: \(shownFileName(file)): \(reason)\n")
        StandardStreams.exit(ToolExitStatus.badInput)
    }
}
