/// Exact one-dimensional bin packing for `fewestRows`: bin completion (Korf 2002, 2003), with
/// the minimum-bin-slack heuristic (MBS′, Fleszar and Hindi 2002) for a first packing.
///
/// **Items by weight.** Items of equal weight are interchangeable, so the search works on weight
/// classes — distinct weights, heaviest first, each with a count — and never tries two packings
/// that differ only by swapping equal items. (Tags repeat widths: a hundred tags have a few
/// dozen distinct widths.)
///
/// **Bin completion.** To decide whether the items fit in `K` bins, the search fills one bin at a
/// time: it takes the heaviest item left and tries every *completion* — a set of other items that
/// fits beside it — that is maximal and undominated, the fullest first. A completion is maximal
/// when no item left would still fit; it is dominated when an item left could replace one or two
/// of its items, summing to no more than it, and still fit: then any packing that uses it can
/// swap to the better one without using more bins (Martello and Toth's dominance, as bin
/// completion uses it). The total free space of `K` bins is fixed (`K·C − Σw`), so a completion
/// that leaves more free space than is left to spend is never tried, and bins holding items over
/// half the capacity are counted against the bins left. Every test is exact (no rule drops a
/// packing that could save a bin), so when the search ends without a packing, `K` bins are
/// proven impossible.
///
/// **Work.** Every search step — a node, a completion considered, a dominance test — spends one
/// unit of a budget the caller sets; when it runs out the search stops and says so. The count of
/// steps, not the clock, bounds the work, so the outcome is the same on every run and machine.
struct BinCompletion {
    /// The distinct weights, heaviest first.
    let weights: [Double]
    /// How many items have each weight.
    let counts: [Int]
    /// A bin's capacity.
    let capacity: Double

    /// What a search ends with.
    enum Outcome: Equatable {
        /// A packing into the bins asked for: each bin as the classes of its items.
        case found([[Int]])
        /// Proven: no packing into that many bins.
        case impossible
        /// The budget ran out first.
        case outOfBudget
    }

    /// Work units left; shared by every search of one layout.
    struct Budget {
        var units: Int

        /// Spends one unit; false once none is left.
        @inline(__always)
        mutating func spend() -> Bool {
            units -= 1
            return units >= 0
        }
    }

    init(weights: [Double], counts: [Int], capacity: Double) {
        self.weights = weights
        self.counts = counts
        self.capacity = capacity
    }

    // MARK: The heuristic

    /// Minimum bin slack with the heaviest item fixed (MBS′): bin after bin, the heaviest item
    /// left goes in, and the completion that leaves the least free space joins it (found by an
    /// exhaustive search that stops at a full bin). With a `perturbation` other than 0 the search
    /// tries the classes' counts in an order that seed fixes, so among equally full completions
    /// it may take another one: repeated with different seeds, it is the perturbation heuristic
    /// that finds full packings (triplets) where the plain one does not. `nil` when the budget
    /// runs out.
    func minimumBinSlack(budget: inout Budget, perturbation: UInt64 = 0) -> [[Int]]? {
        var state = SearchState(self)
        state.shuffle = perturbation
        var bins: [[Int]] = []
        while let heaviest = state.heaviestClass() {
            state.remaining[heaviest] -= 1
            let residual = capacity - weights[heaviest]
            state.prepareSuffixWeights()
            var subset = SearchState.Subset()
            guard state.fullestSubset(from: heaviest, sum: 0, residual: residual, subset: &subset, budget: &budget)
            else { return nil }
            for c in subset.best { state.remaining[c] -= 1 }
            bins.append([heaviest] + subset.best)
        }
        return bins
    }

    // MARK: The exact search

