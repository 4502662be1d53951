import Testing
import TagFlowTestSupport
@testable import TagFlowLayout

/// The fused greedy pass against the general path (breaking, then placing), and the reusing
/// layout call against the plain one.
@Suite("Fused greedy pass and reused results")
struct FusedPassAndReuseTests {
    /// A random greedy case with every setting the fused pass handles, including items of
    /// different heights, flags, over-wide items, pixel snapping and a taller container.
    static func randomGreedyCase(_ generator: inout SeededGenerator) -> LayoutCase {
        var test = LayoutCase.random(using: &generator)
        test.configuration.lineBreaking = .greedy
        test.configuration.numberOfLines = nil
        test.configuration.contentVerticalAlignment =
            LayoutConfiguration.ContentVerticalAlignment.allCases.randomElement(using: &generator)!
        test.configuration.displayScale = [nil, nil, 1, 2, 3].randomElement(using: &generator)!
        test.container.height = Double(Int.random(in: 0...300, using: &generator))
        if Bool.random(using: &generator) {
            // Every item the same height: the case the pass writes once.
            test.items = test.items.map { LayoutItem(width: $0.width, height: 28, lineBreak: $0.lineBreak) }
        }
        if Int.random(in: 0..<4, using: &generator) == 0 {
            // Fractional widths: float noise in the sums.
            test.items = test.items.map {
                LayoutItem(width: $0.width * 1.1 + 0.01, height: $0.height, lineBreak: $0.lineBreak)
            }
        }
        return test
    }

    /// The bits of every number of a result, so −0 and +0 (equal as values) still differ.
    static func bits(_ result: LayoutResult) -> [UInt64] {
        func bits(_ r: Rect) -> [UInt64] { [r.x.bitPattern, r.y.bitPattern, r.width.bitPattern, r.height.bitPattern] }
        return result.frames.flatMap(bits) + result.lineFrames.flatMap(bits)
            + [result.contentSize.width, result.contentSize.height, result.fittingSize.width, result.fittingSize.height]
            .map(\.bitPattern)
    }

    @Test func theFusedPassPlacesExactlyAsTheGeneralPath() throws {
        var generator = SeededGenerator(seed: 2024)
        for _ in 0..<3000 {
            let test = Self.randomGreedyCase(&generator)
            let layout = FlowLayout(configuration: test.configuration)
            #expect(FusedGreedyLayout.applies(to: test.configuration))
            var fused = LayoutResult()
            var general = LayoutResult()
            try layout.layout(test.items, in: test.container, into: &fused, fusingGreedy: true)
            try layout.layout(test.items, in: test.container, into: &general, fusingGreedy: false)
            #expect(fused == general, "\(test)")
            #expect(Self.bits(fused) == Self.bits(general), "\(test)")
            #expect(fused.lineStarts == general.lineStarts, "\(test)")
        }
    }

    @Test func aLinePackedFromTheLeftInOnePassIsWrittenAsTheGeneralRoutineWritesIt() throws {
        var generator = SeededGenerator(seed: 99)
        for _ in 0..<3000 {
            var test = LayoutCase.random(using: &generator)
            test.configuration.alignment = Bool.random(using: &generator) ? .leading : .left
            test.configuration.layoutDirection = .leftToRight
            guard !test.items.isEmpty else { continue }
            let metrics = LineMetrics(
                lineWidth: max(0, test.container.width - test.configuration.contentInset.horizontal),
                spacing: test.configuration.horizontalSpacing)
            let geometry = LineGeometry(configuration: test.configuration, metrics: metrics, referenceWidth: metrics.lineWidth)
            let count = test.items.count
            let permutation = (0..<count).shuffled(using: &generator)
            let y = Double(Int.random(in: 0...50, using: &generator))
            var fast = [Rect](repeating: .zero, count: count)
            var general = [Rect](repeating: .zero, count: count)
            try test.items.withUnsafeBufferPointer { items in
                try permutation.withUnsafeBufferPointer { permutation in
                    let order = PermutedOrder(permutation: permutation)
                    let range = 0..<Int.random(in: 1...count, using: &generator)
                    let one = fast.withUnsafeMutableBufferPointer { frames in
                        LinePlacer.writeLinePackedFromTheLeft(
                            range, y: y, geometry: geometry, items: items, order: order, frames: frames)
                    }
                    let extent = geometry.extent(of: range, items: items, order: order)
                    let two = general.withUnsafeMutableBufferPointer { frames in
                        geometry.writeLine(
                            range, isLastOfAll: false, extent: extent, y: y, indicator: nil, items: items, order: order,
                            frames: frames)
                    }
                    guard let one else {
                        // Declined: only when heights differ and items do not sit at the top.
                        #expect(test.configuration.lineAlignment != .top)
                        return
                    }
                    #expect(one.frame == two.frame && one.natural.bitPattern == two.natural.bitPattern)
                    #expect(fast.map(\.x.bitPattern) == general.map(\.x.bitPattern))
                    #expect(fast.map(\.y.bitPattern) == general.map(\.y.bitPattern))
                    #expect(fast.map(\.width.bitPattern) == general.map(\.width.bitPattern))
                    #expect(fast == general, "\(test)")
                    _ = try #require(Optional(true))
                }
            }
        }
    }

