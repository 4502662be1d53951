extension LineCover {
    /// Whether the relaxation over every line of `window` (this cover's nearly full lines for
    /// `count` lines, too many to list) proves the count too few. Column generation: the
    /// relaxation over the lines found so far is solved (`CandidateRelaxation`, the lines of one
    /// weight and the substitutions among its columns: they keep its dual values falling with the
    /// weight, which takes a few rounds where there were a dozen), and its dual values are priced
    /// over every line of the window (`WindowPricing.mostValuable`). Farley's bound at any dual
    /// values holds for every line, so each round's may prove the count impossible; the most
    /// valuable lines join, and the rounds end at the relaxation's optimum, when its lines cover
    /// the items in no more than the count, or out of budget (then nothing is proven).
    func pricedRelaxationRulesOut(_ count: Int, window: WindowLines, budget: inout BinCompletion.Budget) -> Bool {
        var columns = Candidates()
        var listed = Set<Int>()
        var workspace = CandidateRelaxation.Workspace()
        let pricing = WindowPricing(window)
        // Up to three lines a class join a round: fewer rounds, each a pricing pass.
        let most = 3 * weights.count
        // The first lines: the fullest of each heavy part, priced at each item's share of the
        // least load a line may have (every line is worth at least one there), so the rounds
        // start from lines that cover the items nearly as a packing would.
        let shares = weights.map { $0 / window.least }
        var found = pricing.mostValuable(at: shares, most: most, budget: &budget).lines
        var first = true
        while budget.units > 0 {
            // The new lines enter first; the basis stays.
            var pool: [Int] = []
            for (h, s) in found where listed.insert(h * window.light.nodes.count + s).inserted {
                // A pair's own sum decides, as the listing's: the runs are found to within noise.
                let load = window.light.load(window.heavyLoads[h], adding: s, weights: weights)
                guard load >= window.least, load <= capacity else { continue }
                columns.append(window.line(heavy: h, light: s), waste: capacity - load)
                pool.append(columns.count - 1)
            }
            // No line is worth more than one at the last duals (they are optimal), or those that
            // are were there already (the solve stopped short): no round can do better.
            if !first, pool.isEmpty { return false }
            let relaxation = CandidateRelaxation(
                weights: weights, capacity: capacity, candidates: columns, counts: counts, substitutes: true)
            let solved = relaxation.solve(
                Array(0..<columns.count), pool: pool, goal: count, in: &workspace, continuing: !first, budget: &budget)
            first = false
            // The lines so far (those of one weight among them) cover the items in no more than
            // the count: no bound above it can follow from them.
            if solved.lines.reduce(0.0, { $0 + $1.usage }) <= Double(count) + 1e-9 { return false }
            let priced = pricing.mostValuable(at: solved.duals, most: most, budget: &budget)
            var total = 0.0
            for c in counts.indices { total += Double(counts[c]) * solved.duals[c] }
            if CandidateRelaxation.farley(total: total, largest: priced.largest) > count { return true }
            found = priced.lines
        }
        return false
    }
}

/// What every pricing of a window's lines reads, made once for a relaxation: the heavy parts
/// heaviest first with their runs of light sets (whose ends then never move back), and the
/// light sets' tree by load (a set's parent, lighter by an item, comes before it).
struct WindowPricing {
    let window: LineCover.WindowLines
    let heaviestFirst: [Int]
    let runs: [Range<Int>]
    /// Light set `k` by load: the place of the set it extends, and its one more item's class.
    let parent: [Int32]
    let added: [UInt8]

    init(_ window: LineCover.WindowLines) {
        self.window = window
        let loads = window.heavyLoads
        heaviestFirst = loads.indices.sorted { loads[$0] > loads[$1] || (loads[$0] == loads[$1] && $0 < $1) }
        runs = heaviestFirst.map { window.completions[$0] }
        let light = window.light
        var place = [Int](repeating: 0, count: light.nodes.count)
        for (k, s) in light.byLoad.enumerated() { place[s] = k }
        parent = light.byLoad.map { s in Int32(s == 0 ? 0 : place[Int(light.nodes[s].parent)]) }
        added = light.byLoad.map { light.nodes[$0].added }
        assert(parent.indices.dropFirst().allSatisfy { Int(parent[$0]) < $0 }, "a light set before its parent")
    }

