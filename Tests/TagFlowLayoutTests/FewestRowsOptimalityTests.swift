import Testing
import TagFlowTestSupport
import TagFlowLayout

/// `fewestRows` against an independent brute force on small inputs.
@Suite("Fewest rows is optimal on small inputs")
struct FewestRowsOptimalityTests {
    /// The fewest lines `widths` can take, by trying every assignment of items to lines
    /// (items in input order; each goes into an existing line or opens the next one).
    static func bruteForceLineCount(_ widths: [Double], lineWidth: Double, spacing: Double) -> Int {
        var best = widths.count
        var lines: [(used: Double, count: Int)] = []
        func assign(_ k: Int) {
            if lines.count >= best { return }
            if k == widths.count { best = lines.count; return }
            let w = min(widths[k], lineWidth)
            let overWide = widths[k] > lineWidth
            for j in lines.indices where !overWide && lines[j].used >= 0 {
                let used = lines[j].used + spacing + w
                if used <= lineWidth {
                    let saved = lines[j]
                    lines[j] = (used, saved.count + 1)
                    assign(k + 1)
                    lines[j] = saved
                }
            }
            // An over-wide item's line takes nothing else: mark it full with a negative width.
            lines.append((overWide ? -1 : w, 1))
            assign(k + 1)
            lines.removeLast()
        }
        assign(0)
        return best
    }

    @Test func smallInputsReachTheOptimumAndSaySo() throws {
        var generator = SeededGenerator(seed: 11)
        var improvedOnGreedy = 0
        for _ in 0..<1500 {
            let count = Int.random(in: 1...9, using: &generator)
            let width = Double(Int.random(in: 40...200, using: &generator))
            let spacing = Double(Int.random(in: 0...10, using: &generator))
            let widths = (0..<count).map { _ in Double(Int.random(in: 1...Int(width * 1.1), using: &generator)) }
            var config = LayoutConfiguration()
            config.horizontalSpacing = spacing
            config.lineBreaking = .fewestRows
            let result = try FlowLayout(configuration: config).layout(items(widths), in: Size(width: width, height: 0))
            let optimum = Self.bruteForceLineCount(widths, lineWidth: width, spacing: spacing)
            #expect(result.lineCount == optimum, "\(widths) in \(width) with spacing \(spacing)")
            #expect(result.provenOptimal == true, "\(widths) in \(width) with spacing \(spacing)")
            config.lineBreaking = .greedy
            let greedy = try FlowLayout(configuration: config).layout(items(widths), in: Size(width: width, height: 0))
            if greedy.lineCount > optimum { improvedOnGreedy += 1 }
        }
        // The sample must exercise reordering, not only inputs where greedy is already optimal.
        #expect(improvedOnGreedy > 100)
    }
}

/// Horizontal `balanced` against a brute force over every split into consecutive lines.
@Suite("Horizontal balanced is optimal")
struct HorizontalBalancedOptimalityTests {
    /// The narrowest possible widest line when `widths` are split, in order, into at most `lines` lines.
    static func bruteForceWidest(_ widths: [Double], lines: Int, spacing: Double) -> Double {
        func width(_ range: Range<Int>) -> Double {
            widths[range].reduce(0, +) + Double(range.count - 1) * spacing
        }
        func best(from start: Int, lines: Int) -> Double {
            if start == widths.count { return 0 }
            if lines == 1 { return width(start..<widths.count) }
            var result = Double.infinity
            for end in (start + 1)...widths.count {
                result = min(result, max(width(start..<end), best(from: end, lines: lines - 1)))
            }
            return result
        }
        return best(from: 0, lines: lines)
    }

    @Test func theWidestLineIsAsNarrowAsPossible() throws {
        var generator = SeededGenerator(seed: 12)
        for _ in 0..<1500 {
            let count = Int.random(in: 1...10, using: &generator)
            let lines = Int.random(in: 1...4, using: &generator)
            let spacing = Double(Int.random(in: 0...10, using: &generator))
            let widths = (0..<count).map { _ in Double.random(in: 0...100, using: &generator) }
            var config = LayoutConfiguration()
            config.scrollDirection = .horizontal
            config.numberOfLines = lines
            config.horizontalDistribution = .balanced
            config.horizontalSpacing = spacing
            let result = try FlowLayout(configuration: config).layout(items(widths), in: Size(width: 0, height: 0))
            let widest = result.lineFrames.map(\.width).max() ?? 0
            let optimum = Self.bruteForceWidest(widths, lines: lines, spacing: spacing)
            #expect(abs(widest - optimum) <= 1e-9 * max(1, optimum), "\(widths) on \(lines) lines, spacing \(spacing)")
            #expect(result.lines.flatMap { $0 } == Array(0..<count))
        }
    }
}
