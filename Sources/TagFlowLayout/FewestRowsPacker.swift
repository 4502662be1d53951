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

    struct Partition {
        var placement: [Int] = []
        var lineStarts: [Int] = []
        var provenOptimal = true
    }

    static func partition(of items: UnsafeBufferPointer<LayoutItem>, metrics: LineMetrics) -> Partition {
        var result = Partition()
        result.placement.reserveCapacity(items.count)
        result.lineStarts.reserveCapacity(items.count + 1)
        var runStart = 0
        for i in 1...items.count
        where i == items.count || items[i].lineBreak != .normal || items[i - 1].lineBreak == .fillsLine {
            packRun(items, runStart..<i, metrics: metrics, into: &result)
            runStart = i
        }
        return result
    }

    private static func packRun(
        _ items: UnsafeBufferPointer<LayoutItem>, _ run: Range<Int>, metrics: LineMetrics,
        into result: inout Partition
    ) {
        var greedyStarts: [Int] = []
        metrics.appendGreedyLineStarts(of: items, in: run, to: &greedyStarts)
        let greedyCount = greedyStarts.count

        // Over-wide items take a line each; the rest are packed.
        var packable: [Int] = []
        packable.reserveCapacity(run.count)
        var overWide: [Int] = []
        for i in run {
            if metrics.isOverWide(items[i]) { overWide.append(i) } else { packable.append(i) }
        }
        let capacity = metrics.lineWidth + metrics.spacing + FlowLayout.tolerance
        let weight = { (i: Int) in items[i].width + metrics.spacing }
        // Heaviest first; equal weights by input index, so the packing never depends on sort stability.
        packable.sort { weight($0) > weight($1) || (weight($0) == weight($1) && $0 < $1) }
        let weights = packable.map(weight)

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
            let base = result.placement.count
            result.placement.append(contentsOf: run)
            for start in greedyStarts { result.lineStarts.append(base + start - run.lowerBound) }
        } else {
            var lines: [[Int]] = overWide.map { [$0] }
            var packed = [[Int]](repeating: [], count: binCount - overWide.count)
            for (k, bin) in bins.enumerated() { packed[bin].append(packable[k]) }
            for var line in packed where !line.isEmpty {
                line.sort()
                lines.append(line)
            }
            lines.sort { $0[0] < $1[0] }
            for line in lines {
                result.lineStarts.append(result.placement.count)
                result.placement.append(contentsOf: line)
            }
        }
        result.provenOptimal = result.provenOptimal && proven
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
            while node < leaves { node = tree[2 * node] >= w ? 2 * node : 2 * node + 1 }
            bins[k] = node - leaves
            tree[node] -= w
            node >>= 1
            while node >= 1 {
                tree[node] = max(tree[2 * node], tree[2 * node + 1])
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

/// Branch-and-bound search for a packing of weights (heaviest first) into a given number of bins.
struct ExactPacking {
    enum Outcome {
        case found([Int])
        case impossible
        case outOfBudget
    }

    let weights: [Double]
    let capacity: Double
    private var remainingBudget: Int
    private var loads: [Double] = []
    private var assignment: [Int] = []
    private var suffixWeight: [Double] = []

    init(weights: [Double], capacity: Double, budget: Int) {
        self.weights = weights
        self.capacity = capacity
        self.remainingBudget = budget
        var suffix = [Double](repeating: 0, count: weights.count + 1)
        for k in stride(from: weights.count - 1, through: 0, by: -1) { suffix[k] = suffix[k + 1] + weights[k] }
        suffixWeight = suffix
    }

    /// Searches for a packing into `binCount` bins, sharing one budget across calls.
    mutating func pack(into binCount: Int) -> Outcome {
        loads = [Double](repeating: 0, count: binCount)
        assignment = [Int](repeating: -1, count: weights.count)
        let found = place(0, used: 0)
        if found { return .found(assignment) }
        return remainingBudget < 0 ? .outOfBudget : .impossible
    }

    private mutating func place(_ k: Int, used: Int) -> Bool {
        if k == weights.count { return true }
        remainingBudget -= 1
        if remainingBudget < 0 { return false }
        // Not enough room left in all bins together.
        var room = Double(loads.count - used) * capacity
        for b in 0..<used { room += capacity - loads[b] }
        if suffixWeight[k] > room { return false }
        let w = weights[k]
        var b = 0
        while b < used {
            let load = loads[b]
            // Bins with equal loads are interchangeable: try one of them.
            var seen = false
            var earlier = 0
            while earlier < b {
                if loads[earlier] == load { seen = true; break }
                earlier += 1
            }
            if !seen, load + w <= capacity {
                loads[b] = load + w
                assignment[k] = b
                if place(k + 1, used: used) { return true }
                loads[b] = load
                if remainingBudget < 0 { return false }
                // An item that fills a bin exactly dominates every other choice for that bin.
                if load + w >= capacity - FlowLayout.tolerance { return false }
            }
            b += 1
        }
        if used < loads.count {
            loads[used] = w
            assignment[k] = used
            if place(k + 1, used: used + 1) { return true }
            loads[used] = 0
        }
        return false
    }
}
