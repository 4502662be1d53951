import TagFlow
import TagFlowJSON

/// A document the commands read: decodable from a JSON value, with errors at JSON paths.
public protocol JSONDocument {
    /// Decodes the document at the reader's value.
    init(document reader: JSONReader) throws(TagFlowError)
}

/// A `tagflow` command as a pure function from a document to its answer: one compact JSON line
/// (no trailing newline), or a `TagFlowError` saying what is wrong and where (print it with
/// `documentDescription`).
public protocol DocumentCommand: Sendable {
    /// The document the command reads.
    associatedtype Document: JSONDocument

    /// Answers a decoded document.
    func run(_ document: Document) throws(TagFlowError) -> String
}

extension DocumentCommand {
    /// Answers the document in `input`.
    public func run(_ input: String) throws(TagFlowError) -> String {
        try run(utf8: Array(input.utf8))
    }

    /// Answers the document in `input`, UTF-8 bytes.
    public func run(utf8 input: [UInt8]) throws(TagFlowError) -> String {
        try run(Document(document: JSONReader(parsing: input)))
    }
}

extension LayoutDocument: JSONDocument {}
extension MeasureDocument: JSONDocument {}
