/// A JSON value as read from or written to a document.
///
/// Booleans and numbers are distinct cases (`true` is never `1`), and an object keeps its members
/// in document order, so errors can name the first offending key and output comes out in a fixed
/// order. Build values with literals: `["width": 80, "hidden": false]`.
package enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number. Values read from text are always finite.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object: its members in order. Keys read from text are unique.
    case object([Member])

    /// One member of an object: a key and its value.
    package struct Member: Hashable, Sendable {
        /// The member's name.
        package var key: String
        /// The member's value.
        package var value: JSONValue

        /// Creates a member.
        package init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value of member `key` when this is an object that has it, else `nil`.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The words an error message uses for this value: `null`, `true`, `the number 3`,
    /// `the string "343"`, `an array`, `an object`.
    package var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return "the number " + JSONWriter.format(value)
        case .string(let value):
            return "the string " + JSONWriter.quotedExcerpt(value)
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral {
    /// `nil` is `null`.
    package init(nilLiteral: ()) { self = .null }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// A boolean literal.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// An integer literal, as a number.
    package init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// A floating-point literal.
    package init(floatLiteral value: Double) { self = .number(value) }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A string literal.
    package init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// An array literal.
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// An object literal; members keep the literal's order.
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { Member($0.0, $0.1) })
    }
}
