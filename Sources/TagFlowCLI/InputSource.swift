import Foundation
import TagFlow

/// Where a command reads its document: a file, or standard input for `-`.
enum InputSource {
    /// All the bytes of `file` (`-` for standard input). An unreadable file is bad input: the
    /// reason goes to standard error as `error: <file>: <reason>` and the command exits with 1.
    static func read(_ file: String) -> [UInt8] {
        if file == "-" {
            do {
                return [UInt8](try FileHandle.standardInput.readToEnd() ?? Data())
            } catch {
                fail("standard input", "cannot read it (\(error.localizedDescription))")
            }
        }
        let descriptor = open(file, O_RDONLY)
        guard descriptor >= 0 else {
            fail(file, "cannot open it (\(String(cString: strerror(errno))))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), isDirectory.boolValue {
            fail(file, "cannot read it (it is a directory)")
        }
        do {
            return [UInt8](try handle.readToEnd() ?? Data())
        } catch {
            fail(file, "cannot read it (\(error.localizedDescription))")
        }
    }

    private static func fail(_ source: String, _ reason: String) -> Never {
        StandardStreams.writeError("error: \(shownFileName(source)): \(reason)\n")
        StandardStreams.exit(ToolExitStatus.badInput)
    }
}
