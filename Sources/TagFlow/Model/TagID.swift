/// A tag's identity: stable across edits, moves and selection changes, and Hashable so
/// collections can find, diff and animate tags by it.
///
/// Ids are never random: a caller gives one (a database key, a slug, a row number), or a text
/// tag takes its text as its id (`TextTag("Swift")` has the id `"Swift"`), so two tags made the
/// same way compare equal. A collection refuses two tags with one id; give tags that show the
/// same text ids of their own.
public struct TagID: Hashable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByIntegerLiteral
{
    /// The id's text.
    public let rawValue: String

    /// Creates an id from a caller's string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Creates an id from a number, e.g. a row index or a database key.
    public init(integerLiteral value: Int) {
        self.init(String(value))
    }

    /// Creates an id from a number, e.g. a row index or a database key.
    public init(_ value: Int) {
        self.init(String(value))
    }

    public static func < (lhs: TagID, rhs: TagID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }
}
