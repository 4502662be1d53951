/// Why a tag could not be built, measured or sized. Every case names what was wrong, where, and
/// what is allowed, so a caller (or the command-line tool) can show it as it is.
public enum TagFlowError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A number is out of range; `name` is its path, e.g. `"style.font.size"` or `"containerWidth"`.
    case invalidValue(name: String, value: Double, allowed: String)
    /// A whole number is out of range, e.g. a negative `numberOfLines`.
    case invalidCount(name: String, value: Int, allowed: String)
    /// A colour string could not be read.
    case invalidColor(name: String, value: String, reason: String)
    /// A text value is not allowed, e.g. an empty font family.
    case invalidText(name: String, value: String, allowed: String)
    /// A font family is not among the fonts the measurer knows; `available` lists those it does.
    case unknownFontFamily(name: String, family: String, available: [String])
    /// A font file or directory could not be loaded.
    case fontLoadingFailed(path: String, reason: String)
    /// The text engine failed for a reason outside the caller's input.
    case measurementFailed(String)
    /// The layout engine refused its input.
    case layout(LayoutError)

    public var description: String {
        switch self {
        case let .invalidValue(name, value, allowed):
            return "\(name) is \(value); it must be \(allowed)"
        case let .invalidCount(name, value, allowed):
            return "\(name) is \(value); it must be \(allowed)"
        case let .invalidColor(name, value, reason):
            return "\(name) is \"\(value)\": \(reason); use \"#RRGGBB\" or \"#RRGGBBAA\" (hex digits)"
        case let .invalidText(name, value, allowed):
            return "\(name) is \"\(value)\"; it must be \(allowed)"
        case let .unknownFontFamily(name, family, available):
            return "\(name) is \"\(family)\", which is not an available font family; available: "
                + available.map { "\"\($0)\"" }.joined(separator: ", ")
        case let .fontLoadingFailed(path, reason):
            return "cannot load fonts from \(path): \(reason)"
        case let .measurementFailed(reason):
            return "text measurement failed: \(reason)"
        case let .layout(error):
            return error.description
        }
    }
}

extension TagFlowError {
    /// Words for values that must be finite and not negative.
    static let finiteNonNegative = "finite and ≥ 0"

    /// Throws unless `value` is finite and ≥ 0 (NaN fails too).
    @inline(__always)
    static func checkNonNegative(_ value: Double, _ name: @autoclosure () -> String) throws(TagFlowError) {
        guard value >= 0, value < .infinity else {
            throw .invalidValue(name: name(), value: value, allowed: finiteNonNegative)
        }
    }

    /// Throws unless `value` is finite (NaN fails too).
    @inline(__always)
    static func checkFinite(_ value: Double, _ name: @autoclosure () -> String) throws(TagFlowError) {
        guard value.isFinite else { throw .invalidValue(name: name(), value: value, allowed: "finite") }
    }
}
