import PropertyBased
import TagFlowTestSupport
import Testing
@testable import TagFlowLayout

/// The bound from counting heavy and light items apart: never above the optimum (a brute force),
/// the best of every unit a heavy item may count (a plain reference tries every one the
/// frontier's counts can make), and what proves the recorded narrow-bimodal inputs.
@Suite("Fewest rows' bound from counting heavy and light items apart")
struct GroupCountBoundTests {
    /// Whole-number weights (so sums are exact): most near two fifths and one fifth of the
    /// capacity, where the bound is strongest, or anywhere in it.
    static let weightsAndCapacity = zip(Gen.int(in: 0...1000).array(of: 2...10), Gen.int(in: 40...200), Gen.bool)
        .map { raw, capacity, bimodal in
            let weights = raw.map { r in
                guard bimodal else { return 1 + r * (capacity - 1) / 1000 }
                // 17–21 % or 34–42 % of the capacity.
                return r % 2 == 0 ? capacity * (17 + r % 5) / 100 : capacity * (34 + r % 9) / 100
            }
            return (weights.map { max(1, $0) }.sorted(by: >), capacity)
        }

    @Test func neverExceedsTheOptimum() async {
        await propertyCheck(count: PropertyCounts.scaled(1500), input: Self.weightsAndCapacity) { weights, capacity in
            let bound = GroupCountBound.lines(sortedDescending: weights.map(Double.init), capacity: Double(capacity))
            #expect(bound <= ThreeToALineTests.optimum(weights, capacity: capacity), "\(weights) in \(capacity)")
        }
    }

    /// Every split, every count of heavy and light items whose lightest fit (read off the items
    /// directly), and every unit a heavy item may count where two of those counts hold as many
    /// units (the only values the best can take), and none and without end.
    static func reference(_ weights: [Int], capacity: Int) -> Int {
        let n = weights.count
        var best = 0
        for split in 1..<n where weights[split - 1] != weights[split] {
            let heavy = Array(weights[..<split].reversed()), light = Array(weights[split...].reversed())
            var counts: [(a: Int, b: Int)] = []
            for a in 0...heavy.count {
                for b in 0...light.count where heavy.prefix(a).reduce(0, +) + light.prefix(b).reduce(0, +) <= capacity {
                    counts.append((a, b))
                }
            }
            func bound(_ units: (heavy: Int, light: Int)) -> Int {
                let most = counts.map { $0.a * units.heavy + $0.b * units.light }.max()!
                let total = heavy.count * units.heavy + light.count * units.light
                return most > 0 ? (total + most - 1) / most : 0
            }
            best = max(best, bound((0, 1)), bound((1, 0)))
            for p in counts {
                for q in counts where p.a > q.a && p.b < q.b { best = max(best, bound((q.b - p.b, p.a - q.a))) }
            }
        }
        return best
    }

    @Test func isTheBestOfEveryUnitAHeavyItemMayCount() async {
        await propertyCheck(count: PropertyCounts.scaled(1500), input: Self.weightsAndCapacity) { weights, capacity in
            let bound = GroupCountBound.lines(sortedDescending: weights.map(Double.init), capacity: Double(capacity))
            #expect(bound == Self.reference(weights, capacity: capacity), "\(weights) in \(capacity)")
        }
    }

    /// The narrow-bimodal inputs of issue 45's thirteenth round, recorded: items of about two
    /// fifths and one fifth of a line, where every line that fits holds at most five units (a
    /// heavy item two), fewer than the items need. Neither L2 (an independent one, in whole
    /// 1/1024 pt) nor the count of items a line holds sees it; this bound is their optimum.
    @Test func provesTheRecordedNarrowBimodalInputs() {
        for (input, weights, capacity) in Self.recordedRuns(at: Self.thirteenthRound) {
            let l2 = Problem(input.instance).martelloTothL2()
            let items = ThreeToALine.cardinalityBound(sortedDescending: weights, capacity: capacity)
            let bound = GroupCountBound.lines(sortedDescending: weights, capacity: capacity)
            #expect(bound == input.optimum && bound > max(l2, items), "\(input): L2 \(l2), items \(items), \(bound)")
        }
    }

