/// Writes a `JSONValue` as compact, deterministic JSON text: no whitespace, object members in
/// their stored order, and numbers in one canonical form.
///
/// Numbers: an integral value prints as an integer (`343`, never `343.0`; `-0` prints as `0`);
/// any other value prints in the shortest form that reads back to the same `Double`
/// (`114.66666666666667`, `1e-05`). A non-finite number has no JSON form: writing one throws
/// instead of printing `nan` or `inf`.
///
/// Strings escape `"`, `\` and the control characters U+0000–U+001F (as `\n`, `\t`, … or `\u00XX`)
/// and U+2028/U+2029 (so the line-per-document framing of JSON Lines always holds); everything
/// else is written as UTF-8.
package enum JSONWriter {
    /// Why a value could not be written.
    package struct NonFiniteNumberError: Error, Hashable, Sendable, CustomStringConvertible {
        /// Where the number is.
        package var path: JSONPath
        /// The number.
        package var value: Double

        package var description: String { "\(path): \(value) has no JSON form; numbers must be finite" }
    }

    /// The compact text of `value`.
    package static func write(_ value: JSONValue) throws(NonFiniteNumberError) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        guard append(value, to: &output) else {
            // The slow path, only for the error: find where the first non-finite number is.
            var path: [JSONPath.Component] = []
            let number = firstNonFinite(in: value, path: &path) ?? .nan
            throw NonFiniteNumberError(path: JSONPath(path), value: number)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the text of `value`; `false` when it holds a non-finite number.
    static func append(_ value: JSONValue, to output: inout [UInt8]) -> Bool {
        switch value {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let flag):
            output.append(contentsOf: flag ? "true".utf8 : "false".utf8)
        case .number(let number):
            guard number.isFinite else { return false }
            appendNumber(number, to: &output)
        case .string(let text):
            appendQuoted(text, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                guard append(element, to: &output) else { return false }
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                appendQuoted(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                guard append(member.value, to: &output) else { return false }
            }
            output.append(UInt8(ascii: "}"))
        }
        return true
    }

    /// The first non-finite number in `value`, with `path` set to where it is.
    static func firstNonFinite(in value: JSONValue, path: inout [JSONPath.Component]) -> Double? {
        switch value {
        case .number(let number):
            return number.isFinite ? nil : number
        case .array(let elements):
            for (offset, element) in elements.enumerated() {
                path.append(.index(offset))
                if let found = firstNonFinite(in: element, path: &path) { return found }
                path.removeLast()
            }
        case .object(let members):
            for member in members {
                path.append(.key(member.key))
                if let found = firstNonFinite(in: member.value, path: &path) { return found }
                path.removeLast()
            }
        case .null, .bool, .string:
            break
        }
        return nil
    }

    /// Appends a finite number in its canonical form (see `format(_:)`).
    private static func appendNumber(_ number: Double, to output: inout [UInt8]) {
        guard number.rounded(.towardZero) == number, abs(number) < 9.2e18 else {
            output.append(contentsOf: number.description.utf8)
            return
        }
        var integer = Int64(number)
        if integer < 0 {
            output.append(UInt8(ascii: "-"))
            integer = -integer
        }
        // Digits, least significant first, then reversed in place.
        let start = output.count
        repeat {
            output.append(UInt8(ascii: "0") + UInt8(integer % 10))
            integer /= 10
        } while integer > 0
        output[start...].reverse()
    }

    /// The canonical text of a finite number: integral values without a fraction, others in the
    /// shortest round-trip form. Non-finite values give Swift's `nan` / `inf` spelling, which
    /// `write(_:)` never emits.
    package static func format(_ number: Double) -> String {
        guard number.isFinite else { return number.description }
        var output: [UInt8] = []
        appendNumber(number, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `text` as a JSON string literal, quotes included.
    package static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        appendQuoted(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text` as a string literal; `forMessage` escapes what `isEscapedInMessages(_:)`
    /// names as well.
    static func appendQuoted(_ text: String, to output: inout [UInt8], forMessage: Bool = false) {
        output.append(UInt8(ascii: "\""))
        let utf8 = text.utf8
        // Most strings (keys, colours) need no escape: copy them whole.
        let careful = forMessage ? utf8.contains(where: mayNeedMessageEscape) : utf8.contains(where: mayNeedEscape)
        if !careful {
            output.append(contentsOf: utf8)
            output.append(UInt8(ascii: "\""))
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append(contentsOf: "\\\"".utf8)
            case "\\": output.append(contentsOf: "\\\\".utf8)
            case "\n": output.append(contentsOf: "\\n".utf8)
            case "\r": output.append(contentsOf: "\\r".utf8)
            case "\t": output.append(contentsOf: "\\t".utf8)
            case "\u{08}": output.append(contentsOf: "\\b".utf8)
            case "\u{0C}": output.append(contentsOf: "\\f".utf8)
            case "\u{00}"..."\u{1F}", "\u{2028}", "\u{2029}":
                appendEscape(scalar, to: &output)
            case _ where forMessage && isEscapedInMessages(scalar):
                appendEscape(scalar, to: &output)
            default:
                output.append(contentsOf: String(scalar).utf8)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends `\uXXXX` for a scalar of the Basic Multilingual Plane.
    private static func appendEscape(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }

    /// Whether a UTF-8 byte may belong to a character a string literal escapes: below U+0020,
    /// `"`, `\`, or 0xE2, which leads U+2028 and U+2029 (and other characters).
    @inline(__always)
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2
    }

    /// `mayNeedEscape`, and the bytes that may belong to what only messages escape: DEL, 0xC2
    /// (which leads C1) and 0xD8 (U+061C).
    @inline(__always)
    private static func mayNeedMessageEscape(_ byte: UInt8) -> Bool {
        mayNeedEscape(byte) || byte == 0x7F || byte == 0xC2 || byte == 0xD8
    }
}
