/// The Gilmore–Gomory lower bound for `fewestRows`: the linear relaxation of packing by line
/// *patterns* (how many items of each weight a line holds), rounded up. Where the
/// Martello–Toth bound and first-fit decreasing differ by one line — tag-like runs of 25–40
/// items whose lines cannot all be filled as full as the volume bound assumes — this bound is
/// nearly always the optimum, and proves first-fit decreasing's count at once where bin
/// completion needed millions of steps.
///
/// Column generation: a simplex over the patterns found so far (starting from lines of one
/// weight each), and a knapsack over the weights (by branch and bound) that prices the best
/// pattern against the simplex's dual values. The bound is Farley's, valid for any dual values,
/// not only optimal ones: `Σ demand·dual / (the best pattern's dual value)`. So stopping early
/// (the budget, an iteration cap) only weakens it, and floating-point error in the simplex can
/// only make it weaker or move it within the allowance kept below the count it proves.
struct PatternBound {
    /// The distinct weights, heaviest first, and how many items have each.
    let weights: [Double]
    let counts: [Int]
    let capacity: Double

    /// The largest bound proven, up to `goal` (no need to go further: `goal` lines are a packing
    /// already), spending from `budget`, and the relaxation's lines rounded into a packing
    /// (`PatternSimplex.roundedPacking`, bins as classes), which often has the bound's count.
    func bound(goal: Int, budget: inout BinCompletion.Budget) -> (bound: Int, packing: [[Int]]) {
        let solved = solve(goal: goal, budget: &budget)
        return (solved.bound, solved.simplex.roundedPacking(weights: weights, counts: counts, capacity: capacity))
    }

    /// The relaxation as column generation left it.
    struct Solved {
        /// The bound proven, at most the goal.
        var bound: Int
        var simplex: PatternSimplex
        /// The patterns offered and those the knapsack found: a later relaxation of some of the
        /// same items starts from them.
        var columns: [[Int]]
    }

    /// Column generation until the relaxation is solved, `goal` is proven or `budget` runs out.
    /// Patterns in `columns` (items per class, each a line) enter first while one is worth more
    /// than a line: far cheaper than the knapsack, which then has little left to find. At most
    /// `pricings` knapsacks are solved (the bound stays 0 without one).
    func solve(goal: Int, columns: [[Int]] = [], pricings: Int = .max, budget: inout BinCompletion.Budget) -> Solved {
        var simplex = PatternSimplex(weights: weights, counts: counts, capacity: capacity)
        let m = weights.count
        // A pivot and the duals cost about m² multiplications; a unit of budget is a few dozen.
        let iterationCost = max(1, m * m / 32)
        var best = 0.0
        var pool = columns
        var pricings = pricings
        for _ in 0..<(20 * m + 20 + columns.count) {
            let duals = simplex.duals()
            var entering = Self.mostValuable(pool, at: duals, budget: &budget).map { pool[$0] }
            if entering == nil {
                guard pricings > 0 else { break }
                pricings -= 1
                guard let priced = price(duals, budget: &budget) else { break }
                best = max(best, farley(duals, bestPattern: priced.value))
                // The pattern adds nothing (the relaxation is optimal), or the goal is proven.
                if provenCount(best) >= goal || priced.value <= 1 + 1e-9 { break }
                entering = priced.pattern
                pool.append(priced.pattern)
            }
            guard budget.units >= iterationCost, let pattern = entering, simplex.enter(pattern) != nil else { break }
            budget.units -= iterationCost
        }
        return Solved(bound: min(provenCount(best), goal), simplex: simplex, columns: pool)
    }

    /// The pattern of `pool` worth the most at `duals`, if it is worth more than a line.
    private static func mostValuable(_ pool: [[Int]], at duals: [Double], budget: inout BinCompletion.Budget) -> Int? {
        guard !pool.isEmpty else { return nil }
        budget.units -= pool.count * duals.count / 32
        var best: Int? = nil
        var bestValue = 1 + 1e-9
        for (k, pattern) in pool.enumerated() {
            var value = 0.0
            for c in pattern.indices where pattern[c] != 0 { value += Double(pattern[c]) * duals[c] }
            if value > bestValue { (best, bestValue) = (k, value) }
        }
        return best
    }

    /// The best pattern at `prices` (`PatternKnapsack`).
    private func price(_ prices: [Double], budget: inout BinCompletion.Budget) -> (pattern: [Int], value: Double)? {
        PatternKnapsack(weights: weights, counts: counts, capacity: capacity, values: prices).best(budget: &budget)
    }

