/// The search behind `ThreeToALine`: splits items into triples of at most a line each.
///
/// At each step it takes the item with the fewest ways left to complete its triple (most
/// constrained first; among equals the heaviest) and tries each pair that completes it, fullest
/// first. Only pairs on the *frontier* are tried — neither item can be replaced by a heavier one
/// left that still fits (such a pair is dominated: a split using it swaps to one using the heavier
/// item, which leaves a lighter item in some other triple) — and only pairs that waste no more
/// than the free space left (`triples` lines less the items' weight: every triple's waste comes
/// out of it). When few triples can fit at all (as when every line must be exactly full), the
/// number of ways each item has left is kept up to date as items are taken and put back, so the
/// most constrained item is found among all of them; otherwise it is chosen among the few
/// heaviest and lightest items left. Short searches in fixed shuffled orders, restart lengths in
/// the Luby sequence, get out of bad early choices. None of this drops a split that exists, so a
/// search that ends without one proves that there is none.
struct TripleSplit: Sendable {
    /// Distinct weights, lightest first, and the items of each left to place.
    private let weights: [Double]
    private var left: [Int]
    private let capacity: Double
    private let triples: Int
    /// The free space of the triples: `triples` lines less the items' weight, with an allowance
    /// for rounding in the sums (more free space only lets more pairs through).
    private let freeSpace: Double
    /// Restart order: 0 for the natural order (fullest pairs first), others for a fixed shuffle.
    private var shuffle: UInt64 = 0
    /// The pairs under consideration at each level of the search, one level after another.
    private var pairs: [Pair] = []

    /// A pair completing a triple, and the free space the triple leaves.
    private struct Pair {
        var b: Int
        var c: Int
        var waste: Double
        var rank: UInt64 = 0
    }

    /// When few triples fit at all (with no more waste than the free space), they are listed,
    /// and `ways[c]` counts those with all their items left that hold class `c`: its ways to
    /// complete a triple. `members[3k…3k+2]` are triple `k`'s classes (ascending), `short[k]`
    /// how many of its classes have fewer items left than it needs (0: its items are all left),
    /// and `needing[needingStart[3c + r − 1]..<needingStart[3c + r]]` the triples that need `r`
    /// items of class `c`.
    private var tracked = false
    private var members: [Int] = []
    private var short: [Int] = []
    private var needing: [Int] = []
    private var needingStart: [Int] = []
    private var ways: [Int] = []

    /// The split of `counts` items of each of `weights` (lightest first) into `triples` triples;
    /// listing the triples that fit, when that is worth it, spends from `budget`.
    init(weights: [Double], counts: [Int], capacity: Double, triples: Int, budget: inout BinCompletion.Budget) {
        self.weights = weights
        left = counts
        self.capacity = capacity
        self.triples = triples
        var total = 0.0
        for c in weights.indices { total += Double(counts[c]) * weights[c] }
        freeSpace = Double(triples) * capacity - total + 1e-9 * Double(triples) * capacity
        if freeSpace <= 1e-6 * capacity { track(budget: &budget) }
    }

    /// Lists the triples that fit and waste no more than the free space, unless there are more
    /// than a few dozen per class (then the most constrained item is looked for among a few).
    private mutating func track(budget: inout BinCompletion.Budget) {
        let m = weights.count
        let limit = 32 * m
        var list: [Int] = []
        var pairsTried = 0
        search: for x in 0..<m where left[x] > 0 {
            for y in x..<m where left[y] > (y == x ? 1 : 0) {
                pairsTried += 1
                let pair = weights[x] + weights[y]
                // z ≥ y with pair + w[z] in [capacity − freeSpace, capacity].
                var z = lowerIndex(atLeast: capacity - freeSpace - pair, from: y)
                while z < m, pair + weights[z] <= capacity {
                    if left[z] >= 1 + (z == y ? 1 : 0) + (z == x ? 1 : 0) {
                        list.append(x)
                        list.append(y)
                        list.append(z)
                        if list.count > 3 * limit { break search }
                    }
                    z += 1
                }
            }
        }
        budget.units -= pairsTried / 4 + list.count / 3
        guard list.count <= 3 * limit else { return }
        tracked = true
        let count = list.count / 3
        members = list
        short = [Int](repeating: 0, count: count)
        ways = [Int](repeating: 0, count: m)
        // Each class of a triple once (at its first place), with how many items it needs.
        func need(_ r: Int) -> Int {
            var times = 1
            var next = r + 1
            while next < r - r % 3 + 3, list[next] == list[r] {
                times += 1
                next += 1
            }
            return times
        }
        func isFirst(_ r: Int) -> Bool { r % 3 == 0 || list[r] != list[r - 1] }
        needingStart = [Int](repeating: 0, count: 3 * m + 1)
        for r in list.indices where isFirst(r) {
            needingStart[3 * list[r] + need(r)] += 1
            ways[list[r]] += 1
        }
        for k in 0..<3 * m { needingStart[k + 1] += needingStart[k] }
        var next = needingStart
        needing = [Int](repeating: 0, count: needingStart[3 * m])
        for r in list.indices where isFirst(r) {
            let slot = 3 * list[r] + need(r) - 1
            needing[next[slot]] = r / 3
            next[slot] += 1
        }
    }

