import PropertyBased
import TagFlowTestSupport
import Testing
@testable import TagFlowLayout

/// The nearly full lines `LineCover` lists for its exact cover: every sub-multiset of the items
/// whose load lies in the window, none other, fullest first — held to a plain enumeration of every
/// count of every class.
@Suite("Fewest rows' nearly full lines")
struct LineCoverTests {
    /// 1…9 whole-number weights (so sums are exact), a capacity, and the free space allowed as a
    /// share of it.
    static let input = zip(Gen.int(in: 1...60).array(of: 1...9), Gen.int(in: 20...130), Gen.int(in: 0...33))

    @Test func theListIsEveryLineOfTheWindowFullestFirst() async {
        await propertyCheck(count: PropertyCounts.scaled(1500), input: Self.input) { raw, capacity, percent in
            let weights = raw.filter { $0 <= capacity }
            guard !weights.isEmpty else { return }
            let (classWeights, counts) = ThreeToALineTests.classes(weights)
            let slack = Double(capacity * percent / 100)
            var budget = BinCompletion.Budget(units: 1_000_000)
            let problem = LineCover(weights: classWeights, counts: counts, capacity: Double(capacity))
            guard let listed = problem.candidates(slack: slack, limit: .max, budget: &budget) else {
                Issue.record("out of budget: \(weights) in \(capacity)")
                return
            }
            let lines = (0..<listed.count).map { Array(listed.line($0)) }
            let expected = Self.everyLine(classWeights, counts, capacity: Double(capacity), least: Double(capacity) - slack)
            #expect(Set(lines) == Set(expected), "\(weights) in \(capacity), slack \(slack)")
            #expect(lines.count == expected.count, "\(weights) in \(capacity), slack \(slack)")
            for k in 0..<listed.count {
                let load = lines[k].reduce(0.0) { $0 + classWeights[$1] }
                #expect(listed.waste[k] == Double(capacity) - load)
                if k > 0 { #expect(listed.waste[k - 1] <= listed.waste[k]) }
                // Its class sets: the classes it holds, and those it holds more than once.
                let held = Dictionary(lines[k].map { ($0, 1) }, uniquingKeysWith: +)
                #expect(listed.classes[k] == held.keys.reduce(0) { $0 | 1 << UInt64($1) })
                #expect(listed.repeated[k] == held.filter { $0.value > 1 }.keys.reduce(0) { $0 | 1 << UInt64($1) })
            }
        }
    }

    /// Up to six distinct weights, up to five items of each (so that lines of many items are
    /// split between the heavy classes searched and the light sets looked up), in 1/1024ths (exact
    /// in binary), and a window down to nothing.
    static let manyItems = zip(
        zip(Gen.int(in: 1...400).array(of: 1...6), Gen.int(in: 1...5).array(of: 6)), Gen.int(in: 200...1600), Gen.int(in: 0...20))

    @Test func theListMeetsInTheMiddleOfLinesOfManyItems() async {
        await propertyCheck(count: PropertyCounts.scaled(600), input: Self.manyItems) { drawn, capacity, percent in
            let (raw, copies) = drawn
            let weights = zip(raw, copies).flatMap { w, n in repeatElement(w, count: n) }.filter { $0 <= capacity }
            guard !weights.isEmpty else { return }
            let (whole, counts) = ThreeToALineTests.classes(weights)
            let classWeights = whole.map { $0 / 1024 }
            let line = Double(capacity) / 1024
            let slack = line * Double(percent) / 100
            var budget = BinCompletion.Budget(units: 10_000_000)
            let problem = LineCover(weights: classWeights, counts: counts, capacity: line)
            guard let listed = problem.candidates(slack: slack, limit: .max, budget: &budget) else {
                Issue.record("out of budget: \(weights) in \(capacity)")
                return
            }
            let lines = (0..<listed.count).map { Array(listed.line($0)) }
            let expected = Self.everyLine(classWeights, counts, capacity: line, least: line - slack)
            #expect(Set(lines) == Set(expected) && lines.count == expected.count, "\(weights) in \(capacity), \(percent) %")
            #expect(zip(listed.waste, listed.waste.dropFirst()).allSatisfy { $0 <= $1 }, "fullest first")
        }
    }

    /// The lines the relaxation starts from: fullest first, no item in two of them, and every
    /// line left out shares an item with one taken before it.
    @Test func theDisjointLinesAreTakenFullestFirstWhileTheirItemsAreLeft() async {
        await propertyCheck(count: PropertyCounts.scaled(500), input: Self.input) { raw, capacity, percent in
            guard let (weights, _, counts, listed) = Self.listed(raw, capacity: capacity, percent: percent) else { return }
            let taken = listed.disjointLines(counts: counts)
            var left = counts
            var next = 0
            for k in 0..<listed.count {
                let fits = Dictionary(grouping: listed.line(k), by: { $0 }).allSatisfy { left[$0.key] >= $0.value.count }
                #expect(fits == (next < taken.count && taken[next] == k), "line \(k) of \(weights) in \(capacity)")
                guard fits else { continue }
                for c in listed.line(k) { left[c] -= 1 }
                next += 1
            }
            #expect(left.allSatisfy { $0 >= 0 } && next == taken.count)
        }
    }

    /// The cover's relaxation stops once its lines number no more than the goal (no bound above
    /// the goal can follow): no goal at or above the lines any solve ended with is proven too few,
    /// and the goals proven too few are exactly those below the others.
    @Test func theRelaxationStopsOnlyWhereItCanProveNothingAboveTheGoal() async {
        await propertyCheck(count: PropertyCounts.scaled(500), input: Self.input) { raw, capacity, percent in
            guard let (weights, classWeights, counts, listed) = Self.listed(raw, capacity: capacity, percent: percent) else { return }
            var budget = BinCompletion.Budget(units: 10_000_000)
            let relaxation = CandidateRelaxation(weights: classWeights, capacity: Double(capacity), candidates: listed, counts: counts)
            let solves = (1...weights.count).map { goal in
                let solved = relaxation.solve(Array(0..<listed.count), goal: goal, budget: &budget)
                return (goal: goal, proven: solved.bound > goal, lines: solved.lines.reduce(0) { $0 + $1.usage })
            }
            let fewest = solves.map(\.lines).min() ?? 0
            for solve in solves where Double(solve.goal) >= fewest + 1e-6 {
                #expect(!solve.proven, "goal \(solve.goal) proven too few with \(fewest) lines: \(weights) in \(capacity)")
            }
            let proven = solves.map(\.proven)
            #expect(proven == proven.sorted { $0 && !$1 }, "\(proven): \(weights) in \(capacity), \(percent) %")
        }
    }

    /// The relaxation with substitutions (`CandidateRelaxation.substitutes`) solved plainly to
    /// its optimum (every column priced at each pivot, the most valuable entering): its dual
    /// values fall with the weight, none below zero; its optimum is no more than without
    /// substitutions (it relaxes that program) and no less than the items' volume in lines (the
    /// weights as duals fall with the weight too); and where `solve` stops with its lines within
    /// the goal, the optimum is within it too. (That its bound never rules out a count that fits,
    /// `LineCoverPackTests` holds for every count.)
    @Test func withSubstitutionsTheDualsFallWithTheWeight() async {
        var solved = 0
        await propertyCheck(count: PropertyCounts.scaled(500), input: Self.input) { raw, capacity, percent in
            guard let (weights, classWeights, counts, listed) = Self.listed(raw, capacity: capacity, percent: percent) else { return }
            let input = "\(weights) in \(capacity), \(percent) %"
            guard let plain = Self.optimum(classWeights, counts, capacity: Double(capacity), listed, substitutes: false),
                let substituted = Self.optimum(classWeights, counts, capacity: Double(capacity), listed, substitutes: true)
            else { return }
            solved += 1
            let duals = substituted.duals
            #expect(zip(duals, duals.dropFirst()).allSatisfy { $0 >= $1 - 1e-9 } && duals.last! >= -1e-9, "\(duals): \(input)")
            #expect(substituted.lines <= plain.lines + 1e-9, "\(substituted.lines) over \(plain.lines): \(input)")
            let volume = weights.reduce(0) { $0 + $1 }
            #expect(substituted.lines >= Double(volume) / Double(capacity) - 1e-9, "\(substituted.lines) lines: \(input)")
            let relaxation = CandidateRelaxation(
                weights: classWeights, capacity: Double(capacity), candidates: listed, counts: counts, substitutes: true)
            for goal in 1...weights.count {
                var budget = BinCompletion.Budget(units: 10_000_000)
                let lines = relaxation.solve(Array(0..<listed.count), goal: goal, budget: &budget).lines.reduce(0) { $0 + $1.usage }
                if lines <= Double(goal) { #expect(substituted.lines <= Double(goal) + 1e-9, "goal \(goal): \(input)") }
            }
        }
        #expect(solved >= PropertyCounts.scaled(500) / 2, "\(solved) solved")
    }

    /// The relaxation over `listed` (and the lines of one weight), with substitutions or not,
    /// solved plainly: its lines and dual values at its optimum, `nil` if it has not reached it
    /// in a thousand pivots.
    static func optimum(
        _ classWeights: [Double], _ counts: [Int], capacity: Double, _ listed: LineCover.Candidates, substitutes: Bool
    ) -> (lines: Double, duals: [Double])? {
        var simplex = PatternSimplex(weights: classWeights, counts: counts, capacity: capacity)
        let m = counts.count
        var columns = (0..<listed.count).map { k in (0..<m).map { c in listed.line(k).filter { $0 == c }.count } }
        let lineCount = columns.count
        if substitutes { columns += (0..<m).map { CandidateRelaxation.substitution($0, classes: m) } }
        for _ in 0..<1_000 {
            let duals = simplex.duals()
            // Each column's worth less what it costs (a line 1, a substitution nothing).
            let gains = columns.indices.map { j in
                zip(columns[j], duals).reduce(0.0) { $0 + Double($1.0) * $1.1 } - (j < lineCount ? 1 : 0)
            }
            guard let j = gains.indices.max(by: { gains[$0] < gains[$1] }), gains[j] > 1e-9 else {
                return (simplex.lineCount, duals)
            }
            guard simplex.enter(columns[j], cost: j < lineCount ? 1 : 0) != nil else { return nil }
        }
        return nil
    }

    /// A solve in the workspace a search keeps from node to node (after solves for other items
    /// left, over other lines) gives what a solve in a fresh one gives, to the bit: its bound, its
    /// lines and their usage, its dual values.
    @Test func aSolveInAWorkspaceUsedBeforeIsTheFreshSolve() async {
        await propertyCheck(count: PropertyCounts.scaled(300), input: zip(Self.input, Gen.int(in: 0...1_000_000).array(of: 1...6))) {
            drawn, picks in
            let (raw, capacity, percent) = drawn
            guard let (weights, classWeights, counts, listed) = Self.listed(raw, capacity: capacity, percent: percent) else { return }
            var workspace = CandidateRelaxation.Workspace()
            for pick in picks {
                // Items left and lines open as a search's node has them: some of each class, the
                // lines whose items are all left (every other one, or all), a goal of some lines.
                let left = counts.indices.map { c in (pick >> (c % 16)) % (counts[c] + 1) }
                guard left.contains(where: { $0 > 0 }) else { continue }
                let open = (0..<listed.count).filter { k in
                    (pick % 2 == 0 || k % 2 == 0) && left.indices.allSatisfy { c in listed.line(k).filter { $0 == c }.count <= left[c] }
                }
                let goal = 1 + pick % weights.count
                let relaxation = CandidateRelaxation(weights: classWeights, capacity: Double(capacity), candidates: listed, counts: left)
                var budgets = (BinCompletion.Budget(units: 10_000_000), BinCompletion.Budget(units: 10_000_000))
                let reused = relaxation.solve(open, goal: goal, in: &workspace, budget: &budgets.0)
                let fresh = relaxation.solve(open, goal: goal, budget: &budgets.1)
                let input = "\(left) of \(weights) in \(capacity), goal \(goal)"
                #expect(reused.bound == fresh.bound && reused.duals == fresh.duals && budgets.0.units == budgets.1.units, "\(input)")
                #expect(reused.lines.map(\.candidate) == fresh.lines.map(\.candidate), "\(input)")
                #expect(reused.lines.map(\.bin) == fresh.lines.map(\.bin) && reused.lines.map(\.usage) == fresh.lines.map(\.usage), "\(input)")
            }
        }
    }

    /// The weights that fit, their classes and the nearly full lines of `percent` of the line
    /// free; `nil` when no weight fits.
    static func listed(
        _ raw: [Int], capacity: Int, percent: Int
    ) -> (weights: [Int], classWeights: [Double], counts: [Int], lines: LineCover.Candidates)? {
        let weights = raw.filter { $0 <= capacity }
        guard !weights.isEmpty else { return nil }
        let (classWeights, counts) = ThreeToALineTests.classes(weights)
        var budget = BinCompletion.Budget(units: 10_000_000)
        let problem = LineCover(weights: classWeights, counts: counts, capacity: Double(capacity))
        guard let lines = problem.candidates(slack: Double(capacity * percent / 100), limit: .max, budget: &budget) else {
            Issue.record("out of budget: \(weights) in \(capacity)")
            return nil
        }
        return (weights, classWeights, counts, lines)
    }

    /// Every count of every class whose load lies in `least...capacity`, as lines of classes
    /// ascending.
    static func everyLine(_ weights: [Double], _ counts: [Int], capacity: Double, least: Double) -> [[Int]] {
        var lines: [[Int]] = []
        var taken = [Int](repeating: 0, count: counts.count)
        while true {
            let load = taken.indices.reduce(0.0) { $0 + Double(taken[$1]) * weights[$1] }
            if load >= least, load <= capacity {
                lines.append(taken.indices.flatMap { [Int](repeating: $0, count: taken[$0]) })
            }
            // The next count vector, as an odometer.
            var c = 0
            while c < counts.count, taken[c] == counts[c] {
                taken[c] = 0
                c += 1
            }
            if c == counts.count { return lines }
            taken[c] += 1
        }
    }
}
