/// Shares items between the fixed number of lines of horizontal scrolling.
enum HorizontalDistributor {
    /// The placement order and line starts for `items` on `lineCount` lines (≥ 1). Lines that would
    /// get no item are left out: they take no height and no spacing.
    static func partition(
        of items: ItemList, lineCount: Int, spacing: Double,
        distribution: LayoutConfiguration.HorizontalDistribution
    ) -> LinePartition {
        let n = items.count
        guard n > 0 else { return LinePartition() }
        switch distribution {
        case .rowMajor:
            let perLine = (n + lineCount - 1) / lineCount
            return LinePartition(lineStarts: Array(stride(from: 0, to: n, by: perLine)))
        case .columnMajor:
            var placement: [Int] = []
            placement.reserveCapacity(n)
            var starts: [Int] = []
            for line in 0..<min(lineCount, n) {
                starts.append(placement.count)
                placement.append(contentsOf: stride(from: line, to: n, by: lineCount))
            }
            return LinePartition(placement: placement, lineStarts: starts)
        case .balanced:
            return LinePartition(lineStarts: balancedStarts(items, lineCount: lineCount, spacing: spacing))
        }
    }

    /// Consecutive lines whose widest member is as narrow as possible.
    ///
    /// Whether a width `T` admits `lineCount` lines (greedy packing at `T` needs no more) is
    /// monotone in `T`, and the least such `T` is the width of one of greedy's lines. The search
    /// keeps `low ≤ T* ≤ high` and snaps both ends to such widths: a feasible probe lowers `high`
    /// to the widest line greedy actually formed; an infeasible one raises `low` to the narrowest
    /// width at which any of its breaks would change (everything below gives the same, infeasible,
    /// lines). Bisecting between snapped ends reaches the exact optimum in a few greedy passes,
    /// with no tolerance involved.
    private static func balancedStarts(
        _ items: ItemList, lineCount: Int, spacing: Double
    ) -> [Int] {
        // `high` starts as the one-line width, summed exactly as greedy sums a line so that greedy
        // finds it feasible; `low` as the widest item, below which nothing is feasible.
        var low = items[0].width
        var high = items[0].width
        for i in 1..<items.count {
            low = max(low, items[i].width)
            high = high + spacing + items[i].width
        }
        high = max(high, low)
        while low < high {
            var mid = low + (high - low) / 2
            if mid <= low || mid >= high { mid = low }  // adjacent doubles: probe the low end
            let probe = greedyProbe(items, maxWidth: mid, spacing: spacing, stopAfter: lineCount)
            if probe.lines <= lineCount {
                high = probe.widest
            } else {
                low = probe.nextBreakChange
            }
        }
        let width = high
        var starts: [Int] = [0]
        var used = items[0].width
        for i in 1..<items.count {
            let extended = used + spacing + items[i].width
            if extended > width {
                starts.append(i)
                used = items[i].width
            } else {
                used = extended
            }
        }
        return starts
    }

    /// Greedy packing at `maxWidth`: the lines it needs (counting stops past `stopAfter`), the
    /// widest line it formed, and the least width above `maxWidth` at which a break would move.
    private static func greedyProbe(
        _ items: ItemList, maxWidth: Double, spacing: Double, stopAfter: Int
    ) -> (lines: Int, widest: Double, nextBreakChange: Double) {
        var lines = 1
        var used = items[0].width
        var widest = 0.0
        var nextBreakChange = Double.infinity
        for i in 1..<items.count {
            let extended = used + spacing + items[i].width
            if extended > maxWidth {
                nextBreakChange = min(nextBreakChange, extended)
                widest = max(widest, used)
                lines += 1
                if lines > stopAfter { return (lines, widest, nextBreakChange) }
                used = items[i].width
            } else {
                used = extended
            }
        }
        return (lines, max(widest, used), nextBreakChange)
    }
}
