/// The pattern relaxation of `LineCover`'s nodes: the linear program over the lines still open (and
/// the lines of one weight, which start the simplex and stay columns), solved by `PatternSimplex`
/// with pricing by a scan of the list (exact and cheap, where a knapsack over the weights stalls).
/// Its Farley bound is valid for any dual values (the largest value of any column, by the same
/// scan), so stopping on the budget only weakens it; it stops, too, once its lines number no more
/// than the goal (no bound above it can follow).
///
/// With `substitutes`, an item may also cover one of the next lighter class, and the lightest
/// class may be covered more than its count: columns costing nothing, which keep the dual values
/// falling with the weight and never below 0 (dual-optimal inequalities, Ben Amor, Desrosiers and
/// Valério de Carvalho, 2006). Column generation over few lines then converges in far fewer
/// rounds; the program is a relaxation of the one without them, so its bounds hold.
struct CandidateRelaxation {
    let weights: [Double]
    let capacity: Double
    let candidates: LineCover.Candidates
    /// The items left of each class.
    let counts: [Int]
    /// Whether the substitutions are columns too.
    var substitutes = false

    /// A line of the relaxation's basis: a candidate's (`candidate`) or a line of one weight
    /// (`nil`), its classes, and how many of it the relaxation uses.
    struct Line {
        var candidate: Int?
        var bin: ArraySlice<Int>
        var usage: Double
    }

    struct Solved {
        /// The count of lines proven necessary, at most `goal + 1`.
        var bound: Int
        var lines: [Line]
        /// The last dual values, by the run's classes (0 for a class with no items left).
        var duals: [Double]
    }

    /// The relaxation over the candidates `open` (ascending, as every list of open lines is),
    /// until solved, proven above `goal` lines, its lines no more than `goal`, or out of
    /// `budget`. Candidates of `pool` (the parent's basis, say) enter first while one is worth
    /// more than a line: a warm start, which saves most of the scans.
    func solve(_ open: [Int], pool: [Int] = [], goal: Int, budget: inout BinCompletion.Budget) -> Solved {
        var workspace = Workspace()
        return solve(open, pool: pool, goal: goal, in: &workspace, budget: &budget)
    }

    /// `solve`, in the arrays of `w` (a search keeps one from node to node); `continuing`: from
    /// the basis `w` holds, that of a solve of the same items over fewer of the same candidates.
    func solve(
        _ open: [Int], pool: [Int] = [], goal: Int, in w: inout Workspace, continuing: Bool = false,
        budget: inout BinCompletion.Budget
    ) -> Solved {
        assert(zip(open, open.dropFirst()).allSatisfy(<), "open lines ascend")
        if !continuing { w.restart(weights: weights, counts: counts, capacity: capacity) }
        let m = w.residual.classes.count
        // Every candidate: a line's place in `open` is the line, and pricing need not read it.
        let every = open.count == candidates.count
        // What a pivot and the scans cost, in the budget's units at the rate the other searches'
        // units cost (docs/performance.md, "Pivots charged what they cost"); a solve's start and
        // its lines read out cost more than two pivots, and are charged two ("The cover's fixed
        // costs").
        let pivotCost = 16 + m * m / 24
        budget.units -= (continuing ? 1 : 2) * pivotCost
        var cursor = 0
        var bound = 0
        for _ in 0..<(20 * m + 20) {
            w.readDuals()
            // A substitution worth more than nothing enters before any line is priced: m tests.
            if substitutes, let substitution = w.mostValuableSubstitution() {
                guard budget.units >= pivotCost, w.simplex.lineCount > Double(goal) else { break }
                budget.units -= pivotCost
                guard w.enterSubstitution(substitution) else { break }
                continue
            }
            let warm = price(pool, every: false, from: 0, valueOf: w.valueOf, budget: &budget)
            let priced = warm.entering >= 0 ? (entering: warm.entering, cursor: cursor, largest: nil as Double?) : price(open, every: every, from: cursor, valueOf: w.valueOf, budget: &budget)
            cursor = priced.cursor
            if let scanned = priced.largest {
                bound = max(bound, farley(w.valueOf, of: w.residual, largestCandidate: scanned))
                if bound > goal || priced.entering < 0 { break }
            }
            guard priced.entering >= 0, budget.units >= pivotCost else { break }
            // Lines that cover the items in no more than `goal` in all: the relaxation's optimum
            // is at most that, so no bound above the goal can follow. What a search needs of it
            // then is a guide (its lines) and dual values for fixing, which it has.
            if w.simplex.lineCount <= Double(goal) { break }
            budget.units -= pivotCost
            guard w.enter(priced.entering, holding: candidates.line(priced.entering)) else { break }
        }
        return Solved(bound: min(bound, goal + 1), lines: lines(w.simplex, basic: w.basic, residual: w.residual), duals: w.valueOf)
    }