    /// The count a fractional bound proves: rounded up, less an allowance for float error.
    private func provenCount(_ lines: Double) -> Int {
        guard lines.isFinite, lines > 0 else { return 0 }
        return Int((lines - 1e-6).rounded(.up))
    }

    /// Farley's bound for dual values `duals` (negative ones taken as 0, which keeps them dual
    /// feasible) whose best pattern is worth `bestPattern`: every line is worth at most that,
    /// and the items together are worth `Σ counts·duals`. The allowances make float error in the
    /// sums weaken the bound, never strengthen it.
    private func farley(_ duals: [Double], bestPattern: Double) -> Double {
        var total = 0.0
        for c in weights.indices where duals[c] > 0 { total += Double(counts[c]) * duals[c] }
        return total / (bestPattern * (1 + 1e-9) + 1e-12)
    }
}

/// The simplex of `PatternBound`: the patterns in the basis (one per weight class), the inverse
/// of the basis matrix, and how often each basic pattern is used (the items of each class
/// covered exactly).
struct PatternSimplex {
    private let m: Int
    /// Row-major m×m inverse of the basis (columns: the basic patterns).
    private var inverse: [Double]
    /// Row-major m×m basic patterns, one a row: items of each class (one block, not an array a
    /// row: a simplex is made at every node of `CoverSearch`).
    private var basis: [Int]
    /// How many lines of each basic pattern the relaxation uses.
    private var usage: [Double]
    /// The dual values, kept up to date by each pivot (`pivot`), and the pivots since they were
    /// last summed from the inverse.
    private var dualValues: [Double]
    private var pivotsSinceSum = 0
    /// Working arrays of `enter`, kept from one iteration to the next so that an iteration
    /// allocates nothing: the entering line's classes, its column times the inverse.
    private var held: [Int] = []
    private var direction: [Double]

    /// The basis of lines holding one weight each, as many of it as fit (at most its count).
    init(weights: [Double], counts: [Int], capacity: Double) {
        m = weights.count
        inverse = [Double](repeating: 0, count: m * m)
        usage = [Double](repeating: 0, count: m)
        basis = [Int](repeating: 0, count: m * m)
        dualValues = [Double](repeating: 0, count: m)
        direction = [Double](repeating: 0, count: m)
        held.reserveCapacity(m)
        for c in 0..<m {
            let most = Self.mostOfOneWeight(weights[c], count: counts[c], capacity: capacity)
            inverse[c * m + c] = 1 / Double(most)
            usage[c] = Double(counts[c]) / Double(most)
            basis[c * m + c] = most
            dualValues[c] = 1 / Double(most)
        }
    }

    /// Pivots after which the dual values are summed from the inverse again rather than updated,
    /// so that the rounding error of the updates stays small.
    static let pivotsBetweenSums = 32

    /// How many items of `count` weighing `weight` a line of one weight holds (at least one).
    static func mostOfOneWeight(_ weight: Double, count: Int, capacity: Double) -> Int {
        // A weight of nothing (no width at no spacing) or next to nothing fits as often as there
        // are items: the quotient is not converted unless it is below the count.
        let fit = capacity / weight
        return fit < Double(count) ? max(1, Int(fit.rounded(.down))) : count
    }

    /// The dual value of each class: every basic pattern costs one line, so the duals are the
    /// column sums of the inverse. A pivot updates them from its row (`pivot`), and every
    /// `pivotsBetweenSums` pivots they are summed again.
    mutating func duals() -> [Double] {
        if pivotsSinceSum >= Self.pivotsBetweenSums {
            // Copies of the size and of the reference to the inverse: reading them while the span
            // below writes `self` would overlap.
            let m = self.m
            let rows = inverse
            var sums = dualValues.mutableSpan
            Self.sumColumns(of: rows.span, m: m, into: &sums)
            pivotsSinceSum = 0
        }
        return dualValues
    }

    /// The dual values as the column sums of the inverse: the plain way, which `duals` returns
    /// after every `pivotsBetweenSums` pivots (and the updates of each pivot in between keep to,
    /// within rounding; a property test holds them together).
    var summedDuals: [Double] {
        var sums = [Double](repeating: 0, count: m)
        var span = sums.mutableSpan
        Self.sumColumns(of: inverse.span, m: m, into: &span)
        return sums
    }

    /// The column sums of the row-major m×m matrix `matrix`, written to `sums`.
    private static func sumColumns(of matrix: Span<Double>, m: Int, into sums: inout MutableSpan<Double>) {
        for c in 0..<m { sums[c] = 0 }
        // Row by row, so each column is summed in the order of its rows (the same sums as a
        // column at a time) while the reads stay in order.
        for r in 0..<m {
            let row = r * m
            for c in 0..<m { sums[c] += matrix[row + c] }
        }
    }

