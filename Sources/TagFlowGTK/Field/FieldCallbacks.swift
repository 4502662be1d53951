import CGtk
import CGtkShim

// The C callbacks of the tag field's widgets. Each gets its `TagFieldWidget` as user data, not
// retained: the handlers live on widgets the field's object outlives (inside the
// `TagFlowTagField` or its `TagFlowTagCollection`, which both own it).

@MainActor func fieldOwner(_ data: UnsafeMutableRawPointer?) -> TagFieldWidget {
    Unmanaged<TagFieldWidget>.fromOpaque(data!).takeUnretainedValue()
}

/// GtkOverlay `get-child-position`: (overlay, child, GdkRectangle* allocation) → positioned.
typealias ChildPositionHandler = @convention(c) (
    OpaquePointer?, UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkRectangle>?, UnsafeMutableRawPointer?
) -> gboolean
/// GtkEditable `insert-text`: (editable, text, length in bytes, int* position).
typealias InsertTextHandler = @convention(c) (
    OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?
) -> Void
/// GtkEditable `delete-text`: (editable, start, end), in characters (end -1: to the end).
typealias DeleteTextHandler = @convention(c) (OpaquePointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void
/// GtkText `preedit-changed`: (text, the preedit string).
typealias PreeditHandler = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void
/// GtkListBox `row-activated`: (list box, row).
typealias RowActivatedHandler = @convention(c) (OpaquePointer?, UnsafeMutablePointer<GtkListBoxRow>?, UnsafeMutableRawPointer?) -> Void

let onEntryPosition: ChildPositionHandler = { _, _, allocation, data in
    onMainActor(allocation, data) { allocation, data in
        guard let allocation else { return 0 }
        allocation.pointee = fieldOwner(data).measuredEntryAllocation()
        return 1
    }
}

let onInsertText: InsertTextHandler = { editable, text, length, position, data in
    onMainActor(editable, text, position, data) { editable, text, position, data in
        guard let text, let position else { return }
        let inserted = String(decoding: UnsafeRawBufferPointer(start: text, count: Int(length < 0 ? strlen(text) : Int(length))), as: UTF8.self)
        if !fieldOwner(data).textWillInsert(inserted, at: Int(position.pointee)) {
            g_signal_stop_emission_by_name(UnsafeMutableRawPointer(editable), "insert-text")
        }
    }
}

let onDeleteText: DeleteTextHandler = { editable, start, end, data in
    onMainActor(editable, data) { editable, data in
        if !fieldOwner(data).textWillDelete(from: Int(start), to: Int(end)) {
            g_signal_stop_emission_by_name(UnsafeMutableRawPointer(editable), "delete-text")
        }
    }
}

let onCursorMoved: NotifySignalHandler = { _, _, data in
    onMainActor(data) { fieldOwner($0).cursorMoved() }
}

let onPasteClipboard: VoidSignalHandler = { text, data in
    onMainActor(text, data) { text, data in
        // The field reads the clipboard itself, so a paste arrives whole and is split into tags.
        g_signal_stop_emission_by_name(UnsafeMutableRawPointer(text), "paste-clipboard")
        fieldOwner(data).pasteClipboard()
    }
}

let onClipboardText: GAsyncReadyCallback = { source, result, data in
    onMainActor(source, result, data) { source, result, data in
        let owner = Unmanaged<TagFieldWidget>.fromOpaque(data!)
        defer { owner.release() }
        let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil)
        defer { g_free(text) }
        owner.takeUnretainedValue().pasted(text.map { String(cString: $0) })
    }
}

let onEntryKeyPressed: KeySignalHandler = { _, keyval, _, modifiers, data in
    onMainActor(data) { fieldOwner($0).entryKeyPressed(keyval, modifiers: modifiers) ? 1 : 0 }
}

let onPreeditChanged: PreeditHandler = { _, preedit, data in
    onMainActor(preedit, data) { preedit, data in fieldOwner(data).isComposing = preedit.map { $0.pointee != 0 } ?? false }
}

let onKeyReleased: @convention(c) (OpaquePointer?, UInt32, UInt32, GdkModifierType, UnsafeMutableRawPointer?) -> Void = {
    _, keyval, _, _, data in
    onMainActor(data) { _ = fieldOwner($0).heldKeys.remove(keyval) }
}

let onFieldMapped: VoidSignalHandler = { _, data in
    onMainActor(data) { fieldOwner($0).syncSuggestions() }
}

let onFieldFocusEnter: VoidSignalHandler = { _, data in
    onMainActor(data) { fieldOwner($0).focusEntered() }
}

let onFieldFocusLeave: VoidSignalHandler = { _, data in
    onMainActor(data) { fieldOwner($0).focusLeft() }
}

let onSuggestionActivated: RowActivatedHandler = { _, row, data in
    onMainActor(row, data) { row, data in
        guard let row else { return }
        fieldOwner(data).suggestionClicked(Int(gtk_list_box_row_get_index(row)))
    }
}

/// GtkListBox's header function: (row, the row before it or NULL).
let onSuggestionHeader: GtkListBoxUpdateHeaderFunc = { row, before, data in
    onMainActor(row, before, data) { row, before, data in
        guard let row else { return }
        fieldOwner(data).setHeader(of: row, after: before)
    }
}

let onFieldKeyDown: KeySignalHandler = { keys, keyval, _, _, data in
    onMainActor(keys, data) { keys, data in fieldOwner(data).keyDown(keyval, controllerPointer: keys) ? 1 : 0 }
}

let onAfterPaint: VoidSignalHandler = { _, data in
    onMainActor(data) { fieldOwner($0).painted() }
}
