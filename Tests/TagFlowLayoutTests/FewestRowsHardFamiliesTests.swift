import TagFlowLayout
import TagFlowTestSupport
import Testing

/// `fewestRows` on generated families of 25–40 tag-like items that first-fit decreasing leaves
/// above the Martello–Toth bound (the inputs the exact searches must settle), each solved by an
/// exact solver written here, independently of the engine: the engine's count must be that
/// optimum, and proven, on every one.
///
/// Two families are generated (a tag's width is its padding plus its characters at a per-instance
/// character width, rounded to 1/64 pt or to the family's grid); the third is real tag texts
/// measured by Pango in eight fonts and sizes (`FewestRowsMeasuredTagWidths.swift`, written by
/// `Benchmarks/Tools/measure_tag_texts.py`). Every width is a multiple of 1/1024 pt, so the solver
/// works in whole 1/1024 pt units and its sums are exact.
@Suite("Fewest rows on hard generated families, against an independent solver")
struct FewestRowsHardFamiliesTests {
    struct Instance: CustomStringConvertible {
        var family: String
        var lineWidth: Double
        var spacing: Double
        var inset: Double
        var widths: [Double]
        var description: String { "\(family) W \(lineWidth) s \(spacing) inset \(inset): \(widths)" }
    }

    /// The issue's family: widths in steps of 1.5 pt from about 50 to 240, spacing 7, a line a
    /// little over 500 pt.
    static func pixelAndAHalf(_ g: inout SeededGenerator) -> Instance {
        let perCharacter = Double.random(in: 5.5...9.5, using: &g)
        let padding = Double.random(in: 20...34, using: &g)
        let widths = (0..<Int.random(in: 25...40, using: &g)).map { _ in
            min(240, max(49.5, 1.5 * ((padding + perCharacter * Double(Int.random(in: 2...30, using: &g))) / 1.5).rounded()))
        }
        return Instance(family: "1.5 pt", lineWidth: Double(Int.random(in: 1000...1060, using: &g)) / 2, spacing: 7, inset: 0, widths: widths)
    }

    /// Tag-like widths at the measurer's 1/64 pt, spacing 0–12, insets 0–16 a side, content lines
    /// of 200–650 pt.
    static func measuredLike(_ g: inout SeededGenerator) -> Instance {
        let perCharacter = Double.random(in: 5.5...9.5, using: &g)
        let padding = Double.random(in: 14...40, using: &g)
        let line = Double(Int.random(in: 400...1300, using: &g)) / 2
        let widths = (0..<Int.random(in: 25...40, using: &g)).map { _ in
            min(line, ((padding + perCharacter * Double(Int.random(in: 2...30, using: &g))) * 64).rounded() / 64)
        }
        return Instance(
            family: "1/64 pt", lineWidth: line, spacing: Double(Int.random(in: 0...12, using: &g)),
            inset: Double(Int.random(in: 0...16, using: &g)), widths: widths)
    }

    /// The measured texts' widths, per font and size (`FewestRowsMeasuredTagWidths.swift`).
    static let measuredFonts: [[Double]] = fewestRowsMeasuredTagWidths.split(separator: "\n").map { line in
        line.split(separator: ";")[3].split(separator: ",").map { Double($0)! }
    }

    /// Real tag texts measured by Pango: 25–40 distinct texts of one font and size, each with a
    /// chip's padding of 12–40 pt, spacing 0–12, insets 0–16 a side, content lines of 200–650 pt.
    static func measuredTexts(_ g: inout SeededGenerator) -> Instance {
        let texts = measuredFonts[Int.random(in: measuredFonts.indices, using: &g)]
        let padding = Double(Int.random(in: 12...40, using: &g))
        let line = Double(Int.random(in: 400...1300, using: &g)) / 2
        var chosen = Array(texts.indices)
        for k in chosen.indices.reversed() { chosen.swapAt(k, Int.random(in: 0...k, using: &g)) }
        let widths = chosen.prefix(Int.random(in: 25...40, using: &g)).map { min(line, texts[$0] + padding) }
        return Instance(
            family: "measured", lineWidth: line, spacing: Double(Int.random(in: 0...12, using: &g)),
            inset: Double(Int.random(in: 0...16, using: &g)), widths: widths)
    }

