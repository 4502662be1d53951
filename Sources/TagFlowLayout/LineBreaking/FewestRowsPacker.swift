/// `fewestRows` line breaking: items may be reordered so that they take as few lines as possible.
///
/// This is one-dimensional bin packing. An item weighs its width plus one spacing and a line holds
/// the line width plus one spacing (and the fit tolerance), which accounts for the spacing between
/// items exactly (a line of `k` items needs `Σw + (k − 1)·hs ≤ W`). Items wider than a line stand
/// alone.
///
/// Runs separated by an item that starts a new line or fills one are packed independently, in
/// their order. Within a run:
/// 1. greedy in the given order, kept when the volume bound `⌈Σ weights / capacity⌉` proves it
///    optimal (the common case, at the cost of one pass);
/// 2. otherwise the weights are sorted heaviest first (a radix sort on their bits: ties keep input
///    order), first-fit decreasing packs them (a tournament tree finds each item's bin in
///    O(log n)), and the Martello–Toth L2 bound is computed (and where first-fit decreasing
///    misses it, the bound from how many items a line can hold, `ThreeToALine.cardinalityBound`);
/// 3. runs of at most `exactSearchItemLimit` items that first-fit decreasing leaves above the
///    bound are solved exactly where the work budget allows: when every item is over a third
///    of a line (at most two to a line) by pairing, which is exact; when no line holds four
///    items and any two share one (triplets, items between a quarter and a half of a line) by a
///    search over triples (`ThreeToALine`) with most of the budget, from the bound up, each
///    failure proving that count impossible; then, if a line might still be saved, the minimum
///    bin slack heuristic (MBS′) gives a packing, a short search for one line fewer follows (it
///    often proves MBS′'s count the fewest at once), then perturbed runs of MBS′, and bin
///    completion (`BinCompletion`) searches for one line fewer, and again, until a count is
///    proven impossible or the budget runs out;
/// 4. greedy in the given order is kept whenever it is as good: reordering only happens when it
///    saves a line, and the result is never worse than greedy.
/// The count is proven optimal when it meets the bound, or a search proved one line fewer
/// impossible. Ties are broken by input index and the budget counts search steps, not time, so the
/// output is the same on every run and every machine; lines are ordered by their first item's
/// input index, and items within a line keep their input order.
enum FewestRowsPacker {
    /// Runs longer than this get first-fit decreasing and the bound only.
    static let exactSearchItemLimit = 120
    /// Search steps allowed per layout, shared by its runs: about 2 ms of search on the 2-core
    /// development machine (2.3 ms at most on the 998 instances of the tests; a step — a node, a
    /// completion considered or a dominance test — is one to two hundred instructions). A count
    /// rather than a clock, so results never depend on the machine or its load.
    static let searchBudget = 125_000

    /// The lines of `items`, reordered where that saves a line.
    ///
    /// The radix sort, the bound's sums, first-fit decreasing's tree and the map from items to
    /// lines work in the frames of `storage` (four words an item), which the caller writes only
    /// afterwards; it is prepared with room for greedy's lines, which the lines placed never
    /// outnumber, so working and placing take one block, and a reused result allocates none.
    /// `budget` is `searchBudget` but for tests (a smaller one must never give a false proof).
    static func partition(
        of items: UnsafeBufferPointer<LayoutItem>, metrics: LineMetrics, workingIn storage: inout ResultStorage,
        budget units: Int = searchBudget
    ) -> LinePartition {
        var result = LinePartition(provenOptimal: true)
        guard !items.isEmpty else { return result }
        var budget = BinCompletion.Budget(units: units)
        var reordered = false
        var runStart = 0
        for i in 1...items.count
        where i == items.count || items[i].lineBreak != .normal || items[i - 1].lineBreak == .fillsLine {
            packRun(
                items, runStart..<i, metrics: metrics, budget: &budget, reordered: &reordered, storage: &storage,
                into: &result)
            runStart = i
        }
        return result
    }

    /// The weights of a run's packable items, heaviest first, with their input indices.
    private struct SortedRun {
        var weights: [Double] = []
        var indices: [Int] = []
    }

