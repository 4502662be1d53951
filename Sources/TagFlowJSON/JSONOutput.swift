/// A JSON text still to be written: values as they are, and long arrays whose elements are made
/// one at a time as they are written, so an answer of a million frames never exists in memory as
/// a whole. `JSONWriter.write(_:to:)` streams it; `value` makes it one `JSONValue`; either way
/// the text is exactly what `JSONWriter.write(_:)` writes for that value.
package enum JSONOutput {
    /// A value, written as it is.
    case value(JSONValue)
    /// An object whose members are outputs, in order.
    case object([Member])
    /// An array of `count` elements; element `i` is made by `element(i)` when it is written.
    case array(count: Int, element: (Int) -> JSONValue)

    /// One member of an object output.
    package struct Member {
        /// The member's name.
        package var key: String
        /// The member's output.
        package var value: JSONOutput

        /// Creates a member.
        package init(_ key: String, _ value: JSONOutput) {
            self.key = key
            self.value = value
        }
    }

    /// The output as one value, every element made.
    package var value: JSONValue {
        switch self {
        case .value(let value): value
        case .object(let members): .object(members.map { JSONValue.Member($0.key, $0.value.value) })
        case .array(let count, let element): .array((0..<count).map(element))
        }
    }
}
