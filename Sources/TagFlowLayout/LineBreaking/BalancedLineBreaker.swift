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
/// line. Each line start's choice then names the next line's start: the placing pass reads it as
/// each line starts.
enum BalancedLineBreaker {
    /// The lines of `items` broken in balanced fashion, each with its natural extent (summed as
    /// greedy sums it, so placement writes them exactly as the fused pass does). The working
    /// memory is `storage`, which the caller writes only afterwards.
    static func partition(
        of items: UnsafeBufferPointer<LayoutItem>, metrics: LineMetrics, summary: ItemSummary,
        workingIn storage: inout ResultStorage
    ) -> LinePartition {
        var partition = LinePartition()
        guard !items.isEmpty else { return partition }
        storage.prepare(
            itemCount: items.count,
            lineRoom: GreedyLineBreaker.lineBound(count: items.count, summary: summary, metrics: metrics))
        let lineCount = settle(items, metrics: metrics, in: &storage)
        partition.lineStarts = storage.withParts { frames, _, _ in
            var starts: [Int] = []
            starts.reserveCapacity(lineCount)
            Workspace(frames: frames).forEachStart { starts.append($0) }
            return starts
        }
        partition.lineExtents = metrics.naturalExtents(of: items, lineStarts: partition.lineStarts)
        return partition
    }

    /// Settles the balanced breaks of `items` (not empty) in `storage`'s frames — where each
    /// line's start then names the next line's (`Workspace.choices(in:)`) — and returns
    /// the number of lines, for which the storage then has line room. The frames' values are
    /// otherwise unspecified: the caller writes them afterwards, from the first on, reading each
    /// line's successor before the line's first frame.
    @discardableResult
    static func settle(
        _ items: UnsafeBufferPointer<LayoutItem>, metrics: LineMetrics, in storage: inout ResultStorage
    ) -> Int {
        let itemCount = items.count
        let lineCount = storage.withParts { frames, _, _ in
            Workspace(frames: frames).settle(items, metrics: metrics)
        }
        if storage.lineRoom < lineCount {
            // The choices lie in the frames' last quarter: every frame is kept.
            storage.prepare(itemCount: itemCount, lineRoom: lineCount, keepingFrames: itemCount)
        }
        return lineCount
    }

    /// The working memory: 24 bytes for each of the layout's items, in memory borrowed from the
    /// result's frames (32 bytes per item), which are written only once the breaks are known — so
    /// balancing allocates nothing of its own. `prefix` and `cost` are indexed from the run's
    /// start, `choice` from the layout's first item.
    struct Workspace {
        /// The borrowed memory, as 8-byte words: `prefix` and `cost` from the start, `choice` in
        /// the last quarter.
        let words: UnsafeMutableBufferPointer<Double>
        /// The layout's item count: the longest run there can be.
        let itemCount: Int

        /// The workspace `frames` lend (one frame per item of the layout, at least one). Their
        /// values are unspecified after it is used.
        init(frames: UnsafeMutableBufferPointer<Rect>) {
            // Four words a frame; `Rect` is four `Double`s.
            words = UnsafeMutableRawBufferPointer(frames).bindMemory(to: Double.self)
            itemCount = frames.count
        }

        /// `prefix[k]`: Σ (width + spacing) of the run's first `k` items, so a line of items
        /// `a..<b` is `prefix[b] − prefix[a] − spacing` wide.
        @inline(__always)
        var prefix: UnsafeMutableBufferPointer<Double> {
            UnsafeMutableBufferPointer(rebasing: words[0..<(itemCount + 1)])
        }

        /// `cost[a]`: the least sum of squared free space of the lines from one starting at `a`
        /// to the run's end. Only the programme needs it, and it runs only on runs of three items
        /// or more, where it ends before `choice` begins.
        @inline(__always)
        var cost: UnsafeMutableBufferPointer<Double> {
            UnsafeMutableBufferPointer(rebasing: words[(itemCount + 1)..<(2 * itemCount + 2)])
        }

        /// `choice[a]`: where the line after one starting at `a` starts, in the cheapest breaks
        /// from `a` on. While a run is broken, `choice[runStart + j]` first holds forward
        /// greedy's start of the run's line `j` (the latest it can have); the programme reads
        /// line `j`'s two before writing the choices of line `j`'s window, which all lie at or
        /// after `j` (every line before it holds an item), so the starts it has still to read are
        /// never written over. It lies in the words' last quarter (`choiceOffset`), so that a pass
        /// writing the frames from the first on reaches an item's entry only after reading it:
        /// the frames before item `i` end at word `4i`, never past `3 itemCount + i`, where the
        /// entry of item `i` lies.
        @inline(__always)
        func withChoice<R>(_ body: (UnsafeMutableBufferPointer<Int>) -> R) -> R {
            let offset = Self.choiceOffset(itemCount: itemCount)
            return UnsafeMutableBufferPointer(rebasing: words[offset..<(offset + itemCount)])
                .withMemoryRebound(to: Int.self, body)
        }

