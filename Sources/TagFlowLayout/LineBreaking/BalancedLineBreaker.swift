/// Balanced line breaking: the order and greedy's line count are kept, and the breaks are chosen
/// to make the lines as even as possible.
///
/// Evenness is measured as the sum over all lines (the last included) of the squared free space
/// `(lineWidth − width)²`. With the number of lines fixed, the total free space is fixed too, so
/// this sum is least when the free space is shared out most evenly; greedy's own breaks are one
/// of the candidates, so the result is never less even than greedy. Among equally even choices
/// the earlier lines take more.
///
/// Forced breaks (an item that starts a new line, stands alone or follows one that does) split the
/// items into independent runs; each run keeps its own greedy line count, so the total does too.
/// Within a run of `K` lines, line `j` can only start between the start backward greedy gives it
/// (the earliest that still leaves room for the lines after it) and the one forward greedy gives
/// it (the latest). Line `j + 1` can never start at or before forward greedy's start of line `j`
/// — the items from there on would then fit in fewer lines than greedy, which is optimal for a
/// fixed order, needs for them — so line `j` starts after forward greedy's start of line `j − 1`:
/// the windows share the items out, one cost and one choice per item. The dynamic programme runs
/// from the last line back, in time proportional to the items times the items that fit on one
/// line; the choices are then read from the first line on.
enum BalancedLineBreaker {
    /// The lines of `items` broken in balanced fashion, each with its natural extent (summed as
    /// greedy sums it, so placement writes them exactly as the fused pass does). The working
    /// memory is the frames of `storage`, which the caller writes only afterwards (`Workspace`);
    /// it is prepared with room for as many lines as greedy can form, so placing them in it
    /// allocates nothing more.
    static func partition(
        of items: UnsafeBufferPointer<LayoutItem>, metrics: LineMetrics, summary: ItemSummary,
        workingIn storage: inout ResultStorage
    ) -> LinePartition {
        var partition = LinePartition()
        guard !items.isEmpty else { return partition }
        let lineBound = GreedyLineBreaker.lineBound(count: items.count, summary: summary, metrics: metrics)
        partition.lineStarts.reserveCapacity(lineBound + 1)
        storage.prepare(itemCount: items.count, lineRoom: lineBound)
        storage.withParts { frames, _, _ in
            let workspace = Workspace(frames: frames)
            var runStart = 0
            for i in 1...items.count where i == items.count || metrics.isForcedBreak(before: i, in: items) {
                let run = runStart..<i
                guard let lineCount = workspace.scan(items, run, metrics: metrics) else {
                    preconditionFailure("a run has no forced break after its first item")
                }
                forEachLineStart(of: items, in: run, lineCount: lineCount, metrics: metrics, workspace: workspace) {
                    partition.lineStarts.append($0)
                }
                runStart = i
            }
        }
        partition.lineExtents = metrics.naturalExtents(of: items, lineStarts: partition.lineStarts)
        return partition
    }

    /// Gives `emit` the balanced line starts of `items[run]`, in order, once `workspace.scan`
    /// has found that they form `lineCount` lines (and no break is forced after the run's first
    /// item).
    @inline(__always)
    static func forEachLineStart(
        of items: UnsafeBufferPointer<LayoutItem>, in run: Range<Int>, lineCount: Int, metrics: LineMetrics,
        workspace: Workspace, _ emit: (Int) -> Void
    ) {
        // With one line, or one item per line, greedy's breaks are the only ones.
        if lineCount > 1, lineCount < run.count {
            if workspace.balance(runCount: run.count, lineCount: lineCount, metrics: metrics) {
                workspace.forEachStart(runCount: run.count, lineCount: lineCount, offset: run.lowerBound, emit)
                return
            }
            // Float noise left no breaks that fit: greedy's are valid. The programme wrote
            // over them, so they are found again (rare).
            _ = workspace.scan(items, run, metrics: metrics)
        }
        workspace.forEachForwardStart(runCount: run.count, lineCount: lineCount, offset: run.lowerBound, emit)
    }

