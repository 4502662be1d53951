/// Column-generation diving for `fewestRows`: a search for a packing of at most `target` lines
/// where bin completion drowns (tag-like runs whose lines are all but full). The pattern
/// relaxation (`PatternBound`) of the items left says which lines an optimal fractional packing
/// uses; the most used one becomes a line, its items leave, and the relaxation is solved again on
/// the rest, until the relaxation rounded into lines fits in what is left. Depth first, a few
/// discrepancies (a less used line taken instead) are allowed, and a node whose relaxation needs
/// more lines than are left is cut: the dive only finds packings, it proves nothing.
struct PatternDive {
    /// The distinct weights, heaviest first.
    let weights: [Double]
    let capacity: Double
    /// The most lines a packing found may have.
    let target: Int

    /// A packing of the items (`counts[c]` of weight `weights[c]`) in at most `target` lines, as
    /// bins of classes, with at most `discrepancies` lines taken other than the most used one,
    /// starting from `root`, their relaxation (solved with `target` + 1 as its goal); `nil` when
    /// none is found within `budget`.
    func packing(
        counts: [Int], root: PatternBound.Solved, discrepancies: Int, budget: inout BinCompletion.Budget
    ) -> [[Int]]? {
        let node = Node(left: counts, residual: Residual(weights: weights, counts: counts), lines: [])
        return branch(node, root, discrepancies: discrepancies, budget: &budget)
    }

    /// A node of the dive: the lines fixed so far, the items left.
    private struct Node {
        var left: [Int]
        var residual: Residual
        var lines: [[Int]]
        /// How many more lines a packing may have.
        func room(_ target: Int) -> Int { target - lines.count }
    }

    /// The node with `line` fixed after `node`'s lines, its relaxation solved from `columns` (the
    /// patterns of the run's classes the relaxations above it used), and what lies below it.
    private func dive(
        _ node: Node, fixing line: [Int], columns: [[Int]], discrepancies: Int, budget: inout BinCompletion.Budget
    ) -> [[Int]]? {
        var left = node.left
        for c in line { left[c] -= 1 }
        let child = Node(left: left, residual: Residual(weights: weights, counts: left), lines: node.lines + [line])
        if child.residual.classes.isEmpty { return child.lines }
        let room = child.room(target)
        guard room > 0, budget.units > 0 else { return nil }
        let residual = child.residual
        // One knapsack a node: the parent's patterns do most of the work, and one pricing gives
        // the cut its bound and the relaxation a new pattern.
        let solved = PatternBound(weights: residual.weights, counts: residual.counts, capacity: capacity)
            .solve(goal: room + 1, columns: columns.compactMap(residual.local), pricings: 1, budget: &budget)
        return branch(child, solved, discrepancies: discrepancies, budget: &budget)
    }

    /// Below a node whose relaxation is `solved`: cut when it needs more lines than are left,
    /// done when its lines rounded fit, else each candidate line in turn while discrepancies last.
    private func branch(
        _ node: Node, _ solved: PatternBound.Solved, discrepancies: Int, budget: inout BinCompletion.Budget
    ) -> [[Int]]? {
        let residual = node.residual
        let room = node.room(target)
        guard solved.bound <= room else { return nil }
        let rounded = solved.simplex.roundedPacking(weights: residual.weights, counts: residual.counts, capacity: capacity)
        if rounded.count <= room { return node.lines + rounded.map(residual.classBin) }
        let known = solved.columns.map(residual.global)
        for (rank, line) in candidates(solved.simplex, residual).prefix(discrepancies + 1).enumerated() {
            let found = dive(node, fixing: line, columns: known, discrepancies: discrepancies - rank, budget: &budget)
            if found != nil || budget.units <= 0 { return found }
        }
        return nil
    }

    /// The relaxation's lines that fit a line, most used first (ties: in basis order), as bins of
    /// classes.
    private func candidates(_ simplex: PatternSimplex, _ residual: Residual) -> [[Int]] {
        let lines = simplex.lines.filter { line in
            line.pattern.indices.reduce(0.0) { $0 + Double(line.pattern[$1]) * residual.weights[$1] } <= capacity
        }
        let order = lines.indices.sorted { lines[$0].usage > lines[$1].usage || (lines[$0].usage == lines[$1].usage && $0 < $1) }
        return order.map { k in
            residual.classBin(lines[k].pattern.indices.flatMap { [Int](repeating: $0, count: lines[k].pattern[$0]) })
        }
    }
}

/// The classes with items left, for a relaxation that assumes every class has some.
struct Residual {
    /// The classes with items left, and their weights and counts.
    var classes: [Int] = []
    var weights: [Double] = []
    var counts: [Int] = []
    /// How many classes the run has.
    let total: Int

    init(weights all: [Double], counts left: [Int]) {
        total = all.count
        classes.reserveCapacity(left.count)
        weights.reserveCapacity(left.count)
        counts.reserveCapacity(left.count)
        for c in left.indices where left[c] > 0 {
            classes.append(c)
            weights.append(all[c])
            counts.append(left[c])
        }
    }

    /// A bin of residual classes as a bin of the run's classes.
    func classBin(_ bin: [Int]) -> [Int] { bin.map { classes[$0] } }

    /// A pattern of the run's classes over the residual ones, if the items left can fill it.
    func local(_ pattern: [Int]) -> [Int]? {
        var taken = 0
        var local = [Int](repeating: 0, count: classes.count)
        for (k, c) in classes.enumerated() {
            guard pattern[c] <= counts[k] else { return nil }
            local[k] = pattern[c]
            taken += pattern[c]
        }
        // Items of a class with none left: not a line of the items left.
        return taken == pattern.reduce(0, +) ? local : nil
    }

    /// A pattern of residual classes over the run's classes.
    func global(_ pattern: [Int]) -> [Int] {
        var global = [Int](repeating: 0, count: total)
        for (k, c) in classes.enumerated() { global[c] = pattern[k] }
        return global
    }
}
