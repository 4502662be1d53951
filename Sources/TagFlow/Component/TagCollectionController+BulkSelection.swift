/// Selecting several tags at once: select all, deselect all, select by id, and Shift's ranges.
///
/// The rules:
/// - They apply the selection mode, the limit and the minimum, and never touch a disabled tag;
///   they ask no `can…` question (those belong to the gestures). What they change is reported
///   once, as `didChangeSelection(selected:deselected:)`; what the limit refused as
///   `didRefuseSelectForLimit`, what the minimum kept as `didRefuseDeselectForMinimum`. A call
///   that changes nothing reports nothing.
/// - Select all and deselect all act on the tags the view shows, in reading order (a filter's
///   hidden tags keep their state); in `none` and `single` selection they do nothing.
/// - Deselect all keeps the minimum: the focused tag first, then the earliest in reading order.
/// - A range (Shift with a focus move, multiple selection) runs in reading order from the
///   anchor — the tag the last plain move, space or `focus(at:)` left focus on (a front end
///   focuses a pressed tag, as the GTK widget does), or where focus went when its tag was
///   removed, hidden or left out by a filter; an anchor no longer shown gives way to the tag
///   focused before the move — to the new focus. The
///   first extension remembers the selection as it was; each extension selects the range's tags
///   on top of it (up to the limit, from the anchor outwards) and deselects the tags an earlier
///   extension added that the range no longer covers (down to the minimum). In `single` or
///   `none` selection, Shift moves focus as a plain move does.
extension TagCollectionController {
    /// Selects every enabled tag the view shows, in reading order, up to the limit (multiple
    /// selection; otherwise nothing happens): Control+A.
    @discardableResult
    public mutating func selectAll() throws(TagFlowError) -> TagCollectionUpdate {
        try recordingUpdate { (controller, sink) throws(TagFlowError) in try controller.selectAllShown(sink: &sink) }
    }

    /// Deselects every enabled tag the view shows, keeping `options.selectionMinimum` (multiple
    /// selection; otherwise nothing happens): Control+Shift+A. To set the selection regardless
    /// of the policy, use `setSelection(_:)`.
    @discardableResult
    public mutating func deselectAll() throws(TagFlowError) -> TagCollectionUpdate {
        try recordingUpdate { (controller, sink) throws(TagFlowError) in try controller.deselectAllShown(sink: &sink) }
    }

    /// Selects the tags with `ids`, in order, under the selection policy: in `multiple` on top of
    /// the selection up to the limit; in `single` the one tag in place of the selection.
    /// - Throws: `TagFlowError` at `ids[i]` for an unknown or disabled tag; at `ids` in `none`
    ///   selection or for more than one id in `single`. Nothing changes.
    @discardableResult
    public mutating func select(ids: [TagID]) throws(TagFlowError) -> TagCollectionUpdate {
        for (i, id) in ids.enumerated() {
            guard let index = collection.index(ofID: id) else {
                throw TagFlowError(TagFlowError.CollectionReason.unknownID(id.rawValue), at: Argument.ids.path(.index(i)))
            }
            if collection[index].isDisabled {
                throw TagFlowError(TagFlowError.CollectionReason.disabledTag(id.rawValue), at: Argument.ids.path(.index(i)))
            }
        }
        switch options.selectionMode {
        case .none:
            throw TagFlowError(
                TagFlowError.CollectionReason.refused("selection mode none selects nothing; select(ids:) needs single or multiple selection"),
                at: Argument.ids.path())
        case .single where ids.count > 1:
            throw TagFlowError(
                TagFlowError.CollectionReason.refused("\(ids.count) ids given; single selection selects one tag"), at: ["ids"])
        case .single, .multiple:
            return try recordingUpdate { (controller, sink) throws(TagFlowError) in
                try controller.applySelection(adding: ids.compactMap(controller.collection.index(ofID:)), removing: [], sink: &sink)
            }
        }
    }

    mutating func selectAllShown(sink: inout CallbackSink) throws(TagFlowError) {
        guard case .multiple = options.selectionMode else { return }
        let wanted = layout.viewOrder.filter { !collection[$0].isSelected && !collection[$0].isDisabled }
        try applySelection(adding: wanted, removing: [], sink: &sink)
    }

