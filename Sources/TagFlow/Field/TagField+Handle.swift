extension TagField {
    /// Applies one event (see `TagFieldEvent`, and the keys table on `TagField`'s keys).
    /// - Returns: the callbacks in order, the collection's update over the call, and whether the
    ///   field used the event.
    /// - Throws: `TagFlowError` for a non-finite time (`event.time`), a time earlier than the
    ///   previous event's, a suggestion row that is not shown (`event.index`), or what the
    ///   controller throws; nothing changes then.
    @discardableResult
    public mutating func handle(_ event: TagFieldEvent) throws(TagFlowError) -> TagFieldUpdate {
        var keyTime: Double?
        if case .key(_, _, _, let time) = event {
            try TagFlowError.checkFinite(time, at: ["event", "time"])
            // Keys the field answers itself never reach the controller's check.
            if let last = lastKeyTime, time < last {
                throw TagFlowError(TagFlowError.CollectionReason.timeWentBackwards(time, previous: last), at: ["event", "time"])
            }
            keyTime = time
        }
        if case .pickSuggestion(let row) = event { try TagFlowError.checkIndex(row, count: suggestions.count, at: ["event", "index"]) }
        if case .deleteText(let range) = event { try TagFlowError.checkNonNegative(Double(range.lowerBound), at: ["event", "from"]) }
        return try recording { (field, out) throws(TagFlowError) in
            if let keyTime { field.lastKeyTime = keyTime }
            let before = (field.draft, field.controller.count, field.hasFocus)
            try field.apply(event, &out)
            // Escape closes the list until the draft changes; anything else ranks it afresh.
            let changed = before != (field.draft, field.controller.count, field.hasFocus)
            if changed { field.refreshSuggestions(&out) }
        }
    }

    private mutating func apply(_ event: TagFieldEvent, _ out: inout FieldSink) throws(TagFlowError) {
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
            setDraft(draft, caret: offset)
        case .deleteText(let range):
            deleteText(range, &out)
        case .pickSuggestion(let row):
            try accept(row, &out)
        case .pointer(let pointer):
            clearMark(&out)
            try runController(&out) { (c) throws(TagFlowError) in try c.handle(pointer) }
        }
    }

    /// Leaving the field: an edit commits (reverting when refused), the draft commits with
    /// `commitsOnBlur`, the mark, tag focus and the suggestions go.
    private mutating func blur(_ out: inout FieldSink) throws(TagFlowError) {
        if editing != nil { try commitEdit(&out, revertingWhenRefused: true) }
        if options.commitsOnBlur { try commitDraft(&out) }
        clearMark(&out)
        if controller.focusedID != nil {
            try controller.focus(at: nil)
            out.emit(.collection(.didChangeFocus(index: nil, id: nil)))
        }
        hasFocus = false
        closeSuggestions(&out)
    }
}
