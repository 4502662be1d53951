import TagFlow
import TagFlowJSON

extension TagFlowError {
    /// A refusal of a document's value at `path`, in the document's own words (`-1 is not ≥ 0`,
    /// `expected a number, found the string "343"`).
    static func document(at path: ValuePath, _ message: String) -> TagFlowError {
        TagFlowError(TagFlowError.DocumentReason.invalidDocument(message), at: path)
    }

    /// The error of a text that is not JSON, at the value being read.
    init(_ error: JSONSyntaxError) {
        self.init(TagFlowError.DocumentReason.invalidDocument(error.message), at: ValuePath(error.path))
    }

    /// The error as the command-line tool prints it after `error: `: the JSON path of the value
    /// (`$` for the whole document), a colon, and what is wrong and what is allowed —
    /// `$.layout.alignment: "middle" is not one of leading, trailing, …`.
    package var documentDescription: String {
        "\(JSONPath(path)): \(reason)"
    }
}

extension ValuePath {
    /// The path of a JSON value, step for step.
    init(_ path: JSONPath) {
        self.init(path.components.map { component in
            switch component {
            case .key(let key): .key(key)
            case .index(let index): .index(index)
            }
        })
    }
}

extension JSONPath {
    /// The JSON path of a value path, step for step; it prints as `$.tags[2].style`.
    package init(_ path: ValuePath) {
        self.init(path.components.map { component in
            switch component {
            case .key(let key): .key(key)
            case .index(let index): .index(index)
            }
        })
    }
}
