extension LineCover {
    /// The same items in at most `classes` classes: runs of neighbouring weights (heaviest
    /// first) merged, each at the lightest of its run, the runs chosen so that the items lose
    /// the least weight in all (a dynamic programme over the split points, O(classes·m²) for
    /// `m` weights). A relaxation: every line that fits still fits, so a count it rules out is
    /// ruled out; and with fewer classes its nearly full lines are far fewer.
    func merged(into classes: Int) -> LineCover {
        let m = weights.count
        guard classes > 0, classes < m else { return self }
        // weighed[i]: the items of the first i classes, and their weight.
        var items = [0], weighed = [0.0]
        for c in 0..<m {
            items.append(items[c] + counts[c])
            weighed.append(weighed[c] + Double(counts[c]) * weights[c])
        }
        // What classes i..<j lose when merged at the lightest, weights[j − 1].
        func loss(_ i: Int, _ j: Int) -> Double { weighed[j] - weighed[i] - Double(items[j] - items[i]) * weights[j - 1] }
        // least[k][j]: the least loss of the first j classes in k runs; from[k][j]: where the last starts.
        var least = [[Double]](repeating: [Double](repeating: .infinity, count: m + 1), count: classes + 1)
        var from = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: classes + 1)
        least[0][0] = 0
        for k in 1...classes {
            for j in k...m {
                for i in (k - 1)..<j where least[k - 1][i] + loss(i, j) < least[k][j] {
                    least[k][j] = least[k - 1][i] + loss(i, j)
                    from[k][j] = i
                }
            }
        }
        var runs: [Range<Int>] = []
        var end = m
        for k in stride(from: classes, to: 0, by: -1) {
            runs.append(from[k][end]..<end)
            end = from[k][end]
        }
        runs.reverse()
        return LineCover(
            weights: runs.map { weights[$0.upperBound - 1] }, counts: runs.map { items[$0.upperBound] - items[$0.lowerBound] },
            capacity: capacity)
    }

    /// Whether the relaxation of the items merged into fewer classes (`merged(into:)`) proves
    /// `lines` lines too few: where the items' own nearly full lines are too many to list, the
    /// merged items' are a few thousand, and their relaxation is nearly as strong.
    func coarseRelaxationRulesOut(
        _ lines: Int, classes: Int = FewestRowsPacker.coarseClassLimit, listLimit: Int,
        budget: inout BinCompletion.Budget
    ) -> Bool {
        let coarse = merged(into: classes)
        guard coarse.weights.count < weights.count, budget.units > 0, let slack = coarse.slack(into: lines),
            let candidates = coarse.candidates(slack: slack, limit: listLimit, budget: &budget)
        else { return false }
        let pool = candidates.disjointLines(counts: coarse.counts)
        return coarse.relaxation(over: candidates, into: lines, pool: pool, substitutes: true, budget: &budget).bound > lines
    }
}
