import TagFlow
import TagFlowJSON

/// Reads typed values out of a `JSONValue`, knowing where in the document the value is, so every
/// refusal is a `TagFlowError` that says what was wrong, where, and what is allowed.
///
/// ```swift
/// let layout = try JSONReader(document).member("layout")?.object(allowedKeys: ["alignment"])
/// let alignment = try layout?.member("alignment")?.choice(LayoutConfiguration.Alignment.self)
/// // $.layout.alignment: "middle" is not one of leading, trailing, …
/// ```
///
/// Messages (after the path and a colon):
/// - wrong type: `expected a number, found the string "343"`;
/// - not an integer: `1.5 is not an integer`, `1e+20 is too large; integers must be within ±2^53`;
/// - out of range: `-1 is not ≥ 0`, `0 is not > 0`;
/// - not a choice: `"middle" is not one of leading, trailing, …`;
/// - unknown key (path of the key): `unknown key; allowed keys: width, height`;
/// - missing key (path of the object): `missing required key "width"`.
package struct JSONReader: Sendable {
    /// The value being read.
    package let value: JSONValue
    /// Where the value is in its document.
    package let path: ValuePath

    /// A reader for the whole document in `bytes` (UTF-8 JSON text).
    /// - Throws: `TagFlowError` at the value being read when the text is not JSON, at `$` when it
    ///   is larger than `maximumDocumentSize`.
    package init(parsing bytes: [UInt8]) throws(TagFlowError) {
        try Self.checkDocumentSize(bytes)
        do {
            self.init(try JSONParser.parse(utf8: bytes))
        } catch {
            throw TagFlowError(error)
        }
    }

    /// Creates a reader for `value`, found at `path` (the document root by default).
    package init(_ value: JSONValue, path: ValuePath = .root) {
        self.value = value
        self.path = path
    }

    /// An error about this value.
    package func error(_ message: String) -> TagFlowError {
        TagFlowError.document(at: path, message)
    }

    /// The error for a value of the wrong type; `expected` names the type with its article.
    package func typeMismatch(expected: String) -> TagFlowError {
        error("expected \(expected), found \(value.summary)")
    }

    /// Whether the value is `null`.
    package var isNull: Bool { value == .null }

    // MARK: Scalars

    /// A boolean.
    package func bool() throws(TagFlowError) -> Bool {
        guard case .bool(let flag) = value else { throw typeMismatch(expected: "a boolean") }
        return flag
    }

    /// A string.
    package func string() throws(TagFlowError) -> String {
        guard case .string(let text) = value else { throw typeMismatch(expected: "a string") }
        return text
    }

    /// A (finite) number.
    package func number() throws(TagFlowError) -> Double {
        guard case .number(let number) = value else { throw typeMismatch(expected: "a number") }
        return number
    }

    /// A number ≥ 0.
    package func nonNegativeNumber() throws(TagFlowError) -> Double {
        let number = try self.number()
        guard number >= 0 else { throw error("\(JSONWriter.format(number)) is not ≥ 0") }
        return number
    }

    /// A number > 0.
    package func positiveNumber() throws(TagFlowError) -> Double {
        let number = try self.number()
        guard number > 0 else { throw error("\(JSONWriter.format(number)) is not > 0") }
        return number
    }

    /// A number in `range`.
    package func number(in range: ClosedRange<Double>) throws(TagFlowError) -> Double {
        let number = try self.number()
        guard range.contains(number) else {
            throw error(
                "\(JSONWriter.format(number)) is not between \(JSONWriter.format(range.lowerBound)) "
                    + "and \(JSONWriter.format(range.upperBound))")
        }
        return number
    }

    /// An integer: a number with no fractional part (`3` and `3.0` both read as 3) whose magnitude
    /// is at most 2^53, so it is exact.
    package func integer() throws(TagFlowError) -> Int {
        guard case .number(let number) = value else { throw typeMismatch(expected: "an integer") }
        guard number.rounded(.towardZero) == number else {
            throw error("\(JSONWriter.format(number)) is not an integer")
        }
        guard abs(number) <= 9_007_199_254_740_992 else {
            throw error("\(JSONWriter.format(number)) is too large; integers must be within ±2^53")
        }
        return Int(number)
    }

    /// An integer ≥ 0.
    package func nonNegativeInteger() throws(TagFlowError) -> Int {
        let integer = try self.integer()
        guard integer >= 0 else { throw error("\(integer) is not ≥ 0") }
        return integer
    }

    /// A line limit: an integer ≥ 0, where the document's 0 means "no limit" (`nil`).
    package func lineLimit() throws(TagFlowError) -> Int? {
        let lines = try nonNegativeInteger()
        return lines == 0 ? nil : lines
    }

    /// A size limit: a length (≥ 0, at most `maximumLength`), where the document's 0 means
    /// "off" (`nil`).
    package func sizeLimit() throws(TagFlowError) -> Double? {
        let value = try length()
        return value == 0 ? nil : value
    }

    /// One of a fixed set of strings, mapped to its value; the names are listed, in the given
    /// order, when the string is not one of them.
    package func choice<Value>(_ choices: KeyValuePairs<String, Value>) throws(TagFlowError) -> Value {
        let names = choices.map(\.key).joined(separator: ", ")
        guard case .string(let text) = value else {
            throw typeMismatch(expected: "a string (one of \(names))")
        }
        guard let match = choices.first(where: { $0.key == text }) else {
            throw error("\(JSONWriter.quotedExcerpt(text)) is not one of \(names)")
        }
        return match.value
    }

    /// A case of a string-backed enumeration, named by its raw value; the allowed names are the
    /// cases in declaration order.
    package func choice<Choice>(_ type: Choice.Type) throws(TagFlowError) -> Choice
    where Choice: CaseIterable & RawRepresentable, Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
        guard case .string(let text) = value else {
            throw typeMismatch(expected: "a string (one of \(names))")
        }
        guard let match = Choice(rawValue: text) else {
            throw error("\(JSONWriter.quotedExcerpt(text)) is not one of \(names)")
        }
        return match
    }

    // MARK: Containers

    /// The elements of an array, each with its path (made as it is read, so a long array costs
    /// no reader per element).
    package func array() throws(TagFlowError) -> Elements {
        guard case .array(let elements) = value else { throw typeMismatch(expected: "an array") }
        return Elements(values: elements, path: path)
    }

    /// The elements of an array, each read with its path.
    package struct Elements: RandomAccessCollection, Sendable {
        let values: [JSONValue]
        let path: ValuePath

        /// The first element's index, 0.
        package var startIndex: Int { values.startIndex }
        /// One past the last element's index: the number of elements.
        package var endIndex: Int { values.endIndex }

        /// A reader for element `index`, at `path[index]`.
        package subscript(index: Int) -> JSONReader {
            JSONReader(values[index], path: path.appending(index: index))
        }
    }

    /// An object whose keys must all be among `allowedKeys`; the first unknown key (in document
    /// order) is refused with the list of allowed keys (in the given order).
    package func object(allowedKeys: [String]) throws(TagFlowError) -> JSONObjectReader {
        guard case .object(let members) = value else { throw typeMismatch(expected: "an object") }
        for member in members where !allowedKeys.contains(member.key) {
            let allowed = allowedKeys.isEmpty ? "none" : allowedKeys.joined(separator: ", ")
            throw TagFlowError.document(at: path.appending(key: member.key), "unknown key; allowed keys: \(allowed)")
        }
        return JSONObjectReader(members: members, path: path)
    }
}
