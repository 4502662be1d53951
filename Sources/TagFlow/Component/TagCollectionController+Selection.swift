/// The selection policy, shared by taps, the space key, swipes and a screen reader's toggle.
///
/// The rules:
/// - A disabled tag is never toggled: nothing is asked and no tag callback fires.
/// - `canTap` is asked before anything else; a tap it refuses changes nothing and fires no tag
///   callback (`didTapAnywhere` still fires for a pointer tap).
/// - In `SelectionMode.none` an allowed tap fires `didTap` with the state unchanged.
/// - In `single`, choosing an unselected tag deselects every other selected tag first (each
///   reported as `didDeselectReplaced`, in collection order), then selects it; tapping the selected
///   tag deselects it. A swipe in `single` mode does the same for each tag it selects, so the last
///   tag crossed stays selected.
/// - In `multiple(limit:)` selecting when `limit` tags are already selected is refused and
///   reported (`didRefuseTapForLimit`, `didRefuseSwipeForLimit`). Selections made
///   programmatically past the limit stand; input simply cannot add more.
/// - Deselecting a tag when no more than `options.selectionMinimum` tags are selected is refused
///   and reported (`didRefuseDeselectForMinimum`): with `single` and a minimum of 1, the choice
///   can move to another tag but never be emptied.
/// - A selection that changes a tag's size (a selected style with other padding or font)
///   reflows the layout at once, and the update carries the transition.
extension TagCollectionController {
    /// Applies a tap (or space) to the tag at `index` under the policy.
    mutating func toggleSelection(at index: Int, sink: inout CallbackSink) throws(TagFlowError) {
        let item = collection[index]
        guard !item.isDisabled, policy.allowsTap(item, at: index) else { return }
        if item.isSelected, options.selectionMode.allowsSelection, collection.selectedCount <= options.selectionMinimum {
            sink.emit(.didRefuseDeselectForMinimum(ids: [item.id], minimum: options.selectionMinimum))
            return
        }
        switch options.selectionMode {
        case .none:
            sink.emit(.didTap(index: index, id: item.id, selected: item.isSelected))
        case .single:
            if item.isSelected {
                try setSelection(false, at: index)
                sink.emit(.didTap(index: index, id: item.id, selected: false))
            } else {
                try selectReplacing(index, sink: &sink)
                sink.emit(.didTap(index: index, id: item.id, selected: true))
            }
        case .multiple(let limit):
            if item.isSelected {
                try setSelection(false, at: index)
                sink.emit(.didTap(index: index, id: item.id, selected: false))
            } else if let limit, collection.selectedCount >= limit {
                sink.emit(.didRefuseTapForLimit(index: index, id: item.id, limit: limit))
            } else {
                try setSelection(true, at: index)
                sink.emit(.didTap(index: index, id: item.id, selected: true))
            }
        }
    }

    /// Lets a swipe select the unselected tag at `index` under the policy.
    mutating func swipeSelect(at index: Int, sink: inout CallbackSink) throws(TagFlowError) {
        let item = collection[index]
        guard !item.isSelected, !item.isDisabled, policy.allowsSwipeSelect(item, at: index) else { return }
        switch options.selectionMode {
        case .none:
            return
        case .single:
            try selectReplacing(index, sink: &sink)
        case .multiple(let limit):
            if let limit, collection.selectedCount >= limit {
                sink.emit(.didRefuseSwipeForLimit(index: index, id: item.id, limit: limit))
                return
            }
            try setSelection(true, at: index)
        }
        sink.emit(.didSwipeSelect(index: index, id: item.id))
    }

    /// Selects the tag at `index` after deselecting every other one (single selection), each
    /// reported as `didDeselectReplaced`.
    private mutating func selectReplacing(_ index: Int, sink: inout CallbackSink) throws(TagFlowError) {
        for i in try replaceSelection(with: index) { sink.emit(.didDeselectReplaced(index: i, id: collection[i].id)) }
    }

    /// Selects the tag at `index` and deselects every other one; returns the indices deselected.
    @discardableResult
    mutating func replaceSelection(with index: Int) throws(TagFlowError) -> [Int] {
        var updated = collection
        var replaced: [Int] = []
        for i in updated.selectedIndices where i != index {
            try updated.setSelected(false, at: i)
            replaced.append(i)
        }
        try updated.setSelected(true, at: index)
        try commit(updated)
        return replaced
    }

    /// Selection following focus (single selection): the newly focused tag at `index` is
    /// selected in place of the others, when it is not already and `canTap` allows it.
    mutating func selectFollowingFocus(_ index: Int, sink: inout CallbackSink) throws(TagFlowError) {
        let item = collection[index]
        guard !item.isSelected, !item.isDisabled, policy.allowsTap(item, at: index) else { return }
        let replaced = try replaceSelection(with: index).map { collection[$0].id }
        sink.emit(.didChangeSelection(selected: [item.id], deselected: replaced))
    }

    /// Sets one tag's state and lays out again (a selected style may change its size).
    private mutating func setSelection(_ selected: Bool, at index: Int) throws(TagFlowError) {
        var updated = collection
        try updated.setSelected(selected, at: index)
        try commit(updated)
    }
}
