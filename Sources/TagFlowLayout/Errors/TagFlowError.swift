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
    package func prefixed(with prefix: ValuePath) -> TagFlowError {
        TagFlowError(reason, at: prefix + path)
    }

    /// `path: reason`, or the reason alone at the root.
    public var description: String {
        path.isRoot ? reason.description : "\(path): \(reason)"
    }
}

extension TagFlowError {
    /// Creates an error for a reason a layer above the engine defines, about the value at `path`.
    public init(_ reason: some TagFlowErrorReason, at path: ValuePath = .root) {
        self.init(.other(reason), at: path)
    }

    /// The reason as the layer that defined it spells it, when it is of type `R`; `nil` for the
    /// engine's own reasons and those of other layers.
    ///
    /// ```swift
    /// if case .unknownID(let id)? = error.reason(as: TagFlowError.CollectionReason.self) { … }
    /// ```
    public func reason<R: TagFlowErrorReason>(as type: R.Type) -> R? {
        guard case .other(let reason) = reason else { return nil }
        return reason as? R
    }

    /// What is wrong: the engine's own reasons, each naming the offending value and what is
    /// allowed, and one open case for the reasons of the layers above it.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// A number outside what is allowed (NaN and the infinities included), e.g.
        /// `-1 is not allowed; it must be finite and ≥ 0`.
        case invalidNumber(Double, allowed: String)
        /// A whole number outside what is allowed.
        case invalidCount(Int, allowed: String)
        /// A piece of text that is not allowed; `problem` says what is (e.g. an empty font family).
        case invalidText(String, problem: String)
        /// An index outside the valid ones (`nil`: the collection is empty).
        case indexOutOfRange(Int, valid: ClosedRange<Int>?)
        /// A range of indices reaching outside `0..<count`.
        case rangeOutOfBounds(Range<Int>, count: Int)
        /// A reason a layer above the engine defines in its own type (the tag collection, text
        /// measurement, drawing, documents); `TagFlowError.reason(as:)` reads it back.
        case other(any TagFlowErrorReason)

        public var description: String {
            switch self {
            case let .invalidNumber(value, allowed):
                return "\(formatted(value)) is not allowed; it must be \(allowed)"
            case let .invalidCount(value, allowed):
                return "\(value) is not allowed; it must be \(allowed)"
            case let .invalidText(text, problem):
                return "\(quoted(text)) is not allowed; \(problem)"
            case let .indexOutOfRange(index, valid?):
                return "\(index) is not a valid index; it must be in \(valid.lowerBound)...\(valid.upperBound)"
            case let .indexOutOfRange(index, nil):
                return "\(index) is not a valid index: the collection is empty"
            case let .rangeOutOfBounds(range, count):
                return "\(range.lowerBound)..<\(range.upperBound) is not allowed; it must lie within 0..<\(count)"
            case let .other(reason):
                return reason.description
            }
        }

        public static func == (a: Reason, b: Reason) -> Bool {
            switch (a, b) {
            case let (.invalidNumber(x, p), .invalidNumber(y, q)): return x == y && p == q
            case let (.invalidCount(x, p), .invalidCount(y, q)): return x == y && p == q
            case let (.invalidText(x, p), .invalidText(y, q)): return x == y && p == q
            case let (.indexOutOfRange(x, p), .indexOutOfRange(y, q)): return x == y && p == q
            case let (.rangeOutOfBounds(x, p), .rangeOutOfBounds(y, q)): return x == y && p == q
            case let (.other(x), .other(y)): return x.isEqual(to: y)
            default: return false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case let .invalidNumber(value, allowed): hasher.combine(value); hasher.combine(allowed)
            case let .invalidCount(value, allowed): hasher.combine(value); hasher.combine(allowed)
            case let .invalidText(text, problem): hasher.combine(text); hasher.combine(problem)
            case let .indexOutOfRange(index, valid): hasher.combine(index); hasher.combine(valid)
            case let .rangeOutOfBounds(range, count): hasher.combine(range); hasher.combine(count)
            case let .other(reason): hasher.combine(reason)
            }
        }
    }
}

/// A reason for a `TagFlowError` that a layer above the engine defines: an enum of that layer's
/// failures (an unknown tag id, a font that cannot be loaded, a canvas too large), carried by
/// `TagFlowError.Reason.other` and read back with `TagFlowError.reason(as:)`. Its description is
/// the message, without the path.
public protocol TagFlowErrorReason: Hashable, Sendable, CustomStringConvertible {}

extension TagFlowErrorReason {
    /// Whether `other` is a reason of this type and equal to this one.
    func isEqual(to other: any TagFlowErrorReason) -> Bool {
        (other as? Self) == self
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

/// Text as messages quote it: in double quotes, with `"`, `\`, control characters (C0, DEL, C1),
/// line and paragraph separators and bidi controls escaped, so a message stays on one line and
/// reads in its own order whatever the text holds, and at most `limit` characters of it, then
/// `…`, so it stays short too (a 1 MB value is not echoed whole).
package func quoted(_ text: String, limit: Int = quotedLength) -> String {
    var result = "\""
    for (count, scalar) in text.unicodeScalars.enumerated() {
        if count == limit {
            result += "…"
            break
        }
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{061C}", "\u{200E}", "\u{200F}", "\u{2028}"..."\u{202E}",
            "\u{2066}"..."\u{2069}":
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
