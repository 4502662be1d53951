/// Why a text is not a JSON document: where (the JSON path of the value being read) and what,
/// with the line and column where the text went wrong.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value being read when the text went wrong (`$` for the whole document).
    package var path: JSONPath
    /// What is wrong, e.g. `invalid JSON at line 1, column 40: expected a value, found '}'`.
    package var message: String

    /// Creates an error.
    package init(path: JSONPath, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    package var description: String { "\(path): \(message)" }
}

/// Reads JSON text (RFC 8259) into a `JSONValue`.
///
/// Strict where it matters for a contract: no comments, no trailing commas, no leading zeros, no
/// `NaN` or `Infinity`, numbers that overflow a `Double` are refused, a key may appear only once in
/// an object, strings must be valid UTF-8 with paired surrogates. A leading UTF-8 byte order mark is
/// skipped. Nesting deeper than `maximumDepth` is refused rather than risking the stack.
///
/// Errors say where the text went wrong twice over: the JSON path of the value being read and the
/// line and column (counted in Unicode scalars, from 1), e.g.
/// `$.items[2]: invalid JSON at line 1, column 40: expected a value, found '}'`.
package enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    package static let maximumDepth = 512

    /// Parses a whole document.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(utf8: Array(text.utf8))
    }

    /// Parses a whole document given as UTF-8 bytes.
    package static func parse(utf8 bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try parse(utf8: bytes, streaming: nil)
    }

    /// Parses a whole document given as UTF-8 bytes, handing each element of the array that is
    /// the root object's member `key` to `consume` (with its index) as soon as it is read,
    /// instead of keeping it: the document's value holds that array empty. A document of a
    /// million elements then never holds them all as values. Syntax errors are the same, at the
    /// same paths; elements before one have been handed on.
    package static func parse(
        utf8 bytes: [UInt8], streamingElementsOf key: String, to consume: (JSONValue, Int) -> Void
    ) throws(JSONSyntaxError) -> JSONValue {
        try withoutActuallyEscaping(consume) { consume throws(JSONSyntaxError) in
            try parse(utf8: bytes, streaming: (key, consume))
        }
    }

    private static func parse(
        utf8 bytes: [UInt8], streaming: (key: String, consume: (JSONValue, Int) -> Void)?
    ) throws(JSONSyntaxError) -> JSONValue {
        var reader = Reader(bytes: bytes, streaming: streaming)
        return try reader.document()
    }
}

extension JSONParser {
    /// The parsing state: the text, the position, and the path of the value being read.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var path: [JSONPath.Component] = []
        /// Bytes of the string being read, reused from string to string.
        var scratch: [UInt8] = []
        /// The root member whose array elements are handed on, and to what.
        let streaming: (key: String, consume: (JSONValue, Int) -> Void)?

        init(bytes: [UInt8], streaming: (key: String, consume: (JSONValue, Int) -> Void)?) {
            self.bytes = bytes
            self.streaming = streaming
        }

        // MARK: Bytes

        private static let quote = UInt8(ascii: "\"")
        private static let backslash = UInt8(ascii: "\\")

        private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        private static func isDigit(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return byte >= 0x30 && byte <= 0x39
        }

        // MARK: Errors

        /// A syntax error at the current position.
        private func error(_ what: String, at position: Int? = nil) -> JSONSyntaxError {
            let position = position ?? index
            var line = 1
            var column = 1
            for k in 0..<min(position, bytes.count) {
                let byte = bytes[k]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return JSONSyntaxError(
                path: JSONPath(path), message: "invalid JSON at line \(line), column \(column): \(what)")
        }

        /// The character at the current position, for "found …" in messages.
        private var found: String {
            guard index < bytes.count else { return "the end of the input" }
            var end = index + 1
            while end < bytes.count, end - index < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let character = String(decoding: bytes[index..<end], as: UTF8.self)
            if let scalar = character.unicodeScalars.first, JSONWriter.isEscapedInMessages(scalar) {
                // Named by its code, so the message stays one line that reads as written.
                let kind = scalar.properties.generalCategory == .control ? "control character" : "character"
                return kind + " U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            }
            return "'" + character + "'"
        }

        // MARK: Values

        mutating func document() throws(JSONSyntaxError) -> JSONValue {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
            skipWhitespace()
            guard index < bytes.count else {
                throw JSONSyntaxError(path: .root, message: "the input is empty; expected a JSON document")
            }
            let value = try self.value()
            skipWhitespace()
            guard index == bytes.count else {
                throw error("unexpected \(found) after the end of the document")
            }
            return value
        }

        private mutating func value() throws(JSONSyntaxError) -> JSONValue {
            guard let byte = peek else { throw error("expected a value, found \(found)") }
            switch byte {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case Self.quote: return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("expected a value, found \(found)")
            }
        }

        private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
            let start = index
            let count = word.utf8CodeUnitCount
            let matches = bytes.count - start >= count
                && (0..<count).allSatisfy { bytes[start + $0] == word.utf8Start[$0] }
            guard matches else { throw error("expected a value, found \(found)") }
            index += count
        }

        private mutating func enterContainer() throws(JSONSyntaxError) {
            guard path.count < JSONParser.maximumDepth else {
                throw error("nesting is deeper than \(JSONParser.maximumDepth) levels")
            }
        }

        private mutating func object() throws(JSONSyntaxError) -> JSONValue {
            try enterContainer()
            index += 1  // {
            var members: [JSONValue.Member] = []
            var keys = Set<String>()
            skipWhitespace()
            if peek == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard peek == Self.quote else {
                    throw error("expected a member name in double quotes, found \(found)")
                }
                let keyStart = index
                let key = try string()
                skipWhitespace()
                guard peek == UInt8(ascii: ":") else {
                    throw error("expected ':' after the member name, found \(found)")
                }
                index += 1
                skipWhitespace()
                path.append(.key(key))
                // Small objects (the usual case) are checked by scanning; larger ones by hashing.
                let isDuplicate: Bool
                if members.count < 16 {
                    isDuplicate = members.contains { $0.key == key }
                } else {
                    if keys.isEmpty { keys = Set(members.map(\.key)) }
                    isDuplicate = !keys.insert(key).inserted
                }
                guard !isDuplicate else {
                    throw error("duplicate key; a key may appear only once in an object", at: keyStart)
                }
                let streams = path.count == 1 && peek == UInt8(ascii: "[") && streaming?.key == key
                let value = streams ? try array(handingOn: streaming?.consume) : try self.value()
                path.removeLast()
                members.append(JSONValue.Member(key, value))
                skipWhitespace()
                switch peek {
                case UInt8(ascii: ","):
                    index += 1
                case UInt8(ascii: "}"):
                    index += 1
                    return .object(members)
                default:
                    throw error("expected ',' or '}' after an object member, found \(found)")
                }
            }
        }

