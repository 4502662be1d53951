/// A value a caller attaches to a tag (a model object's key, a URL, …).
///
/// It holds any `Hashable & Sendable` value, so tags stay Hashable and can cross threads; two
/// attachments are equal when their values are of the same type and equal.
public struct TagAttachment: Hashable, Sendable {
    /// The attached value.
    public let value: any Sendable
    // Equality and hashing are captured while the value's type is known, so they need no
    // existential opening later.
    private let isEqual: @Sendable (any Sendable) -> Bool
    private let hashValue_: @Sendable (inout Hasher) -> Void

    /// Wraps a value.
    public init<T: Hashable & Sendable>(_ value: T) {
        self.value = value
        self.isEqual = { other in (other as? T) == value }
        self.hashValue_ = { hasher in
            hasher.combine(ObjectIdentifier(T.self))
            hasher.combine(value)
        }
    }

    /// The value as `T`, or `nil` when it is of another type.
    public func value<T>(as type: T.Type = T.self) -> T? { value as? T }

    public static func == (lhs: TagAttachment, rhs: TagAttachment) -> Bool {
        lhs.isEqual(rhs.value)
    }

    public func hash(into hasher: inout Hasher) {
        hashValue_(&hasher)
    }
}
