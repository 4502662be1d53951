#if canImport(Glibc)
import Glibc
#endif
import CGtk
import TagFlow
import TagFlowGTK

/// Runs the window a GtkBuilder file describes (its top object named `window`) as a
/// GtkApplication. Its signals may name four handlers, which write a line on standard output
/// (unbuffered): `print_selection` for "selection-changed" ("selection-changed: Swift, GTK", the
/// selected tags' ids), `print_toggled` for "tag-toggled" ("tag-toggled: 0 Swift true"),
/// `print_activated` for "tag-activated" ("tag-activated: 0 Swift") and `print_removed` for
/// "tag-removed" ("tag-removed: 4 Pango Pango": index, id, text).
/// - Returns: the exit status: 1 when the file cannot be read (the reason on standard error).
@MainActor func runBuilderApp(file: String) -> Int32 {
    let app = gtk_application_new("org.tagflow.Builder", G_APPLICATION_NON_UNIQUE)
    defer { g_object_unref(app) }
    var status: Int32 = 0
    onSignal(app, "activate") {
        // The type must be known before the builder meets its name.
        g_type_ensure(TagCollectionWidget.gType)
        let scope = gtk_builder_cscope_new()
        let handlers: [(String, GCallback)] = [
            ("print_selection", unsafeBitCast(printSelection, to: GCallback.self)),
            ("print_toggled", unsafeBitCast(printToggled, to: GCallback.self)),
            ("print_activated", unsafeBitCast(printActivated, to: GCallback.self)),
            ("print_removed", unsafeBitCast(printRemoved, to: GCallback.self)),
        ]
        for (name, handler) in handlers { gtk_builder_cscope_add_callback_symbol(UnsafeMutablePointer(scope), name, handler) }
        let builder = gtk_builder_new()
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        gtk_builder_set_scope(builder, scope)
        g_object_unref(UnsafeMutableRawPointer(scope))
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_file(builder, file, &error) != 0, let window = gtk_builder_get_object(builder, "window") else {
            printError("error: \(file): \(error.map { String(cString: $0.pointee.message) } ?? "no object named \"window\"")")
            g_clear_error(&error)
            status = 1
            return
        }
        gtk_window_set_application(UnsafeMutablePointer(OpaquePointer(window)), app)
        gtk_window_present(UnsafeMutablePointer(OpaquePointer(window)))
    }
    let ran = g_application_run(UnsafeMutablePointer(OpaquePointer(app)), 1, CommandLine.unsafeArgv)
    return ran != 0 ? ran : status
}

/// "selection-changed" (instance, user data): the selected ids.
private let printSelection: @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutableRawPointer?) -> Void = { widget, _ in
    nonisolated(unsafe) let widget = widget
    MainActor.assumeIsolated {
        let ids = TagCollectionWidget.from(widget)?.controller.selectedTags.map(\.id.rawValue) ?? []
        writeLine("selection-changed: \(ids.joined(separator: ", "))")
    }
}

/// "tag-activated" (instance, index, id, user data).
private let printActivated: @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void = {
    _, index, id, _ in
    writeLine("tag-activated: \(index) \(id.map { String(cString: $0) } ?? "")")
}

/// "tag-toggled" (instance, index, id, selected, user data).
private let printToggled: @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, Int32, UnsafePointer<CChar>?, gboolean, UnsafeMutableRawPointer?
) -> Void = { _, index, id, selected, _ in
    writeLine("tag-toggled: \(index) \(id.map { String(cString: $0) } ?? "") \(selected != 0)")
}

/// "tag-removed" (instance, index, id, text, user data).
private let printRemoved: @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?
) -> Void = { _, index, id, text, _ in
    writeLine("tag-removed: \(index) \(id.map { String(cString: $0) } ?? "") \(text.map { String(cString: $0) } ?? "")")
}
