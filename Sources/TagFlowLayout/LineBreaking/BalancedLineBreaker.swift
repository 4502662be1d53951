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
        /// Line `j` may start (relative to the run) at `windowLow[j] ..< windowHigh[j]`.
        var windowLow: [Int] = []
        var windowHigh: [Int] = []

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
        // prefix[b] − prefix[a] − spacing wide. Buffers are sized first and written through
        // pointers: appending element by element costs more than the arithmetic.
        let runCount = run.count
        workspace.prefix.resizeForOverwrite(runCount + 1, filler: 0)
        workspace.prefix.withUnsafeMutableBufferPointer { prefix in
            prefix[0] = 0
            var sum = 0.0
            for k in 0..<runCount {
                sum += items[run.lowerBound + k].width + spacing
                prefix[k + 1] = sum
            }
        }

        // Backward greedy: the earliest start each line can have when every later line is full,
        // written from the last line back (stopping if float noise makes more lines than greedy).
        workspace.backward.resizeForOverwrite(lineCount, filler: 0)
        let backwardLines = workspace.prefix.withUnsafeBufferPointer { prefix in
            workspace.backward.withUnsafeMutableBufferPointer { backward in
                var end = runCount
                var line = lineCount
                while end > 0 {
                    var start = end - 1
                    while start > 0, prefix[end] - prefix[start - 1] - spacing <= limit { start -= 1 }
                    line -= 1
                    if line < 0 { return lineCount + 1 }
                    backward[line] = start
                    end = start
                }
                return lineCount - line
            }
        }
        guard backwardLines == lineCount else {
            // Float noise made the two greedy passes disagree on the count; greedy is still valid.
            starts.append(contentsOf: workspace.forward)
            return
        }

        // Break j (the start of line j, relative to the run) lies in
        // backward[j] ... forward[j] − run.lowerBound. Break `lineCount` is the run's end.
        workspace.windowLow.resizeForOverwrite(lineCount + 1, filler: 0)
        workspace.windowHigh.resizeForOverwrite(lineCount + 1, filler: 0)
        workspace.windowOffset.resizeForOverwrite(lineCount + 1, filler: 0)
        var total = 0
        for j in 0...lineCount {
            let high = j == lineCount ? runCount + 1 : workspace.forward[j] - run.lowerBound + 1
            // The earliest start never exceeds the latest in exact arithmetic; clamp against noise.
            let low = j == lineCount ? runCount : min(workspace.backward[j], high - 1)
            workspace.windowLow[j] = low
            workspace.windowHigh[j] = high
            workspace.windowOffset[j] = total
            total += high - low
        }
        workspace.cost.resizeForOverwrite(total, filler: 0)
        workspace.choice.resizeForOverwrite(total, filler: 0)
        workspace.cost[0] = 0  // line 0 starts at the run's start

        // The dynamic programme, on the workspace's buffers (no copy, no per-access checks in
        // release builds): cost[j][b] = min over a of cost[j − 1][a] + (W − width(a..<b))².
        let prefix = workspace.prefix
        let low = workspace.windowLow
        let high = workspace.windowHigh
        let offset = workspace.windowOffset
        workspace.cost.withUnsafeMutableBufferPointer { cost in
            workspace.choice.withUnsafeMutableBufferPointer { choice in
                prefix.withUnsafeBufferPointer { prefix in
                    for j in 1...lineCount {
                        let startLow = low[j - 1]
                        let startHigh = high[j - 1]
                        let endBase = offset[j]
                        let startBase = offset[j - 1]
                        // Every entry of line j is written here (infinity when unreachable).
                        for b in low[j]..<high[j] {
                            var best = Double.infinity
                            var bestStart = -1
                            var a = min(startHigh - 1, b - 1)
                            while a >= startLow {
                                let width = prefix[b] - prefix[a] - spacing
                                if width > limit { break }
                                let previous = cost[startBase + a - startLow]
                                let slack = lineWidth - width
                                let candidate = previous + slack * slack
                                if candidate < best {
                                    best = candidate
                                    bestStart = a
                                }
                                a -= 1
                            }
                            cost[endBase + b - low[j]] = best
                            choice[endBase + b - low[j]] = bestStart
                        }
                    }
                }
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
            let a = workspace.choice[workspace.windowOffset[j] + b - workspace.windowLow[j]]
            starts[firstNew + j - 1] = run.lowerBound + a
            b = a
        }
    }
}
