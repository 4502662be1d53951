/// The search of `LineCover`: depth first over the class of items left with the fewest open
/// lines, each of its lines in the order the relaxation uses them (see `LineCover`).
struct CoverSearch {
    let problem: LineCover
    let candidates: LineCover.Candidates
    /// The items left of each class.
    private var left: [Int]
    /// The lines of the packing found, as bins of classes.
    private(set) var lines: [[Int]] = []
    /// Items left that were proven not to fit in this many lines (nor, so, in fewer), by their
    /// word (`itemSets`).
    private var failed: [UInt64: Int] = [:]
    private let itemSets: ItemSet
    /// The arrays each node's relaxation is solved in.
    private var workspace = CandidateRelaxation.Workspace()

    init(problem: LineCover, candidates: LineCover.Candidates) {
        self.problem = problem
        self.candidates = candidates
        left = problem.counts
        itemSets = ItemSet(counts: problem.counts)
    }

    enum Step { case found, impossible, outOfBudget }

    /// A node: the candidates still open above it, the lines left, the free space left.
    struct Node {
        var open: [Int]
        var linesLeft: Int
        var slack: Double
    }

    /// Covers the items left in `node`; `inherited` is the relaxation's solution for them when its
    /// parent's relaxation used the line fixed above it whole (then it need not be solved again).
    mutating func cover(
        _ node: Node, inherited: [CandidateRelaxation.Line]?, prices: Prices? = nil, pool: [Int] = [],
        budget: inout BinCompletion.Budget
    ) -> Step {
        guard left.contains(where: { $0 > 0 }) else { return .found }
        guard node.linesLeft > 0 else { return .impossible }
        if let known = failed[itemSets.word(left)], known >= node.linesLeft { return .impossible }
        // A node scans its open lines about four times: which fit, which the duals keep, which
        // classes they hold, which hold the class branched on.
        budget.units -= 16 + 2 * node.open.count
        guard budget.units >= 0 else { return .outOfBudget }
        // The parent's dual values rule out lines (and often the node) before a solve of its own.
        guard let fitting = openLines(of: node, prices: prices, budget: &budget) else { return fail(node) }
        var (open, holding) = fitting
        var nodePrices = prices
        var chosen = mostConstrained(holding)
        // A class no open line holds: the items left cannot be covered.
        if chosen.lines == 0 { return fail(node) }
        var relaxed = inherited
        if relaxed == nil, chosen.lines > 1 {
            let relaxation = CandidateRelaxation(
                weights: problem.weights, capacity: problem.capacity, candidates: candidates, counts: left)
            let solved = relaxation.solve(
                open, pool: linesThatFit(pool, slack: node.slack), goal: node.linesLeft, in: &workspace, budget: &budget)
            if solved.bound > node.linesLeft { return fail(node) }
            relaxed = solved.lines
            let (values, most) = values(of: open, at: solved.duals)
            let solvedPrices = Prices(duals: solved.duals, values: values)
            nodePrices = solvedPrices
            guard let kept = reducedCostFixing(open, prices: solvedPrices, most: most, linesLeft: node.linesLeft, budget: &budget)
            else { return fail(node) }
            (open, holding) = kept
            chosen = mostConstrained(holding)
            if chosen.lines == 0 { return fail(node) }
        }
        if let relaxed, let packing = whole(relaxed, linesLeft: node.linesLeft) {
            lines += packing
            return .found
        }
        // The line the relaxation uses most goes first: its class with the fewest open lines is
        // the one covered here (a dive down the relaxation, which finds nearly full packings).
        if let relaxed, let (top, _) = mostUsed(relaxed) {
            let c = candidates.line(top).min { holding[$0] < holding[$1] || (holding[$0] == holding[$1] && $0 < $1) }!
            chosen = (c, holding[c])
        }
        let basis = relaxed?.compactMap(\.candidate) ?? []
        for (k, used) in branches(open, holding: chosen.class, relaxed: relaxed ?? []) {
            for c in candidates.line(k) { left[c] -= 1 }
            let child = Node(open: open, linesLeft: node.linesLeft - 1, slack: node.slack - candidates.waste[k])
            let step = cover(
                child, inherited: used >= 1 - 1e-9 ? relaxed.map { rest($0, without: k) } : nil, prices: nodePrices, pool: basis,
                budget: &budget)
            for c in candidates.line(k) { left[c] += 1 }
            switch step {
            case .found:
                lines.append(Array(candidates.line(k)))
                return .found
            case .outOfBudget: return .outOfBudget
            case .impossible:
                // Every packing with this line was searched below it: its later siblings need not
                // try it again.
                if let at = open.firstIndex(of: k) { open.remove(at: at) }
            }
        }
        return fail(node)
    }