    /// The largest worth of a line of the window at the dual values `valueOf` (by class), and
    /// the lines worth more than one (at most `most`, the most valuable first, ties by heavy
    /// part; a light set by its node): each heavy part's best completion, so no two share
    /// their heavy part.
    ///
    /// A light set's worth is its parent's and one item's, so one pass by load values them all;
    /// one sliding maximum over them gives each heavy part's best: two passes over the sets and
    /// one over the parts, not one over the lines.
    func mostValuable(at valueOf: [Double], most: Int, budget: inout BinCompletion.Budget) -> (largest: Double, lines: [(heavy: Int, light: Int)]) {
        let values = valueOf.span
        var worth = [Double](repeating: 0, count: parent.count)
        do {
            var span = worth.mutableSpan
            let parents = parent.span
            let classes = added.span
            for k in 1..<span.count { span[k] = span[Int(parents[k])] + values[Int(classes[k])] }
        }
        // The passes over the sets, and over each heavy part's classes.
        budget.units -= (parent.count + window.heavyClasses.count + runs.count) / 2
        let best = SlidingMaximum.places(of: worth, in: runs)
        var largest = -Double.infinity
        // The most valuable lines so far, most valuable first (ties: by heavy part).
        var top: [(worth: Double, heavy: Int, light: Int)] = []
        for (t, h) in heaviestFirst.enumerated() where best[t] >= 0 {
            var value = worth[best[t]]
            for c in window.heavy(h) { value += values[Int(c)] }
            largest = max(largest, value)
            guard value > 1 + 1e-9, top.count < most || value > top[top.count - 1].worth
                || (value == top[top.count - 1].worth && h < top[top.count - 1].heavy)
            else { continue }
            if top.count == most { top.removeLast() }
            let at = top.firstIndex { value > $0.worth || (value == $0.worth && h < $0.heavy) } ?? top.count
            top.insert((value, h, window.light.byLoad[best[t]]), at: at)
        }
        return (largest, top.map { ($0.heavy, $0.light) })
    }
}

extension LineCover.WindowLines {
    /// The classes of the line of heavy part `h` and light set `s`, ascending.
    func line(heavy h: Int, light s: Int) -> [UInt8] {
        var classes = Array(heavy(h)) + repeatElement(0, count: Int(light.nodes[s].size))
        var bytes = classes.mutableSpan
        light.write(s, endingAt: bytes.count, to: &bytes)
        return classes
    }
}

/// The largest of values over ranges whose ends never move back: a monotone queue of the
/// places that may still be the largest (their values descending), each place entering and
/// leaving it once.
enum SlidingMaximum {
    /// For each of `ranges`, the place of the largest of `values` in it (the first of equals),
    /// -1 for an empty range; no range's ends are before the last one's.
    static func places(of values: [Double], in ranges: [Range<Int>]) -> [Int] {
        var places = [Int](repeating: -1, count: ranges.count)
        var queue = [Int](repeating: 0, count: values.count)
        var head = 0, tail = 0, next = 0
        var placeSpan = places.mutableSpan
        var queueSpan = queue.mutableSpan
        let valueSpan = values.span
        for (t, range) in ranges.enumerated() {
            assert(range.lowerBound >= (t == 0 ? 0 : ranges[t - 1].lowerBound) && range.upperBound >= next,
                   "a range's end moved back")
            while next < range.upperBound {
                while tail > head, valueSpan[queueSpan[tail - 1]] < valueSpan[next] { tail -= 1 }
                queueSpan[tail] = next
                tail += 1
                next += 1
            }
            while head < tail, queueSpan[head] < range.lowerBound { head += 1 }
            if head < tail { placeSpan[t] = queueSpan[head] }
        }
        return places
    }
}
