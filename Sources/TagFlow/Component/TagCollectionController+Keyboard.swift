/// Keys: what each key does is `KeyCommand`'s table; these are the rules it follows.
///
/// - Only shown, enabled tags take focus, in reading order (the lines from the first, each from
///   its leading edge): disabled tags are skipped, as GTK skips insensitive widgets. After them
///   comes the line limit's chip ("+N" or "less") when the layout shows one: see
///   `TagCollectionController+IndicatorFocus`. With no focus, a focus move focuses the first
///   stop (End the last).
/// - Previous and next move along the reading order, across line ends, and stop at the ends
///   (no wrap-around, no callback). First and last go to the ends.
/// - Line above and below go to the adjacent line and pick the tag whose centre is nearest the
///   remembered x — the centre of the tag focused by the last move that was not vertical — so a
///   short line in between does not lose the column (in an equal-width grid: the same column).
///   Ties go to the earlier tag. A line of disabled tags only is passed over.
/// - Page back and forward go a viewport's extent along the scrolling axis: to the line nearest
///   the focused tag's centre less (plus) the viewport height, at the remembered x (horizontal
///   rows: the tag on the same line nearest a viewport's width before or after); without a fixed
///   viewport extent, to the first or last line.
/// - A plain move sets the range anchor to the tag it lands on, and with `selectionFollowsFocus`
///   selects it (`canTap` asked; `didChangeSelection`). Control moves focus and nothing else.
///   Shift (multiple selection) extends: see `extendSelection(to:)`.
/// - Space toggles the focused tag exactly like a tap (`canTap`, the policy, `didTap` or a
///   refusal), without `didTapAnywhere`, and sets the anchor. Return activates it (`canTap`,
///   `didActivate`).
/// - Delete and Backspace remove the focused tag when input can remove tags (a remove button or
///   drag to delete): `canDelete`, `didDelete` or `didRefuseDelete`; focus goes to the next tag
///   in reading order, or the previous one at the end, and a Shift range then starts there; a
///   required selection passes to a neighbour (`TagCollectionController+RequiredSelection`).
/// - Alt moves the focused tag one place earlier or later among the shown tags when tags can be
///   reordered (`canReorder`): `canMove`, `didMove`; focus stays on it, in view (the last tag
///   shown moving later expands the line limit: `TagCollectionController+MoveOnePlace`).
/// - Control+A and Control+Shift+A are `selectAll()` and `deselectAll()`; the menu key asks for a
///   context menu at the focused tag's centre.
/// - With `options.scrollsToFocusedTag`, a focus move scrolls the tag into view (`nearest`),
///   reported as `didScroll` when the offset changed.
/// - Keys are ignored while a pointer is down; a key whose command does not apply now (say,
///   Delete when nothing can be removed) does nothing, and `keyCommand(for:modifiers:)` is `nil`
///   for it so a front end can pass it on.
extension TagCollectionController {
    /// Moves keyboard focus to the tag at `index`, or clears it with `nil` (no callback: the
    /// caller asked). A tag that cannot take focus (hidden, left out, disabled) clears focus.
    /// - Throws: `TagFlowError` at `index` when there is no such tag.
    public mutating func focus(at index: Int?) throws(TagFlowError) {
        indicatorHasFocus = false
        guard let index else {
            focusedID = nil
            focusAnchorX = nil
            return
        }
        try TagFlowError.checkIndex(index, count: count, at: ["index"])
        guard canFocus(index), let frame = layout.frame(of: index) else {
            focusedID = nil
            focusAnchorX = nil
            return
        }
        focusedID = collection[index].id
        focusAnchorX = frame.midX
        rangeAnchor = RangeAnchor(id: collection[index].id)
    }

    /// What `key` with `modifiers` would do now, or `nil` when it would do nothing here — a key
    /// not in the table, or a command the options rule out (a front end passes such keys on).
    public func keyCommand(for key: InputEvent.Key, modifiers: KeyModifiers = []) -> KeyCommand? {
        guard let command = KeyCommand(key: key, modifiers: modifiers, direction: layout.layoutDirection) else { return nil }
        switch command {
        case .moveFocus, .toggle, .activate, .contextMenu: return command
        case .remove: return options.allowsRemoving ? command : nil
        case .moveTag: return canReorder ? command : nil
        case .selectAll, .deselectAll:
            if case .multiple = options.selectionMode { return command }
            return nil
        case .copy: return copiedIndices.isEmpty ? nil : command
        case .cut: return options.allowsRemoving && !copiedIndices.isEmpty ? command : nil
        case .paste: return options.allowsPasting ? command : nil
        }
    }

    /// Whether the tag at `index` can take keyboard focus: shown and enabled.
    func canFocus(_ index: Int) -> Bool {
        !collection[index].isDisabled && !layout.isHidden(index)
    }

