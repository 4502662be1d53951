import Foundation
import Testing
import TagFlow

/// Every file fault a user meets, given to every command of the `tagflow` executable: a missing
/// file, a directory, a file without read permission, a symbolic link loop, a FIFO, a name
/// below a file, and odd names (a newline, bidi controls, a name of 300 characters, spaces, a
/// leading dash), as the document to read and as the picture to write. Each must end as the
/// fuzzer's runs do (`ToolFuzzTests.problems`), with status 1 and one `error:` line naming the
/// file as messages show it (`shownFileName`). `make test` runs this against the release build
/// too, where a file that could not be opened once crashed the tool.
@Suite("file faults through the tagflow executable")
struct FileFaultTests {
    /// A fault: its name, and the path that has it.
    struct Fault {
        var kind: String
        var path: String
    }

    /// The faults, made in `directory` (a FIFO is released by `fifo`'s writer).
    static func faults(in directory: String) throws -> [Fault] {
        let good = directory + "/good.json"
        try Data(#"{"container":{"width":100},"items":[]}"#.utf8).write(to: URL(fileURLWithPath: good))
        let locked = directory + "/locked.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: locked))
        chmod(locked, 0)
        symlink("loop-b", directory + "/loop-a")
        symlink("loop-a", directory + "/loop-b")
        var faults = [
            Fault(kind: "missing", path: directory + "/missing.json"),
            Fault(kind: "directory", path: directory),
            Fault(kind: "loop", path: directory + "/loop-a"),
            Fault(kind: "below a file", path: good + "/x.json"),
            Fault(kind: "FIFO", path: directory + "/fifo.json"),
        ]
        // Root reads a file whatever its mode: the permission fault needs another user.
        if geteuid() != 0 { faults.append(Fault(kind: "permission", path: locked)) }
        for (kind, name) in [
            ("newline", "a\nb.json"), ("bidi", "\u{202E}nosj.txt\u{2066}"), ("long name", String(repeating: "n", count: 300)),
            ("spaces", " a b .json"), ("dash", "-x.json"), ("U+0085", "x\u{85}y.json"),
        ] {
            faults.append(Fault(kind: kind, path: directory + "/" + name))
        }
        return faults
    }

    /// The command lines that read `path` as their document.
    static func commandLines(_ path: String, directory: String) -> [[String]] {
        [
            ["layout", path], ["layout", "--batch", path], ["measure", path], ["measure", "--batch", path],
            ["render", path, "-o", directory + "/out.png"], ["show", path],
        ]
    }

    /// Pictures that cannot be written: into a missing directory, below a file, over a
    /// directory, through a symbolic link loop, into a FIFO that nothing reads, onto a full disk.
    static func outputFaults(in directory: String) throws -> [Fault] {
        try FileManager.default.createDirectory(atPath: directory + "/folder.png", withIntermediateDirectories: true)
        symlink("loop-b.svg", directory + "/loop-a.svg")
        symlink("loop-a.svg", directory + "/loop-b.svg")
        mkfifo(directory + "/unread.pdf", 0o600)
        symlink("/dev/full", directory + "/full.png")
        return [
            Fault(kind: "output: missing directory", path: directory + "/missing/out.png"),
            Fault(kind: "output: below a file", path: directory + "/good.json/out.svg"),
            Fault(kind: "output: directory", path: directory + "/folder.png"),
            Fault(kind: "output: loop", path: directory + "/loop-a.svg"),
            Fault(kind: "output: FIFO", path: directory + "/unread.pdf"),
            Fault(kind: "output: full disk", path: directory + "/full.png"),
        ]
    }

    @Test("every command ends with status 1 and one line naming the file", .timeLimit(.minutes(5)))
    func faultsEndCleanly() throws {
        let workspace = try FuzzWorkspace()
        defer { workspace.remove() }
        let directory = workspace.directory + "/faults"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let fifo = try ReleasedFIFO(path: directory + "/fifo.json")
        defer { fifo.remove() }
        var runs: [String: Int] = [:]
        var cases: [(fault: Fault, arguments: [String], names: String?)] = []
        for fault in try Self.faults(in: directory) {
            // The FIFO's writer hands the tool a byte: a JSON error at a path of the document.
            cases += Self.commandLines(fault.path, directory: directory).map { (fault, $0, fault.kind == "FIFO" ? nil : fault.path) }
        }
        for fault in try Self.outputFaults(in: directory) {
            cases.append((fault, ["render", directory + "/good.json", "-o", fault.path], fault.path))
        }
        for (fault, arguments, names) in cases {
            let outcome = try ToolProcess.run(arguments, timeLimit: ToolFuzzTests.timeLimit)
            runs[fault.kind, default: 0] += 1
            var problems = ToolFuzzTests.problems(outcome, batch: arguments.contains("--batch"))
            if outcome.wasSignalled || outcome.status != 1 { problems.append("status \(outcome.status)") }
            let errors = outcome.standardError.split(separator: "\n").filter { $0.hasPrefix("error: ") }
            if errors.count != 1 { problems.append("\(errors.count) error lines") }
            if let names, !errors.contains(where: { $0.contains(shownFileName(names)) }) {
                problems.append("the message does not name the file: \(errors)")
            }
            #expect(problems.isEmpty, "\(fault.kind): tagflow \(arguments.joined(separator: " ").debugDescription): \(problems)")
        }
        print("fuzz: file faults: \(runs.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")) runs of the tagflow executable")
    }
}
