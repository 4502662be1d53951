import PropertyBased
import TagFlowTestSupport
import Testing
@testable import TagFlowLayout

/// The exact packing for items of which no four share a line and any two do, and the bound from
/// how many items a line can hold: both against a brute force.
@Suite("Fewest rows with at most three to a line")
struct ThreeToALineTests {
    /// Weights of 2…10 items and a capacity, as whole numbers (so sums are exact).
    static let weightsAndCapacity = zip(Gen.int(in: 1...60).array(of: 1...10), Gen.int(in: 20...100))

    /// The fewest bins for `weights` (whole numbers) of bins of `capacity`.
    static func optimum(_ weights: [Int], capacity: Int) -> Int {
        FewestRowsOptimalityTests.bruteForceLineCount(weights.map(Double.init), lineWidth: Double(capacity), spacing: 0)
    }

    /// Classes (distinct weights, heaviest first) and their counts.
    static func classes(_ weights: [Int]) -> (weights: [Double], counts: [Int]) {
        var classWeights: [Double] = []
        var counts: [Int] = []
        for w in weights.sorted(by: >) {
            if classWeights.last != Double(w) {
                classWeights.append(Double(w))
                counts.append(0)
            }
            counts[counts.count - 1] += 1
        }
        return (classWeights, counts)
    }

    @Test func theCardinalityBoundNeverExceedsTheOptimum() async {
        await propertyCheck(count: PropertyCounts.scaled(1500), input: Self.weightsAndCapacity) { weights, capacity in
            let fitting = weights.filter { $0 <= capacity }
            let sorted = fitting.sorted(by: >).map(Double.init)
            let bound = ThreeToALine.cardinalityBound(sortedDescending: sorted, capacity: Double(capacity))
            #expect(bound <= Self.optimum(fitting, capacity: capacity), "\(fitting) in \(capacity)")
        }
    }