        /// The word at which `choice` begins.
        @inline(__always)
        static func choiceOffset(itemCount: Int) -> Int {
            3 * itemCount
        }

        /// Where `choice` lies in `frames` once `settle` has run there: a pass that writes the
        /// frames from the first on reads a line's entry as the line starts, before its first
        /// frame is written. (Read raw, so the frames' stores never pass it.)
        @inline(__always)
        static func choices(in frames: UnsafeMutableBufferPointer<Rect>) -> UnsafeRawPointer {
            UnsafeRawPointer(frames.baseAddress.unsafelyUnwrapped)
                + choiceOffset(itemCount: frames.count) &* MemoryLayout<Int>.stride
        }

        /// A run of items between forced breaks: where it ends (the next forced break, or the
        /// items' end) and how many lines greedy breaks it into.
        struct Run {
            let end: Int
            let lineCount: Int
        }

        /// Breaks every run, from the first, and returns the number of lines. Input of sizes the
        /// layout refuses is broken without a trap (its breaks are never seen): every choice lies
        /// after its item, so the chain of starts ends.
        func settle(_ items: UnsafeBufferPointer<LayoutItem>, metrics: LineMetrics) -> Int {
            var lines = 0
            var runStart = 0
            while runStart < itemCount {
                // An item that stands alone is a run, and a line, of its own (all of them, in
                // all-over-wide input): set down without a scan.
                if metrics.standsAlone(items[runStart]) {
                    withChoice { $0[runStart] = runStart &+ 1 }
                    lines &+= 1
                    runStart &+= 1
                    continue
                }
                let run = scan(items, from: runStart, metrics: metrics)
                let count = run.end &- runStart
                // With one line, or one item per line, greedy's breaks are the only ones; and
                // when float noise leaves no breaks that fit, greedy's are valid.
                if run.lineCount == 1 || run.lineCount == count
                    || !balance(runCount: count, lineCount: run.lineCount, offset: runStart, metrics: metrics)
                {
                    if run.lineCount > 1, run.lineCount < count {
                        // The programme wrote over greedy's starts: they are found again (rare).
                        _ = scan(items, from: runStart, metrics: metrics)
                    }
                    chainForwardStarts(of: run, offset: runStart)
                }
                lines &+= run.lineCount
                runStart = run.end
            }
            return lines
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
            return withChoice { choice in
                let forward = UnsafeMutableBufferPointer(rebasing: choice[start...])
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

        /// Makes forward greedy's starts of `run`, as `scan` left them, a chain: each leads to
        /// the next, the last to the run's end. (From the last back: a start's entry lies at or
        /// after those still to be read.)
        private func chainForwardStarts(of run: Run, offset: Int) {
            withChoice { choice in
                var next = run.end
                for j in stride(from: run.lineCount &- 1, through: 0, by: -1) {
                    let start = offset &+ choice[offset &+ j]
                    choice[start] = next
                    next = start
                }
            }
        }

        /// The dynamic programme, from the last line back, for a run of three items or more
        /// that starts at item `offset`; false when float noise leaves no breaks that fit.
        ///
        /// Line `j` starts in the window `forward[j − 1] + 1 ... forward[j]` (line 0 at 0): the
        /// windows of backward and forward greedy (see the type's note) lie within these, which
        /// share the items out one window each. A start before backward greedy's has no way to
        /// end the lines after it and keeps an infinite cost, so searching the wider windows
        /// finds the same breaks, without a backward greedy pass to find the narrower ones.
        func balance(runCount count: Int, lineCount: Int, offset: Int, metrics: LineMetrics) -> Bool {
            let spacing = metrics.spacing
            let limit = metrics.fitLimit
            let lineWidth = metrics.lineWidth
            let prefix = prefix
            let cost = cost
            return withChoice { choice in
                let choice = UnsafeMutableBufferPointer(rebasing: choice[offset...])
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
                        choice[a] = offset &+ nextLow
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
                    choice[a] = offset &+ bestNext
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

        /// Gives `emit` the starts the choices give, from the first line on.
        @inline(__always)
        func forEachStart(_ emit: (Int) -> Void) {
            withChoice { choice in
                var a = 0
                while a < itemCount {
                    emit(a)
                    a = choice[a]
                }
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
