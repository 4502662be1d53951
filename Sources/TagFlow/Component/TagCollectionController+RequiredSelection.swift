/// A required selection survives input removing a selected tag, as `GtkSingleSelection`'s
/// autoselect keeps an item selected.
///
/// The rules:
/// - When input removes a selected tag — Delete or Backspace, a remove button, the accessibility
///   action `remove`, a drop on the delete zone — and fewer than `options.selectionMinimum` tags
///   stay selected, neighbours are selected until the minimum holds again: the tags after it in
///   reading order before the removal, then those before it from the nearest (the order focus
///   follows), each enabled, unselected and shown (a line limit's hidden tags included, not those
///   a filter leaves out), up to the limit.
/// - It is reported as any selection input makes: `didChangeSelection` right after `didDelete`,
///   and `selectionChanged` among the update's changes.
/// - The program's removals (`remove(id:)`, `setTags(_:)`) leave the selection as they make it:
///   the caller asked.
extension TagCollectionController {
    /// After input removed `tag` (laid out as in `before`), selects its neighbours while fewer
    /// tags than the minimum are selected.
    mutating func keepRequiredSelection(afterRemoving tag: TextTag, before: FrameSnapshot, sink: inout CallbackSink) throws(TagFlowError) {
        let missing = options.selectionMinimum - collection.selectedCount
        guard tag.isSelected, options.selectionMode.allowsSelection, missing > 0 else { return }
        var picks: [Int] = []
        for id in Self.neighbours(of: tag.id, before: before) where picks.count < missing {
            guard let index = collection.index(ofID: id) else { continue }
            let candidate = collection[index]
            if !candidate.isSelected, !candidate.isDisabled, !layout.isFilteredOut(index) { picks.append(index) }
        }
        try applySelection(adding: picks, removing: [], sink: &sink)
    }
}