    /// Acts on a key; `false` when the key has no command here.
    @discardableResult
    mutating func keyPress(
        _ key: InputEvent.Key, modifiers: KeyModifiers, isRepeat: Bool = false, sink: inout CallbackSink
    ) throws(TagFlowError) -> Bool {
        guard let command = keyCommand(for: key, modifiers: modifiers) else { return false }
        guard case .idle = gesture else { return true }
        // A held remove key removes the tag its press removed, not its neighbours one by one.
        if isRepeat, command == .remove { return true }
        let current = focusedIndex.flatMap { canFocus($0) ? $0 : nil }
        switch command {
        case .moveFocus(let move, let selecting):
            try moveFocus(move, selecting: selecting, from: indicatorHasFocus ? .indicator : current.map(FocusStop.tag), sink: &sink)
        case .toggle where indicatorHasFocus, .activate where indicatorHasFocus:
            try activateFocusedIndicator(sink: &sink)
        case .toggle:
            guard let current else { return true }
            rangeAnchor = RangeAnchor(id: collection[current].id)
            try toggleSelection(at: current, sink: &sink)
        case .activate:
            if let current { activate(at: current, sink: &sink) }
        case .remove:
            if let current { try removeIfAllowed(at: current, sink: &sink) }
        case .selectAll:
            try selectAllShown(sink: &sink)
        case .deselectAll:
            try deselectAllShown(sink: &sink)
        case .moveTag(let earlier):
            if let current { try moveOnePlace(current, earlier: earlier, sink: &sink) }
        case .contextMenu:
            guard let current, let frame = layout.frame(of: current) else { return true }
            sink.emit(.didRequestContextMenu(index: current, id: collection[current].id, point: frame.center))
        case .copy, .cut:
            try copy(cutting: command == .cut, sink: &sink)
        case .paste:
            sink.emit(.didRequestPaste)
        }
        return true
    }

    /// Moves focus as `move` says from `current` (the first stop when there is none), then
    /// selects as `selecting` says. A Shift move extends a range of tags: it does not land on
    /// the chip.
    private mutating func moveFocus(
        _ move: KeyCommand.Move, selecting: KeyCommand.Selecting, from current: FocusStop?, sink: inout CallbackSink
    ) throws(TagFlowError) {
        let reading = layout.placementOrder.filter { !collection[$0].isDisabled }
        var target = focusTarget(move, from: current, reading: reading, indicator: focusableIndicatorFrame)
        if selecting == .extend, target == .indicator, current != .indicator {
            target = focusTarget(move, from: current, reading: reading, indicator: nil)
        }
        guard let target else { return }
        // Moves across lines keep the remembered x (pages do in wrapping lines, not along a row).
        let pages = configuration.scrollDirection == .vertical && [.pageBack, .pageForward].contains(move)
        let keepsX = ([.lineAbove, .lineBelow].contains(move) || pages) && current != nil
        guard case .tag(let index) = target else { return moveFocusToIndicator(keepingAnchor: keepsX, sink: &sink) }
        let previous = focusedID
        moveFocus(to: index, keepingAnchor: keepsX, sink: &sink)
        switch selecting {
        case .plain:
            rangeAnchor = RangeAnchor(id: collection[index].id)
            if options.selectionFollowsFocus { try selectFollowingFocus(index, sink: &sink) }
        case .extend:
            try extendSelection(to: index, from: previous, sink: &sink)
        case .focusOnly:
            break
        }
    }

    /// Focuses the tag at `index`, keeping the remembered x for vertical moves, and scrolls it
    /// into view when the options say so.
    mutating func moveFocus(to index: Int, keepingAnchor: Bool, sink: inout CallbackSink) {
        let anchor = focusAnchorX
        setFocus(index, sink: &sink)
        if keepingAnchor { focusAnchorX = anchor }
        if let frame = layout.frame(of: index) { scrollIntoView(frame, sink: &sink) }
    }

    /// Scrolls `frame` (a focused tag's or chip's) into view (`nearest`) when the options say so,
    /// reported as `didScroll` when the offset changed.
    mutating func scrollIntoView(_ frame: Rect, sink: inout CallbackSink) {
        // A viewport extent of 0 means "no fixed size": nothing to scroll along that axis.
        let vertical = configuration.scrollDirection == .vertical
        guard options.scrollsToFocusedTag, (vertical ? viewport.size.height : viewport.size.width) > 0 else { return }
        let offset = layout.result.contentOffset(
            toShowFrame: frame, at: .nearest, viewportSize: viewport.size, currentOffset: viewport.contentOffset)
        guard offset != viewport.contentOffset else { return }
        viewport.contentOffset = offset
        sink.emit(.didScroll(offset: offset))
    }

    /// Return on the focused tag: `didActivate` when `canTap` allows it.
    mutating func activate(at index: Int, sink: inout CallbackSink) {
        let item = collection[index]
        guard !item.isDisabled, policy.allowsTap(item, at: index) else { return }
        sink.emit(.didActivate(index: index, id: item.id))
    }
}