    /// Searches for a packing into `binCount` bins.
    ///
    /// Half the budget goes to short searches that try completions of equal weight in shuffled
    /// orders — a fixed shuffle per search, so the outcome stays deterministic — with lengths in
    /// the Luby sequence (1, 1, 2, 1, 1, 2, 4, … times a 128th of the budget); the other half to
    /// one search in the order completions are found (heaviest items first). A search that goes
    /// wrong near the top of the tree (a full packing missed by an early choice) spends its
    /// budget below that choice; short searches in other orders get out of it where a single
    /// search would not (such searches' run times are heavy-tailed). Any search that ends
    /// without a packing has covered every packing, whatever its order: that proves the count
    /// impossible.
    func pack(into binCount: Int, budget: inout Budget) -> Outcome {
        var total = 0.0
        for c in weights.indices { total += Double(counts[c]) * weights[c] }
        // The free space of `binCount` bins, with an allowance for rounding in the sums (more
        // free space only lets more completions through, so the search stays exact).
        let freeSpace = Double(binCount) * capacity - total + 1e-9 * Double(binCount) * capacity
        let unit = max(1, budget.units / 128)
        var shortSearches = budget.units / 2
        var restart: UInt64 = 1
        while true {
            let last = shortSearches <= 0
            let share = last ? budget.units : min(shortSearches, unit * Self.luby(Int(restart)))
            var searchBudget = Budget(units: share)
            var state = SearchState(self)
            state.shuffle = last ? 0 : restart
            var bins: [[Int]] = []
            let step = state.search(binsLeft: binCount, freeSpaceLeft: freeSpace, budget: &searchBudget, bins: &bins)
            let spent = share - max(0, searchBudget.units)
            budget.units -= spent
            shortSearches -= spent
            switch step {
            case .found: return .found(bins)
            case .impossible: return .impossible
            case .outOfBudget: if last { return .outOfBudget }
            }
            restart += 1
        }
    }

    /// The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, … (its `i`th term, from 1):
    /// restart lengths within a constant factor of the best fixed length for any search.
    static func luby(_ i: Int) -> Int {
        var k = 1
        while (1 << k) - 1 < i { k += 1 }
        if i == (1 << k) - 1 { return 1 << (k - 1) }
        return luby(i - (1 << (k - 1)) + 1)
    }

    /// The search's working state: the items left and the completions under consideration.
    private struct SearchState {
        let weights: [Double]
        let capacity: Double
        /// Items left of each class.
        var remaining: [Int]
        /// `suffixWeights[c]`: the weight of all items left in classes `c...`.
        var suffixWeights: [Double]
        /// `lightestFrom[c]`: the lightest weight with an item left in classes `c...` (infinity
        /// when none is left).
        var lightestFrom: [Double]
        /// Completions found at the nodes on the current path, one after another: the classes
        /// of their items in `completionItems`, and for each its range there and its weight.
        var completionItems: [Int] = []
        var completions: [(start: Int, end: Int, sum: Double)] = []
        /// Classes whose items weigh more than half a bin (each needs a bin of its own).
        let firstLightClass: Int
        /// Which order completions of equal weight are tried in: 0 for the order they are found
        /// in (heaviest items first), others for a fixed shuffle.
        var shuffle: UInt64 = 0
        /// The class of the item the node being expanded fixed in its bin.
        var fixedClass = 0
        /// Nogoods (Korf 2003): completions that failed at a node on the current path, while
        /// their later siblings are searched. Their classes are in `nogoodItems`, ascending.
        var nogoodItems: [Int] = []
        var nogoods: [Range<Int>] = []
        /// The classes of the completion being enumerated (empty between enumerations): one array
        /// for every node, so that nodes do not grow one of their own.
        var chosen: [Int] = []
        /// Free space below which a bin counts as full for the heuristic: twice the tolerance
        /// the capacity includes.
        static let full = 2 * FlowLayout.tolerance

        init(_ problem: BinCompletion) {
            weights = problem.weights
            capacity = problem.capacity
            remaining = problem.counts
            suffixWeights = [Double](repeating: 0, count: problem.weights.count + 1)
            lightestFrom = [Double](repeating: .infinity, count: problem.weights.count + 1)
            var c = 0
            while c < weights.count, weights[c] > capacity / 2 { c += 1 }
            firstLightClass = c
        }

        func heaviestClass() -> Int? {
            remaining.firstIndex { $0 > 0 }
        }

        mutating func prepareSuffixWeights() {
            var sum = 0.0
            var lightest = Double.infinity
            for c in stride(from: weights.count - 1, through: 0, by: -1) {
                sum += Double(remaining[c]) * weights[c]
                suffixWeights[c] = sum
                if remaining[c] > 0 { lightest = min(lightest, weights[c]) }
                lightestFrom[c] = lightest
            }
        }

