import ArgumentParser
import TagFlow
import TagFlowDocument
import TagFlowJSON

/// Runs a document command on one document or, with `--batch`, on every line of JSON Lines input,
/// writing answers to standard output and problems to standard error.
///
/// Answers stream: each is written as it is made, through a 64 KiB buffer, so an answer of a
/// million frames never exists in memory whole. A batch reads its input a line at a time and
/// hands on every answer before it reads or answers the next line: a program that writes a
/// line and waits gets its answer, and when a later line kills the process, the answers before
/// it are out, however much input was already there.
enum BatchRunner {
    /// Answers the document in `file` (a path, or `-` for standard input) with `command`.
    /// - Throws: `ExitCode(1)` when the document, or any line, was refused.
    static func run(_ command: some DocumentCommand, file: String, batch: Bool) throws(ExitCode) {
        let input = InputSource.open(file)
        var output = JSONByteStream { StandardStreams.writeOutput(bytes: $0) }
        if batch {
            try answerLines(of: input, with: command, to: &output)
        } else {
            let document = input.document()
            do throws(TagFlowError) {
                try answer(document, with: command, to: &output)
            } catch {
                StandardStreams.writeError("error: \(error.documentDescription)\n")
                throw ExitCode(ToolExitStatus.badInput)
            }
            output.append("\n")
            output.flush()
        }
    }

    /// Answers every line of `input`, one output line per input line.
    private static func answerLines(
        of input: InputSource, with command: some DocumentCommand, to output: inout JSONByteStream
    ) throws(ExitCode) {
        var failed = false
        var number = 0
        var lines = input.lines()
        while let line = lines.next() {
            number += 1
            let error: TagFlowError?
            switch line {
            case .tooLong:
                error = DocumentBatch.tooLongLineError
            case .text(let bytes) where JSONLines.isBlank(bytes[...]):
                error = DocumentBatch.blankLineError
            case .text(let bytes):
                do throws(TagFlowError) {
                    try answer(bytes, with: command, to: &output)
                    error = nil
                } catch let refusal {
                    error = refusal
                }
            }
            if let error {
                failed = true
                output.append(DocumentBatch.errorLine(error))
                StandardStreams.writeError("error: line \(number): \(error.documentDescription)\n")
            }
            output.append("\n")
            // Each answer goes out before the next line is read or answered: a line that kills
            // the process (or waits for input) cannot hold back the answers before it.
            output.flush()
        }
        if failed { throw ExitCode(ToolExitStatus.badInput) }
    }

    /// Writes the answer to one document; a refusal comes before anything is written. A number
    /// the answer cannot hold (a defect) is found part-way: what was written is ended, the error
    /// said, and the tool ends with status 1.
    private static func answer(
        _ document: [UInt8], with command: some DocumentCommand, to output: inout JSONByteStream
    ) throws(TagFlowError) {
        let written = output.written
        do {
            try command.write(utf8: document, to: &output)
        } catch {
            guard output.written != written else { throw error }
            output.append("\n")
            output.flush()
            StandardStreams.writeError("error: \(error.documentDescription); the answer above it was cut off there\n")
            StandardStreams.exit(ToolExitStatus.badInput)
        }
    }
}
