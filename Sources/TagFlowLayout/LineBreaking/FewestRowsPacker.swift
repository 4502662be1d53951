/// `fewestRows` line breaking: items may be reordered so that they take as few lines as possible.
///
/// This is one-dimensional bin packing. An item weighs its width plus one spacing and a line holds
/// the line width plus one spacing, which accounts for the spacing between items exactly (a line
/// of `k` items needs `Σw + (k − 1)·hs ≤ W`). Items wider than a line stand alone.
///
/// Runs separated by an item that starts a new line or fills one are packed independently, in
/// their order. Within a run:
/// 1. first-fit decreasing, with a tournament tree so each item finds its bin in O(log n);
/// 2. the Martello–Toth L2 lower bound;
/// 3. when first-fit decreasing misses the bound on a small run, an exact branch-and-bound search
///    under a node budget for a packing with fewer lines;
/// 4. greedy in the given order is kept whenever it is as good: reordering only happens when it
///    saves a line, and the result is never worse than greedy.
/// The count is proven optimal when it meets the bound or the exact search exhausts the smaller
/// counts. Ties are broken by input index, so the output is the same on every run; lines are
/// ordered by their first item's input index, and items within a line keep their input order.
enum FewestRowsPacker {
    /// Runs longer than this skip the exact search.
    static let exactSearchItemLimit = 48
    /// Search nodes allowed for one run's exact search.
    static let exactSearchNodeBudget = 40_000

    /// The lines of `items`, reordered where that saves a line.
    static func partition(of items: UnsafeBufferPointer<LayoutItem>, metrics: LineMetrics) -> LinePartition {
        var result = LinePartition(placement: [], provenOptimal: true)
        guard !items.isEmpty else { return result }
        result.placement.reserveCapacity(items.count)
        result.lineStarts.reserveCapacity(items.count + 1)
        var runStart = 0
        for i in 1...items.count
        where i == items.count || items[i].lineBreak != .normal || items[i - 1].lineBreak == .fillsLine {
            packRun(items, runStart..<i, metrics: metrics, into: &result)
            runStart = i
        }
        if result.placement.elementsEqual(0..<items.count) { result.placement = [] }
        return result
    }

    private static func packRun(
        _ items: UnsafeBufferPointer<LayoutItem>, _ run: Range<Int>, metrics: LineMetrics,
        into result: inout LinePartition
    ) {
        var greedyStarts: [Int] = []
        GreedyLineBreaker.appendLineStarts(of: items, in: run, metrics: metrics, to: &greedyStarts)
        let greedyCount = greedyStarts.count
        let capacity = metrics.lineWidth + metrics.spacing + FlowLayout.tolerance

        // Over-wide items take a line each; the rest are packed.
        var packable: [Int] = []
        packable.reserveCapacity(run.count)
        var overWide: [Int] = []
        var volume = 0.0
        for i in run {
            if metrics.isOverWide(items[i]) {
                overWide.append(i)
            } else {
                packable.append(i)
                volume += items[i].width + metrics.spacing
            }
        }
        // The volume bound proves greedy optimal cheaply in the common case where it is.
        if greedyCount <= overWide.count + volumeBound(volume, capacity: capacity) {
            appendInOrder(run, greedyStarts: greedyStarts, to: &result)
            return
        }
        // Heaviest first; equal weights by input index, so the packing never depends on sort
        // stability. Weights are computed once, not in every comparison.
        var keyed = packable.map { (weight: items[$0].width + metrics.spacing, index: $0) }
        keyed.sort { $0.weight > $1.weight || ($0.weight == $1.weight && $0.index < $1.index) }
        packable = keyed.map(\.index)
        let weights = keyed.map(\.weight)

        let bound = overWide.count + lowerBound(sortedDescending: weights, capacity: capacity)
        var bins = firstFitDecreasing(weights: weights, capacity: capacity)
        var binCount = overWide.count + (bins.max().map { $0 + 1 } ?? 0)
        var best = min(binCount, greedyCount)
        var proven = best <= bound

        if !proven, packable.count <= exactSearchItemLimit {
            var search = ExactPacking(weights: weights, capacity: capacity, budget: exactSearchNodeBudget)
            searching: while best - 1 >= bound {
                switch search.pack(into: best - 1 - overWide.count) {
                case .found(let assignment):
                    bins = assignment
                    binCount = best - 1
                    best = binCount
                case .impossible:
                    proven = true
                    break searching
                case .outOfBudget:
                    break searching
                }
            }
            proven = proven || best <= bound
        }

        if greedyCount <= binCount {
            appendInOrder(run, greedyStarts: greedyStarts, to: &result)
        } else {
            appendPacked(run, packable: packable, bins: bins, overWide: overWide, to: &result)
        }
        result.provenOptimal = result.provenOptimal == true && proven
    }

