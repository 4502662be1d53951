import TagFlowJSON

/// The tag field's demo: six fields after their events, each drawn as `tagflow render` draws a
/// field document; the labels of the paste and the invalid tag quote the field's own callbacks.
extension GalleryCatalog {
    /// The candidates the fields suggest from.
    static let fieldSuggestions: [JSONValue] = ["Swift", "SwiftUI", "Swift Testing", "Server-side Swift", "Rust", "Linux"]

    /// A field panel: `tags` in the gallery's chip (or the default style, which follows the dark
    /// appearance), the field's own keys, then `events` after focus.
    static func fieldPanel(
        _ label: String, tags: [String], field: [JSONValue.Member] = [], events: [JSONValue], layout: [JSONValue.Member] = [],
        style: JSONValue? = P.chip, isDark: Bool = false
    ) -> GalleryPanel {
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
                events: picking, style: nil, isDark: true),
        ]
        return GalleryDemo(
            name: "tag-field", title: "The tag field",
            caption: "A TagField after its events, drawn by tagflow render: typed text becomes tags at each comma and "
                + "the rest stays in the entry beside the caret; a paste adds every line but refuses a duplicate "
                + "(the label quotes the didRefuse callback); a piece over maximumLength is added in the invalid "
                + "style; and the suggestion list opens under the entry with the matched letters bold and the "
                + "highlighted row in the selection colour. Right to left the entry and the list are mirrored. "
                + "Composed of six documents.",
            picture: .panels(panels, columns: 2))
    }
}
