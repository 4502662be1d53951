import TagFlowJSON

/// One picture of `tagflow gallery`: what it shows, the caption that says so, and the layout
/// documents it is drawn from.
package struct GalleryDemo: Sendable {
    /// How the picture is made from documents.
    package enum Picture: Sendable {
        /// One document, drawn exactly as `tagflow render` draws it (saved as `<name>.json`).
        case document(JSONValue)
        /// Several documents drawn side by side or stacked, each in a labelled panel showing its
        /// container (saved as `<name>.jsonl`, one document per line).
        case panels([GalleryPanel], columns: Int)
        /// Rows of a list, stacked with the heights `TagLayout.sizes(ofRows:width:)` reports
        /// for them (saved as `<name>.jsonl`, one row per line).
        case list(rows: [JSONValue])
    }

    /// The file name stem (`alignments` → `alignments.png`, `.svg`, `.json` or `.jsonl`).
    package var name: String
    /// A short title.
    package var title: String
    /// What the picture demonstrates, in a sentence or two.
    package var caption: String
    /// The documents and how they are drawn.
    package var picture: Picture

    /// Creates a demo.
    package init(name: String, title: String, caption: String, picture: Picture) {
        self.name = name
        self.title = title
        self.caption = caption
        self.picture = picture
    }

    /// The name of the saved input: `<name>.json` for one document, `<name>.jsonl` for several.
    package var documentFileName: String {
        if case .document = picture { return name + ".json" }
        return name + ".jsonl"
    }

    /// Every file the demo writes: the PNG (2×), the SVG and the input documents.
    package var fileNames: [String] { [name + ".png", name + ".svg", documentFileName] }
}

/// One panel of a composed picture: a label drawn above it and the document drawn in it.
package struct GalleryPanel: Sendable {
    /// The label above the panel. `{lines}` is replaced by the layout's line count (e.g.
    /// "3 lines"), `{proof}` by ", proven optimal" when a `fewestRows` layout proved it, and a
    /// field's `{refused}` and `{invalid}` by its first refusal and its first invalid tag.
    package var label: String
    /// The layout document.
    package var document: JSONValue
    /// Whether the panel is drawn in the dark appearance (`SceneAppearance.dark`) on a dark panel.
    package var isDark: Bool

    /// Creates a panel.
    package init(label: String, document: JSONValue, isDark: Bool = false) {
        self.label = label
        self.document = document
        self.isDark = isDark
    }
}
