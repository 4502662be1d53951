import TagFlowJSON

/// The tag field's demo: nine fields after their events, each drawn as `tagflow render` draws a
/// field document; the labels of the paste and the invalid tag quote the field's own callbacks.
extension GalleryCatalog {
    /// The candidates the fields suggest from.
    static let fieldSuggestions: [JSONValue] = ["Swift", "SwiftUI", "Swift Testing", "Server-side Swift", "Rust", "Linux"]

    /// How a field panel looks: the gallery's chip on a light page, or the default style (which
    /// follows the dark appearance) on a dark one.
    enum FieldLook {
        case chip
        case darkDefault
    }

    /// A field panel: `tags` in the panel's look, the field's own keys, then `events` after focus.
    static func fieldPanel(
        _ label: String, tags: [String], field: [JSONValue.Member] = [], events: [JSONValue], layout: [JSONValue.Member] = [],
        look: FieldLook = .chip
    ) -> GalleryPanel {
        // `.none`, not `nil`: a bare nil would be JSON's null (JSONValue is a nil literal too).
        let style: JSONValue? = look == .chip ? .some(P.chip) : .none
        let isDark = look == .darkDefault
        var options: [JSONValue.Member] = [.init("maximumSuggestions", 4)]
        if let style { options.append(.init("tagStyle", style)) }
        let entries: [JSONValue] = tags.map { text in style.map { tag(text, $0) } ?? ["text": .string(text)] }
        let document = document(
            width: 360, layout: panelLayout(layout), tags: entries,
            extra: [.init("field", .object(merged(options, field))), .init("events", .array([["type": "focus"]] + events))])
        return GalleryPanel(label: label, document: document, isDark: isDark)
    }

    static func tagField() -> GalleryDemo {
        let typing: [JSONValue] = [["type": "text", "text": "swift, linux, pan"]]
        let suggesting: [JSONValue.Member] = [.init("suggestions", .array(fieldSuggestions)), .init("marksAddedSuggestions", true)]
        let picking: [JSONValue] = [["type": "text", "text": "sw"], ["type": "key", "key": "down", "time": 0], ["type": "key", "key": "down", "time": 1]]
        let hebrew: [JSONValue] = ["שלום", "שמש", "שוקולד", "ירושלים"]
        let grouped: [JSONValue.Member] = [
            .init("suggestions", [["group": "Recent", "suggestions": ["Swift", "Pango"]], ["group": "Labels", "suggestions": ["Server-side Swift", "Rust", "GTK", "Testing"]]])
        ]
        // ← twice to Linux, Return makes it the editor, its text replaced; the edit is still open.
        let editing: [JSONValue] = [
            ["type": "key", "key": "left", "time": 0], ["type": "key", "key": "left", "time": 1],
            ["type": "key", "key": "return", "time": 2], ["type": "deleteText", "from": 0, "to": 5],
            ["type": "text", "text": "Unix"],
        ]
        let panels = [
            fieldPanel("typed “swift, linux, pan”: two tags, a draft", tags: ["Cairo"], events: typing),
            fieldPanel(
                "paste: {refused}", tags: ["Swift", "Linux"],
                events: [["type": "paste", "text": "Rust\nswift\nGo"]]),
            fieldPanel(
                "{invalid}", tags: ["Pango", "Cairo"],
                field: [.init("maximumLength", 12), .init("addsInvalidTags", true)],
                events: [["type": "text", "text": "accessibility, "]]),
            fieldPanel(
                "“sw”, ↓↓: SwiftUI highlighted, already added", tags: ["SwiftUI", "Pango"],
                field: suggesting, events: picking),
            fieldPanel(
                "right to left: “ש” typed", tags: ["עברית", "תגיות"],
                field: [.init("suggestions", .array(hebrew)), .init("placeholder", "הוסף תגית")],
                events: [["type": "text", "text": "ש"], ["type": "key", "key": "down", "time": 0]],
                layout: [.init("layoutDirection", "rightToLeft")]),
            fieldPanel(
                "dark: Swift already added", tags: ["Linux", "Swift"], field: suggesting,
                events: picking, look: .darkDefault),
            fieldPanel("groups: “s” over recent and labels", tags: ["Cairo"], field: grouped, events: [["type": "text", "text": "s"]]),
            fieldPanel(
                "answered later: the loading row", tags: ["Cairo"], field: [.init("asynchronousSuggestions", true)],
                events: [["type": "text", "text": "sw"]]),
            fieldPanel(
                "Linux edited in place: “Unix”", tags: ["Swift", "Linux", "Pango"],
                events: editing),
        ]
        return GalleryDemo(
            name: "tag-field", title: "The tag field",
            caption: "A TagField after its events, drawn by tagflow render: typed text becomes tags at each comma and "
                + "the rest stays in the entry beside the caret; a paste adds every line but refuses a duplicate "
                + "(the label quotes the didRefuse callback); a piece over maximumLength is added in the invalid "
                + "style; and the suggestion list opens under the entry with the matched letters bold and the "
                + "highlighted row in the selection colour. Right to left the entry and the list are mirrored. "
                + "Grouped suggestions show their headers, a source that answers later a loading row, and a tag "
                + "edited in place is the editor where it stands. Composed of nine documents.",
            picture: .panels(panels, columns: 2))
    }
}
