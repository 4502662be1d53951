/// Editing a tag in place, and undoing a removal.
///
/// - Return on a focused tag, or a double tap on one (the controller's activation, `canTap`
///   asked), puts its text in the draft with the caret at the end; the tag keeps its place.
/// - Return, a typed delimiter or blur commits: the text goes through the transform, the
///   duplicate rule (the tag itself apart) and the validator, not the limit; accepted, the tag
///   gets the new text (`didEdit`), refused, the edit goes on (`didRefuse`; on blur it reverts).
///   An emptied edit, and Escape, revert (`didChangeEditing(editing: false)`).
/// - Control+Z puts the last removed tag back where it was (its style and selection too), as
///   long as no tag with its id or text came since (then `didRefuse` with `duplicate`).
extension TagField {
    mutating func beginEditing(at index: Int, _ out: inout FieldSink) throws(TagFlowError) {
        let tag = controller.collection[index]
        guard tag.content.text != nil, editing == nil else { return }
        editing = Editing(id: tag.id, originalText: Self.text(of: tag), savedDraft: draft)
        returnFocusToDraft(&out)
        setDraft(Self.text(of: tag), caret: Self.text(of: tag).count)
        out.emit(.didChangeEditing(id: tag.id, editing: true))
    }

    /// Commits the edit; `true` when it ended (committed or reverted), `false` when refused.
    @discardableResult
    mutating func commitEdit(_ out: inout FieldSink, revertingWhenRefused: Bool = false) throws(TagFlowError) -> Bool {
        guard let edit = editing, let index = controller.index(ofID: edit.id) else {
            editing = nil
            return true
        }
        guard !TagFieldTokenizer.trimmed(draft).isEmpty else {
            endEditing(reverted: true, &out)
            return true
        }
        switch judge(draft, keys: duplicateKeys(excluding: edit.id), adding: 0, checksLimit: false) {
        case .refuse(let text, let reason):
            out.emit(.didRefuse(text: text, reason: reason, source: .typed))
            if revertingWhenRefused { endEditing(reverted: true, &out) }
            return revertingWhenRefused
        case .accept(let text, let invalidReason):
            var tag = controller.collection[index]
            tag.content = .text(.plain(text), leadingImage: tag.content.leadingImage)
            if let invalidReason {
                tag.style = options.invalidStyle ?? Self.invalidStyle(from: options.tagStyle)
                tag.accessibility.hint = invalidReason
            } else if invalidReasons[tag.id] != nil {
                tag.style = options.tagStyle
                tag.accessibility.hint = nil
            }
            invalidReasons[tag.id] = invalidReason
            try runController(&out) { (c) throws(TagFlowError) in try c.replace(at: index, with: tag) }
            out.emit(.didEdit(index: index, id: tag.id, oldText: edit.originalText, newText: text))
            endEditing(reverted: false, &out)
            return true
        }
    }

    /// Ends the edit, giving the draft its text from before.
    mutating func endEditing(reverted: Bool, _ out: inout FieldSink) {
        guard let edit = editing else { return }
        editing = nil
        setDraft(edit.savedDraft, caret: edit.savedDraft.count)
        if reverted { out.emit(.didChangeEditing(id: edit.id, editing: false)) }
    }

    /// Control+Z: puts the last removed tag back; `false` when there is none.
    mutating func undoRemoval(_ out: inout FieldSink) throws(TagFlowError) -> Bool {
        guard let removal = removals.popLast() else { return false }
        let text = Self.text(of: removal.tag)
        if controller.index(ofID: removal.tag.id) != nil {
            out.emit(.didRefuse(text: text, reason: .duplicate(of: removal.tag.id), source: .undone))
            return true
        }
        if let key = duplicateKey(text), let existing = duplicateKeys()[key] {
            out.emit(.didRefuse(text: text, reason: .duplicate(of: existing), source: .undone))
            return true
        }
        let index = min(removal.index, controller.count)
        try runController(&out) { (c) throws(TagFlowError) in try c.insert(removal.tag, at: index) }
        out.emit(.didAdd(index: index, id: removal.tag.id, text: text, source: .undone))
        return true
    }
}
