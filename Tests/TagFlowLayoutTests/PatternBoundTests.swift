import PropertyBased
import TagFlowTestSupport
import Testing
@testable import TagFlowLayout

/// The pattern bound behind `fewestRows`: never above the optimum (a false proof), its rounded
/// packing valid, and proving what the Martello–Toth bound cannot.
@Suite("Fewest rows' pattern bound")
struct PatternBoundTests {
    /// 2…11 weights and a capacity, whole numbers (so sums are exact), some of them tag-like
    /// (several to a line), a few weighing nothing (an item of no width at no spacing).
    static let weightsAndCapacity = zip(Gen.int(in: 0...60).array(of: 2...11), Gen.int(in: 20...130))

    @Test func theBoundNeverExceedsTheOptimumAndTheRoundedPackingIsValid() async {
        await propertyCheck(count: PropertyCounts.scaled(1500), input: Self.weightsAndCapacity) { raw, capacity in
            let weights = raw.filter { $0 <= capacity }
            guard !weights.isEmpty else { return }
            let (classWeights, counts) = ThreeToALineTests.classes(weights)
            var budget = BinCompletion.Budget(units: 1_000_000)
            let relaxation = PatternBound(weights: classWeights, counts: counts, capacity: Double(capacity))
                .bound(goal: weights.count, budget: &budget)
            let optimum = ThreeToALineTests.optimum(weights, capacity: capacity)
            #expect(relaxation.bound <= optimum, "\(weights) in \(capacity)")
            // Every item in one bin, no bin over the capacity.
            #expect(relaxation.packing.flatMap { $0 }.sorted() == counts.indices.flatMap { [Int](repeating: $0, count: counts[$0]) })
            for bin in relaxation.packing {
                #expect(bin.reduce(0.0) { $0 + classWeights[$1] } <= Double(capacity), "\(weights) in \(capacity)")
            }
        }
    }

    /// The simplex's dual values, updated from each pivot's row, stay those summed from the
    /// inverse (the plain way), and every basic pattern stays worth exactly a line at them, over
    /// random runs of pivots on lines that fit.
    @Test func theDualsUpdatedByEachPivotAreTheColumnSumsOfTheInverse() async {
        let run = zip(Self.weightsAndCapacity, Gen.int(in: 0...1_000_000).array(of: 1...80))
        await propertyCheck(count: PropertyCounts.scaled(400), input: run) { input, picks in
            let (raw, capacity) = input
            let weights = raw.filter { $0 > 0 && $0 <= capacity }
            guard !weights.isEmpty else { return }
            let (classWeights, counts) = ThreeToALineTests.classes(weights)
            var simplex = PatternSimplex(weights: classWeights, counts: counts, capacity: Double(capacity))
            for pick in picks {
                // A line that fits: from a class the pick decides on, a count of each it decides
                // on, while they fit (an LCG seeded by the pick).
                var pattern = [Int](repeating: 0, count: counts.count)
                var room = Double(capacity)
                var seed = UInt64(pick)
                for step in counts.indices {
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let c = (pick + step) % counts.count
                    let wanted = Int(seed >> 33) % (counts[c] + 1)
                    while pattern[c] < wanted, classWeights[c] <= room {
                        pattern[c] += 1
                        room -= classWeights[c]
                    }
                }
                guard simplex.enter(pattern) != nil else { continue }
                let updated = simplex.duals()
                let summed = simplex.summedDuals
                for c in counts.indices {
                    #expect(abs(updated[c] - summed[c]) <= 1e-9 * max(1, abs(summed[c])), "\(weights) in \(capacity), class \(c)")
                }
                for r in 0..<simplex.rowCount {
                    let row = simplex.pattern(ofRow: r)
                    let value = row.indices.reduce(0.0) { $0 + Double(row[$1]) * updated[$1] }
                    #expect(abs(value - 1) <= 1e-9, "\(weights) in \(capacity), row \(r): \(value)")
                }
            }
        }
    }

    /// Tag-like runs where first-fit decreasing uses one line more than L2 and that is the
    /// optimum (the integer program says so for the half-point instances): the pattern bound
    /// proves it where L2 cannot.
    @Test func itProvesCountsTheMartelloTothBoundCannot() {
        var proved = 0
        var tried = 0
        for instance in FewestRowsProvenOptimaTests.halfPointInstances {
            let capacity = instance.lineWidth + instance.spacing + FlowLayout.tolerance
            let sorted = instance.widths.map { $0 + instance.spacing }.sorted(by: >)
            let l2 = Self.martelloTothL2(sorted, capacity: capacity)
            guard instance.optimum > l2 else { continue }
            tried += 1
            let classes = WeightClasses(sortedDescending: sorted)
            var budget = BinCompletion.Budget(units: 2_000_000)
            let relaxation = PatternBound(weights: classes.weights, counts: classes.counts, capacity: capacity)
                .bound(goal: instance.optimum, budget: &budget)
            #expect(relaxation.bound <= instance.optimum, "\(instance)")
            if relaxation.bound == instance.optimum { proved += 1 }
        }
        #expect(tried >= 50)
        // The relaxation rounded up is the optimum for nearly all of them.
        #expect(Double(proved) >= 0.9 * Double(tried), "\(proved) of \(tried)")
    }

    /// The Martello–Toth L2 bound, written plainly from its definition (every threshold α: 0 and
    /// each weight up to half the capacity).
    static func martelloTothL2(_ weights: [Double], capacity: Double) -> Int {
        var best = 0
        for alpha in [0] + weights.filter({ 2 * $0 <= capacity }) {
            let large = weights.filter { $0 > capacity - alpha }.count
            let middle = weights.filter { 2 * $0 > capacity && $0 <= capacity - alpha }
            let small = weights.filter { $0 >= alpha && 2 * $0 <= capacity }
            let room = Double(middle.count) * capacity - middle.reduce(0, +)
            let extra = max(0, Int(((small.reduce(0, +) - room) / capacity - 1e-9).rounded(.up)))
            best = max(best, large + middle.count + extra)
        }
        return best
    }
}
