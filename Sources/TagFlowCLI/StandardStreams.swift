import Foundation

/// Writing to standard output and standard error, and leaving the process.
///
/// Writes go straight to the file descriptors, so a stream that cannot take them (a full disk,
/// `/dev/full`, a reader that went away) is an error the tool reports, never a trap: standard
/// output that fails ends the tool with status 1 and `error: standard output: cannot write it
/// (<reason>)` on standard error; standard error that fails ends it with status 1 silently, as
/// nothing is left to report to. (`main.swift` ignores `SIGPIPE`, so a closed pipe is such a
/// failure too, `Broken pipe`, rather than a signal.)
enum StandardStreams {
    /// Writes `text` to standard output, or ends the tool with status 1 if it cannot.
    static func writeOutput(_ text: String) {
        writeOutput(bytes: Array(text.utf8))
    }

    /// Writes `bytes` to standard output, or ends the tool with status 1 if it cannot.
    static func writeOutput(bytes: [UInt8]) {
        if let reason = write(bytes, to: STDOUT_FILENO) {
            writeError("error: standard output: cannot write it (\(reason))\n")
            exit(ToolExitStatus.badInput)
        }
    }

    /// Writes `text` to standard error, or ends the tool with status 1 if it cannot.
    static func writeError(_ text: String) {
        if write(Array(text.utf8), to: STDERR_FILENO) != nil { exit(ToolExitStatus.badInput) }
    }

    /// Ends the process with `status`.
    static func exit(_ status: Int32) -> Never {
        Foundation.exit(status)
    }

    /// Writes all of `bytes` to `descriptor`: partial writes continue, interrupted ones are
    /// retried, and a descriptor left non-blocking by whoever started the tool is waited for.
    /// - Returns: why the write failed (`No space left on device`), or `nil` when it succeeded.
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written >= 0 {
                offset += written
                continue
            }
            switch errno {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            default:
                return String(cString: strerror(errno))
            }
        }
        return nil
    }
}
