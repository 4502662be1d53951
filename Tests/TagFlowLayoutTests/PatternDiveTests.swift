import PropertyBased
import TagFlowTestSupport
import Testing
@testable import TagFlowLayout

/// The dive behind `fewestRows` (`PatternDive`): every packing it returns is valid and within its
/// target, and it never returns one below the optimum (which would be an invalid packing).
@Suite("Fewest rows' pattern dive")
struct PatternDiveTests {
    /// 2…11 weights and a capacity, whole numbers (so sums are exact), several to a line; the
    /// packer hands the dive no item that weighs nothing.
    static let weightsAndCapacity = zip(Gen.int(in: 1...60).array(of: 2...11), Gen.int(in: 20...130))

    @Test func itsPackingsAreValidAndNeverBelowTheOptimum() async {
        await propertyCheck(count: PropertyCounts.scaled(1000), input: Self.weightsAndCapacity) { raw, capacity in
            let weights = raw.filter { $0 <= capacity }
            guard !weights.isEmpty else { return }
            let (classWeights, counts) = ThreeToALineTests.classes(weights)
            let optimum = ThreeToALineTests.optimum(weights, capacity: capacity)
            let bound = PatternBound(weights: classWeights, counts: counts, capacity: Double(capacity))
            for target in [optimum - 1, optimum, optimum + 1] where target > 0 {
                var budget = BinCompletion.Budget(units: 200_000)
                let root = bound.solve(goal: target + 1, budget: &budget)
                let dive = PatternDive(weights: classWeights, capacity: Double(capacity), target: target)
                guard let bins = dive.packing(counts: counts, root: root, discrepancies: 2, budget: &budget) else { continue }
                #expect(bins.count <= target && bins.count >= optimum, "\(weights) in \(capacity), target \(target)")
                // Every item in one bin, no bin over the capacity.
                #expect(bins.flatMap { $0 }.sorted() == counts.indices.flatMap { [Int](repeating: $0, count: counts[$0]) })
                for bin in bins {
                    #expect(bin.reduce(0.0) { $0 + classWeights[$1] } <= Double(capacity), "\(weights) in \(capacity)")
                }
            }
        }
    }

    /// The run of 38 half-point items whose optimum, 12 lines, fills 99.5 % of them: after the
    /// heuristics and the pattern bound (which proves 12), the dive finds the 12 lines within the
    /// relaxation's budget, where bin completion and first-fit decreasing stopped at 13.
    @Test func itFindsTheLinesOfANearlyFullRun() throws {
        let instance = try #require(
            FewestRowsProvenOptimaTests.halfPointInstances.first { $0.widths.count == 38 && $0.lineWidth == 583.5 })
        let capacity = instance.lineWidth + instance.spacing + FlowLayout.tolerance
        let sorted = instance.widths.map { $0 + instance.spacing }.sorted(by: >)
        let classes = WeightClasses(sortedDescending: sorted)
        let floor = PatternBoundTests.martelloTothL2(sorted, capacity: capacity)
        var search = ExactSearch(classes: classes, capacity: capacity, floor: floor, upper: instance.optimum + 1)
        var budget = BinCompletion.Budget(units: FewestRowsPacker.searchBudget)
        var relaxation = BinCompletion.Budget(units: FewestRowsPacker.searchBudget / 2)
        search.runHeuristics(BinCompletion(weights: classes.weights, counts: classes.counts, capacity: capacity), budget: &budget)
        search.applyPatternBound(budget: &relaxation)
        #expect(search.floor == instance.optimum && search.bestCount == instance.optimum + 1)
        search.dive(budget: &relaxation)
        #expect(search.bestCount == instance.optimum && search.proven)
    }
}
