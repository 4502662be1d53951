import Testing
import TagFlowTestSupport
@testable import TagFlowLayout

/// The fused pass (greedy and balanced) against the general path (breaking, then placing), and
/// the reusing layout call against the plain one.
@Suite("Fused pass and reused results")
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

    /// Lays `test` out through the fused pass and through the general path, and expects the same
    /// result to the bit.
    static func expectFusedPassMatchesTheGeneralPath(_ test: LayoutCase) throws {
        let layout = FlowLayout(configuration: test.configuration)
        #expect(FusedLineLayout.applies(to: test.configuration))
        var fused = LayoutResult()
        var general = LayoutResult()
        try layout.layout(test.items, in: test.container, into: &fused, fusing: true)
        try layout.layout(test.items, in: test.container, into: &general, fusing: false)
        #expect(fused == general, "\(test)")
        #expect(Self.bits(fused) == Self.bits(general), "\(test)")
        #expect(
            (0...fused.visibleLineCount).map(fused.storage.lineStart)
                == (0...general.visibleLineCount).map(general.storage.lineStart), "\(test)")
    }

    @Test func theFusedPassPlacesExactlyAsTheGeneralPath() throws {
        var generator = SeededGenerator(seed: 2024)
        for _ in 0..<3000 {
            try Self.expectFusedPassMatchesTheGeneralPath(Self.randomGreedyCase(&generator))
        }
    }

    /// Balanced wrapping through the fused pass, forced breaks (flags, over-wide items) included,
    /// against the general path: the two must agree to the bit.
    @Test func theFusedPassPlacesBalancedLinesExactlyAsTheGeneralPath() throws {
        var generator = SeededGenerator(seed: 2025)
        var withForcedBreaks = 0
        for round in 0..<3000 {
            var test = Self.randomGreedyCase(&generator)
            test.configuration.lineBreaking = .balanced
            let metrics = LineMetrics(
                lineWidth: max(0, test.container.width - test.configuration.contentInset.horizontal),
                spacing: test.configuration.horizontalSpacing)
            if round % 4 != 0 {
                // Most cases without a forced break: runs as long as the input.
                test.items = test.items.map {
                    LayoutItem(width: min($0.width, metrics.lineWidth * Double.random(in: 0.2...1, using: &generator)), height: $0.height)
                }
            }
            try Self.expectFusedPassMatchesTheGeneralPath(test)
            let forced = test.items.indices.contains { i in
                test.items.withUnsafeBufferPointer { metrics.isForcedBreak(before: i, in: $0) }
            }
            if forced { withForcedBreaks += 1 }
        }
        #expect(withForcedBreaks > 500)
    }

    /// −0 is a valid size, inset and spacing: the fused pass tracks the tops its items take (+0)
    /// and must still give each line the top the general path gives it (−0 until a line adds a
    /// height), down to the content height.
    @Test(
        arguments: [LayoutConfiguration.LineBreaking.greedy, .balanced],
        [(verticalSpacing: 0.0, height: 28.0), (0, -0.0), (-0.0, 28), (-0.0, -0.0)])
    func negativeZerosComeOutAsTheGeneralPathWritesThem(
        lineBreaking: LayoutConfiguration.LineBreaking, spacingAndHeight: (verticalSpacing: Double, height: Double)
    ) throws {
        let (verticalSpacing, height) = spacingAndHeight
        var configuration = LayoutConfiguration(
            verticalSpacing: verticalSpacing, contentInset: Insets(top: -0.0, left: -0.0, bottom: -0.0, right: 0),
            lineBreaking: lineBreaking)
        for lineAlignment in LayoutConfiguration.LineAlignment.allCases {
            configuration.lineAlignment = lineAlignment
            let items = [-0.0, 120, 200, -0.0, 90, 300, 10].enumerated().map { k, width in
                LayoutItem(width: width, height: k == 2 ? 14 : height)
            }
            try Self.expectFusedPassMatchesTheGeneralPath(
                LayoutCase(configuration: configuration, items: items, container: Size(width: 343, height: 0)))
        }
    }

    /// Zeros of both signs tie: in the heights of one line, and in the natural widths of lines
    /// (one item to a line, where the spacing alone overflows a line 0 wide). The line's height
    /// and the widest line (seen in the fitting width, through insets of −0) must break each tie
    /// as the general path's `larger` does, down to the sign; and under a top inset of −0 an
    /// item's top takes the sign of `(line height − height) · crossFactor` on both paths.
    @Test(arguments: [LayoutConfiguration.LineBreaking.greedy, .balanced])
    func zerosOfBothSignsTieAsTheGeneralPathBreaksTies(lineBreaking: LayoutConfiguration.LineBreaking) throws {
        let zeros = [0.0, -0.0, -0.0, 0.0, 0.0, -0.0, 0.0]
        var configuration = LayoutConfiguration(
            contentInset: Insets(top: -0.0, left: -0.0, bottom: -0.0, right: -0.0), lineBreaking: lineBreaking)
        for alignment in [LayoutConfiguration.Alignment.leading, .center, .fillWidth] {
            for lineAlignment in LayoutConfiguration.LineAlignment.allCases {
                configuration.alignment = alignment
                configuration.lineAlignment = lineAlignment
                for rotation in zeros.indices {
                    let rotated = Array(zeros[rotation...] + zeros[..<rotation])
                    try Self.expectFusedPassMatchesTheGeneralPath(
                        LayoutCase(
                            configuration: configuration, items: rotated.map { LayoutItem(width: 40, height: $0) },
                            container: Size(width: 343, height: 0)))
                    try Self.expectFusedPassMatchesTheGeneralPath(
                        LayoutCase(
                            configuration: configuration, items: rotated.map { LayoutItem(width: $0, height: 10) },
                            container: Size(width: 0, height: 0)))
                }
            }
        }
    }

    /// Huge widths where rounding makes the programme's prefix sums judge greedy's own lines too
    /// wide: balanced then keeps greedy's breaks, on both paths.
    @Test func whenRoundingLeavesNoBreaksThatFitBalancedKeepsGreedys() throws {
        let widths = [10525280329981.037, 6260114021573.156, 15854367799488.65]
        let items = widths.map { LayoutItem(width: $0, height: 10) }
        let metrics = LineMetrics(lineWidth: 16785394351554.893, spacing: 0.7)
        var storage = ResultStorage()
        storage.prepare(itemCount: 3, lineRoom: 0)
        let (run, programmeFound) = storage.withParts { frames, _, _ in
            let workspace = BalancedLineBreaker.Workspace(frames: frames)
            let run = items.withUnsafeBufferPointer { workspace.scan($0, from: 0, metrics: metrics) }
            return (run, workspace.balance(runCount: 3, lineCount: run.lineCount, offset: 0, metrics: metrics))
        }
        #expect(run.end == 3)
        #expect(run.lineCount == 2)
        #expect(programmeFound == false)

        var configuration = LayoutConfiguration(horizontalSpacing: 0.7)
        let container = Size(width: metrics.lineWidth, height: 0)
        let greedy = try FlowLayout(configuration: configuration).layout(items, in: container)
        configuration.lineBreaking = .balanced
        let balanced = try FlowLayout(configuration: configuration).layout(items, in: container)
        #expect(balanced.lines == greedy.lines)
        try Self.expectFusedPassMatchesTheGeneralPath(LayoutCase(configuration: configuration, items: items, container: container))
    }

    @Test func aLinePackedFromTheLeftInOnePassIsWrittenAsTheGeneralRoutineWritesIt() {
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
            test.items.withUnsafeBufferPointer { items in
                permutation.withUnsafeBufferPointer { permutation in
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
        try FlowLayout().layout(items, in: Size(width: 343, height: 0), into: &general, fusing: false)
        #expect(result == general)
    }

    /// The pass takes every item to be as high as the first (when that is positive and finite)
    /// and stops at the first that is not: then it goes on keeping each line's height. Heights
    /// differ early, late, on the item that breaks a line, after the line storage has grown,
    /// more than once, by a hair, and as the other zero; the layout must be the general path's
    /// to the bit, and a bad height after the first ones must be refused as the general path
    /// refuses it.
    @Test(arguments: [LayoutConfiguration.LineBreaking.greedy, .balanced])
    func anItemOfAnotherHeightEndsTheSharedHeight(_ lineBreaking: LayoutConfiguration.LineBreaking) throws {
        var generator = SeededGenerator(seed: 314)
        let others = [20, 36, 28.000000000000004, 0, -0.0, 1e300]
        for round in 0..<600 {
            let count = [1, 2, 7, 300, 1500][round % 5]
            let first = [28.0, 28.0, 28.0, 0, -0.0, 14.5][Int.random(in: 0..<6, using: &generator)]
            var items = (0..<count).map { _ in
                LayoutItem(width: Double(Int.random(in: 20...360, using: &generator)), height: first)
            }
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let k = Int.random(in: 0..<count, using: &generator)
                items[k].height = others.randomElement(using: &generator)!
            }
            if round % 7 == 0 {
                // A bad height somewhere after the first: both paths refuse it, at that item.
                let k = Int.random(in: 0..<count, using: &generator)
                items[k].height = [-1, .nan, .infinity].randomElement(using: &generator)!
            }
            var configuration = LayoutConfiguration(lineBreaking: lineBreaking)
            configuration.lineAlignment = LayoutConfiguration.LineAlignment.allCases.randomElement(using: &generator)!
            let test = LayoutCase(configuration: configuration, items: items, container: Size(width: 343, height: 0))
            let invalid = items.firstIndex { !($0.height >= 0 && $0.height.isFinite) }
            guard let invalid else {
                try Self.expectFusedPassMatchesTheGeneralPath(test)
                continue
            }
            let layout = FlowLayout(configuration: configuration)
            var fused = LayoutResult()
            var general = LayoutResult()
            let fusedError = #expect(throws: TagFlowError.self) {
                try layout.layout(items, in: test.container, into: &fused, fusing: true)
            }
            let generalError = #expect(throws: TagFlowError.self) {
                try layout.layout(items, in: test.container, into: &general, fusing: false)
            }
            // (Compared as text: an error that holds a NaN is not equal to itself.)
            #expect(fusedError?.description == generalError?.description)
            #expect(fusedError?.description.contains("items[\(invalid)].height") == true, "\(String(describing: fusedError))")
            #expect(fused == LayoutResult())
        }
    }

    /// A result without lines gets its line room from how greedy breaks the first items: all the
    /// lines for a few items, never more lines than items, and on tag-like input of one kind
    /// room for every line nearly always (otherwise the pass grows it on the way). Bad widths and
    /// a line of no width still give a room in range.
    @Test func aNewResultsLineRoomIsForecastFromTheFirstItems() throws {
        var generator = SeededGenerator(seed: 9)
        let metrics = LineMetrics(lineWidth: 343, spacing: 8)
        let rounds = 400
        var enough = 0
        for round in 0..<rounds {
            let widths = [20...120, 40...200, 100...343, 150...500][round % 4]
            let count = Int.random(in: 1...3000, using: &generator)
            let items = (0..<count).map { _ in
                LayoutItem(width: Double(Int.random(in: widths, using: &generator)), height: 28)
            }
            items.withUnsafeBufferPointer { items in
                let room = FusedLineLayout.firstLineRoom(for: items, metrics: metrics)
                let lines = GreedyLineBreaker.lineCount(of: items, in: 0..<count, metrics: metrics)
                #expect(room <= count)
                if count <= FusedLineLayout.sampleSize { #expect(room == count) }
                if room >= lines { enough += 1 }
            }
        }
        #expect(enough >= rounds * 95 / 100, "\(enough) of \(rounds)")
        for (width, lineWidth) in [(Double.nan, 343.0), (-5, 343), (.infinity, 343), (40, 0)] {
            let items = [LayoutItem](repeating: LayoutItem(width: width, height: 28), count: 500)
            let room = items.withUnsafeBufferPointer {
                FusedLineLayout.firstLineRoom(for: $0, metrics: LineMetrics(lineWidth: lineWidth, spacing: 8))
            }
            #expect((1...500).contains(room), "\(width) in \(lineWidth): \(room)")
        }
    }

    /// Balanced wrapping settles its breaks in the frames' storage, where each line's start names
    /// the next; when the lines outnumber the line room forecast from the first items, the
    /// storage grows keeping every frame, so the breaks survive. On a run of many lines, on items
    /// that stand alone, on runs of every length, and on narrow items followed by wide ones (the
    /// forecast falls far short), the lines and frames must be the general path's.
    @Test(arguments: 0..<4)
    func balancedRunsGrowTheLineStorageOnTheWay(_ shape: Int) throws {
        var generator = SeededGenerator(seed: 40 + UInt64(shape))
        let items: [LayoutItem] = (0..<3000).map { i in
            switch shape {
            case 0:
                // One run, about two items a line.
                LayoutItem(width: Double(Int.random(in: 40...200, using: &generator)), height: 28)
            case 1:
                // Runs of 100 lines, each followed by 100 items that stand alone.
                LayoutItem(width: i % 300 < 200 ? 150 : 500, height: 28)
            case 2:
                // Twelve items a line for the first 200, then one.
                LayoutItem(width: i < 200 ? 20 : 200, height: 28)
            default:
                // Flags and over-wide items at random.
                LayoutItem(
                    width: Double(Int.random(in: 20...360, using: &generator)), height: 28,
                    lineBreak: Int.random(in: 0..<20, using: &generator) == 0
                        ? [.startsNewLine, .fillsLine].randomElement(using: &generator)! : .normal)
            }
        }
        var configuration = LayoutConfiguration()
        configuration.lineBreaking = .balanced
        let test = LayoutCase(configuration: configuration, items: items, container: Size(width: 343, height: 0))
        try Self.expectFusedPassMatchesTheGeneralPath(test)
        let greedy = try FlowLayout().layout(items, in: test.container)
        let balanced = try FlowLayout(configuration: configuration).layout(items, in: test.container)
        #expect(balanced.lineCount == greedy.lineCount)
        #expect(balanced.lineCount > 1000)
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

    @Test(arguments: [LayoutConfiguration.LineBreaking.greedy, .balanced])
    func aReusedResultKeepsItsStorage(_ lineBreaking: LayoutConfiguration.LineBreaking) throws {
        let items = (0..<500).map { LayoutItem(width: Double(30 + $0 % 90), height: 28) }
        var configuration = LayoutConfiguration()
        configuration.lineBreaking = lineBreaking
        let layout = FlowLayout(configuration: configuration)
        var result = LayoutResult()
        try layout.layout(items, in: Size(width: 343, height: 0), into: &result)
        let frames = result.frames.withContiguousStorageIfAvailable { $0.baseAddress }
        // A resize sweep: the same items at other widths, and fewer items.
        for width in stride(from: 343.0, through: 600, by: 7) {
            try layout.layout(items, in: Size(width: width, height: 0), into: &result)
            try layout.layout(Array(items.prefix(300)), in: Size(width: width, height: 0), into: &result)
        }
        try layout.layout(items, in: Size(width: 343, height: 0), into: &result)
        // One block holds the frames, the line frames and the line starts.
        #expect(result.frames.withContiguousStorageIfAvailable { $0.baseAddress } == frames)
        #expect(result.lineFrames.withContiguousStorageIfAvailable { $0.baseAddress } == frames.map { $0! + 500 })
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
                try FlowLayout().layout(items, in: Size(width: 100, height: 0), into: &result, fusing: fusing)
            }
            #expect(error?.path == .root)
            #expect(result == LayoutResult())
        }
        let large = [LayoutItem(width: 1e300, height: 1e300), LayoutItem(width: 1e300, height: 1e300)]
        #expect((try? FlowLayout().layout(large, in: Size(width: 100, height: 0)))?.lineCount == 2)
    }
}
