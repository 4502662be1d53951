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
    /// greedy sums it, so placement writes them exactly as the fast path does). The working
    /// memory is `storage`'s frames, which the caller writes only afterwards.
    static func partition<Items: ItemSource>(of items: Items, rules: LineRules, workingIn storage: inout ResultStorage) -> LinePartition {
        var partition = LinePartition()
        guard !items.isEmpty else { return partition }
        storage.prepare(itemCount: items.count, lineRoom: 0)
        let lineCount = settle(items, rules: rules, in: &storage)
        partition.lineStarts.reserveCapacity(lineCount)
        storage.withParts { frames, _, _ in
            Workspace(frames: frames).forEachStart { partition.lineStarts.append($0) }
        }
        partition.lineExtents = rules.naturalExtents(of: items, lineStarts: partition.lineStarts)
        return partition
    }

    /// Settles the balanced breaks of `items` (not empty) in `storage`'s frames — where each
    /// line's start then names the next line's (`Workspace.choices(in:)`) — and returns the
    /// number of lines, for which the storage then has line room. The frames' values are
    /// otherwise unspecified: the caller writes them afterwards, from the first on, reading each
    /// line's successor before the line's first frame.
    @discardableResult
    static func settle<Items: ItemSource>(_ items: Items, rules: LineRules, in storage: inout ResultStorage) -> Int {
        let lineCount = storage.withParts { frames, _, _ in
            Workspace(frames: frames).settle(items, rules: rules)
        }
        if storage.lineRoom < lineCount {
            // The choices lie in the frames' storage: every frame is kept.
            storage.prepare(itemCount: items.count, lineRoom: lineCount, keepingFrames: items.count)
        }
        return lineCount
    }

    /// The working memory: three words for each of the layout's items, borrowed from the result's
    /// frames (four words an item), which are written only once the breaks are known. `prefix`
    /// and `cost` are indexed from the run's start, `choice` from the layout's first item.
    ///
    /// `choice` lies in the frames' last quarter, from word `3n`: a pass that writes the frames
    /// from the first on has written words below `4i + 4` once it has written frame `i`, and the
    /// entry of any later line start `s > i` is word `3n + s ≥ 4i + 4`, so the pass reads each
    /// line's entry, as the line starts, before any frame reaches it.
    struct Workspace {
        /// `prefix[k]`: Σ (width + spacing) of the run's first `k` items, so a line of items
        /// `a..<b` is `prefix[b] − prefix[a] − spacing` wide.
        let prefix: WordSlots<Double>
        /// `choice[a]`: where the line after one starting at `a` starts, in the cheapest breaks
        /// from `a` on. While a run is broken, `choice[runStart + j]` first holds forward
        /// greedy's start of the run's line `j` (the latest it can have); the programme reads
        /// line `j`'s two before writing the choices of line `j`'s window, which all lie at or
        /// after `j` (every line before it holds an item), so the starts it has still to read are
        /// never written over.
        let choice: WordSlots<Int>
        private let scratch: Scratch
        /// The layout's item count: the longest run there can be.
        let itemCount: Int

        /// The workspace `frames` lend (one frame per item of the layout, at least one). Their
        /// values are unspecified after it is used.
        init(frames: FrameSlots) {
            itemCount = frames.count
            scratch = frames.scratch
            prefix = scratch.words(Double.self, from: 0, count: itemCount + 1)
            choice = Self.choices(in: frames)
        }

        /// Where `choice` lies in `frames` once `settle` has run there: the pass that writes the
        /// frames reads a line's entry as the line starts (see the type's note).
        @inline(__always)
        static func choices(in frames: FrameSlots) -> WordSlots<Int> {
            frames.scratch.words(Int.self, from: 3 * frames.count, count: frames.count)
        }

        /// `cost[a]`: the least sum of squared free space of the lines from one starting at `a`
        /// to the run's end. Only the programme needs it, on runs of three items or more, where
        /// it ends before `choice` begins.
        private func cost(runCount: Int) -> WordSlots<Double> {
            assert(runCount >= 3 && 2 * runCount + 2 <= 3 * itemCount, "the costs would reach the choices")
            return scratch.words(Double.self, from: runCount + 1, count: runCount + 1)
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
        func settle<Items: ItemSource>(_ items: Items, rules: LineRules) -> Int {
            var lines = 0
            var runStart = 0
            while runStart < itemCount {
                // An item that stands alone is a run, and a line, of its own: set down without a scan.
                if rules.standsAlone(items[runStart]) {
                    choice[runStart] = runStart &+ 1
                    lines &+= 1
                    runStart &+= 1
                    continue
                }
                let run = scan(items, from: runStart, rules: rules)
                let count = run.end &- runStart
                // With one line, or one item per line, greedy's breaks are the only ones; and
                // when float noise leaves no breaks that fit, greedy's are valid.
                if run.lineCount == 1 || run.lineCount == count
                    || !balance(runCount: count, lineCount: run.lineCount, offset: runStart, rules: rules)
                {
                    if run.lineCount > 1, run.lineCount < count {
                        // The programme wrote over greedy's starts: they are found again (rare).
                        _ = scan(items, from: runStart, rules: rules)
                    }
                    chainForwardStarts(of: run, offset: runStart)
                }
                lines &+= run.lineCount
                runStart = run.end
            }
            return lines
        }

        /// Finds the run that starts at `items[start]` (which does not stand alone) and writes
        /// its prefix sums and forward greedy's starts in one pass. The run ends before the first
        /// item that forces a break.
        func scan<Items: ItemSource>(_ items: Items, from start: Int, rules: LineRules) -> Run {
            let forward = choice.starting(at: start)
            let first = items[start]
            prefix[0] = 0
            forward[0] = 0
            var sum = rules.basisWidth(first) + rules.spacing
            var used = rules.effectiveWidth(first)
            var count = 1
            var lines = 1
            prefix[1] = sum
            var k = 1
            while start &+ k < items.count {
                let item = items[start &+ k]
                let basis = rules.basisWidth(item)
                if rules.forcesBreak(item, basis: basis) { break }
                sum += basis + rules.spacing
                prefix[k &+ 1] = sum
                // Greedy's rule, summed as greedy sums it.
                let extended = rules.joined(used, basis: basis)
                if rules.breaks(before: item, joining: extended) || rules.isFull(holding: count) {
                    forward[lines] = k
                    lines &+= 1
                    used = rules.effectiveWidth(item)
                    count = 1
                } else {
                    used = extended
                    count &+= 1
                }
                k &+= 1
            }
            return Run(end: start &+ k, lineCount: lines)
        }

        /// Makes forward greedy's starts of `run`, as `scan` left them, a chain: each leads to
        /// the next, the last to the run's end. (From the last back: a start's entry lies at or
        /// after those still to be read.)
        private func chainForwardStarts(of run: Run, offset: Int) {
            var next = run.end
            for j in stride(from: run.lineCount &- 1, through: 0, by: -1) {
                let start = offset &+ choice[offset &+ j]
                choice[start] = next
                next = start
            }
        }

        /// The dynamic programme, from the last line back, for a run of three items or more
        /// that starts at item `offset`; false when float noise leaves no breaks that fit.
        ///
        /// Line `j` starts in the window `forward[j − 1] + 1 ... forward[j]` (line 0 at 0): the
        /// windows of backward and forward greedy (see `BalancedLineBreaker`'s note) lie within
        /// these, which share the items out one window each. A start before backward greedy's has
        /// no way to end the lines after it and keeps an infinite cost, so searching the wider
        /// windows finds the same breaks without a backward greedy pass.
        func balance(runCount count: Int, lineCount: Int, offset: Int, rules: LineRules) -> Bool {
            let programme = Programme(
                prefix: prefix, cost: cost(runCount: count), choice: choice.starting(at: offset), offset: offset,
                rules: rules)
            // The window of the line after line j: at first the run's end alone.
            var nextLow = count
            var nextHigh = count
            programme.cost[count] = 0
            var j = lineCount - 1
            while j > 0 {
                // Forward greedy's starts, read before the window is written.
                let low = programme.choice[j &- 1] &+ 1
                let high = programme.choice[j]
                var a = low
                repeat {
                    programme.settle(a, nextLow: nextLow, nextHigh: nextHigh)
                    a &+= 1
                } while a <= high
                nextLow = low
                nextHigh = high
                j &-= 1
            }
            // Line 0's window is the run's start alone.
            programme.settle(0, nextLow: nextLow, nextHigh: nextHigh)
            // A finite cost at the start means every choice on the way is a fit.
            return programme.cost[0] < .infinity
        }

        /// Gives `emit` the starts the choices give, from the first line on.
        @inline(__always)
        func forEachStart(_ emit: (Int) -> Void) {
            var a = 0
            while a < itemCount {
                emit(a)
                a = choice[a]
            }
        }
    }

    /// One step of the dynamic programme over a run: the cheapest breaks from a line start.
    struct Programme {
        let prefix: WordSlots<Double>
        let cost: WordSlots<Double>
        /// The run's entries of `Workspace.choice`, from the run's start.
        let choice: WordSlots<Int>
        /// The run's first item in the layout.
        let offset: Int
        let rules: LineRules

        /// The cheapest breaks from a line starting at `a`, the next line starting in
        /// `nextLow ... nextHigh` (never empty): the next line's earliest start, taken outright
        /// when it fits; the later ones must do better, or as well.
        @inline(__always)
        func settle(_ a: Int, nextLow: Int, nextHigh: Int) {
            let start = prefix[a] + rules.spacing
            // A line holds at most `maxItems` items: the next line starts by then.
            let nextHigh = nextHigh &- a > rules.maxItems ? a &+ rules.maxItems : nextHigh
            var b = nextLow
            var width = prefix[b] - start
            guard rules.fits(width), b <= nextHigh else {
                cost[a] = .infinity
                choice[a] = offset &+ nextLow
                return
            }
            // `width − lineWidth` is the free space negated: its square is the same number.
            var excess = width - rules.lineWidth
            var best = cost[b] + excess * excess
            var bestNext = b
            b &+= 1
            while b <= nextHigh {
                width = prefix[b] - start
                if !rules.fits(width) { break }
                excess = width - rules.lineWidth
                let candidate = cost[b] + excess * excess
                // `<=`: among equal sums the latest break, so earlier lines take more. (The
                // minimum keeps `best` only when it is smaller: the same choice for every sum but
                // NaN, and a NaN size is refused after the pass whatever breaks it got.)
                bestNext = candidate <= best ? b : bestNext
                best = best < candidate ? best : candidate
                b &+= 1
            }
            cost[a] = best
            choice[a] = offset &+ bestNext
        }
    }
}

extension LineRules {
    /// The natural extent of each line `lineStarts` gives (the last running to the end of
    /// `items`), summed as greedy sums a line, so lines placed from these extents are written
    /// exactly as the fast path writes them.
    func naturalExtents<Items: ItemSource>(of items: Items, lineStarts: [Int]) -> [LineExtent] {
        var extents: [LineExtent] = []
        extents.reserveCapacity(lineStarts.count)
        for j in lineStarts.indices {
            let end = j + 1 < lineStarts.count ? lineStarts[j + 1] : items.count
            var line = GreedyLine(startingWith: items[lineStarts[j]], at: lineStarts[j], rules: self)
            for i in (lineStarts[j] + 1)..<end { line.join(items[i], extended: joined(line.used, items[i])) }
            extents.append(line.extent(first: items[lineStarts[j]], rules: self))
        }
        return extents
    }
}
