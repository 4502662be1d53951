import TagFlow
import TagFlowJSON

extension JSONReader {
    /// The largest document read, in bytes: 64 MiB, for a document and for each line of a
    /// batch alike.
    ///
    /// A document is read whole before it is parsed, so without a limit a 2 GB file took 4 GB of
    /// memory and endless standard input was read until memory ran out. 64 MiB holds 2.5 million
    /// items; what a document needs beyond its bytes is in docs/cli.md ("Limits").
    package static let maximumDocumentSize = 64 << 20

    /// The limit as messages state it.
    package static var maximumDocumentSizeWords: String { "64 MiB (\(maximumDocumentSize) bytes)" }

    /// Throws at `$` when `bytes` are more than `maximumDocumentSize`.
    static func checkDocumentSize(_ bytes: [UInt8]) throws(TagFlowError) {
        guard bytes.count <= maximumDocumentSize else {
            throw TagFlowError.document(
                at: .root, "the document is \(bytes.count) bytes; a document may be at most \(maximumDocumentSizeWords)")
        }
    }
}
