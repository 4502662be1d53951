/// The line limit and the indicator slot, settled before any frame is placed.
///
/// A vertical layout shows at most `numberOfLines` lines; the items on later lines are hidden.
/// When an overflow indicator is configured and something is hidden, the indicator joins the end
/// of the last visible line, and as many trailing items of that line as needed leave it (they are
/// hidden too), so the indicator fits; an indicator wider than a line is clamped to the line
/// width. Horizontal layouts have exactly their number of lines, so nothing is hidden there.
///
/// **Exactness when the indicator's size depends on its count** (a "+N" chip is wider for
/// N = 10 than for N = 9). Let `h₀` be the count the limit alone hides and `k` the number of
/// trailing items taken off the last visible line; the indicator then reads `h₀ + k`. The sizes
/// are asked for `k = 0, 1, 2, …` in turn and the first `k` whose indicator fits is taken. Every
/// smaller `k` was tried with the very count it would show and did not fit, so no layout keeps
/// more items on the line with a correct count; the count shown is the count hidden by
/// construction. No monotonicity is assumed: a size that shrinks as the count grows (a narrower
/// digit, a different word) is handled the same way. The search ends at the latest when the line
/// is empty, where the indicator always fits (clamped to the line), so it asks for at most one
/// size per item on the line, plus one.
///
/// **An expanded limit** (`isLineLimitExpanded`) shows every line; when the limit would have
/// hidden something and a collapse indicator is configured, that slot follows the last item: at
/// the end of the last line when it fits there, else alone on a line of its own.
///
/// **The trailing item** (`LayoutConfiguration.trailingItem`) is settled last, once the shown
/// items and the chip are known: it joins the last placed line, after the chip, when its width
/// fits there as one more item's would, else it takes a line of its own. No limit hides it.
struct LineLimit {
    /// The lines placed, a line holding only the collapse indicator included.
    var visibleLines: Int
    /// The end of the shown items in placement order: items before it are placed, the rest hidden.
    var visibleEnd: Int
    /// The indicator's size when it is placed, else `nil`.
    var indicator: Size?
    /// 1 when the indicator sits alone on a line after the items' lines, else 0.
    var indicatorLines: Int
    /// The trailing item, its minimum held to a wrapping line's width, or `nil` for none.
    var trailing: LayoutItem?
    /// 1 when the trailing item sits alone on a line after every other, else 0.
    var trailingLines: Int

    /// The limit of `configuration` applied to the lines `placer` is about to place; `indicatorSize`
    /// gives the overflow indicator's size for the count it shows (`nil`: no indicator), asked
    /// only when the limit hides something, for increasing counts, each at most once.
    /// - Throws: what `indicatorSize` throws, or `TagFlowError` at `overflowIndicator[N].width` or
    ///   `.height` for a size given for count N that is negative or not finite.
    init<Items: ItemSource>(
        applying configuration: LayoutConfiguration, to placer: LinePlacer<Items>,
        indicatorSize: (_ hiddenCount: Int) throws(TagFlowError) -> Size?
    ) throws(TagFlowError) {
        visibleLines = 0
        visibleEnd = 0
        indicator = nil
        indicatorLines = 0
        trailing = nil
        trailingLines = 0
        try settleLimit(configuration, placer: placer, indicatorSize: indicatorSize)
        if let item = configuration.trailingItem { placeTrailingItem(item, placer: placer) }
    }

    /// The shown lines and items, and the "+N" or collapse slot.
    private mutating func settleLimit<Items: ItemSource>(
        _ configuration: LayoutConfiguration, placer: LinePlacer<Items>,
        indicatorSize: (_ hiddenCount: Int) throws(TagFlowError) -> Size?
    ) throws(TagFlowError) {
        let lineStarts = placer.partition.lineStarts
        let itemCount = placer.items.count
        let lineCount = lineStarts.count
        let limit = configuration.verticalLineLimit ?? lineCount
        if configuration.isLineLimitExpanded {
            visibleLines = lineCount
            visibleEnd = itemCount
            if lineCount > limit, let size = configuration.collapseIndicator {
                placeCollapseIndicator(size, placer: placer)
            }
            return
        }
        visibleLines = min(lineCount, limit)
        visibleEnd = visibleLines < lineCount ? lineStarts[visibleLines] : itemCount
        guard visibleLines > 0, visibleEnd < itemCount else { return }

        let measure = placer.measure
        let order = placer.partition
        let lastStart = lineStarts[visibleLines - 1]
        var used = measure.extent(of: lastStart..<visibleEnd, items: placer.items, order: order).width
        while true {
            let count = itemCount - visibleEnd
            guard let size = try indicatorSize(count) else { return }
            try Self.check(size, count: count)
            let width = measure.slotWidth(for: size)
            if visibleEnd == lastStart || measure.rules.fits(used + measure.rules.spacing + width) {
                indicator = Size(width: width, height: size.height)
                return
            }
            visibleEnd -= 1
            used -= measure.width(of: placer.items[order.index(visibleEnd)])
                + (visibleEnd > lastStart ? measure.rules.spacing : 0)
        }
    }

