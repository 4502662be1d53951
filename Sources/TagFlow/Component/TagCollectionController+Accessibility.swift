/// The tags as accessibility elements, and the actions they offer.
///
/// The rules:
/// - Elements come in reading order: the lines from the first, each from its leading edge (so
///   right to left in right-to-left layouts, and the new order with `fewestRows` or a sort
///   order); the overflow indicator comes last, as it sits at the end of the last visible line.
/// - Hidden tags, tags a filter leaves out and tags whose `accessibility.isElement` is `false`
///   are not elements.
/// - Label: the override, else the text as it shows now (selected content when selected) — all
///   of it, also when the tag shows it truncated (`truncatedText(at:)` has the shown part) —
///   else a custom tag's label, else "Tag N" (N = position in the collection, from 1).
/// - Value: `"P of T"`, P the position among the tags the view shows, in view order (from 1;
///   without a filter or sort order, the place in the collection), T how many the view shows,
///   those the line limit hides included (the indicator tells how many are hidden); prefixed
///   with `"selected, "` when selected and the selection mode allows selecting.
/// - Traits: `button` always (a tap is always reported), `selected` when selected, `notEnabled`
///   when disabled.
/// - Hint: the override (empty = none), else "Double tap to select" / "Double tap to deselect"
///   when the mode allows selecting; none for a disabled tag.
/// - Actions (none for a disabled tag): `remove` with `allowsDragToDelete` or a remove button;
///   `moveEarlier` / `moveLater` while tags can be reordered (`canReorder`), left out at the ends
///   of the view. Performing one asks the same question and fires the same callbacks as the
///   gesture (`canDelete` → `didDelete` or `didRefuseDelete`; `canMove` → `didMove`).
/// - Position: P and T of the value, for platforms that report them on their own.
/// - The overflow indicator: label "N more tags" ("1 more tag"), no value; trait `button` with the
///   hint "Double tap to show all tags" when the options' chip expands on taps, else trait
///   `staticText` (activating it is still reported). The collapse indicator: label the chip's
///   `collapseText` (else "Show fewer tags"), trait `button`, hint "Double tap to show fewer tags"
///   when it collapses on taps. Both come last, as they sit after the last tag shown.
extension TagCollectionController {
    /// The accessibility elements in reading order.
    public var accessibilityElements: [TagAccessibilityElement] {
        var elements: [TagAccessibilityElement] = []
        for index in layout.placementOrder {
            if let element = accessibilityElement(at: index) { elements.append(element) }
        }
        let acts = options.overflowChip?.expandsOnTap == true
        if let overflow = layout.overflow {
            let n = overflow.hiddenCount
            elements.append(
                TagAccessibilityElement(
                    kind: .overflowIndicator(hiddenCount: n), label: n == 1 ? "1 more tag" : "\(n) more tags",
                    value: nil, hint: acts ? "Double tap to show all tags" : nil, traits: acts ? .button : .staticText,
                    frame: overflow.frame, actions: []))
        }
        if let frame = layout.collapseIndicatorFrame {
            elements.append(
                TagAccessibilityElement(
                    kind: .collapseIndicator, label: options.overflowChip?.collapseText ?? "Show fewer tags", value: nil,
                    hint: acts ? "Double tap to show fewer tags" : nil, traits: .button, frame: frame, actions: []))
        }
        return elements
    }

    /// The element of the tag at `index`, or `nil` when the index is out of range, the tag is
    /// hidden, or it is not an element.
    public func accessibilityElement(at index: Int) -> TagAccessibilityElement? {
        guard index >= 0, index < count, let frame = layout.frame(of: index), let k = layout.itemIndex(ofTag: index) else {
            return nil
        }
        let item = collection[index]
        guard item.accessibility.isElement else { return nil }
        let selectable = options.selectionMode.allowsSelection
        var label = item.accessibility.label ?? item.rightfulContent.string
        if label.isEmpty { label = "Tag \(index + 1)" }
        let position = TagAccessibilityElement.Position(number: k + 1, count: layout.viewCount)
        let value = selectable && item.isSelected ? "selected, " + position.description : position.description
        var hint: String? = item.accessibility.hint
        if hint == nil, selectable, !item.isDisabled {
            hint = item.isSelected ? "Double tap to deselect" : "Double tap to select"
        }
        if hint == "" || item.isDisabled { hint = nil }
        var traits: TagAccessibilityElement.Traits = .button
        if item.isSelected { traits.insert(.selected) }
        if item.isDisabled { traits.insert(.notEnabled) }
        var actions: [TagAccessibilityElement.Action] = []
        if options.allowsRemoving, !item.isDisabled { actions.append(.remove) }
        if onePlaceTarget(of: index, earlier: true) != nil { actions.append(.moveEarlier) }
        if onePlaceTarget(of: index, earlier: false) != nil { actions.append(.moveLater) }
        return TagAccessibilityElement(
            kind: .tag(index: index, id: item.id), label: label, value: value, hint: hint, traits: traits,
            frame: frame, actions: actions, position: position)
    }

    /// Activates an element as an assistive technology does (VoiceOver's double tap, an AT-SPI
    /// check box's toggle): a tag exactly as space toggles the focused tag — `canTap`, the
    /// selection policy, `didTap` or `didRefuseTapForLimit` — without moving focus and without
    /// `didTapAnywhere` (no point was tapped); the overflow and collapse indicators as a tap on
    /// them (`didTapOverflowIndicator` and `didExpand`, `didTapCollapseIndicator` and
    /// `didCollapse`). The gesture under way is cancelled first. An indicator the layout no
    /// longer shows does nothing.
    /// - Throws: `TagFlowError` at `id` when no tag has the element's id.
    @discardableResult
    public mutating func activateAccessibilityElement(_ kind: TagAccessibilityElement.Kind) throws(TagFlowError) -> TagCollectionUpdate {
        if case .tag(_, let id) = kind { _ = try collection.existingIndex(of: id) }
        return try recordingUpdate { (controller, sink) throws(TagFlowError) in
            try controller.cancelGesture(sink: &sink)
            switch kind {
            case .tag(_, let id):
                try controller.toggleSelection(at: try controller.collection.existingIndex(of: id), sink: &sink)
            case .overflowIndicator:
                if controller.layout.overflow != nil { try controller.tapIndicator(sink: &sink) }
            case .collapseIndicator:
                if controller.layout.collapseIndicatorFrame != nil { try controller.tapIndicator(sink: &sink) }
            }
        }
    }

    /// Performs an accessibility action on the tag with `id`, asking the controller's `policy`
    /// the same question the gesture would. An action the tag does not offer (e.g. `remove`
    /// without drag to delete) does nothing. The gesture under way is cancelled first, as for any
    /// mutation.
    /// - Throws: `TagFlowError` at `id` when no tag has it.
    @discardableResult
    public mutating func performAccessibilityAction(
        _ action: TagAccessibilityElement.Action, onTagWithID id: TagID
    ) throws(TagFlowError) -> TagCollectionUpdate {
        _ = try collection.existingIndex(of: id)
        return try recordingUpdate { (controller, sink) throws(TagFlowError) in
            try controller.cancelGesture(sink: &sink)
            let index = try controller.collection.existingIndex(of: id)
            guard let element = controller.accessibilityElement(at: index), element.actions.contains(action) else { return }
            switch action {
            case .remove:
                try controller.removeIfAllowed(at: index, sink: &sink)
            case .moveEarlier, .moveLater:
                try controller.moveOnePlace(index, earlier: action == .moveEarlier, sink: &sink)
            }
        }
    }
}
