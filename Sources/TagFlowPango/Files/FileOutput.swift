import Foundation
import TagFlow
import TagFlowRendering

/// Writes the files the tool makes (pictures, the gallery), saying why it cannot in the system's
/// words (`No space left on device`, `the directory /x does not exist`), never in a framework's
/// error codes.
public enum FileOutput {
    /// Writes `bytes` to the file at `path`, replacing it.
    /// - Throws: `TagFlowError` with reason `TagFlowError.DrawingReason.cannotWrite`.
    public static func write(_ bytes: [UInt8], to path: String) throws(TagFlowError) {
        if let problem = problem(writing: bytes, to: path) {
            throw TagFlowError(TagFlowError.DrawingReason.cannotWrite(file: path, problem: problem))
        }
    }

    /// Writes `bytes` to the file at `path`, replacing it; returns why it could not (`it is a
    /// directory`, `Permission denied`), or `nil` when it did.
    public static func problem(writing bytes: [UInt8], to path: String) -> String? {
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
        // Opened without blocking: a FIFO that nothing reads would otherwise wait forever.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            if errno == ENXIO { return "it is a FIFO that nothing reads" }
            let problem = String(cString: strerror(errno))
            return FileManager.default.isWritableFile(atPath: parent) ? problem : "the directory \(shownFileName(parent)) is not writable"
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
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
