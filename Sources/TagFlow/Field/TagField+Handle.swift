extension TagField {
    /// Applies one event: a key (the field's table, `TagField+Keys`), a text entry's event
    /// (typed and pasted text, a deletion, the caret, focus, a picked row, an asynchronous
    /// answer) or a pointer or drag-and-drop event for the tags (the collection's rules: a drop
    /// with `allowsPasting`, and `onlyKnownTags` knowing no suggestion there).
    /// - Returns: the callbacks in order, the collection's transition and changes over the call,
    ///   and whether the field used the event (a front end passes on a key it did not).
    /// - Throws: `TagFlowError` for a non-finite time (`event.time`), a time earlier than the
    ///   previous event's, a suggestion row that is not shown (`event.index`), or what the
    ///   controller throws; nothing changes then.
    @discardableResult
    public mutating func handle(_ event: InputEvent) throws(TagFlowError) -> TagCollectionUpdate {
        var keyTime: Double?
        if case .key(_, _, _, let time) = event {
            try TagFlowError.checkFinite(time, at: TagCollectionController.Argument.event.path("time"))
            // Keys the field answers itself never reach the controller's check.
            if let last = lastKeyTime, time < last {
                throw TagFlowError(TagFlowError.CollectionReason.timeWentBackwards(time, previous: last), at: TagCollectionController.Argument.event.path("time"))
            }
            keyTime = time
        }
        if case .pickSuggestion(let row) = event { try TagFlowError.checkIndex(row, count: suggestions.count, at: TagCollectionController.Argument.event.path("index")) }
        if case .deleteText(let range) = event { try TagFlowError.checkNonNegative(Double(range.lowerBound), at: TagCollectionController.Argument.event.path("from")) }
        if case .drop = event {
            do { try event.validate() } catch { throw error.prefixed(with: TagCollectionController.Argument.event) }
        }
        if case .moveCaret(let offset) = event { try TagFlowError.checkNonNegative(Double(offset), at: TagCollectionController.Argument.event.path("offset")) }
        return try recording { (field, out) throws(TagFlowError) in
            if let keyTime { field.lastKeyTime = keyTime }
            let before = (field.draft, field.controller.count, field.hasFocus, field.editing)
            try field.apply(event, &out)
            // A changed draft (or tags, or focus) ranks the list afresh and lifts Escape's close.
            if before != (field.draft, field.controller.count, field.hasFocus, field.editing) {
                if before.0 != field.draft { (field.listDismissed, field.listRequested) = (false, false) }
                field.refreshSuggestions(&out)
            }
        }
    }

    private mutating func apply(_ event: InputEvent, _ out: inout FieldSink) throws(TagFlowError) {
        switch event {
        case let .key(key, modifiers, isRepeat, time):
            try self.key(key, modifiers: modifiers, isRepeat: isRepeat, time: time, &out)
        case .text(let text):
            try type(text, &out)
        case .paste(let text):
            try paste(text, &out)
        case .focus:
            hasFocus = true
            refreshSuggestions(&out)
        case .blur:
            try blur(&out)
        case .moveCaret(let offset):
            clearMark(&out)
            returnFocusToDraft(&out)
            caret = min(offset, draft.count)
        case .deleteText(let range):
            deleteText(range, &out)
        case .pickSuggestion(let row):
            try accept(row, &out)
        case let .suggestions(groups, query):
            out.isHandled = receive(groups, for: query, &out)
        case let .drop(text, point, time):
            try drop(text, at: point, time: time, &out)
        case .pointerDown, .pointerMove, .pointerUp, .pointerCancel, .tick, .secondaryClick,
            .dragOut, .dragOutEnded, .dropMove, .dropExit, .dropBack:
            clearMark(&out)
            try runController(&out) { (c) throws(TagFlowError) in try c.handle(event) }
        }
    }

    /// Text dropped on the tags: its pieces, cut as a paste's, through the field's policy (its
    /// known tags included) in at the gap under `point`; the draft keeps what it holds.
    private mutating func drop(_ text: String, at point: Point, time: Double, _ out: inout FieldSink) throws(TagFlowError) {
        clearMark(&out)
        let gap = controller.dropTarget(at: point).index
        try runController(&out) { (c) throws(TagFlowError) in try c.handle(.dropExit(time: time)) }
        _ = try offer(tokenized(Substring(text)), source: .dropped, at: gap, &out)
    }

    /// Leaving the field: an edit commits (reverting when refused), the draft commits with
    /// `commitsOnBlur`, the mark, tag focus and the suggestions go (an awaited answer is
    /// cancelled).
    private mutating func blur(_ out: inout FieldSink) throws(TagFlowError) {
        if editing != nil { try commitEdit(&out, revertingWhenRefused: true) }
        if options.commitsOnBlur { try commitDraft(&out) }
        clearMark(&out)
        if controller.focusedID != nil {
            try controller.focus(at: nil)
            out.emit(.didChangeFocus(index: nil, id: nil))
        }
        hasFocus = false
        closeSuggestions(&out)
    }
}
