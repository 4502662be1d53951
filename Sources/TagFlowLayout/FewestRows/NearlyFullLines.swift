extension LineCover {
    /// Every line (a sub-multiset of the items) that fits and leaves at most `slack` free, fullest
    /// first (ties: in the order found); `nil` when there are more than `limit` or the budget runs
    /// out first.
    ///
    /// Meeting in the middle: the classes are split into heavy and light ones (`split`). Every
    /// set of light items that fits is listed once and sorted by load; the heavy items are added
    /// class by class (heaviest first), and each partial line of them takes, by bisection, the
    /// light sets whose load brings it into the window. A search adding every item one at a time
    /// visits each partial line that might still reach the window: millions where lines hold six
    /// or seven items and the window is a tenth of a point wide, against a few thousand sets here.
    func candidates(slack: Double, limit: Int, budget: inout BinCompletion.Budget) -> Candidates? {
        let split = Self.split(weights: weights, counts: counts, capacity: capacity)
        guard let light = LightSets(weights: weights, counts: counts, classes: split..<weights.count, capacity: capacity, budget: &budget)
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

    /// The first light class: the split whose halves have the fewest sets that fit, as estimated
    /// by `setsThatFit` (the two halves' sets are what the listing visits).
    static func split(weights: [Double], counts: [Int], capacity: Double) -> Int {
        var items: [Double] = []
        for c in weights.indices { items += repeatElement(weights[c], count: counts[c]) }
        var cut = 0
        var split = 0
        var fewest = Double.infinity
        for c in 0...weights.count {
            let estimate = setsThatFit(items[..<cut], capacity: capacity) + setsThatFit(items[cut...], capacity: capacity)
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

    /// Every set of items of the light classes that fits in a line (the empty one too), lightest
    /// first: each as its classes ascending, `items[starts[k]..<starts[k + 1]]`, with its load.
    private struct LightSets {
        var items: [Int] = []
        var starts: [Int] = [0]
        var loads: [Double] = []

        init?(weights: [Double], counts: [Int], classes: Range<Int>, capacity: Double, budget: inout BinCompletion.Budget) {
            var search = Collection(weights: weights, counts: counts, end: classes.upperBound, capacity: capacity)
            guard search.collect(from: classes.lowerBound, load: 0, budget: &budget) else { return nil }
            self = search.found.sortedByLoad()
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
            /// The set being built, and how many of each class it holds.
            var set: [Int] = []
            var taken: [Int]

            init(weights: [Double], counts: [Int], end: Int, capacity: Double) {
                (self.weights, self.counts, self.end, self.capacity) = (weights, counts, end, capacity)
                taken = [Int](repeating: 0, count: weights.count)
            }

            /// The sets with `set` and more items of classes `c..<end`.
            mutating func collect(from c: Int, load: Double, budget: inout BinCompletion.Budget) -> Bool {
                // A set costs its search step, its place in the order and its copy there.
                budget.units -= 2
                guard budget.spend() else { return false }
                found.items += set
                found.starts.append(found.items.count)
                found.loads.append(load)
                for next in c..<end where taken[next] < counts[next] && load + weights[next] <= capacity {
                    set.append(next)
                    taken[next] += 1
                    let ok = collect(from: next, load: load + weights[next], budget: &budget)
                    taken[next] -= 1
                    set.removeLast()
                    if !ok { return false }
                }
                return true
            }
        }

        /// The same sets, lightest first (ties: in their order here).
        private func sortedByLoad() -> Self {
            let order = AscendingOrder.of(loads, largest: loads.max() ?? 0)
            var sorted = Self()
            sorted.items.reserveCapacity(items.count)
            sorted.loads.reserveCapacity(loads.count)
            sorted.starts.reserveCapacity(starts.count)
            for k in order {
                sorted.items += items[starts[k]..<starts[k + 1]]
                sorted.starts.append(sorted.items.count)
                sorted.loads.append(loads[k])
            }
            return sorted
        }

        /// The first set whose load is at least `load`, by bisection.
        func first(atLeast load: Double) -> Int {
            var low = 0
            var high = loads.count
            while low < high {
                let mid = (low + high) / 2
                if loads[mid] < load { low = mid + 1 } else { high = mid }
            }
            return low
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
            guard budget.spend(), complete(load: load, depth: depth, budget: &budget, chosen: chosen) else { return false }
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
        private mutating func complete(load: Double, depth: Int, budget: inout BinCompletion.Budget, chosen: borrowing MutableSpan<Int>) -> Bool {
            let noise = 1e-9 * capacity
            var k = light.first(atLeast: least - load - noise)
            while k < light.loads.count, load + light.loads[k] <= capacity + noise {
                guard budget.spend() else { return false }
                var total = load
                for i in light.starts[k]..<light.starts[k + 1] { total += weights[light.items[i]] }
                if total >= least, total <= capacity {
                    // A line costs its copy, its place in the order and its copy there.
                    budget.units -= 3
                    for i in 0..<depth { found.items.append(chosen[i]) }
                    found.items += light.items[light.starts[k]..<light.starts[k + 1]]
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
