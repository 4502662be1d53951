extension FewestRowsPacker {
    /// First-fit decreasing on weights already sorted heaviest first: the bin of each item.
    /// Items over half a bin cannot share one, so first fit gives them bins 0, 1, 2, … in turn:
    /// they are placed directly. For the rest a tournament tree holds the largest free capacity
    /// of every subtree, so the leftmost bin with room is found in O(log n).
    /// The tree (fewer than four words an item) lives in `scratch`. With `maxItems` below the
    /// number of items, a bin holding that many takes no more (`firstFitDecreasing(capped:)`).
    static func firstFitDecreasing(weights: [Double], capacity: Double, maxItems: Int, scratch: Scratch) -> [Int] {
        guard maxItems >= weights.count else {
            return firstFitDecreasing(capped: weights, capacity: capacity, maxItems: maxItems)
        }
        guard !weights.isEmpty else { return [] }
        var heavy = 0
        while heavy < weights.count, weights[heavy] > capacity / 2 { heavy += 1 }
        var leaves = 1
        while leaves < weights.count { leaves <<= 1 }
        let tree = scratch.words(Double.self, from: 0, count: 2 * leaves)
        tree.fill(with: capacity)
        var bins = Array(0..<heavy)
        bins.reserveCapacity(weights.count)
        do {
            // The heavy items' bins, then every subtree's maximum, bottom up.
            for k in 0..<heavy { tree[leaves + k] = capacity - weights[k] }
            if heavy > 0 {
                for node in stride(from: leaves - 1, through: 1, by: -1) {
                    tree[node] = larger(tree[2 * node], tree[2 * node + 1])
                }
            }
            ArrayView.reading(weights) { weights in
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

    /// First-fit decreasing where a bin holds at most `maxItems` items: each item in the first
    /// bin with room for its weight and a free place (a scan of the bins: capped runs only).
    private static func firstFitDecreasing(capped weights: [Double], capacity: Double, maxItems: Int) -> [Int] {
        var free: [Double] = []
        var counts: [Int] = []
        return weights.map { w in
            if let bin = free.indices.first(where: { free[$0] >= w && counts[$0] < maxItems }) {
                free[bin] -= w
                counts[bin] += 1
                return bin
            }
            free.append(capacity - w)
            counts.append(1)
            return free.count - 1
        }
    }
}
