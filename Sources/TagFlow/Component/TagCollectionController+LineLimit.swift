/// A line limit as users of one expect it: which tags show and which the "+N" chip stands for,
/// and expanding and collapsing the limit.
///
/// The rules:
/// - **Shown and hidden.** `hiddenTags` are the tags past the line limit and those moved off the
///   last visible line to make room for the chip — exactly the ones the chip counts, among the
///   tags the view shows (a filter's left-out tags are neither); `shownTags` are the rest. Both
///   keep the view's order (the collection's, without a sort order). (Whether a shown tag is
///   scrolled into view is another matter: `visibleIndices`.)
/// - **Expanding** lifts the limit for now (`LayoutConfiguration.isLineLimitExpanded`): every line
///   shows, and while collapsing would hide something, the options' chip puts its "less" chip
///   (`OverflowChip.collapseText`) after the last tag. `numberOfLines` itself stays as set.
/// - **By input.** A tap on the "+N" chip fires `didTapOverflowIndicator`; with
///   `OverflowChip.expandsOnTap`, the collection then expands and `didExpand` fires. A tap on the
///   "less" chip fires `didTapCollapseIndicator`, then collapses (`didCollapse`). Activating the
///   chips' accessibility elements, and Return or Space on a focused chip, do the same
///   (`TagCollectionController+IndicatorFocus`). `didTapAnywhere` comes last, as for every tap.
/// - **By the caller** (`setExpanded(_:)`): no callback, as for every change the caller makes.
extension TagCollectionController {
    /// Whether the line limit is expanded: every line shows.
    public var isExpanded: Bool { configuration.isLineLimitExpanded }

    /// The tags the layout shows, in view order: all of them unless a filter leaves some out or
    /// a line limit hides some.
    public var shownTags: [TextTag] {
        guard layout.hiddenCount > 0 || layout.hasView else { return collection.tags }
        return layout.viewOrder.filter { !layout.isHidden($0) }.map { collection[$0] }
    }

    /// The tags a line limit hides, in view order: the ones the "+N" chip stands for.
    public var hiddenTags: [TextTag] {
        layout.hiddenIndices.map { collection[$0] }
    }

    /// Expands the line limit (every line shows) or collapses it again, and lays the tags out.
    /// Nothing changes when it already is as asked. No callback fires: the caller asked for it.
    /// - Throws: `TagFlowError` when the tags or the chip cannot be measured; nothing changes.
    @discardableResult
    public mutating func setExpanded(_ expanded: Bool) throws(TagFlowError) -> TagCollectionUpdate {
        try recordingUpdate { (controller, _) throws(TagFlowError) in
            try controller.changeExpansion(to: expanded)
        }
    }

    /// A tap on the overflow or the collapse indicator (whichever the layout shows): reported,
    /// then, when the chip expands on taps, acted on.
    mutating func tapIndicator(sink: inout CallbackSink) throws(TagFlowError) {
        let acts = options.overflowChip?.expandsOnTap == true
        if let overflow = layout.overflow {
            sink.emit(.didTapOverflowIndicator(hiddenCount: overflow.hiddenCount))
            if acts, try changeExpansion(to: true) { sink.emit(.didExpand) }
        } else if layout.collapseIndicatorFrame != nil {
            sink.emit(.didTapCollapseIndicator)
            if acts, try changeExpansion(to: false) { sink.emit(.didCollapse) }
        }
    }

    /// Sets the expansion and lays out again; returns whether it changed.
    @discardableResult
    mutating func changeExpansion(to expanded: Bool) throws(TagFlowError) -> Bool {
        guard configuration.isLineLimitExpanded != expanded else { return false }
        // Callers run this on a copy (`recordingUpdate`), so a throw changes nothing.
        configuration.isLineLimitExpanded = expanded
        try relayout()
        return true
    }
}
