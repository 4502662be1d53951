/// A value stored out of line, with value semantics: copying a `Boxed` copies one reference, and
/// the first change to a shared box copies the value (copy on write, as the standard library's
/// collections do). The box also keeps what `Value.makeCache()` derives from the value, worked
/// out once per value: a change makes a new box and a new cache, so the two never disagree.
struct Boxed<Value: BoxedValue>: Hashable, Sendable {
    /// The box. Immutable once made: writes go through `value`, which makes a new box.
    private final class Storage: Sendable {
        let value: Value
        let cache: Value.Cache
        init(_ value: Value) {
            self.value = value
            cache = value.makeCache()
        }
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

    /// What the value's `makeCache()` gave.
    var cache: Value.Cache { storage.cache }

    static func == (lhs: Boxed, rhs: Boxed) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(storage.value)
    }
}

/// A value kept in a `Boxed`, with something derived from it that is worth keeping beside it.
protocol BoxedValue: Hashable, Sendable {
    associatedtype Cache: Sendable
    /// Derives the cache; called once for every value put in a box.
    func makeCache() -> Cache
}
