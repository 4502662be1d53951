import PropertyBased
import TagFlowTestSupport
import Testing
@testable import TagFlowLayout

/// The simplex behind the cover's relaxation (`CandidateRelaxation`): the dual values it keeps up
/// to date pivot by pivot.
@Suite("Fewest rows' pattern simplex")
struct PatternSimplexTests {
    /// 2…11 weights and a capacity, whole numbers (so sums are exact), some of them tag-like
    /// (several to a line), a few weighing nothing (an item of no width at no spacing).
    static let weightsAndCapacity = zip(Gen.int(in: 0...60).array(of: 2...11), Gen.int(in: 20...130))

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
}
