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
        guard let window = WindowLines(of: self, slack: slack, budget: &budget) else { return nil }
        return candidates(in: window, limit: limit, budget: &budget)
    }

    /// The lines of `window` (this cover's), as `candidates(slack:limit:budget:)`: `nil` when it
    /// may hold more than `limit` (then nothing is read) or the budget runs out first.
    func candidates(in window: WindowLines, limit: Int, budget: inout BinCompletion.Budget) -> Candidates? {
        guard window.count <= limit else { return nil }
        var found = Found()
        let light = window.light
        for h in window.completions.indices {
            let load = window.heavyLoads[h]
            // Each light set checked by the load of its items added one by one in class order
            // (as every line's load is summed), so that rounding in the sets' own sums decides
            // nothing.
            for k in window.completions[h] {
                guard budget.spend() else { return nil }
                let set = light.byLoad[k]
                let total = light.load(load, adding: set, weights: weights)
                if total >= window.least, total <= capacity {
                    // A line costs its copy, its place in the order and its copy there.
                    budget.units -= 3
                    found.add(heavy: h, light: set, waste: capacity - total)
                }
            }
        }
        return found.candidates(in: window)
    }

    /// The lines found, each as its heavy part (its place in the window) and its light set, with
    /// its free space: copied into `Candidates` only once they are in order.
    private struct Found {
        var heavy: [Int] = []
        var light: [Int] = []
        var waste: [Double] = []

        /// Keeps a line: its heavy part, its light set and its free space.
        mutating func add(heavy: Int, light: Int, waste: Double) {
            self.heavy.append(heavy)
            self.light.append(light)
            self.waste.append(waste)
        }

        /// The lines fullest first (ties: in the order found), each its heavy classes then its
        /// light ones (so ascending), with its class sets.
        func candidates(in window: WindowLines) -> Candidates {
            let lightSets = window.light
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
                    startSpan[place + 1] = startSpan[place] + window.heavy(h).count + Int(node.size)
                    wasteSpan[place] = waste[k]
                    let line = window.heavySets[h].adding(node.sets)
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
                    for c in window.heavy(h) {
                        bytes[at] = c
                        at += 1
                    }
                    lightSets.write(light[k], endingAt: starts[place + 1], to: &bytes)
                }
            }
            return Candidates(items: items, starts: starts, waste: wastes, classes: classes, repeated: repeated)
        }
    }
}
