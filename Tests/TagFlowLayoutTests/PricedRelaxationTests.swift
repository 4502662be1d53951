import PropertyBased
import TagFlowTestSupport
import Testing
@testable import TagFlowLayout

/// The cover's relaxation over more nearly full lines than can be listed
/// (`pricedRelaxationRulesOut`), its lines priced without listing them
/// (`WindowPricing.mostValuable`, `SlidingMaximum`): the sliding maximum held to a scan of each
/// range, the pricing to the listed lines' own worths, the relaxation to a brute force (it never
/// rules out a count that fits), and the recorded inputs whose counts it or the merged items'
/// relaxation rules out.
@Suite("Fewest rows' relaxation over lines priced without listing them")
struct PricedRelaxationTests {
    /// Values with ties, and ranges drawn as steps of their two ends.
    static let slides = zip(Gen.int(in: 0...5).array(of: 0...40), Gen.int(in: 0...3).array(of: 0...30), Gen.int(in: 0...6).array(of: 0...30))

    @Test func theSlidingMaximumIsEachRangesFirstLargest() async {
        await propertyCheck(count: PropertyCounts.scaled(400), input: Self.slides) { raw, lowSteps, widths in
            let values = raw.map(Double.init)
            var ranges: [Range<Int>] = []
            var low = 0
            for (step, width) in zip(lowSteps, widths) {
                low = min(low + step, values.count)
                // Each end no less than the last range's.
                let high = min(max(low + width, ranges.last?.upperBound ?? 0), values.count)
                ranges.append(low..<max(low, high))
            }
            let places = SlidingMaximum.places(of: values, in: ranges)
            for (t, range) in ranges.enumerated() {
                let expected = range.max { values[$0] < values[$1] || (values[$0] == values[$1] && $0 > $1) } ?? -1
                #expect(places[t] == expected, "\(range) of \(values)")
            }
        }
    }

