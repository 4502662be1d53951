import CGtk
import TagFlow
import TagFlowGTK

/// A GTK application: a heading, the tags (pick up to three, × to remove, press and hold to
/// drag one elsewhere), an entry that adds a tag on Enter, a button that clears the selection,
/// and a line that shows the app's own list of topics, kept in step with every change.
@MainActor func runTopicsApp(argc: Int32, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    let app = gtk_application_new("org.example.Topics", G_APPLICATION_DEFAULT_FLAGS)
    defer { g_object_unref(app) }
    onSignal(app, "activate") { showTopicsWindow(of: app!) }
    return g_application_run(UnsafeMutablePointer(OpaquePointer(app)), argc, argv)  // until the window closes
}

@MainActor func showTopicsWindow(of app: UnsafeMutablePointer<GtkApplication>) {
    var options = TagCollectionOptions(allowsReordering: true, removeButton: .init())
    options.selectionLimit = 3
    guard let tags = try? TagCollectionWidget(tags: [], options: options) else { return }
    let status = gtk_label_new("Loading…")
    var topics = Topics()
    tags.onChange = { changes in  // every change, the user's or the program's
        topics.apply(changes)
        gtk_label_set_text(OpaquePointer(status), topics.summary)
    }

    let entry = gtk_entry_new()
    onSignal(entry, "activate") {  // Enter
        let text = String(cString: gtk_editable_get_text(OpaquePointer(entry)))
        guard !text.isEmpty, tags.controller.tag(withID: TagID(text)) == nil else { return }
        do { try tags.update { try $0.append(TextTag(text)) } } catch { gtk_label_set_text(OpaquePointer(status), "\(error)") }
        gtk_editable_set_text(OpaquePointer(entry), "")
    }
    let clear = gtk_button_new_with_label("Clear selection")
    onSignal(clear, "clicked") {
        do { try tags.update { try $0.deselectAll() } } catch { gtk_label_set_text(OpaquePointer(status), "\(error)") }
    }
    _ = g_object_bind_property(tags.widget, "has-selection", clear, "sensitive", G_BINDING_SYNC_CREATE)

    let heading = gtk_label_new("Pick up to three topics")
    gtk_widget_add_css_class(heading, "heading")
    for label in [heading, status] { gtk_label_set_xalign(OpaquePointer(label), 0) }
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
    for child in [heading, tags.widget, status, entry, clear] { gtk_box_append(UnsafeMutablePointer(OpaquePointer(box)), child) }
    for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
        margin(box, 16)
    }
    let window = gtk_application_window_new(app)
    gtk_window_set_child(UnsafeMutablePointer(OpaquePointer(window)), box)
    gtk_window_present(UnsafeMutablePointer(OpaquePointer(window)))

    Task { @MainActor in  // a main-actor task: it runs inside g_application_run
        let saved = await loadTopics()
        try tags.update { try $0.setTags(saved.map { TextTag($0) }) }  // animated in
    }
}

/// The app's own model of the topics, kept in step with the widget's changes.
struct Topics {
    var names: [String] = []
    var picked: Set<String> = []

    /// Applies the changes in order, as `TagCollectionChange` says.
    mutating func apply(_ changes: [TagCollectionChange]) {
        for change in changes {
            switch change {
            case .removed(let index, _):
                picked.remove(names.remove(at: index))
            case .moved(_, let from, let to):
                names.insert(names.remove(at: from), at: to)
            case .inserted(let index, let tag):
                names.insert(tag.id.rawValue, at: index)
                if tag.isSelected { picked.insert(tag.id.rawValue) }
            case .selectionChanged(_, let id, let selected):
                if selected { picked.insert(id.rawValue) } else { picked.remove(id.rawValue) }
            case .replaced:
                break
            }
        }
    }

    /// "30 topics; picked: Swift, GTK".
    var summary: String {
        let names = names.filter(picked.contains).joined(separator: ", ")
        return "\(self.names.count) topics; picked: \(names.isEmpty ? "none" : names)"
    }
}

/// The topics, as an app would load them from a file or a server.
func loadTopics() async -> [String] {
    try? await Task.sleep(for: .milliseconds(50))
    return """
        Swift Linux GTK Cairo Pango Layout Accessibility Tags Flow Debian Keyboard Wayland Focus Selection Reordering \
        Chips Themes Widgets Rendering Fonts Unicode Emoji Gestures Scrolling Animation Builder Signals Properties Desktop Xvfb
        """.split(separator: " ").map(String.init)
}
