/// The simplex of the pattern relaxation (`CandidateRelaxation`): the patterns in the basis (one
/// per weight class, starting from lines of one weight each), the inverse of the basis matrix,
/// and how often each basic pattern is used (the items of each class covered exactly). Farley's
/// bound at its dual values is valid for any of them, not only optimal ones, so stopping early
/// only weakens it. A basic column is a line (cost 1) or a substitution (cost 0: an item covering
/// one of another class, or covered more than its count; `CandidateRelaxation.substitutes`).
struct PatternSimplex {
    private var m = 0
    /// Row-major m×m inverse of the basis (columns: the basic patterns).
    private var inverse: [Double] = []
    /// Row-major m×m basic patterns, one a row: items of each class (one block, not an array a
    /// row: a simplex is restarted at every node of `CoverSearch`).
    private var basis: [Int] = []
    /// How many lines of each basic pattern the relaxation uses.
    private var usage: [Double] = []
    /// What each basic column costs: 1 for a line, 0 for a substitution.
    private var costs: [Double] = []
    /// The dual values, kept up to date by each pivot (`pivot`), and the pivots since they were
    /// last summed from the inverse.
    private var dualValues: [Double] = []
    private var pivotsSinceSum = 0
    /// Working arrays of `enter`, kept from one iteration to the next so that an iteration
    /// allocates nothing: the entering line's classes, its column times the inverse.
    private var held: [Int] = []
    /// How many items a line of one weight holds, by class (kept, as the others, between restarts).
    private var oneClass: [Int] = []
    private var direction: [Double] = []

    /// The basis of lines holding one weight each, as many of it as fit (at most its count).
    init(weights: [Double], counts: [Int], capacity: Double) {
        restart(weights: weights, counts: counts, capacity: capacity)
    }

    /// The basis of lines of one class each holding `most` of it (each at least one).
    init(counts: [Int], most: [Int]) {
        restart(counts: counts, most: most)
    }

    /// The same basis for other items, in the arrays already held: a search that solves a
    /// relaxation at every node (`CandidateRelaxation.Workspace`) allocates them once.
    mutating func restart(weights: [Double], counts: [Int], capacity: Double) {
        oneClass.removeAll(keepingCapacity: true)
        for c in weights.indices { oneClass.append(Self.mostOfOneWeight(weights[c], count: counts[c], capacity: capacity)) }
        restart(counts: counts, most: oneClass)
    }

    /// The basis of lines of one class each holding `most` of it, in the arrays already held.
    mutating func restart(counts: [Int], most: [Int]) {
        assert(most.allSatisfy { $0 >= 1 }, "a line of one class holds an item at least")
        m = counts.count
        inverse.refill(with: 0, count: m * m)
        usage.refill(with: 0, count: m)
        costs.refill(with: 1, count: m)
        basis.refill(with: 0, count: m * m)
        dualValues.refill(with: 0, count: m)
        direction.refill(with: 0, count: m)
        pivotsSinceSum = 0
        held.removeAll(keepingCapacity: true)
        held.reserveCapacity(m)
        for c in 0..<m {
            inverse[c * m + c] = 1 / Double(most[c])
            usage[c] = Double(counts[c]) / Double(most[c])
            basis[c * m + c] = most[c]
            dualValues[c] = 1 / Double(most[c])
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

    /// The dual value of each class: the basic columns' costs times the inverse (the column sums
    /// of the inverse's rows of lines). A pivot updates them from its row (`pivot`), and every
    /// `pivotsBetweenSums` pivots they are summed again.
    mutating func duals() -> [Double] {
        if pivotsSinceSum >= Self.pivotsBetweenSums {
            // Copies of the size and of the references to the inverse and the costs: reading them
            // while the span below writes `self` would overlap.
            let m = self.m
            let rows = inverse
            let costs = self.costs
            var sums = dualValues.mutableSpan
            Self.sumColumns(of: rows.span, costs: costs.span, m: m, into: &sums)
            pivotsSinceSum = 0
        }
        return dualValues
    }

    /// The dual values as the costs times the inverse: the plain way, which `duals` returns
    /// after every `pivotsBetweenSums` pivots (and the updates of each pivot in between keep to,
    /// within rounding; a property test holds them together).
    var summedDuals: [Double] {
        var sums = [Double](repeating: 0, count: m)
        var span = sums.mutableSpan
        Self.sumColumns(of: inverse.span, costs: costs.span, m: m, into: &span)
        return sums
    }

    /// The column sums of the rows of the row-major m×m matrix `matrix` whose cost is 1 (the
    /// others cost 0), written to `sums`.
    private static func sumColumns(
        of matrix: Span<Double>, costs: Span<Double>, m: Int, into sums: inout MutableSpan<Double>
    ) {
        for c in 0..<m { sums[c] = 0 }
        // Row by row, so each column is summed in the order of its rows (the same sums as a
        // column at a time) while the reads stay in order.
        for r in 0..<m where costs[r] != 0 {
            let row = r * m
            for c in 0..<m { sums[c] += matrix[row + c] }
        }
    }

    /// Brings `pattern` (items per class; a substitution's are -1, 0 and 1) costing `cost` (1 for
    /// a line, 0 for a substitution) into the basis: the row it takes, `nil` when no basic pattern
    /// can leave (the step would be unbounded, which a feasible pattern never makes it).
    mutating func enter(_ pattern: [Int], cost: Double = 1) -> Int? {
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
        costs[leaving] = cost
        pivot(on: leaving, ratio: ratio, value: value, cost: cost)
        return leaving
    }

    /// The inverse, usage and dual values updated for the pattern of `direction` (its column
    /// times the old inverse), worth `value` at the old dual values and costing `cost`, taking
    /// row `leaving` at step `ratio`.
    private mutating func pivot(on leaving: Int, ratio: Double, value: Double, cost: Double) {
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
        // The duals move along the pivot's new row so that the entering pattern is worth what it
        // costs, as every basic one is (the costs times the new inverse, in O(m)).
        let rows = self.inverse
        let inverse = rows.span
        var duals = dualValues.mutableSpan
        for c in 0..<m { duals[c] -= (value - cost) * inverse[top + c] }
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

    /// Whether row `r`'s basic column is a line (else a substitution).
    func isLine(row r: Int) -> Bool { costs[r] != 0 }

    /// How many lines the relaxation uses in all (substitutions cost nothing): an upper bound on
    /// its optimum.
    var lineCount: Double {
        var total = 0.0
        for r in 0..<m { total += costs[r] * usage[r] }
        return total
    }
}
