/// Batch mode (`--batch`): JSON Lines in, one answer per input line out, in the same order.
///
/// Framing: lines end at `\n` (a `\r` before it is whitespace); a final line without `\n` counts;
/// the empty text after a final `\n` does not, so `a\nb\n` is two lines. Empty input is zero lines
/// and gives no output.
///
/// Every line is answered, so output line *k* always belongs to input line *k*: a document that
/// fails gives `{"error":"<path>: <message>"}` on its line and the other lines are still answered.
/// A blank line (only spaces, tabs or `\r`) is not skipped: it is answered with an error too, since
/// skipping it would break the line correspondence.
public enum JSONLinesBatch {
    /// The message a blank line is answered with (at path `$`).
    public static let blankLineMessage = "blank line; --batch expects one JSON document on every line"

    /// The answer to one input line.
    public struct Answer: Hashable, Sendable {
        /// The input line number, from 1.
        public var lineNumber: Int
        /// The output line, without its newline: the answer's JSON, or `{"error": …}`.
        public var text: String
        /// The error, when the line was refused.
        public var error: DocumentError?
    }

    /// The lines of `input` under the framing described above, without their `\n`.
    public static func lines(of input: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = input.startIndex
        for index in input.indices where input[index] == 0x0A {
            lines.append(input[start..<index])
            start = index + 1
        }
        if start < input.endIndex { lines.append(input[start...]) }
        return lines
    }

    /// Answers one line with `answer`, turning a refusal or a blank line into an error line.
    public static func answer(
        line: ArraySlice<UInt8>, number: Int, using answer: ([UInt8]) throws(DocumentError) -> String
    ) -> Answer {
        do throws(DocumentError) {
            guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else {
                throw DocumentError(path: .root, message: blankLineMessage)
            }
            return Answer(lineNumber: number, text: try answer(Array(line)), error: nil)
        } catch {
            return Answer(lineNumber: number, text: errorLine(error), error: error)
        }
    }

    /// Answers every line of `input`, in order.
    public static func run(
        _ input: [UInt8], using answer: ([UInt8]) throws(DocumentError) -> String
    ) -> [Answer] {
        lines(of: input).enumerated().map { self.answer(line: $0.element, number: $0.offset + 1, using: answer) }
    }

    /// The output line for a refused document: `{"error":"<path>: <message>"}`.
    public static func errorLine(_ error: DocumentError) -> String {
        "{\"error\":" + JSONWriter.quoted(error.description) + "}"
    }
}
