import TagFlow

extension RenderScene {
    /// What a tag field adds to its tags' picture: the entry where the draft is typed and, while
    /// suggestions are shown, the list under it. Every part is an `Item`, so the renderer draws it
    /// with the code that draws a tag (a box is custom content in a style; text is measured text).
    public struct Field: Hashable, Sendable {
        /// The entry's box at the field's entry frame.
        public var entry: Item
        /// The draft, or the placeholder (dimmed) while the draft is empty; `nil` for neither.
        public var text: Item?
        /// The caret: a thin bar in the entry while the draft has focus, or `nil`.
        public var caret: Item?
        /// The open suggestion list, or `nil` while it is closed.
        public var suggestions: SuggestionList?

        /// Creates a field's parts.
        public init(entry: Item, text: Item? = nil, caret: Item? = nil, suggestions: SuggestionList? = nil) {
            self.entry = entry
            self.text = text
            self.caret = caret
            self.suggestions = suggestions
        }

        /// The entry's parts in drawing order: its box, its text, its caret.
        public var entryItems: [Item] { [entry] + [text, caret].compactMap { $0 } }

        /// Every part in drawing order: the entry's, then the list's.
        public var items: [Item] { entryItems + (suggestions?.items ?? []) }
    }

    /// A tag field's open suggestion list: a popover panel with one row per suggestion shown.
    public struct SuggestionList: Hashable, Sendable {
        /// The panel behind the rows (its fill, border and shadow).
        public var panel: Item
        /// The rows, top to bottom: the matched characters bold, the highlighted row filled.
        public var rows: [Item]
        /// The highlighted row's index in `rows`, or `nil`.
        public var highlightedRow: Int?

        /// Creates a list.
        public init(panel: Item, rows: [Item], highlightedRow: Int? = nil) {
            self.panel = panel
            self.rows = rows
            self.highlightedRow = highlightedRow
        }

        /// The panel, then the rows.
        public var items: [Item] { [panel] + rows }
    }
}
