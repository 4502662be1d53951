import PropertyBased
import Testing
import TagFlowLayout

/// Flexible lines, rule by rule, as pictures at 10 pt spacing (`configuration(_:)`): items that
/// grow by weight within their minimum and maximum, a cap on the items of a line, an
/// equal-width grid, the last line's own alignment, first baselines and stretched items.
@Suite("Flexible lines")
struct FlexibleLineTests {
    /// Lays `items` out `width` wide and draws them.
    func draw(
        _ items: [LayoutItem], width: Double, unit: Double = 10, _ change: (inout LayoutConfiguration) -> Void = { _ in }
    ) throws -> String {
        picture(try layout(items, width: width, change), width: width, unit: unit)
    }

    func layout(
        _ items: [LayoutItem], width: Double, _ change: (inout LayoutConfiguration) -> Void = { _ in }
    ) throws -> LayoutResult {
        try FlowLayout(configuration: configuration(change)).layout(items, in: Size(width: width, height: 0))
    }

    func widths(_ result: LayoutResult) -> [Double] { result.frames.indices.map { result.frames[$0].width } }

    @Test func aGrowingItemTakesTheRestOfItsLine() throws {
        // 20 + 10 + 20 + 10 + 20 = 80 of 100: the field grows by the 20 left.
        let field = LayoutItem(width: 20, height: 10, grow: 1)
        #expect(try draw([LayoutItem(width: 20, height: 10), LayoutItem(width: 20, height: 10), field], width: 100) == """
            aa.bb.cccc
            """)
    }

    @Test func weightsShareTheFreeSpace() throws {
        // 70 free: a quarter to a, three quarters to b.
        let result = try layout([LayoutItem(width: 10, height: 10, grow: 1), LayoutItem(width: 10, height: 10, grow: 3)], width: 100)
        #expect(widths(result) == [27.5, 62.5])
        #expect(result.frames[1].maxX == 100)
    }

    @Test func weightsBelowOneShareOnlyTheirPart() throws {
        // Weights adding up to ½ take half of the 70 free (CSS): 17.5 each; the rest stays free.
        let result = try layout(
            [LayoutItem(width: 10, height: 10, grow: 0.25), LayoutItem(width: 10, height: 10, grow: 0.25)], width: 100)
        #expect(widths(result) == [27.5, 27.5])
        #expect(result.frames[1].maxX == 65)
    }

    @Test func anItemFrozenAtItsMaximumPassesItsShareOn() throws {
        // 70 free, 35 each; a stops at 20 and b takes the 50 a could not.
        #expect(try draw(
            [LayoutItem(width: 10, height: 10, grow: 1, maxWidth: 20), LayoutItem(width: 10, height: 10, grow: 1)],
            width: 100) == """
            aa.bbbbbbb
            """)
    }

    @Test func whatTheItemsLeaveIsSpreadByTheAlignment() throws {
        // Both stop at their maximum (20 and 30): 40 left, centred.
        let items = [
            LayoutItem(width: 10, height: 10, grow: 1, maxWidth: 20), LayoutItem(width: 10, height: 10, grow: 1, maxWidth: 30),
        ]
        #expect(try draw(items, width: 100) { $0.alignment = .center } == """
            ..aa.bbb..
            """)
        #expect(try draw(items, width: 100) { $0.alignment = .spaceBetween } == """
            aa.....bbb
            """)
    }

    @Test func aLineWhoseItemsTookEverythingHasNothingToSpread() throws {
        let items = [LayoutItem(width: 10, height: 10), LayoutItem(width: 10, height: 10, grow: 1)]
        #expect(try draw(items, width: 100) { $0.alignment = .center } == draw(items, width: 100))
        #expect(try draw(items, width: 100) { $0.alignment = .trailing } == """
            a.bbbbbbbb
            """)
    }

    @Test func lineBreakingGoesByTheClampedWidths() throws {
        // b is 10 wide but at least 70: 30 + 10 + 70 > 100, so it wraps; c is 90 but at most 50.
        let items = [
            LayoutItem(width: 30, height: 10), LayoutItem(width: 10, height: 10, minWidth: 70),
            LayoutItem(width: 90, height: 10, maxWidth: 20),
        ]
        #expect(try draw(items, width: 100) == """
            aaa.......
            ..........
            bbbbbbb.cc
            """)
    }

    @Test func anItemWiderThanItsLineShrinksToItButNotBelowItsMinimum() throws {
        let result = try layout(
            [LayoutItem(width: 150, height: 10), LayoutItem(width: 150, height: 10, minWidth: 120)], width: 100)
        #expect(widths(result) == [100, 120])
    }

    @Test func everyStrategyChoosesLinesByTheClampedWidths() throws {
        let items = [
            LayoutItem(width: 10, height: 10, minWidth: 40), LayoutItem(width: 40, height: 10),
            LayoutItem(width: 90, height: 10, maxWidth: 40), LayoutItem(width: 10, height: 10, grow: 1),
        ]
        for strategy in LayoutConfiguration.LineBreaking.allCases {
            let result = try layout(items, width: 100) { $0.lineBreaking = strategy }
            // 40 + 10 + 40 = 90: two to a line whatever the strategy; the last grows to the end.
            #expect(result.lines.count == 2, "\(strategy)")
            for line in result.lines {
                #expect(line.map { widths(result)[$0] }.reduce(0, +) + Double(line.count - 1) * 10 <= 100, "\(strategy)")
            }
        }
    }

    @Test func aCapOnTheItemsOfALine() throws {
        #expect(try draw([10, 10, 10, 10, 10].map { LayoutItem(width: $0, height: 10) }, width: 100) { $0.maxItemsPerLine = 2 } == """
            a.b.......
            ..........
            c.d.......
            ..........
            e.........
            """)
    }

    @Test func aCapFillsHorizontalRowsRowByRow() throws {
        let items = (0..<5).map { _ in LayoutItem(width: 10, height: 10) }
        let result = try layout(items, width: 100) {
            $0.scrollDirection = .horizontal
            $0.numberOfLines = 1
            $0.maxItemsPerLine = 2
        }
        // One line asked for, but two items a line make three.
        #expect(result.lines == [[0, 1], [2, 3], [4]])
    }

    @Test func anEqualWidthGrid() throws {
        // 110 wide, columns of at least 25 with 10 between: three of 30 (CSS auto-fill).
        let items = [10.0, 40, 20, 5].map { LayoutItem(width: $0, height: 10) }
        #expect(try draw(items, width: 110) { $0.columns = .init(minimumWidth: 25) } == """
            aaa.bbb.ccc
            ...........
            ddd........
            """)
    }

    @Test func aGridNarrowerThanOneColumnHasOneColumnOfTheMinimum() throws {
        let result = try layout([LayoutItem(width: 10, height: 10), LayoutItem(width: 10, height: 10)], width: 30) {
            $0.columns = .init(minimumWidth: 50)
        }
        #expect(widths(result) == [50, 50])
        #expect(result.frames[1].minY == 20)
    }

    @Test func aGridRunsRightToLeft() throws {
        let items = [10.0, 40, 20, 5].map { LayoutItem(width: $0, height: 10) }
        #expect(try draw(items, width: 110) {
            $0.columns = .init(minimumWidth: 25)
            $0.layoutDirection = .rightToLeft
        } == """
            ccc.bbb.aaa
            ...........
            ........ddd
            """)
    }

    @Test func theLastLineKeepsItsOwnAlignment() throws {
        let items = [30.0, 30, 30, 20].map { LayoutItem(width: $0, height: 10) }
        #expect(try draw(items, width: 100) { $0.alignment = .spaceBetween } == """
            aaa....bbb
            ..........
            ccc.....dd
            """)
        #expect(try draw(items, width: 100) {
            $0.alignment = .spaceBetween
            $0.lastLineAlignment = .leading
        } == """
            aaa....bbb
            ..........
            ccc.dd....
            """)
        #expect(try draw(items, width: 100) {
            $0.alignment = .fillWidth
            $0.lastLineAlignment = .center
        } == """
            aaaaa.bbbb
            ..........
            ..ccc.dd..
            """)
    }

    @Test func firstBaselinesShareALine() throws {
        // Baselines 15, 10 and (c has none) its bottom, 10: the line's baseline is 15 below its
        // top, so b and c start 5 down; the line is 5 + 30 tall (5 pt cells).
        let items = [
            LayoutItem(width: 10, height: 20, baseline: 15), LayoutItem(width: 10, height: 30, baseline: 10),
            LayoutItem(width: 10, height: 10),
        ]
        #expect(try draw(items, width: 50, unit: 5) { $0.lineAlignment = .firstBaseline } == """
            aa........
            aa..bb..cc
            aa..bb..cc
            aa..bb....
            ....bb....
            ....bb....
            ....bb....
            """)
    }

    @Test func stretchedItemsAreAsTallAsTheirLine() throws {
        let items = [LayoutItem(width: 10, height: 10), LayoutItem(width: 10, height: 30), LayoutItem(width: 10, height: 0)]
        let result = try layout(items, width: 100) { $0.lineAlignment = .stretch }
        #expect(result.frames.indices.map { result.frames[$0].height } == [30, 30, 30])
        #expect(result.frames.indices.map { result.frames[$0].minY } == [0, 0, 0])
    }
}

/// The properties of flexible lines over random cases (`LayoutCase.flexibleGenerator`).
@Suite("Flexible line properties")
struct FlexibleLinePropertyTests {
    /// The case without what would hide items or make slots: every item visible, no indicator.
    static func plain(_ test: LayoutCase) -> LayoutCase {
        var test = test
        test.configuration.numberOfLines = nil
        test.configuration.overflowIndicator = nil
        test.configuration.collapseIndicator = nil
        test.configuration.displayScale = nil
        return test
    }

    @Test(.shrinking) func grownWidthsFillTheLineWhenNoItemIsFrozen() async {
        await propertyCheck(count: PropertyCounts.scaled(1500), input: LayoutCase.flexibleGenerator([.vertical])) { test in
            let test = Self.plain(test)
            let result = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container)
            let configuration = test.configuration
            let lineWidth = test.container.width - configuration.contentInset.left - configuration.contentInset.right
            for line in result.lines {
                let items = line.map { test.items[$0] }
                let widths = line.map { result.frames[$0].width }
                // Every growing item strictly inside its limits, weights of at least 1, no line
                // filler (its basis is the line): then the line is full.
                let grows = items.contains { $0.grow > 0 }
                let frozen = zip(items, widths).contains { item, width in
                    item.grow > 0 && (width >= item.maxWidth || width <= item.minWidth)
                }
                let weights = items.reduce(0) { $0 + $1.grow }
                guard grows, !frozen, weights >= 1, items.allSatisfy({ $0.lineBreak != .fillsLine }) else { continue }
                let used = widths.reduce(0, +) + Double(line.count - 1) * configuration.horizontalSpacing
                #expect(abs(used - max(lineWidth, 0)) < 1e-9 || used > lineWidth, "line \(line): \(used) of \(lineWidth)")
            }
        }
    }

    @Test(.shrinking) func noItemIsBelowItsMinimumOrAboveItsMaximum() async {
        await propertyCheck(count: PropertyCounts.scaled(1500), input: LayoutCase.flexibleGenerator()) { test in
            let test = Self.plain(test)
            let result = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container)
            for i in test.items.indices {
                let width = result.frames[i].width
                #expect(width >= test.items[i].minWidth, "item \(i): \(width) below \(test.items[i].minWidth)")
                #expect(width <= test.items[i].maxWidth, "item \(i): \(width) above \(test.items[i].maxWidth)")
            }
        }
    }

    @Test(.shrinking) func limitsThatDoNotBindChangeNothing() async {
        // Items that do not grow, with limits around their widths and no baseline: the general
        // path they take gives the fast path's frames for the plain items, to the bit.
        await propertyCheck(count: PropertyCounts.scaled(1500), input: LayoutCase.everyOptionGenerator()) { test in
            var flexible = test.items
            let inset = test.configuration.contentInset
            let lineWidth = max(0, test.container.width - inset.left - inset.right)
            for i in flexible.indices {
                // A minimum within the line: an item wider than the line shrinks to the minimum.
                flexible[i].minWidth = min(flexible[i].width / 2, lineWidth).rounded(.down)
                // No maximum where items stretch (a fill alignment, a line filler): it would cap them.
                let fills = [test.configuration.alignment, test.configuration.lastLineAlignment].contains {
                    $0 == .fillWidth || $0 == .fillWidthExceptLastLine
                }
                let stretched = fills || flexible[i].lineBreak == .fillsLine
                flexible[i].maxWidth = stretched ? .infinity : flexible[i].width * 2 + 1
            }
            let layout = FlowLayout(configuration: test.configuration)
            let plain = try layout.layout(test.items, in: test.container)
            let limited = try layout.layout(flexible, in: test.container)
            #expect(Array(plain.frames) == Array(limited.frames))
            #expect(plain.lines == limited.lines)
            #expect(plain.contentSize == limited.contentSize)
        }
    }

    @Test(.shrinking) func rightToLeftMirrorsLeftToRight() async {
        await propertyCheck(count: PropertyCounts.scaled(1500), input: LayoutCase.flexibleGenerator([.vertical])) { test in
            var test = Self.plain(test)
            // Left and right are the same in both directions; leading and trailing mirror.
            func mirroring(_ alignment: LayoutConfiguration.Alignment) -> LayoutConfiguration.Alignment {
                alignment == .left ? .leading : alignment == .right ? .trailing : alignment
            }
            test.configuration.alignment = mirroring(test.configuration.alignment)
            test.configuration.lastLineAlignment = test.configuration.lastLineAlignment.map(mirroring)
            test.configuration.layoutDirection = .leftToRight
            let leftToRight = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container)
            test.configuration.layoutDirection = .rightToLeft
            let rightToLeft = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container)
            let inset = test.configuration.contentInset
            let width = leftToRight.contentSize.width
            guard width >= inset.left + inset.right else { return }  // no line to mirror in
            for i in test.items.indices {
                let a = leftToRight.frames[i], b = rightToLeft.frames[i]
                // Mirrored within the insets: the left inset becomes the right one.
                let mirroredX = width - a.maxX - inset.right + inset.left
                #expect(abs(b.minX - mirroredX) < 1e-9 && b.width == a.width && b.minY == a.minY, "item \(i): \(a) → \(b)")
            }
        }
    }

    @Test(.shrinking) func aGridsItemsAlignInColumns() async {
        let minimumWidths = LayoutCase.choose([20.0, 37, 50, 100, 150])
        await propertyCheck(count: PropertyCounts.scaled(1000), input: LayoutCase.flexibleGenerator([.vertical]), minimumWidths) { test, minimum in
            var test = Self.plain(test)
            test.configuration.columns = LayoutConfiguration.Columns(minimumWidth: minimum)
            test.configuration.layoutDirection = .leftToRight
            let result = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container)
            let cells = test.items.indices.filter { test.items[$0].lineBreak != .fillsLine }
            guard let first = cells.first else { return }
            // One cell width, and the k-th item of a row in the k-th column.
            let cell = result.frames[first].width
            let pitch = cell + test.configuration.horizontalSpacing
            #expect(cell >= minimum - 1e-6)
            for line in result.lines {
                for (k, i) in line.enumerated() where test.items[i].lineBreak != .fillsLine {
                    #expect(result.frames[i].width == cell, "item \(i)")
                    let column = (result.frames[i].minX - test.configuration.contentInset.left) / pitch
                    #expect(abs(column - Double(k)) < 1e-9, "item \(i) in column \(column), not \(k)")
                }
            }
        }
    }
}