        /// How many of `left` items weighing `weight` fit beside a load of `sum` in `residual`.
        @inline(__always)
        static func mostThatFit(_ left: Int, weighing weight: Double, beside sum: Double, in residual: Double) -> Int {
            var take = 0
            var load = sum
            while take < left, load + weight <= residual {
                take += 1
                load += weight
            }
            return take
        }

        /// The first class (heaviest first) at or after `c` whose weight is at most `limit`.
        func firstClass(from c: Int, atMost limit: Double) -> Int {
            var low = c
            var high = weights.count
            while low < high {
                let mid = (low + high) / 2
                if weights[mid] > limit { low = mid + 1 } else { high = mid }
            }
            return low
        }

        /// The subset of classes the search for the fullest one has chosen so far, and the fullest
        /// found.
        struct Subset {
            var chosen: [Int] = []
            var best: [Int] = []
            var bestSum = -1.0
        }

        /// The fullest subset of the items left in classes `c...` that fits in `residual`:
        /// a branch and bound over how many of each class, stopping at a full bin. False when the
        /// budget runs out.
        mutating func fullestSubset(
            from c: Int, sum: Double, residual: Double, subset: inout Subset, budget: inout Budget
        ) -> Bool {
            guard budget.spend() else { return false }
            if sum > subset.bestSum {
                subset.bestSum = sum
                subset.best = subset.chosen
            }
            let bestSum = subset.bestSum
            // Nothing left to add, nothing that could beat the best, or the bin is full (to within
            // the tolerance the capacity already includes).
            if c == weights.count || sum + suffixWeights[c] <= bestSum || bestSum >= residual - Self.full { return true }
            let take = Self.mostThatFit(remaining[c], weighing: weights[c], beside: sum, in: residual)
            let mark = subset.chosen.count
            // Most counts first; perturbed, now and then none first.
            var upward = false
            if shuffle != 0 {
                shuffle = shuffle &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                upward = (shuffle >> 61) == 0
            }
            var k = upward ? 0 : take
            for _ in 0..<k { subset.chosen.append(c) }
            while true {
                remaining[c] -= k
                let ok = fullestSubset(
                    from: c + 1, sum: sum + Double(k) * weights[c], residual: residual, subset: &subset, budget: &budget)
                remaining[c] += k
                if !ok { return false }
                if subset.bestSum >= residual - Self.full { break }
                if upward {
                    if k == take { break }
                    k += 1
                    subset.chosen.append(c)
                } else {
                    if k == 0 { break }
                    k -= 1
                    subset.chosen.removeLast()
                }
            }
            subset.chosen.removeLast(subset.chosen.count - mark)
            return true
        }

        enum Step { case found, impossible, outOfBudget }

