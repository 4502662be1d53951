extension FewestRowsPacker {
    /// The Martello–Toth L2 lower bound on the number of bins for weights sorted heaviest first.
    ///
    /// For each threshold α ≤ C/2 (zero and every weight up to C/2): items heavier than C − α can
    /// share a bin with no item of weight ≥ α; items heavier than C/2 need a bin each; items
    /// between α and C/2 fill what room the latter leave, and new bins after that.
    /// The prefix sums (a word an item, and one) live in `scratch`.
    static func lowerBound(
        sortedDescending weights: [Double], capacity: Double, scratch: Scratch
    ) -> Int {
        guard !weights.isEmpty else { return 0 }
        let count = weights.count
        /// The weights lightest first.
        func ascending(_ k: Int) -> Double { weights[count - 1 - k] }
        let prefix = scratch.words(Double.self, from: 0, count: count + 1)
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
