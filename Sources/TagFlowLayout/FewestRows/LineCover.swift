/// Exact packing for `fewestRows` into a given count of lines, as an exact cover of the items by
/// *nearly full lines*: branch and price over an explicit list of columns.
///
/// `K` lines of capacity `C` hold items of total weight `V` only if every line leaves at most
/// `σ = K·C − V` free, so the lines a packing can use are the sub-multisets of the items whose
/// weight lies in `[C − σ, C]`. Where the bounds leave a run one line short (tag-like runs of
/// 25–40 items whose lines are all but full) σ is a few percent of a line and these lines number
/// a few thousand: they are listed once (`Candidates`), and the search covers the items with them.
///
/// **The search.** At each node the class of items left with the fewest lines still open to it
/// (the lines whose items are all left and whose free space fits what is left of σ) is covered
/// next, by each of those lines in turn: every packing covers that class's item by one of them, so
/// nothing is missed. A line that failed is not tried again below its later siblings (any packing
/// using it was searched under it), and a set of items left that failed with a count of lines is
/// remembered. Lines are tried in the order the linear relaxation over the open lines uses them
/// (`CandidateRelaxation`: the pattern relaxation with the list as its columns, so pricing is a
/// scan, exact and cheap), most used first, then the fullest; its Farley bound cuts a node whose
/// items need more lines than are left, and a relaxation whose lines are whole numbers is a
/// packing. A child whose line the relaxation used whole inherits the rest of its solution, so a
/// dive down the relaxation's lines solves it once. The search ends with a packing, or having
/// proven there is none, or out of budget. Before it, the root's relaxation with substitutions
/// (an item covering one of the next lighter class, `CandidateRelaxation.substitutes`) may rule
/// the count out, and else its lines start the root's.
///
/// **Too many lines.** Where the lines are too many to search, the relaxation over them all rules
/// the count out, or one dive down it (no going back) looks for the packing; where they are too
/// many to list, the relaxation of the items merged into fewer classes (`CoarseCover.swift`), a
/// few thousand lines, may still rule it out, and then the relaxation over them all, priced
/// without listing them (`PricedRelaxation.swift`).
struct LineCover {
    /// The distinct weights, heaviest first, and how many items have each.
    let weights: [Double]
    let counts: [Int]
    let capacity: Double

    /// The candidate lines, fullest first: each as its classes ascending,
    /// `items[starts[k]..<starts[k + 1]]`, with its free space. A class is a byte (the cover
    /// takes runs of at most `FewestRowsPacker.lineCoverItemLimit` items): the lists the
    /// searches scan again and again then stay in the cache.
    struct Candidates {
        var items: [UInt8] = []
        var starts: [Int] = [0]
        var waste: [Double] = []
        /// Each line's classes as a set (bit `c`: class `c`, at most `ClassSet.limit` classes), and
        /// those it holds more than once, made with the order (`sortedByWaste`): the cover's scans
        /// test a line against the items left, and count the lines holding each class, by them.
        var classes: [UInt64] = []
        var repeated: [UInt64] = []
        var count: Int { waste.count }
        func line(_ k: Int) -> LazyMapCollection<ArraySlice<UInt8>, Int> { items[starts[k]..<starts[k + 1]].lazy.map(Int.init) }

        /// Appends the line of classes `line` (ascending) leaving `waste` free; the lines are then
        /// no longer fullest first.
        mutating func append(_ line: [UInt8], waste: Double) {
            items += line
            starts.append(items.count)
            self.waste.append(waste)
            let sets = ClassSet.Line(ascending: line)
            classes.append(sets.once)
            repeated.append(sets.repeated)
        }

        /// Whether line `k` holds an item of class `c`.
        func holds(_ k: Int, _ c: Int) -> Bool { ClassSet.contains(classes[k], c) }
    }