    /// One dive down a relaxation of the root, with no going back: the line the relaxation uses most
    /// is taken; the rest of its solution stays where it used that line whole, else the relaxation
    /// is solved again over the lines still open. Where the lines are too many to search, this
    /// finds the nearly full packings the relaxation points to, at the cost of a few solves. A
    /// heuristic: `false` proves nothing (the lines taken are then no packing).
    mutating func dive(_ root: Node, solved: CandidateRelaxation.Solved, budget: inout BinCompletion.Budget) -> Bool {
        var node = root
        var relaxed = solved.lines
        while true {
            if let packing = whole(relaxed, linesLeft: node.linesLeft) {
                lines += packing
                return true
            }
            guard budget.units > 0, node.linesLeft > 0, let (top, usage) = mostUsed(relaxed), fits(top, slack: node.slack)
            else { return false }
            for c in candidates.line(top) { left[c] -= 1 }
            lines.append(Array(candidates.line(top)))
            node.linesLeft -= 1
            node.slack -= candidates.waste[top]
            if usage >= 1 - 1e-9 {
                relaxed = rest(relaxed, without: top)
                continue
            }
            budget.units -= 16 + node.open.count / 2
            node.open = openLines(node.open, slack: node.slack).open
            let relaxation = CandidateRelaxation(
                weights: problem.weights, capacity: problem.capacity, candidates: candidates, counts: left)
            let pool = linesThatFit(relaxed.compactMap(\.candidate), slack: node.slack)
            let next = relaxation.solve(node.open, pool: pool, goal: node.linesLeft, in: &workspace, budget: &budget)
            if next.bound > node.linesLeft { return false }
            relaxed = next.lines
        }
    }

    /// The open candidates holding class `c`, with how many of each the relaxation uses, most
    /// used first (ties: the fullest, then in the list's order).
    private func branches(_ open: [Int], holding c: Int, relaxed: [CandidateRelaxation.Line]) -> [(Int, Double)] {
        var holding: [(candidate: Int, usage: Double)] = []
        for k in open where candidates.holds(k, c) {
            // The relaxation's last line of candidate `k` (a basis holds it once at most).
            holding.append((k, relaxed.last { $0.candidate == k }?.usage ?? 0))
        }
        holding.sort { a, b in a.usage > b.usage || (a.usage == b.usage && a.candidate < b.candidate) }
        return holding
    }

    /// Records that the items left do not fit in the node's lines.
    private mutating func fail(_ node: Node) -> Step {
        let word = itemSets.word(left)
        failed[word] = max(failed[word] ?? 0, node.linesLeft)
        return .impossible
    }

    /// The lines of `lines` whose items are all left and whose free space is within `slack`, in
    /// their order (any order: the scan does not stop early, as `openLines` does).
    private func linesThatFit(_ lines: [Int], slack: Double) -> [Int] {
        let left = self.left.span
        let sets = ClassSet.Left(self.left)
        var kept: [Int] = []
        for k in lines where Self.fits(k, slack: slack, candidates: candidates, left: left, sets: sets) { kept.append(k) }
        return kept
    }

