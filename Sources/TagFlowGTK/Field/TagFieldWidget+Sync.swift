import CGtk
import CGtkShim
import TagFlow

/// The widgets follow the model: the entry's text, caret, place, font and focus, and the list.
extension TagFieldWidget {
    var gtkEntry: UnsafeMutablePointer<GtkEntry> { UnsafeMutablePointer(OpaquePointer(entry)) }

    /// Shows the field as it is now.
    func syncFromModel() {
        guard isAlive else { return }
        applyEntryFont()
        syncText()
        syncFocus()
        syncSuggestions()
        let allocation = entryAllocation
        if allocation.x != lastEntryAllocation.x || allocation.y != lastEntryAllocation.y
            || allocation.width != lastEntryAllocation.width || allocation.height != lastEntryAllocation.height
        {
            lastEntryAllocation = allocation
            gtk_widget_queue_allocate(overlay)
        }
    }

    /// Where the entry goes in the overlay (content coordinates): the field's editor frame — the
    /// entry's (the layout engine's trailing item), or while a tag is edited in place that tag's,
    /// as wide as its text, its chip not drawn — less half the tag style's horizontal padding at
    /// the reading edge, so typed text starts where a tag's text would (the entry's own CSS
    /// padding is 0), and the rest of the frame after it is the caret's room.
    var entryAllocation: GdkRectangle {
        let frame = field.editorFrame
        let style = field.options.tagStyle
        let padding = style.padding.width * (style.scalesPadding ? field.controller.sizer.textSizeCategory.scaleFactor : 1)
        let inset = min(padding / 2, max(0, frame.width - 1))
        let leftToRight = field.controller.layout.layoutDirection == .leftToRight
        let minX = (frame.minX + (leftToRight ? inset : 0)).rounded(), y = frame.minY.rounded()
        let maxX = (frame.maxX - (leftToRight ? 0 : inset)).rounded()
        return GdkRectangle(
            x: Int32(minX), y: Int32(y), width: Int32(max(1, maxX - minX)), height: Int32(max(1, frame.maxY.rounded() - y)))
    }

    /// `entryAllocation`, with the entry measured at it first: GTK sizes a widget only after
    /// measuring it, and the entry centres its text by the font metrics measuring finds.
    func measuredEntryAllocation() -> GdkRectangle {
        let allocation = entryAllocation
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(entry, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        gtk_widget_measure(entry, GTK_ORIENTATION_VERTICAL, allocation.width, &minimum, &natural, nil, nil)
        return allocation
    }

    /// The entry's text in the tag style's font at the field's text size (the desktop's
    /// interface font where the tags follow it), so a draft is as wide as the tag it becomes.
    /// GTK scales CSS sizes by the desktop's text scale (`gtk-xft-dpi`), which the tags' size
    /// category has already counted: the size given is divided by it.
    func applyEntryFont() {
        var font = field.options.tagStyle.font.scaled(for: field.controller.sizer.textSizeCategory)
        if font.family == TagFont.defaultFamily, let interface = collection.interfaceFont {
            font.family = interface.family
            font.size *= interface.scale
        }
        font.size /= collection.desktop.settings.textScale
        guard font != entryFont else { return }
        entryFont = font
        // GTK CSS, as the theme sets the entry's font: it wins over the theme's only here.
        let family = font.family.replacingOccurrences(of: "\"", with: "")
        let css = "entry { padding-left: 0; padding-right: 0; "
            + "font-family: \"\(family)\"; font-size: \(font.size)px; font-weight: \(font.weight.cssWeight); "
            + "font-style: \(font.isItalic ? "italic" : "normal"); }"
        gtk_css_provider_load_from_data(entryStyle, css, -1)
    }

    /// GTK focus follows the field's: the entry when the draft has it, the focused tag's child
    /// when a tag has it (← at the start of the draft, say).
    private func syncFocus() {
        guard field.hasFocus, focusIsInside else { return }
        if let id = field.controller.focusedID {
            if collection.keyboardFocusID != id { collection.focusKeyboard(on: .tag(id)) }
        } else if gtk_widget_has_focus(text) == 0 {
            focusEntry()
        }
    }

    /// Whether GTK focus is in the field (the entry or a tag).
    private var focusIsInside: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// A press outside the tags: the entry takes focus.
    func focusEntry() {
        guard isAlive else { return }
        // The draft stays as it was: selecting it all would have the next letter replace it.
        gtk_entry_grab_focus_without_selecting(gtkEntry)
    }

    /// GTK focus came into the field.
    func focusEntered() {
        guard isAlive, !field.hasFocus else { return }
        _ = run(.focus)
    }

    /// GTK focus left the field: an edit commits, and with `commitsOnBlur` the draft.
    func focusLeft() {
        // A key released elsewhere never reaches the field: none counts as held any more.
        heldKeys.removeAll()
        guard isAlive, field.hasFocus else { return }
        _ = run(.blur)
    }
}