    private static func packRun(
        _ items: UnsafeBufferPointer<LayoutItem>, _ run: Range<Int>, metrics: LineMetrics,
        budget: inout BinCompletion.Budget, reordered: inout Bool, storage: inout ResultStorage,
        into result: inout LinePartition
    ) {
        // Every item before the run is placed already, so a position in placement order is the
        // input index whether the placement is stored or not: greedy's starts serve as they are,
        // written where the run's lines go and taken back if packing wins (no list of their own).
        let firstLine = result.lineStarts.count
        GreedyLineBreaker.appendLineStarts(of: items, in: run, metrics: metrics, to: &result.lineStarts)
        let greedyCount = result.lineStarts.count - firstLine
        let capacity = metrics.lineWidth + metrics.spacing + FlowLayout.tolerance

        // Over-wide items take a line each; the rest are packed.
        var overWideCount = 0
        var volume = 0.0
        for i in run {
            if metrics.isOverWide(items[i]) {
                overWideCount += 1
            } else {
                volume += items[i].width + metrics.spacing
            }
        }
        let packableCount = run.count - overWideCount
        // The volume bound proves greedy optimal cheaply in the common case where it is.
        if greedyCount <= overWideCount + volumeBound(volume, capacity: capacity) {
            keepInOrder(run, reordered: reordered, in: &result)
            return
        }
        // Room for every line so far with greedy's for this run: the most the placement needs
        // unless a later run outgrows it.
        storage.prepare(itemCount: items.count, lineRoom: max(storage.lineRoom, result.lineStarts.count))
        let (sorted, bound0, bins0) = storage.withParts { frames, _, _ in
            let scratch = UnsafeMutableRawBufferPointer(frames)
            let sorted = sortedByWeight(items, run, metrics: metrics, count: packableCount, scratch: scratch)
            return (
                sorted, lowerBound(sortedDescending: sorted.weights, capacity: capacity, scratch: scratch),
                firstFitDecreasing(weights: sorted.weights, capacity: capacity, scratch: scratch)
            )
        }
        var bound = bound0
        var bins = bins0
        var binCount = (bins.max() ?? -1) + 1
        if binCount > bound {
            bound = max(bound, ThreeToALine.cardinalityBound(sortedDescending: sorted.weights, capacity: capacity))
        }
        var proven = binCount <= bound

        if !proven, packableCount <= exactSearchItemLimit, overWideCount + bound < greedyCount {
            let exact = exactPacking(sorted, capacity: capacity, bound: bound, upper: binCount, budget: &budget)
            if let better = exact.bins { bins = better }
            binCount = (bins.max() ?? -1) + 1
            proven = exact.proven
        }

        if greedyCount <= overWideCount + binCount {
            keepInOrder(run, reordered: reordered, in: &result)
            proven = proven || greedyCount <= overWideCount + bound
        } else {
            result.lineStarts.removeLast(greedyCount)
            if !reordered {
                // The first reordered run: the placement so far, the input order, is stored now.
                result.placement.append(contentsOf: 0..<run.lowerBound)
                reordered = true
            }
            var overWide: [Int] = []
            if overWideCount > 0 {
                overWide.reserveCapacity(overWideCount)
                for i in run where metrics.isOverWide(items[i]) { overWide.append(i) }
            }
            storage.withParts { frames, _, _ in
                appendPacked(
                    run, packable: sorted.indices, bins: bins, overWide: overWide,
                    scratch: UnsafeMutableRawBufferPointer(frames), to: &result)
            }
        }
        result.provenOptimal = result.provenOptimal == true && proven
    }

    /// ⌈volume / capacity⌉, allowing for float noise in the sum (it must never exceed the truth).
    static func volumeBound(_ volume: Double, capacity: Double) -> Int {
        max(0, Int((volume / capacity - 1e-9).rounded(.up)))
    }

