import CGtk
import CGtkShim
import TagFlow

/// The entry's text and the model's draft, kept equal. GTK edits the entry (typing, an input
/// method's commit, deleting a selection or a word, moving the caret); each edit is handed to the
/// field first as an event, and GTK's own edit goes ahead only when it leaves the text the field
/// has — otherwise (a delimiter committed tags, a refused piece stayed) the field's draft is
/// written into the entry instead.
extension TagFieldWidget {
    /// The entry's text now.
    var entryText: String {
        String(cString: gtk_editable_get_text(OpaquePointer(text)))
    }

    /// Connects the entry's editing, caret, paste and key handlers.
    func connectText(_ me: UnsafeMutableRawPointer) {
        connectSignal(untyped(text), "insert-text", onInsertText, me)
        connectSignal(untyped(text), "delete-text", onDeleteText, me)
        connectSignal(untyped(text), "notify::cursor-position", onCursorMoved, me)
        connectSignal(untyped(text), "paste-clipboard", onPasteClipboard, me)
        connectSignal(untyped(text), "preedit-changed", onPreeditChanged, me)
        let keys = gtk_event_controller_key_new()
        // Before the entry's own key bindings: the field's keys cross into the tags.
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        connectSignal(untyped(keys), "key-pressed", onEntryKeyPressed, me)
        gtk_widget_add_controller(entry, keys)
    }

    /// GTK is about to insert `inserted` at the scalar offset `position`: `true` lets it.
    func textWillInsert(_ inserted: String, at position: Int) -> Bool {
        guard !isSyncing, isAlive else { return true }
        let before = entryText
        let offset = DraftOffsets.characterOffset(ofScalar: position, in: before)
        editText([.moveCaret(to: offset), .text(inserted)])
        return field.draft == DraftOffsets.inserting(inserted, at: position, in: before) || settleText()
    }

    /// GTK is about to delete the scalars `start..<end` (`end` < 0: to the end): `true` lets it.
    func textWillDelete(from start: Int, to end: Int) -> Bool {
        guard !isSyncing, isAlive else { return true }
        let before = entryText
        let upper = end < 0 ? before.unicodeScalars.count : end
        let range = DraftOffsets.characterOffset(ofScalar: start, in: before)..<DraftOffsets.characterOffset(ofScalar: upper, in: before)
        editText([.deleteText(range)])
        return field.draft == DraftOffsets.deleting(from: start, to: end, in: before) || settleText()
    }

    /// The entry's caret moved (a click, an arrow GTK handled): the draft's caret follows.
    func cursorMoved() {
        guard !isSyncing, !isEditingText, isAlive else { return }
        let offset = DraftOffsets.characterOffset(ofScalar: Int(gtk_editable_get_position(OpaquePointer(text))), in: entryText)
        if offset != field.caret { _ = run(.moveCaret(to: offset)) }
    }

    /// Control+V or the entry's Paste: the clipboard's text, read whole.
    func pasteClipboard() {
        let clipboard = gtk_widget_get_clipboard(text)
        gdk_clipboard_read_text_async(clipboard, nil, onClipboardText, Unmanaged.passRetained(self).toOpaque())
    }

    /// The clipboard's text arrived: it replaces the entry's selection and is pasted at the caret.
    func pasted(_ pasted: String?) {
        guard isAlive, let pasted, !pasted.isEmpty else { return }
        var start: Int32 = 0, end: Int32 = 0
        if gtk_editable_get_selection_bounds(OpaquePointer(text), &start, &end) != 0 {
            gtk_editable_delete_text(OpaquePointer(text), start, end)
        }
        let offset = DraftOffsets.characterOffset(ofScalar: Int(gtk_editable_get_position(OpaquePointer(text))), in: entryText)
        if offset != field.caret { _ = run(.moveCaret(to: offset)) }
        _ = run(.paste(pasted))
    }

    /// Hands the entry's edit to the field without writing the draft back (GTK's edit follows).
    private func editText(_ events: [InputEvent]) {
        isEditingText = true
        defer { isEditingText = false }
        for event in events { _ = run(event) }
    }

    /// Writes the field's draft into the entry in place of GTK's edit; `false` stops GTK's.
    private func settleText() -> Bool {
        syncText()
        return false
    }

    /// Makes the entry's text and caret the draft's, by the smallest edit.
    func syncText() {
        guard isAlive, !isEditingText else { return }
        isSyncing = true
        defer { isSyncing = false }
        let editable = OpaquePointer(text)
        let current = entryText
        if current != field.draft {
            let edit = DraftOffsets.edit(from: current, to: field.draft)
            if edit.end > edit.start { gtk_editable_delete_text(editable, Int32(edit.start), Int32(edit.end)) }
            var position = Int32(edit.start)
            if !edit.replacement.isEmpty { gtk_editable_insert_text(editable, edit.replacement, -1, &position) }
        }
        let caret = Int32(DraftOffsets.scalarOffset(ofCharacter: field.caret, in: field.draft))
        if gtk_editable_get_position(editable) != caret { gtk_editable_set_position(editable, caret) }
    }
}
