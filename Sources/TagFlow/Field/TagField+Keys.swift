/// Keys between the text and the tags (← and → swap in right-to-left layouts, where the tags
/// stand to the right of the entry):
///
/// | key | in the draft | on a focused tag |
/// |---|---|---|
/// | ← | the caret back; at the start, focus the last tag | the collection's (the previous tag) |
/// | → | the caret on | from the last tag, back to the draft (caret at the start); else the collection's |
/// | Home, End | the caret to the start, end | End on the last tag: back to the draft (caret at the end); else the collection's |
/// | ↓ | the next suggestion; with the list closed, open it (every suggestion for an empty draft) on its first row | the collection's |
/// | Alt+↓ | open the list without highlighting a row | the collection's |
/// | ↑ | the previous suggestion (Alt+↑ closes the list) | the collection's |
/// | Return | accept the highlighted suggestion, commit an edit, or commit the draft | edit the tag in place (the collection's activation) |
/// | Tab | accept the highlighted suggestion; with `.tab`, commit the draft; else passed on | passed on |
/// | Escape | close the suggestions, revert an edit, or drop the mark | back to the draft |
/// | Backspace | delete before the caret; in the empty draft mark the last tag, then remove it | remove the tag (`canDelete`), focus to its neighbour |
/// | Delete | delete after the caret | remove the tag |
/// | Control+Z | undo the last removal | undo the last removal |
/// | Control+C, Control+X, Control+V | the entry's | copy the selected tags, else the focused one; cut them (as Backspace removes); ask for the clipboard, whose text goes to the draft |
///
/// **An auto-repeat never marks or removes a tag**: a held Backspace deletes text and stops at
/// the empty draft, and one held on a focused tag removes that tag only. Only a fresh press marks
/// and removes. Every other key on a focused tag is the collection's `KeyCommand` table; keys the
/// field has no rule for in the draft (Page Up, Control+A, …) are not handled, so they go on to
/// the text entry.
extension TagField {
    mutating func key(
        _ key: InputEvent.Key, modifiers: KeyModifiers, isRepeat: Bool, time: Double, _ out: inout FieldSink
    ) throws(TagFlowError) {
        if key == .z, modifiers.contains(.control) {
            out.isHandled = try undoRemoval(&out)
            return
        }
        if controller.focusedID != nil {
            try tagKey(key, modifiers: modifiers, isRepeat: isRepeat, time: time, &out)
        } else {
            try draftKey(key, modifiers: modifiers, isRepeat: isRepeat, time: time, &out)
        }
    }

    /// The key that goes from the draft into the tags: ← left to right, → right to left.
    var towardTags: InputEvent.Key { controller.layout.layoutDirection == .leftToRight ? .left : .right }

    private mutating func tagKey(
        _ key: InputEvent.Key, modifiers: KeyModifiers, isRepeat: Bool, time: Double, _ out: inout FieldSink
    ) throws(TagFlowError) {
        hasFocus = true
        let focused = controller.focusedIndex
        let isLast = focused != nil && focused == lastFocusableTag
        switch key {
        case .backspace, .delete:
            guard let focused, modifiers.isDisjoint(with: [.control, .alt]) else { break }
            // A held key removes the tag its press removed, never its neighbours after it.
            if isRepeat { return }
            try runController(&out) { (c) throws(TagFlowError) in try c.removeByInput(at: focused) }
            return
        case .escape:
            returnFocusToDraft(&out)
            return
        case .x where modifiers == .control:
            // Cut removes as Backspace does, with or without a remove button.
            if !isRepeat { try runController(&out) { (c) throws(TagFlowError) in try c.cutByInput() } }
            return
        case .v where modifiers == .control:
            // What the front end pastes goes to the draft, as a paste in the entry does.
            out.emit(.didRequestPaste)
            return
        case .end where isLast && modifiers.isEmpty:
            returnFocusToDraft(&out)
            caret = draft.count
            return
        case _ where (key == .left || key == .right) && key != towardTags && isLast && modifiers.isEmpty:
            returnFocusToDraft(&out)
            caret = 0
            return
        default:
            break
        }
        try runController(&out) { (c) throws(TagFlowError) in
            try c.handle(.key(key, modifiers: modifiers, isRepeat: isRepeat, time: time))
        }
    }

    private mutating func draftKey(
        _ key: InputEvent.Key, modifiers: KeyModifiers, isRepeat: Bool, time: Double, _ out: inout FieldSink
    ) throws(TagFlowError) {
        hasFocus = true
        if key != .backspace { clearMark(&out) }
        switch key {
        case .left, .right:
            if key == towardTags {
                if caret > 0 { caret -= 1; return }
                try focusLastTag(time: time, &out)
            } else {
                guard caret < draft.count else { out.isHandled = false; return }
                caret += 1
            }
        case .home: caret = 0
        case .end: caret = draft.count
        case .up, .down:
            out.isHandled = arrow(down: key == .down, alt: modifiers.contains(.alt), &out)
        case .return:
            if try acceptHighlighted(&out) { return }
            if editing != nil { try commitEdit(&out); return }
            out.isHandled = options.delimiters.contains(.return) ? try commitDraft(&out) : false
        case .tab:
            if try acceptHighlighted(&out) { return }
            out.isHandled = editing == nil && options.delimiters.contains(.tab) ? try commitDraft(&out) : false
        case .escape:
            out.isHandled = escape(&out)
        case .backspace:
            try backspace(isRepeat: isRepeat, &out)
        case .delete:
            guard caret < draft.count else { out.isHandled = false; return }
            removeCharacters(caret..<(caret + 1))
        case .space:
            try type(" ", &out)
        case .z, .a, .c, .x, .v, .pageUp, .pageDown, .contextMenu:
            out.isHandled = false
        }
    }

    /// Backspace in the draft: deletes before the caret; in the empty draft a press marks the
    /// last tag and the next press removes it. Its auto-repeats never mark or remove.
    private mutating func backspace(isRepeat: Bool, _ out: inout FieldSink) throws(TagFlowError) {
        if caret > 0 {
            clearMark(&out)
            removeCharacters((caret - 1)..<caret)
            return
        }
        guard draft.isEmpty, editing == nil, let last = lastFocusableTag else {
            out.isHandled = false
            return
        }
        if isRepeat { return }
        if let marked = markedID, let index = controller.index(ofID: marked) {
            markedID = nil
            try runController(&out) { (c) throws(TagFlowError) in try c.removeByInput(at: index) }
            if controller.focusedID != nil { returnFocusToDraft(&out) }
        } else {
            markedID = controller.collection[last].id
            out.emit(.didMark(id: markedID))
        }
    }

    private mutating func escape(_ out: inout FieldSink) -> Bool {
        if !suggestions.isEmpty || isLoadingSuggestions {
            listDismissed = true
            listRequested = false
            closeSuggestions(&out)
            return true
        }
        if editing != nil {
            endEditing(reverted: true, &out)
            return true
        }
        if markedID != nil {
            clearMark(&out)
            return true
        }
        return false
    }

    /// ← at the start of the draft: the collection's End focuses the last tag.
    private mutating func focusLastTag(time: Double, _ out: inout FieldSink) throws(TagFlowError) {
        guard lastFocusableTag != nil else { out.isHandled = false; return }
        try runController(&out) { (c) throws(TagFlowError) in try c.handle(.key(.end, modifiers: [.control], time: time)) }
    }

    /// The last tag in reading order that can take focus, or `nil`.
    var lastFocusableTag: Int? {
        controller.layout.placementOrder.last { controller.canFocus($0) }
    }
}
