import CGtk
import CGtkShim
import TagFlow
import TagFlowGTK
import TagFlowPango

extension Panels {
    /// Keys, a filter field, disabled and truncated tags, in the desktop's own font and selection
    /// colour: tags in the default style, which the widget draws in `gtk-font-name` and the
    /// theme's selection colour.
    func keysAndFilter() throws(TagFlowError) -> UnsafeMutablePointer<GtkWidget> {
        var options = TagCollectionOptions(allowsReordering: true, removeButton: .init())
        options.selectionLimit = 4
        options.selectionMinimum = 1
        var long = TextTagStyle()
        long.maxWidth = 150
        var tags = ["Swift", "Linux", "GTK", "Cairo", "Pango", "Wayland", "Screen readers on every desktop", "Keyboard"]
            .map { TextTag($0, style: $0.count > 20 ? long : TextTagStyle()) }
        tags[0].isSelected = true
        tags[5].isDisabled = true  // Wayland: shown, never picked
        let controller = try TagCollectionController(tags: tags, options: options, viewport: Viewport(width: 300), sizer: sizer)
        let widget = try TagCollectionWidget(controller: controller)
        let search = gtk_search_entry_new()!
        tfs_accessible_set_label(OpaquePointer(search), "Filter tags")
        _ = g_object_bind_property(object(search), "text", object(widget.widget), "filter-text", G_BINDING_DEFAULT)
        let status = label("Shift+arrows extend, Control+A picks all, Delete removes, Alt+arrows move, Return opens.")
        widget.onCallback = { [unowned widget] callback in
            let told: String?
            switch callback {
            case .didActivate(_, let id): told = "Opened \(id)."
            case .didRequestContextMenu(_, let id?, _): told = "Menu for \(id)."
            default: told = widget.lastAnnouncement
            }
            if let told { gtk_label_set_text(OpaquePointer(status), told) }
        }
        onSignal(object(widget.widget), "notify::filter-text") { [unowned widget] in
            gtk_label_set_text(OpaquePointer(status), widget.lastAnnouncement ?? "")
        }
        let font = label(Self.interfaceFontText())
        onSignal(UnsafeMutableRawPointer(gtk_settings_get_default()), "notify::gtk-font-name") {
            gtk_label_set_text(OpaquePointer(font), Self.interfaceFontText())
        }
        return panel(
            "Keys, filter and your desktop", "Type to filter; Wayland is disabled; the long tag's tooltip has all of it.",
            [search, widget.widget, status, font])
    }

    /// "In your interface font, Noto Sans 14.7 pt, and your selection colour."
    static func interfaceFontText() -> String {
        guard let name = tfs_object_dup_string(UnsafeMutableRawPointer(gtk_settings_get_default()), "gtk-font-name") else {
            return "In the bundled fonts."
        }
        defer { g_free(name) }
        guard let font = try? InterfaceFont.find(description: String(cString: name)) else { return "In the bundled fonts." }
        let size = (font.size * 10).rounded() / 10
        return "In your interface font (\(String(cString: name)): \(font.family) at \(size) pt) and your selection colour."
    }
}