        /// An array; with `consume`, each element is handed to it instead of kept.
        private mutating func array(handingOn consume: ((JSONValue, Int) -> Void)? = nil) throws(JSONSyntaxError) -> JSONValue {
            try enterContainer()
            index += 1  // [
            var elements: [JSONValue] = []
            var count = 0
            skipWhitespace()
            if peek == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                skipWhitespace()
                path.append(.index(count))
                let element = try value()
                if let consume { consume(element, count) } else { elements.append(element) }
                count += 1
                path.removeLast()
                skipWhitespace()
                switch peek {
                case UInt8(ascii: ","):
                    index += 1
                case UInt8(ascii: "]"):
                    index += 1
                    return .array(elements)
                default:
                    throw error("expected ',' or ']' after an array element, found \(found)")
                }
            }
        }

        // MARK: Numbers

        private mutating func digits() throws(JSONSyntaxError) {
            guard Self.isDigit(peek) else { throw error("expected a digit, found \(found)") }
            while Self.isDigit(peek) { index += 1 }
        }

        private mutating func number() throws(JSONSyntaxError) -> Double {
            let start = index
            if peek == UInt8(ascii: "-") { index += 1 }
            if peek == UInt8(ascii: "0") {
                index += 1
                if Self.isDigit(peek) { throw error("a number may not have a leading zero") }
            } else {
                try digits()
            }
            if peek == UInt8(ascii: ".") {
                index += 1
                try digits()
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                index += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
                try digits()
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text), value.isFinite else {
                throw error("the number \(JSONWriter.excerpt(text)) is too large for a 64-bit floating-point value", at: start)
            }
            return value
        }

        // MARK: Strings

        private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
            guard bytes.count - index >= 4 else { throw error("expected four hexadecimal digits after \\u") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw error("expected four hexadecimal digits after \\u, found \(found)")
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }

        /// A string; the current byte is its opening quote.
        private mutating func string() throws(JSONSyntaxError) -> String {
            let start = index
            index += 1
            scratch.removeAll(keepingCapacity: true)
            var runStart = index
            while true {
                guard index < bytes.count else { throw error("unterminated string", at: start) }
                let byte = bytes[index]
                if byte == Self.quote {
                    scratch.append(contentsOf: bytes[runStart..<index])
                    index += 1
                    break
                } else if byte == Self.backslash {
                    scratch.append(contentsOf: bytes[runStart..<index])
                    index += 1
                    try escape()
                    runStart = index
                } else if byte < 0x20 {
                    throw error("\(found) inside a string; write it as an escape such as \\n")
                } else {
                    index += 1
                }
            }
            guard let text = String(validating: scratch, as: UTF8.self) else {
                throw error("the string is not valid UTF-8", at: start)
            }
            return text
        }

        /// An escape sequence; the current byte follows the backslash.
        private mutating func escape() throws(JSONSyntaxError) {
            guard let byte = peek else { throw error("unterminated string") }
            let simple: UInt8?
            switch byte {
            case Self.quote, Self.backslash, UInt8(ascii: "/"): simple = byte
            case UInt8(ascii: "b"): simple = 0x08
            case UInt8(ascii: "f"): simple = 0x0C
            case UInt8(ascii: "n"): simple = 0x0A
            case UInt8(ascii: "r"): simple = 0x0D
            case UInt8(ascii: "t"): simple = 0x09
            case UInt8(ascii: "u"): simple = nil
            default:
                let what = found.hasPrefix("'") ? "\\" + found.dropFirst().dropLast() : "\\ followed by " + found
                throw error("invalid escape \(what) in a string")
            }
            index += 1
            if let simple {
                scratch.append(simple)
                return
            }
            let escapeStart = index - 2
            var code = try hexQuad()
            if code >= 0xD800, code <= 0xDBFF {
                guard bytes.count - index >= 2, bytes[index] == Self.backslash, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate \\u\(String(code, radix: 16, uppercase: true))", at: escapeStart)
                }
                index += 2
                let low = try hexQuad()
                guard low >= 0xDC00, low <= 0xDFFF else {
                    throw error("unpaired surrogate \\u\(String(code, radix: 16, uppercase: true))", at: escapeStart)
                }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if code >= 0xDC00, code <= 0xDFFF {
                throw error("unpaired surrogate \\u\(String(code, radix: 16, uppercase: true))", at: escapeStart)
            }
            // Every value left is a valid scalar: surrogates were handled above.
            scratch.append(contentsOf: String(Unicode.Scalar(code)!).utf8)
        }
    }
}

extension String {
    /// The string with zeros in front to make it at least `width` characters long.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
