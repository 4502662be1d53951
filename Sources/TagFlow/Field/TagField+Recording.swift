/// What one call collects: the callbacks, the field's and the collection's in their places.
struct FieldSink {
    var callbacks: [TagCollectionCallback] = []
    var isHandled = true

    mutating func emit(_ callback: TagCollectionCallback) {
        callbacks.append(callback)
    }
}

extension TagField {
    /// Runs `body` on a copy and keeps it only when it succeeds; the update has the callbacks in
    /// order and one transition and one set of changes from the collection before the call to
    /// the collection after it. A draft or caret that changed is reported once, at the end.
    mutating func recording(
        _ body: (inout TagField, inout FieldSink) throws(TagFlowError) -> Void
    ) throws(TagFlowError) -> TagCollectionUpdate {
        let record = CollectionRecord(controller)
        var copy = self
        var sink = FieldSink()
        try body(&copy, &sink)
        try copy.syncEditorItem()
        if copy.draft != draft || copy.caret != caret {
            sink.emit(.didChangeDraft(text: copy.draft, caret: copy.caret))
        }
        self = copy
        var update = record.update(to: controller, callbacks: sink.callbacks)
        update.isHandled = sink.isHandled
        return update
    }

    /// Runs a controller call, passing its callbacks on, remembering the tags it removed for
    /// undo, and editing a tag it activated (Return on a focused tag, a double tap).
    mutating func runController(
        _ out: inout FieldSink, _ call: (inout TagCollectionController) throws(TagFlowError) -> TagCollectionUpdate
    ) throws(TagFlowError) {
        let update = try call(&controller)
        for change in update.changes {
            if case .removed(let index, let tag) = change { rememberRemoval(tag, at: index) }
        }
        for callback in update.callbacks {
            out.emit(callback)
            if case .didDelete(_, let id) = callback { forgetRemoved(id) }
        }
        if !update.isHandled { out.isHandled = false }
        for callback in update.callbacks {
            if case .didActivate(let index, _) = callback { try beginEditing(at: index, &out) }
        }
    }

    /// Puts `text` in the draft with the caret at `caret` (clamped); no piece breaks in it.
    mutating func setDraft(_ text: String, caret newCaret: Int, breaks: [Int] = []) {
        draft = text
        caret = min(max(newCaret, 0), text.count)
        draftBreaks = breaks
    }

    /// Clears the Backspace mark, reporting it.
    mutating func clearMark(_ out: inout FieldSink) {
        guard markedID != nil else { return }
        markedID = nil
        out.emit(.didMark(id: nil))
    }

    private mutating func rememberRemoval(_ tag: TextTag, at index: Int) {
        removals.append(Removal(tag: tag, index: index))
        if removals.count > Self.undoDepth { removals.removeFirst(removals.count - Self.undoDepth) }
    }

    /// A removed tag takes its invalid reason and its mark with it.
    private mutating func forgetRemoved(_ id: TagID) {
        invalidReasons[id] = nil
        if markedID == id { markedID = nil }
    }
}
