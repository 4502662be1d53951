/// Greedy line breaking: each line takes as many items, in order, as fit — the fewest lines for
/// the given order. The other strategies start from it: balanced keeps its line count, fewest
/// rows never does worse.
enum GreedyLineBreaker {
    /// The lines of `items`, with each line's natural width and height recorded on the way, so
    /// placing them needs no second pass to measure them.
    @inline(never)
    static func partition(
        of items: UnsafeBufferPointer<LayoutItem>, metrics: LineMetrics, summary: ItemSummary
    ) -> LinePartition {
        var partition = LinePartition()
        let capacity = lineBound(count: items.count, summary: summary, metrics: metrics)
        partition.lineStarts.reserveCapacity(capacity + 1)
        partition.lineExtents.reserveCapacity(capacity)
        breakLines(of: items, in: 0..<items.count, metrics: metrics, into: &partition)
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
        breakLines(of: items, in: range, metrics: metrics, into: &starts)
    }

    /// The number of lines greedy breaking forms for `items[range]`.
    static func lineCount(of items: UnsafeBufferPointer<LayoutItem>, in range: Range<Int>, metrics: LineMetrics) -> Int {
        var counter = LineCounter()
        breakLines(of: items, in: range, metrics: metrics, into: &counter)
        return counter.count
    }

    /// Greedy breaking: hands `lines` each line's start as it begins and its natural width and
    /// height once it is complete, so placing the lines needs no second pass to measure them.
    /// (Inlined into each caller, so what its lines do not keep is not computed. The start is
    /// handed over as the line begins, so the loop keeps none of its own: kept until the line
    /// ended, it cost `fewestRows` 11 instructions per item in register spills.)
    @inline(__always)
    static func breakLines<Lines: GreedyLines>(
        of items: UnsafeBufferPointer<LayoutItem>, in range: Range<Int>, metrics: LineMetrics, into lines: inout Lines
    ) {
        guard !range.isEmpty else { return }
        let limit = metrics.fitLimit
        let lineWidth = metrics.lineWidth
        let spacing = metrics.spacing
        let first = items[range.lowerBound]
        lines.begin(at: range.lowerBound)
        var used = LineMetrics.effectiveWidth(first, lineWidth: lineWidth)
        var height = first.height
        var previousStandsAlone = first.lineBreak == .fillsLine || first.width > limit
        var i = range.lowerBound + 1
        while i < range.upperBound {
            let item = items[i]
            let alone = item.lineBreak == .fillsLine || item.width > limit
            let extended = used + spacing + item.width
            if previousStandsAlone || alone || item.lineBreak == .startsNewLine || extended > limit {
                lines.end(extent: LineExtent(width: used, height: height))
                lines.begin(at: i)
                used = LineMetrics.effectiveWidth(item, lineWidth: lineWidth)
                height = item.height
            } else {
                used = extended
                height = larger(height, item.height)
            }
            previousStandsAlone = alone
            i += 1
        }
        lines.end(extent: LineExtent(width: used, height: height))
    }
}

/// What greedy breaking hands its lines to (`GreedyLineBreaker.breakLines`).
protocol GreedyLines {
    /// A line begins at item `start`.
    mutating func begin(at start: Int)
    /// The line begun last is complete: its natural width and height.
    mutating func end(extent: LineExtent)
}

/// A partition takes each line's start and extent.
extension LinePartition: GreedyLines {
    @inline(__always)
    mutating func begin(at start: Int) { lineStarts.append(start) }

    @inline(__always)
    mutating func end(extent: LineExtent) { lineExtents.append(extent) }
}

/// A list of line starts takes each line's start.
extension Array: GreedyLines where Element == Int {
    @inline(__always)
    mutating func begin(at start: Int) { append(start) }

    @inline(__always)
    mutating func end(extent: LineExtent) {}
}

/// Counts the lines.
struct LineCounter: GreedyLines {
    private(set) var count = 0

    @inline(__always)
    mutating func begin(at start: Int) { count &+= 1 }

    @inline(__always)
    mutating func end(extent: LineExtent) {}
}
