#if canImport(Glibc)
import Glibc
#endif
import CGtk
import TagFlow
import TagFlowGTK

/// An app whose labels live in a `GtkStringList` bound to the tags (`bind(model:)`): × removes,
/// press and hold drags, and an entry appends to the list on Enter. Every change of the list,
/// the app's or the user's, writes "model: Swift, Linux, …" on standard output (unbuffered).
@MainActor func runModelApp() -> Int32 {
    let app = gtk_application_new("org.tagflow.Model", G_APPLICATION_NON_UNIQUE)
    defer { g_object_unref(app) }
    onSignal(app, "activate") { showModelWindow(of: app!) }
    return g_application_run(UnsafeMutablePointer(OpaquePointer(app)), 1, CommandLine.unsafeArgv)
}

@MainActor private func showModelWindow(of app: UnsafeMutablePointer<GtkApplication>) {
    let labels = gtk_string_list_new(nil)!
    for text in ["Swift", "Linux", "GTK", "Cairo", "Pango"] { gtk_string_list_append(labels, text) }
    onSignal(labels, "items-changed") {
        let texts = (0..<g_list_model_get_n_items(labels)).map { String(cString: gtk_string_list_get_string(labels, $0)) }
        _ = "model: \(texts.joined(separator: ", "))\n".withCString { write(1, $0, strlen($0)) }
    }
    guard let tags = try? TagCollectionWidget(tags: [], options: TagCollectionOptions(allowsReordering: true, removeButton: .init())) else { return }
    tags.bind(model: labels)
    g_object_unref(UnsafeMutableRawPointer(labels))  // the widget holds it while bound
    let entry = gtk_entry_new()
    onSignal(entry, "activate") {
        gtk_string_list_append(labels, gtk_editable_get_text(OpaquePointer(entry)))
        gtk_editable_set_text(OpaquePointer(entry), "")
    }
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
    for child in [tags.widget, entry] { gtk_box_append(UnsafeMutablePointer(OpaquePointer(box)), child) }
    gtk_widget_set_margin_top(box, 16)
    gtk_widget_set_margin_start(box, 16)
    gtk_widget_set_margin_end(box, 16)
    let window = gtk_application_window_new(app)
    gtk_window_set_title(UnsafeMutablePointer(OpaquePointer(window)), "Labels")
    gtk_window_set_default_size(UnsafeMutablePointer(OpaquePointer(window)), 480, 200)
    gtk_window_set_child(UnsafeMutablePointer(OpaquePointer(window)), box)
    gtk_window_present(UnsafeMutablePointer(OpaquePointer(window)))
}
