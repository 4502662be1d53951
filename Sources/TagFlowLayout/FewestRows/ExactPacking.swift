extension FewestRowsPacker {
    /// The best packing the exact methods find for weights sorted heaviest first, given the
    /// bound and first-fit decreasing's count: its bins (`nil` when none beats `upper`) and
    /// whether its count is proven the fewest.
    static func exactPacking(
        _ sorted: SortedRun, capacity: Double, bound: Int, upper: Int, budget: inout BinCompletion.Budget
    ) -> (bins: [Int]?, proven: Bool) {
        let weights = sorted.weights
        // Every item over a third of a line: at most two share a line, and pairing the heaviest
        // item left with the lightest that fits beside it makes the most pairs (the classic
        // exchange argument), so this is the optimum.
        if let lightest = weights.last, lightest > capacity / 3 {
            return (pairs(weights, capacity: capacity), true)
        }
        // Weight classes: distinct weights, heaviest first.
        var classWeights: [Double] = []
        var classCounts: [Int] = []
        var classOf: [Int] = []
        classOf.reserveCapacity(weights.count)
        for w in weights {
            if classWeights.last != w {
                classWeights.append(w)
                classCounts.append(0)
            }
            classCounts[classCounts.count - 1] += 1
            classOf.append(classWeights.count - 1)
        }
        /// Bins of classes back to items: within a class, items go out in input order (the sort
        /// kept it), so the result is deterministic.
        func convert(_ classBins: [[Int]]) -> [Int] {
            var next = [Int](repeating: 0, count: classWeights.count)
            var firstOfClass = [Int](repeating: 0, count: classWeights.count)
            for k in stride(from: classOf.count - 1, through: 0, by: -1) { firstOfClass[classOf[k]] = k }
            var bins = [Int](repeating: 0, count: weights.count)
            for (b, bin) in classBins.enumerated() {
                for c in bin {
                    bins[firstOfClass[c] + next[c]] = b
                    next[c] += 1
                }
            }
            return bins
        }

        var best: [[Int]]? = nil
        var bestCount = upper
        // Every count below `floor` is impossible.
        var floor = bound
        // No line holds four items and any two share one (triplets, items between a quarter and
        // a half): a search over triples alone settles most of these, which bin completion finds
        // hard, so it gets most of the budget; bin completion gets the rest and the raised floor.
        if ThreeToALine.applies(sortedDescending: weights, capacity: capacity) {
            let problem = ThreeToALine(weights: classWeights, counts: classCounts, capacity: capacity)
            let share = budget.units * 7 / 8
            var shareBudget = BinCompletion.Budget(units: share)
            let settled = problem.fewestLines(from: floor, below: bestCount, budget: &shareBudget)
            budget.units -= share - max(0, shareBudget.units)
            floor = settled.floor
            if let bins = settled.bins {
                best = bins
                bestCount = bins.count
            }
            if bestCount <= floor { return (best.map { convert($0) }, true) }
        }
        let problem = BinCompletion(weights: classWeights, counts: classCounts, capacity: capacity)
        var proven = bestCount <= floor
        /// One line fewer than the best so far, searched for with `budget`: false when the
        /// search runs out of it, else true, with `best` and `bestCount` updated if it found
        /// such a packing and `proven` set if it proved there is none.
        func searchOneLineFewer(budget: inout BinCompletion.Budget) -> Bool {
            switch problem.pack(into: bestCount - 1, budget: &budget) {
            case .found(let bins):
                best = bins
                bestCount = bins.count
                proven = bestCount <= floor
            case .impossible:
                proven = true
            case .outOfBudget:
                return false
            }
            return true
        }
        // The heuristics get a tenth of what is left, so that the search always has the most:
        // MBS′, then perturbed MBS′ with one seed after another while a line might be saved.
        let heuristicShare = budget.units / 10
        var heuristicBudget = BinCompletion.Budget(units: heuristicShare)
        var seed: UInt64 = 0
        while !proven, heuristicBudget.units > 0,
            let heuristic = problem.minimumBinSlack(budget: &heuristicBudget, perturbation: seed)
        {
            if heuristic.count < bestCount {
                best = heuristic
                bestCount = heuristic.count
                proven = bestCount <= floor
            }
            if seed == 0, !proven {
                // Before the perturbed runs, a short search: where MBS′ already has the fewest
                // lines above the bound (tag-like runs of 20 items, say), it usually proves so
                // at once, and the perturbed runs would have spent their whole share looking for
                // a line that cannot be saved.
                let share = heuristicShare / 2
                var shortBudget = BinCompletion.Budget(units: share)
                _ = searchOneLineFewer(budget: &shortBudget)
                budget.units -= share - max(0, shortBudget.units)
            }
            seed += 1
        }
        budget.units -= heuristicShare - max(0, heuristicBudget.units)
        // Search downwards from the best packing: one line fewer, and again, until a count is
        // proven impossible (then the best is optimal), the bound is met, or the budget runs
        // out. Finding a packing where one exists takes far less search than proving that none
        // does, so going down reaches the optimum first and leaves the proof for last.
        while !proven {
            guard searchOneLineFewer(budget: &budget) else { return (best.map { convert($0) }, false) }
        }
        return (best.map { convert($0) }, proven)
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
