/// The order a collection shows its tags in: a strict weak ordering over tags; tags it ranks
/// equal keep their order in the collection (a stable sort). The collection's own order, the
/// one reorders change and `TagCollectionChange`s report, stays as it is
/// (`TagCollectionController.setSortOrder(_:)`).
///
/// ```swift
/// try controller.setSortOrder(.text())                          // A to Z
/// try controller.setSortOrder(.selectedFirst)
/// ```
public struct TagSortOrder: Sendable, CustomStringConvertible {
    /// The order in words (for logs and messages).
    public var description: String
    /// Whether `a` shows before `b`.
    public var areInIncreasingOrder: @Sendable (TextTag, TextTag) -> Bool

    /// An order given by `areInIncreasingOrder`, a strict weak ordering.
    public init(_ description: String, areInIncreasingOrder: @escaping @Sendable (TextTag, TextTag) -> Bool) {
        self.description = description
        self.areInIncreasingOrder = areInIncreasingOrder
    }

    /// By the tags' words, ignoring case (compared by Unicode scalars of the lowercase text), A
    /// to Z, or Z to A when `descending`.
    public static func text(descending: Bool = false) -> TagSortOrder {
        TagSortOrder(descending ? "text, descending" : "text") { a, b in
            let x = a.content.string.lowercased(), y = b.content.string.lowercased()
            return descending ? y.unicodeScalars.lexicographicallyPrecedes(x.unicodeScalars)
                : x.unicodeScalars.lexicographicallyPrecedes(y.unicodeScalars)
        }
    }

    /// Selected tags before unselected ones (each group in the collection's order).
    public static let selectedFirst = TagSortOrder("selected first") { a, b in a.isSelected && !b.isSelected }

    /// Unselected tags before selected ones.
    public static let selectedLast = TagSortOrder("selected last") { a, b in !a.isSelected && b.isSelected }
}
