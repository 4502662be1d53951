extension LineCover {
    /// Every line (a sub-multiset of the items) that fits and leaves at most `slack` free, fullest
    /// first (ties: in the order found); `nil` when there are more than `limit` or the budget runs
    /// out first, or when there are more classes than a set holds (`ClassSet.limit`; the cover
    /// takes at most `FewestRowsPacker.patternBoundItemLimit` items).
    ///
    /// Meeting in the middle: the classes are split into heavy and light ones (`split`). Every
    /// set of light items that fits is listed once and sorted by load; the heavy items are added
    /// class by class (heaviest first), and each partial line of them takes, by bisection, the
    /// light sets whose load brings it into the window. A search adding every item one at a time
    /// visits each partial line that might still reach the window: millions where lines hold six
    /// or seven items and the window is a tenth of a point wide, against a few thousand sets here.
    func candidates(slack: Double, limit: Int, budget: inout BinCompletion.Budget) -> Candidates? {
        guard weights.count <= ClassSet.limit else { return nil }
        let split = Self.split(weights: weights, counts: counts, capacity: capacity)
        let lightClasses = split..<weights.count
        guard let light = LightSets(weights: weights, counts: counts, classes: lightClasses, capacity: capacity, budget: &budget)
        else { return nil }
        var listing = Listing(problem: self, light: light, split: split, least: capacity - slack, limit: limit)
        // The heavy part of the line being built (its classes, and how many of each) is written
        // through spans: an array write would check each time that the array is not shared.
        var taken = [Int](repeating: 0, count: split)
        var chosen = [Int](repeating: 0, count: counts[..<split].reduce(0, +))
        var takenSpan = taken.mutableSpan
        var chosenSpan = chosen.mutableSpan
        guard listing.visit(0, load: 0, depth: 0, budget: &budget, taken: &takenSpan, chosen: &chosenSpan) else { return nil }
        return listing.found.sortedByWaste()
    }

    /// The first light class: the split whose halves' sets that fit (as estimated by
    /// `setsThatFit`) cost least, a light set counted twice (it is kept, ordered and read back,
    /// where a heavy one is visited once).
    private static func split(weights: [Double], counts: [Int], capacity: Double) -> Int {
        var items: [Double] = []
        for c in weights.indices { items += repeatElement(weights[c], count: counts[c]) }
        var cut = 0
        var split = 0
        var fewest = Double.infinity
        for c in 0...weights.count {
            let estimate = setsThatFit(items[..<cut], capacity: capacity) + 2 * setsThatFit(items[cut...], capacity: capacity)
            if estimate < fewest { (fewest, split) = (estimate, c) }
            if c < weights.count { cut += counts[c] }
        }
        return split
    }

    /// At most how many sets of `items` (heaviest first) fit in a line, counting each item as its
    /// own: every set of up to as many items as the lightest ones fit.
    private static func setsThatFit(_ items: ArraySlice<Double>, capacity: Double) -> Double {
        var most = 0
        var load = 0.0
        for w in items.reversed() {
            guard load + w <= capacity else { break }
            load += w
            most += 1
        }
        // Σ_{j ≤ most} C(n, j), each binomial from the last.
        var sets = 1.0
        var binomial = 1.0
        for j in stride(from: 1, through: most, by: 1) {
            binomial *= Double(items.count - j + 1) / Double(j)
            sets += binomial
        }
        return sets
    }

    /// Every set of items of the light classes that fits in a line (the empty one too), as a tree:
    /// each set is the set it extends (`parent`, -1 for the empty one) and one more item of class
    /// `added`, no heavier than its others (a set's classes, read from it up the tree, descend).
    /// `byLoad` orders them lightest first (ties: in the order found), `loads` in that order.
    private struct LightSets {
        var parent: [Int] = [-1]
        var added: [Int] = [-1]
        var ownLoads: [Double] = [0]
        var byLoad: [Int] = []
        var loads: [Double] = []

        init?(weights: [Double], counts: [Int], classes: Range<Int>, capacity: Double, budget: inout BinCompletion.Budget) {
            var search = Collection(weights: weights, counts: counts, end: classes.upperBound, capacity: capacity)
            guard search.collect(from: classes.lowerBound, set: 0, load: 0, budget: &budget) else { return nil }
            self = search.found
            byLoad = AscendingOrder.of(ownLoads, largest: ownLoads.max() ?? 0)
            loads = byLoad.map { ownLoads[$0] }
        }

        private init() {}

        /// The search of the sets: a struct rather than a closure over its state.
        private struct Collection {
            let weights: [Double]
            let counts: [Int]
            /// The end of the light classes.
            let end: Int
            let capacity: Double
            var found = LightSets()
            /// How many of each class the set being extended holds.
            var taken: [Int]

            init(weights: [Double], counts: [Int], end: Int, capacity: Double) {
                (self.weights, self.counts, self.end, self.capacity) = (weights, counts, end, capacity)
                taken = [Int](repeating: 0, count: weights.count)
            }

            /// The sets extending set `set` (of load `load`) by items of classes `c..<end`.
            mutating func collect(from c: Int, set: Int, load: Double, budget: inout BinCompletion.Budget) -> Bool {
                for next in c..<end where taken[next] < counts[next] && load + weights[next] <= capacity {
                    // A set costs its search step, its place in the order and its reading.
                    budget.units -= 2
                    guard budget.spend() else { return false }
                    found.parent.append(set)
                    found.added.append(next)
                    found.ownLoads.append(load + weights[next])
                    taken[next] += 1
                    let ok = collect(from: next, set: found.parent.count - 1, load: load + weights[next], budget: &budget)
                    taken[next] -= 1
                    if !ok { return false }
                }
                return true
            }
        }

        /// The first place in `byLoad` whose load is at least `load`, by bisection.
        func first(atLeast load: Double) -> Int {
            var low = 0
            var high = loads.count
            while low < high {
                let mid = (low + high) / 2
                if loads[mid] < load { low = mid + 1 } else { high = mid }
            }
            return low
        }

        /// The classes of set `s`, ascending, written to `classes` (emptied first).
        func classes(of s: Int, into classes: inout [Int]) {
            classes.removeAll(keepingCapacity: true)
            var k = s
            while k > 0 {
                classes.append(added[k])
                k = parent[k]
            }
            classes.reverse()
        }
    }

    /// The search of `candidates` over the heavy classes: a struct rather than a closure over its
    /// state, so that the recursion reaches its arrays directly.
    private struct Listing {
        let weights: [Double]
        let counts: [Int]
        let capacity: Double
        let light: LightSets
        /// The first light class.
        let split: Int
        /// The least load a line may have.
        let least: Double
        let limit: Int
        /// `suffix[c]`: the weight of every item of classes `c...`.
        let suffix: [Double]
        var found = Candidates()
        /// The classes of the light set being read (kept from one to the next).
        var lightClasses: [Int] = []

        init(problem: LineCover, light: LightSets, split: Int, least: Double, limit: Int) {
            weights = problem.weights
            counts = problem.counts
            capacity = problem.capacity
            self.light = light
            self.split = split
            self.least = least
            self.limit = limit
            var suffix = [Double](repeating: 0, count: weights.count + 1)
            for c in stride(from: weights.count - 1, through: 0, by: -1) {
                suffix[c] = suffix[c + 1] + Double(counts[c]) * weights[c]
            }
            self.suffix = suffix
        }

        /// Lines with the heavy items so far (`chosen[..<depth]`, `taken` of each class), adding
        /// heavy items of classes `c...` and then a light set.
        mutating func visit(
            _ c: Int, load: Double, depth: Int, budget: inout BinCompletion.Budget, taken: inout MutableSpan<Int>,
            chosen: inout MutableSpan<Int>
        ) -> Bool {
            guard budget.spend(), complete(load: load, depth: depth, budget: &budget, chosen: chosen) else {
                return false
            }
            // Heavier classes than the room left cannot join: the scan starts past them (by
            // bisection, the weights being heaviest first).
            var low = c
            var high = split
            while low < high {
                let mid = (low + high) / 2
                if load + weights[mid] <= capacity { high = mid } else { low = mid + 1 }
            }
            for next in low..<split where taken[next] < counts[next] && load + weights[next] <= capacity {
                // The rest, however full, cannot reach the window: nor can lighter classes.
                if load + suffix[next] - Double(taken[next]) * weights[next] < least { break }
                taken[next] += 1
                chosen[depth] = next
                let ok = visit(next, load: load + weights[next], depth: depth + 1, budget: &budget, taken: &taken, chosen: &chosen)
                taken[next] -= 1
                if !ok { return false }
            }
            return true
        }

        /// The lines of the heavy items so far and one light set each: the sets whose load brings
        /// `load` into the window, each checked by the load of its items added one by one in class
        /// order (as every line's load is summed), so that rounding in the sets' own sums decides
        /// nothing.
        private mutating func complete(
            load: Double, depth: Int, budget: inout BinCompletion.Budget, chosen: borrowing MutableSpan<Int>
        ) -> Bool {
            let noise = 1e-9 * capacity
            var k = light.first(atLeast: least - load - noise)
            while k < light.loads.count, load + light.loads[k] <= capacity + noise {
                guard budget.spend() else { return false }
                light.classes(of: light.byLoad[k], into: &lightClasses)
                var total = load
                for c in lightClasses { total += weights[c] }
                if total >= least, total <= capacity {
                    // A line costs its copy, its place in the order and its copy there.
                    budget.units -= 3
                    for i in 0..<depth { found.items.append(UInt8(truncatingIfNeeded: chosen[i])) }
                    for c in lightClasses { found.items.append(UInt8(truncatingIfNeeded: c)) }
                    found.starts.append(found.items.count)
                    found.waste.append(capacity - total)
                    if found.count > limit { return false }
                }
                k += 1
            }
            return true
        }
    }
}
