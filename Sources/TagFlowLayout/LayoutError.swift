/// Why a layout could not be computed. Every case names what was wrong, where, and what is allowed.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An item's width or height is negative, infinite or NaN.
    case invalidItemSize(index: Int, width: Double, height: Double)
    /// A configuration or container value is out of range; `name` is its path, e.g.
    /// `"contentInset.left"` or `"container.width"`.
    case invalidValue(name: String, value: Double, allowed: String)
    /// `numberOfLines` is negative.
    case negativeNumberOfLines(Int)

    public var description: String {
        switch self {
        case let .invalidItemSize(index, width, height):
            return "item \(index) has size \(width) × \(height); "
                + "widths and heights must be finite and ≥ 0"
        case let .invalidValue(name, value, allowed):
            return "\(name) is \(value); it must be \(allowed)"
        case let .negativeNumberOfLines(value):
            return "numberOfLines is \(value); it must be ≥ 0 (0 means no limit)"
        }
    }
}

extension LayoutError {
    /// The words used for values that must be finite and not negative.
    static let finiteNonNegative = "finite and ≥ 0"

    /// Throws unless `value` is finite and ≥ 0.
    @inline(__always)
    static func checkNonNegative(_ value: Double, _ name: @autoclosure () -> String) throws(LayoutError) {
        guard value >= 0, value < .infinity else {
            throw .invalidValue(name: name(), value: value, allowed: finiteNonNegative)
        }
    }
}