    /// The column to enter at the duals `valueOf` (by the run's classes): the most valuable of the
    /// first stretch of `open` (from `cursor`, wrapping round) that holds one worth more than a
    /// line, or -1 after a whole scan found none; `largest` is the largest value seen when the
    /// scan was whole (for the bound). `every`: `open` is every candidate, in order.
    private func price(
        _ open: [Int], every: Bool, from cursor: Int, valueOf: [Double], budget: inout BinCompletion.Budget
    ) -> (entering: Int, cursor: Int, largest: Double?) {
        let stretch = 48
        let items = candidates.items.span
        let starts = candidates.starts.span
        let values = valueOf.span
        let open = open.span
        let n = open.count
        var entering = -1
        var value = 1 + 1e-9
        var largest = 0.0
        var scanned = 0
        var k = cursor
        while scanned < n {
            // Up to the next multiple of the stretch scanned (the only places a scan may stop),
            // the end of `open` (then round to its start) or the end of the scan.
            let stop = k + min(n - k, stretch - scanned % stretch, n - scanned)
            for t in k..<stop {
                let j = every ? t : open[t]
                var v = 0.0
                var i = starts[j]
                let end = starts[j + 1]
                while i < end {
                    v += values[Int(items[i])]
                    i += 1
                }
                // A line worth more than the entering one is worth more than any before it.
                if v > largest {
                    largest = v
                    if v > value { (value, entering) = (v, j) }
                }
            }
            scanned += stop - k
            k = stop == n ? 0 : stop
            if entering >= 0, scanned % stretch == 0 { break }
        }
        budget.units -= scanned / 2
        return (entering, k, scanned == open.count ? largest : nil)
    }

    /// Farley's bound at the duals `valueOf` of `residual`'s classes (`Σ counts·duals` over the
    /// largest value of a candidate), less an allowance for float error, rounded up. The lines of
    /// one weight that start the simplex are left out of the largest: a packing into the goal's
    /// lines uses candidates alone (a line of one weight it uses is a candidate), so the bound is
    /// the candidates' program's.
    private func farley(_ valueOf: [Double], of residual: Residual, largestCandidate: Double) -> Int {
        var total = 0.0
        for (k, c) in residual.classes.enumerated() { total += Double(residual.counts[k]) * valueOf[c] }
        return Self.farley(total: total, largest: largestCandidate)
    }

    /// Farley's bound from `total` (the items' worth, `Σ counts·duals`) and the largest worth of
    /// a candidate: no fewer lines than their ratio (a line of one weight is worth at most 1).
    static func farley(total: Double, largest largestCandidate: Double) -> Int {
        let largest = max(1, largestCandidate)
        let lines = total / (largest * (1 + 1e-9) + 1e-12)
        guard lines.isFinite, lines > 0 else { return 0 }
        return Int((lines - 1e-6).rounded(.up))
    }

    /// Substitution `s` of `classes` classes (local to the items left) as a column: an item of
    /// class `s` covering one of class `s + 1` (-1 and +1), or, for the last class, an item of it
    /// covered more than its count (-1).
    static func substitution(_ s: Int, classes: Int) -> [Int] {
        var column = [Int](repeating: 0, count: classes)
        column[s] = -1
        if s + 1 < classes { column[s + 1] = 1 }
        return column
    }

