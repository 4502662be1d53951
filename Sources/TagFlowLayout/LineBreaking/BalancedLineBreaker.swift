/// Balanced line breaking: the order and greedy's line count are kept, and the breaks are chosen
/// to make the lines as even as possible.
///
/// Evenness is measured as the sum over all lines (the last included) of the squared free space
/// `(lineWidth − width)²`. With the number of lines fixed, the total free space is fixed too, so
/// this sum is least when the free space is shared out most evenly; greedy's own breaks are one
/// of the candidates, so the result is never less even than greedy.
///
/// Forced breaks (an item that starts a new line, stands alone or follows one that does) split the
/// items into independent runs; each run keeps its own greedy line count, so the total does too.
/// Within a run, line `j` can only end between the break backward greedy would choose (the
/// earliest that still leaves room for the remaining lines) and the one forward greedy chooses
/// (the latest); a dynamic programme over those windows finds the best breaks exactly, in time
/// proportional to the items times the items that fit on one line.
enum BalancedLineBreaker {
    /// The lines of `items` broken in balanced fashion.
    static func partition(
        of items: UnsafeBufferPointer<LayoutItem>, metrics: LineMetrics, summary: ItemSummary
    ) -> LinePartition {
        var partition = LinePartition()
        guard !items.isEmpty else { return partition }
        let lineBound = GreedyLineBreaker.lineBound(count: items.count, summary: summary, metrics: metrics)
        partition.lineStarts.reserveCapacity(lineBound + 1)
        var runStart = 0
        var workspace = Workspace(itemCount: items.count, lineBound: lineBound)
        // Without flags or over-wide items (the summary counts them) the whole input is one run.
        if summary.forcedBreaks == 0 {
            appendRun(items, 0..<items.count, metrics: metrics, workspace: &workspace, to: &partition.lineStarts)
            return partition
        }
        for i in 1...items.count where i == items.count || metrics.isForcedBreak(before: i, in: items) {
            appendRun(items, runStart..<i, metrics: metrics, workspace: &workspace, to: &partition.lineStarts)
            runStart = i
        }
        return partition
    }

    /// Buffers reused from run to run and sized up front, so a layout allocates each once.
    private struct Workspace {
        var forward: [Int] = []
        var backward: [Int] = []
        var prefix: [Double] = []
        var cost: [Double] = []
        var choice: [Int] = []
        var windowOffset: [Int] = []

        init(itemCount: Int, lineBound: Int) {
            forward.reserveCapacity(lineBound)
            backward.reserveCapacity(lineBound)
            prefix.reserveCapacity(itemCount + 1)
            windowOffset.reserveCapacity(lineBound + 1)
        }
    }

    private static func appendRun(
        _ items: UnsafeBufferPointer<LayoutItem>, _ run: Range<Int>, metrics: LineMetrics,
        workspace: inout Workspace, to starts: inout [Int]
    ) {
        workspace.forward.removeAll(keepingCapacity: true)
        GreedyLineBreaker.appendLineStarts(of: items, in: run, metrics: metrics, to: &workspace.forward)
        let lineCount = workspace.forward.count
        guard lineCount > 1 else {
            starts.append(contentsOf: workspace.forward)
            return
        }
        let spacing = metrics.spacing
        let limit = metrics.fitLimit
        let lineWidth = metrics.lineWidth

        // prefix[k] = Σ (width + spacing) of the run's first k items; a line of items a..<b is
        // prefix[b] − prefix[a] − spacing wide.
        workspace.prefix.removeAll(keepingCapacity: true)
        workspace.prefix.append(0)
        var sum = 0.0
        for i in run {
            sum += items[i].width + spacing
            workspace.prefix.append(sum)
        }

        // Backward greedy: the earliest start each line can have when every later line is full.
        workspace.backward.removeAll(keepingCapacity: true)
        var end = run.count
        while end > 0 {
            var start = end - 1
            while start > 0, workspace.prefix[end] - workspace.prefix[start - 1] - spacing <= limit {
                start -= 1
            }
            workspace.backward.append(start)
            end = start
        }
        workspace.backward.reverse()
        guard workspace.backward.count == lineCount else {
            // Float noise made the two greedy passes disagree on the count; greedy is still valid.
            starts.append(contentsOf: workspace.forward)
            return
        }

        // Break j (the start of line j, relative to the run) lies in
        // backward[j] ... forward[j] − run.lowerBound. Break `lineCount` is the run's end.
        workspace.windowOffset.removeAll(keepingCapacity: true)
        var total = 0
        for j in 0...lineCount {
            workspace.windowOffset.append(total)
            total += j == lineCount ? 1 : window(j, workspace, run).count
        }
        // Filled element by element: appending `repeatElement` takes a slow generic path.
        workspace.cost.removeAll(keepingCapacity: true)
        workspace.cost.reserveCapacity(total)
        workspace.choice.removeAll(keepingCapacity: true)
        workspace.choice.reserveCapacity(total)
        for _ in 0..<total {
            workspace.cost.append(.infinity)
            workspace.choice.append(-1)
        }
        workspace.cost[0] = 0  // line 0 starts at the run's start

        for j in 1...lineCount {
            let ends = j == lineCount ? run.count..<(run.count + 1) : window(j, workspace, run)
            let starts = window(j - 1, workspace, run)
            let endBase = workspace.windowOffset[j]
            let startBase = workspace.windowOffset[j - 1]
            for b in ends {
                var best = Double.infinity
                var bestStart = -1
                var a = min(starts.upperBound - 1, b - 1)
                while a >= starts.lowerBound {
                    let width = workspace.prefix[b] - workspace.prefix[a] - spacing
                    if width > limit { break }
                    let previous = workspace.cost[startBase + a - starts.lowerBound]
                    let slack = lineWidth - width
                    let candidate = previous + slack * slack
                    if candidate < best {
                        best = candidate
                        bestStart = a
                    }
                    a -= 1
                }
                workspace.cost[endBase + b - ends.lowerBound] = best
                workspace.choice[endBase + b - ends.lowerBound] = bestStart
            }
        }

        guard workspace.choice[workspace.windowOffset[lineCount]] >= 0 else {
            starts.append(contentsOf: workspace.forward)
            return
        }
        // Walk the choices back from the run's end.
        let firstNew = starts.count
        starts.append(contentsOf: repeatElement(0, count: lineCount))
        var b = run.count
        for j in stride(from: lineCount, through: 1, by: -1) {
            let ends = j == lineCount ? run.count..<(run.count + 1) : window(j, workspace, run)
            let a = workspace.choice[workspace.windowOffset[j] + b - ends.lowerBound]
            starts[firstNew + j - 1] = run.lowerBound + a
            b = a
        }
    }

    /// The positions (relative to the run) where line `j` may start.
    @inline(__always)
    private static func window(_ j: Int, _ workspace: Workspace, _ run: Range<Int>) -> Range<Int> {
        let upper = workspace.forward[j] - run.lowerBound + 1
        // The earliest start never exceeds the latest in exact arithmetic; clamp against noise.
        return min(workspace.backward[j], upper - 1)..<upper
    }
}