    /// The instances of a family that first-fit decreasing leaves above the bound.
    static func hard(_ count: Int, seed: UInt64, _ make: (inout SeededGenerator) -> Instance) -> [Instance] {
        var generator = SeededGenerator(seed: seed)
        var found: [Instance] = []
        while found.count < count {
            let instance = make(&generator)
            let problem = Problem(instance)
            if problem.firstFitDecreasing() > problem.martelloTothL2() { found.append(instance) }
        }
        return found
    }

    /// The engine's lines for `instance`, checked to be a packing (every item once, no line
    /// wider than the line), whether its count is the optimum by the solver here, and its flag.
    static func outcome(_ instance: Instance) throws -> (lines: Int, optimal: Bool, proven: Bool) {
        let result = try packed(instance)
        // The packing has the engine's count: it is the optimum when it meets the bound or one
        // line fewer cannot be.
        let problem = Problem(instance)
        let wider = instance.widths.filter { $0 > instance.lineWidth + 1e-9 }.count
        if result.lineCount <= wider + problem.martelloTothL2() { return (result.lineCount, true, result.provenOptimal == true) }
        let fewer = problem.fits(in: result.lineCount - 1 - wider)
        if fewer == .unsettled { Issue.record("the solver could not settle \(result.lineCount - 1) lines: \(instance)") }
        return (result.lineCount, fewer == .no, result.provenOptimal == true)
    }

    /// The engine's fewest-rows layout of `instance`, every item placed once and every line
    /// within the width.
    static func packed(_ instance: Instance) throws -> LayoutResult {
        var config = LayoutConfiguration()
        config.horizontalSpacing = instance.spacing
        config.contentInset = Insets(all: instance.inset)
        config.lineBreaking = .fewestRows
        let container = Size(width: instance.lineWidth + 2 * instance.inset, height: 0)
        let result = try FlowLayout(configuration: config).layout(items(instance.widths), in: container)
        #expect(result.lines.flatMap { $0 }.sorted() == Array(instance.widths.indices), "\(instance)")
        for line in result.lines {
            let width = line.reduce(0.0) { $0 + instance.widths[$1] } + Double(line.count - 1) * instance.spacing
            #expect(width <= instance.lineWidth + 1e-6, "\(instance)")
        }
        return result
    }

    /// An input of the issue's kind, from a screening of the family: 31 items whose 8 lines are
    /// 99.7 % full, where the packer kept first-fit decreasing's 9 lines, unproven, before the
    /// exact cover by nearly full lines.
    @Test func aNearlyFullRunOf31ItemsGetsItsProvenOptimum() throws {
        let instance = Instance(
            family: "1.5 pt", lineWidth: 524.5, spacing: 7, inset: 0,
            widths: [
                154.5, 84, 49.5, 109.5, 123, 186, 52.5, 90, 49.5, 180, 129, 49.5, 211.5, 115.5, 115.5, 49.5, 103.5, 198, 186,
                90, 78, 198, 186, 186, 211.5, 52.5, 166.5, 90, 180, 192, 154.5,
            ])
        let outcome = try Self.outcome(instance)
        #expect(outcome.optimal && outcome.proven, "\(outcome)")
        #expect(outcome.lines < Problem(instance).firstFitDecreasing())
    }