    /// A packing into `lines` lines, as bins of classes, `.impossible` when none exists, else
    /// `.outOfBudget`. Past `searchLimit` lines leaving at most σ free (σ is large), the relaxation
    /// over them all is solved, not searched: its bound proves the count impossible, or a packing
    /// is found without a search (the lines it starts from, sharing no item, hold every item; or
    /// one dive down its lines, `CoverSearch.dive`), or the count is left to the other searches
    /// (`.outOfBudget`). Past `listLimit` lines only a relaxation may rule the count out: that of
    /// the items merged into fewer classes (`coarseRelaxationRulesOut`), then that over every
    /// line, priced without listing them (`pricedRelaxationRulesOut`).
    func pack(
        into lines: Int, listLimit: Int, searchLimit: Int, warm: [[Int]] = [], budget: inout BinCompletion.Budget
    ) -> BinCompletion.Outcome {
        guard let slack = slack(into: lines) else { return .impossible }
        let window = WindowLines(of: self, slack: slack, budget: &budget)
        guard let window, let candidates = self.candidates(in: window, limit: listLimit, budget: &budget) else {
            if coarseRelaxationRulesOut(lines, listLimit: listLimit, budget: &budget) { return .impossible }
            // Too many lines to list: the relaxation over them all, priced without listing them.
            // Half the budget left at most: the searches after the cover settle most of what
            // the relaxation leaves.
            if let window, window.count > listLimit {
                let given = budget.units / 2
                var share = BinCompletion.Budget(units: given)
                let ruledOut = pricedRelaxationRulesOut(lines, window: window, budget: &share)
                // What it spent, its last round's overrun too.
                budget.units -= given - share.units
                if ruledOut { return .impossible }
            }
            return .outOfBudget
        }
        // The warm lines, then lines sharing no item taken fullest first: the relaxation's first
        // pivots bring them in, which saves it most of its pivots from the lines of one weight.
        let disjoint = candidates.disjointLines(counts: counts)
        let pool = candidates.indices(of: warm, weights: weights, capacity: capacity) + disjoint
        let every = Array(0..<candidates.count)
        var search = CoverSearch(problem: self, candidates: candidates)
        let root = CoverSearch.Node(open: every, linesLeft: lines, slack: slack)
        guard candidates.count <= searchLimit else {
            // Lines sharing no item that hold every item are a packing already.
            if disjoint.count <= lines, candidates.hold(counts, in: disjoint) {
                return .found(disjoint.map { Array(candidates.line($0)) })
            }
            // Where the lines' free space cannot be spread over the count (the optimum is above
            // the bound), the relaxation alone proves so, and that is the common case here; where
            // it can, one dive down the relaxation's lines usually finds the packing.
            let start = substitutedStart(over: candidates, into: lines, pool: pool, budget: &budget)
            if start.ruledOut { return .impossible }
            let solved = relaxation(over: candidates, into: lines, pool: start.pool, budget: &budget)
            if solved.bound > lines { return .impossible }
            return search.dive(root, solved: solved, budget: &budget) ? .found(search.lines) : .outOfBudget
        }
        let start = substitutedStart(over: candidates, into: lines, pool: pool, budget: &budget)
        if start.ruledOut { return .impossible }
        switch search.cover(root, inherited: nil, pool: start.pool, budget: &budget) {
        case .found: return .found(search.lines)
        case .impossible: return .impossible
        case .outOfBudget: return .outOfBudget
        }
    }
}

extension LineCover {
    /// The relaxation over every line of `candidates` (this cover's list), started from `pool`,
    /// with substitutions or not (`CandidateRelaxation.substitutes`).
    func relaxation(
        over candidates: Candidates, into lines: Int, pool: [Int], substitutes: Bool = false,
        budget: inout BinCompletion.Budget
    ) -> CandidateRelaxation.Solved {
        CandidateRelaxation(
            weights: weights, capacity: capacity, candidates: candidates, counts: counts, substitutes: substitutes
        ).solve(Array(0..<candidates.count), pool: pool, goal: lines, budget: &budget)
    }

