/// `fewestRows` line breaking: items may be reordered so that they take as few lines as possible.
///
/// This is one-dimensional bin packing. An item weighs its width plus one spacing and a line holds
/// the line width plus one spacing (and the fit tolerance), which accounts for the spacing between
/// items exactly (a line of `k` items needs `Σw + (k − 1)·hs ≤ W`). Items wider than a line stand
/// alone.
///
/// Runs separated by an item that starts a new line or fills one are packed independently, in
/// their order. Within a run:
/// 1. greedy in the given order, kept when the volume bound `⌈Σ weights / capacity⌉` proves it
///    optimal (the common case, at the cost of one pass);
/// 2. otherwise the weights are sorted heaviest first (a radix sort on their bits: ties keep input
///    order), first-fit decreasing packs them (a tournament tree finds each item's bin in
///    O(log n)), and the Martello–Toth L2 bound is computed (and where first-fit decreasing
///    misses it, the bound from how many items a line can hold, `ThreeToALine.cardinalityBound`,
///    and for runs the exact search takes, the bound from counting heavy and light items apart,
///    `GroupCountBound`);
/// 3. runs of at most `exactSearchItemLimit` items that first-fit decreasing leaves above the
///    bound are solved exactly where the work budget allows: when every item is over a third
///    of a line (at most two to a line) by pairing, which is exact; when no line holds four
///    items and any two share one (triplets, items between a quarter and a half of a line) by a
///    search over triples (`ThreeToALine`) with most of the budget, from the bound up, each
///    failure proving that count impossible; then, if a line might still be saved, the minimum
///    bin slack heuristic (MBS′) gives a packing, a short search for one line fewer follows (it
///    often proves MBS′'s count the fewest at once), then perturbed runs of MBS′; for runs of at
///    most `lineCoverItemLimit` items the items spread evenly over the bound's lines
///    (`BalancedLines`, which finds packings only), the bound from three groups of items
///    (`GroupCountBound.threeGroups`), then the exact cover by nearly full lines
///    (`LineCover`) settles the bound's count either way where the lines leave little free space,
///    and where they are too many to search, the relaxation over them all proves the count
///    impossible or leaves it; and bin completion (`BinCompletion`) searches for one
///    line fewer, and again, until a count is proven impossible or the budget runs out;
/// 4. greedy in the given order is kept whenever it is as good: reordering only happens when it
///    saves a line, and the result is never worse than greedy.
/// The count is proven optimal when it meets the bound, or a search proved one line fewer
/// impossible. Ties are broken by input index and the budget counts search steps, not time, so the
/// output is the same on every run and every machine; lines are ordered by their first item's
/// input index, and items within a line keep their input order.
enum FewestRowsPacker {
    /// Runs longer than this get first-fit decreasing and the bound only.
    static let exactSearchItemLimit = 120
    /// Runs of at most this many items that the heuristics leave above the bounds get the exact
    /// cover by nearly full lines (`LineCover`) before bin completion, with a budget of its own
    /// (half the search's), all the search has left and `lineCoverAllowance` (what it does not
    /// spend goes back).
    static let lineCoverItemLimit = 40
    /// The most nearly full lines `LineCover` lists before it leaves a count to the other
    /// searches and to the relaxation of the items merged into fewer classes (past it, its time
    /// grows faster than its units count: docs/performance.md, "Lines met in the middle").
    static let lineCoverCandidateLimit = 20_000
    /// Past that many lines, the cover's relaxation is solved for the items merged into this many
    /// classes at the least loss of weight (a relaxation with a few thousand lines:
    /// docs/performance.md, "One dive, and items merged into fewer classes").
    static let coarseClassLimit = 20
    /// The most lines times the count of lines to fill that `LineCover` searches (more, and only
    /// their relaxation is solved, and one dive made down it): its search reads every open line
    /// at each of its levels.
    static let lineCoverReadLimit = 100_000
    /// The cover's budget beyond what it shares with the other searches: where it settles a run,
    /// it is the method that does (docs/performance.md, "Fewest rows"), and its units are charged
    /// at what they cost, so this bounds its time as the search budget bounds theirs (a quarter of
    /// the search's: of those measured, the least that changes no result, docs/performance.md,
    /// "The relaxation alone").
    static let lineCoverAllowance = 31_250
    /// Search steps allowed per layout, shared by its runs (a step is a node, a completion
    /// considered or a dominance test; what the budget costs: docs/performance.md, "Fewest
    /// rows"). A count rather than a clock, so results never depend on the machine or its load.
    static let searchBudget = 125_000

