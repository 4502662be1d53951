extension JSONWriter {
    /// `value` as indented JSON text for people to read (the gallery's documents): an array or
    /// object whose compact form fits in `lineWidth` characters stays on one line, others put
    /// each element on its own line, indented by two spaces; one-line forms have a space after each `:` and `,`. Numbers and strings are written as
    /// `write(_:)` writes them, so the text reads back to the same value. Ends with a newline.
    package static func prettyPrinted(_ value: JSONValue, lineWidth: Int = 96) throws(NonFiniteNumberError) -> String {
        var output = ""
        try appendPretty(value, indent: "", to: &output, lineWidth: lineWidth)
        return output + "\n"
    }

    /// One line with a space after each `:` and `,`: `{"width": 80, "height": 28}`.
    private static func inline(_ value: JSONValue) throws(NonFiniteNumberError) -> String {
        switch value {
        case .array(let elements):
            var parts: [String] = []
            for element in elements { parts.append(try inline(element)) }
            return "[" + parts.joined(separator: ", ") + "]"
        case .object(let members):
            var parts: [String] = []
            for member in members { parts.append(quoted(member.key) + ": " + (try inline(member.value))) }
            return "{" + parts.joined(separator: ", ") + "}"
        default:
            return try write(value)
        }
    }

    private static func appendPretty(
        _ value: JSONValue, indent: String, to output: inout String, lineWidth: Int
    ) throws(NonFiniteNumberError) {
        let compact = try inline(value)
        let isContainer: Bool
        switch value {
        case .array(let elements): isContainer = !elements.isEmpty
        case .object(let members): isContainer = !members.isEmpty
        default: isContainer = false
        }
        guard isContainer, indent.count + compact.count > lineWidth else {
            output += compact
            return
        }
        let inner = indent + "  "
        switch value {
        case .array(let elements):
            output += "[\n"
            for (offset, element) in elements.enumerated() {
                output += inner
                try appendPretty(element, indent: inner, to: &output, lineWidth: lineWidth)
                output += offset == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            output += "{\n"
            for (offset, member) in members.enumerated() {
                output += inner + quoted(member.key) + ": "
                try appendPretty(member.value, indent: inner, to: &output, lineWidth: lineWidth)
                output += offset == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        default:
            output += compact
        }
    }
}
