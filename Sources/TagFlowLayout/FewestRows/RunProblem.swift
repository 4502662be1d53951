/// One run of `fewestRows` as a bin-packing problem: its packable items weigh their width plus one
/// spacing, a line holds the line width plus one spacing and the fit tolerance, and over-wide
/// items take a line each.
struct RunProblem<Items: ItemSource> {
    let items: Items
    let run: Range<Int>
    let rules: LineRules
    /// What a line holds.
    let capacity: Double
    /// The items wider than a line.
    let overWideCount: Int
    /// The packable items' total weight.
    let volume: Double

    init(_ items: Items, _ run: Range<Int>, rules: LineRules) {
        self.items = items
        self.run = run
        self.rules = rules
        capacity = rules.lineWidth + rules.spacing + FlowLayout.tolerance
        var overWideCount = 0
        var volume = 0.0
        for i in run {
            if rules.isOverWide(items[i]) {
                overWideCount += 1
            } else {
                volume += rules.basisWidth(items[i]) + rules.spacing
            }
        }
        self.overWideCount = overWideCount
        self.volume = volume
    }

    /// The packable items.
    var packableCount: Int { run.count - overWideCount }

    /// The best packing found of the packable items, with the lower bound it was held to.
    struct Packing {
        var sorted: FewestRowsPacker.SortedRun
        /// `bins[k]`: the line of `sorted.indices[k]`.
        var bins: [Int]
        var lineCount: Int
        /// The lower bound on the packable items' lines.
        var bound: Int
        /// Whether `lineCount` is known to be the fewest.
        var proven: Bool
    }

    /// First-fit decreasing and the bounds, then, for a run short enough that first-fit
    /// decreasing leaves above the bound and that could beat greedy's `greedyCount` lines, the
    /// exact search within `budget` (and the cover by nearly full lines within `cover`). `scratch` is the
    /// sort's, the bound's and the tree's working memory.
    func bestPacking(
        greedyCount: Int, budget: inout BinCompletion.Budget, cover: inout BinCompletion.Budget, scratch: Scratch
    ) -> Packing {
        let sorted = FewestRowsPacker.sortedByWeight(items, run, rules: rules, count: packableCount, scratch: scratch)
        // Items that weigh nothing (no width at no spacing; sorted last) fit on any line: they join
        // the first line of the others' packing, and the bounds and searches, whose rules assume
        // that every item weighs something, never see them. Under a cap on a line's items they
        // count, and stay.
        let weightless = rules.maxItems < packableCount ? 0 : sorted.weights.reversed().prefix { $0 == 0 }.count
        guard weightless > 0 else {
            return packing(sorted, greedyCount: greedyCount, budget: &budget, cover: &cover, scratch: scratch)
        }
        var weighty = sorted
        weighty.weights.removeLast(weightless)
        weighty.indices.removeLast(weightless)
        var packing =
            weighty.weights.isEmpty
            ? Packing(sorted: weighty, bins: [], lineCount: 1, bound: 1, proven: true)
            : packing(weighty, greedyCount: greedyCount, budget: &budget, cover: &cover, scratch: scratch)
        packing.sorted = sorted
        packing.bins += repeatElement(0, count: weightless)
        return packing
    }

    /// `bestPacking` for the items of `sorted`, every one weighing something unless capped.
    private func packing(
        _ sorted: FewestRowsPacker.SortedRun, greedyCount: Int, budget: inout BinCompletion.Budget,
        cover: inout BinCompletion.Budget, scratch: Scratch
    ) -> Packing {
        let count = sorted.weights.count
        var bound = FewestRowsPacker.lowerBound(sortedDescending: sorted.weights, capacity: capacity, scratch: scratch)
        var bins = FewestRowsPacker.firstFitDecreasing(
            weights: sorted.weights, capacity: capacity, maxItems: rules.maxItems, scratch: scratch)
        var lineCount = (bins.max() ?? -1) + 1
        if lineCount > bound {
            bound = max(bound, ThreeToALine.cardinalityBound(sortedDescending: sorted.weights, capacity: capacity))
        }
        // Counting heavy and light items apart takes a pass over the frontier of each split: the
        // runs the exact search takes are the runs it decides for.
        if lineCount > bound, count <= FewestRowsPacker.exactSearchItemLimit {
            bound = max(bound, GroupCountBound.lines(sortedDescending: sorted.weights, capacity: capacity, upper: lineCount))
        }
        // With a cap on the items a line holds, lines of that many items hold them all at best.
        let capped = rules.maxItems < count
        if capped { bound = max(bound, (count + rules.maxItems - 1) / rules.maxItems) }
        var proven = lineCount <= bound
        // The exact searches know no cap on the items a line holds: a capped run keeps
        // first-fit decreasing's lines.
        if !proven, !capped, count <= FewestRowsPacker.exactSearchItemLimit, overWideCount + bound < greedyCount {
            let exact = FewestRowsPacker.exactPacking(
                sorted, capacity: capacity, bound: bound, upper: lineCount, budget: &budget, cover: &cover)
            if let better = exact.bins { bins = better }
            lineCount = (bins.max() ?? -1) + 1
            proven = exact.proven
        }
        return Packing(sorted: sorted, bins: bins, lineCount: lineCount, bound: bound, proven: proven)
    }
}