    @Test func manyLinesGrowTheLineStorageOnTheWay() throws {
        // One line per item: more lines than the pass first makes room for.
        let items = [LayoutItem](repeating: LayoutItem(width: 500, height: 10), count: 1000)
        let result = try FlowLayout().layout(items, in: Size(width: 343, height: 0))
        #expect(result.lineCount == 1000)
        #expect(result.lineFrames.count == 1000)
        #expect(result.frames[999] == Rect(x: 0, y: 999 * 18, width: 343, height: 10))
        var general = LayoutResult()
        try FlowLayout().layout(items, in: Size(width: 343, height: 0), into: &general, fusingGreedy: false)
        #expect(result == general)
    }

    @Test func aReusedResultEqualsAFreshOneForEveryStrategy() throws {
        var generator = SeededGenerator(seed: 77)
        var reused = LayoutResult()
        for round in 0..<2000 {
            var test = LayoutCase.random(using: &generator, vertical: round % 4 != 0)
            test.configuration.lineBreaking = LayoutConfiguration.LineBreaking.allCases.randomElement(using: &generator)!
            if round % 3 == 0 { test.configuration.numberOfLines = nil }
            let layout = FlowLayout(configuration: test.configuration)
            let fresh = try layout.layout(test.items, in: test.container)
            try layout.layout(test.items, in: test.container, into: &reused)
            #expect(reused == fresh, "\(test)")
            #expect(Self.bits(reused) == Self.bits(fresh), "\(test)")
        }
    }

    @Test func aReusedResultKeepsItsStorage() throws {
        let items = (0..<500).map { LayoutItem(width: Double(30 + $0 % 90), height: 28) }
        let layout = FlowLayout()
        var result = LayoutResult()
        try layout.layout(items, in: Size(width: 343, height: 0), into: &result)
        let frames = result.frames.withUnsafeBufferPointer { $0.baseAddress }
        let lineFrames = result.lineFrames.withUnsafeBufferPointer { $0.baseAddress }
        let lineStarts = result.lineStarts.withUnsafeBufferPointer { $0.baseAddress }
        // A resize sweep: the same items at other widths, and fewer items.
        for width in stride(from: 343.0, through: 600, by: 7) {
            try layout.layout(items, in: Size(width: width, height: 0), into: &result)
            try layout.layout(Array(items.prefix(300)), in: Size(width: width, height: 0), into: &result)
        }
        try layout.layout(items, in: Size(width: 343, height: 0), into: &result)
        #expect(result.frames.withUnsafeBufferPointer { $0.baseAddress } == frames)
        #expect(result.lineFrames.withUnsafeBufferPointer { $0.baseAddress } == lineFrames)
        #expect(result.lineStarts.withUnsafeBufferPointer { $0.baseAddress } == lineStarts)
        #expect(result == (try layout.layout(items, in: Size(width: 343, height: 0))))
    }

    @Test func aThrowLeavesTheEmptyResult() throws {
        var result = try FlowLayout().layout([LayoutItem(width: 10, height: 10)], in: Size(width: 100, height: 0))
        for (items, width) in [([LayoutItem(width: 10, height: .nan)], 100.0), ([LayoutItem(width: 10, height: 10)], -1)] {
            #expect(throws: TagFlowError.self) {
                try FlowLayout().layout(items, in: Size(width: width, height: 0), into: &result)
            }
            #expect(result == LayoutResult())
        }
        #expect(LayoutResult() == (try FlowLayout().layout([], in: .zero)))
    }

    /// The fused pass validates sizes only when its running sums fail: sums that overflow with
    /// every size valid are the whole layout's fault (at the root), not an item's, as on the
    /// general path.
    @Test func hugeFiniteSizesAreNotMistakenForBadOnes() {
        let items = [LayoutItem(width: 1e308, height: 1e308), LayoutItem(width: 1e308, height: 1e308)]
        for fusing in [true, false] {
            var result = LayoutResult()
            let error = thrownError { () throws(TagFlowError) in
                try FlowLayout().layout(items, in: Size(width: 100, height: 0), into: &result, fusingGreedy: fusing)
            }
            #expect(error?.path == .root)
            #expect(result == LayoutResult())
        }
        let large = [LayoutItem(width: 1e300, height: 1e300), LayoutItem(width: 1e300, height: 1e300)]
        #expect((try? FlowLayout().layout(large, in: Size(width: 100, height: 0)))?.lineCount == 2)
    }
}
