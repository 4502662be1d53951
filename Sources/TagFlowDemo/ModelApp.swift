import CGtk
import TagFlow
import TagFlowGTK

/// An app whose labels live in a `GtkStringList` bound to the tags (`bind(model:)`): × removes,
/// press and hold drags, and an entry appends to the list on Enter. Every change of the list,
/// the app's or the user's, writes "model: Swift, Linux, …" on standard output (unbuffered).
@MainActor func runModelApp() -> Int32 {
    runApplication("org.tagflow.Model") { showModelWindow(of: $0) }
}

@MainActor private func showModelWindow(of app: UnsafeMutablePointer<GtkApplication>) {
    let labels = gtk_string_list_new(nil)!
    for text in ["Swift", "Linux", "GTK", "Cairo", "Pango"] { gtk_string_list_append(labels, text) }
    onSignal(labels, "items-changed") {
        let texts = (0..<g_list_model_get_n_items(labels)).map { String(cString: gtk_string_list_get_string(labels, $0)) }
        writeLine("model: \(texts.joined(separator: ", "))")
    }
    guard let tags = try? TagCollectionWidget(tags: [], options: TagCollectionOptions(allowsReordering: true, removeButton: .init())) else { return }
    tags.bind(model: labels)
    g_object_unref(UnsafeMutableRawPointer(labels))  // the widget holds it while bound
    let entry = gtk_entry_new()!
    onSignal(entry, "activate") {
        gtk_string_list_append(labels, gtk_editable_get_text(OpaquePointer(entry)))
        gtk_editable_set_text(OpaquePointer(entry), "")
    }
    presentWindow(of: app, title: "Labels", width: 480, height: 200, column: [tags.widget, entry])
}