    /// At any dual values, the largest worth priced is the largest of the lines listed, and the
    /// lines it returns are listed lines worth more than one, the most valuable first.
    @Test func pricingFindsTheMostValuableListedLines() async {
        let input = zip(LineCoverPackTests.input, Gen.double(in: -0.5...1.5).array(of: 9...9))
        await propertyCheck(count: PropertyCounts.scaled(400), input: input) { drawn, duals in
            guard let (weights, problem, optimum) = LineCoverPackTests.drawn(drawn.0, capacity: drawn.1),
                let slack = problem.slack(into: optimum)
            else { return }
            var budget = BinCompletion.Budget(units: 10_000_000)
            let window = LineCover.WindowLines(of: problem, slack: slack, budget: &budget)!
            let listed = problem.candidates(in: window, limit: .max, budget: &budget)!
            let valueOf = Array(duals.prefix(problem.weights.count))
            let worth = { (line: [Int]) in line.reduce(0.0) { $0 + valueOf[$1] } }
            let worths = (0..<listed.count).map { worth(Array(listed.line($0))) }
            let priced = WindowPricing(window).mostValuable(at: valueOf, most: 3, budget: &budget)
            let input = "\(weights) in \(drawn.1), \(optimum) lines, duals \(valueOf)"
            #expect(window.count == listed.count, "\(input)")
            if let most = worths.max() { #expect(abs(priced.largest - most) < 1e-9, "\(input)") }
            let lines = priced.lines.map { window.line(heavy: $0.heavy, light: $0.light).map(Int.init) }
            #expect(lines.count <= 3 && lines.isEmpty == !worths.contains { $0 > 1 + 1e-9 }, "\(input)")
            if let first = lines.first { #expect(abs(worth(first) - worths.max()!) < 1e-9, "\(input)") }
            for line in lines {
                #expect(worth(line) > 1 + 1e-9, "\(line): \(input)")
                #expect((0..<listed.count).contains { Array(listed.line($0)) == line }, "\(line) not listed: \(input)")
            }
            #expect(zip(lines, lines.dropFirst()).allSatisfy { worth($0) >= worth($1) - 1e-12 }, "\(input)")
        }
    }

    @Test func itNeverRulesOutACountThatFits() async {
        await propertyCheck(count: PropertyCounts.scaled(800), input: LineCoverPackTests.input) { raw, capacity in
            guard let (weights, problem, optimum) = LineCoverPackTests.drawn(raw, capacity: capacity) else { return }
            for lines in optimum...optimum + 1 {
                var budget = BinCompletion.Budget(units: 10_000_000)
                let window = LineCover.WindowLines(of: problem, slack: problem.slack(into: lines)!, budget: &budget)!
                let ruledOut = problem.pricedRelaxationRulesOut(lines, window: window, budget: &budget)
                #expect(!ruledOut, "\(lines) lines ruled out: \(weights) in \(capacity)")
            }
        }
    }

    /// The recorded narrow-bimodal inputs (`FewestRowsRecordedHardInputs.swift`), a line under
    /// their optimum: too many nearly full lines to list, and a relaxation without the list rules
    /// the count out — the merged items' for the tenth round's four, and where that is too weak
    /// (the twelfth round's three), the relaxation over every line, priced.
    @Test func countsWhoseLinesAreTooManyToListAreRuledOut() {
        let covers = CoarseCoverTests.narrowBimodalCovers()
        #expect(covers.count == 7)
        let limit = FewestRowsPacker.lineCoverCandidateLimit
        for (k, (input, problem, lines)) in covers.enumerated() {
            var budget = BinCompletion.Budget(units: 10_000_000)
            let window = LineCover.WindowLines(of: problem, slack: problem.slack(into: lines)!, budget: &budget)!
            #expect(window.count > limit && problem.candidates(in: window, limit: limit, budget: &budget) == nil, "\(input)")
            let merged = problem.coarseRelaxationRulesOut(lines, listLimit: limit, budget: &budget)
            #expect(merged == (k < 4), "the merged items' relaxation: \(input)")
            if !merged { #expect(problem.pricedRelaxationRulesOut(lines, window: window, budget: &budget), "\(input)") }
        }
    }

    /// The fourteenth round's narrow-bimodal inputs (`FewestRowsRecordedHardInputs.swift`): ten
    /// whose nearly full lines a line under their optimum are too many to list, and which neither
    /// the merged items' relaxation nor the bounds by counting rule out; the relaxation over
    /// every line, priced with substitutions, does within 90 000 units (it takes 22 000–80 000;
    /// the packer gives it half of what is left, 64 000–90 000 units on these, and lets its last
    /// round run over). Without substitutions it took 9–21 rounds and 83 000–275 000 units
    /// (docs/performance.md, "Substitutions").
    @Test func withSubstitutionsThePricedRelaxationRulesOutTheFourteenthRoundsCounts() {
        let limit = FewestRowsPacker.lineCoverCandidateLimit
        var ruledOut = 0
        for (input, problem, lines) in CoarseCoverTests.narrowBimodalCovers(at: Self.substitutionsRound) {
            var budget = BinCompletion.Budget(units: 10_000_000)
            let window = LineCover.WindowLines(of: problem, slack: problem.slack(into: lines)!, budget: &budget)!
            guard window.count > limit else { continue }
            #expect(!problem.coarseRelaxationRulesOut(lines, listLimit: limit, budget: &budget), "\(input)")
            var share = BinCompletion.Budget(units: 90_000)
            #expect(problem.pricedRelaxationRulesOut(lines, window: window, budget: &share), "\(input)")
            ruledOut += 1
        }
        #expect(ruledOut == 10)
    }

    /// The line widths of the fourteenth round's narrow-bimodal inputs.
    static let substitutionsRound: Set<Double> = [528, 596.5, 527, 382.5, 245.5, 499.5, 361, 353.5, 524, 623, 596]
}
