/// A tag's identity: stable across edits, moves and selection changes, and Hashable so
/// collections can find, diff and animate tags by it.
///
/// An id is a string the caller chooses (a database key, a slug), or a random 128-bit value from
/// `TagID()`. Random ids come from the system's secure generator, so no shared counter (global
/// mutable state) is needed and ids made in different processes do not collide in practice.
public struct TagID: Hashable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByIntegerLiteral
{
    /// The id's text.
    public let rawValue: String

    /// Creates an id from a caller's string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a new random id (32 hex digits).
    public init() {
        var generator = SystemRandomNumberGenerator()
        self.init(randomUsing: &generator)
    }

    /// Creates a random id from the given generator (seeded generators give repeatable ids in tests).
    public init(randomUsing generator: inout some RandomNumberGenerator) {
        let digits = Array("0123456789abcdef")
        var text = ""
        for _ in 0..<2 {
            var word = generator.next() as UInt64
            for _ in 0..<16 {
                text.append(digits[Int(word & 0xF)])
                word >>= 4
            }
        }
        self.init(text)
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Creates an id from a number, e.g. a row index or a database key.
    public init(integerLiteral value: Int) {
        self.init(String(value))
    }

    public static func < (lhs: TagID, rhs: TagID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }
}
