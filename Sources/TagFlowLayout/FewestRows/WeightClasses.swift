/// The weights of a run sorted heaviest first, as classes of equal weight: what the exact
/// searches work on, so that no packing is tried twice up to swapping equal items.
struct WeightClasses {
    /// The distinct weights, heaviest first, and how many items have each.
    private(set) var weights: [Double] = []
    private(set) var counts: [Int] = []
    /// Each item's class, in the sorted order.
    private var classOf: [Int] = []

    init(sortedDescending items: [Double]) {
        classOf.reserveCapacity(items.count)
        for w in items {
            if weights.last != w {
                weights.append(w)
                counts.append(0)
            }
            counts[counts.count - 1] += 1
            classOf.append(weights.count - 1)
        }
    }

    /// Bins of classes back to items (`bins[k]` the bin of the sorted run's item `k`): within a
    /// class, items go out in input order (the sort kept it), so the result is deterministic.
    func itemBins(_ classBins: [[Int]]) -> [Int] {
        var next = [Int](repeating: 0, count: weights.count)
        var firstOfClass = [Int](repeating: 0, count: weights.count)
        for k in stride(from: classOf.count - 1, through: 0, by: -1) { firstOfClass[classOf[k]] = k }
        var bins = [Int](repeating: 0, count: classOf.count)
        for (b, bin) in classBins.enumerated() {
            for c in bin {
                bins[firstOfClass[c] + next[c]] = b
                next[c] += 1
            }
        }
        return bins
    }

    /// A bin of classes as a pattern: how many of its items each class has.
    func pattern(_ bin: [Int]) -> [Int] {
        var pattern = [Int](repeating: 0, count: weights.count)
        for c in bin { pattern[c] += 1 }
        return pattern
    }
}
