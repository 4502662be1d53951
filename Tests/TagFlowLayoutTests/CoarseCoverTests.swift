import PropertyBased
import TagFlowTestSupport
import Testing
@testable import TagFlowLayout

/// The cover's relaxation of the items merged into fewer classes (`LineCover.merged(into:)`,
/// `coarseRelaxationRulesOut`), for counts whose nearly full lines are too many to list: every
/// item kept and only lightened, by the least weight in all (held to every way of merging), so it
/// never rules out a count that fits (held to a brute force over every packing); that it rules out
/// counts whose own lines are too many to list is held in `PricedRelaxationTests`, beside the
/// relaxation that takes over where it is too weak.
@Suite("Fewest rows' relaxation of items merged into fewer classes")
struct CoarseCoverTests {
    static let input = zip(LineCoverPackTests.input, Gen.int(in: 1...9))

    /// Every item, heaviest first, as a weight.
    static func items(_ cover: LineCover) -> [Double] {
        cover.weights.indices.flatMap { repeatElement(cover.weights[$0], count: cover.counts[$0]) }
    }

    @Test func mergingKeepsEveryItemAndLosesTheLeastWeight() async {
        await propertyCheck(count: PropertyCounts.scaled(400), input: Self.input) { drawn, classes in
            guard let (_, problem, _) = LineCoverPackTests.drawn(drawn.0, capacity: drawn.1) else { return }
            let merged = problem.merged(into: classes)
            let input = "\(problem.weights) × \(problem.counts) into \(classes)"
            #expect(merged.capacity == problem.capacity)
            #expect(merged.weights.count == min(classes, problem.weights.count), "\(input)")
            #expect(zip(merged.weights, merged.weights.dropFirst()).allSatisfy { $0 > $1 }, "\(input)")
            #expect(merged.weights.allSatisfy(problem.weights.contains), "\(input)")
            let (before, after) = (Self.items(problem), Self.items(merged))
            #expect(after.count == before.count && zip(before, after).allSatisfy { $0 >= $1 }, "\(input)")
            let lost = zip(before, after).reduce(0.0) { $0 + $1.0 - $1.1 }
            #expect(abs(lost - Self.leastLoss(problem, into: classes)) < 1e-9, "\(input)")
        }
    }

    /// The least weight any merging of neighbouring classes into `classes` runs loses, each run at
    /// its lightest: every set of split points tried.
    static func leastLoss(_ problem: LineCover, into classes: Int) -> Double {
        let m = problem.weights.count
        guard classes < m else { return 0 }
        var least = Double.infinity
        // Bit i set: a run starts at class i + 1.
        for splits in 0..<(1 << (m - 1)) where splits.nonzeroBitCount == classes - 1 {
            var lost = 0.0
            var start = 0
            for end in 1...m where end == m || splits & (1 << (end - 1)) != 0 {
                for c in start..<end { lost += Double(problem.counts[c]) * (problem.weights[c] - problem.weights[end - 1]) }
                start = end
            }
            least = min(least, lost)
        }
        return least
    }

    @Test func itNeverRulesOutACountThatFits() async {
        await propertyCheck(count: PropertyCounts.scaled(800), input: Self.input) { drawn, classes in
            guard let (weights, problem, optimum) = LineCoverPackTests.drawn(drawn.0, capacity: drawn.1) else { return }
            for lines in optimum...optimum + 1 {
                var budget = BinCompletion.Budget(units: 10_000_000)
                let ruledOut = problem.coarseRelaxationRulesOut(lines, classes: classes, listLimit: .max, budget: &budget)
                #expect(!ruledOut, "\(lines) lines ruled out in \(classes) classes: \(weights) in \(drawn.1)")
            }
        }
    }

    /// The recorded narrow-bimodal inputs of the tenth to twelfth rounds (those of the thirteenth
    /// are settled by bounds, `GroupCountBoundTests`; those of the fourteenth by substitutions,
    /// `PricedRelaxationTests`), or those at `lineWidths`, in order, each with its cover (its
    /// items and line, as the packer weighs them) and the count a line under its optimum.
    static func narrowBimodalCovers(
        at lineWidths: Set<Double>? = nil
    ) -> [(input: FewestRowsHardFamiliesTests.Recorded, problem: LineCover, lines: Int)] {
        let later = GroupCountBoundTests.settledByCounting.union(PricedRelaxationTests.substitutionsRound)
        return FewestRowsHardFamiliesTests.recorded.filter { input in
            guard input.instance.family == "narrow-bimodal" else { return false }
            return lineWidths.map { $0.contains(input.instance.lineWidth) } ?? !later.contains(input.instance.lineWidth)
        }.map { input in
            let instance = input.instance
            let capacity = instance.lineWidth + instance.spacing + FlowLayout.tolerance
            let classes = WeightClasses(sortedDescending: instance.widths.map { $0 + instance.spacing }.sorted(by: >))
            return (input, LineCover(weights: classes.weights, counts: classes.counts, capacity: capacity), input.optimum - 1)
        }
    }
}
