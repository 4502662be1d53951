/// The fast path: greedy or balanced wrapping without a line limit — what almost every layout
/// call is — in one pass over the items that checks them, breaks the lines and writes the frames
/// and the lines together (`FusedPass`), straight into the result's storage.
///
/// **The contract.** For every configuration `applies(to:)` accepts and every input, the fast
/// path's result is the general path's, to the bit: frames, line frames, line starts, sizes and
/// errors. It is an optional seam beside the general path (`FlowLayout`, `LinePlacer`), which
/// stays the readable one and where new layout features go first; the fast path declines every
/// configuration it does not handle. Checked by `FastPathTests` (generated inputs of every
/// configuration it takes, against the general path, shrinking to a picture on a mismatch) and
/// by `ReferenceLayoutTests`, which hold both paths to a plain model of the layout rules.
///
/// Why it is faster: no partition arrays, no second pass to measure or place lines packed from
/// the left (their frames are final as the items join), and the line policy a compile-time
/// choice (`LinePolicy`); docs/performance.md has the figures.
enum FastPath {
    /// Whether `configuration` takes the fast path: vertical flowing lines, greedy or balanced,
    /// no line limit, no cap on the items of a line, one alignment for every line, items placed
    /// across their line by a fixed factor, no trailing item. (The pass leaves layouts with flexible items to the
    /// general path too, at the first such item: `FusedPass.Stop.declined`.)
    static func applies(to configuration: LayoutConfiguration) -> Bool {
        guard configuration.scrollDirection == .vertical, configuration.lineBreaking != .fewestRows,
            configuration.numberOfLines == nil, configuration.maxItemsPerLine == nil, configuration.columns == nil,
            configuration.lastLineAlignment == nil, configuration.trailingSlot == nil
        else { return false }
        switch configuration.lineAlignment {
        case .top, .center, .bottom: return true
        case .firstBaseline, .stretch: return false
        }
    }

    /// Lays `items` out into `result`, replacing everything it held; false, having written
    /// nothing final, when an item is flexible (the general path takes the layout then).
    /// `configuration` is validated and normalised (`FlowLayout`); `rules` are its line's.
    /// - Throws: `TagFlowError` at `items[i].width` or `items[i].height` for the first size that
    ///   is negative, infinite or NaN.
    @inline(__always)
    static func layOut(
        _ all: ItemList, configuration: LayoutConfiguration, container: Size, rules: LineRules,
        into result: inout LayoutResult
    ) throws(TagFlowError) -> Bool {
        // Read as plain items: the pass gives up at the first flexible one.
        let items = all.plain
        let geometry = LineGeometry(
            configuration: configuration, measure: LineMeasure(rules: rules, vertical: true),
            referenceWidth: rules.lineWidth, growsItems: false)
        let breaksGiven = configuration.lineBreaking == .balanced
        prepare(&result, for: items, rules: rules)
        if breaksGiven, !items.isEmpty {
            // Balancing works in the frames' storage, which the pass writes only afterwards,
            // reading each line's end there as the line starts (`GivenBreaks`).
            BalancedLineBreaker.settle(items, rules: rules, in: &result.storage)
        }
        var pass = FusedPass(
            geometry: geometry, top: configuration.contentInset.top, firstHeight: items.first?.height ?? 0)
        let finished = breaksGiven
            ? pass.runToTheEnd(GivenBreaks.self, items, storage: &result.storage)
            : pass.runToTheEnd(GreedyBreaks.self, items, storage: &result.storage)
        guard finished else { return false }
        // Only a sum of huge sizes can overflow the running check with every size valid.
        if !pass.check.passed { try SizeCheck.throwFirstInvalidSize(in: items) }
        let lineCount = pass.lines
        result.storage.setLineCount(lineCount)
        result.storage.withParts { _, _, lineStarts in lineStarts[lineCount] = items.count }
        result.finish(
            order: InputOrder(),
            placed: PlacedLayout(
                visibleEnd: items.count, lineCount: lineCount, nextLineTop: pass.y, widestLine: pass.widestLine,
                referenceWidth: rules.lineWidth, provenOptimal: nil),
            configuration: configuration, container: container)
        return true
    }

    /// Readies `result` for the pass: storage for every frame and the line room it held last
    /// time when that still fits, else a forecast from the first items; no placement order, no
    /// hidden items, no indicator.
    @inline(__always)
    private static func prepare(_ result: inout LayoutResult, for items: PlainItems, rules: LineRules) {
        let lastLineCount = result.storage.lineCount
        let keepsRoom = lastLineCount > 0 && result.storage.holds(itemCount: items.count, lineRoom: lastLineCount)
        result.storage.prepare(
            itemCount: items.count,
            lineRoom: keepsRoom ? lastLineCount : max(lastLineCount, firstLineRoom(for: items, rules: rules)))
        if !result.placement.isEmpty { result.placement = [] }
        if !result.hiddenFlags.isEmpty { result.hiddenFlags = [] }
        result.overflow = nil
    }

    /// How many items the first line room is forecast from.
    static let sampleSize = 32

    /// The line room for a result that has none to go by: every line for up to `sampleSize`
    /// items; for more, the rate at which greedy breaks the first `sampleSize` (balanced makes as
    /// many lines), forecast for them all, so that a plain call makes one block.
    static func firstLineRoom(for items: PlainItems, rules: LineRules) -> Int {
        guard items.count > sampleSize else { return items.count }
        let sampledLines = GreedyLineBreaker.lineCount(of: items, in: 0..<sampleSize, rules: rules)
        return ResultStorage.lineRoom(forecastFrom: sampledLines - 1, itemsDone: sampleSize, itemCount: items.count)
    }
}
