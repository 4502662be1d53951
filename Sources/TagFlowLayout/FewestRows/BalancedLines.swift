/// A packing into a given count of lines that spreads the items evenly over them: Karmarkar and
/// Karp's differencing for `K` parts (Korf's generalisation), then exchanges of up to two items
/// between an overfull line and another while they lower the overflow.
///
/// Where lines hold five or more tag-like items and the bound's lines leave a few percent free,
/// packings into the bound's count are many, but the searches that fill one line at a time (MBS′,
/// bin completion) leave the last lines with what the first ones did not take, and miss them:
/// spreading every item at once over the `K` lines and evening them out finds one in microseconds.
/// It only finds packings; it proves nothing.
struct BalancedLines {
    /// The items' weights, heaviest first, and each one's class (`WeightClasses`).
    let weights: [Double]
    let classOf: [Int]
    let capacity: Double

    init(classes: WeightClasses, capacity: Double) {
        var weights: [Double] = []
        var classOf: [Int] = []
        for c in classes.weights.indices {
            weights += repeatElement(classes.weights[c], count: classes.counts[c])
            classOf += repeatElement(c, count: classes.counts[c])
        }
        self.weights = weights
        self.classOf = classOf
        self.capacity = capacity
    }

    /// A packing into `lines` lines as bins of classes, or `nil` when the exchanges stall with a
    /// line still over (or the budget runs out).
    func packing(into lines: Int, budget: inout BinCompletion.Budget) -> [[Int]]? {
        guard lines > 0, lines <= weights.count else { return nil }
        var state = Exchanges(weights: weights, capacity: capacity, bins: differenced(into: lines))
        budget.units -= weights.count * lines / 4
        while budget.units > 0, !state.overfull.isEmpty {
            guard state.improveSome(budget: &budget) else { return nil }
        }
        guard budget.units > 0, state.bins.allSatisfy({ fits($0) }) else { return nil }
        return state.bins.filter { !$0.isEmpty }.map { bin in bin.map { classOf[$0] }.sorted() }
    }

    /// Whether the items of `bin` fit a line, summed afresh (the exchanges kept loads by
    /// differences, which float noise could move).
    private func fits(_ bin: [Int]) -> Bool {
        bin.reduce(0.0) { $0 + weights[$1] } <= capacity
    }

    /// Differencing: every item starts as a partial partition of itself and `K − 1` empty parts;
    /// the two with the largest spread (fullest less emptiest part) merge, the fullest part of
    /// one with the emptiest of the other, until one is left. Ties: the earlier made.
    func differenced(into lines: Int) -> [[Int]] {
        var partials: [(sums: [Double], parts: [[Int]])] = weights.indices.map { i in
            ([weights[i]] + repeatElement(0, count: lines - 1), [[i]] + repeatElement([], count: lines - 1))
        }
        func spread(_ k: Int) -> Double { partials[k].sums[0] - partials[k].sums[lines - 1] }
        while partials.count > 1 {
            var first = 0
            for k in partials.indices where spread(k) > spread(first) { first = k }
            let a = partials.remove(at: first)
            var second = 0
            for k in partials.indices where spread(k) > spread(second) { second = k }
            let b = partials.remove(at: second)
            var merged = (0..<lines).map { k in (a.sums[k] + b.sums[lines - 1 - k], a.parts[k] + b.parts[lines - 1 - k]) }
            // Fullest part first; equal sums keep their order (a stable sort by index).
            merged = merged.indices.sorted { merged[$0].0 > merged[$1].0 || (merged[$0].0 == merged[$1].0 && $0 < $1) }
                .map { merged[$0] }
            partials.append((merged.map(\.0), merged.map(\.1)))
        }
        return partials[0].parts
    }
}

extension BalancedLines {
    /// Lines of items and their loads under exchanges of up to two items a side.
    struct Exchanges {
        let weights: [Double]
        let capacity: Double
        var bins: [[Int]]
        var loads: [Double]

        init(weights: [Double], capacity: Double, bins: [[Int]]) {
            self.weights = weights
            self.capacity = capacity
            self.bins = bins
            loads = bins.map { $0.reduce(0.0) { $0 + weights[$1] } }
        }

        /// The lines over capacity, fullest first (ties: in line order).
        var overfull: [Int] {
            bins.indices.filter { loads[$0] > capacity }
                .sorted { loads[$0] > loads[$1] || (loads[$0] == loads[$1] && $0 < $1) }
        }

        /// How far `load` is over a line.
        private func over(_ load: Double) -> Double { max(0, load - capacity) }

        /// The groups of at most two of a line's items (none, one, two), with their weights.
        private func groups(_ bin: Int) -> [(items: [Int], weight: Double)] {
            let items = bins[bin]
            var groups: [(items: [Int], weight: Double)] = [([], 0)]
            for x in items.indices {
                groups.append(([items[x]], weights[items[x]]))
                for y in items.indices where y > x { groups.append(([items[x], items[y]], weights[items[x]] + weights[items[y]])) }
            }
            return groups
        }

        /// Makes the best exchange between the fullest overfull line and another, if one lowers
        /// the overflow; else tries the next overfull line. False when none does.
        mutating func improveSome(budget: inout BinCompletion.Budget) -> Bool {
            for line in overfull where improve(line, budget: &budget) { return true }
            return false
        }

        /// The exchange between line `a` and another that lowers the overflow most, made; false
        /// when none lowers it (by more than float noise). Ties: the first line, then the first
        /// groups in `groups`' order.
        private mutating func improve(_ a: Int, budget: inout BinCompletion.Budget) -> Bool {
            let fromA = groups(a)
            let noise = 1e-9 * capacity
            var best: (gain: Double, b: Int, out: [Int], into: [Int])? = nil
            for b in bins.indices where b != a {
                let fromB = groups(b)
                budget.units -= fromA.count * fromB.count / 16 + 1
                let before = over(loads[a]) + over(loads[b])
                for x in fromA {
                    for y in fromB where !(x.items.isEmpty && y.items.isEmpty) {
                        let gain = before - over(loads[a] - x.weight + y.weight) - over(loads[b] - y.weight + x.weight)
                        if gain > (best?.gain ?? noise) { best = (gain, b, x.items, y.items) }
                    }
                }
            }
            guard let best else { return false }
            move(best.out, from: a, to: best.b)
            move(best.into, from: best.b, to: a)
            return true
        }

        /// Moves `items` from line `from` to line `to`.
        private mutating func move(_ items: [Int], from: Int, to: Int) {
            for i in items {
                bins[from].remove(at: bins[from].firstIndex(of: i)!)
                bins[to].append(i)
                loads[from] -= weights[i]
                loads[to] += weights[i]
            }
        }
    }
}
