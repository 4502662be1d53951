/// The exact search for one run's fewest lines, in phases sharing one work budget: triples
/// (`ThreeToALine`), then the minimum-bin-slack heuristics, the balanced packing and the exact
/// cover by nearly full lines (`LineCover`), then bin completion downwards from the best packing
/// (`BinCompletion`). It keeps the best packing found and the floor below which every count is
/// proven impossible.
struct ExactSearch {
    let classes: WeightClasses
    let capacity: Double
    /// The best packing found, in bins of classes (`nil`: none beats the count it started with).
    private(set) var best: [[Int]]? = nil
    private(set) var bestCount: Int
    /// Every count below it is impossible.
    private(set) var floor: Int
    /// Whether `bestCount` is proven the fewest.
    private(set) var proven: Bool
    /// The last heuristic packing as good as the best: its lines start the cover's relaxation.
    private var lastHeuristic: [[Int]] = []

    init(classes: WeightClasses, capacity: Double, floor: Int, upper: Int) {
        self.classes = classes
        self.capacity = capacity
        self.floor = floor
        bestCount = upper
        proven = upper <= floor
    }

    /// Raises the floor to `bound`, a count no packing has fewer lines than.
    mutating func raiseFloor(to bound: Int) {
        floor = max(floor, bound)
        proven = bestCount <= floor
    }

    /// Keeps `bins` when it has fewer lines than the best so far.
    private mutating func consider(_ bins: [[Int]]) {
        if bins.count < bestCount {
            best = bins
            bestCount = bins.count
        }
        proven = bestCount <= floor
    }

    /// The search over triples, with seven eighths of the budget; what it proves impossible
    /// raises the floor.
    mutating func searchTriples(budget: inout BinCompletion.Budget) {
        let problem = ThreeToALine(weights: classes.weights, counts: classes.counts, capacity: capacity)
        let share = budget.units * 7 / 8
        var shareBudget = BinCompletion.Budget(units: share)
        let settled = problem.fewestLines(from: floor, below: bestCount, budget: &shareBudget)
        budget.units -= share - max(0, shareBudget.units)
        floor = settled.floor
        if let bins = settled.bins { consider(bins) }
        proven = bestCount <= floor
    }

    /// The balanced packing (`BalancedLines`) into the floor's count, else into each count above it
    /// below the best: the first found is kept (at the floor, it is the proof).
    mutating func balance(budget: inout BinCompletion.Budget) {
        let problem = BalancedLines(classes: classes, capacity: capacity)
        var lines = floor
        while !proven, lines < bestCount, budget.units > 0 {
            if let bins = problem.packing(into: lines, budget: &budget) {
                consider(bins)
                return
            }
            lines += 1
        }
    }

    /// The heuristics, with a thirtieth of what is left, so that the search always has the most
    /// (on hard runs they seldom settle what the searches after them would not; the share that
    /// made the slowest layouts cheapest: docs/performance.md, "Lines as sets of classes"):
    /// MBS′, then perturbed MBS′ with one seed after another while a line might be saved.
    mutating func runHeuristics(_ problem: BinCompletion, budget: inout BinCompletion.Budget) {
        let heuristicShare = budget.units / 30
        var heuristicBudget = BinCompletion.Budget(units: heuristicShare)
        var seed: UInt64 = 0
        while !proven, heuristicBudget.units > 0,
            let heuristic = problem.minimumBinSlack(budget: &heuristicBudget, perturbation: seed)
        {
            // Lines of a packing as good as the best are a good start for the relaxation.
            if heuristic.count <= bestCount { lastHeuristic = heuristic }
            consider(heuristic)
            if seed == 0, !proven {
                // Before the perturbed runs, a short search: where MBS′ already has the fewest
                // lines above the bound (tag-like runs of 20 items, say), it usually proves so
                // at once, and the perturbed runs would have spent their whole share looking for
                // a line that cannot be saved.
                let share = heuristicShare / 2
                var shortBudget = BinCompletion.Budget(units: share)
                _ = searchOneLineFewer(problem, budget: &shortBudget)
                budget.units -= share - max(0, shortBudget.units)
            }
            seed += 1
        }
        budget.units -= heuristicShare - max(0, heuristicBudget.units)
    }

    /// The exact cover by nearly full lines (`LineCover`) within `budget`, from the floor up: a
    /// count it proves impossible raises the floor, a packing it finds at the floor is the
    /// proof. The heuristic's lines start its relaxation.
    mutating func coverLines(budget: inout BinCompletion.Budget) {
        let problem = LineCover(weights: classes.weights, counts: classes.counts, capacity: capacity)
        let warm = lastHeuristic.map(classes.pattern)
        while !proven, budget.units > 0 {
            let searchLimit = FewestRowsPacker.lineCoverReadLimit / max(1, floor)
            let outcome = problem.pack(
                into: floor, listLimit: FewestRowsPacker.lineCoverCandidateLimit, searchLimit: searchLimit, warm: warm,
                budget: &budget)
            switch outcome {
            case .found(let bins): consider(bins)
            case .impossible:
                floor += 1
                proven = bestCount <= floor
            case .outOfBudget: return
            }
        }
    }

    /// Searches downwards from the best packing: one line fewer, and again, until a count is
    /// proven impossible (then the best is optimal), the bound is met, or the budget runs out.
    /// Finding a packing where one exists takes far less search than proving that none does, so
    /// going down reaches the optimum first and leaves the proof for last.
    mutating func descend(_ problem: BinCompletion, budget: inout BinCompletion.Budget) {
        while !proven, searchOneLineFewer(problem, budget: &budget) {}
    }

    /// One line fewer than the best so far, searched for with `budget`: false when the search
    /// runs out of it, else true, with the best updated if it found such a packing and `proven`
    /// set if it proved there is none.
    private mutating func searchOneLineFewer(_ problem: BinCompletion, budget: inout BinCompletion.Budget) -> Bool {
        switch problem.pack(into: bestCount - 1, budget: &budget) {
        case .found(let bins):
            consider(bins)
        case .impossible:
            proven = true
        case .outOfBudget:
            return false
        }
        return true
    }
}