    /// The best packing the exact methods find for weights sorted heaviest first, given the
    /// bound and first-fit decreasing's count: its bins (`nil` when none beats `upper`) and
    /// whether its count is proven the fewest.
    private static func exactPacking(
        _ sorted: SortedRun, capacity: Double, bound: Int, upper: Int, budget: inout BinCompletion.Budget
    ) -> (bins: [Int]?, proven: Bool) {
        let weights = sorted.weights
        // Every item over a third of a line: at most two share a line, and pairing the heaviest
        // item left with the lightest that fits beside it makes the most pairs (the classic
        // exchange argument), so this is the optimum.
        if let lightest = weights.last, lightest > capacity / 3 {
            return (pairs(weights, capacity: capacity), true)
        }
        // Weight classes: distinct weights, heaviest first.
        var classWeights: [Double] = []
        var classCounts: [Int] = []
        var classOf: [Int] = []
        classOf.reserveCapacity(weights.count)
        for w in weights {
            if classWeights.last != w {
                classWeights.append(w)
                classCounts.append(0)
            }
            classCounts[classCounts.count - 1] += 1
            classOf.append(classWeights.count - 1)
        }
        /// Bins of classes back to items: within a class, items go out in input order (the sort
        /// kept it), so the result is deterministic.
        func convert(_ classBins: [[Int]]) -> [Int] {
            var next = [Int](repeating: 0, count: classWeights.count)
            var firstOfClass = [Int](repeating: 0, count: classWeights.count)
            for k in stride(from: classOf.count - 1, through: 0, by: -1) { firstOfClass[classOf[k]] = k }
            var bins = [Int](repeating: 0, count: weights.count)
            for (b, bin) in classBins.enumerated() {
                for c in bin {
                    bins[firstOfClass[c] + next[c]] = b
                    next[c] += 1
                }
            }
            return bins
        }

        var best: [[Int]]? = nil
        var bestCount = upper
        // Every count below `floor` is impossible.
        var floor = bound
        // No line holds four items and any two share one (triplets, items between a quarter and
        // a half): a search over triples alone settles most of these, which bin completion finds
        // hard, so it gets most of the budget; bin completion gets the rest and the raised floor.
        if ThreeToALine.applies(sortedDescending: weights, capacity: capacity) {
            let problem = ThreeToALine(weights: classWeights, counts: classCounts, capacity: capacity)
            let share = budget.units * 7 / 8
            var shareBudget = BinCompletion.Budget(units: share)
            let settled = problem.fewestLines(from: floor, below: bestCount, budget: &shareBudget)
            budget.units -= share - max(0, shareBudget.units)
            floor = settled.floor
            if let bins = settled.bins {
                best = bins
                bestCount = bins.count
            }
            if bestCount <= floor { return (best.map { convert($0) }, true) }
        }
        let problem = BinCompletion(weights: classWeights, counts: classCounts, capacity: capacity)
        var proven = bestCount <= floor
        /// One line fewer than the best so far, searched for with `budget`: false when the
        /// search runs out of it, else true, with `best` and `bestCount` updated if it found
        /// such a packing and `proven` set if it proved there is none.
        func searchOneLineFewer(budget: inout BinCompletion.Budget) -> Bool {
            switch problem.pack(into: bestCount - 1, budget: &budget) {
            case .found(let bins):
                best = bins
                bestCount = bins.count
                proven = bestCount <= floor
            case .impossible:
                proven = true
            case .outOfBudget:
                return false
            }
            return true
        }
        // The heuristics get a tenth of what is left, so that the search always has the most:
        // MBS′, then perturbed MBS′ with one seed after another while a line might be saved.
        let heuristicShare = budget.units / 10
        var heuristicBudget = BinCompletion.Budget(units: heuristicShare)
        var seed: UInt64 = 0
        while !proven, heuristicBudget.units > 0,
            let heuristic = problem.minimumBinSlack(budget: &heuristicBudget, perturbation: seed)
        {
            if heuristic.count < bestCount {
                best = heuristic
                bestCount = heuristic.count
                proven = bestCount <= floor
            }
            if seed == 0, !proven {
                // Before the perturbed runs, a short search: where MBS′ already has the fewest
                // lines above the bound (tag-like runs of 20 items, say), it usually proves so
                // at once, and the perturbed runs would have spent their whole share looking for
                // a line that cannot be saved.
                let share = heuristicShare / 2
                var shortBudget = BinCompletion.Budget(units: share)
                _ = searchOneLineFewer(budget: &shortBudget)
                budget.units -= share - max(0, shortBudget.units)
            }
            seed += 1
        }
        budget.units -= heuristicShare - max(0, heuristicBudget.units)
        // Search downwards from the best packing: one line fewer, and again, until a count is
        // proven impossible (then the best is optimal), the bound is met, or the budget runs
        // out. Finding a packing where one exists takes far less search than proving that none
        // does, so going down reaches the optimum first and leaves the proof for last.
        while !proven {
            guard searchOneLineFewer(budget: &budget) else { return (best.map { convert($0) }, false) }
        }
        return (best.map { convert($0) }, proven)
    }