    /// The working memory of a run: 24 bytes per item and one more entry of each kind, in memory
    /// borrowed from the result's frames (32 bytes per item), which are written only once the
    /// breaks are known — so balancing allocates nothing of its own. Indices are relative to
    /// the run.
    struct Workspace {
        /// The borrowed memory, as 8-byte words: `prefix`, then `choice`, then `cost`.
        let words: UnsafeMutableBufferPointer<Double>

        /// The workspace `frames` lend (at least one frame; `frames.count` items at most).
        /// Their values are unspecified after it is used.
        init(frames: UnsafeMutableBufferPointer<Rect>) {
            // Four words a frame; `Rect` is four `Double`s.
            words = UnsafeMutableRawBufferPointer(frames).bindMemory(to: Double.self)
        }

        /// `prefix[k]`: Σ (width + spacing) of the run's first `k` items, so a line of items
        /// `a..<b` is `prefix[b] − prefix[a] − spacing` wide.
        @inline(__always)
        func prefix(runCount count: Int) -> UnsafeMutableBufferPointer<Double> {
            UnsafeMutableBufferPointer(rebasing: words[0..<(count + 1)])
        }

        /// `choice[a]`: where the line after one starting at `a` starts, in the cheapest breaks
        /// from `a` on. Before the programme, `choice[j]` holds forward greedy's start of line `j`
        /// (the latest it can have). The programme reads line `j`'s two before writing the
        /// choices of line `j`'s window, which all lie at or after `j` (every line before it
        /// holds an item), so the starts it has still to read are never written over.
        @inline(__always)
        func withChoice<R>(runCount count: Int, _ body: (UnsafeMutableBufferPointer<Int>) -> R) -> R {
            UnsafeMutableBufferPointer(rebasing: words[(count + 1)..<(2 * count + 2)])
                .withMemoryRebound(to: Int.self, body)
        }

        /// `cost[a]`: the least sum of squared free space of the lines from one starting at `a`
        /// to the run's end. Only the programme needs it, and it runs only on runs of three items
        /// or more, where `3 (count + 1)` words fit in the `4 count` lent.
        @inline(__always)
        func cost(runCount count: Int) -> UnsafeMutableBufferPointer<Double> {
            UnsafeMutableBufferPointer(rebasing: words[(2 * count + 2)..<(3 * count + 3)])
        }

        /// Writes the prefix sums and forward greedy's starts in one pass and returns the number
        /// of lines; `nil` when a break is forced after the run's first item.
        func scan(_ items: UnsafeBufferPointer<LayoutItem>, _ run: Range<Int>, metrics: LineMetrics) -> Int? {
            let count = run.count
            let spacing = metrics.spacing
            let limit = metrics.fitLimit
            let lineWidth = metrics.lineWidth
            let prefix = prefix(runCount: count)
            return withChoice(runCount: count) { forward in
                let items = UnsafeBufferPointer(rebasing: items[run])
                let first = items[0]
                var sum = first.width + spacing
                var used = LineMetrics.effectiveWidth(first, lineWidth: lineWidth)
                var lines = 1
                prefix[0] = 0
                prefix[1] = sum
                forward[0] = 0
                // Whether a break is forced after the first item, gathered without a branch:
                // the flags of the items after it, and the widest item of all (the first
                // included: one that stands alone forces a break after it).
                var flags = first.lineBreak == .fillsLine ? 1 : 0
                var widest = first.width
                var k = 1
                while k < count {
                    let item = items[k]
                    let w = item.width
                    flags |= Int(item.lineBreak.rawValue)
                    // One `maxsd` into `widest` (`max` on doubles is four instructions).
                    widest = widest > w ? widest : w
                    sum += w + spacing
                    prefix[k + 1] = sum
                    // Greedy's rule, summed as greedy sums it (every item here is normal).
                    let extended = used + spacing + w
                    if extended > limit {
                        // Checked once a line, so input with a forced break (all over-wide,
                        // say) is given up on at its first line, not after a whole pass.
                        if flags != 0 || widest > limit { return nil }
                        forward[lines] = k
                        lines &+= 1
                        used = min(w, lineWidth)
                    } else {
                        used = extended
                    }
                    k &+= 1
                }
                return count > 1 && (flags != 0 || widest > limit) ? nil : lines
            }
        }