    /// Three sizes of item (about a half, a third and a fifth of the capacity, in whole numbers)
    /// or any: with three groups, split at every pair of places between distinct weights, the
    /// bound is never above the optimum and never below what whole units of up to 4 for each
    /// group give (its units are the best of any).
    @Test func threeGroupsNeverExceedTheOptimumNorMissBetterUnits() async {
        let cases = zip(Gen.int(in: 0...1000).array(of: 3...8), Gen.int(in: 40...200), Gen.bool).map { raw, capacity, sized in
            let weights = raw.map { r in
                guard sized else { return 1 + r * (capacity - 1) / 1000 }
                return capacity * [48, 31, 18][r % 3] / 100 + r % 4
            }
            return (weights.map { max(1, $0) }.sorted(by: >), capacity)
        }
        await propertyCheck(count: PropertyCounts.scaled(300), input: cases) { weights, capacity in
            let optimum = ThreeToALineTests.optimum(weights, capacity: capacity)
            let n = weights.count
            for split in 1..<n where weights[split - 1] != weights[split] {
                let bound = GroupCountBound.threeGroups(
                    sortedDescending: weights.map(Double.init), capacity: Double(capacity), split: split, upper: .max)
                #expect(bound <= optimum, "split \(split): \(weights) in \(capacity)")
                #expect(bound >= Self.unitsReference(weights, capacity: capacity, split: split), "split \(split): \(weights) in \(capacity)")
            }
        }
    }

    /// Fewer than three items, or a split outside the run, make no three groups: no bound (0),
    /// not a trap.
    @Test func threeGroupsOfTooFewItemsOrNoSplitBoundNothing() {
        #expect(GroupCountBound.threeGroups(sortedDescending: [], capacity: 10, split: 0, upper: .max) == 0)
        #expect(GroupCountBound.threeGroups(sortedDescending: [6, 5], capacity: 10, split: 1, upper: .max) == 0)
        for split in [0, 3, -1] {
            #expect(GroupCountBound.threeGroups(sortedDescending: [6, 5, 4], capacity: 10, split: split, upper: .max) == 0)
        }
        #expect(GroupCountBound.threeGroups(sortedDescending: [7, 6, 5], capacity: 10, split: 1, upper: .max) == 3)
    }

    /// The best of whole units up to 4 a group, over the three groups of `split` and each other
    /// split, read off the items directly.
    static func unitsReference(_ weights: [Int], capacity: Int, split: Int) -> Int {
        let n = weights.count
        var best = 0
        for other in 1..<n where other != split && weights[other - 1] != weights[other] {
            let (first, second) = (min(split, other), max(split, other))
            let groups = [weights[..<first], weights[first..<second], weights[second...]].map { Array($0.reversed()) }
            var counts: [[Int]] = []
            for a in 0...groups[0].count {
                for b in 0...groups[1].count {
                    for c in 0...groups[2].count
                    where groups[0].prefix(a).reduce(0, +) + groups[1].prefix(b).reduce(0, +) + groups[2].prefix(c).reduce(0, +) <= capacity {
                        counts.append([a, b, c])
                    }
                }
            }
            for u in 0..<125 {
                let units = [u / 25, u / 5 % 5, u % 5]
                let most = counts.map { p in (0..<3).reduce(0) { $0 + p[$1] * units[$1] } }.max()!
                let total = (0..<3).reduce(0) { $0 + groups[$1].count * units[$1] }
                if most > 0 { best = max(best, (total + most - 1) / most) }
            }
        }
        return best
    }

    /// The recorded inputs that two groups leave a line short of their optimum: three groups, the
    /// two's best split split again, prove it.
    @Test func threeGroupsProveTheRecordedInputsTwoMiss() {
        for (input, weights, capacity) in Self.recordedRuns(at: Self.threeGroupsRound) {
            let two = GroupCountBound.best(sortedDescending: weights, capacity: capacity)
            let three = GroupCountBound.threeGroups(sortedDescending: weights, capacity: capacity, split: two.split, upper: .max)
            #expect(two.lines < input.optimum && three == input.optimum, "\(input): two groups \(two.lines), three \(three)")
        }
    }

    /// The recorded narrow-bimodal inputs at `lineWidths` (each found), with their items'
    /// weights heaviest first and their line's capacity, as the packer weighs them.
    static func recordedRuns(at lineWidths: Set<Double>) -> [(FewestRowsHardFamiliesTests.Recorded, [Double], Double)] {
        let inputs = FewestRowsHardFamiliesTests.recorded.filter {
            $0.instance.family == "narrow-bimodal" && lineWidths.contains($0.instance.lineWidth)
        }
        #expect(inputs.count == lineWidths.count)
        return inputs.map { input in
            let spacing = input.instance.spacing
            return (input, input.instance.widths.map { $0 + spacing }.sorted(by: >), input.instance.lineWidth + spacing)
        }
    }

    /// The line widths of the recorded inputs three groups prove.
    static let threeGroupsRound: Set<Double> = [358, 588.5, 581]

    /// The line widths of every recorded narrow-bimodal input these bounds settle.
    static var settledByCounting: Set<Double> { thirteenthRound.union(threeGroupsRound) }

    /// The line widths of the thirteenth round's recorded inputs.
    static let thirteenthRound: Set<Double> = [
        640.5, 411.5, 282, 353, 594, 514.5, 537, 460, 343.5, 565.5, 564.5, 206, 638, 504, 605.5, 394, 383.5,
    ]
}
