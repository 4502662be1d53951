import Foundation
import TagFlow
import TagFlowRendering

/// Writes the files the tool makes (pictures, the gallery), saying why it cannot in the system's
/// words (`No space left on device`, `the directory /x does not exist`), never in a framework's
/// error codes.
package enum FileOutput {
    /// Writes `bytes` to the file at `path`, replacing it.
    /// - Throws: `TagFlowError` with reason `TagFlowError.DrawingReason.cannotWrite`.
    package static func write(_ bytes: [UInt8], to path: String) throws(TagFlowError) {
        if let problem = problem(writing: bytes, to: path) {
            throw TagFlowError(TagFlowError.DrawingReason.cannotWrite(file: path, problem: problem))
        }
    }

    /// Writes `bytes` to the file at `path`, replacing it; returns why it could not (`it is a
    /// directory`, `Permission denied`), or `nil` when it did. A regular file (or a new one) is
    /// replaced whole or not at all: written beside it, then renamed over it; a FIFO or a device
    /// is written in place.
    package static func problem(writing bytes: [UInt8], to path: String) -> String? {
        guard !path.isEmpty else { return "the path is empty" }
        guard !path.utf8.contains(0) else { return "the path holds U+0000, which no file name can hold" }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "it is a directory"
        }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "the directory \(shownFileName(parent)) does not exist"
        }
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG, stat(path, &status) != 0 || status.st_mode & S_IFMT != S_IFREG {
            // A FIFO, a device, a link to one: written in place, as nothing could be renamed over it.
            return writeInPlace(bytes, to: path, parent: parent)
        }
        return writeReplacing(bytes, at: path, parent: parent)
    }

    /// Writes a new file beside `path` and renames it over `path` once it is whole, so that a
    /// full disk (or a `ulimit -f`, or a kill) never leaves a cut-off picture where the previous
    /// one was. A symbolic link to a regular file is followed: its target is replaced.
    private static func writeReplacing(_ bytes: [UInt8], at path: String, parent: String) -> String? {
        var target = path
        if let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
        }
        var status = stat()
        let exists = stat(target, &status) == 0
        // A picture that may not be written is not replaced either (rename would let it).
        if exists, access(target, W_OK) != 0 { return String(cString: strerror(errno)) }
        let mode = exists ? mode_t(status.st_mode & 0o7777) : 0o644
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        for attempt in 0..<100 {
            let temporary = (directory.isEmpty ? "." : directory) + "/.\(name).tagflow-\(getpid())-\(attempt)"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if descriptor < 0, errno == EEXIST { continue }
            guard descriptor >= 0 else { return openProblem(parent: parent) }
            // The creation mode is cut by the umask; an existing picture keeps its own mode.
            if exists { fchmod(descriptor, mode) }
            if let problem = writeAll(bytes, to: descriptor) {
                unlink(temporary)
                return problem
            }
            guard rename(temporary, target) == 0 else {
                let problem = String(cString: strerror(errno))
                unlink(temporary)
                return problem
            }
            return nil
        }
        return "no temporary file could be made beside it"
    }

    /// Writes `bytes` over the file at `path` (a FIFO, a device).
    private static func writeInPlace(_ bytes: [UInt8], to path: String, parent: String) -> String? {
        // Opened without blocking: a FIFO that nothing reads would otherwise wait forever.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            if errno == ENXIO { return "it is a FIFO that nothing reads" }
            return openProblem(parent: parent)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return writeAll(bytes, to: descriptor)
    }

    /// Why a file could not be opened or made (read from `errno`).
    private static func openProblem(parent: String) -> String {
        let problem = String(cString: strerror(errno))
        return FileManager.default.isWritableFile(atPath: parent) ? problem : "the directory \(shownFileName(parent)) is not writable"
    }

    /// Writes all of `bytes` to `descriptor` and closes it; the reason it failed, or `nil`.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written >= 0 {
                offset += written
            } else if errno != EINTR {
                let problem = String(cString: strerror(errno))
                close(descriptor)
                return problem
            }
        }
        return close(descriptor) == 0 ? nil : String(cString: strerror(errno))
    }
}