    mutating func deselectAllShown(sink: inout CallbackSink) throws(TagFlowError) {
        guard case .multiple = options.selectionMode else { return }
        var wanted = layout.viewOrder.filter { collection[$0].isSelected && !collection[$0].isDisabled }
        // The minimum keeps the focused tag first, then the earliest; they go last, so they are
        // the ones the minimum refuses (the selected tags not shown count toward it).
        var keeping = wanted
        if let focused = focusedIndex, let at = keeping.firstIndex(of: focused) { keeping.insert(keeping.remove(at: at), at: 0) }
        let outside = collection.selectedCount - wanted.count
        let kept = Array(keeping.prefix(max(0, options.selectionMinimum - outside)))
        wanted.removeAll { kept.contains($0) }
        try applySelection(adding: [], removing: wanted + kept, sink: &sink)
    }

    /// Shift with a focus move: extends the range from the anchor (or from `previous`, the tag
    /// focused before the move) to the tag at `target`.
    mutating func extendSelection(to target: Int, from previous: TagID?, sink: inout CallbackSink) throws(TagFlowError) {
        guard case .multiple = options.selectionMode else {
            rangeAnchor = RangeAnchor(id: collection[target].id)
            if options.selectionFollowsFocus { try selectFollowingFocus(target, sink: &sink) }
            return
        }
        let reading = layout.placementOrder
        func place(_ id: TagID) -> Int? { collection.index(ofID: id).flatMap { reading.firstIndex(of: $0) } }
        // An anchor no longer shown (removed, left out by a filter) gives way to the tag focused
        // before the move.
        var anchor = rangeAnchor.flatMap { place($0.id) == nil ? nil : $0 } ?? RangeAnchor(id: previous ?? collection[target].id)
        guard let from = place(anchor.id), let to = reading.firstIndex(of: target) else {
            rangeAnchor = RangeAnchor(id: collection[target].id)
            return
        }
        if anchor.base == nil { anchor.base = Set(collection.selectedTags.map(\.id)) }
        let span = from <= to ? Array(reading[from...to]) : Array(reading[to...from].reversed())
        let range = span.filter { !collection[$0].isDisabled }
        let inRange = Set(range.map { collection[$0].id })
        // Narrowing deselects from the far end, so the minimum keeps the tags nearest the anchor.
        let leaving = anchor.added.reversed().filter { !inRange.contains($0) && !(anchor.base?.contains($0) ?? false) }
        let changed = try applySelection(
            adding: range.filter { !collection[$0].isSelected },
            removing: leaving.compactMap(collection.index(ofID:)).filter { collection[$0].isSelected }, sink: &sink)
        anchor.added.removeAll { changed.deselected.contains($0) }
        anchor.added += changed.selected
        rangeAnchor = anchor
    }

    /// Deselects the tags at `removing` (down to the minimum), then selects those at `adding`
    /// (up to the limit; in single selection the first in place of the rest), in one layout, and
    /// reports it; returns the ids selected and deselected.
    @discardableResult
    mutating func applySelection(
        adding: [Int], removing: [Int], sink: inout CallbackSink
    ) throws(TagFlowError) -> (selected: [TagID], deselected: [TagID]) {
        var updated = collection
        var count = updated.selectedCount
        var deselected: [TagID] = [], selected: [TagID] = [], kept: [TagID] = [], refused: [TagID] = []
        var removing = removing
        if case .single = options.selectionMode, let first = adding.first {
            removing = updated.selectedIndices.filter { $0 != first }
        }
        for i in removing {
            if count - 1 < options.selectionMinimum, !(options.selectionMode == .single && !adding.isEmpty) {
                kept.append(updated.ids[i])
                continue
            }
            try updated.setSelected(false, at: i)
            deselected.append(updated.ids[i])
            count -= 1
        }
        let limit = options.selectionMode.limit
        for i in adding where !updated[i].isSelected {
            if let limit, count >= limit {
                refused.append(updated.ids[i])
                continue
            }
            try updated.setSelected(true, at: i)
            selected.append(updated.ids[i])
            count += 1
        }
        if !selected.isEmpty || !deselected.isEmpty {
            try commit(updated)
            sink.emit(.didChangeSelection(selected: selected, deselected: deselected))
        }
        if !kept.isEmpty { sink.emit(.didRefuseDeselectForMinimum(ids: kept, minimum: options.selectionMinimum)) }
        if !refused.isEmpty, let limit { sink.emit(.didRefuseSelectForLimit(ids: refused, limit: limit)) }
        return (selected, deselected)
    }
}

/// Where a range selection starts, and what it has done so far.
struct RangeAnchor: Hashable, Sendable {
    /// The tag the range runs from.
    var id: TagID
    /// The selection before the range first extended; `nil` until then.
    var base: Set<TagID>? = nil
    /// The tags the range selected (deselected again when it no longer covers them).
    var added: [TagID] = []
}