    /// Puts the collapse indicator after the last item: on the last line when it fits there (as
    /// one more item would), else on a line of its own. Validated with the configuration.
    private mutating func placeCollapseIndicator<Items: ItemSource>(_ size: Size, placer: LinePlacer<Items>) {
        let rules = placer.measure.rules
        let width = placer.measure.slotWidth(for: size)
        indicator = Size(width: width, height: size.height)
        let lastStart = placer.partition.lineStarts[visibleLines - 1]
        let last = placer.items[placer.partition.index(visibleEnd - 1)]
        let used = placer.measure.extent(of: lastStart..<visibleEnd, items: placer.items, order: placer.partition).width
        if rules.standsAlone(last) || !rules.fits(used + rules.spacing + width) {
            visibleLines += 1
            indicatorLines = 1
        }
    }

    /// Puts the trailing item after everything else: on the last placed line when it fits there
    /// after the items and the chip (as one more item would; in horizontal rows, whose lines have
    /// no width, always), else on a line of its own. On a wrapping line its minimum is held to
    /// the line, so it never reaches past it.
    private mutating func placeTrailingItem<Items: ItemSource>(_ item: LayoutItem, placer: LinePlacer<Items>) {
        let measure = placer.measure
        let rules = measure.rules
        var slot = item
        if measure.vertical, item.minWidth > rules.lineWidth {
            slot.minWidth = rules.lineWidth
            slot.maxWidth = max(item.maxWidth, rules.lineWidth)
        }
        trailing = slot
        if visibleLines > 0, joinsLastLine(slot, placer: placer) { return }
        visibleLines += 1
        trailingLines = 1
    }

    /// Whether the trailing item fits at the end of the last placed line.
    private func joinsLastLine<Items: ItemSource>(_ slot: LayoutItem, placer: LinePlacer<Items>) -> Bool {
        let measure = placer.measure
        guard measure.vertical else { return true }
        let rules = measure.rules
        guard slot.lineBreak == .normal, !rules.standsAlone(slot) else { return false }
        let lastStart = indicatorLines > 0 ? visibleEnd : placer.partition.lineStarts[visibleLines - 1]
        var used = measure.extent(of: lastStart..<visibleEnd, items: placer.items, order: placer.partition).width
        if lastStart < visibleEnd, rules.standsAlone(placer.items[placer.partition.index(visibleEnd - 1)]) { return false }
        if let indicator { used += (lastStart < visibleEnd ? rules.spacing : 0) + indicator.width }
        let gap = lastStart < visibleEnd || indicator != nil ? rules.spacing : 0
        return rules.fits(used + gap + measure.width(of: slot))
    }

    /// The line the "+N" or collapse slot joins (the last line of items, or its own after them).
    var indicatorLine: Int { visibleLines - 1 - trailingLines }

    /// The lines of items placed (those of the chip and the trailing item apart).
    var itemLines: Int { visibleLines - indicatorLines - trailingLines }

    /// Writes the starts of the placed lines to `starts[0 ..< visibleLines]`: the partition's for
    /// the items' lines, and the (empty) lines of the indicator and the trailing item.
    func writeLineStarts(of partition: LinePartition, into starts: WordSlots<Int>) {
        for j in 0..<itemLines { starts[j] = partition.lineStarts[j] }
        for j in itemLines..<visibleLines { starts[j] = visibleEnd }
    }

    /// Throws for an indicator size, given for `count` hidden items, that is negative or not finite.
    private static func check(_ size: Size, count: Int) throws(TagFlowError) {
        try TagFlowError.checkNonNegative(size.width, at: FlowLayout.Argument.overflowIndicator.path(.index(count), "width"))
        try TagFlowError.checkNonNegative(size.height, at: FlowLayout.Argument.overflowIndicator.path(.index(count), "height"))
    }
}