    /// The basis's lines in use (not its substitutions), as bins of the run's classes (slices of
    /// one array): a candidate's row holds its line, a row never pivoted out its line of one
    /// weight.
    private func lines(_ simplex: PatternSimplex, basic: [Int], residual: Residual) -> [Line] {
        var rows: [Int] = []
        var ends: [Int] = []
        var bins: [Int] = []
        bins.reserveCapacity(4 * simplex.rowCount)
        for r in 0..<simplex.rowCount where simplex.isLine(row: r) && simplex.usage(ofRow: r) > 1e-9 {
            let start = bins.count
            if basic[r] >= 0 {
                let k = basic[r]
                for i in candidates.starts[k]..<candidates.starts[k + 1] { bins.append(Int(candidates.items[i])) }
            } else {
                for _ in 0..<simplex.count(ofClass: r, inRow: r) { bins.append(residual.classes[r]) }
            }
            assert(residual.classes.indices.allSatisfy { k in
                bins[start...].filter { $0 == residual.classes[k] }.count == simplex.count(ofClass: k, inRow: r)
            }, "row \(r) holds other items than its line")
            rows.append(r)
            ends.append(bins.count)
        }
        return rows.indices.map { t in
            let r = rows[t]
            let bin = bins[(t == 0 ? 0 : ends[t - 1])..<ends[t]]
            return Line(candidate: basic[r] >= 0 ? basic[r] : nil, bin: bin, usage: simplex.usage(ofRow: r))
        }
    }
}

extension CandidateRelaxation {
    /// The classes with items left, for a simplex that assumes every class has some: their
    /// classes in the run, weights and counts.
    struct Residual {
        var classes: [Int] = []
        var weights: [Double] = []
        var counts: [Int] = []

        /// The classes of `left` with items, in the arrays already held.
        mutating func restart(weights all: [Double], counts left: [Int]) {
            classes.removeAll(keepingCapacity: true)
            weights.removeAll(keepingCapacity: true)
            counts.removeAll(keepingCapacity: true)
            for c in left.indices where left[c] > 0 {
                classes.append(c)
                weights.append(all[c])
                counts.append(left[c])
            }
        }
    }

    /// What a solve works in: the classes with items left, the simplex, each class's place
    /// among them (`local`), the candidate of each basic row (-1: a line of one weight), the
    /// duals by the run's classes (so that pricing reads a candidate's classes directly), and the
    /// entering line's items by class. A search keeps one, so a node's solve allocates little.
    struct Workspace {
        var residual = Residual()
        var simplex = PatternSimplex(weights: [], counts: [], capacity: 1)
        var local: [Int] = []
        var basic: [Int] = []
        var valueOf: [Double] = []
        var pattern: [Int] = []

        /// Ready for the items `counts` of `weights`' classes.
        mutating func restart(weights: [Double], counts: [Int], capacity: Double) {
            residual.restart(weights: weights, counts: counts)
            let m = residual.classes.count
            simplex.restart(weights: residual.weights, counts: residual.counts, capacity: capacity)
            local.refill(with: -1, count: weights.count)
            for (k, c) in residual.classes.enumerated() { local[c] = k }
            basic.refill(with: -1, count: m)
            valueOf.refill(with: 0, count: weights.count)
            pattern.refill(with: 0, count: m)
        }

        /// The simplex's dual values into `valueOf`, by the run's classes.
        mutating func readDuals() {
            let duals = simplex.duals()
            for (k, c) in residual.classes.enumerated() { valueOf[c] = duals[k] }
        }

        /// The substitution worth more than it costs (nothing) at the dual values, the most
        /// valuable: `s` below the last class, an item of class `s` covering one of class `s + 1`
        /// (worth the difference of their duals); the last class, one of its items covered more
        /// than its count (worth minus its dual). `nil` when none is.
        func mostValuableSubstitution() -> Int? {
            let classes = residual.classes
            var best: Int?
            var most = 1e-9
            for s in classes.indices {
                let value = s + 1 < classes.count ? valueOf[classes[s + 1]] - valueOf[classes[s]] : -valueOf[classes[s]]
                if value > most { (most, best) = (value, s) }
            }
            return best
        }

        /// Brings substitution `s` (`mostValuableSubstitution`) into the basis: false when the
        /// step would be unbounded.
        mutating func enterSubstitution(_ s: Int) -> Bool {
            guard let row = simplex.enter(CandidateRelaxation.substitution(s, classes: pattern.count), cost: 0) else {
                return false
            }
            basic[row] = -1
            return true
        }

        /// Brings candidate `k`, whose classes are `line`, into the basis: false when the step
        /// would be unbounded.
        mutating func enter(_ k: Int, holding line: some Collection<Int>) -> Bool {
            for c in line { pattern[local[c]] += 1 }
            let entered = simplex.enter(pattern)
            for c in line { pattern[local[c]] = 0 }
            guard let row = entered else { return false }
            basic[row] = k
            return true
        }
    }
}