    /// Four of the 4 000 inputs of `fewest_rows_optima.py --hard-families` that the packer left
    /// unproven before the cover fixed lines by their reduced cost (three at their optimum, one a
    /// line above it): each now at its optimum, proven. Their optima were settled once by this
    /// file's solver (`outcome`: that one line fewer cannot be took three minutes in a debug build
    /// and five under the address sanitizer, too long for every run), and are held here.
    @Test func inputsTheCoverSettlesByReducedCostGetTheirProvenOptimum() throws {
        let optima = [9, 14, 13, 11]
        let instances = [
            Instance(
                family: "1.5 pt", lineWidth: 502, spacing: 7, inset: 0,
                widths: [
                    87, 181.5, 198, 126, 175.5, 126, 175.5, 186, 192, 49.5, 120, 120, 126, 60, 159, 70.5, 97.5, 148.5,
                    49.5, 49.5, 49.5, 153, 198, 136.5, 70.5, 192, 153, 54, 148.5, 109.5, 87,
                ]),
            Instance(
                    family: "1.5 pt", lineWidth: 516.5, spacing: 7, inset: 0,
                widths: [
                    67.5, 240, 85.5, 103.5, 240, 67.5, 94.5, 130.5, 166.5, 202.5, 112.5, 238.5, 193.5, 184.5, 240, 193.5,
                    76.5, 58.5, 240, 202.5, 103.5, 202.5, 130.5, 139.5, 240, 240, 76.5, 211.5, 166.5, 157.5, 103.5,
                    238.5, 211.5, 121.5, 240, 184.5, 240, 229.5, 130.5,
                ]),
            Instance(
                    family: "1.5 pt", lineWidth: 509, spacing: 7, inset: 0,
                widths: [
                    55.5, 240, 49.5, 231, 214.5, 175.5, 127.5, 214.5, 240, 240, 207, 87, 199.5, 240, 240, 120, 111,
                    127.5, 87, 159, 231, 240, 214.5, 72, 111, 49.5, 231, 240, 49.5, 63, 135, 238.5, 79.5, 103.5, 63, 240,
                    190.5,
                ]),
            Instance(
                    family: "measured", lineWidth: 267.5, spacing: 1, inset: 0,
                widths: [
                    109.5498046875, 99.837890625, 92.55859375, 97.2275390625, 70.1923828125, 106.306640625, 42.619140625,
                    92.8056640625, 94.912109375, 102.9287109375, 97.5849609375, 61.97265625, 86.298828125, 74.650390625,
                    45.076171875, 97.4775390625, 133.8193359375, 78.3193359375, 56.552734375, 59.509765625, 67.49609375,
                    103.7353515625, 95.896484375, 78.712890625, 108.0390625, 85.0986328125, 32.716796875, 66.861328125,
                    64.4169921875, 85.1884765625, 59.03515625, 81.2890625, 82.2421875, 36.919921875, 111.568359375,
                    53.98828125,
                ]),
        ]
        for (instance, optimum) in zip(instances, optima) {
            let result = try Self.packed(instance)
            #expect(result.lineCount == optimum && result.provenOptimal == true, "\(result.lineCount) \(instance)")
            #expect(optimum >= Problem(instance).martelloTothL2(), "a recorded optimum under the bound: \(instance)")
        }
    }

    /// An input of 37 measured tag widths from the 4 000 of `fewest_rows_optima.py --hard-families`,
    /// a line above its optimum and unproven while the cover's first relaxation stalled on
    /// degenerate pivots past the budget: with ties in the ratio test broken by the largest pivot
    /// element it ends within the budget, and the cover finds the bound's 13 lines.
    @Test func aMeasuredInputWhoseRelaxationStalledGetsItsProvenOptimum() throws {
        let instance = Instance(
            family: "measured", lineWidth: 264.5, spacing: 4, inset: 0,
            widths: [
                111.81640625, 141.0341796875, 127.7822265625, 76.8564453125, 82.2001953125, 80.5673828125,
                60.140625, 130.1328125, 129.4296875, 55.666015625, 87.10546875, 106.443359375, 106.048828125,
                106.9150390625, 87.232421875, 93.298828125, 55.4033203125, 101.24609375, 71.8125, 100.6337890625,
                114.0078125, 105.9521484375, 71.4091796875, 68.4931640625, 75.1044921875, 58.240234375,
                81.9208984375, 108.44921875, 60, 78.8818359375, 63.7783203125, 64.857421875, 97.6015625,
                97.3740234375, 118.3974609375, 65.11328125, 69.9111328125,
            ])
        let outcome = try Self.outcome(instance)
        #expect(outcome.lines == 13 && outcome.optimal && outcome.proven, "\(outcome)")
        #expect(outcome.lines < Problem(instance).firstFitDecreasing())
    }

