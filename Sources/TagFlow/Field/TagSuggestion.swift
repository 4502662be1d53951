/// One row of a tag field's suggestion list.
public struct TagSuggestion: Hashable, Sendable {
    /// How well a candidate matched the query; earlier kinds are shown first.
    public enum MatchKind: Int, Hashable, Sendable, Comparable {
        /// The whole candidate starts with the query ("sw" → "Swift").
        case prefix
        /// A word of the candidate starts with the query ("ui" → "Swift UI").
        case wordPrefix
        /// The query is somewhere inside ("ift" → "Swift").
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
    /// Whether a tag with this text (by the field's duplicate rule) is already in the field:
    /// only with `TagFieldOptions.marksAddedSuggestions`, else such candidates are left out.
    public var isAdded: Bool

    /// Creates a row.
    public init(text: String, matchRange: Range<Int>, kind: MatchKind, isAdded: Bool = false) {
        self.text = text
        self.matchRange = matchRange
        self.kind = kind
        self.isAdded = isAdded
    }
}
