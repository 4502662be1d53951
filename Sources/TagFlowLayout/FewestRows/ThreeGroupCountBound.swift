/// `GroupCountBound` with three groups: the heavy and light items of its best split, one of them
/// split again. A line holding `a`, `b` and `c` items of the groups, heaviest first, weighs at
/// least the lightest of each, and counting each group's items in units of their own, the items'
/// units bound the lines as with two. The best units no longer fall out of a hull: they are the
/// dual values of the linear program that covers each group's items with counts that fit (the
/// pattern relaxation with the groups as its classes, `PatternSimplex`), whose Farley bound at
/// any dual values holds. A split a program, each over at most `q²` counts for lines of at most
/// `q` items: the runs the cover takes get it before the cover (`FewestRowsPacker.exactPacking`).
extension GroupCountBound {
    /// The bound for `weights` (heaviest first, each at most `capacity`) with three groups, one
    /// split at `split` and the other at each other split between distinct weights, the best
    /// over them, or the first to reach `upper`.
    static func threeGroups(sortedDescending weights: [Double], capacity: Double, split: Int, upper: Int) -> Int {
        let n = weights.count
        // Three groups need three items, and a split inside the run.
        guard n > 2, (1..<n).contains(split) else { return 0 }
        let lightest = lightestSums(weights)
        var program = GroupProgram()
        var best = 0
        for other in 1..<n where other != split && weights[other - 1] != weights[other] {
            let bounds = (min(split, other), max(split, other))
            program.fill(weights, lightest: lightest, capacity: capacity, splits: bounds)
            best = max(best, program.bound(sizes: [bounds.0, bounds.1 - bounds.0, n - bounds.1]))
            if best >= upper { break }
        }
        return best
    }

    /// The counts of three groups' items that fit a line, and the simplex of the program that
    /// covers the groups with them (kept from one split to the next, so a split allocates little).
    struct GroupProgram {
        /// Every count whose lightest items fit, three numbers a count, with the most of the
        /// lightest group beside each count of the other two.
        private(set) var counts: [Int] = []
        /// The most of each group a line holds alone (a count's part fits too).
        private var most = [0, 0, 0]
        private var simplex = PatternSimplex(counts: [1], most: [1])
        private var entering = [0, 0, 0]
        private var worth = [0.0, 0.0, 0.0]

        /// The counts of the groups `splits` makes of `weights` (`lightest`: their sums, lightest first).
        mutating func fill(_ weights: [Double], lightest: [Double], capacity: Double, splits: (Int, Int)) {
            // (Noise in the sums may only let more items fit, which lowers the bound.)
            let room = capacity * (1 + 1e-12)
            let (first, second) = splits
            counts.removeAll(keepingCapacity: true)
            most = [0, 0, 0]
            var heavyLoad = 0.0
            for a in 0...first {
                if a > 0 { heavyLoad += weights[first - a] }
                guard heavyLoad <= room else { break }
                var load = heavyLoad
                var c = weights.count - second
                for b in 0...(second - first) {
                    if b > 0 { load += weights[second - b] }
                    guard load <= room else { break }
                    while c > 0, load + lightest[c] > room { c -= 1 }
                    counts.append(a)
                    counts.append(b)
                    counts.append(c)
                    most[0] = max(most[0], a)
                    most[1] = max(most[1], b)
                    most[2] = max(most[2], c)
                }
            }
        }

        /// Farley's bound on the lines that cover groups of `sizes` items with the counts: the
        /// pattern relaxation over them, solved by the simplex over the groups to its optimum.
        mutating func bound(sizes: [Int]) -> Int {
            simplex.restart(counts: sizes, most: most)
            var bound = 0
            // Three rows: a few pivots settle it; the cap only guards against cycling.
            for _ in 0..<32 {
                // A group of no value is left out of the most valuable count (its part fits too).
                let duals = simplex.duals()
                for g in 0..<3 { worth[g] = max(0, duals[g]) }
                var largest = -Double.infinity
                var at = 0
                for k in stride(from: 0, to: counts.count, by: 3) {
                    let value = Double(counts[k]) * worth[0] + Double(counts[k + 1]) * worth[1] + Double(counts[k + 2]) * worth[2]
                    if value > largest { (largest, at) = (value, k) }
                }
                let total = Double(sizes[0]) * worth[0] + Double(sizes[1]) * worth[1] + Double(sizes[2]) * worth[2]
                bound = max(bound, CandidateRelaxation.farley(total: total, largest: largest))
                for g in 0..<3 { entering[g] = worth[g] > 0 ? counts[at + g] : 0 }
                guard largest > 1 + 1e-9, simplex.enter(entering) != nil else { break }
            }
            return bound
        }
    }
}
