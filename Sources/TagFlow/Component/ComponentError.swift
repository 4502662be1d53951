/// Why the component refused a call. Every case names the argument at fault (`name`, e.g.
/// `"index"`, `"event.location.x"`, `"options.selectionMode.limit"`) and what is allowed, so a
/// caller — or the command-line tool — can show it as it is.
///
/// The component never traps on bad input: an index out of range, an unknown or duplicate id, a
/// non-finite coordinate or a negative viewport is one of these errors, and the call changes
/// nothing.
public enum ComponentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An index is outside `0..<count` (or `0...count` where inserting at the end is allowed).
    case indexOutOfRange(name: String, index: Int, validRange: ClosedRange<Int>?)
    /// A range of indices reaches outside `0..<count`.
    case rangeOutOfBounds(name: String, lowerBound: Int, upperBound: Int, count: Int)
    /// No tag has this id.
    case unknownID(name: String, id: TagID)
    /// A tag with this id is already in the collection; ids must be unique.
    case duplicateID(name: String, id: TagID)
    /// A number is out of range (negative, NaN, infinite, …).
    case invalidValue(name: String, value: Double, allowed: String)
    /// A whole number is out of range, e.g. a selection limit of 0.
    case invalidCount(name: String, value: Int, allowed: String)
    /// Event times went backwards: an event came with a time earlier than the one before it.
    case timeWentBackwards(name: String, time: Double, previous: Double)
    /// Measuring or laying out the tags failed; the wrapped error names the tag and the value.
    case tagFlow(TagFlowError)

    public var description: String {
        switch self {
        case let .indexOutOfRange(name, index, range):
            guard let range else { return "\(name) is \(index), but the collection is empty" }
            return "\(name) is \(index); it must be in \(range.lowerBound)...\(range.upperBound)"
        case let .rangeOutOfBounds(name, lower, upper, count):
            return "\(name) is \(lower)..<\(upper); it must lie within 0..<\(count)"
        case let .unknownID(name, id):
            return "\(name) is \"\(id)\", which is not the id of any tag in the collection"
        case let .duplicateID(name, id):
            return "\(name) is \"\(id)\", which another tag in the collection already has; ids must be unique"
        case let .invalidValue(name, value, allowed):
            return "\(name) is \(value); it must be \(allowed)"
        case let .invalidCount(name, value, allowed):
            return "\(name) is \(value); it must be \(allowed)"
        case let .timeWentBackwards(name, time, previous):
            return "\(name) is \(time), earlier than the previous event's time \(previous); event times must not decrease"
        case let .tagFlow(error):
            return error.description
        }
    }
}

extension ComponentError {
    /// The valid indices of a collection of `count` elements, or `nil` when it is empty; with
    /// `includingEnd` the position after the last element counts too (for inserting).
    static func validRange(count: Int, includingEnd: Bool = false) -> ClosedRange<Int>? {
        let upper = includingEnd ? count : count - 1
        return upper >= 0 ? 0...upper : nil
    }

    /// Throws unless `index` is a valid element index of a collection of `count` elements.
    static func checkIndex(_ index: Int, count: Int, name: String, includingEnd: Bool = false) throws(ComponentError) {
        let upper = includingEnd ? count : count - 1
        guard index >= 0, index <= upper else {
            throw .indexOutOfRange(name: name, index: index, validRange: validRange(count: count, includingEnd: includingEnd))
        }
    }

    /// Throws unless `value` is finite (NaN and ±infinity fail).
    static func checkFinite(_ value: Double, _ name: @autoclosure () -> String) throws(ComponentError) {
        guard value.isFinite else { throw .invalidValue(name: name(), value: value, allowed: "finite") }
    }

    /// Throws unless `value` is finite and ≥ 0.
    static func checkNonNegative(_ value: Double, _ name: @autoclosure () -> String) throws(ComponentError) {
        guard value >= 0, value < .infinity else {
            throw .invalidValue(name: name(), value: value, allowed: "finite and ≥ 0")
        }
    }
}
