/// Why TagFlow refused a value or could not finish a job: where the problem is and what is wrong.
///
/// Every layer throws this one type — the layout engine, the component, text measurement,
/// drawing and the command-line documents. `path` leads from what the caller handed over to the
/// value at fault (`items[3].width`, `configuration.contentInset.left`,
/// `tags[2].style.font.size`); a layer that passes on an error about a value inside one of its
/// arguments puts that argument's place in front (`prefixed(with:)`), so no layer ever parses
/// another's words. A document tool prints the same path as a JSON path
/// (`$.tags[2].style.font.size`).
///
/// ```swift
/// do {
///     _ = try FlowLayout().layout([LayoutItem(width: -1, height: 28)], in: Size(width: 343, height: 0))
/// } catch {
///     print(error)   // items[0].width: -1 is not allowed; it must be finite and ≥ 0
/// }
/// ```
public struct TagFlowError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is; the root (empty) when it is not at one value.
    public var path: ValuePath
    /// What is wrong.
    public var reason: Reason

    /// Creates an error about the value at `path`.
    public init(_ reason: Reason, at path: ValuePath = .root) {
        self.reason = reason
        self.path = path
    }

    /// The same error about the value at `prefix` followed by this error's path: how a layer
    /// passes on an error about a value inside one of its arguments.
    public func prefixed(with prefix: ValuePath) -> TagFlowError {
        TagFlowError(reason, at: prefix + path)
    }

    /// `path: reason`, or the reason alone at the root.
    public var description: String {
        path.isRoot ? reason.description : "\(path): \(reason)"
    }
}

extension TagFlowError {
    /// What is wrong: each case names the offending value and what is allowed, or what failed.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// A number outside what is allowed (NaN and the infinities included), e.g.
        /// `-1 is not allowed; it must be finite and ≥ 0`.
        case invalidNumber(Double, allowed: String)
        /// A whole number outside what is allowed.
        case invalidCount(Int, allowed: String)
        /// A colour string that cannot be read; `problem` says why.
        case invalidColor(String, problem: String)
        /// A piece of text that is not allowed; `problem` says what is (e.g. an empty font family).
        case invalidText(String, problem: String)
        /// A font family the text engine does not have; `available` lists those it has.
        case unknownFontFamily(String, available: [String])
        /// An index outside the valid ones (`nil`: the collection is empty).
        case indexOutOfRange(Int, valid: ClosedRange<Int>?)
        /// A range of indices reaching outside `0..<count`.
        case rangeOutOfBounds(Range<Int>, count: Int)
        /// No tag in the collection has this id.
        case unknownID(String)
        /// Another tag in the collection already has this id.
        case duplicateID(String)
        /// An input event came with a time earlier than the event before it.
        case timeWentBackwards(Double, previous: Double)
        /// A document that cannot be read as written; the words say what is wrong and what is
        /// allowed (`expected a number, found the string "343"`, `-1 is not ≥ 0`).
        case invalidDocument(String)
        /// A font file or directory that cannot be loaded.
        case fontLoadingFailed(file: String, problem: String)
        /// The text engine failed for a reason outside the caller's input.
        case textEngineFailed(String)
        /// A picture would be larger than a drawing surface may be.
        case canvasTooLarge(width: Double, height: Double, limit: String)
        /// The drawing library failed; `operation` says during what.
        case drawingFailed(operation: String, detail: String)
        /// A file could not be written.
        case cannotWrite(file: String, problem: String)

        public var description: String {
            switch self {
            case let .invalidNumber(value, allowed):
                return "\(formatted(value)) is not allowed; it must be \(allowed)"
            case let .invalidCount(value, allowed):
                return "\(value) is not allowed; it must be \(allowed)"
            case let .invalidColor(text, problem):
                return "\(quoted(text)) is not a colour: \(problem); use \"#RRGGBB\" or \"#RRGGBBAA\""
            case let .invalidText(text, problem):
                return "\(quoted(text)) is not allowed; \(problem)"
            case let .unknownFontFamily(family, available):
                return "\(quoted(family)) is not an available font family; available: "
                    + available.map(quoted).joined(separator: ", ")
            case let .indexOutOfRange(index, valid?):
                return "\(index) is not a valid index; it must be in \(valid.lowerBound)...\(valid.upperBound)"
            case let .indexOutOfRange(index, nil):
                return "\(index) is not a valid index: the collection is empty"
            case let .rangeOutOfBounds(range, count):
                return "\(range.lowerBound)..<\(range.upperBound) is not allowed; it must lie within 0..<\(count)"
            case let .unknownID(id):
                return "\(quoted(id)) is not the id of any tag in the collection"
            case let .duplicateID(id):
                return "\(quoted(id)) is the id of another tag in the collection; ids must be unique"
            case let .timeWentBackwards(time, previous):
                return "\(formatted(time)) is earlier than the previous event's time \(formatted(previous)); "
                    + "event times must not decrease"
            case let .invalidDocument(message):
                return message
            case let .fontLoadingFailed(file, problem):
                return "cannot load fonts from \(file): \(problem)"
            case let .textEngineFailed(detail):
                return "text measurement failed: \(detail)"
            case let .canvasTooLarge(width, height, limit):
                return "the canvas would be \(formatted(width)) × \(formatted(height)) pixels; \(limit)"
            case let .drawingFailed(operation, detail):
                return "drawing failed to \(operation): \(detail)"
            case let .cannotWrite(file, problem):
                return "cannot write \(file): \(problem)"
            }
        }
    }
}

/// A number as messages show it: integral values without a fraction (`343`, `-1`), others in
/// the shortest form that reads back to the same value (`0.35`, `1e-05`), `nan` and `inf` as
/// Swift spells them.
package func formatted(_ number: Double) -> String {
    if number.isFinite, number.rounded(.towardZero) == number, abs(number) < 9.2e18 {
        return String(Int64(number))
    }
    return number.description
}

/// Text as messages quote it: in double quotes, with `"`, `\` and control characters escaped,
/// so a message stays on one line whatever the text holds, and at most `quotedLength`
/// characters of it, then `…`, so it stays short too (a 1 MB value is not echoed whole).
package func quoted(_ text: String) -> String {
    var result = "\""
    for (count, scalar) in text.unicodeScalars.enumerated() {
        if count == quotedLength {
            result += "…"
            break
        }
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
            let hex = String(scalar.value, radix: 16, uppercase: true)
            result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        default:
            result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

/// The most characters (Unicode scalars) of a value a message quotes: 40, as the document
/// reader's messages do (`JSONWriter.excerptLength`).
package let quotedLength = 40
