/// Why a document was refused: where (a JSON path) and what was wrong, including what is allowed.
///
/// Its description is the text the command-line tool prints after `error: ` and puts in a batch
/// line's `{"error": …}`: the path, a colon and the message, for example
/// `$.layout.alignment: "middle" is not one of leading, trailing, …` or
/// `$: invalid JSON at line 1, column 9: expected a value`.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the offending value is (for a missing key, the object that lacks it; for malformed
    /// JSON, the value being read when the text went wrong).
    public var path: JSONPath
    /// What was wrong and, where it helps, what is allowed.
    public var message: String

    /// Creates an error.
    public init(path: JSONPath, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