    /// The lines of `items`, reordered where that saves a line.
    ///
    /// The radix sort, the bound's sums, first-fit decreasing's tree and the map from items to
    /// lines work in the frames of `storage` (four words an item), which the caller writes only
    /// afterwards; it is prepared with room for greedy's lines, which the lines placed never
    /// outnumber, so working and placing take one block, and a reused result allocates none.
    /// `budget` is `searchBudget` but for tests (a smaller one must never give a false proof);
    /// the cover by nearly full lines has half as much again of its own (`Packed.cover`).
    static func partition<Items: ItemSource>(
        of items: Items, rules: LineRules, workingIn storage: inout ResultStorage,
        budget units: Int = searchBudget
    ) -> LinePartition {
        var packed = Packed(
            partition: LinePartition(provenOptimal: true), budget: BinCompletion.Budget(units: units),
            cover: BinCompletion.Budget(units: units / 2))
        guard !items.isEmpty else { return packed.partition }
        var runStart = 0
        for i in 1...items.count
        where i == items.count || rules.flagBreaks(before: items[i], after: items[i - 1]) {
            packRun(items, runStart..<i, rules: rules, storage: &storage, into: &packed)
            runStart = i
        }
        return packed.partition
    }

    /// The runs packed so far: their lines, the search budget left, the cover's own budget left
    /// (so that the searches get all they had before it), and whether a run was reordered (the
    /// placement is stored from then on).
    struct Packed {
        var partition: LinePartition
        var budget: BinCompletion.Budget
        var cover: BinCompletion.Budget
        var reordered = false
    }

    /// The weights of a run's packable items, heaviest first, with their input indices.
    struct SortedRun {
        var weights: [Double] = []
        var indices: [Int] = []
    }

    /// Packs the items of `run` into lines: greedy's where nothing does better (its starts
    /// are written where the run's lines go and stay), else the packing that saves lines.
    private static func packRun<Items: ItemSource>(
        _ items: Items, _ run: Range<Int>, rules: LineRules, storage: inout ResultStorage, into packed: inout Packed
    ) {
        // Every item before the run is placed already, so a position in placement order is the
        // input index whether the placement is stored or not: greedy's starts serve as they are.
        let firstLine = packed.partition.lineStarts.count
        GreedyLineBreaker.appendLineStarts(of: items, in: run, rules: rules, to: &packed.partition.lineStarts)
        let greedyCount = packed.partition.lineStarts.count - firstLine
        let problem = RunProblem(items, run, rules: rules)
        // The volume bound proves greedy optimal cheaply in the common case where it is.
        guard greedyCount > problem.overWideCount + volumeBound(problem.volume, capacity: problem.capacity) else {
            keepInOrder(run, in: &packed)
            return
        }
        // Room for every line so far with greedy's for this run: the most the placement needs
        // unless a later run outgrows it.
        storage.prepare(itemCount: items.count, lineRoom: max(storage.lineRoom, packed.partition.lineStarts.count))
        let packing = storage.withParts { frames, _, _ in
            problem.bestPacking(
                greedyCount: greedyCount, budget: &packed.budget, cover: &packed.cover, scratch: frames.scratch)
        }
        if greedyCount <= problem.overWideCount + packing.lineCount {
            keepInOrder(run, in: &packed)
        } else {
            packed.partition.lineStarts.removeLast(greedyCount)
            if !packed.reordered {
                // The first reordered run: the placement so far, the input order, is stored now.
                packed.partition.placement.append(contentsOf: 0..<run.lowerBound)
                packed.reordered = true
            }
            let overWide = run.filter { rules.isOverWide(items[$0]) }
            storage.withParts { frames, _, _ in
                appendPacked(
                    run, packable: packing.sorted.indices, bins: packing.bins, overWide: overWide,
                    scratch: frames.scratch, to: &packed.partition)
            }
        }
        let proven = packing.proven || greedyCount <= problem.overWideCount + packing.bound
        packed.partition.provenOptimal = packed.partition.provenOptimal == true && proven
    }

    /// ⌈volume / capacity⌉, allowing for float noise in the sum (it must never exceed the truth).
    static func volumeBound(_ volume: Double, capacity: Double) -> Int {
        max(0, Int((volume / capacity - 1e-9).rounded(.up)))
    }

    /// Keeps the run in its given order, broken where greedy broke it (its starts are in place
    /// already). The placement is stored only once a run before this one was reordered.
    private static func keepInOrder(_ run: Range<Int>, in packed: inout Packed) {
        if packed.reordered { packed.partition.placement.append(contentsOf: run) }
    }
}
