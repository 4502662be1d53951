/// A document the commands read: decodable from a JSON value, with errors at JSON paths.
public protocol JSONDocument {
    /// Decodes the document at the reader's value.
    init(document reader: JSONReader) throws(DocumentError)
}

/// A `tagflow` command as a pure function from a document to its answer: one compact JSON line
/// (no trailing newline), or a `DocumentError` saying what is wrong and where.
public protocol DocumentCommand: Sendable {
    /// The document the command reads.
    associatedtype Document: JSONDocument

    /// Answers a decoded document.
    func run(_ document: Document) throws(DocumentError) -> String
}

extension DocumentCommand {
    /// Answers the document in `input`.
    public func run(_ input: String) throws(DocumentError) -> String {
        try run(utf8: Array(input.utf8))
    }

    /// Answers the document in `input`, UTF-8 bytes.
    public func run(utf8 input: [UInt8]) throws(DocumentError) -> String {
        try run(Document(document: JSONReader(JSONParser.parse(utf8: input))))
    }
}

extension LayoutDocument: JSONDocument {}
extension MeasureDocument: JSONDocument {}