    /// Pairs for weights (heaviest first) all over a third of the capacity: the heaviest item
    /// left shares with the lightest if they fit together, else goes alone.
    private static func pairs(_ weights: [Double], capacity: Double) -> [Int] {
        var bins = [Int](repeating: 0, count: weights.count)
        var heavy = 0
        var light = weights.count - 1
        var bin = 0
        while heavy <= light {
            bins[heavy] = bin
            if heavy < light, weights[heavy] + weights[light] <= capacity {
                bins[light] = bin
                light -= 1
            }
            heavy += 1
            bin += 1
        }
        return bins
    }

    /// The run's packable items' weights, heaviest first, equal weights in input order: a
    /// least-significant-digit radix sort on the weights' bits (non-negative doubles order as
    /// their bit patterns do), stable, so ties keep input order with no tie-break to compare.
    /// Bytes that every weight shares are skipped: widths with few significant bits (whole or
    /// half points) sort in two or three passes.
    private static func sortedByWeight(
        _ items: UnsafeBufferPointer<LayoutItem>, _ run: Range<Int>, metrics: LineMetrics, count: Int,
        scratch: UnsafeMutableRawBufferPointer
    ) -> SortedRun {
        // Short runs: a comparison sort costs less than clearing the radix counters.
        if count < 64 {
            var keys = [UInt64]()
            var indices = [Int]()
            keys.reserveCapacity(count)
            indices.reserveCapacity(count)
            for i in run where !metrics.isOverWide(items[i]) {
                keys.append(key(items[i], metrics: metrics))
                indices.append(i)
            }
            var order = Array(0..<count)
            order.sort { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
            return SortedRun(weights: order.map { Double(bitPattern: ~keys[$0]) }, indices: order.map { indices[$0] })
        }
        // Two pairs of buffers in the scratch (four words an item); each pass scatters from one
        // pair into the other.
        let words = scratch.bindMemory(to: UInt64.self)
        func pair(_ first: Int) -> (keys: UnsafeMutableBufferPointer<UInt64>, indices: UnsafeMutableBufferPointer<Int>) {
            (
                UnsafeMutableBufferPointer(rebasing: words[(first * count)..<((first + 1) * count)]),
                UnsafeMutableRawBufferPointer(rebasing: scratch[(8 * (first + 1) * count)..<(8 * (first + 2) * count)])
                    .bindMemory(to: Int.self)
            )
        }
        var from = pair(0)
        var to = pair(2)
        var k = 0
        for i in run where !metrics.isOverWide(items[i]) {
            from.keys[k] = key(items[i], metrics: metrics)
            from.indices[k] = i
            k += 1
        }
        // Which bytes differ between keys at all: only those need a pass.
        var differing: UInt64 = 0
        for key in from.keys { differing |= key ^ from.keys[0] }
        var passes: [Int] = []
        for byte in 0..<8 where (differing >> (8 * UInt64(byte))) & 0xFF != 0 { passes.append(byte) }
        var histograms = [Int](repeating: 0, count: passes.count * 256)
        histograms.withUnsafeMutableBufferPointer { histograms in
            for key in from.keys {
                for (p, byte) in passes.enumerated() {
                    histograms[p &* 256 &+ Int(truncatingIfNeeded: (key >> (8 &* UInt64(byte))) & 0xFF)] &+= 1
                }
            }
            for (p, byte) in passes.enumerated() {
                let base = p * 256
                var offset = 0
                for b in 0..<256 {
                    let n = histograms[base + b]
                    histograms[base + b] = offset
                    offset += n
                }
                let shift = 8 * UInt64(byte)
                for k in 0..<count {
                    let b = base &+ Int(truncatingIfNeeded: (from.keys[k] >> shift) & 0xFF)
                    let position = histograms[b]
                    histograms[b] = position &+ 1
                    to.keys[position] = from.keys[k]
                    to.indices[position] = from.indices[k]
                }
                swap(&from, &to)
            }
        }
        return SortedRun(weights: from.keys.map { Double(bitPattern: ~$0) }, indices: Array(from.indices))
    }

    /// An item's sort key: its weight's bits, complemented so that the heaviest sorts first
    /// (`+ 0` makes −0 into +0).
    @inline(__always)
    private static func key(_ item: LayoutItem, metrics: LineMetrics) -> UInt64 {
        ~(item.width + metrics.spacing + 0).bitPattern
    }

    /// Keeps the run in its given order, broken where greedy broke it (its starts are in place
    /// already). The placement is stored only once a run before this one was reordered.
    private static func keepInOrder(_ run: Range<Int>, reordered: Bool, in result: inout LinePartition) {
        if reordered { result.placement.append(contentsOf: run) }
    }

    /// The run as packed: `bins[k]` is the line of `packable[k]`, over-wide items a line each.
    /// Lines are ordered by their first input index and keep input order inside, which one scan
    /// in input order gives directly: a line's rank is the order in which the scan first meets it.
    /// Its working memory (three words an item at most) is `scratch`.
    private static func appendPacked(
        _ run: Range<Int>, packable: [Int], bins: [Int], overWide: [Int], scratch: UnsafeMutableRawBufferPointer,
        to result: inout LinePartition
    ) {
        let packedLines = (bins.max() ?? -1) + 1
        let lineSlots = packedLines + overWide.count
        let words = scratch.bindMemory(to: Int.self)
        let lineOf = UnsafeMutableBufferPointer(rebasing: words[0..<run.count])
        let rank = UnsafeMutableBufferPointer(rebasing: words[run.count..<(run.count + lineSlots)])
        let sizes = UnsafeMutableBufferPointer(rebasing: words[(run.count + lineSlots)..<(run.count + 2 * lineSlots)])
        for (k, bin) in bins.enumerated() { lineOf[packable[k] - run.lowerBound] = bin }
        for (j, i) in overWide.enumerated() { lineOf[i - run.lowerBound] = packedLines + j }
        rank.initialize(repeating: -1)
        sizes.initialize(repeating: 0)
        var lines = 0
        for line in lineOf {
            if rank[line] < 0 {
                rank[line] = lines
                lines += 1
            }
            sizes[rank[line]] += 1
        }
        // Reuse `sizes` as each line's next free position in `placement`.
        var position = result.placement.count
        for r in 0..<lines {
            result.lineStarts.append(position)
            let size = sizes[r]
            sizes[r] = position
            position += size
        }
        result.placement.append(contentsOf: repeatElement(0, count: run.count))
        for (offset, line) in lineOf.enumerated() {
            let r = rank[line]
            result.placement[sizes[r]] = run.lowerBound + offset
            sizes[r] += 1
        }
    }

    /// First-fit decreasing on weights already sorted heaviest first: the bin of each item.
    /// Items over half a bin cannot share one, so first fit gives them bins 0, 1, 2, … in turn:
    /// they are placed directly. For the rest a tournament tree holds the largest free capacity
    /// of every subtree, so the leftmost bin with room is found in O(log n).
    /// The tree (fewer than four words an item) lives in `scratch`.
    static func firstFitDecreasing(weights: [Double], capacity: Double, scratch: UnsafeMutableRawBufferPointer) -> [Int] {
        guard !weights.isEmpty else { return [] }
        var heavy = 0
        while heavy < weights.count, weights[heavy] > capacity / 2 { heavy += 1 }
        var leaves = 1
        while leaves < weights.count { leaves <<= 1 }
        let tree = UnsafeMutableRawBufferPointer(rebasing: scratch[0..<(2 * leaves * MemoryLayout<Double>.stride)])
            .bindMemory(to: Double.self)
        tree.initialize(repeating: capacity)
        var bins = [Int](unsafeUninitializedCapacity: weights.count) { bins, initialized in
            for k in 0..<heavy { bins[k] = k }
            initialized = heavy
        }
        bins.reserveCapacity(weights.count)
        do {
            // The heavy items' bins, then every subtree's maximum, bottom up.
            for k in 0..<heavy { tree[leaves + k] = capacity - weights[k] }
            if heavy > 0 {
                for node in stride(from: leaves - 1, through: 1, by: -1) {
                    tree[node] = larger(tree[2 * node], tree[2 * node + 1])
                }
            }
            weights.withUnsafeBufferPointer { weights in
                for k in heavy..<weights.count {
                    let w = weights[k]
                    var node = 1
                    // Branch-free descent: the comparison picks the child arithmetically, so the
                    // CPU does not mispredict a data-dependent branch at every level.
                    while node < leaves { node = 2 * node + (tree[2 * node] >= w ? 0 : 1) }
                    bins.append(node - leaves)
                    tree[node] -= w
                    node >>= 1
                    // Walk up while the subtree maxima change; above the first unchanged one
                    // nothing does.
                    while node >= 1 {
                        let largest = larger(tree[2 * node], tree[2 * node + 1])
                        if tree[node] == largest { break }
                        tree[node] = largest
                        node >>= 1
                    }
                }
            }
        }
        return bins
    }

    /// The Martello–Toth L2 lower bound on the number of bins for weights sorted heaviest first.
    ///
    /// For each threshold α ≤ C/2 (zero and every weight up to C/2): items heavier than C − α can
    /// share a bin with no item of weight ≥ α; items heavier than C/2 need a bin each; items
    /// between α and C/2 fill what room the latter leave, and new bins after that.
    /// The prefix sums (a word an item, and one) live in `scratch`.
    static func lowerBound(
        sortedDescending weights: [Double], capacity: Double, scratch: UnsafeMutableRawBufferPointer
    ) -> Int {
        guard !weights.isEmpty else { return 0 }
        let count = weights.count
        /// The weights lightest first.
        func ascending(_ k: Int) -> Double { weights[count - 1 - k] }
        let prefix = UnsafeMutableRawBufferPointer(rebasing: scratch[0..<((count + 1) * MemoryLayout<Double>.stride)])
            .bindMemory(to: Double.self)
        prefix[0] = 0
        for k in 0..<count { prefix[k + 1] = prefix[k] + ascending(k) }
        let half = capacity / 2
        // The number of weights ≤ value (ascending order).
        func countAtMost(_ value: Double) -> Int {
            var low = 0, high = count
            while low < high {
                let mid = (low + high) / 2
                if ascending(mid) > value { high = mid } else { low = mid + 1 }
            }
            return low
        }
        let aboveHalf = countAtMost(half)
        var best = 0
        // α = 0, then every distinct weight ≤ C/2; J3 starts at the first weight ≥ α.
        var j3Start = 0
        var alpha = 0.0
        while true {
            let j1 = countAtMost(capacity - alpha)
            let j2Room = Double(j1 - aboveHalf) * capacity - (prefix[j1] - prefix[aboveHalf])
            let j3Sum = prefix[aboveHalf] - prefix[j3Start]
            // The small allowance keeps float noise in the sums from raising the bound.
            let extra = max(0, Int(((j3Sum - j2Room) / capacity - 1e-9).rounded(.up)))
            best = max(best, count - aboveHalf + extra)
            while j3Start < aboveHalf && ascending(j3Start) <= alpha { j3Start += 1 }
            guard j3Start < aboveHalf else { break }
            alpha = ascending(j3Start)
        }
        return best
    }
}