    /// The relaxation over every line of `candidates` with substitutions, which converges in
    /// fewer pivots: whether its bound rules `lines` out, and else its lines ahead of `pool`, the
    /// start of the relaxation without them that the search and the dive follow (followed with
    /// substitutions at every node, the search finds fewer packings). Its lines save that
    /// relaxation about half its pivots (docs/performance.md, "Substitutions").
    func substitutedStart(
        over candidates: Candidates, into lines: Int, pool: [Int], budget: inout BinCompletion.Budget
    ) -> (ruledOut: Bool, pool: [Int]) {
        let solved = relaxation(over: candidates, into: lines, pool: pool, substitutes: true, budget: &budget)
        return (solved.bound > lines, solved.lines.compactMap(\.candidate) + pool)
    }

    /// The free space `lines` lines leave beside the items (σ), or `nil` when they do not hold them.
    func slack(into lines: Int) -> Double? {
        var volume = 0.0
        for c in weights.indices { volume += Double(counts[c]) * weights[c] }
        // The allowance keeps float noise in the sums from ruling out a line that fits.
        let slack = Double(lines) * capacity - volume + 1e-9 * Double(lines) * capacity
        return slack >= 0 ? slack : nil
    }
}

extension LineCover.Candidates {
    /// Whether `lines` hold exactly the items of `counts`.
    func hold(_ counts: [Int], in lines: [Int]) -> Bool {
        var left = counts
        for k in lines { for c in line(k) { left[c] -= 1 } }
        return left.allSatisfy { $0 == 0 }
    }

    /// Lines taken fullest first while their items are all left of `counts`: no two share an item.
    func disjointLines(counts: [Int]) -> [Int] {
        var left = counts
        var taken: [Int] = []
        for k in 0..<count {
            let line = self.line(k)
            var i = line.startIndex
            var fits = true
            // The line's classes run by run (ascending): each run's length against the items left.
            while fits, i < line.endIndex {
                var run = 1
                while i + run < line.endIndex, line[i + run] == line[i] { run += 1 }
                fits = left[line[i]] >= run
                i += run
            }
            guard fits else { continue }
            for c in line { left[c] -= 1 }
            taken.append(k)
        }
        return taken
    }

    /// The same lines, fullest first (ties: in their order here), with their classes as sets.
    func sortedByWaste() -> Self {
        let order = AscendingOrder.of(waste, largest: waste.max() ?? 0)
        var sorted = Self()
        sorted.items.reserveCapacity(items.count)
        sorted.starts.reserveCapacity(starts.count)
        sorted.waste.reserveCapacity(count)
        sorted.classes.reserveCapacity(count)
        sorted.repeated.reserveCapacity(count)
        for k in order {
            let line = items[starts[k]..<starts[k + 1]]
            sorted.items += line
            sorted.starts.append(sorted.items.count)
            sorted.waste.append(waste[k])
            let sets = ClassSet.Line(ascending: line)
            sorted.classes.append(sets.once)
            sorted.repeated.append(sets.repeated)
        }
        return sorted
    }

    /// The candidates among `patterns` (items per class, bins of `weights`' classes), in their
    /// order: each found among the lines of its free space (to within float noise in the sums).
    func indices(of patterns: [[Int]], weights: [Double], capacity: Double) -> [Int] {
        patterns.compactMap { pattern in
            let bin = pattern.indices.flatMap { repeatElement($0, count: pattern[$0]) }
            let free = capacity - bin.reduce(0.0) { $0 + weights[$1] }
            let noise = 1e-9 * capacity
            // The first line with no less free space than `free − noise`, by bisection.
            var low = 0
            var high = count
            while low < high {
                let mid = (low + high) / 2
                if waste[mid] < free - noise { low = mid + 1 } else { high = mid }
            }
            while low < count, waste[low] <= free + noise {
                if line(low).elementsEqual(bin) { return low }
                low += 1
            }
            return nil
        }
    }
}