    /// 40 uniform widths in steps of 1.5 pt from the 4 000 of `fewest_rows_optima.py
    /// --hard-families`, a line above its optimum and unproven while the cover's first relaxation
    /// (over 4 151 nearly full lines, its whole cap of 20m + 20 degenerate pivots) outran the
    /// cover's share of the budget: with pivots charged what they cost and the cover given all
    /// the search has left, it finds the bound's 11 lines.
    @Test func aUniformInputWhoseRelaxationNeedsMostOfTheBudgetGetsItsProvenOptimum() throws {
        let instance = Instance(
            family: "uniform", lineWidth: 527.5, spacing: 7, inset: 0,
            widths: [
                160.5, 240, 66, 85.5, 57, 52.5, 90, 132, 78, 231, 159, 228, 55.5, 229.5, 145.5, 120, 184.5, 190.5, 64.5,
                181.5, 205.5, 96, 205.5, 193.5, 64.5, 213, 112.5, 196.5, 106.5, 142.5, 154.5, 171, 93, 106.5, 169.5, 67.5,
                192, 97.5, 99, 157.5,
            ])
        let outcome = try Self.outcome(instance)
        #expect(outcome.lines == 11 && outcome.optimal && outcome.proven, "\(outcome)")
        #expect(outcome.lines < Problem(instance).firstFitDecreasing())
    }