    /// Brings `pattern` (items per class) into the basis: the row it takes, `nil` when no basic
    /// pattern can leave (the step would be unbounded, which a feasible pattern never makes it).
    mutating func enter(_ pattern: [Int]) -> Int? {
        // A line holds a few classes: the products are summed over those alone, in class order.
        held.removeAll(keepingCapacity: true)
        for c in 0..<m where pattern[c] != 0 { held.append(c) }
        do {
            let m = self.m
            let rows = self.inverse
            let inverse = rows.span
            let held = self.held
            var column = direction.mutableSpan
            for r in 0..<m {
                var sum = 0.0
                for c in held { sum += inverse[r * m + c] * Double(pattern[c]) }
                column[r] = sum
            }
        }
        // The leaving row: the smallest ratio, and of rows tied for it (a degenerate step, where
        // many are 0) the largest pivot element, which stalls the simplex less (issue 45).
        var leaving = -1
        var ratio = Double.infinity
        for r in 0..<m where direction[r] > 1e-12 {
            let candidate = usage[r] / direction[r]
            if candidate < ratio - 1e-12 || (leaving >= 0 && candidate <= ratio + 1e-12 && direction[r] > direction[leaving]) {
                (ratio, leaving) = (min(ratio, candidate), r)
            }
        }
        guard leaving >= 0 else { return nil }
        ratio = usage[leaving] / direction[leaving]
        var value = 0.0
        for c in held { value += dualValues[c] * Double(pattern[c]) }
        for c in 0..<m { basis[leaving * m + c] = pattern[c] }
        usage[leaving] = ratio
        pivot(on: leaving, ratio: ratio, value: value)
        return leaving
    }

    /// The inverse, usage and dual values updated for the pattern of `direction` (its column
    /// times the old inverse), worth `value` at the old dual values, taking row `leaving` at step
    /// `ratio`.
    private mutating func pivot(on leaving: Int, ratio: Double, value: Double) {
        let direction = self.direction
        let pivot = direction[leaving]
        let m = self.m
        let top = leaving * m
        do {
            var inverse = self.inverse.mutableSpan
            for c in 0..<m { inverse[top + c] /= pivot }
            for r in 0..<m where r != leaving && direction[r] != 0 {
                let factor = direction[r]
                let row = r * m
                for c in 0..<m { inverse[row + c] -= factor * inverse[top + c] }
            }
        }
        for r in 0..<m where r != leaving && direction[r] != 0 { usage[r] = max(0, usage[r] - direction[r] * ratio) }
        // The duals move along the pivot's new row so that the entering pattern is worth a line,
        // as every basic one is (`1ᵀ` times the new inverse, in O(m)).
        let rows = self.inverse
        let inverse = rows.span
        var duals = dualValues.mutableSpan
        for c in 0..<m { duals[c] -= (value - 1) * inverse[top + c] }
        pivotsSinceSum += 1
    }
}

extension PatternSimplex {
    /// How many rows (basic patterns) the basis has: one per class.
    var rowCount: Int { m }

    /// The basic pattern of row `r`.
    func pattern(ofRow r: Int) -> [Int] { Array(basis[r * m..<(r + 1) * m]) }

    /// How many items of class `c` the basic pattern of row `r` holds.
    func count(ofClass c: Int, inRow r: Int) -> Int { basis[r * m + c] }

    /// How many lines of row `r`'s pattern the relaxation uses.
    func usage(ofRow r: Int) -> Double { usage[r] }

    /// How many lines the relaxation uses in all: an upper bound on its optimum.
    var lineCount: Double { usage.reduce(0, +) }

    /// The basic patterns the relaxation uses, with how many lines of each.
    var lines: [(pattern: [Int], usage: Double)] {
        rows.filter { $0.usage > 1e-9 }
    }

    /// Every basic pattern, row by row, with how many lines of it the relaxation uses.
    var rows: [(pattern: [Int], usage: Double)] {
        (0..<m).map { (pattern(ofRow: $0), usage[$0]) }
    }