    /// ⌈volume / capacity⌉, allowing for float noise in the sum (it must never exceed the truth).
    static func volumeBound(_ volume: Double, capacity: Double) -> Int {
        max(0, Int((volume / capacity - 1e-9).rounded(.up)))
    }

    /// The run in its given order, broken where greedy broke it.
    private static func appendInOrder(_ run: Range<Int>, greedyStarts: [Int], to result: inout LinePartition) {
        let base = result.placement.count
        result.placement.append(contentsOf: run)
        for start in greedyStarts { result.lineStarts.append(base + start - run.lowerBound) }
    }

    /// The run as packed: `bins[k]` is the line of `packable[k]`, over-wide items a line each.
    /// Lines are ordered by their first input index and keep input order inside, which one scan
    /// in input order gives directly: a line's rank is the order in which the scan first meets it.
    private static func appendPacked(
        _ run: Range<Int>, packable: [Int], bins: [Int], overWide: [Int], to result: inout LinePartition
    ) {
        let packedLines = (bins.max() ?? -1) + 1
        let lineSlots = packedLines + overWide.count
        var lineOf = [Int](repeating: 0, count: run.count)
        for (k, bin) in bins.enumerated() { lineOf[packable[k] - run.lowerBound] = bin }
        for (j, i) in overWide.enumerated() { lineOf[i - run.lowerBound] = packedLines + j }
        var rank = [Int](repeating: -1, count: lineSlots)
        var sizes = [Int](repeating: 0, count: lineSlots)
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
    /// A tournament tree holds the largest free capacity of every subtree, so the leftmost bin with
    /// room is found in O(log n).
    static func firstFitDecreasing(weights: [Double], capacity: Double) -> [Int] {
        guard !weights.isEmpty else { return [] }
        var leaves = 1
        while leaves < weights.count { leaves <<= 1 }
        var tree = [Double](repeating: capacity, count: 2 * leaves)
        var bins = [Int](repeating: 0, count: weights.count)
        for (k, w) in weights.enumerated() {
            var node = 1
            // Branch-free descent: the comparison picks the child arithmetically, so the CPU does
            // not mispredict a data-dependent branch at every level.
            while node < leaves { node = 2 * node + (tree[2 * node] >= w ? 0 : 1) }
            bins[k] = node - leaves
            tree[node] -= w
            node >>= 1
            // Walk up while the subtree maxima change; above the first unchanged one nothing does.
            while node >= 1 {
                let largest = max(tree[2 * node], tree[2 * node + 1])
                if tree[node] == largest { break }
                tree[node] = largest
                node >>= 1
            }
        }
        return bins
    }

    /// The Martello–Toth L2 lower bound on the number of bins for weights sorted heaviest first.
    ///
    /// For each threshold α ≤ C/2 (zero and every weight up to C/2): items heavier than C − α can
    /// share a bin with no item of weight ≥ α; items heavier than C/2 need a bin each; items
    /// between α and C/2 fill what room the latter leave, and new bins after that.
    static func lowerBound(sortedDescending weights: [Double], capacity: Double) -> Int {
        guard !weights.isEmpty else { return 0 }
        let ascending = Array(weights.reversed())
        var prefix = [0.0]
        prefix.reserveCapacity(ascending.count + 1)
        for w in ascending { prefix.append(prefix[prefix.count - 1] + w) }
        let half = capacity / 2
        // The number of weights ≤ value (ascending order).
        func countAtMost(_ value: Double) -> Int {
            var low = 0, high = ascending.count
            while low < high {
                let mid = (low + high) / 2
                if ascending[mid] > value { high = mid } else { low = mid + 1 }
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
            best = max(best, ascending.count - aboveHalf + extra)
            while j3Start < aboveHalf && ascending[j3Start] <= alpha { j3Start += 1 }
            guard j3Start < aboveHalf else { break }
            alpha = ascending[j3Start]
        }
        return best
    }
}
