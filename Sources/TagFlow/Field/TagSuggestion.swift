/// One row of a tag field's suggestion list.
public struct TagSuggestion: Hashable, Sendable {
    /// How well a candidate matched the query; earlier kinds are shown first.
    public enum MatchKind: Int, Hashable, Sendable, Comparable {
        /// The whole candidate starts with the query ("sw" → "Swift"); every row of a list opened
        /// with an empty draft (its match range empty).
        case prefix
        /// A word of the candidate starts with the query ("ui" → "Swift UI").
        case wordPrefix
        /// The query is somewhere inside ("ift" → "Swift"), or, in a row an asynchronous source
        /// answered, nowhere the field can tell (the source matched it its own way).
        case substring

        public static func < (lhs: MatchKind, rhs: MatchKind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The candidate's text, as the source gave it.
    public var text: String
    /// The characters of `text` the query matched (offsets in `Character`s), for a front end to
    /// draw bold.
    public var matchRange: Range<Int>
    /// How it matched.
    public var kind: MatchKind
    /// Whether a tag with this text (folded alike) is already in the field: only with
    /// `TagCollectionOptions.marksAddedSuggestions`, else such candidates are left out.
    public var isAdded: Bool
    /// The title of the group the row is in (`TagSuggestionGroup.title`), or `nil` for a row of
    /// no group: a front end shows a header where the group changes (headers are not rows, so
    /// the highlight never lands on one) and tells screen readers the group.
    public var group: String?

    /// Creates a row.
    package init(text: String, matchRange: Range<Int>, kind: MatchKind, isAdded: Bool = false, group: String? = nil) {
        self.text = text
        self.matchRange = matchRange
        self.kind = kind
        self.isAdded = isAdded
        self.group = group
    }
}
