import CGtk
import CGtkShim
import TagFlow

/// The suggestion list: a popover under the entry that never takes focus (the keys stay in the
/// entry, where ↑ ↓ move its highlighted row), a list box whose rows show the matched characters
/// in bold, its highlighted row selected, a click accepting a row; a group's title as the
/// header of its first row (GtkListBox's headers are not rows, so the rows' indices stay the
/// suggestions' and the highlight never lands on a title), and "Loading…" while a source that
/// answers later has not answered.
extension TagFieldWidget {
    var gtkPopover: UnsafeMutablePointer<GtkPopover> { UnsafeMutablePointer(OpaquePointer(popover)) }

    func assembleSuggestions(_ me: UnsafeMutableRawPointer) {
        gtk_popover_set_autohide(gtkPopover, 0)
        gtk_popover_set_has_arrow(gtkPopover, 0)
        gtk_popover_set_position(gtkPopover, GTK_POS_BOTTOM)
        gtk_widget_set_halign(popover, GTK_ALIGN_START)
        gtk_widget_set_can_focus(popover, 0)
        gtk_list_box_set_selection_mode(OpaquePointer(list), GTK_SELECTION_SINGLE)
        gtk_list_box_set_activate_on_single_click(OpaquePointer(list), 1)
        gtk_widget_add_css_class(list, "tagflow-suggestions")
        tfs_accessible_set_label(OpaquePointer(list), "Suggestions")
        connectSignal(untyped(list), "row-activated", onSuggestionActivated, me)
        gtk_list_box_set_header_func(OpaquePointer(list), onSuggestionHeader, me, nil)
        let loading = gtk_label_new("Loading…")!
        gtk_label_set_xalign(OpaquePointer(loading), 0)
        gtk_widget_add_css_class(loading, "dim-label")
        gtk_widget_set_margin_start(loading, 6)
        gtk_widget_set_margin_end(loading, 6)
        gtk_list_box_set_placeholder(OpaquePointer(list), loading)
        gtk_popover_set_child(gtkPopover, list)
        // Presented when the collection is allocated (`allocated()`); the field's class unparents it on dispose.
        gtk_widget_set_parent(popover, widget)
    }

    /// Shows the field's suggestions: the rows when they changed, the highlighted row, where
    /// the list points; open with rows, closed without.
    func syncSuggestions() {
        let rows = field.suggestions
        if rows != shownRows {
            shownRows = rows
            rebuildRows()
        }
        if let highlighted = field.highlightedSuggestion, let row = gtk_list_box_get_row_at_index(OpaquePointer(list), Int32(highlighted)) {
            gtk_list_box_select_row(OpaquePointer(list), row)
        } else {
            gtk_list_box_unselect_all(OpaquePointer(list))
        }
        let count = field.suggestionMatchCount
        let shown = rows.isEmpty ? (field.isLoadingSuggestions ? "Loading" : "") : "\(count) suggestion\(count == 1 ? "" : "s")"
        tfs_accessible_set_description(OpaquePointer(list), shown)
        let isOpen = gtk_widget_get_visible(popover) != 0
        if (rows.isEmpty && !field.isLoadingSuggestions) || !field.draftHasFocus {
            if isOpen { gtk_popover_popdown(gtkPopover) }
        } else if gtk_widget_get_mapped(widget) != 0 {
            // A popover needs its window: a field that is not on screen yet opens it when mapped.
            pointPopover()
            if !isOpen { gtk_popover_popup(gtkPopover) }
        }
    }

    /// A click on the row at `index`.
    func suggestionClicked(_ index: Int) {
        guard isAlive, index < field.suggestions.count else { return }
        _ = run(.pickSuggestion(index))
        focusEntry()
    }

    /// The collection's widget was allocated: an open list follows the entry.
    func allocated() {
        guard isAlive, gtk_widget_get_visible(popover) != 0 else { return }
        pointPopover()
        gtk_popover_present(gtkPopover)
    }

    private func rebuildRows() {
        while let row = gtk_list_box_get_row_at_index(OpaquePointer(list), 0) {
            gtk_list_box_remove(OpaquePointer(list), UnsafeMutablePointer(OpaquePointer(row)))
        }
        for suggestion in shownRows {
            let label = gtk_label_new(nil)!
            gtk_label_set_markup(OpaquePointer(label), Self.markup(suggestion))
            gtk_label_set_xalign(OpaquePointer(label), 0)
            if suggestion.isAdded { gtk_widget_add_css_class(label, "dim-label") }
            gtk_list_box_append(OpaquePointer(list), label)
            // The row GTK wrapped the label in is what screen readers list.
            guard let row = gtk_widget_get_parent(label) else { continue }
            gtk_widget_set_focusable(row, 0)
            tfs_accessible_set_label(OpaquePointer(row), suggestion.text + (suggestion.isAdded ? ", added" : ""))
            if let group = suggestion.group { tfs_accessible_set_description(OpaquePointer(row), group) }
        }
    }

    /// The header of `row`: its group's title where the group changes from the row before, none
    /// elsewhere.
    func setHeader(of row: UnsafeMutablePointer<GtkListBoxRow>, after before: UnsafeMutablePointer<GtkListBoxRow>?) {
        let group = { (row: UnsafeMutablePointer<GtkListBoxRow>) -> String? in
            let index = Int(gtk_list_box_row_get_index(row))
            return self.shownRows.indices.contains(index) ? self.shownRows[index].group : nil
        }
        guard let title = group(row), before.map(group) != title else {
            gtk_list_box_row_set_header(row, nil)
            return
        }
        let header = gtk_label_new(title)!
        gtk_label_set_xalign(OpaquePointer(header), 0)
        gtk_widget_add_css_class(header, "heading")
        gtk_widget_add_css_class(header, "dim-label")
        gtk_widget_set_margin_start(header, 6)
        gtk_widget_set_margin_top(header, 4)
        gtk_list_box_row_set_header(row, header)
    }

    /// The row's Pango markup: the matched characters bold, an added tag's text after a check.
    static func markup(_ suggestion: TagSuggestion) -> String {
        let characters = Array(suggestion.text)
        let lower = min(suggestion.matchRange.lowerBound, characters.count)
        let upper = min(max(lower, suggestion.matchRange.upperBound), characters.count)
        let parts = [characters[..<lower], characters[lower..<upper], characters[upper...]].map { escaped(String($0)) }
        return (suggestion.isAdded ? "✓ " : "") + parts[0] + "<b>" + parts[1] + "</b>" + parts[2]
    }

    private static func escaped(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// Points the list at the entry's caret, in the collection widget's coordinates.
    private func pointPopover() {
        var strong = graphene_rect_t(), weak = graphene_rect_t()
        let caret = gtk_editable_get_position(OpaquePointer(text))
        gtk_text_compute_cursor_extents(UnsafeMutablePointer(OpaquePointer(text)), gsize(max(0, caret)), &strong, &weak)
        var x = 0.0, y = 0.0
        gtk_widget_translate_coordinates(text, widget, Double(strong.origin.x), 0, &x, &y)
        let height = Double(gtk_widget_get_height(text))
        var rect = GdkRectangle(x: Int32(x.rounded()), y: Int32(y.rounded()), width: 1, height: Int32(height.rounded()))
        gtk_popover_set_pointing_to(gtkPopover, &rect)
    }
}
