import TagFlow
import TagFlowJSON

/// A document's tags by their place in it: the answer names a tag by its input index, and the
/// component knows tags by id, so the document's own list maps one to the other — made once from
/// the tags it placed, never by reading an index back out of an id's text.
package struct InputIndices: Sendable {
    private let indexByID: [TagID: Int]

    /// How many tags the document placed.
    package let count: Int

    /// The indices of `tags`, in order.
    package init(_ tags: [TextTag]) {
        var indexByID: [TagID: Int] = [:]
        indexByID.reserveCapacity(tags.count)
        for (index, tag) in tags.enumerated() { indexByID[tag.id] = index }
        self.indexByID = indexByID
        count = tags.count
    }

    /// The input index of the tag with `id`, or `nil` for a tag the document did not place.
    package func index(of id: TagID) -> Int? { indexByID[id] }

    /// The input index of the tag with `id` as JSON: a number, or `null` for a tag the document
    /// did not place.
    package func json(_ id: TagID) -> JSONValue { index(of: id).map { .number(Double($0)) } ?? .null }
}

extension LayoutDocument {
    /// The input indices of the document's tags (or items).
    package var inputIndices: InputIndices { InputIndices(tags) }
}