    /// Weights over a quarter and at most a half of the capacity (with now and then one a little
    /// outside, where the structure may or may not hold): the packing into the optimum is found
    /// and valid, and every smaller count down to the bound is proven impossible.
    @Test func theSearchFindsTheOptimumAndProvesEveryCountBelowImpossible() async {
        let cases = zip(Gen.int(in: 0...1000).array(of: 4...11), Gen.int(in: 40...400))
        await propertyCheck(count: PropertyCounts.scaled(600), input: cases) { raw, capacity in
            let weights = raw.map { capacity / 4 + 1 + $0 * (capacity / 4 + 1) / 1000 }
            let sorted = weights.sorted(by: >).map(Double.init)
            guard ThreeToALine.applies(sortedDescending: sorted, capacity: Double(capacity)) else { return }
            let optimum = Self.optimum(weights, capacity: capacity)
            let (classWeights, counts) = Self.classes(weights)
            let problem = ThreeToALine(weights: classWeights, counts: counts, capacity: Double(capacity))
            let bound = ThreeToALine.cardinalityBound(sortedDescending: sorted, capacity: Double(capacity))
            #expect(bound <= optimum)

            var budget = BinCompletion.Budget(units: 1_000_000)
            guard case .found(let bins) = problem.pack(into: optimum, budget: &budget) else {
                Issue.record("no packing into \(optimum): \(weights) in \(capacity)")
                return
            }
            #expect(bins.count <= optimum)
            #expect(bins.flatMap { $0 }.map { classWeights[$0] }.sorted() == sorted.sorted(), "\(bins)")
            for bin in bins { #expect(bin.reduce(0) { $0 + classWeights[$1] } <= Double(capacity), "\(bins)") }
            // Every count from the bound to one below the optimum is proven impossible.
            for count in bound..<optimum {
                var budget = BinCompletion.Budget(units: 1_000_000)
                #expect(problem.pack(into: count, budget: &budget) == .impossible, "\(count): \(weights) in \(capacity)")
            }
        }
    }

    /// Weights that sum to whole lines, so every line must be exactly full (the search then lists
    /// every triple that fits and keeps count of each item's ways to complete one): half built
    /// from full triples, so that a packing exists, half random, so that often none does. A
    /// packing into that many lines is found exactly when the brute force finds one; otherwise
    /// that count is proven impossible, and `fewestLines` goes on to the optimum and raises the
    /// floor to it.
    @Test func exactlyFullLinesAreFoundOrProvenImpossible() {
        var generator = SeededGenerator(seed: 31)
        let capacity = 1000
        var found = 0
        var impossible = 0
        while found + impossible < 400 {
            let lines = Int.random(in: 2...4, using: &generator)
            var weights: [Int] = []
            if Bool.random(using: &generator) {
                for _ in 0..<lines {
                    let a = Int.random(in: 251...420, using: &generator)
                    let b = Int.random(in: 251...420, using: &generator)
                    weights += [a, b, capacity - a - b]
                }
            } else {
                weights = (0..<3 * lines - 1).map { _ in Int.random(in: 251...420, using: &generator) }
                weights.append(lines * capacity - weights.reduce(0, +))
            }
            // Every item over a quarter and under a half, so the structure holds.
            guard weights.allSatisfy({ $0 > capacity / 4 && $0 < capacity / 2 }) else { continue }
            weights.shuffle(using: &generator)
            let sorted = weights.sorted(by: >).map(Double.init)
            #expect(ThreeToALine.applies(sortedDescending: sorted, capacity: Double(capacity)))
            let optimum = Self.optimum(weights, capacity: capacity)
            let (classWeights, counts) = Self.classes(weights)
            let problem = ThreeToALine(weights: classWeights, counts: counts, capacity: Double(capacity))
            var budget = BinCompletion.Budget(units: 1_000_000)
            let outcome = problem.pack(into: lines, budget: &budget)
            if optimum == lines {
                found += 1
                guard case .found(let bins) = outcome else {
                    Issue.record("no packing into \(lines): \(weights)")
                    continue
                }
                #expect(bins.count == lines)
                #expect(bins.flatMap { $0 }.map { classWeights[$0] }.sorted() == sorted.sorted(), "\(bins)")
                for bin in bins { #expect(bin.reduce(0) { $0 + classWeights[$1] } <= Double(capacity), "\(bins)") }
            } else {
                impossible += 1
                #expect(outcome == .impossible, "\(weights), optimum \(optimum)")
                var budget = BinCompletion.Budget(units: 1_000_000)
                let settled = problem.fewestLines(from: lines, below: weights.count, budget: &budget)
                #expect(settled.bins?.count == optimum, "\(weights)")
                #expect(settled.floor == optimum, "\(weights)")
            }
        }
        // Both outcomes must be exercised.
        #expect(found > 100)
        #expect(impossible > 50)
    }

    /// The whole packer on items between a quarter and a half of a line (spacing included), at
    /// budgets from none to the full one: every item placed once, no line over the width, never
    /// more lines than greedy in the given order, never below the brute-force optimum and never
    /// called optimal when it is not.
    @Test func thePackerOnThreeToALineInputsIsValidAndNeverFalselyProven() throws {
        var generator = SeededGenerator(seed: 32)
        for _ in 0..<600 {
            let count = Int.random(in: 4...10, using: &generator)
            let lineWidth = Double(Int.random(in: 200...600, using: &generator))
            let spacing = Double(Int.random(in: 0...8, using: &generator))
            let capacity = lineWidth + spacing
            let widths = (0..<count).map { _ in
                (Double.random(in: capacity / 4...capacity / 2, using: &generator) - spacing).rounded()
            }
            let budget = [0, 30, 300, FewestRowsPacker.searchBudget].randomElement(using: &generator)!
            let rules = LineRules(lineWidth: lineWidth, spacing: spacing)
            var storage = ResultStorage()
            let partition = ItemList.reading(items(widths)) {
                FewestRowsPacker.partition(of: $0, rules: rules, workingIn: &storage, budget: budget)
            }
            let order = partition.placement.isEmpty ? Array(widths.indices) : partition.placement
            #expect(order.sorted() == Array(widths.indices))
            let ends = Array(partition.lineStarts.dropFirst()) + [order.count]
            for (start, end) in zip(partition.lineStarts, ends) {
                let line = order[start..<end].map { widths[$0] }
                let used = line.reduce(0, +) + Double(line.count - 1) * spacing
                #expect(used <= lineWidth + FlowLayout.tolerance, "\(widths) in \(lineWidth), spacing \(spacing)")
            }
            var configuration = LayoutConfiguration()
            configuration.horizontalSpacing = spacing
            let greedy = try FlowLayout(configuration: configuration)
                .layout(items(widths), in: Size(width: lineWidth, height: 0)).lineCount
            let lines = partition.lineStarts.count
            let optimum = FewestRowsOptimalityTests.bruteForceLineCount(widths, lineWidth: lineWidth, spacing: spacing)
            #expect(lines <= greedy, "\(widths) in \(lineWidth), spacing \(spacing)")
            #expect(lines >= optimum, "\(widths) in \(lineWidth), spacing \(spacing)")
            #expect(partition.provenOptimal == false || lines == optimum, "\(budget): \(widths) in \(lineWidth)")
            if budget == FewestRowsPacker.searchBudget { #expect(lines == optimum, "\(widths) in \(lineWidth)") }
        }
    }

    @Test func itAppliesOnlyWhereNoFourItemsShareALineAndAnyTwoDo() {
        #expect(ThreeToALine.applies(sortedDescending: [49, 30, 26, 26], capacity: 100))
        // Four fit exactly.
        #expect(!ThreeToALine.applies(sortedDescending: [25, 25, 25, 25], capacity: 100))
        // The two heaviest do not fit together.
        #expect(!ThreeToALine.applies(sortedDescending: [51, 50, 26, 26], capacity: 100))
    }

    /// However small the budget, a count is never called optimal when it is not (the instances
    /// with independently proven optima, at budgets that stop every method part of the way).
    @Test func aSmallBudgetNeverGivesAFalseProof() {
        let instances = PropertyCounts.sampled(FewestRowsProvenOptimaTests.instances.filter { $0.widths.count > 40 })
        for budget in [0, 300, 3_000, 30_000] {
            for instance in instances {
                let items = items(instance.widths)
                let rules = LineRules(lineWidth: instance.lineWidth, spacing: instance.spacing)
                var storage = ResultStorage()
                let partition = ItemList.reading(items) {
                    FewestRowsPacker.partition(of: $0, rules: rules, workingIn: &storage, budget: budget)
                }
                let lines = partition.lineStarts.count
                #expect(lines >= instance.optimum, "\(budget): \(instance)")
                #expect(partition.provenOptimal == false || lines == instance.optimum, "\(budget): \(instance)")
            }
        }
    }
}
