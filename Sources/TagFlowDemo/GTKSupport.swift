#if canImport(Glibc)
import Glibc
#endif
import CGtk
import TagFlowGTK

// The little GTK plumbing the panels need, so that they read as sample code: a few widget
// constructors (signal handlers are TagFlowGTK's `onSignal` closures).

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget as one of its derivable GTK types (`GtkWindow`, `GtkBox`, `GtkGrid`), which
    /// Swift imports as typed pointers; final types (`GtkLabel`, `GtkDropDown`) take an
    /// `OpaquePointer` instead.
    func cast<T>(_: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self)
    }
}

/// Writes `line` and a newline on standard output at once (a test reads it through a pipe).
func writeLine(_ line: String) {
    _ = (line + "\n").withCString { write(1, $0, strlen($0)) }
}

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
    _ = (message + "\n").withCString { write(2, $0, strlen($0)) }
}

/// Any widget pointer as GLib's untyped pointer.
func object(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(widget) }

/// Runs the GtkApplication `id` (one instance a process), `activate` making its window; its
/// exit status.
@MainActor
func runApplication(_ id: String, activate: @escaping @MainActor (UnsafeMutablePointer<GtkApplication>) -> Void) -> Int32 {
    let app = gtk_application_new(id, G_APPLICATION_NON_UNIQUE)!
    defer { g_object_unref(app) }
    onSignal(app, "activate") { activate(app) }
    return g_application_run(UnsafeMutablePointer(OpaquePointer(app)), 1, CommandLine.unsafeArgv)
}

/// Shows `app`'s window titled `title`, `width` × `height`, holding `children` in a column 12
/// points apart with margins of 16.
@MainActor
func presentWindow(of app: UnsafeMutablePointer<GtkApplication>, title: String, width: Int32, height: Int32, column children: [UnsafeMutablePointer<GtkWidget>]) {
    let column = box(GTK_ORIENTATION_VERTICAL, spacing: 12, children)
    gtk_widget_set_margin_top(column, 16)
    gtk_widget_set_margin_start(column, 16)
    gtk_widget_set_margin_end(column, 16)
    let window = gtk_application_window_new(app)!
    gtk_window_set_title(window.cast(GtkWindow.self), title)
    gtk_window_set_default_size(window.cast(GtkWindow.self), width, height)
    gtk_window_set_child(window.cast(GtkWindow.self), column)
    gtk_window_present(window.cast(GtkWindow.self))
}

/// A vertical or horizontal box of `children`, `spacing` points apart.
@MainActor
func box(_ orientation: GtkOrientation, spacing: Int32, _ children: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
    let box = gtk_box_new(orientation, spacing)!
    for child in children { gtk_box_append(box.cast(GtkBox.self), child) }
    return box
}

/// A label; `heading` makes it bold (GTK's `heading` style class).
@MainActor
func label(_ text: String, heading: Bool = false) -> UnsafeMutablePointer<GtkWidget> {
    let label = gtk_label_new(text)!
    gtk_label_set_xalign(OpaquePointer(label), 0)
    gtk_label_set_wrap(OpaquePointer(label), 1)
    gtk_label_set_max_width_chars(OpaquePointer(label), 36)
    if heading { gtk_widget_add_css_class(label, "heading") } else { gtk_widget_add_css_class(label, "dim-label") }
    return label
}

/// A drop-down list of `choices`.
@MainActor
func dropDown(_ choices: [String]) -> UnsafeMutablePointer<GtkWidget> {
    var pointers = choices.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return pointers.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
            gtk_drop_down_new_from_strings($0)
        }
    }!
}

/// The selected position of a drop-down.
@MainActor
func selection(of dropDown: UnsafeMutablePointer<GtkWidget>) -> Int {
    Int(gtk_drop_down_get_selected(OpaquePointer(dropDown)))
}
