extension LineCover {
    /// The nearly full lines of a cover (those leaving at most a slack free) without listing
    /// them: each heavy part of a line that may reach the window, with the run of light sets
    /// (`LightSets`, by load) that might bring it there. The listing (`candidates`) checks each
    /// pair's own sum; the relaxation over more lines than can be listed prices them here
    /// (`WindowPricing`), a pass over the parts and the sets rather than over their products.
    ///
    /// A pair's run is found from the loads to within float noise, so the pairs are a superset
    /// of the lines: a price over them is never below the lines' (a bound from it stays valid).
    struct WindowLines {
        let light: LightSets
        /// The least load a line may have.
        let least: Double
        /// Each heavy part's classes, ascending: `heavyClasses[heavyStarts[h]..<heavyStarts[h + 1]]`.
        private(set) var heavyClasses: [UInt8] = []
        private(set) var heavyStarts: [Int] = [0]
        private(set) var heavyLoads: [Double] = []
        private(set) var heavySets: [ClassSet.Line] = []
        /// The places in `light.byLoad` of the light sets that might complete heavy part `h`.
        private(set) var completions: [Range<Int>] = []
        /// How many pairs there are: at least as many as lines.
        private(set) var count = 0

        /// The heavy parts of `problem`'s lines leaving at most `slack` free, in the order a
        /// search adding heavy items class by class (heaviest first) meets them; `nil` when there
        /// are more classes than a set holds or the budget runs out first.
        init?(of problem: LineCover, slack: Double, budget: inout BinCompletion.Budget) {
            guard problem.weights.count <= ClassSet.limit else { return nil }
            let split = Self.split(weights: problem.weights, counts: problem.counts, capacity: problem.capacity)
            guard let light = LightSets(of: problem, classes: split..<problem.weights.count, budget: &budget) else {
                return nil
            }
            var search = HeavyParts(problem: problem, light: light, split: split, least: problem.capacity - slack)
            // The heavy part being built (its classes, and how many of each) is written through
            // spans: an array write would check each time that the array is not shared.
            var taken = [Int](repeating: 0, count: split)
            var chosen = [Int](repeating: 0, count: problem.counts[..<split].reduce(0, +))
            var takenSpan = taken.mutableSpan
            var chosenSpan = chosen.mutableSpan
            guard search.visit(0, load: 0, depth: 0, budget: &budget, taken: &takenSpan, chosen: &chosenSpan) else {
                return nil
            }
            self = search.found
        }

        private init(light: LightSets, least: Double) {
            self.light = light
            self.least = least
        }

        /// Heavy part `h`'s classes.
        func heavy(_ h: Int) -> ArraySlice<UInt8> { heavyClasses[heavyStarts[h]..<heavyStarts[h + 1]] }

        /// Keeps the heavy part `chosen[..<depth]` of load `load` with the light sets `lights`.
        fileprivate mutating func add(_ chosen: borrowing MutableSpan<Int>, depth: Int, load: Double, lights: Range<Int>) {
            var sets = ClassSet.Line()
            for i in 0..<depth {
                heavyClasses.append(UInt8(truncatingIfNeeded: chosen[i]))
                sets = sets.adding(chosen[i])
            }
            heavyStarts.append(heavyClasses.count)
            heavySets.append(sets)
            heavyLoads.append(load)
            completions.append(lights)
            count += lights.count
        }

        /// The first light class: the split whose halves' sets that fit (as estimated by
        /// `setsThatFit`) cost least, a light set counted twice (it is kept, ordered and read back,
        /// where a heavy part is visited once).
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

        /// The search of the heavy parts: a struct rather than a closure over its state, so that
        /// the recursion reaches its arrays directly.
        private struct HeavyParts {
            let problem: LineCover
            /// The first light class.
            let split: Int
            /// `suffix[c]`: the weight of every item of classes `c...`.
            let suffix: [Double]
            var found: WindowLines

            init(problem: LineCover, light: LightSets, split: Int, least: Double) {
                self.problem = problem
                self.split = split
                var suffix = [Double](repeating: 0, count: problem.weights.count + 1)
                for c in stride(from: problem.weights.count - 1, through: 0, by: -1) {
                    suffix[c] = suffix[c + 1] + Double(problem.counts[c]) * problem.weights[c]
                }
                self.suffix = suffix
                found = WindowLines(light: light, least: least)
            }

            /// Keeps the heavy part so far (`chosen[..<depth]`, `taken` of each class) where a
            /// light set might complete it, then adds heavy items of classes `c...`.
            mutating func visit(
                _ c: Int, load: Double, depth: Int, budget: inout BinCompletion.Budget, taken: inout MutableSpan<Int>,
                chosen: inout MutableSpan<Int>
            ) -> Bool {
                guard budget.spend() else { return false }
                // The light sets whose load might bring this part into the window (to within
                // noise: the listing checks each line's own sum).
                let noise = 1e-9 * problem.capacity
                let light = found.light
                let first = light.first(atLeast: found.least - load - noise)
                let end = light.first(atLeast: (problem.capacity + noise - load).nextUp)
                if first < end { found.add(chosen, depth: depth, load: load, lights: first..<end) }
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
                    if load + suffix[next] - Double(taken[next]) * problem.weights[next] < found.least { break }
                    taken[next] += 1
                    chosen[depth] = next
                    let ok = visit(
                        next, load: load + problem.weights[next], depth: depth + 1, budget: &budget, taken: &taken,
                        chosen: &chosen)
                    taken[next] -= 1
                    if !ok { return false }
                }
                return true
            }
        }
    }
}