    /// Inputs the cover once left a line above their optimum and unproven, three with more nearly
    /// full lines than its old cap of 8 000 (8 791, 12 233 and 12 385): the first of the 4 000 of
    /// `fewest_rows_optima.py --hard-families`, the others of the 8 000 after them; and one of
    /// the 8 000 after those (40 items, 9 lines), the costliest cover found. With the lines listed
    /// by meeting in the middle, the cover's limit set by its lines times the lines to fill, and
    /// its first relaxation started from disjoint lines and stopped once it can prove nothing,
    /// each gets the bound's count: from the cover, but the last (over the limit: 12 385 lines to
    /// fill 11) from the searches after it.
    @Test func inputsWithMoreNearlyFullLinesThanTheOldCapGetTheirProvenOptimum() throws {
        let instances = [
            (10, Instance(
                family: "measured", lineWidth: 302.5, spacing: 1, inset: 0,
                widths: [
                    78.1318359375, 61.892578125, 43.6201171875, 124.119140625, 95.173828125, 152.89453125, 84.9248046875,
                    84.3515625, 55.11328125, 66.13671875, 58.107421875, 86.822265625, 77.10546875, 98.7890625,
                    86.7998046875, 83.2275390625, 84.732421875, 63.1064453125, 61.8125, 68.451171875, 87.7236328125,
                    101.81640625, 50, 87.3740234375, 62.822265625, 87.6494140625, 43.5185546875, 86.7255859375, 80.53125,
                    95.099609375, 51.38671875, 104.369140625, 119.4296875, 82.63671875, 57.908203125, 116.2275390625,
                    55.99609375,
                ])),
            (5, Instance(
                family: "measured", lineWidth: 599.5, spacing: 2, inset: 0,
                widths: [
                    81.736328125, 94.6728515625, 67.6015625, 116.1611328125, 106.6982421875, 87.24609375, 80.8359375,
                    98.0791015625, 85.134765625, 99.2734375, 33.4033203125, 70.265625, 113.03515625, 75.4609375,
                    121.646484375, 233.119140625, 82.1396484375, 96.1376953125, 93.40625, 163.451171875, 69.59375,
                    102.58984375, 111.9736328125, 132.7958984375, 91.0771484375, 41.7314453125, 76.0458984375,
                    105.0234375, 98.423828125, 73.951171875, 42.08984375,
                ])),
            (9, Instance(
                family: "measured", lineWidth: 556.5, spacing: 11, inset: 0,
                widths: [
                    87.453125, 137.2578125, 109.359375, 97.5859375, 135.546875, 125.7109375, 119.609375,
                    158.1953125, 86.734375, 167.75, 91.75, 147.8984375, 76.5078125, 120.40625,
                    83.9609375, 93.515625, 93.5859375, 96.90625, 74.1484375, 101.4765625, 87.5625,
                    193.5234375, 91.453125, 68.484375, 197.5625, 92.234375, 207.4453125, 66,
                    158.7734375, 70.3046875, 138.34375, 137.578125, 89.953125, 90.5546875, 168.5,
                    119.875, 78.6640625, 100.46875, 218.84375, 84.0625,
                ])),
            (11, Instance(
                family: "uniform", lineWidth: 528, spacing: 7, inset: 0,
                widths: [
                    70.5, 213, 129, 192, 234, 87, 180, 172.5, 223.5, 205.5, 54, 174, 64.5, 66, 228, 58.5, 55.5, 220.5,
                    142.5, 219, 124.5, 112.5, 96, 61.5, 216, 204, 103.5, 193.5, 210, 160.5, 70.5, 70.5, 223.5, 76.5, 97.5,
                    165, 223.5, 63, 75, 57,
                ])),
        ]
        for (optimum, instance) in instances {
            let outcome = try Self.outcome(instance)
            #expect(outcome.lines == optimum && outcome.optimal && outcome.proven, "\(outcome) \(instance)")
            #expect(outcome.lines < Problem(instance).firstFitDecreasing(), "\(instance)")
        }
    }

    /// The issue's family, 24 hard instances: every one at its optimum, proven.
    @Test func pixelAndAHalfWidthsGetTheirProvenOptimum() throws {
        for instance in Self.hard(24, seed: 45, Self.pixelAndAHalf) {
            let outcome = try Self.outcome(instance)
            #expect(outcome.optimal && outcome.proven, "\(outcome) \(instance)")
        }
    }

    /// Real tag texts measured by Pango in eight fonts and sizes, with spacing, insets and line
    /// widths across their ranges, 24 hard instances: every one at its optimum, proven.
    @Test func measuredTagTextsGetTheirProvenOptimum() throws {
        for instance in Self.hard(24, seed: 47, Self.measuredTexts) {
            let outcome = try Self.outcome(instance)
            #expect(outcome.optimal && outcome.proven, "\(outcome) \(instance)")
        }
    }

    /// Widths at 1/64 pt with spacing, insets and line widths across their ranges, 24 hard
    /// instances: every one at its optimum, proven (one, 40 items whose 8 lines leave 15 % of a
    /// line free, was left unproven before issue 45's seventh round).
    @Test func measuredLikeWidthsGetTheirProvenOptimum() throws {
        for instance in Self.hard(24, seed: 46, Self.measuredLike) {
            let outcome = try Self.outcome(instance)
            #expect(outcome.optimal && outcome.proven, "\(outcome) \(instance)")
        }
    }
}

/// A run as bin packing in whole 1/1024 pt units: an item weighs its width plus the spacing, a line
/// holds its width plus the spacing; items wider than the line (which stand alone) are left out.
private struct Problem {
    /// Distinct weights, heaviest first, and how many items have each.
    var weights: [Int] = []
    var counts: [Int] = []
    let capacity: Int

