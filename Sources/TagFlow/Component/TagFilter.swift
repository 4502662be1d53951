/// Which tags a collection shows: a predicate over tags, asked of every tag at every layout, so a
/// tag edited to match (or not) shows (or hides) at once. Tags it leaves out stay in the
/// collection — ids, order and selection unchanged — but take no space, no input and no focus
/// (`TagCollectionController.setFilter(_:)`).
///
/// ```swift
/// try controller.setFilter(.text(containing: "sw"))             // Swift, Swing
/// try controller.setFilter(TagFilter("favourites") { $0.attachment != nil })
/// ```
public struct TagFilter: Sendable, CustomStringConvertible {
    /// What the filter keeps, in words (for logs and messages).
    public var description: String
    /// Whether `tag` shows.
    public var isIncluded: @Sendable (TextTag) -> Bool

    /// A filter keeping the tags `isIncluded` says yes to.
    public init(_ description: String, isIncluded: @escaping @Sendable (TextTag) -> Bool) {
        self.description = description
        self.isIncluded = isIncluded
    }

    /// The tags whose words (their text, or a custom tag's label, as shown unselected) contain
    /// `query`, ignoring case (Unicode's lowercase mapping; accents count); an empty query keeps
    /// every tag. What a filter field and the JSON contract's `filter.text` use.
    public static func text(containing query: String) -> TagFilter {
        let needle = query.lowercased()
        return TagFilter("text contains \"\(query)\"") { tag in
            needle.isEmpty || tag.content.string.lowercased().contains(needle)
        }
    }
}
