import Foundation
import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowPango

/// What the tool reads and names: a batch answered a line at a time, documents within 64 MiB,
/// font files that are regular files, and file names shown on one short line.
@Suite("tagflow reading its input")
struct ToolInputTests {
    static let document = #"{"container":{"width":100},"items":[{"width":10,"height":10}]}"#

    /// A temporary directory, removed by the caller.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The next line `handle` gives within `seconds`, or `nil`.
    static func line(from handle: FileHandle, within seconds: Double) -> String? {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var ready = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) > 0 else { continue }
            var byte: UInt8 = 0
            guard read(handle.fileDescriptor, &byte, 1) == 1 else { return nil }
            if byte == 0x0A { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return nil
    }

    @Test("a batch answers each line before it reads the next: a program may wait for each answer")
    func answerPerLine() throws {
        let executable = try #require(ToolProcess.executable)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["layout", "--batch", "-"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let expected = try pangoLayoutCommand.run(Self.document)
        for _ in 0..<3 {
            // The input stays open: the answer must come out all the same.
            input.fileHandleForWriting.write(Data((Self.document + "\n").utf8))
            #expect(Self.line(from: output.fileHandleForReading, within: 30) == expected)
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test("a document larger than 64 MiB is refused, naming the file, and not read past that")
    func largeDocument() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("big.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(JSONReader.maximumDocumentSize + 1))
        try handle.close()
        let outcome = try ToolProcess.run(["layout", path], timeLimit: 60)
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError
            == "error: \(path): the document is larger than 64 MiB (67108864 bytes), the most a document may be; it was not read\n")
        // From a pipe, nothing is read past the limit (the release build's check reads /dev/zero).
        let piped = try ToolProcess.runShell("head -c \(JSONReader.maximumDocumentSize + 1) /dev/zero | tagflow layout -", in: directory)
        #expect(piped.standardError
            == "error: standard input: the document is larger than 64 MiB (67108864 bytes), the most a document may be; reading stopped there\n")
    }

    @Test("a document of exactly 64 MiB is read; one byte more is refused in process too")
    func documentSizeInProcess() {
        var bytes = [UInt8](repeating: 0x20, count: JSONReader.maximumDocumentSize)
        bytes[0] = UInt8(ascii: "1")
        #expect(documentError { () throws(TagFlowError) in try JSONReader(parsing: bytes) } == nil)
        bytes.append(0x20)
        #expect(documentError { () throws(TagFlowError) in try JSONReader(parsing: bytes) }
            == "$: the document is 67108865 bytes; a document may be at most 64 MiB (67108864 bytes)")
    }

    @Test("a directory is refused in plain words, not a framework's error code")
    func directoryAsDocument() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try ToolProcess.run(["layout", directory.path])
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "error: \(directory.path): cannot read it (it is a directory)\n")
    }

    @Test("a file name with a newline, an escape sequence or 100 000 characters makes one short line")
    func hostileFileNames() throws {
        for name in ["/nonexistent/a\nb\u{1B}[2J.json", "/nonexistent/\u{202E}nosj.txt", "/" + String(repeating: "n", count: 100_000)] {
            let outcome = try ToolProcess.run(["layout", name])
            #expect(outcome.status == 1)
            let lines = outcome.standardError.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 2 && lines[0].utf8.count < 400, "\(outcome.standardError.prefix(300).debugDescription)")
            #expect(!String(lines[0]).unicodeScalars.contains(where: JSONWriter.isEscapedInMessages))
        }
        let render = try ToolProcess.run(
            ["render", "-o", "/nonexistent/x\ny.png", "--background", String(repeating: "#", count: 100_000)], input: Self.document)
        #expect(render.status == 2 && render.standardError.utf8.count < 1_000)
    }

    @Test("a picture is never written into a FIFO that nothing reads: the tool says so and ends")
    func outputFIFO() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.png").path
        #expect(mkfifo(path, 0o600) == 0)
        let outcome = try ToolProcess.run(["render", "-", "-o", path], input: Self.document, timeLimit: 60)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "error: \(path): cannot write it (it is a FIFO that nothing reads)\n")
    }

    @Test("--font never waits on a FIFO, named directly or found in a font folder")
    func fontFIFO() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = try ReleasedFIFO(path: directory.appendingPathComponent("evil.ttf").path)
        defer { fifo.remove() }
        let named = try ToolProcess.run(["measure", "--font", fifo.path], input: #"{"texts":["a"]}"#, timeLimit: 60)
        #expect(named.status == 1)
        #expect(named.standardError.contains("cannot load fonts from \(fifo.path): it is a FIFO, not a regular file"))
        // In a folder, the FIFO is passed over and the fonts beside it are used.
        let serif = try #require(FontLibrary.bundledFontDirectory) + "/DejaVuSerif.ttf"
        try FileManager.default.copyItem(atPath: serif, toPath: directory.appendingPathComponent("serif.ttf").path)
        let folder = try ToolProcess.run(
            ["measure", "--font", directory.path], input: #"{"font":{"family":"DejaVu Serif"},"texts":["a"]}"#, timeLimit: 60)
        #expect(folder.status == 0, "\(folder.standardError)")
    }
}
