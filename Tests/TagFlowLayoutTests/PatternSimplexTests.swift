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
    /// inverse (the plain way: the basic columns' costs times it), every basic line stays worth
    /// exactly a line at them and every basic substitution nothing, over random runs of pivots on
    /// lines that fit and substitutions (`CandidateRelaxation.substitution`).
    @Test func theDualsUpdatedByEachPivotAreTheCostsTimesTheInverse() async {
        let run = zip(Self.weightsAndCapacity, Gen.int(in: 0...1_000_000).array(of: 1...80))
        await propertyCheck(count: PropertyCounts.scaled(400), input: run) { input, picks in
            let (raw, capacity) = input
            let weights = raw.filter { $0 > 0 && $0 <= capacity }
            guard !weights.isEmpty else { return }
            let (classWeights, counts) = ThreeToALineTests.classes(weights)
            var simplex = PatternSimplex(weights: classWeights, counts: counts, capacity: Double(capacity))
            for pick in picks {
                let substitutes = pick % 4 == 0
                let pattern = substitutes
                    ? CandidateRelaxation.substitution(pick / 4 % counts.count, classes: counts.count)
                    : Self.line(pick, classWeights, counts, capacity: Double(capacity))
                guard simplex.enter(pattern, cost: substitutes ? 0 : 1) != nil else { continue }
                let updated = simplex.duals()
                let summed = simplex.summedDuals
                for c in counts.indices {
                    #expect(abs(updated[c] - summed[c]) <= 1e-9 * max(1, abs(summed[c])), "\(weights) in \(capacity), class \(c)")
                }
                for r in 0..<simplex.rowCount {
                    let row = simplex.pattern(ofRow: r)
                    let value = row.indices.reduce(0.0) { $0 + Double(row[$1]) * updated[$1] }
                    let cost = simplex.isLine(row: r) ? 1.0 : 0.0
                    #expect(row.contains { $0 < 0 } != simplex.isLine(row: r), "\(weights) in \(capacity), row \(r): \(row)")
                    #expect(abs(value - cost) <= 1e-9, "\(weights) in \(capacity), row \(r): \(value)")
                }
            }
        }
    }

    /// A line that fits: from a class `pick` decides on, a count of each it decides on, while
    /// they fit (an LCG seeded by the pick).
    static func line(_ pick: Int, _ classWeights: [Double], _ counts: [Int], capacity: Double) -> [Int] {
        var pattern = [Int](repeating: 0, count: counts.count)
        var room = capacity
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
        return pattern
    }

    /// A simplex restarted for other items (in the arrays it holds, after pivots on the first)
    /// is the one made for them afresh, and stays so pivot by pivot: the same rows, usage and
    /// dual values, to the bit.
    @Test func aRestartedSimplexIsTheOneMadeAfresh() async {
        let run = zip(Self.weightsAndCapacity, Self.weightsAndCapacity, Gen.int(in: 0...1_000_000).array(of: 1...30))
        await propertyCheck(count: PropertyCounts.scaled(300), input: run) { first, second, picks in
            let problems = [first, second].map { raw, capacity in
                let weights = raw.filter { $0 > 0 && $0 <= capacity }
                return (weights.isEmpty ? [capacity] : weights, Double(capacity))
            }
            let (w1, c1) = ThreeToALineTests.classes(problems[0].0)
            let (w2, c2) = ThreeToALineTests.classes(problems[1].0)
            var reused = PatternSimplex(weights: w1, counts: c1, capacity: problems[0].1)
            for pick in picks { _ = reused.enter(Self.line(pick, w1, c1, capacity: problems[0].1)) }
            reused.restart(weights: w2, counts: c2, capacity: problems[1].1)
            var fresh = PatternSimplex(weights: w2, counts: c2, capacity: problems[1].1)
            for pick in [nil] + picks {
                if let pick {
                    let pattern = Self.line(pick, w2, c2, capacity: problems[1].1)
                    #expect(reused.enter(pattern) == fresh.enter(pattern))
                }
                let input = "\(problems[0]) then \(problems[1])"
                #expect(reused.duals() == fresh.duals(), "\(input)")
                #expect(reused.rowCount == fresh.rowCount, "\(input)")
                for r in 0..<fresh.rowCount {
                    #expect(reused.pattern(ofRow: r) == fresh.pattern(ofRow: r) && reused.usage(ofRow: r) == fresh.usage(ofRow: r), "\(input)")
                }
            }
        }
    }
}