        /// Fills the next bin with the heaviest item left and each of its completions in turn.
        mutating func search(binsLeft: Int, freeSpaceLeft: Double, budget: inout Budget, bins: inout [[Int]]) -> Step {
            guard let heaviest = heaviestClass() else { return .found }
            guard budget.spend() else { return .outOfBudget }
            guard binsLeft > 0 else { return .impossible }
            // Items over half a bin need a bin each.
            var heavy = 0
            for c in 0..<firstLightClass { heavy += remaining[c] }
            if heavy > binsLeft { return .impossible }

            remaining[heaviest] -= 1
            defer { remaining[heaviest] += 1 }
            let residual = capacity - weights[heaviest]
            fixedClass = heaviest
            prepareSuffixWeights()
            let firstCompletion = completions.count
            let firstItem = completionItems.count
            defer {
                completions.removeLast(completions.count - firstCompletion)
                completionItems.removeLast(completionItems.count - firstItem)
            }
            // The enumeration counts items through a span of its own copy of `remaining`, which it
            // leaves as it found it: array writes would check the array is not shared, every time.
            var left = remaining
            remaining = []
            var counts = left.mutableSpan
            // A completion may leave at most the free space left unspent.
            let enumerated = enumerate(
                from: heaviest, sum: 0, within: Room(residual: residual, leastSum: residual - freeSpaceLeft),
                smallestSkipped: .infinity, budget: &budget, remaining: &counts)
            remaining = left
            guard enumerated else { return .outOfBudget }
            let found = fullestFirst(completions[firstCompletion...].indices, binsLeft: binsLeft)
            // A completion that failed becomes a nogood for its later siblings: below them, no bin
            // may hold all its items (swapping them with the sibling's, which weigh no more,
            // would give back the failed one).
            let firstNogood = nogoods.count
            let firstNogoodItem = nogoodItems.count
            defer {
                nogoods.removeLast(nogoods.count - firstNogood)
                nogoodItems.removeLast(nogoodItems.count - firstNogoodItem)
            }
            for i in found {
                let completion = completions[i]
                for k in completion.start..<completion.end { remaining[completionItems[k]] -= 1 }
                let step = search(
                    binsLeft: binsLeft - 1, freeSpaceLeft: freeSpaceLeft - (residual - completion.sum), budget: &budget,
                    bins: &bins)
                for k in completion.start..<completion.end { remaining[completionItems[k]] += 1 }
                switch step {
                case .found:
                    bins.append([heaviest] + completionItems[completion.start..<completion.end])
                    return .found
                case .outOfBudget:
                    return .outOfBudget
                case .impossible:
                    if completion.end > completion.start {
                        let start = nogoodItems.count
                        nogoodItems.append(contentsOf: completionItems[completion.start..<completion.end])
                        nogoods.append(start..<nogoodItems.count)
                    }
                }
            }
            return .impossible
        }

        /// The completions at `indices`, the fullest first; among equals, the one found first, or
        /// with a restart's `shuffle`, a fixed mix of it, the completion's place and `binsLeft`.
        func fullestFirst(_ indices: Range<Int>, binsLeft: Int) -> [Int] {
            // The comparisons read copies of these, not `self`, which they would copy whole.
            let shuffle = self.shuffle
            let completions = self.completions
            func rank(_ i: Int) -> UInt64 {
                guard shuffle != 0 else { return UInt64(i) }
                // SplitMix64's finaliser.
                var z = UInt64(i) &+ shuffle &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(binsLeft) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return z ^ (z >> 31)
            }
            return indices.sorted {
                completions[$0].sum > completions[$1].sum
                    || (completions[$0].sum == completions[$1].sum && rank($0) < rank($1))
            }
        }

        /// The room a completion fills: what fits beside the bin's heaviest item (`residual`), and
        /// the least it must hold, so as to leave no more free space than the count allows.
        struct Room {
            let residual: Double
            let leastSum: Double
        }

        /// Records every maximal, undominated completion of classes `c...` of weight at least
        /// `room.leastSum` that fits in `room.residual`. `smallestSkipped` is the lightest item
        /// left out although it fitted when its class was decided: a maximal completion must end
        /// too full for it. False when the budget runs out. `remaining` stands for the property of
        /// that name, which is empty meanwhile; the completion's classes so far are `chosen`.
        mutating func enumerate(
            from c: Int, sum: Double, within room: Room, smallestSkipped: Double, budget: inout Budget,
            remaining: inout MutableSpan<Int>
        ) -> Bool {
            let (residual, leastSum) = (room.residual, room.leastSum)
            guard budget.spend() else { return false }
            // Even every item left cannot reach the least sum, or close the gap below the
            // skipped item.
            let reachable = sum + suffixWeights[c]
            if reachable < leastSum || !(reachable + smallestSkipped > residual) { return true }
            if c == weights.count {
                return record(sum: sum, residual: residual, budget: &budget, remaining: remaining.span)
            }
            let gap = residual - sum
            if gap < 2 * lightestFrom[c] {
                // At most one more item fits: rather than deciding class after class, go straight
                // to the classes whose weight can both fit and reach the least sum. Once one is
                // added nothing else fits (the gap left is under the lightest weight left).
                if !(lightestFrom[c] <= gap) {
                    // Nothing fits at all: the completion ends here.
                    guard sum >= leastSum, sum + smallestSkipped > residual else { return true }
                    return record(sum: sum, residual: residual, budget: &budget, remaining: remaining.span)
                }
                var z = firstClass(from: c, atMost: gap)
                while z < weights.count, sum + weights[z] >= leastSum {
                    guard budget.spend() else { return false }
                    if remaining[z] > 0, sum + weights[z] <= residual, sum + weights[z] + smallestSkipped > residual {
                        remaining[z] -= 1
                        chosen.append(z)
                        let ok = record(sum: sum + weights[z], residual: residual, budget: &budget, remaining: remaining.span)
                        chosen.removeLast()
                        remaining[z] += 1
                        if !ok { return false }
                    }
                    z += 1
                }
                return true
            }
            let take = Self.mostThatFit(remaining[c], weighing: weights[c], beside: sum, in: residual)
            let mark = chosen.count
            for _ in 0..<take { chosen.append(c) }
            var k = take
            while true {
                // Leaving out an item of this class that still fits makes it the binding one.
                let skipped = k < remaining[c] && sum + Double(k) * weights[c] + weights[c] <= residual
                    ? weights[c] : smallestSkipped
                remaining[c] -= k
                let ok = enumerate(
                    from: c + 1, sum: sum + Double(k) * weights[c], within: room, smallestSkipped: skipped, budget: &budget,
                    remaining: &remaining)
                remaining[c] += k
                if !ok { return false }
                if k == 0 { break }
                k -= 1
                chosen.removeLast()
            }
            chosen.removeLast(chosen.count - mark)
            return true
        }