    init(_ instance: FewestRowsHardFamiliesTests.Instance) {
        capacity = Int(((instance.lineWidth + instance.spacing) * 1024).rounded())
        let all = instance.widths.map { Int((($0 + instance.spacing) * 1024).rounded()) }
        for w in all.filter({ $0 <= capacity }).sorted(by: >) {
            if weights.last != w {
                weights.append(w)
                counts.append(0)
            }
            counts[counts.count - 1] += 1
        }
    }

    var items: [Int] { weights.indices.flatMap { repeatElement(weights[$0], count: counts[$0]) } }

    func firstFitDecreasing() -> Int {
        var loads: [Int] = []
        for w in items {
            if let b = loads.firstIndex(where: { $0 + w <= capacity }) { loads[b] += w } else { loads.append(w) }
        }
        return loads.count
    }

    /// Martello and Toth's L2: for each threshold α ≤ C/2, the items over C − α, those over C/2,
    /// and the room the latter leave for items of at least α.
    func martelloTothL2() -> Int {
        let all = items
        var best = 0
        for alpha in [0] + all.filter({ 2 * $0 <= capacity }) {
            let big = all.filter { $0 > capacity - alpha }.count
            let middle = all.filter { 2 * $0 > capacity && $0 <= capacity - alpha }
            let small = all.filter { $0 >= alpha && 2 * $0 <= capacity }.reduce(0, +)
            let room = middle.count * capacity - middle.reduce(0, +)
            let extra = max(0, (small - room + capacity - 1) / capacity)
            best = max(best, big + middle.count + extra)
        }
        return best
    }

    enum Answer { case yes, no, unsettled }

    /// Whether the items fit in `lines` lines: no when they weigh more, or when the linear program
    /// over the lines that waste no more than the free space says they need more (every line of
    /// such a packing is one of them); else a search over those lines.
    func fits(in lines: Int) -> Answer {
        let slack = lines * capacity - items.reduce(0, +)
        guard lines > 0, slack >= 0 else { return .no }
        guard let patterns = nearlyFull(slack: slack, limit: 300_000) else { return .unsettled }
        if let value = ExactCoverLP(patterns: patterns, demand: counts).minimumLines(), value > Double(lines) + 1e-7 {
            return .no
        }
        let wastes = patterns.map { p in capacity - p.indices.reduce(0) { $0 + p[$1] * weights[$1] } }
        var search = CoverDFS(patterns: patterns, wastes: wastes, left: counts, nodesLeft: 2_000_000)
        return search.covers(lines: lines, slack: slack) ?? .unsettled
    }

    /// Every multiset of the items that fits a line and leaves at most `slack` free, as counts;
    /// `nil` past `limit` of them.
    func nearlyFull(slack: Int, limit: Int) -> [[Int]]? {
        var found: [[Int]] = []
        var pattern = [Int](repeating: 0, count: weights.count)
        func visit(_ c: Int, load: Int) {
            if c == weights.count {
                if load >= capacity - slack && load > 0 { found.append(pattern) }
                return
            }
            if found.count > limit { return }
            let rest = weights[c...].indices.reduce(0) { $0 + weights[$1] * counts[$1] }
            if load + rest < capacity - slack { return }
            var k = 0
            while k <= counts[c], load + k * weights[c] <= capacity {
                pattern[c] = k
                visit(c + 1, load: load + k * weights[c])
                k += 1
            }
            pattern[c] = 0
        }
        visit(0, load: 0)
        return found.count > limit ? nil : found
    }
}

/// min Σx subject to Σ x_p·p = demand, x ≥ 0: a revised simplex with a dense inverse, artificial
/// columns (cost 1000) as the first basis, Dantzig's rule and Bland's after many steps. `nil`
/// whenever the answer is not that minimum for sure (an artificial still in use, no optimum
/// within the steps allowed): the caller then searches.
private struct ExactCoverLP {
    let patterns: [[Int]]
    let demand: [Int]

