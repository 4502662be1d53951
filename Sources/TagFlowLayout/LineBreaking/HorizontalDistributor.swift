/// Shares items between the fixed number of lines of horizontal scrolling.
enum HorizontalDistributor {
    /// The placement order and line starts for `items` on `lineCount` lines (≥ 1). Lines that would
    /// get no item are left out: they take no height and no spacing.
    /// With a cap on the items a line holds (`rules.maxItems`), there are as many lines as the
    /// items need: at least `lineCount`, and at least ⌈n / cap⌉.
    static func partition<Items: ItemSource>(
        of items: Items, lineCount: Int, rules: LineRules, distribution: LayoutConfiguration.HorizontalDistribution
    ) -> LinePartition {
        let n = items.count
        guard n > 0 else { return LinePartition() }
        let lineCount = rules.maxItems < n ? max(lineCount, (n + rules.maxItems - 1) / rules.maxItems) : lineCount
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
            return LinePartition(lineStarts: balancedStarts(items, lineCount: lineCount, rules: rules))
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
    private static func balancedStarts<Items: ItemSource>(_ items: Items, lineCount: Int, rules: LineRules) -> [Int] {
        // `high` starts as the one-line width, summed exactly as greedy sums a line so that greedy
        // finds it feasible; `low` as the widest item, below which nothing is feasible.
        var low = rules.basisWidth(items[0])
        var high = low
        for i in 1..<items.count {
            low = max(low, rules.basisWidth(items[i]))
            high = high + rules.spacing + rules.basisWidth(items[i])
        }
        high = max(high, low)
        while low < high {
            var mid = low + (high - low) / 2
            if mid <= low || mid >= high { mid = low }  // adjacent doubles: probe the low end
            let probe = Rows(items, maxWidth: mid, rules: rules, stopAfter: lineCount)
            if probe.starts.count <= lineCount {
                high = probe.widest
            } else {
                low = probe.nextBreakChange
            }
        }
        return Rows(items, maxWidth: high, rules: rules, stopAfter: items.count).starts
    }

    /// Greedy packing of consecutive items at `maxWidth`, a line holding at most
    /// `rules.maxItems` of them: where the lines start (counting stops past `stopAfter`), the
    /// widest line formed, and the least width above `maxWidth` at which a break would move.
    private struct Rows {
        var starts = [0]
        var widest = 0.0
        var nextBreakChange = Double.infinity

        init<Items: ItemSource>(_ items: Items, maxWidth: Double, rules: LineRules, stopAfter: Int) {
            var used = rules.basisWidth(items[0])
            var count = 1
            for i in 1..<items.count {
                let extended = used + rules.spacing + rules.basisWidth(items[i])
                guard extended > maxWidth || rules.isFull(holding: count) else {
                    used = extended
                    count += 1
                    continue
                }
                // A break the width forced moves with the width; one the cap forced does not.
                if extended > maxWidth { nextBreakChange = min(nextBreakChange, extended) }
                widest = max(widest, used)
                starts.append(i)
                if starts.count > stopAfter { return }
                used = rules.basisWidth(items[i])
                count = 1
            }
            widest = max(widest, used)
        }
    }
}