    /// The relaxation rounded down into whole lines — each basic pattern as many times as the
    /// relaxation uses it in full, while items are left — and the items left packed first fit
    /// decreasing after them: bins as the classes of their items. (Residual rounding: where the
    /// relaxation's optimum is the count a packing needs, this usually reaches it.)
    func roundedPacking(weights: [Double], counts: [Int], capacity: Double) -> [[Int]] {
        var left = counts
        var bins: [[Int]] = []
        for r in 0..<m {
            let pattern = pattern(ofRow: r)
            // (The pricing admits patterns a rounding over a line: those are not used here.)
            let load = pattern.indices.reduce(0.0) { $0 + Double(pattern[$1]) * weights[$1] }
            var copies = load <= capacity ? Int((usage[r] + 1e-9).rounded(.down)) : 0
            while copies > 0, pattern.indices.allSatisfy({ pattern[$0] <= left[$0] }), pattern.contains(where: { $0 > 0 }) {
                var bin: [Int] = []
                for c in 0..<m where pattern[c] > 0 {
                    left[c] -= pattern[c]
                    bin += [Int](repeating: c, count: pattern[c])
                }
                bins.append(bin)
                copies -= 1
            }
        }
        var loads = bins.map { $0.reduce(0.0) { $0 + weights[$1] } }
        for c in 0..<m {
            for _ in 0..<left[c] {
                if let b = loads.indices.first(where: { loads[$0] + weights[c] <= capacity }) {
                    bins[b].append(c)
                    loads[b] += weights[c]
                } else {
                    bins.append([c])
                    loads.append(weights[c])
                }
            }
        }
        return bins.map { $0.sorted() }
    }
}

/// The pricing problem of `PatternBound`: the pattern of greatest value (each item of a class
/// worth its dual value) that fits in a line, by depth-first branch and bound over the classes
/// with a positive value, best value per weight first, bounded by the fractional knapsack.
struct PatternKnapsack {
    let weights: [Double]
    let counts: [Int]
    let capacity: Double
    let values: [Double]

    /// The best pattern and its value, or a value of 1 and no pattern when none is worth more:
    /// every pattern in the simplex's basis is worth exactly 1 (a line), so the search looks
    /// only for better ones, which prunes most of it. `nil` when the budget runs out first.
    func best(budget: inout BinCompletion.Budget) -> (pattern: [Int], value: Double)? {
        // A tiny allowance admits patterns the packer's own sums might round into a line: more
        // patterns can only weaken the bound.
        let room = capacity * (1 + 1e-12)
        let order = weights.indices.filter { values[$0] > 0 }.sorted {
            values[$0] / weights[$0] > values[$1] / weights[$1] || (values[$0] / weights[$0] == values[$1] / weights[$1] && $0 < $1)
        }
        var search = Search(order: order, knapsack: self, room: room)
        // The counts chosen so far, written through a span (an array write would check each time
        // that the array is not shared).
        var taken = [Int](repeating: 0, count: weights.count)
        var counts = taken.mutableSpan
        guard search.descend(0, used: 0, value: 0, budget: &budget, taken: &counts) else { return nil }
        return (search.bestPattern, search.bestValue)
    }

    private struct Search {
        let order: [Int]
        let knapsack: PatternKnapsack
        let room: Double
        var bestPattern: [Int]
        var bestValue = 1.0

        init(order: [Int], knapsack: PatternKnapsack, room: Double) {
            self.order = order
            self.knapsack = knapsack
            self.room = room
            bestPattern = [Int](repeating: 0, count: knapsack.weights.count)
        }

        /// The fractional knapsack's value of what fits in `free` from `order[k...]`.
        func fractional(from k: Int, free: Double) -> Double {
            var free = free
            var value = 0.0
            for c in order[k...] {
                let w = knapsack.weights[c]
                let all = Double(knapsack.counts[c]) * w
                if all <= free {
                    value += Double(knapsack.counts[c]) * knapsack.values[c]
                    free -= all
                } else {
                    return value + free / w * knapsack.values[c]
                }
            }
            return value
        }

        /// Tries every count of `order[k]` (most first) below the current choice (`taken`, items
        /// per class); false when the budget runs out.
        mutating func descend(
            _ k: Int, used: Double, value: Double, budget: inout BinCompletion.Budget, taken: inout MutableSpan<Int>
        ) -> Bool {
            // A node costs a unit, and its fractional bound one more per eight classes it reads.
            budget.units -= (order.count - k) / 8
            guard budget.spend() else { return false }
            if value > bestValue {
                bestValue = value
                for c in bestPattern.indices { bestPattern[c] = taken[c] }
            }
            guard k < order.count, value + fractional(from: k, free: room - used) > bestValue else { return true }
            let c = order[k]
            let w = knapsack.weights[c]
            var most = 0
            while most < knapsack.counts[c], used + Double(most + 1) * w <= room { most += 1 }
            for n in stride(from: most, through: 0, by: -1) {
                taken[c] = n
                let ok = descend(
                    k + 1, used: used + Double(n) * w, value: value + Double(n) * knapsack.values[c], budget: &budget,
                    taken: &taken)
                taken[c] = 0
                if !ok { return false }
            }
            return true
        }
    }
}
