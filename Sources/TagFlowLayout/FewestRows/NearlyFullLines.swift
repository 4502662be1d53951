extension LineCover {
    /// Every line (a sub-multiset of the items) that fits and leaves at most `slack` free, fullest
    /// first (ties: in the order found); `nil` when there are more than `limit` or the budget runs
    /// out first, or when there are more classes than a set holds (`ClassSet.limit`; the cover
    /// takes at most `FewestRowsPacker.lineCoverItemLimit` items).
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
        guard let light = LightSets(of: self, classes: lightClasses, budget: &budget) else { return nil }
        var listing = Listing(problem: self, light: light, split: split, least: capacity - slack, limit: limit)
        // The heavy part of the line being built (its classes, and how many of each) is written
        // through spans: an array write would check each time that the array is not shared.
        var taken = [Int](repeating: 0, count: split)
        var chosen = [Int](repeating: 0, count: counts[..<split].reduce(0, +))
        var takenSpan = taken.mutableSpan
        var chosenSpan = chosen.mutableSpan
        guard listing.visit(0, load: 0, depth: 0, budget: &budget, taken: &takenSpan, chosen: &chosenSpan) else { return nil }
        return listing.found.candidates(light: light)
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

    /// The search of `candidates` over the heavy classes: a struct rather than a closure over its
    /// state, so that the recursion reaches its arrays directly.
    private struct Listing {
        /// The weights, their counts and the capacity.
        let problem: LineCover
        let light: LightSets
        /// The first light class.
        let split: Int
        /// The least load a line may have.
        let least: Double
        let limit: Int
        /// `suffix[c]`: the weight of every item of classes `c...`.
        let suffix: [Double]
        var found = Found()

        init(problem: LineCover, light: LightSets, split: Int, least: Double, limit: Int) {
            self.problem = problem
            self.light = light
            self.split = split
            self.least = least
            self.limit = limit
            var suffix = [Double](repeating: 0, count: problem.weights.count + 1)
            for c in stride(from: problem.weights.count - 1, through: 0, by: -1) {
                suffix[c] = suffix[c + 1] + Double(problem.counts[c]) * problem.weights[c]
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
                if load + problem.weights[mid] <= problem.capacity { high = mid } else { low = mid + 1 }
            }
            for next in low..<split
            where taken[next] < problem.counts[next] && load + problem.weights[next] <= problem.capacity {
                // The rest, however full, cannot reach the window: nor can lighter classes.
                if load + suffix[next] - Double(taken[next]) * problem.weights[next] < least { break }
                taken[next] += 1
                chosen[depth] = next
                let ok = visit(
                    next, load: load + problem.weights[next], depth: depth + 1, budget: &budget, taken: &taken, chosen: &chosen)
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
            let noise = 1e-9 * problem.capacity
            var k = light.first(atLeast: least - load - noise)
            var heavy = -1
            while k < light.loads.count, load + light.loads[k] <= problem.capacity + noise {
                guard budget.spend() else { return false }
                let set = light.byLoad[k]
                let total = light.load(load, adding: set, weights: problem.weights)
                if total >= least, total <= problem.capacity {
                    // A line costs its copy, its place in the order and its copy there.
                    budget.units -= 3
                    if heavy < 0 { heavy = found.addHeavy(chosen, depth: depth) }
                    found.add(heavy: heavy, light: set, waste: problem.capacity - total)
                    if found.waste.count > limit { return false }
                }
                k += 1
            }
            return true
        }
    }

    /// The lines found, each as its heavy part (the heavy classes chosen, kept once for all the
    /// lines that share them) and its light set, with its free space: copied into `Candidates`
    /// only once they are in order.
    private struct Found {
        var heavyClasses: [UInt8] = []
        var heavyStarts: [Int] = [0]
        var heavySets: [ClassSet.Line] = []
        var heavy: [Int] = []
        var light: [Int] = []
        var waste: [Double] = []

        /// Keeps the heavy classes `chosen[..<depth]` (ascending): their index.
        mutating func addHeavy(_ chosen: borrowing MutableSpan<Int>, depth: Int) -> Int {
            var sets = ClassSet.Line()
            for i in 0..<depth {
                heavyClasses.append(UInt8(truncatingIfNeeded: chosen[i]))
                sets = sets.adding(chosen[i])
            }
            heavyStarts.append(heavyClasses.count)
            heavySets.append(sets)
            return heavySets.count - 1
        }

        /// Keeps a line: its heavy part's index, its light set and its free space.
        mutating func add(heavy: Int, light: Int, waste: Double) {
            self.heavy.append(heavy)
            self.light.append(light)
            self.waste.append(waste)
        }

        /// The lines fullest first (ties: in the order found), each its heavy classes then its
        /// light ones (so ascending), with its class sets.
        func candidates(light lightSets: LightSets) -> Candidates {
            let order = AscendingOrder.of(waste, largest: waste.max() ?? 0)
            let n = order.count
            // Every array has its size at once and is written through a span: an append would
            // check each time that the array is not shared.
            var starts = [Int](repeating: 0, count: n + 1)
            var wastes = [Double](repeating: 0, count: n)
            var classes = [UInt64](repeating: 0, count: n)
            var repeated = [UInt64](repeating: 0, count: n)
            do {
                var startSpan = starts.mutableSpan
                var wasteSpan = wastes.mutableSpan
                var classSpan = classes.mutableSpan
                var repeatedSpan = repeated.mutableSpan
                for place in 0..<n {
                    let k = order[place]
                    let h = heavy[k]
                    let node = lightSets.nodes[light[k]]
                    startSpan[place + 1] = startSpan[place] + heavyStarts[h + 1] - heavyStarts[h] + Int(node.size)
                    wasteSpan[place] = waste[k]
                    let line = heavySets[h].adding(node.sets)
                    classSpan[place] = line.once
                    repeatedSpan[place] = line.repeated
                }
            }
            // The classes are written in place: each line's heavy ones, then its light set's.
            var items = [UInt8](repeating: 0, count: starts[n])
            do {
                var bytes = items.mutableSpan
                for place in 0..<n {
                    let k = order[place]
                    let h = heavy[k]
                    var at = starts[place]
                    for i in heavyStarts[h]..<heavyStarts[h + 1] {
                        bytes[at] = heavyClasses[i]
                        at += 1
                    }
                    lightSets.write(light[k], endingAt: starts[place + 1], to: &bytes)
                }
            }
            return Candidates(items: items, starts: starts, waste: wastes, classes: classes, repeated: repeated)
        }
    }
}
