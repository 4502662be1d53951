/// The "+N" chip and the "less" chip as keyboard focus targets, so that a line limit can be
/// expanded and collapsed without a pointer (WCAG 2.1.1).
///
/// The rules:
/// - The chip the layout shows is one focus stop after every tag, on the line it stands on:
///   → from the last tag, End, and ↓ or Page Down from the last line reach it (↓ from the line
///   above too, when it is the nearest stop there); ←, ↑, Home and Page Up go back to the tags.
///   Shift extends a range of tags, so a Shift move never lands on the chip (Shift+End goes to
///   the last tag).
/// - Return or Space on it acts as a tap on it (`didTapOverflowIndicator`, then `didExpand`
///   when the chip expands on taps; `didTapCollapseIndicator`, `didCollapse`). After expanding,
///   focus goes to the first tag the chip stood for that can take it, as a disclosure's content
///   follows it (`didChangeFocus`); after collapsing it stays on the chip, now the "+N" one.
/// - Focus on the chip is reported as `didFocusOverflowIndicator` or `didFocusCollapseIndicator`
///   — also when the chip under focus turns into the other one (the caller expanded, a tap) —
///   and `focusedElement` says which it is; `focusedID` is then `nil`. When the chip goes away,
///   focus goes to the last tag that can take it (`didChangeFocus`).
/// - A focused tag the line limit comes to hide (a collapse, a tag inserted before it) passes
///   focus to the "+N" chip that now stands for it.
/// - The other keys do nothing on the chip (nothing to remove, move or show a menu for); Control+A
///   and Control+Shift+A still select and deselect every tag shown.
/// - A tag field's chip takes no focus: its keys run between the tags and the entry.
extension TagCollectionController {
    /// What has keyboard focus, as the kind of its accessibility element (one of
    /// `accessibilityElements`): a tag, the "+N" chip, the "less" chip, or `nil` for nothing.
    public var focusedElement: TagAccessibilityElement.Kind? {
        if indicatorHasFocus { return focusableIndicatorKind }
        guard let id = focusedID, let index = collection.index(ofID: id) else { return nil }
        return .tag(index: index, id: id)
    }

    /// Moves keyboard focus to `element` — a tag (by its id, as `focus(at:)` does), or the chip
    /// the layout shows (the hidden count is not compared) — or clears it with `nil`. No callback
    /// fires: the caller asked (a front end whose own focus moved, say by Tab onto the chip). A
    /// tag that cannot take focus, or a chip the layout does not show, clears focus.
    /// - Throws: `TagFlowError` at `id` when no tag has the element's id.
    public mutating func focus(_ element: TagAccessibilityElement.Kind?) throws(TagFlowError) {
        switch element {
        case .tag(_, let id)?:
            try focus(at: try collection.existingIndex(of: id))
        case .overflowIndicator?, .collapseIndicator?:
            let shown = focusableIndicatorKind
            let same = switch (element, shown) {
            case (.overflowIndicator?, .overflowIndicator?), (.collapseIndicator?, .collapseIndicator?): true
            default: false
            }
            try focus(at: nil)
            guard same, let frame = focusableIndicatorFrame else { return }
            indicatorHasFocus = true
            focusAnchorX = frame.midX
        case nil:
            try focus(at: nil)
        }
    }

    /// The frame of the chip that can take focus now — the "+N" chip, else the "less" chip — or
    /// `nil`.
    var focusableIndicatorFrame: Rect? {
        guard indicatorsTakeFocus else { return nil }
        return layout.overflow?.frame ?? layout.collapseIndicatorFrame
    }

    /// The element kind of the chip that can take focus now, or `nil`.
    var focusableIndicatorKind: TagAccessibilityElement.Kind? {
        guard indicatorsTakeFocus else { return nil }
        if let overflow = layout.overflow { return .overflowIndicator(hiddenCount: overflow.hiddenCount) }
        return layout.collapseIndicatorFrame == nil ? nil : .collapseIndicator
    }

    /// Focuses the chip (reported when it did not have focus) and remembers its centre as the x
    /// that up and down keep: `setFocus(_:sink:)` for the chip.
    mutating func setIndicatorFocus(sink: inout CallbackSink) {
        guard let kind = focusableIndicatorKind, let frame = focusableIndicatorFrame else { return }
        focusAnchorX = frame.midX
        guard !indicatorHasFocus else { return }
        focusedID = nil
        indicatorHasFocus = true
        sink.emit(Self.focusCallback(kind))
    }

    /// Focuses the chip, keeping the remembered x for vertical moves, and scrolls it into view
    /// when the options say so: `moveFocus(to:keepingAnchor:sink:)` for the chip.
    mutating func moveFocusToIndicator(keepingAnchor: Bool, sink: inout CallbackSink) {
        let anchor = focusAnchorX
        setIndicatorFocus(sink: &sink)
        if keepingAnchor { focusAnchorX = anchor }
        if let frame = focusableIndicatorFrame { scrollIntoView(frame, sink: &sink) }
    }

    /// Return or Space on the focused chip: a tap on it; after expanding, focus goes to the
    /// first tag the chip stood for that can take it.
    mutating func activateFocusedIndicator(sink: inout CallbackSink) throws(TagFlowError) {
        let wasExpanded = isExpanded
        let stoodFor = layout.hiddenIndices.map { collection.ids[$0] }
        try tapIndicator(sink: &sink)
        guard !wasExpanded, isExpanded else { return }
        for id in stoodFor {
            guard let index = collection.index(ofID: id), canFocus(index) else { continue }
            moveFocus(to: index, keepingAnchor: false, sink: &sink)
            rangeAnchor = RangeAnchor(id: id)
            return
        }
    }

    /// Keeps focus on the chip while the layout shows one (reporting a chip that turned into the
    /// other one since `before`), else passes it to the last tag that can take it.
    mutating func repairIndicatorFocus(before: FrameSnapshot, sink: inout CallbackSink) {
        if let kind = focusableIndicatorKind {
            if (before.layout.overflow != nil) != (layout.overflow != nil) { sink.emit(Self.focusCallback(kind)) }
            return
        }
        indicatorHasFocus = false
        if let last = layout.placementOrder.last(where: canFocus) {
            setFocus(last, sink: &sink)
            rangeAnchor = RangeAnchor(id: collection[last].id)
        } else {
            focusAnchorX = nil
            sink.emit(.didChangeFocus(index: nil, id: nil))
        }
    }

    /// Whether the tag with `id`, which lost focus, is hidden by the line limit behind a "+N"
    /// chip that can take focus: focus then goes to the chip that stands for it.
    func isBehindFocusableChip(_ id: TagID) -> Bool {
        guard indicatorsTakeFocus, layout.overflow != nil, let index = collection.index(ofID: id) else { return false }
        return layout.hiddenIndices.contains(index)
    }

    /// The callback that reports focus on the chip of `kind`.
    private static func focusCallback(_ kind: TagAccessibilityElement.Kind) -> TagCollectionCallback {
        if case .overflowIndicator(let hiddenCount) = kind { return .didFocusOverflowIndicator(hiddenCount: hiddenCount) }
        return .didFocusCollapseIndicator
    }
}