    /// Whether candidate `k`'s items are all left and its free space within `slack`, with the
    /// items left read through `left` (a span made once for a whole scan) and `sets` (which
    /// decide it unless the line holds a class more than once: then it is counted item by item).
    @inline(__always)
    private static func fits(
        _ k: Int, slack: Double, candidates: LineCover.Candidates, left: Span<Int>, sets: ClassSet.Left
    ) -> Bool {
        guard candidates.waste[k] <= slack else { return false }
        if let admitted = sets.admits(once: candidates.classes[k], repeated: candidates.repeated[k]) { return admitted }
        let items = candidates.items.span
        let end = candidates.starts[k + 1]
        var i = candidates.starts[k]
        // The line's classes ascend: the n-th item of a run needs n of its class left.
        var run = 0
        var last = -1
        while i < end {
            let c = Int(items[i])
            run = c == last ? run + 1 : 1
            if left[c] < run { return false }
            last = c
            i += 1
        }
        return true
    }

    /// The class with items left that the fewest open lines hold (ties: the heaviest), and how
    /// many hold it.
    private func mostConstrained(_ holding: [Int]) -> (class: Int, lines: Int) {
        var chosen = -1
        for c in left.indices where left[c] > 0 && (chosen < 0 || holding[c] < holding[chosen]) { chosen = c }
        return (chosen, holding[chosen])
    }

    /// The candidate the relaxation uses most (ties: the first in the list), and how much.
    private func mostUsed(_ relaxed: [CandidateRelaxation.Line]) -> (candidate: Int, usage: Double)? {
        var best: (candidate: Int, usage: Double)? = nil
        for line in relaxed {
            guard let k = line.candidate else { continue }
            if best == nil || line.usage > best!.usage || (line.usage == best!.usage && k < best!.candidate) { best = (k, line.usage) }
        }
        return best
    }

    /// Whether candidate `k`'s items are all left and its free space within `slack`.
    private func fits(_ k: Int, slack: Double) -> Bool {
        Self.fits(k, slack: slack, candidates: candidates, left: left.span, sets: ClassSet.Left(left))
    }

    /// The lines of `lines` that still fit (`fits`), and the most any of them is worth by
    /// `values` (by candidate; -∞ without them). Lines are listed fullest first and `lines`
    /// keeps their order, so the first with more free space than `slack` ends the scan.
    private func openLines(_ lines: [Int], slack: Double, values: [Double] = []) -> (open: [Int], most: Double) {
        var stillOpen: [Int] = []
        stillOpen.reserveCapacity(lines.count)
        let left = self.left.span
        let sets = ClassSet.Left(self.left)
        let worth = values.span
        var most = -Double.infinity
        for k in lines {
            guard candidates.waste[k] <= slack else { break }
            guard Self.fits(k, slack: slack, candidates: candidates, left: left, sets: sets) else { continue }
            stillOpen.append(k)
            if !worth.isEmpty { most = max(most, worth[k]) }
        }
        return (stillOpen, most)
    }

    /// The node's lines that still fit (`openLines`), less those the parent's `prices` rule out
    /// (`reducedCostFixing`), and how many of them hold each class; `nil` when they rule out the node.
    private func openLines(
        of node: Node, prices: Prices?, budget: inout BinCompletion.Budget
    ) -> (open: [Int], holding: [Int])? {
        guard let prices else {
            let fitting = openLines(node.open, slack: node.slack).open
            return (fitting, holdingCounts(fitting))
        }
        let (fitting, most) = openLines(node.open, slack: node.slack, values: prices.values)
        return reducedCostFixing(fitting, prices: prices, most: most, linesLeft: node.linesLeft, budget: &budget)
    }

    /// Dual values of a relaxation, and what each candidate it valued is worth at them (by
    /// candidate): a node's children fix lines by their parent's values without summing them again.
    struct Prices {
        var duals: [Double]
        var values: [Double]
    }