        /// Keeps the completion `chosen` (whose items are already out of `remaining`) unless an
        /// item left could replace one or two of its items of no greater total and still fit.
        mutating func record(sum: Double, residual: Double, budget: inout Budget, remaining: Span<Int>) -> Bool {
            // A bin holding all the items of a nogood is pruned.
            for nogood in nogoods {
                guard budget.spend() else { return false }
                if contains(nogood, fixed: fixedClass, chosen: chosen) { return true }
            }
            // A replacement y for items of total t must satisfy t ≤ y (strictly for one item)
            // and sum − t + y ≤ residual: y lies in [t, t + free space]; such classes are found
            // by binary search on the weights.
            for i in chosen.indices {
                let t = weights[chosen[i]]
                if dominates(above: t, strictly: true, sum: sum, residual: residual, budget: &budget, remaining: remaining) {
                    return true
                }
                for j in (i + 1)..<chosen.count {
                    let pair = t + weights[chosen[j]]
                    if dominates(above: pair, strictly: false, sum: sum, residual: residual, budget: &budget, remaining: remaining) {
                        return true
                    }
                }
                if budget.units < 0 { return false }
            }
            completions.append((completionItems.count, completionItems.count + chosen.count, sum))
            completionItems.append(contentsOf: chosen)
            return true
        }

        /// Whether the bin of `fixed` and `chosen` (classes ascending) holds every item of the
        /// nogood (a sub-multiset, checked by merging the two sorted lists).
        func contains(_ nogood: Range<Int>, fixed: Int, chosen: [Int]) -> Bool {
            var k = nogood.lowerBound
            var usedFixed = false
            var j = 0
            while k < nogood.upperBound {
                let needed = nogoodItems[k]
                if !usedFixed, fixed == needed {
                    usedFixed = true
                } else {
                    while j < chosen.count, chosen[j] < needed { j += 1 }
                    guard j < chosen.count, chosen[j] == needed else { return false }
                    j += 1
                }
                k += 1
            }
            return true
        }

        /// Whether an item left (`remaining`) of weight in [t, t + free] (above t when `strictly`;
        /// the free space is `residual − sum`) could take the place of items weighing t and still
        /// fit.
        func dominates(
            above t: Double, strictly: Bool, sum: Double, residual: Double, budget: inout Budget, remaining: Span<Int>
        ) -> Bool {
            guard budget.spend() else { return false }
            let free = residual - sum
            var y = firstClass(from: 0, atMost: t + free)
            while y < weights.count, weights[y] >= t {
                if remaining[y] > 0, !(strictly && weights[y] == t), sum - t + weights[y] <= residual { return true }
                y += 1
            }
            return false
        }
    }
}
