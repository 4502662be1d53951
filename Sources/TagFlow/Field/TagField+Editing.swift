/// Editing a tag in place, and undoing a removal.
///
/// - Return on a focused tag, or a double tap on one (the controller's activation, `canTap`
///   asked), makes the tag itself the editor, where it stands (`editorFrame`): its text becomes
///   the draft, the caret at the end; the entry keeps the draft it had (`entryText`). The tag is
///   laid out as wide as its draft (`syncEditorItem`), so the editor grows with the text.
/// - Return, a typed delimiter, a picked suggestion or blur commits: the text passes the one
///   policy (the tag itself apart, the limit not counted); accepted, the tag gets the new text
///   (`didEdit`), refused, the edit goes on (`didRefuse`, source `edited`; on blur it reverts). A
///   paste commits every piece: the first is the tag's text, the others are added after it.
/// - An emptied edit, and Escape, revert (`didChangeEditing(editing: false)`).
/// - Control+Z puts the last removed tag back where it was (its style and selection too), through
///   the same policy: the limit, a duplicate that came since, the validator (`didRefuse`, source
///   `undone`).
extension TagField {
    mutating func beginEditing(at index: Int, _ out: inout FieldSink) throws(TagFlowError) {
        let tag = controller.collection[index]
        guard tag.content.text != nil, editing == nil else { return }
        edit = Edit(id: tag.id, originalText: Self.text(of: tag), draft: draft, caret: caret, breaks: draftBreaks)
        returnFocusToDraft(&out)
        setDraft(Self.text(of: tag), caret: Self.text(of: tag).count)
        out.emit(.didChangeEditing(id: tag.id, editing: true))
    }

    /// Commits the edit; `true` when it ended (committed or reverted), `false` when refused.
    @discardableResult
    mutating func commitEdit(_ out: inout FieldSink, revertingWhenRefused: Bool = false) throws(TagFlowError) -> Bool {
        guard let current = edit, let index = controller.index(ofID: current.id) else {
            edit = nil
            return true
        }
        guard !TagFieldTokenizer.trimmed(draft).isEmpty else {
            endEditing(reverted: true, &out)
            return true
        }
        switch controller.judge(draft, keys: controller.duplicateKeys(excluding: current.id), adding: 0, checksLimit: false, known: knownTag) {
        case .refuse(let text, let reason):
            out.emit(.didRefuse(text: text, reason: reason, source: .edited))
            if revertingWhenRefused { endEditing(reverted: true, &out) }
            return revertingWhenRefused
        case .accept(let text, let invalidReason, _):
            var tag = controller.collection[index]
            tag.content = .text(.plain(text), leadingImage: tag.content.leadingImage)
            if let invalidReason {
                controller.markInvalid(&tag, reason: invalidReason)
            } else if invalidReasons[tag.id] != nil {
                tag.style = options.tagStyle
                tag.accessibility.hint = nil
            }
            invalidReasons[tag.id] = invalidReason
            try runController(&out) { (c) throws(TagFlowError) in try c.replace(at: index, with: tag) }
            out.emit(.didEdit(index: index, id: tag.id, oldText: current.originalText, newText: text))
            endEditing(reverted: false, &out)
            return true
        }
    }

    /// Ends the edit, giving the draft its text from before.
    mutating func endEditing(reverted: Bool, _ out: inout FieldSink) {
        guard let current = edit else { return }
        edit = nil
        setDraft(current.draft, caret: current.caret, breaks: current.breaks)
        if reverted { out.emit(.didChangeEditing(id: current.id, editing: false)) }
    }

    /// Control+Z: puts the last removed tag back through the policy; `false` when there is none.
    mutating func undoRemoval(_ out: inout FieldSink) throws(TagFlowError) -> Bool {
        guard let removal = removals.popLast() else { return false }
        let original = Self.text(of: removal.tag)
        switch controller.judge(original, keys: controller.duplicateKeys(), adding: 0, known: knownTag) {
        case .refuse(let text, let reason):
            out.emit(.didRefuse(text: text, reason: reason, source: .undone))
        case .accept(let text, let invalidReason, _):
            var tag = removal.tag
            if text != original { tag.content = .text(.plain(text), leadingImage: tag.content.leadingImage) }
            // A tag that came since may have taken its id.
            var ids = TagIDAllocator()
            if controller.index(ofID: tag.id) != nil { tag.id = controller.freeID(for: text, ids: &ids) }
            if let invalidReason { controller.markInvalid(&tag, reason: invalidReason) }
            let index = min(removal.index, controller.count)
            try runController(&out) { (c) throws(TagFlowError) in try c.insert(tag, at: index) }
            if let invalidReason { invalidReasons[tag.id] = invalidReason }
            out.emit(.didAdd(index: index, id: tag.id, text: text, source: .undone, invalidReason: invalidReason))
        }
        return true
    }
}
