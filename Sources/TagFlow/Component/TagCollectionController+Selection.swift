/// The selection policy, shared by taps, the space and return keys, and swipes.
///
/// The rules:
/// - `canTap` is asked before anything else; a tap it refuses changes nothing and fires no tag
///   callback (`didTapAnywhere` still fires for a pointer tap).
/// - In `SelectionMode.none` an allowed tap fires `didTap` with the state unchanged.
/// - In `single`, choosing an unselected tag deselects every other selected tag first (each
///   reported as `didDeselectReplaced`, in collection order), then selects it; tapping the selected
///   tag deselects it. A swipe in `single` mode does the same for each tag it selects, so the last
///   tag crossed stays selected.
/// - In `multiple(limit:)` deselecting is always allowed; selecting when `limit` tags are already
///   selected is refused and reported (`didRefuseTapForLimit`, `didRefuseSwipeForLimit`).
///   Selections made programmatically past the limit stand; input simply cannot add more.
/// - A selection that changes a tag's size (a selected style with other padding or font)
///   reflows the layout at once, and the update carries the transition.
extension TagCollectionController {
    /// Applies a tap (or space/return) to the tag at `index` under the policy.
    mutating func toggleSelection(at index: Int, sink: inout CallbackSink) throws(TagFlowError) {
        let item = collection[index]
        guard policy.allowsTap(item, at: index) else { return }
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
        guard !item.isSelected, policy.allowsSwipeSelect(item, at: index) else { return }
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

    /// Selects the tag at `index` after deselecting every other one (single selection).
    private mutating func selectReplacing(_ index: Int, sink: inout CallbackSink) throws(TagFlowError) {
        var updated = collection
        var replaced: [Int] = []
        for i in updated.selectedIndices where i != index {
            try updated.setSelected(false, at: i)
            replaced.append(i)
        }
        try updated.setSelected(true, at: index)
        try commit(updated)
        for i in replaced { sink.emit(.didDeselectReplaced(index: i, id: collection[i].id)) }
    }

    /// Sets one tag's state and lays out again (a selected style may change its size).
    private mutating func setSelection(_ selected: Bool, at index: Int) throws(TagFlowError) {
        var updated = collection
        try updated.setSelected(selected, at: index)
        try commit(updated)
    }
}
