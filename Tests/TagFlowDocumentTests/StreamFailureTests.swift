import Foundation
import Testing

/// Standard output or standard error that cannot be written — a full disk (`/dev/full`), a
/// reader that went away — ends the tool with status 1 and one line saying so, never with a
/// signal and a backtrace.
@Suite("tagflow with streams that cannot be written")
struct StreamFailureTests {
    static let document = #"{"container":{"width":100},"items":[{"width":10,"height":10}]}"#
    static let fullDiskMessage = "error: standard output: cannot write it (No space left on device)\n"

    private func full() throws -> FileHandle {
        try #require(FileHandle(forWritingAtPath: "/dev/full"))
    }

    @Test("an answer written to a full disk is an error with status 1")
    func fullStandardOutput() throws {
        for arguments in [["layout"], ["measure"], ["--help"]] {
            let input = arguments == ["measure"] ? #"{"texts":["Swift"]}"# : Self.document
            let outcome = try ToolProcess.run(arguments, input: input, standardOutput: try full())
            #expect(!outcome.wasSignalled, "\(arguments): signal \(outcome.status)")
            #expect(outcome.status == 1, "\(arguments)")
            #expect(outcome.standardError == Self.fullDiskMessage, "\(arguments)")
        }
    }

    @Test("a batch whose answers fill the disk midway stops with status 1 and one error")
    func fullDiskMidBatch() throws {
        // 2 000 answers of about 170 bytes: more than one 64 KiB buffer, so the first write
        // happens while lines are still being answered.
        let input = Array(repeating: Self.document, count: 2_000).joined(separator: "\n")
        let outcome = try ToolProcess.run(["layout", "--batch"], input: input, standardOutput: try full())
        #expect(!outcome.wasSignalled)
        #expect(outcome.status == 1)
        #expect(outcome.standardError == Self.fullDiskMessage)
    }

    @Test("a render's summary line written to a full disk is an error with status 1")
    func fullDiskAfterRender() throws {
        let picture = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: picture) }
        let outcome = try ToolProcess.run(["render", "-o", picture], input: Self.document, standardOutput: try full())
        #expect(!outcome.wasSignalled)
        #expect(outcome.status == 1)
        #expect(outcome.standardError == Self.fullDiskMessage)
    }

    @Test("errors that cannot be written to a full standard error still end with status 1")
    func fullStandardError() throws {
        let bad = #"{"container":{"width":-1},"items":[]}"#
        for arguments in [["layout"], ["layout", "--batch"]] {
            let outcome = try ToolProcess.run(arguments, input: bad, standardError: try full())
            #expect(!outcome.wasSignalled, "\(arguments): signal \(outcome.status)")
            #expect(outcome.status == 1, "\(arguments)")
        }
        // Nothing to report and nothing reported: success stays success.
        let good = try ToolProcess.run(["layout"], input: Self.document, standardError: try full())
        #expect(good.status == 0)
    }

    @Test("a reader that went away is an error with status 1, not SIGPIPE")
    func closedPipe() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let input = Array(repeating: Self.document, count: 2_000).joined(separator: "\n")
        let outcome = try ToolProcess.run(["layout", "--batch"], input: input, standardOutput: pipe.fileHandleForWriting)
        #expect(!outcome.wasSignalled, "signal \(outcome.status)")
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "error: standard output: cannot write it (Broken pipe)\n")
    }
}