    func minimumLines() -> Double? {
        let m = demand.count
        let artificialCost = 1000.0
        var inverse = (0..<m).map { r in (0..<m).map { $0 == r ? 1.0 : 0 } }
        var basis = (0..<m).map { -1 - $0 }  // negative: artificial of row −1 − b
        var values = demand.map(Double.init)
        func column(_ j: Int) -> [Double] { j >= 0 ? patterns[j].map(Double.init) : (0..<m).map { $0 == -1 - j ? 1 : 0 } }
        func cost(_ j: Int) -> Double { j >= 0 ? 1 : artificialCost }
        var optimal = false
        for iteration in 0..<20_000 {
            var y = [Double](repeating: 0, count: m)
            for r in 0..<m where cost(basis[r]) != 0 {
                for c in 0..<m { y[c] += cost(basis[r]) * inverse[r][c] }
            }
            var entering = -1
            var best = -1e-9
            for (j, p) in patterns.enumerated() {
                var reduced = 1.0
                for c in 0..<m where p[c] != 0 { reduced -= y[c] * Double(p[c]) }
                if reduced < best {
                    (best, entering) = (reduced, j)
                    if iteration > 2_000 { break }  // Bland's rule: the first improving column
                }
            }
            guard entering >= 0 else {
                optimal = true
                break
            }
            let a = column(entering)
            let d = (0..<m).map { r in (0..<m).reduce(0.0) { $0 + inverse[r][$1] * a[$1] } }
            var leaving = -1
            for r in 0..<m where d[r] > 1e-12 {
                if leaving < 0 || values[r] / d[r] < values[leaving] / d[leaving] - 1e-12 { leaving = r }
            }
            guard leaving >= 0 else { return nil }
            let step = values[leaving] / d[leaving]
            for r in 0..<m where r != leaving {
                values[r] -= step * d[r]
                let factor = d[r] / d[leaving]
                for c in 0..<m { inverse[r][c] -= factor * inverse[leaving][c] }
            }
            values[leaving] = step
            for c in 0..<m { inverse[leaving][c] /= d[leaving] }
            basis[leaving] = entering
        }
        guard optimal else { return nil }
        for r in 0..<m where basis[r] < 0 && values[r] > 1e-7 { return nil }
        return (0..<m).reduce(0.0) { $0 + (basis[$1] >= 0 ? values[$1] : 0) }
    }
}

/// Depth first over the nearly full lines: the class with items left that the fewest usable lines
/// hold (their items left, their free space within what is left of it) is covered by each of them
/// in turn; sets of items left that failed are remembered.
private struct CoverDFS {
    let patterns: [[Int]]
    /// The free space each line leaves.
    let wastes: [Int]
    var left: [Int]
    var nodesLeft: Int
    var failed: Set<[Int]> = []

    /// `.yes`/`.no` for whether the items left fit in `lines` of the lines; `nil` past the node limit.
    mutating func covers(lines: Int, slack: Int) -> Problem.Answer? {
        guard left.contains(where: { $0 > 0 }) else { return .yes }
        guard lines > 0, !failed.contains(left + [lines]) else { return .no }
        nodesLeft -= 1
        guard nodesLeft > 0 else { return nil }
        let usable = patterns.indices.filter { k in wastes[k] <= slack && patterns[k].indices.allSatisfy { patterns[k][$0] <= left[$0] } }
        let classes = left.indices.filter { left[$0] > 0 }
        let holding = classes.map { c in usable.filter { patterns[$0][c] > 0 }.count }
        let chosen = classes[holding.indices.min { holding[$0] < holding[$1] }!]
        for k in usable where patterns[k][chosen] > 0 {
            let p = patterns[k]
            for c in p.indices { left[c] -= p[c] }
            let answer = covers(lines: lines - 1, slack: slack - wastes[k])
            for c in p.indices { left[c] += p[c] }
            if answer != .no { return answer }
        }
        failed.insert(left + [lines])
        return .no
    }
}
