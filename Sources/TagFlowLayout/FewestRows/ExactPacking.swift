extension FewestRowsPacker {
    /// The best packing the exact methods find for weights sorted heaviest first, given the
    /// bound and first-fit decreasing's count: its bins (`nil` when none beats `upper`) and
    /// whether its count is proven the fewest.
    static func exactPacking(
        _ sorted: SortedRun, capacity: Double, bound: Int, upper: Int, budget: inout BinCompletion.Budget,
        cover: inout BinCompletion.Budget
    ) -> (bins: [Int]?, proven: Bool) {
        let weights = sorted.weights
        // Every item over a third of a line: at most two share a line, and pairing the heaviest
        // item left with the lightest that fits beside it makes the most pairs (the classic
        // exchange argument), so this is the optimum.
        if let lightest = weights.last, lightest > capacity / 3 {
            return (pairs(weights, capacity: capacity), true)
        }
        var search = ExactSearch(
            classes: WeightClasses(sortedDescending: weights), capacity: capacity, floor: bound, upper: upper)
        // No line holds four items and any two share one (triplets, items between a quarter and
        // a half): a search over triples alone settles most of these, which bin completion finds
        // hard, so it gets most of the budget; bin completion gets the rest and the raised floor.
        if ThreeToALine.applies(sortedDescending: weights, capacity: capacity) {
            search.searchTriples(budget: &budget)
        }
        if !search.proven {
            let problem = BinCompletion(weights: search.classes.weights, counts: search.classes.counts, capacity: capacity)
            search.runHeuristics(problem, budget: &budget)
            // Up to 40 items, the items spread evenly over the floor's lines: where lines hold many
            // items that usually finds the floor's packing, which the heuristics and searches miss.
            if !search.proven, weights.count <= lineCoverItemLimit { search.balance(budget: &budget) }
            if !search.proven, weights.count <= lineCoverItemLimit {
                // Three groups of items first: a small program a split may prove the floor's count
                // impossible, which the cover would spend its budget on.
                let split = GroupCountBound.best(sortedDescending: weights, capacity: capacity).split
                if split > 0 {
                    search.raiseFloor(to: GroupCountBound.threeGroups(
                        sortedDescending: weights, capacity: capacity, split: split, upper: search.bestCount))
                }
            }
            // Up to 40 items, the exact cover by nearly full lines (`LineCover`) settles the
            // floor's count either way, with its own budget, all the search has left and an
            // allowance, spent first (a hard input's cover needs nearly all of it). What it leaves
            // of the rest goes back to the search first — bin completion settles the inputs whose
            // lines are too many for the cover to search — and the rest to the runs after this one.
            if !search.proven, weights.count <= lineCoverItemLimit {
                let searchLeft = max(0, budget.units)
                let shared = searchLeft + max(0, cover.units)
                var coverBudget = BinCompletion.Budget(units: shared + lineCoverAllowance)
                search.coverLines(budget: &coverBudget)
                let left = min(max(0, coverBudget.units), shared)
                budget.units = min(left, searchLeft)
                cover.units = left - budget.units
            }
            search.descend(problem, budget: &budget)
        }
        return (search.best.map(search.classes.itemBins), search.proven)
    }

    /// Pairs for weights (heaviest first) all over a third of the capacity: the heaviest item
    /// left shares with the lightest if they fit together, else goes alone.
    private static func pairs(_ weights: [Double], capacity: Double) -> [Int] {
        var bins = [Int](repeating: 0, count: weights.count)
        var heavy = 0
        var light = weights.count - 1
        var bin = 0
        while heavy <= light {
            bins[heavy] = bin
            if heavy < light, weights[heavy] + weights[light] <= capacity {
                bins[light] = bin
                light -= 1
            }
            heavy += 1
            bin += 1
        }
        return bins
    }
}
