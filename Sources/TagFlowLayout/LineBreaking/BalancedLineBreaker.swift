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
    /// memory is `storage`, which the caller writes only afterwards; it is prepared with room for
    /// as many lines as greedy can form, so placing them in it allocates nothing more.
    static func partition(
        of items: UnsafeBufferPointer<LayoutItem>, metrics: LineMetrics, summary: ItemSummary,
        workingIn storage: inout ResultStorage
    ) -> LinePartition {
        var partition = LinePartition()
        guard !items.isEmpty else { return partition }
        let lineBound = GreedyLineBreaker.lineBound(count: items.count, summary: summary, metrics: metrics)
        storage.prepare(itemCount: items.count, lineRoom: lineBound)
        let lineCount = writeLineStarts(of: items, metrics: metrics, into: &storage)
        partition.lineStarts = storage.withParts { _, _, lineStarts in Array(lineStarts[0..<lineCount]) }
        partition.lineExtents = metrics.naturalExtents(of: items, lineStarts: partition.lineStarts)
        return partition
    }

    /// Writes the balanced line starts of `items` (not empty) as `storage`'s line starts, and
    /// `items.count` after the last, and returns the number of lines. `storage` must hold
    /// `items.count` frames; its frames are the working memory (their values are unspecified
    /// afterwards) and its line room grows when the lines need more, keeping the starts written.
    ///
    /// The items are taken a run at a time: a run ends before the next forced break, so its scan
    /// finds where it ends as it goes, and every item is read once (input of sizes the layout
    /// refuses is broken without a trap; its breaks are never seen).
    @discardableResult
    static func writeLineStarts(
        of items: UnsafeBufferPointer<LayoutItem>, metrics: LineMetrics, into storage: inout ResultStorage
    ) -> Int {
        let itemCount = items.count
        var lines = 0
        var runStart = 0
        // A run scanned when the line storage turned out too small: the scan's words move
        // with the storage, so the run is broken without a second scan.
        var scanned: Workspace.Run?
        while true {
            let unplaced = storage.withParts { frames, _, lineStarts -> Workspace.Run? in
                let workspace = Workspace(frames: frames)
                while runStart < itemCount {
                    // An item that stands alone is a run, and a line, of its own (all of them,
                    // in all-over-wide input): set down without a scan.
                    if scanned == nil, lines &+ 1 < lineStarts.count, metrics.standsAlone(items[runStart]) {
                        lineStarts[lines] = runStart
                        lines &+= 1
                        runStart &+= 1
                        continue
                    }
                    let run = scanned ?? workspace.scan(items, from: runStart, metrics: metrics)
                    scanned = nil
                    // Room for the run's starts and, after the last, the end.
                    guard lines + run.lineCount < lineStarts.count else { return run }
                    forEachLineStart(
                        of: items, in: runStart..<run.end, lineCount: run.lineCount, metrics: metrics, workspace: workspace
                    ) {
                        lineStarts[lines] = $0
                        lines &+= 1
                    }
                    runStart = run.end
                }
                lineStarts[lines] = itemCount
                return nil
            }
            guard let unplaced else { return lines }
            scanned = unplaced
            storage.prepare(
                itemCount: itemCount,
                lineRoom: ResultStorage.lineRoom(
                    forecastFrom: lines + unplaced.lineCount, itemsDone: unplaced.end, itemCount: itemCount),
                // A run of one line needs nothing of its scan: its start is where it begins.
                keepingFrames: unplaced.lineCount > 1 ? Workspace.scannedFrames(itemCount: itemCount) : 0,
                keepingLines: lines)
        }
    }

    /// Gives `emit` the balanced line starts of `items[run]`, in order, once `workspace.scan`
    /// has found that they form `lineCount` lines.
    @inline(__always)
    static func forEachLineStart(
        of items: UnsafeBufferPointer<LayoutItem>, in run: Range<Int>, lineCount: Int, metrics: LineMetrics,
        workspace: Workspace, _ emit: (Int) -> Void
    ) {
        // With one line, or one item per line, greedy's breaks are the only ones.
        if lineCount > 1, lineCount < run.count {
            if workspace.balance(runCount: run.count, lineCount: lineCount, metrics: metrics) {
                workspace.forEachStart(lineCount: lineCount, offset: run.lowerBound, emit)
                return
            }
            // Float noise left no breaks that fit: greedy's are valid. The programme wrote
            // over them, so they are found again (rare).
            _ = workspace.scan(items, from: run.lowerBound, metrics: metrics)
        }
        workspace.forEachForwardStart(lineCount: lineCount, offset: run.lowerBound, emit)
    }

    /// The working memory of a run: 24 bytes for each of the layout's items and one more entry
    /// of each kind, in memory borrowed from the result's frames (32 bytes per item), which are
    /// written only once the breaks are known — so balancing allocates nothing of its own.
    /// Indices are relative to the run.
    struct Workspace {
        /// The borrowed memory, as 8-byte words: `prefix`, then `choice`, then `cost`, each with
        /// room for a run of every item.
        let words: UnsafeMutableBufferPointer<Double>
        /// The layout's item count: the longest run there can be.
        let itemCount: Int

        /// The workspace `frames` lend (at least one frame; one per item of the layout).
        /// Their values are unspecified after it is used.
        init(frames: UnsafeMutableBufferPointer<Rect>) {
            // Four words a frame; `Rect` is four `Double`s.
            words = UnsafeMutableRawBufferPointer(frames).bindMemory(to: Double.self)
            itemCount = frames.count
        }

        /// The frames that hold what `scan` writes (`prefix` and `choice`), for a storage that
        /// grows between a scan and the programme to keep.
        static func scannedFrames(itemCount: Int) -> Int {
            (2 * itemCount + 2 + 3) / 4
        }

        /// `prefix[k]`: Σ (width + spacing) of the run's first `k` items, so a line of items
        /// `a..<b` is `prefix[b] − prefix[a] − spacing` wide.
        @inline(__always)
        var prefix: UnsafeMutableBufferPointer<Double> {
            UnsafeMutableBufferPointer(rebasing: words[0..<(itemCount + 1)])
        }

        /// `choice[a]`: where the line after one starting at `a` starts, in the cheapest breaks
        /// from `a` on. Before the programme, `choice[j]` holds forward greedy's start of line `j`
        /// (the latest it can have). The programme reads line `j`'s two before writing the
        /// choices of line `j`'s window, which all lie at or after `j` (every line before it
        /// holds an item), so the starts it has still to read are never written over.
        @inline(__always)
        func withChoice<R>(_ body: (UnsafeMutableBufferPointer<Int>) -> R) -> R {
            UnsafeMutableBufferPointer(rebasing: words[(itemCount + 1)..<(2 * itemCount + 2)])
                .withMemoryRebound(to: Int.self, body)
        }

        /// `cost[a]`: the least sum of squared free space of the lines from one starting at `a`
        /// to the run's end. Only the programme needs it, and it runs only on runs of three items
        /// or more, where `3 (itemCount + 1)` words fit in the `4 itemCount` lent.
        @inline(__always)
        var cost: UnsafeMutableBufferPointer<Double> {
            UnsafeMutableBufferPointer(rebasing: words[(2 * itemCount + 2)..<(3 * itemCount + 3)])
        }

        /// A run of items between forced breaks: where it ends (the next forced break, or the
        /// items' end) and how many lines greedy breaks it into.
        struct Run {
            let end: Int
            let lineCount: Int
        }

        /// Finds the run that starts at `items[start]` and writes its prefix sums and forward
        /// greedy's starts in one pass. The run ends before the first item that starts a line
        /// (a line-break flag) or stands alone (over-wide); an item that stands alone is a run
        /// of its own.
        func scan(_ items: UnsafeBufferPointer<LayoutItem>, from start: Int, metrics: LineMetrics) -> Run {
            let spacing = metrics.spacing
            let limit = metrics.fitLimit
            let lineWidth = metrics.lineWidth
            let prefix = prefix
            return withChoice { forward in
                let items = UnsafeBufferPointer(rebasing: items[start...])
                let first = items[0]
                prefix[0] = 0
                forward[0] = 0
                if metrics.standsAlone(first) { return Run(end: start &+ 1, lineCount: 1) }
                var sum = first.width + spacing
                var used = min(first.width, lineWidth)
                var lines = 1
                prefix[1] = sum
                var k = 1
                while k < items.count {
                    let item = items[k]
                    let w = item.width
                    // A break forced before this item ends the run. (The item before it is
                    // normal and fits, or the run would have ended before it.)
                    if item.lineBreak != .normal || w > limit { break }
                    sum += w + spacing
                    prefix[k &+ 1] = sum
                    // Greedy's rule, summed as greedy sums it.
                    let extended = used + spacing + w
                    if extended > limit {
                        forward[lines] = k
                        lines &+= 1
                        used = min(w, lineWidth)
                    } else {
                        used = extended
                    }
                    k &+= 1
                }
                return Run(end: start &+ k, lineCount: lines)
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
            let prefix = prefix
            let cost = cost
            return withChoice { choice in
                /// The cheapest breaks from a line starting at `a`, the next line starting in
                /// `nextLow ... nextHigh` (never empty).
                @inline(__always)
                func settle(_ a: Int, nextLow: Int, nextHigh: Int) {
                    let start = prefix[a] + spacing
                    // The next line's earliest start, taken outright when it fits; the later
                    // ones must do better, or as well.
                    var b = nextLow
                    var width = prefix[b] - start
                    guard !(width > limit) else {
                        cost[a] = .infinity
                        choice[a] = nextLow
                        return
                    }
                    // `width − lineWidth` is the free space negated: its square is the same
                    // number, without a copy of the line width to subtract from.
                    var excess = width - lineWidth
                    var best = cost[b] + excess * excess
                    var bestNext = b
                    b &+= 1
                    while b <= nextHigh {
                        width = prefix[b] - start
                        if width > limit { break }
                        excess = width - lineWidth
                        let candidate = cost[b] + excess * excess
                        // `<=`: among equal sums the latest break, so earlier lines take more.
                        // (Written as the minimum that keeps `best` only when it is smaller, one
                        // instruction, the same choice for every sum but NaN — and a NaN size is
                        // refused after the pass whatever breaks it got.)
                        bestNext = candidate <= best ? b : bestNext
                        best = best < candidate ? best : candidate
                        b &+= 1
                    }
                    cost[a] = best
                    choice[a] = bestNext
                }

                // The window of the line after line j: at first the run's end alone.
                var nextLow = count
                var nextHigh = count
                cost[count] = 0
                var j = lineCount - 1
                while j > 0 {
                    // Forward greedy's starts, read before the window is written.
                    let low = choice[j &- 1] &+ 1
                    let high = choice[j]
                    var a = low
                    repeat {
                        settle(a, nextLow: nextLow, nextHigh: nextHigh)
                        a &+= 1
                    } while a <= high
                    nextLow = low
                    nextHigh = high
                    j &-= 1
                }
                // Line 0's window is the run's start alone.
                settle(0, nextLow: nextLow, nextHigh: nextHigh)
                // A finite cost at the start means every choice on the way is a fit.
                return cost[0] < .infinity
            }
        }

        /// Gives `emit` the starts the programme's choices give, from the run's first line on.
        @inline(__always)
        func forEachStart(lineCount: Int, offset: Int, _ emit: (Int) -> Void) {
            withChoice { choice in
                var a = 0
                for _ in 0..<lineCount {
                    emit(offset &+ a)
                    a = choice[a]
                }
            }
        }

        /// Gives `emit` forward greedy's starts, as `scan` left them (the first, the run's own,
        /// without reading it).
        @inline(__always)
        func forEachForwardStart(lineCount: Int, offset: Int, _ emit: (Int) -> Void) {
            emit(offset)
            withChoice { forward in
                for j in 1..<lineCount { emit(offset &+ forward[j]) }
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
