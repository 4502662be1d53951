import TagFlow
import TagFlowJSON

/// A document's filter (`component.filter`, a `filter` event): the tags whose words contain
/// `text`, ignoring case (`TagFilter.text(containing:)`); an empty text shows every tag.
package struct FilterSetting: Hashable, Sendable {
    /// What the tags' words must contain.
    package var text: String

    /// Creates a setting.
    package init(text: String) {
        self.text = text
    }

    /// The component's filter.
    package var tagFilter: TagFilter { .text(containing: text) }

    /// Reads `{ "text": "…" }`.
    init(document reader: JSONReader) throws(TagFlowError) {
        let object = try reader.object(allowedKeys: ["text"])
        self.init(text: try object.requiredMember("text").string())
    }
}

/// A document's sort order (`component.sort`, a `sort` event): by the tags' words (ignoring case)
/// or selected first, ascending or descending; tags that compare equal keep the collection's order.
package struct SortSetting: Hashable, Sendable {
    /// What the tags are sorted by.
    package enum Key: String, CaseIterable, Hashable, Sendable {
        /// The tags' words, ignoring case (`TagSortOrder.text(descending:)`).
        case text
        /// Selected tags first (descending: last).
        case selected
    }

    /// What the tags are sorted by.
    package var key: Key
    /// Whether the order is reversed (Z to A, selected last).
    package var descending: Bool

    /// Creates a setting.
    package init(key: Key, descending: Bool = false) {
        self.key = key
        self.descending = descending
    }

    /// The component's sort order.
    package var tagSortOrder: TagSortOrder {
        switch key {
        case .text: .text(descending: descending)
        case .selected: descending ? .selectedLast : .selectedFirst
        }
    }

    /// Reads `{ "by": "text" | "selected", "order": "ascending" | "descending" }` (`order`
    /// optional, ascending by default), an object with the keys `allowing` lists.
    init(document reader: JSONReader, allowing keys: [String] = ["by", "order"]) throws(TagFlowError) {
        let object = try reader.object(allowedKeys: keys)
        let key = try object.requiredMember("by").choice(Key.self)
        let orders: KeyValuePairs<String, Bool> = ["ascending": false, "descending": true]
        let descending = try object.member("order")?.choice(orders)
        self.init(key: key, descending: descending ?? false)
    }
}
