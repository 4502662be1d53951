/// A lower bound on the lines any packing needs, from counting the heavy and the light items
/// apart: a dual feasible function of two steps, the best of them found exactly.
///
/// Split the items between two distinct weights into the heavy ones (`G` of them) and the light
/// ones (`S`). A line holding `a` heavy and `b` light items weighs at least the `a` lightest heavy
/// items and the `b` lightest light ones, so only the counts `(a, b)` whose lightest items fit
/// can be a line's (the *frontier*, the most light items beside each count of heavy ones). Count
/// a heavy item `ρ` units and a light one 1: a line holds at most `U(ρ) = max(ρ·a + b)` over the
/// frontier, and the items `ρ·G + S`, so `K` lines need `K·U(ρ) ≥ ρ·G + S`. Runs of tag-like
/// items near two fifths and one fifth of a line are the case in point: every line that fits
/// holds at most five units counting a heavy item two, which L2 (by weight) cannot see.
///
/// `(ρ·G + S)/U(ρ)` is linear-fractional wherever one count of the frontier is the most, so it is
/// largest at `ρ = 0`, as `ρ` grows without end, or where the most passes from one vertex of the
/// frontier's upper hull to the next (`ρ = Δb/Δa` between them): those are all the values tried,
/// in whole numbers, so the bound is exact for every `ρ` at once. O(q) a split for lines of at most
/// `q` items.
enum GroupCountBound {
    /// The bound for `weights` (heaviest first, each at most `capacity`), the best over every
    /// split, or the first to reach `upper` (a count some packing has: no bound passes it).
    static func lines(sortedDescending weights: [Double], capacity: Double, upper: Int = .max) -> Int {
        best(sortedDescending: weights, capacity: capacity, upper: upper).lines
    }

    /// `lines`, and the split whose bound is the largest before it is rounded up (0: none).
    static func best(sortedDescending weights: [Double], capacity: Double, upper: Int = .max) -> (lines: Int, split: Int) {
        let n = weights.count
        guard n > 1 else { return (n, 0) }
        let lightest = lightestSums(weights)
        // (Noise in the sums may only let more items fit, which lowers the bound.)
        let room = capacity * (1 + 1e-12)
        var most = 0
        while most < n, lightest[most + 1] <= room { most += 1 }
        var best = (lines: 0, split: 0)
        var largest = 0.0
        var hull: [Counts] = []
        hull.reserveCapacity(most + 1)
        for split in 1..<n where weights[split - 1] != weights[split] {
            // The frontier, from the lightest heavy item up: the most light items (the lightest
            // of all are light) beside each count of heavy ones; its upper hull kept as it comes.
            hull.removeAll(keepingCapacity: true)
            var light = min(n - split, most)
            var heavyLoad = 0.0
            for heavy in 0...split {
                if heavy > 0 { heavyLoad += weights[split - heavy] }
                guard heavyLoad <= room else { break }
                while light > 0, heavyLoad + lightest[light] > room { light -= 1 }
                Counts(heavy: heavy, light: light).extend(&hull)
            }
            let bound = bound(heavy: split, light: n - split, hull: hull)
            if bound.value > largest { (largest, best.split) = (bound.value, split) }
            best.lines = max(best.lines, bound.lines)
            if best.lines >= upper { break }
        }
        return best
    }

    /// What the lightest items weigh: `[k]` the `k` lightest of `weights` (heaviest first).
    static func lightestSums(_ weights: [Double]) -> [Double] {
        var sums = [Double](repeating: 0, count: weights.count + 1)
        for k in weights.indices { sums[k + 1] = sums[k] + weights[weights.count - 1 - k] }
        return sums
    }

    /// How many heavy and light items a line holds.
    struct Counts {
        var heavy: Int
        var light: Int

        /// Joins the upper hull `hull` of counts by heavy items ascending: a vertex on or under
        /// the segment from the one before it to this one is never alone the most.
        func extend(_ hull: inout [Counts]) {
            while hull.count >= 2 {
                let (o, m) = (hull[hull.count - 2], hull[hull.count - 1])
                let turn = (m.heavy - o.heavy) * (light - o.light) - (m.light - o.light) * (heavy - o.heavy)
                guard turn >= 0 else { break }
                hull.removeLast()
            }
            hull.append(self)
        }
    }

    /// The best of `(ρ·heavy + light) / U(ρ)` over every `ρ ≥ 0`, rounded up (`lines`) and not,
    /// for the upper `hull` of the frontier (its first vertex the most light items, its last the
    /// most heavy).
    static func bound(heavy: Int, light: Int, hull: [Counts]) -> (lines: Int, value: Double) {
        var best = (lines: 0, value: 0.0)
        func ratio(_ p: Int, _ q: Int) {
            guard q > 0 else { return }
            best = (max(best.lines, (p + q - 1) / q), max(best.value, Double(p) / Double(q)))
        }
        // ρ = 0 (the light items alone) and ρ without end (the heavy alone).
        ratio(light, hull[0].light)
        ratio(heavy, hull[hull.count - 1].heavy)
        // Where the most passes from one vertex to the next: ρ = Δb/Δa, every count in units of
        // 1/Δa (whole numbers throughout).
        for (from, to) in zip(hull, hull.dropFirst()) where to.light < from.light {
            let (db, da) = (from.light - to.light, to.heavy - from.heavy)
            ratio(heavy * db + light * da, from.heavy * db + from.light * da)
        }
        return best
    }
}
