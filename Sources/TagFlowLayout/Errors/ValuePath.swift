/// The place of a value inside what a caller passed: object members by name, array elements by
/// index, outermost first — `tags[3].style.font.size`.
///
/// Paths are written as literals: `["items", 3, "width"]`.
public struct ValuePath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step from a value to a value inside it.
    public enum Component: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        /// The member with this name.
        case key(String)
        /// The element at this (zero-based) index.
        case index(Int)

        public init(stringLiteral value: String) {
            self = .key(value)
        }

        public init(integerLiteral value: Int) {
            self = .index(value)
        }
    }

    /// The steps, outermost first.
    public var components: [Component]

    /// Creates a path from its steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    public init(arrayLiteral elements: Component...) {
        self.init(elements)
    }

    /// The path with no steps: the value the caller passed itself.
    public static let root = ValuePath()

    /// Whether this is the root.
    package var isRoot: Bool { components.isEmpty }

    /// The path of member `key` of the value at this path.
    package func appending(key: String) -> ValuePath {
        ValuePath(components + [.key(key)])
    }

    /// The path of element `index` of the value at this path.
    package func appending(index: Int) -> ValuePath {
        ValuePath(components + [.index(index)])
    }

    /// `lhs`'s steps followed by `rhs`'s.
    public static func + (lhs: ValuePath, rhs: ValuePath) -> ValuePath {
        ValuePath(lhs.components + rhs.components)
    }

    /// `tags[3].style.font.size`; the root is the empty string.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