    /// What each of `lines` is worth at `duals`, by candidate up to the last of them (0 for the
    /// others: lines open ascend, and a node's children read only lines open at it), and the most
    /// any is worth.
    private func values(of lines: [Int], at duals: [Double]) -> (values: [Double], most: Double) {
        var values = [Double](repeating: 0, count: (lines.last ?? -1) + 1)
        var worth = values.mutableSpan
        let items = candidates.items.span
        let starts = candidates.starts.span
        let y = duals.span
        var most = -Double.infinity
        for k in lines {
            var v = 0.0
            for i in starts[k]..<starts[k + 1] { v += y[Int(items[i])] }
            worth[k] = v
            most = max(most, v)
        }
        return (values, most)
    }

    /// The lines of `open` that some packing of the items left into `linesLeft` lines can use, and
    /// how many of them hold each class; `nil` when no packing exists. Valid for any dual values `y`:
    /// a packing's lines hold exactly the items left, worth `Y = Σ left·y`, and each is worth at
    /// most `M`, the most any open line is worth (`most`); so a line worth `v` is in none when
    /// `(Y − v)/M` exceeds the other lines left, and there is no packing at all when `Y/M` exceeds
    /// the lines left (Farley's bound). Reduced-cost fixing, as branch and price does it.
    private func reducedCostFixing(
        _ open: [Int], prices: Prices, most: Double, linesLeft: Int, budget: inout BinCompletion.Budget
    ) -> (open: [Int], holding: [Int])? {
        budget.units -= open.count / 2
        let values = prices.values.span
        var total = 0.0
        for c in left.indices where left[c] > 0 { total += Double(left[c]) * prices.duals[c] }
        // The same allowances for float error as Farley's bound (`CandidateRelaxation.farley`).
        guard most > 1e-9 else { return (open, holdingCounts(open)) }
        let scale = most * (1 + 1e-9) + 1e-12
        if total / scale - 1e-6 > Double(linesLeft) { return nil }
        var kept: [Int] = []
        kept.reserveCapacity(open.count)
        var holding = [Int](repeating: 0, count: left.count)
        var counts = holding.mutableSpan
        let classes = candidates.classes.span
        for k in open where (total - values[k]) / scale - 1e-6 <= Double(linesLeft - 1) {
            kept.append(k)
            Self.count(classes[k], into: &counts)
        }
        return (kept, holding)
    }

    /// How many of `lines` hold each class.
    private func holdingCounts(_ lines: [Int]) -> [Int] {
        var holding = [Int](repeating: 0, count: left.count)
        var counts = holding.mutableSpan
        let classes = candidates.classes.span
        for k in lines { Self.count(classes[k], into: &counts) }
        return holding
    }

    /// One more line for each class of `set` (each class a line holds counts once: the bits of
    /// its set).
    @inline(__always)
    private static func count(_ set: UInt64, into counts: inout MutableSpan<Int>) {
        var set = set
        while set != 0 {
            counts[set.trailingZeroBitCount] += 1
            set &= set - 1
        }
    }

    /// The relaxation's lines as a packing, when it uses each a whole number of times, no more
    /// than `linesLeft` in all, and they hold exactly the items left (checked, not assumed).
    private func whole(_ relaxed: [CandidateRelaxation.Line], linesLeft: Int) -> [[Int]]? {
        guard relaxed.allSatisfy({ abs($0.usage - $0.usage.rounded()) <= 1e-6 }) else { return nil }
        var held = [Int](repeating: 0, count: left.count)
        var count = 0
        for line in relaxed {
            let copies = Int(line.usage.rounded())
            count += copies
            for c in line.bin { held[c] += copies }
        }
        guard count <= linesLeft, held == left,
            relaxed.allSatisfy({ $0.bin.reduce(0.0) { $0 + problem.weights[$1] } <= problem.capacity })
        else { return nil }
        return relaxed.flatMap { repeatElement(Array($0.bin), count: Int($0.usage.rounded())) }
    }

    /// The relaxation's solution less one line of candidate `k`.
    private func rest(_ relaxed: [CandidateRelaxation.Line], without k: Int) -> [CandidateRelaxation.Line] {
        relaxed.compactMap { line in
            guard line.candidate == k else { return line }
            var less = line
            less.usage -= 1
            return less.usage > 1e-9 ? less : nil
        }
    }
}