        /// The dynamic programme, from the last line back, for a run of three items or more;
        /// false when float noise leaves no breaks that fit (greedy's are used then).
        ///
        /// Line `j` starts in the window `forward[j − 1] + 1 ... forward[j]` (line 0 at 0): the
        /// windows of backward and forward greedy (see the type's note) lie within these, which
        /// share the items out one window each. A start before backward greedy's has no way to
        /// end the lines after it and keeps an infinite cost, so searching the wider windows
        /// finds the same breaks, without a backward greedy pass to find the narrower ones.
        func balance(runCount count: Int, lineCount: Int, metrics: LineMetrics) -> Bool {
            let spacing = metrics.spacing
            let limit = metrics.fitLimit
            let lineWidth = metrics.lineWidth
            let prefix = prefix(runCount: count)
            let cost = cost(runCount: count)
            return withChoice(runCount: count) { choice in
                // The window of the line after line j: at first the run's end alone.
                var nextLow = count
                var nextHigh = count
                cost[count] = 0
                var j = lineCount - 1
                while j >= 0 {
                    // Forward greedy's starts, read before the window is written.
                    let low = j == 0 ? 0 : choice[j &- 1] &+ 1
                    let high = choice[j]
                    var a = low
                    while a <= high {
                        let start = prefix[a] + spacing
                        var best = Double.infinity
                        var bestNext = nextLow
                        var b = nextLow
                        while b <= nextHigh {
                            let width = prefix[b] - start
                            if width > limit { break }
                            let slack = lineWidth - width
                            let candidate = cost[b] + slack * slack
                            // `<=`: among equal sums the latest break, so earlier lines take more.
                            // (Written as the minimum that keeps `best` only when it is smaller,
                            // one instruction, the same choice for every sum but NaN — and a
                            // NaN size is refused after the pass whatever breaks it got.)
                            bestNext = candidate <= best ? b : bestNext
                            best = best < candidate ? best : candidate
                            b &+= 1
                        }
                        cost[a] = best
                        choice[a] = bestNext
                        a &+= 1
                    }
                    nextLow = low
                    nextHigh = high
                    j &-= 1
                }
                // A finite cost at the start means every choice on the way is a fit.
                return cost[0] < .infinity
            }
        }

        /// Gives `emit` the starts the programme's choices give, from the run's first line on.
        @inline(__always)
        func forEachStart(runCount count: Int, lineCount: Int, offset: Int, _ emit: (Int) -> Void) {
            withChoice(runCount: count) { choice in
                var a = 0
                for _ in 0..<lineCount {
                    emit(offset &+ a)
                    a = choice[a]
                }
            }
        }

        /// Gives `emit` forward greedy's starts, as `scan` left them.
        @inline(__always)
        func forEachForwardStart(runCount count: Int, lineCount: Int, offset: Int, _ emit: (Int) -> Void) {
            withChoice(runCount: count) { forward in
                for j in 0..<lineCount { emit(offset &+ forward[j]) }
            }
        }
    }
}

extension LineMetrics {
    /// The natural extent of each line `lineStarts` gives (the last running to the end of
    /// `items`), summed as greedy sums a line — the first item's effective width, then
    /// `+ spacing + width` for each item after it — so lines placed from these extents are
    /// written exactly as the fused pass writes them.
    func naturalExtents(of items: UnsafeBufferPointer<LayoutItem>, lineStarts: [Int]) -> [LineExtent] {
        var extents: [LineExtent] = []
        extents.reserveCapacity(lineStarts.count)
        for j in lineStarts.indices {
            let end = j + 1 < lineStarts.count ? lineStarts[j + 1] : items.count
            let first = items[lineStarts[j]]
            var width = effectiveWidth(first)
            var height = first.height
            for i in (lineStarts[j] + 1)..<end {
                width = width + spacing + items[i].width
                height = larger(height, items[i].height)
            }
            extents.append(LineExtent(width: width, height: height))
        }
        return extents
    }
}