    /// The first class at or after `from` whose weight is at least `value`.
    private func lowerIndex(atLeast value: Double, from: Int) -> Int {
        var low = from
        var high = weights.count
        while low < high {
            let mid = (low + high) / 2
            if weights[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Takes an item of class `c` out: the triples that need all the items it had lose it.
    private mutating func take(_ c: Int, budget: inout BinCompletion.Budget) {
        let had = left[c]
        left[c] = had - 1
        guard tracked, had <= 3 else { return }
        let affected = needingStart[3 * c + had - 1]..<needingStart[3 * c + had]
        for slot in affected {
            let k = needing[slot]
            short[k] += 1
            if short[k] == 1 {
                for r in 3 * k..<3 * k + 3 where r == 3 * k || members[r] != members[r - 1] { ways[members[r]] -= 1 }
            }
        }
        budget.units -= 1 + affected.count / 3
    }

    /// Puts an item of class `c` back, undoing `take`.
    private mutating func putBack(_ c: Int, budget: inout BinCompletion.Budget) {
        let has = left[c] + 1
        left[c] = has
        guard tracked, has <= 3 else { return }
        let affected = needingStart[3 * c + has - 1]..<needingStart[3 * c + has]
        for slot in affected {
            let k = needing[slot]
            short[k] -= 1
            if short[k] == 0 {
                for r in 3 * k..<3 * k + 3 where r == 3 * k || members[r] != members[r - 1] { ways[members[r]] += 1 }
            }
        }
        budget.units -= 1 + affected.count / 3
    }

    /// Appends the frontier pairs that complete a triple of class `a` (already taken out of
    /// `left`) wasting at most `slack`, found by two pointers over the classes. Returns how
    /// many.
    private mutating func appendCompletions(of a: Int, slack: Double, budget: inout BinCompletion.Budget) -> Int {
        let first = pairs.count
        let room = capacity - weights[a]
        if tracked {
            // Every triple listed wastes (next to) nothing, so none dominates another: the
            // pairs are the other two classes of `a`'s triples whose items were all left
            // before `a` was taken (then only `a` may be short, and only where the triple
            // needed every item of `a` there was).
            let had = left[a] + 1
            var looked = 0
            for need in 1...min(3, had) {
                let range = needingStart[3 * a + need - 1]..<needingStart[3 * a + need]
                looked += range.count
                for slot in range where short[needing[slot]] == (need == had ? 1 : 0) {
                    let k = needing[slot]
                    // The triple's items but one of `a`, lightest first.
                    let x = members[3 * k]
                    let y = members[3 * k + 1]
                    let z = members[3 * k + 2]
                    let (b, c) = x == a ? (y, z) : (y == a ? (x, z) : (x, y))
                    let waste = room - weights[b] - weights[c]
                    if waste <= slack { pairs.append(Pair(b: b, c: c, waste: waste)) }
                }
            }
            budget.units -= 1 + looked / 4
            return pairs.count - first
        }
        let m = weights.count
        var j = m - 1
        var i = 0
        var candidate = -1
        var candidatePartner = -1
        while i < m {
            guard left[i] > 0 else {
                i += 1
                continue
            }
            // The heaviest partner j ≥ i left that fits beside i.
            while j >= i, left[j] < (j == i ? 2 : 1) || weights[i] + weights[j] > room { j -= 1 }
            if j < i { break }
            // A lighter class with the same partner is dominated by this one.
            if candidate >= 0, candidatePartner != j {
                let waste = room - weights[candidate] - weights[candidatePartner]
                if waste <= slack { pairs.append(Pair(b: candidate, c: candidatePartner, waste: waste)) }
            }
            candidate = i
            candidatePartner = j
            i += 1
        }
        if candidate >= 0 {
            let waste = room - weights[candidate] - weights[candidatePartner]
            if waste <= slack { pairs.append(Pair(b: candidate, c: candidatePartner, waste: waste)) }
        }
        budget.units -= 1 + m / 6
        return pairs.count - first
    }

    /// The class whose items have the fewest ways left to complete a triple (the heaviest
    /// among equals), or −1 when some class has none (a dead end). Some item must be left.
    private mutating func mostConstrained(slack: Double, budget: inout BinCompletion.Budget) -> Int {
        let m = weights.count
        if tracked {
            var best = -1
            var fewest = Int.max
            for c in stride(from: m - 1, through: 0, by: -1) where left[c] > 0 {
                let w = ways[c]
                if w == 0 { return -1 }
                if w < fewest {
                    fewest = w
                    best = c
                }
            }
            budget.units -= m / 8
            return best
        }
        // The three heaviest and the three lightest classes left, counting their frontier pairs.
        var best = -1
        var fewest = Int.max
        var heavy = m - 1
        var light = 0
        for k in 0..<6 {
            var a = -1
            if k < 3 {
                while heavy >= 0, left[heavy] == 0 { heavy -= 1 }
                a = heavy
                heavy -= 1
            } else {
                while light <= heavy, left[light] == 0 { light += 1 }
                if light <= heavy { a = light }
                light += 1
            }
            guard a >= 0 else { continue }
            left[a] -= 1
            let count = appendCompletions(of: a, slack: slack, budget: &budget)
            pairs.removeLast(count)
            left[a] += 1
            if count == 0 { return -1 }
            if count < fewest {
                fewest = count
                best = a
            }
        }
        return best
    }

    private enum Step { case found, impossible, outOfBudget }

    /// Places the rest of the triples: `slack` is the free space left to waste.
    private mutating func place(remaining: Int, slack: Double, budget: inout BinCompletion.Budget, placed: inout [Int]) -> Step {
        if remaining == 0 { return .found }
        guard budget.units > 0 else { return .outOfBudget }
        budget.units -= 2
        let a = mostConstrained(slack: slack, budget: &budget)
        guard a >= 0 else { return .impossible }
        take(a, budget: &budget)
        let first = pairs.count
        let count = appendCompletions(of: a, slack: slack, budget: &budget)
        // Fullest first; among equals, in found order or (restarts) a fixed shuffle of it: a
        // SplitMix64 of the restart, the depth and the place. Insertion sort: few pairs.
        if shuffle != 0 {
            for k in first..<first + count {
                var z = UInt64(k - first) &+ shuffle &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(remaining) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                pairs[k].rank = z ^ (z >> 31)
            }
        }
        if count > 1 {
            for k in first + 1..<first + count {
                let pair = pairs[k]
                var to = k
                while to > first, pair.waste < pairs[to - 1].waste
                    || (pair.waste == pairs[to - 1].waste && pair.rank < pairs[to - 1].rank)
                {
                    pairs[to] = pairs[to - 1]
                    to -= 1
                }
                pairs[to] = pair
            }
            budget.units -= count / 4
        }
        var outcome = Step.impossible
        for k in first..<first + count {
            let pair = pairs[k]
            take(pair.b, budget: &budget)
            take(pair.c, budget: &budget)
            let step = place(remaining: remaining - 1, slack: slack - pair.waste, budget: &budget, placed: &placed)
            putBack(pair.c, budget: &budget)
            putBack(pair.b, budget: &budget)
            if step == .found {
                placed.append(contentsOf: [a, pair.b, pair.c])
                outcome = .found
                break
            }
            if step == .outOfBudget {
                outcome = .outOfBudget
                break
            }
        }
        pairs.removeLast(count)
        putBack(a, budget: &budget)
        return outcome
    }

    /// Short searches in shuffled orders (Luby restarts), then one with what is left; the
    /// triples found, each as its classes, lightest first numbering.
    mutating func run(budget: inout BinCompletion.Budget) -> BinCompletion.Outcome {
        let unit = max(64, 32 * triples)
        var restart = 1
        var shortSearches = budget.units / 2
        while true {
            let last = shortSearches <= 0
            let share = last ? budget.units : min(shortSearches, unit * BinCompletion.luby(restart))
            var searchBudget = BinCompletion.Budget(units: share)
            shuffle = restart == 1 || last ? 0 : UInt64(restart)
            var placed: [Int] = []
            let step = place(remaining: triples, slack: freeSpace, budget: &searchBudget, placed: &placed)
            let spent = share - max(0, searchBudget.units)
            budget.units -= spent
            shortSearches -= spent
            switch step {
            case .found: return .found(stride(from: 0, to: placed.count, by: 3).map { Array(placed[$0..<$0 + 3]) })
            case .impossible: return .impossible
            case .outOfBudget: if last { return .outOfBudget }
            }
            restart += 1
        }
    }
}
