/// Exact packing for `fewestRows` when no line holds four items and any two items share a line:
/// items between a quarter and a half of a line, Falkenauer's triplets. General bin completion
/// finds these hard (every line must take three items of the right weights); their structure
/// makes them a search over triples alone.
///
/// **The count.** With lines of at most three items, `K` lines hold `n` items only if at least
/// `t = n − 2K` of them hold three, and as any two items share a line, `K` lines are enough
/// exactly when `t` disjoint triples fit. If any `t` triples fit, the `3t` lightest items form `t`
/// triples that fit (swap each item of a triple for a lighter one left out: the triple only gets
/// lighter). So `K` lines are possible exactly when the `3t` lightest items split into `t` triples
/// of at most a line each, and impossible when they weigh more than `t` lines
/// (`cardinalityBound`).
///
/// **The search** (`TripleSplit`) splits the `3t` lightest items into triples; it drops no split
/// that exists, so when it ends without one, `K` lines are proven impossible. The rest go two to
/// a line.
struct ThreeToALine: Sendable {
    /// Distinct weights, lightest first.
    private let weights: [Double]
    /// Items of each weight.
    private let counts: [Int]
    private let capacity: Double

    /// Whether the structure holds for weights sorted heaviest first: no four items fit on a
    /// line, and the two heaviest do.
    static func applies(sortedDescending weights: [Double], capacity: Double) -> Bool {
        let n = weights.count
        guard n >= 4 else { return false }
        // (The second test allows for float noise in the sum: a line that might hold four
        // items never counts as holding three at most.)
        return weights[0] + weights[1] <= capacity
            && weights[n - 1] + weights[n - 2] + weights[n - 3] + weights[n - 4] > capacity * (1 + 1e-12)
    }

    /// A lower bound on the lines any packing needs, from how many items a line can hold: with at
    /// most `q` items to a line (the `q` lightest fit, `q + 1` do not), `K` lines for `n` items
    /// need `t = n − (q − 1)·K` lines of `q` items, which weigh at least the `q·t` lightest items;
    /// so `K` lines are impossible when those weigh more than `t` lines hold. (The volume and
    /// `⌈n / q⌉` bounds are its extreme cases.) It holds for any items, so the packer takes the
    /// larger of it and the Martello–Toth bound; with three to a line at most and any two
    /// sharing one, it misses the optimum only when the `3t` lightest items weigh no more than
    /// `t` lines but cannot be split into triples that fit — which is what the search settles.
    static func cardinalityBound(sortedDescending weights: [Double], capacity: Double) -> Int {
        let n = weights.count
        guard n > 0 else { return 0 }
        // Prefix sums of the lightest items.
        var lightest = [Double](repeating: 0, count: n + 1)
        for k in 0..<n { lightest[k + 1] = lightest[k] + weights[n - 1 - k] }
        // (Noise in the sums may only raise `q`, which lowers the bound.)
        var q = 0
        while q < n, lightest[q + 1] <= capacity * (1 + 1e-12) { q += 1 }
        guard q >= 1 else { return n }
        guard q < n else { return 1 }
        // ⌈n / q⌉ lines at the least; then the first count whose full lines can weigh enough.
        var lines = (n + q - 1) / q
        while true {
            let full = n - (q - 1) * lines
            // The allowance keeps float noise in the sum from ruling out a count that is possible.
            if full <= 0 || lightest[q * full] <= Double(full) * capacity * (1 + 1e-12) { return lines }
            lines += 1
        }
    }

    /// `weights` and `counts`: the classes of the items to pack (distinct weights, heaviest
    /// first, as `BinCompletion` takes them).
    init(weights: [Double], counts: [Int], capacity: Double) {
        self.weights = weights.reversed()
        self.counts = counts.reversed()
        self.capacity = capacity
    }

    /// The packing into the fewest lines the search reaches within `budget`, trying `floor` lines
    /// (every count below is known impossible), then one more, and so on below `upper` (lines a
    /// packing already takes), until one is found. Returns it (`nil` when none is found below
    /// `upper`) and the floor raised past every count proven impossible from the given one on.
    func fewestLines(
        from floor: Int, below upper: Int, budget: inout BinCompletion.Budget
    ) -> (bins: [[Int]]?, floor: Int) {
        var floor = floor
        var count = floor
        // Whether every count tried so far was proven impossible: only then does the floor rise.
        var unbroken = true
        while count < upper, budget.units > 0 {
            // Most of what is left to the first count, where the optimum nearly always is (it
            // usually meets the bound); the whole of it to the last count before `upper`.
            let units = count + 1 < upper ? budget.units * 7 / 8 : budget.units
            var attempt = BinCompletion.Budget(units: units)
            let outcome = pack(into: count, budget: &attempt)
            budget.units -= units - max(0, attempt.units)
            switch outcome {
            case .found(let bins): return (bins, floor)
            case .impossible: if unbroken { floor = count + 1 }
            case .outOfBudget: unbroken = false
            }
            count += 1
        }
        return (nil, floor)
    }

    /// A packing into `binCount` lines, each line as the classes (heaviest first numbering, as
    /// given) of its items; `.impossible` when the search proved there is none.
    func pack(into binCount: Int, budget: inout BinCompletion.Budget) -> BinCompletion.Outcome {
        let m = weights.count
        let n = counts.reduce(0, +)
        let triples = n - 2 * binCount
        guard 3 * triples <= n else { return .impossible }
        // Classes given heaviest first; internally lightest first.
        func external(_ c: Int) -> Int { m - 1 - c }
        // The `3t` lightest items go in triples, the rest in pairs.
        var inTriples = [Int](repeating: 0, count: m)
        var rest = counts
        var need = max(0, 3 * triples)
        for c in 0..<m where need > 0 {
            let take = min(need, rest[c])
            inTriples[c] = take
            rest[c] -= take
            need -= take
        }
        var bins: [[Int]] = []
        if triples > 0 {
            var search = TripleSplit(
                weights: weights, counts: inTriples, capacity: capacity, triples: triples, budget: &budget)
            switch search.run(budget: &budget) {
            case .found(let found): bins = found.map { $0.map(external) }
            case .impossible: return .impossible
            case .outOfBudget: return .outOfBudget
            }
        }
        // The rest two to a line (any two fit), heaviest with lightest.
        var others: [Int] = []
        for c in stride(from: m - 1, through: 0, by: -1) {
            for _ in 0..<rest[c] { others.append(external(c)) }
        }
        var low = 0
        var high = others.count - 1
        while low <= high {
            bins.append(low == high ? [others[low]] : [others[low], others[high]])
            low += 1
            high -= 1
        }
        return .found(bins)
    }
}
