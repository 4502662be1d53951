import CGtk
import TagFlow
import TagFlowGTK

/// An issue's form (docs/gtk.md, "Input → the component"): a `GtkGrid` of a title entry, a tag
/// field of labels with 5 000 suggestions, the assignees as a tag collection, a notes entry and two
/// buttons. Tab goes through it one stop a widget: the field's stop is its entry, the
/// collection's is one tag, and the arrows move inside them.
@MainActor func runFormApp() -> Int32 {
    let app = gtk_application_new("org.tagflow.Form", G_APPLICATION_NON_UNIQUE)
    defer { g_object_unref(app) }
    var status: Int32 = 0
    onSignal(app, "activate") {
        do {
            try showIssueForm(of: app!)
        } catch {
            printError("error: \(error)")
            status = 1
            g_application_quit(UnsafeMutablePointer(OpaquePointer(app)))
        }
    }
    let ran = g_application_run(UnsafeMutablePointer(OpaquePointer(app)), 1, CommandLine.unsafeArgv)
    return ran != 0 ? ran : status
}

@MainActor func showIssueForm(of app: UnsafeMutablePointer<GtkApplication>) throws(TagFlowError) {
    let sizer = try SharedTextEngine.desktopSizer()
    let title = gtk_entry_new()!
    gtk_editable_set_text(OpaquePointer(title), "Rows keep a stale height")
    let labels = try TagFieldWidget(field: TagField(
        controller: TagCollectionController(
            tags: IssueCatalog.issue(0).labels, options: TagCollectionOptions(removeButton: .init()),
            viewport: Viewport(width: 360), sizer: sizer),
        suggestions: TagSuggestionSource(FormCatalog.suggestions)))
    labels.accessibleLabel = "New label"
    labels.collection.accessibleLabel = "Labels"
    let assignees = try TagCollectionWidget(
        controller: TagCollectionController(
            tags: ["Ana", "Bo", "Chen", "Dara", "Eli"].map { TextTag($0) },
            options: TagCollectionOptions(selectionMode: .multiple()), viewport: Viewport(width: 360), sizer: sizer))
    assignees.accessibleLabel = "Assignees"
    let notes = gtk_entry_new()!
    let cancel = gtk_button_new_with_label("Cancel")!
    let save = gtk_button_new_with_label("Save")!

    let grid = gtk_grid_new()!
    gtk_grid_set_row_spacing(grid.cast(GtkGrid.self), 8)
    gtk_grid_set_column_spacing(grid.cast(GtkGrid.self), 12)
    let frame = gtk_frame_new(nil)!
    gtk_frame_set_child(frame.cast(GtkFrame.self), labels.widget)
    let rows: [(String, UnsafeMutablePointer<GtkWidget>)] = [
        ("Title", title), ("Labels", frame), ("Assignees", assignees.widget), ("Notes", notes),
    ]
    for (row, (name, field)) in rows.enumerated() {
        let caption = label(name)
        gtk_label_set_mnemonic_widget(OpaquePointer(caption), field)
        gtk_grid_attach(grid.cast(GtkGrid.self), caption, 0, Int32(row), 1, 1)
        gtk_widget_set_hexpand(field, 1)
        gtk_grid_attach(grid.cast(GtkGrid.self), field, 1, Int32(row), 1, 1)
    }
    let buttons = box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [cancel, save])
    gtk_widget_set_halign(buttons, GTK_ALIGN_END)
    gtk_grid_attach(grid.cast(GtkGrid.self), buttons, 1, Int32(rows.count), 1, 1)
    for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
        margin(grid, 16)
    }
    let window = gtk_application_window_new(app)!
    gtk_window_set_title(window.cast(GtkWindow.self), "Edit issue")
    gtk_window_set_default_size(window.cast(GtkWindow.self), 560, 0)
    gtk_window_set_child(window.cast(GtkWindow.self), grid)
    gtk_window_present(window.cast(GtkWindow.self))
    gtk_widget_grab_focus(title)
}

/// The form's label suggestions: 5 000 names made of two words, the same on every run.
enum FormCatalog {
    static let suggestions: [String] = {
        let first = ["area", "kind", "needs", "priority", "status", "team", "os", "component", "release", "topic"]
        let second = (0..<500).map { "item-\($0)" }
        return first.flatMap { a in second.map { "\(a): \($0)" } }
    }()
}
