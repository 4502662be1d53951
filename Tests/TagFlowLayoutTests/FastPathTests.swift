import PropertyBased
import Testing
import TagFlowTestSupport
@testable import TagFlowLayout

/// The fast path (greedy and balanced wrapping without a line limit) against the general path
/// (breaking, then placing), to the bit; and the reusing layout call against the plain one.
@Suite("The fast path and reused results")
struct FastPathTests {
    /// The line alignments the fast path takes (items at a fixed part of the line's height).
    static let fixedLineAlignments: [LayoutConfiguration.LineAlignment] = [.top, .center, .bottom]

    /// The bits of every number of a result, so −0 and +0 (equal as values) still differ.
    static func bits(_ result: LayoutResult) -> [UInt64] {
        func bits(_ r: Rect) -> [UInt64] { [r.x.bitPattern, r.y.bitPattern, r.width.bitPattern, r.height.bitPattern] }
        return result.frames.flatMap(bits) + result.lineFrames.flatMap(bits)
            + [result.contentSize.width, result.contentSize.height, result.fittingSize.width, result.fittingSize.height]
            .map(\.bitPattern)
    }

    /// Lays `test` out on the fast path and on the general path, and expects the same result to
    /// the bit (frames, line frames, line starts, sizes).
    static func expectFastPathMatchesTheGeneralPath(_ test: LayoutCase) throws {
        let layout = FlowLayout(configuration: test.configuration)
        #expect(FastPath.applies(to: test.configuration))
        var fast = LayoutResult()
        var general = LayoutResult()
        try layout.layout(test.items, in: test.container, into: &fast, usingFastPath: true)
        try layout.layout(test.items, in: test.container, into: &general, usingFastPath: false)
        let same = fast == general && bits(fast) == bits(general)
            && (0...fast.visibleLineCount).map(fast.storage.lineStart) == (0...general.visibleLineCount).map(general.storage.lineStart)
        #expect(
            same,
            """
            The fast path differs from the general path on \(test)
            fast:
            \(picture(fast, width: test.container.width, unit: 4))
            general:
            \(picture(general, width: test.container.width, unit: 4))
            """)
    }

    /// Every configuration the fast path takes: greedy and balanced, every alignment and line
    /// alignment, both directions, pixel snapping, a taller container; items of one height (the
    /// case it writes once), of several, with fractional widths (float noise in the sums), flags
    /// and over-wide items.
    @Test(.shrinking) func theFastPathPlacesExactlyAsTheGeneralPath() async {
        let shapes = zip(Gen.bool(), Gen.int(in: 0...3))
        await propertyCheck(count: PropertyCounts.scaled(4000), input: LayoutCase.everyOptionGenerator([.vertical]), shapes) { test, shape in
            var test = test
            test.configuration.numberOfLines = nil
            if !Self.fixedLineAlignments.contains(test.configuration.lineAlignment) { test.configuration.lineAlignment = .top }
            let (oneHeight, fractions) = shape
            if oneHeight {
                test.items = test.items.map { LayoutItem(width: $0.width, height: 28, lineBreak: $0.lineBreak) }
            }
            if fractions == 0 {
                test.items = test.items.map { LayoutItem(width: $0.width * 1.1 + 0.01, height: $0.height, lineBreak: $0.lineBreak) }
            }
            try Self.expectFastPathMatchesTheGeneralPath(test)
        }
    }

    /// Spacings and insets of −0 are +0 to every path: the configuration is normalised once, so
    /// both paths give the layout of +0 to the bit.
    @Test(arguments: [LayoutConfiguration.LineBreaking.greedy, .balanced])
    func negativeZeroSpacingsAndInsetsAreNormalisedOnce(_ lineBreaking: LayoutConfiguration.LineBreaking) throws {
        for lineAlignment in FastPathTests.fixedLineAlignments {
            var negative = LayoutConfiguration(
                horizontalSpacing: -0.0, verticalSpacing: -0.0,
                contentInset: Insets(top: -0.0, left: -0.0, bottom: -0.0, right: -0.0), lineBreaking: lineBreaking)
            negative.lineAlignment = lineAlignment
            var positive = negative
            positive.horizontalSpacing = 0
            positive.verticalSpacing = 0
            positive.contentInset = .zero
            let items = [-0.0, 120, 200, -0.0, 90, 300, 10].enumerated().map { k, width in
                LayoutItem(width: width, height: k == 2 ? 14 : -0.0)
            }
            let container = Size(width: 343, height: 0)
            try Self.expectFastPathMatchesTheGeneralPath(LayoutCase(configuration: negative, items: items, container: container))
            let normalised = try FlowLayout(configuration: negative).layout(items, in: container)
            let plain = try FlowLayout(configuration: positive).layout(items, in: container)
            #expect(Self.bits(normalised) == Self.bits(plain))
        }
    }

    /// Huge widths where rounding makes the programme's prefix sums judge greedy's own lines too
    /// wide: balanced then keeps greedy's breaks, on both paths.
    @Test func whenRoundingLeavesNoBreaksThatFitBalancedKeepsGreedys() throws {
        let widths = [10525280329981.037, 6260114021573.156, 15854367799488.65]
        let items = widths.map { LayoutItem(width: $0, height: 10) }
        let rules = LineRules(lineWidth: 16785394351554.893, spacing: 0.7)
        var storage = ResultStorage()
        storage.prepare(itemCount: 3, lineRoom: 0)
        let (run, programmeFound) = storage.withParts { frames, _, _ in
            let workspace = BalancedLineBreaker.Workspace(frames: frames)
            let run = ItemList.reading(items) { workspace.scan($0, from: 0, rules: rules) }
            return (run, workspace.balance(runCount: 3, lineCount: run.lineCount, offset: 0, rules: rules))
        }
        #expect(run.end == 3)
        #expect(run.lineCount == 2)
        #expect(programmeFound == false)

        var configuration = LayoutConfiguration(horizontalSpacing: 0.7)
        let container = Size(width: rules.lineWidth, height: 0)
        let greedy = try FlowLayout(configuration: configuration).layout(items, in: container)
        configuration.lineBreaking = .balanced
        let balanced = try FlowLayout(configuration: configuration).layout(items, in: container)
        #expect(balanced.lines == greedy.lines)
        try Self.expectFastPathMatchesTheGeneralPath(LayoutCase(configuration: configuration, items: items, container: container))
    }

    @Test func manyLinesGrowTheLineStorageOnTheWay() throws {
        // One line per item: more lines than the pass first makes room for.
        let items = [LayoutItem](repeating: LayoutItem(width: 500, height: 10), count: 1000)
        let result = try FlowLayout().layout(items, in: Size(width: 343, height: 0))
        #expect(result.lineCount == 1000)
        #expect(result.lineFrames.count == 1000)
        #expect(result.frames[999] == Rect(x: 0, y: 999 * 18, width: 343, height: 10))
        var general = LayoutResult()
        try FlowLayout().layout(items, in: Size(width: 343, height: 0), into: &general, usingFastPath: false)
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
            configuration.lineAlignment = Self.fixedLineAlignments.randomElement(using: &generator)!
            let test = LayoutCase(configuration: configuration, items: items, container: Size(width: 343, height: 0))
            let invalid = items.firstIndex { !($0.height >= 0 && $0.height.isFinite) }
            guard let invalid else {
                try Self.expectFastPathMatchesTheGeneralPath(test)
                continue
            }
            let layout = FlowLayout(configuration: configuration)
            var fast = LayoutResult()
            var general = LayoutResult()
            let fastError = #expect(throws: TagFlowError.self) {
                try layout.layout(items, in: test.container, into: &fast, usingFastPath: true)
            }
            let generalError = #expect(throws: TagFlowError.self) {
                try layout.layout(items, in: test.container, into: &general, usingFastPath: false)
            }
            // (Compared as text: an error that holds a NaN is not equal to itself.)
            #expect(fastError?.description == generalError?.description)
            #expect(fastError?.description.contains("items[\(invalid)].height") == true, "\(String(describing: fastError))")
            #expect(fast == LayoutResult())
        }
    }

    /// The pass reads no item's traits until one has any (a line-break flag or a flexible
    /// property): from there on it reads every item's and gives up at a flexible one. Traits come
    /// on the first item, early, late, on an item that breaks a line, after the line storage has
    /// grown, several times, beside heights that differ; the layout must be the general path's to
    /// the bit.
    @Test(arguments: [LayoutConfiguration.LineBreaking.greedy, .balanced])
    func anItemWithATraitIsReadAsOne(_ lineBreaking: LayoutConfiguration.LineBreaking) throws {
        var generator = SeededGenerator(seed: 41)
        for round in 0..<600 {
            let count = [1, 2, 7, 300, 1500][round % 5]
            var items = (0..<count).map { _ in
                LayoutItem(width: Double(Int.random(in: 20...360, using: &generator)), height: 28)
            }
            for change in 0..<Int.random(in: 1...3, using: &generator) {
                let k = change == 0 && round % 3 == 0 ? 0 : Int.random(in: 0..<count, using: &generator)
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: items[k].lineBreak = .startsNewLine
                case 1: items[k].lineBreak = .fillsLine
                case 2: items[k].grow = 1
                case 3: items[k].maxWidth = 50
                default: items[k].height = 20
                }
            }
            var configuration = LayoutConfiguration(lineBreaking: lineBreaking)
            configuration.lineAlignment = Self.fixedLineAlignments.randomElement(using: &generator)!
            configuration.alignment = [.leading, .center, .trailing].randomElement(using: &generator)!
            try Self.expectFastPathMatchesTheGeneralPath(
                LayoutCase(configuration: configuration, items: items, container: Size(width: 343, height: 0)))
        }
    }

    /// A result without lines gets its line room from how greedy breaks the first items: all the
    /// lines for a few items, never more lines than items, and on tag-like input of one kind
    /// room for every line nearly always (otherwise the pass grows it on the way). Bad widths and
    /// a line of no width still give a room in range.
    @Test func aNewResultsLineRoomIsForecastFromTheFirstItems() throws {
        var generator = SeededGenerator(seed: 9)
        let rules = LineRules(lineWidth: 343, spacing: 8)
        let rounds = 400
        var enough = 0
        for round in 0..<rounds {
            let widths = [20...120, 40...200, 100...343, 150...500][round % 4]
            let count = Int.random(in: 1...3000, using: &generator)
            let items = (0..<count).map { _ in
                LayoutItem(width: Double(Int.random(in: widths, using: &generator)), height: 28)
            }
            ItemList.reading(items) { items in
                let room = FastPath.firstLineRoom(for: items.plain, rules: rules)
                let lines = GreedyLineBreaker.lineCount(of: items, in: 0..<count, rules: rules)
                #expect(room <= count)
                if count <= FastPath.sampleSize { #expect(room == count) }
                if room >= lines { enough += 1 }
            }
        }
        #expect(enough >= rounds * 95 / 100, "\(enough) of \(rounds)")
        for (width, lineWidth) in [(Double.nan, 343.0), (-5, 343), (.infinity, 343), (40, 0)] {
            let items = [LayoutItem](repeating: LayoutItem(width: width, height: 28), count: 500)
            let room = ItemList.reading(items) {
                FastPath.firstLineRoom(for: $0.plain, rules: LineRules(lineWidth: lineWidth, spacing: 8))
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
        try Self.expectFastPathMatchesTheGeneralPath(test)
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

    /// The fast path validates sizes only when its running sums fail: sums that overflow with
    /// every size valid are the whole layout's fault (at the root), not an item's, as on the
    /// general path.
    @Test func hugeFiniteSizesAreNotMistakenForBadOnes() {
        let items = [LayoutItem(width: 1e308, height: 1e308), LayoutItem(width: 1e308, height: 1e308)]
        for fusing in [true, false] {
            var result = LayoutResult()
            let error = thrownError { () throws(TagFlowError) in
                try FlowLayout().layout(items, in: Size(width: 100, height: 0), into: &result, usingFastPath: fusing)
            }
            #expect(error?.path == .root)
            #expect(result == LayoutResult())
        }
        let large = [LayoutItem(width: 1e300, height: 1e300), LayoutItem(width: 1e300, height: 1e300)]
        #expect((try? FlowLayout().layout(large, in: Size(width: 100, height: 0)))?.lineCount == 2)
    }
}
