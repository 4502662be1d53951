import TagFlow

extension RenderScene {
    /// What a tag field adds to its tags' picture: the entry where the draft is typed and, while
    /// suggestions are shown, the list under it. Every part is an `Item`, so the renderer draws it
    /// with the code that draws a tag (a box is custom content in a style; text is measured text).
    public struct Field: Hashable, Sendable {
        /// The entry's box at the field's entry frame.
        public var entry: Item
        /// The entry's text — the draft, or the placeholder (dimmed) while it is empty; `nil` for
        /// neither.
        public var text: Item?
        /// The editor of a tag edited in place: a box over the tag, where it stands, or `nil`.
        public var editor: Item?
        /// The edited text in the editor, or `nil`.
        public var editorText: Item?
        /// The caret: a thin bar where the text being typed has focus (the entry, or the
        /// editor), or `nil`.
        public var caret: Item?
        /// The open suggestion list, or `nil` while it is closed.
        public var suggestions: SuggestionList?

        /// Creates a field's parts.
        package init(
            entry: Item, text: Item? = nil, editor: Item? = nil, editorText: Item? = nil, caret: Item? = nil,
            suggestions: SuggestionList? = nil
        ) {
            self.entry = entry
            self.text = text
            self.editor = editor
            self.editorText = editorText
            self.caret = caret
            self.suggestions = suggestions
        }

        /// The entry's and the editor's parts in drawing order: the entry's box and text, the
        /// editor's box and text, the caret.
        package var entryItems: [Item] { [entry] + [text, editor, editorText, caret].compactMap { $0 } }

        /// Every part in drawing order: the entry's, then the list's.
        public var items: [Item] { entryItems + (suggestions?.items ?? []) }
    }

    /// A tag field's open suggestion list: a popover panel with one row per suggestion shown, a
    /// header where a group begins, and a loading row while an answer is awaited.
    public struct SuggestionList: Hashable, Sendable {
        /// The panel behind the rows (its fill, border and shadow).
        public var panel: Item
        /// The rows, top to bottom: the matched characters bold, the highlighted row filled.
        public var rows: [Item]
        /// The highlighted row's index in `rows`, or `nil`.
        public var highlightedRow: Int?
        /// The groups' headers, top to bottom (not rows: the highlight never lands on one).
        public var headers: [Item]
        /// The loading row, while an asynchronous source's answer is awaited.
        public var loading: Item?

        /// Creates a list.
        package init(panel: Item, rows: [Item], highlightedRow: Int? = nil, headers: [Item] = [], loading: Item? = nil) {
            self.panel = panel
            self.rows = rows
            self.highlightedRow = highlightedRow
            self.headers = headers
            self.loading = loading
        }

        /// The panel, then the headers, the rows and the loading row.
        public var items: [Item] { [panel] + headers + rows + [loading].compactMap { $0 } }
    }
}
