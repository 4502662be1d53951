/// Greedy line breaking: each line takes as many items, in order, as fit — the fewest lines for
/// the given order. The other strategies start from it: balanced keeps its line count, fewest
/// rows never does worse.
enum GreedyLineBreaker {
    /// The lines of `items`, with each line's natural width and height recorded on the way, so
    /// placing them needs no second pass to measure them.
    static func partition(
        of items: UnsafeBufferPointer<LayoutItem>, metrics: LineMetrics, summary: ItemSummary
    ) -> LinePartition {
        var partition = LinePartition()
        let capacity = lineBound(count: items.count, summary: summary, metrics: metrics)
        partition.lineStarts.reserveCapacity(capacity + 1)
        partition.lineExtents.reserveCapacity(capacity)
        appendLines(
            of: items, in: 0..<items.count, metrics: metrics, starts: &partition.lineStarts,
            extents: &partition.lineExtents, recordExtents: true)
        return partition
    }

    /// An upper bound on greedy's line count, so its arrays are allocated once at about the right
    /// size (never the item count, which would make large layouts page-fault through memory they
    /// never use). Two consecutive lines always hold more than a line's width — or the second
    /// would have joined the first — unless a break is forced, so
    /// `lines ≤ 2·⌈Σ(w + hs) / (W + hs)⌉ + 2·forced + 1`.
    static func lineBound(count: Int, summary: ItemSummary, metrics: LineMetrics) -> Int {
        let total = summary.totalWidth + Double(count) * metrics.spacing
        let perLine = metrics.lineWidth + metrics.spacing
        guard perLine > 0 else { return count }
        let estimate = 2 * (total / perLine).rounded(.up) + Double(2 * summary.forcedBreaks + 1)
        return estimate < Double(count) ? Int(estimate) : count
    }

    /// Appends the start index of every line greedy breaking forms for `items[range]` (the first
    /// being `range.lowerBound`): each line takes as many items, in order, as fit.
    static func appendLineStarts(
        of items: UnsafeBufferPointer<LayoutItem>, in range: Range<Int>, metrics: LineMetrics, to starts: inout [Int]
    ) {
        var unused: [LineExtent] = []
        appendLines(of: items, in: range, metrics: metrics, starts: &starts, extents: &unused, recordExtents: false)
    }

    /// Greedy breaking that also records each line's natural width and height when
    /// `recordExtents` is set, so placing the lines needs no second pass to measure them.
    @inline(__always)
    static func appendLines(
        of items: UnsafeBufferPointer<LayoutItem>, in range: Range<Int>, metrics: LineMetrics,
        starts: inout [Int], extents: inout [LineExtent], recordExtents: Bool
    ) {
        guard !range.isEmpty else { return }
        let limit = metrics.fitLimit
        let lineWidth = metrics.lineWidth
        let spacing = metrics.spacing
        let first = items[range.lowerBound]
        starts.append(range.lowerBound)
        var used = LineMetrics.effectiveWidth(first, lineWidth: lineWidth)
        var height = first.height
        var previousStandsAlone = first.lineBreak == .fillsLine || first.width > limit
        var i = range.lowerBound + 1
        while i < range.upperBound {
            let item = items[i]
            let alone = item.lineBreak == .fillsLine || item.width > limit
            let extended = used + spacing + item.width
            if previousStandsAlone || alone || item.lineBreak == .startsNewLine || extended > limit {
                if recordExtents { extents.append(LineExtent(width: used, height: height)) }
                starts.append(i)
                used = LineMetrics.effectiveWidth(item, lineWidth: lineWidth)
                height = item.height
            } else {
                used = extended
                height = larger(height, item.height)
            }
            previousStandsAlone = alone
            i += 1
        }
        if recordExtents { extents.append(LineExtent(width: used, height: height)) }
    }
}
