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
/// proven there is none, or out of budget.
struct LineCover {
    /// The distinct weights, heaviest first, and how many items have each.
    let weights: [Double]
    let counts: [Int]
    let capacity: Double

    /// The candidate lines, fullest first: each as its classes ascending,
    /// `items[starts[k]..<starts[k + 1]]`, with its free space.
    struct Candidates {
        var items: [Int] = []
        var starts: [Int] = [0]
        var waste: [Double] = []
        var count: Int { waste.count }
        func line(_ k: Int) -> ArraySlice<Int> { items[starts[k]..<starts[k + 1]] }
    }

    /// A packing into `lines` lines, as bins of classes, `.impossible` when none exists, else
    /// `.outOfBudget` — also when more than `limit` lines leave at most σ free (σ is large: the
    /// other searches are left the count).
    func pack(into lines: Int, limit: Int, warm: [[Int]] = [], budget: inout BinCompletion.Budget) -> BinCompletion.Outcome {
        var volume = 0.0
        for c in weights.indices { volume += Double(counts[c]) * weights[c] }
        // The allowance keeps float noise in the sums from ruling out a line that fits.
        let slack = Double(lines) * capacity - volume + 1e-9 * Double(lines) * capacity
        guard slack >= 0 else { return .impossible }
        guard let candidates = candidates(slack: slack, limit: limit, budget: &budget) else { return .outOfBudget }
        var search = CoverSearch(problem: self, candidates: candidates)
        let root = CoverSearch.Node(open: Array(0..<candidates.count), linesLeft: lines, slack: slack)
        let pool = candidates.indices(of: warm, weights: weights, capacity: capacity)
        switch search.cover(root, inherited: nil, pool: pool, budget: &budget) {
        case .found: return .found(search.lines)
        case .impossible: return .impossible
        case .outOfBudget: return .outOfBudget
        }
    }

    /// Every line (a sub-multiset of the items) that fits and leaves at most `slack` free, fullest
    /// first (ties: in the order found); `nil` when there are more than `limit` or the budget runs
    /// out first. The search adds items class by class (heaviest first) and never visits a
    /// partial line that even every lighter item left could not fill enough.
    func candidates(slack: Double, limit: Int, budget: inout BinCompletion.Budget) -> Candidates? {
        var listing = Listing(problem: self, least: capacity - slack, limit: limit)
        // The line being built (its classes, and how many of each) is written through spans: an
        // array write would check each time that the array is not shared.
        var taken = [Int](repeating: 0, count: weights.count)
        var chosen = [Int](repeating: 0, count: counts.reduce(0, +))
        var takenSpan = taken.mutableSpan
        var chosenSpan = chosen.mutableSpan
        guard listing.visit(0, load: 0, depth: 0, budget: &budget, taken: &takenSpan, chosen: &chosenSpan) else { return nil }
        return listing.found.sortedByWaste()
    }

    /// The search of `candidates`: a struct rather than a closure over its state, so that the
    /// recursion reaches its arrays directly.
    private struct Listing {
        let weights: [Double]
        let counts: [Int]
        let capacity: Double
        /// The least load a line may have.
        let least: Double
        let limit: Int
        /// `suffix[c]`: the weight of every item of classes `c...`.
        let suffix: [Double]
        var found = Candidates()

        init(problem: LineCover, least: Double, limit: Int) {
            weights = problem.weights
            counts = problem.counts
            capacity = problem.capacity
            self.least = least
            self.limit = limit
            var suffix = [Double](repeating: 0, count: weights.count + 1)
            for c in stride(from: weights.count - 1, through: 0, by: -1) {
                suffix[c] = suffix[c + 1] + Double(counts[c]) * weights[c]
            }
            self.suffix = suffix
        }

        /// Lines with the line so far (`chosen[..<depth]`, `taken` of each class), adding items of
        /// classes `c...` only.
        mutating func visit(
            _ c: Int, load: Double, depth: Int, budget: inout BinCompletion.Budget, taken: inout MutableSpan<Int>,
            chosen: inout MutableSpan<Int>
        ) -> Bool {
            guard budget.spend() else { return false }
            if load >= least {
                for i in 0..<depth { found.items.append(chosen[i]) }
                found.starts.append(found.items.count)
                found.waste.append(capacity - load)
                if found.count > limit { return false }
            }
            // Heavier classes than the room left cannot join: the scan starts past them (by
            // bisection, the weights being heaviest first).
            var low = c
            var high = weights.count
            while low < high {
                let mid = (low + high) / 2
                if load + weights[mid] <= capacity { high = mid } else { low = mid + 1 }
            }
            for next in low..<weights.count where taken[next] < counts[next] && load + weights[next] <= capacity {
                // The rest, however full, cannot reach the window: nor can lighter classes.
                if load + suffix[next] - Double(taken[next]) * weights[next] < least { break }
                taken[next] += 1
                chosen[depth] = next
                let ok = visit(next, load: load + weights[next], depth: depth + 1, budget: &budget, taken: &taken, chosen: &chosen)
                taken[next] -= 1
                if !ok { return false }
            }
            return true
        }
    }
}

extension LineCover.Candidates {
    /// The same lines, fullest first (ties: in their order here).
    func sortedByWaste() -> Self {
        // Pairs compared as pairs: by free space, then by place.
        let order = waste.indices.map { (waste[$0], $0) }.sorted { $0 < $1 }
        var sorted = Self()
        sorted.items.reserveCapacity(items.count)
        sorted.starts.reserveCapacity(starts.count)
        sorted.waste.reserveCapacity(count)
        for (_, k) in order {
            sorted.items += items[starts[k]..<starts[k + 1]]
            sorted.starts.append(sorted.items.count)
            sorted.waste.append(waste[k])
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
                if items[starts[low]..<starts[low + 1]].elementsEqual(bin) { return low }
                low += 1
            }
            return nil
        }
    }
}
