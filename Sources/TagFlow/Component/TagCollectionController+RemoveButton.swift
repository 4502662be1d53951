/// Remove buttons (`TagCollectionOptions.removeButton`): where they are, and what a tap on one does.
///
/// The rules:
/// - Every visible text tag shows the button when the options have one; custom content does not.
///   The button scales with the text (`removeButton`), as the tags' padding does.
/// - A press that goes down in a button's hit region (`removeButtonIndex(at:)`) is a press on
///   the button, not on the tag: it never lifts the tag, starts a swipe or toggles the selection.
///   Going up within `tapMaxMovement` is a tap on the button (a slow one too: with no lift to
///   wait for, only an explicit `tapMaxDuration` limits it): `didTapRemove` fires, then
///   `canDelete(tag, at: index)` is asked — allowed, the tag is removed (`didDelete`), refused,
///   nothing changes (`didRefuseDelete`) — and `didTapAnywhere` closes the tap as for any tap.
/// - The accessibility action `remove` and the delete keys do the same without `didTapRemove`.
/// - A required selection survives: a removed selected tag's neighbour is selected when the
///   minimum asks (`TagCollectionController+RequiredSelection`).
/// - A disabled tag's button is drawn (dimmed, with the tag) but takes no press.
extension TagCollectionController {
    /// The remove button at the sizer's text size (`TagCollectionOptions.removeButton(at:)`): the
    /// geometry every tag is sized, hit-tested and drawn with, or `nil` without one.
    public var removeButton: TagCollectionOptions.RemoveButton? { options.removeButton(at: sizer.textSizeCategory) }

    /// The square the × of the tag at `index` is drawn in (content coordinates), or `nil` when
    /// the options have no remove button, there is no such tag, it is hidden or has custom content.
    public func removeButtonFrame(at index: Int) -> Rect? {
        guard let placement = removeButtonPlacement(at: index) else { return nil }
        return placement.button.glyphFrame(inTagFrame: placement.frame, padding: placement.padding, onRight: placement.onRight)
    }

    /// The index of the enabled tag whose remove button a press at `point` (content coordinates)
    /// lands on, or `nil` (a disabled tag's × is drawn dimmed and takes no press).
    public func removeButtonIndex(at point: Point) -> Int? {
        guard let index = index(at: point), !collection[index].isDisabled, let placement = removeButtonPlacement(at: index)
        else { return nil }
        let hit = placement.button.hitRect(inTagFrame: placement.frame, padding: placement.padding, onRight: placement.onRight)
        return hit.contains(point) ? index : nil
    }

    /// The button, the tag's frame and padding, and the side, when the tag at `index` shows one.
    private func removeButtonPlacement(at index: Int) -> (button: TagCollectionOptions.RemoveButton, frame: Rect, padding: Size, onRight: Bool)? {
        guard let button = removeButton, collection.indices.contains(index), let frame = layout.frame(of: index) else { return nil }
        let tag = collection[index]
        guard case .text = tag.rightfulContent else { return nil }
        return (button, frame, tag.rightfulStyle.padding(at: sizer.textSizeCategory), layout.layoutDirection == .leftToRight)
    }

    /// A tap on the remove button of the tag at `index`: `didTapRemove`, then the removal.
    mutating func tapRemoveButton(at index: Int, sink: inout CallbackSink) throws(TagFlowError) {
        sink.emit(.didTapRemove(index: index, id: collection[index].id))
        try removeIfAllowed(at: index, sink: &sink)
    }

    /// Removes the tag at `index` if `canDelete` allows it (`didDelete`), else reports the
    /// refusal (`didRefuseDelete`): what a remove button, the delete keys and the accessibility
    /// action share. A disabled tag is never removed by input: nothing happens.
    mutating func removeIfAllowed(at index: Int, sink: inout CallbackSink) throws(TagFlowError) {
        let item = collection[index]
        guard !item.isDisabled else { return }
        guard policy.allowsDelete(item, at: index) else {
            sink.emit(.didRefuseDelete(index: index, id: item.id))
            return
        }
        var remaining = collection
        try remaining.remove(at: index)
        let before = snapshot()
        try commit(remaining)
        sink.emit(.didDelete(index: index, id: item.id))
        try keepRequiredSelection(afterRemoving: item, before: before, sink: &sink)
    }
}

extension TagCollectionController {
    /// Removes the tag at `index` as input does (`canDelete`, `didDelete` or `didRefuseDelete`;
    /// focus passes to a neighbour), whatever the options: the tag field's Backspace and Delete,
    /// which remove tags without a remove button.
    mutating func removeByInput(at index: Int) throws(TagFlowError) -> TagCollectionUpdate {
        try recordingUpdate { (controller, sink) throws(TagFlowError) in try controller.removeIfAllowed(at: index, sink: &sink) }
    }
}
