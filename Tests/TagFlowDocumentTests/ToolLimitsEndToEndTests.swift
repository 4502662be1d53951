import Foundation
import Testing

/// The tool under the limits a shell sets, and outputs it must refuse, through the executable:
/// a file-size limit, too few file descriptors, an empty output directory, a file where the
/// gallery wants a directory.
@Suite("tagflow under the shell's limits")
struct ToolLimitsEndToEndTests {
    static let document = #"{"container": {"width": 300}, "tags": [{"text": "Swift"}, {"text": "Linux"}]}"#

    /// A fresh directory holding `document.json`.
    static func workspace() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(document.utf8).write(to: directory.appendingPathComponent("document.json"))
        return directory
    }

    @Test("past ulimit -f the picture is refused with File too large, no SIGXFSZ, and the previous picture stays whole")
    func fileSizeLimit() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let previous = Data("the previous picture".utf8)
        try previous.write(to: directory.appendingPathComponent("out.png"))
        // 512-byte blocks: the picture is larger, its JSON line and the message are not.
        let outcome = try ToolProcess.runShell("ulimit -f 1; tagflow render document.json -o out.png", in: directory)
        #expect(!outcome.wasSignalled && outcome.status == 1, "\(outcome)")
        #expect(outcome.standardError == "error: out.png: cannot write it (File too large)\n")
        #expect(try Data(contentsOf: directory.appendingPathComponent("out.png")) == previous)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == ["document.json", "out.png"], "a temporary file was left: \(left)")
    }

    @Test("a picture replaces the previous one whole, keeping its mode")
    func replacement() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.svg").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o640)
        let outcome = try ToolProcess.runShell("tagflow render document.json -o out.svg", in: directory)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<?xml"))
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o640)
    }

    @Test("with 4 file descriptors the message says the fonts cannot be opened, not that they are missing")
    func fewDescriptors() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try ToolProcess.runShell("ulimit -n 4; tagflow layout document.json", in: directory)
        #expect(outcome.status == 1 && !outcome.wasSignalled)
        #expect(outcome.standardError.contains("cannot be opened (Too many open files)"), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("missing"))
    }

    @Test("gallery -o \"\" is a usage error, not the working directory")
    func emptyGalleryDirectory() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try ToolProcess.runShell("tagflow gallery -o ''", in: directory)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("the output directory (-o) is empty"), "\(outcome.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["document.json"])
    }

    @Test("when DIR/icons is a file, the message names DIR/icons")
    func iconsIsAFile() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: directory.appendingPathComponent("out/icons"))
        let outcome = try ToolProcess.runShell("tagflow gallery -o out", in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "error: out: cannot create the directory (out/icons is a file, not a directory)\n")
    }
}
