import CGtk
import CGtkShim
import TagFlow

/// Keys: in the entry, the field takes the keys of its table that cross into the tags or act on
/// the field (Backspace in the empty draft, Return, Tab, Escape, ↑ ↓ with suggestions shown,
/// Control+Z) and leaves text editing to GTK; on a focused tag, it takes every key of its table
/// (the rest are the collection's). A key the field does not use goes on to GTK.
///
/// The input method comes first: while it shows a composition (a preedit: a dead key, Ctrl+Shift+U
/// and hex digits, a word being converted), every key is its own — Return commits the
/// composition, Backspace edits it, the arrows move in it — and what it commits reaches the field
/// as typed text. The field's key handler runs before GTK's text widget (the capture phase, so
/// the keys that cross into the tags are seen at all), so it steps aside itself.
extension TagFieldWidget {
    /// Watches presses and releases over the whole field: a press of a key still held is its
    /// auto-repeat (GDK reports a held key's repeats as presses without releases).
    func trackKeys(_ me: UnsafeMutableRawPointer) {
        let keys = gtk_event_controller_key_new()
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        connectSignal(untyped(keys), "key-pressed", onFieldKeyDown, me)
        connectSignal(untyped(keys), "key-released", onKeyReleased, me)
        gtk_widget_add_controller(widget, keys)
    }

    /// Records a press (and, with statistics, when it happened); `false`: the key goes on to
    /// the entry or the tags.
    func keyDown(_ keyval: UInt32, controllerPointer: OpaquePointer?) -> Bool {
        lastPressWasRepeat = !heldKeys.insert(keyval).inserted
        if collection.frameClock.recordsStatistics, pendingKeyTime == nil {
            let milliseconds = gtk_event_controller_get_current_event_time(controllerPointer)
            pendingKeyTime = collection.input.clock.time(ofEventMilliseconds: milliseconds, now: monotonicSeconds())
            watchPaints()
        }
        return false
    }

    /// A key pressed in the entry; `true` when the field used it.
    func entryKeyPressed(_ keyval: UInt32, modifiers: GdkModifierType) -> Bool {
        guard isAlive, !isComposing, let (key, held) = FieldKeys.key(forKeyval: keyval, modifiers: modifiers) else { return false }
        var start: Int32 = 0, end: Int32 = 0
        let hasSelection = gtk_editable_get_selection_bounds(OpaquePointer(text), &start, &end) != 0
        let towardTags: InputEvent.Key = field.controller.layout.layoutDirection == .leftToRight ? .left : .right
        switch key {
        case .left, .right:
            // GTK moves the caret; only ← at the start (→ right to left) goes into the tags.
            guard held.isEmpty, !hasSelection, key == towardTags, field.caret == 0 else { return false }
        case .home, .end, .delete, .space:
            return false
        case .up, .down:
            // ↓ opens the list from the empty draft or after Escape; ↑ moves in an open one.
            guard key == .down || !field.suggestions.isEmpty else { return false }
        case .backspace:
            guard held.isEmpty, !hasSelection else { return false }
        case .z:
            guard held == .control else { return false }
        case .return, .tab, .escape:
            break
        case .a, .c, .x, .v, .pageUp, .pageDown, .contextMenu:
            return false
        }
        return press(key, held)
    }

    /// A key pressed on a focused tag: `true`/`false` whether the field used it, `nil` for a
    /// key outside its table (the collection's own then).
    func tagKeyPressed(_ keyval: UInt32, modifiers: GdkModifierType) -> Bool? {
        guard isAlive, !isComposing, let (key, held) = FieldKeys.key(forKeyval: keyval, modifiers: modifiers) else { return nil }
        return press(key, held)
    }

    private func press(_ key: InputEvent.Key, _ held: KeyModifiers) -> Bool {
        let event = InputEvent.key(key, modifiers: held, isRepeat: lastPressWasRepeat, time: collection.input.clock.time(now: monotonicSeconds()))
        return run(event)?.isHandled ?? true
    }
}
