/// A value stored out of line, with value semantics: copying a `Boxed` copies one reference, and
/// the first change to a shared box copies the value (copy on write, as the standard library's
/// collections do).
struct Boxed<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The box. Immutable once shared: writes go through `value`, which copies a shared box first.
    private final class Storage: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var storage: Storage

    init(_ value: Value) {
        storage = Storage(value)
    }

    /// The value; setting it (or a part of it) replaces the box, so no other copy sees the change.
    var value: Value {
        get { storage.value }
        set { storage = Storage(newValue) }
    }

    static func == (lhs: Boxed, rhs: Boxed) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(storage.value)
    }
}
