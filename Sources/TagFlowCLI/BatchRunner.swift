import ArgumentParser
import TagFlow
import TagFlowDocument
import TagFlowJSON

/// Runs a document command on one document or, with `--batch`, on every line of JSON Lines input,
/// writing answers to standard output and problems to standard error.
enum BatchRunner {
    /// Answers the document in `file` (a path, or `-` for standard input) with `command`.
    static func run(_ command: some DocumentCommand, file: String, batch: Bool) throws {
        try run(InputSource.read(file), batch: batch) { (bytes) throws(TagFlowError) in
            try command.run(utf8: bytes)
        }
    }

    /// Answers `input` with `answer`: one document, or one per line when `batch` is set.
    /// - Throws: `ExitCode(1)` when the document, or any line, was refused.
    static func run(
        _ input: [UInt8], batch: Bool, answer: ([UInt8]) throws(TagFlowError) -> String
    ) throws(ExitCode) {
        if batch {
            var output = BufferedOutput()
            var failed = false
            for (offset, line) in JSONLines.lines(of: input).enumerated() {
                let reply = DocumentBatch.answer(line: line, number: offset + 1, using: answer)
                output.writeLine(reply.text)
                if let error = reply.error {
                    failed = true
                    StandardStreams.writeError("error: line \(reply.lineNumber): \(error.documentDescription)\n")
                }
            }
            output.flush()
            if failed { throw ExitCode(ToolExitStatus.badInput) }
        } else {
            do throws(TagFlowError) {
                StandardStreams.writeOutput(try answer(input) + "\n")
            } catch {
                StandardStreams.writeError("error: \(error.documentDescription)\n")
                throw ExitCode(ToolExitStatus.badInput)
            }
        }
    }
}
