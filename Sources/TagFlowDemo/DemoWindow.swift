import CGtk
import CGtkShim
import TagFlow
import TagFlowGTK

/// The demo's window: a dark-mode switch above a grid of panels.
@MainActor
final class DemoWindow {
    let window: UnsafeMutablePointer<GtkWidget>

    init(application: UnsafeMutablePointer<GtkApplication>) throws(TagFlowError) {
        window = gtk_application_window_new(application)
        gtk_window_set_title(window.cast(GtkWindow.self), "TagFlow demo")
        let panels = try Panels()
        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(grid.cast(GtkGrid.self), 24)
        gtk_grid_set_column_spacing(grid.cast(GtkGrid.self), 28)
        let cells = [
            try panels.alignments(), try panels.selectionWithALimit(), try panels.reorderAndDelete(),
            try panels.horizontalRows(), try panels.lineLimit(), try panels.rightToLeft(), try panels.dynamicType(),
            try panels.keysAndFilter(), try panels.tagField(),
        ]
        for (i, cell) in cells.enumerated() {
            gtk_widget_set_valign(cell, GTK_ALIGN_START)
            gtk_grid_attach(grid.cast(GtkGrid.self), cell, Int32(i % 3), Int32(i / 3), 1, 1)
        }

        // Dark mode for the whole app: the widgets follow GTK's setting like any GTK widget.
        let dark = gtk_switch_new()!
        tfs_accessible_set_label(OpaquePointer(dark), "Dark")
        onSignal(object(dark), "notify::active") {
            // What GNOME's dark style preference does for a GTK app.
            let settings = UnsafeMutableRawPointer(gtk_settings_get_default())
            tfs_object_set_bool(settings, "gtk-application-prefer-dark-theme", gtk_switch_get_active(OpaquePointer(dark)))
        }
        let header = box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [label("Dark"), dark])
        gtk_widget_set_halign(header, GTK_ALIGN_END)

        let content = box(GTK_ORIENTATION_VERTICAL, spacing: 16, [header, grid])
        for side in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            side(content, 20)
        }
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(OpaquePointer(scroller), content)
        gtk_scrolled_window_set_propagate_natural_width(OpaquePointer(scroller), 1)
        gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(scroller), 1)
        gtk_window_set_child(window.cast(GtkWindow.self), scroller)
    }

    func present() {
        gtk_window_present(window.cast(GtkWindow.self))
    }

    /// Draws the window with GTK's renderer and writes it as a PNG; `false` when it cannot.
    func saveImage(to path: String) -> Bool {
        let width = gtk_widget_get_width(window), height = gtk_widget_get_height(window)
        guard width > 0, height > 0, let native = gtk_widget_get_native(window),
            let renderer = gtk_native_get_renderer(native)
        else { return false }
        let paintable = gtk_widget_paintable_new(window)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return false }
        defer { gsk_render_node_unref(node) }
        guard let texture = gsk_renderer_render_texture(renderer, node, nil) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return gdk_texture_save_to_png(texture, path) != 0
    }
}

