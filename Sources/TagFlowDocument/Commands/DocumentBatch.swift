import TagFlow
import TagFlowJSON

/// Batch mode (`--batch`): JSON Lines in, one answer per input line out, in the same order.
///
/// Every line is answered, so output line *k* always belongs to input line *k*: a document that
/// fails gives `{"error":"<path>: <message>"}` on its line and the other lines are still answered.
/// A blank line (only spaces, tabs or `\r`) is not skipped: it is answered with an error too, since
/// skipping it would break the line correspondence. Framing is `JSONLines`'.
package enum DocumentBatch {
    /// The message a blank line is answered with (at path `$`).
    package static let blankLineMessage = "blank line; --batch expects one JSON document on every line"

    /// The error a blank line is answered with, at `$`.
    package static let blankLineError = TagFlowError.document(at: .root, blankLineMessage)

    /// The error a line longer than `JSONReader.maximumDocumentSize` is answered with, at `$`: a
    /// reader of the lines as they come passes over it without keeping it.
    package static let tooLongLineError = TagFlowError.document(
        at: .root, "the line is longer than \(JSONReader.maximumDocumentSizeWords), the most a document may be; it was not read")

    /// The answer to one input line.
    package struct Answer: Hashable, Sendable {
        /// The input line number, from 1.
        package var lineNumber: Int
        /// The output line, without its newline: the answer's JSON, or `{"error": …}`.
        package var text: String
        /// The error, when the line was refused.
        package var error: TagFlowError?
    }

    /// Answers one line with `answer`, turning a refusal or a blank line into an error line.
    package static func answer(
        line: ArraySlice<UInt8>, number: Int, using answer: ([UInt8]) throws(TagFlowError) -> String
    ) -> Answer {
        do throws(TagFlowError) {
            guard !JSONLines.isBlank(line) else { throw blankLineError }
            return Answer(lineNumber: number, text: try answer(Array(line)), error: nil)
        } catch {
            return Answer(lineNumber: number, text: errorLine(error), error: error)
        }
    }

    /// Answers every line of `input`, in order.
    package static func run(_ input: [UInt8], using answer: ([UInt8]) throws(TagFlowError) -> String) -> [Answer] {
        JSONLines.lines(of: input).enumerated().map { self.answer(line: $0.element, number: $0.offset + 1, using: answer) }
    }

    /// The output line for a refused document: `{"error":"<path>: <message>"}`.
    package static func errorLine(_ error: TagFlowError) -> String {
        "{\"error\":" + JSONWriter.quoted(error.documentDescription) + "}"
    }
}
