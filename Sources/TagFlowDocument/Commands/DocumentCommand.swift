import TagFlow
import TagFlowJSON

/// A document the commands read: decodable from a JSON value, with errors at JSON paths.
package protocol JSONDocument {
    /// Decodes the document at the reader's value.
    init(document reader: JSONReader) throws(TagFlowError)

    /// Decodes the document in `bytes` (UTF-8 JSON text), with the errors `init(document:)`
    /// gives for its parse.
    init(utf8 bytes: [UInt8]) throws(TagFlowError)
}

extension JSONDocument {
    /// Parses `bytes` whole and decodes the value.
    package init(utf8 bytes: [UInt8]) throws(TagFlowError) {
        try self.init(document: JSONReader(parsing: bytes))
    }
}

/// A `tagflow` command as a pure function from a document to its answer: one compact JSON line
/// (no trailing newline), or a `TagFlowError` saying what is wrong and where (print it with
/// `documentDescription`).
///
/// The answer is an output (`answer(_:)`) whose long arrays are made as they are written, so the
/// tool streams it (`write(utf8:to:)`) with no more than a buffer of it in memory; `run(_:)` gives
/// it as one string. Either way every refusal comes before the first byte.
package protocol DocumentCommand: Sendable {
    /// The document the command reads.
    associatedtype Document: JSONDocument

    /// What the command's answer is called in the message of a number JSON cannot hold: the
    /// layout, the measurement.
    static var answerName: String { get }

    /// The answer to a decoded document, ready to be written.
    func answer(_ document: Document) throws(TagFlowError) -> JSONOutput
}

extension DocumentCommand {
    /// Answers a decoded document with one compact JSON line.
    package func run(_ document: Document) throws(TagFlowError) -> String {
        let output = try answer(document)
        do {
            return try JSONWriter.write(output)
        } catch {
            throw Self.internalError(error)
        }
    }

    /// Answers the document in `input`.
    package func run(_ input: String) throws(TagFlowError) -> String {
        try run(utf8: Array(input.utf8))
    }

    /// Answers the document in `input`, UTF-8 bytes.
    package func run(utf8 input: [UInt8]) throws(TagFlowError) -> String {
        try run(Document(utf8: input))
    }

    /// Answers the document in `input` (UTF-8 bytes) onto `stream`, as `run(utf8:)` answers it,
    /// without a trailing newline.
    /// - Throws: a refusal of the document before anything is written; `internalError` for a
    ///   number the answer cannot hold (a defect, never seen), after what came before it.
    package func write(utf8 input: [UInt8], to stream: inout JSONByteStream) throws(TagFlowError) {
        let output = try answer(Document(utf8: input))
        do {
            try JSONWriter.write(output, to: &stream)
        } catch {
            throw Self.internalError(error)
        }
    }

    /// The error for a number the answer cannot hold, at its place in the answer.
    static func internalError(_ error: JSONWriter.NonFiniteNumberError) -> TagFlowError {
        TagFlowError.document(at: ValuePath(error.path), "internal error: the \(answerName) produced \(error.value)")
    }
}

extension LayoutDocument: JSONDocument {}
extension MeasureDocument: JSONDocument {}
