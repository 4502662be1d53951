import PropertyBased
import Testing
import TagFlowLayout

/// An overflow indicator as wide as the count it shows ("+9" narrower than "+10"): the layout
/// settles the width and the count together, exactly.
@Suite("An overflow indicator sized for its count")
struct CountedIndicatorTests {
    /// A "+N" chip 10 pt for the "+" and 10 pt per digit, 10 pt high.
    static func chip(_ count: Int) -> Size {
        Size(width: 10 + 10 * Double(String(count).count), height: 10)
    }

    /// Lays `widths` out 100 pt wide under a limit of `lines`, recording the counts asked for.
    func layout(
        _ widths: [Double], lines: Int, size: (Int) -> Size = CountedIndicatorTests.chip,
        change: (inout LayoutConfiguration) -> Void = { _ in }
    ) throws -> (result: LayoutResult, asked: [Int]) {
        var asked: [Int] = []
        let result = try FlowLayout(configuration: configuration {
            $0.numberOfLines = lines
            change(&$0)
        }).layout(items(widths), in: Size(width: 100, height: 0)) { count in
            asked.append(count)
            return size(count)
        }
        return (result, asked)
    }

    @Test func aOneDigitCountThatFitsIsAskedOnce() throws {
        // Line 2 holds 30 + 10 + 30 = 70; "+9" (20 pt) fits exactly after a 10 pt gap.
        let (result, asked) = try layout([30, 30, 30, 30] + Array(repeating: 40, count: 9), lines: 2)
        #expect(picture(result, width: 100) == """
            aaa.bbb...
            ..........
            ccc.ddd.++
            """)
        #expect(result.overflow?.hiddenCount == 9)
        #expect(asked == [9])
    }

    @Test func anExtraDigitHidesOneMoreItemAndTheChipCountsIt() throws {
        // Ten hidden: "+10" is 30 pt and does not fit after 70; moving item d off gives 11, and
        // "+11" (30 pt) fits after 30. The chip reads 11, and 11 items are hidden.
        let (result, asked) = try layout([30, 30, 30, 30] + Array(repeating: 40, count: 10), lines: 2)
        #expect(picture(result, width: 100) == """
            aaa.bbb...
            ..........
            ccc.+++...
            """)
        #expect(result.overflow == OverflowPlacement(hiddenCount: 11, frame: Rect(x: 40, y: 20, width: 30, height: 10)))
        #expect(result.hiddenCount == 11)
        #expect(result.hiddenIndices == Array(3..<14))
        #expect(asked == [10, 11])
    }

    @Test func aCountThatGainsADigitWhenAnItemLeavesIsSizedAgain() throws {
        // Nine hidden: "+9" (20) does not fit after 30 + 10 + 40 = 80. Moving the 40 off hides
        // ten, and the chip is sized for "+10" (30), not kept at the width of "+9".
        let (result, asked) = try layout([30, 30, 30, 40] + Array(repeating: 40, count: 9), lines: 2)
        #expect(picture(result, width: 100) == """
            aaa.bbb...
            ..........
            ccc.+++...
            """)
        #expect(result.overflow?.hiddenCount == 10)
        #expect(asked == [9, 10])
    }

    @Test func noOrderAmongTheSizesIsAssumed() throws {
        // Three items of 20 to a line. Made-up sizes: the chip for 4 is wider than for 3, the
        // chip for 5 narrower than both. 3 does not fit after d e f, 4 not after d e, 5 after d.
        let sizes = [3: 30.0, 4: 90, 5: 10]
        let (result, asked) = try layout(Array(repeating: 20, count: 9), lines: 2, size: {
            Size(width: sizes[$0] ?? 100, height: 10)
        })
        #expect(asked == [3, 4, 5])
        #expect(result.overflow?.hiddenCount == 5)
        #expect(picture(result, width: 100) == """
            aa.bb.cc..
            ..........
            dd.+......
            """)
    }

    @Test func aChipWiderThanTheLineIsClampedAndStandsAlone() throws {
        let (result, asked) = try layout([30, 30, 30, 30], lines: 1, size: { _ in Size(width: 500, height: 10) })
        #expect(result.overflow == OverflowPlacement(hiddenCount: 4, frame: Rect(x: 0, y: 0, width: 100, height: 10)))
        #expect(asked == [2, 3, 4])
    }

    @Test func theSizesAreNotAskedWhenNothingIsHidden() throws {
        let (result, asked) = try layout([30, 30], lines: 2)
        #expect(result.overflow == nil)
        #expect(asked.isEmpty)
        let horizontal = try layout([30, 30, 30, 30, 30], lines: 1, change: { $0.scrollDirection = .horizontal })
        #expect(horizontal.asked.isEmpty)
    }

    @Test func theCountedSizeTakesThePlaceOfTheFixedOne() throws {
        let (result, _) = try layout([30, 30, 30, 30, 30], lines: 1, change: { $0.overflowIndicator = Size(width: 90, height: 10) })
        #expect(result.overflow?.frame.width == 20)
    }

    @Test func aBadSizeNamesTheCountItWasGivenFor() throws {
        var result = try FlowLayout(configuration: configuration()).layout(items([30]), in: Size(width: 100, height: 0))
        // (A closure inside a closure of typed throws needs the outer one's type spelled out.)
        let error = thrownError { () throws(TagFlowError) in
            try FlowLayout(configuration: configuration { $0.numberOfLines = 1 }).layout(
                items([30, 30, 30, 30, 30]), in: Size(width: 100, height: 0),
                overflowIndicator: { count in Size(width: count == 3 ? -1 : 20, height: 10) }, into: &result)
        }
        #expect(error == TagFlowError(.invalidNumber(-1, allowed: "finite and ≥ 0"), at: ["overflowIndicator", 3, "width"]))
        #expect(error?.description == "overflowIndicator[3].width: -1 is not allowed; it must be finite and ≥ 0")
        #expect(result == LayoutResult())
        let nan = thrownError { () throws(TagFlowError) in
            try FlowLayout(configuration: configuration { $0.numberOfLines = 1 }).layout(
                items([30, 30, 30]), in: Size(width: 100, height: 0),
                overflowIndicator: { _ in Size(width: 10, height: .nan) })
        }
        #expect(nan?.path == ["overflowIndicator", 1, "height"])
    }

    @Test func anErrorTheSizesThrowIsPassedOn() throws {
        let refusal = TagFlowError(TagFlowError.MeasurementReason.textEngineFailed("no fonts"), at: ["chip"])
        let error = thrownError { () throws(TagFlowError) in
            try FlowLayout(configuration: configuration { $0.numberOfLines = 1 }).layout(
                items([30, 30, 30]), in: Size(width: 100, height: 0),
                overflowIndicator: { (_) throws(TagFlowError) -> Size in throw refusal })
        }
        #expect(error == refusal)
    }

    /// Over random layouts under a line limit and random chip sizes — growing with the digits
    /// of the count, or arbitrary — the chip stands for exactly the hidden items, it and the
    /// last line fit, and no fewer trailing items could have left the line: each smaller count
    /// was tried with its own size and did not fit (a brute force over the layout without a
    /// limit finds the same line).
    @Test func theChipCountIsExactAndNoItemLeavesTheLineNeedlessly() async {
        let sizing = zip(Gen.int(in: 0...2), Gen.int(in: 0...60), Gen.int(in: 0...40), Gen.int(in: 0...1000))
        await propertyCheck(count: PropertyCounts.scaled(1500), input: LayoutCase.generator([.vertical]), sizing) { test, sizing in
            var test = test
            if test.configuration.numberOfLines == nil { test.configuration.numberOfLines = 1 + sizing.2 % 3 }
            test.configuration.isLineLimitExpanded = false
            let (kind, base, perDigit, salt) = sizing
            // 0: wider per digit; 1: arbitrary per count; 2: a constant.
            let size = { (count: Int) -> Size in
                switch kind {
                case 0: Size(width: Double(base + perDigit * String(count).count), height: 12)
                case 1: Size(width: Double((count * 7919 + salt) % 120), height: Double((count + salt) % 20))
                default: Size(width: Double(base), height: 12)
                }
            }
            var asked: [Int] = []
            let result = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container) {
                asked.append($0)
                return size($0)
            }
            PropertyTests.checkCommonInvariants(result, test)
            #expect(asked == asked.sorted() && Set(asked).count == asked.count, "\(asked) \(test)")

            var unlimited = test.configuration
            unlimited.numberOfLines = nil
            let full = try FlowLayout(configuration: unlimited).layout(test.items, in: test.container)
            let limit = test.configuration.numberOfLines!
            guard full.lineCount > limit else {
                #expect(result.overflow == nil && result.hiddenCount == 0 && asked.isEmpty, "\(test)")
                return
            }
            let overflow = try #require(result.overflow, "\(test)")
            #expect(overflow.hiddenCount == result.hiddenCount, "\(test)")
            let lineWidth = max(0, test.container.width - test.configuration.contentInset.horizontal)
            let spacing = test.configuration.horizontalSpacing
            #expect(overflow.frame.width == min(size(overflow.hiddenCount).width, lineWidth), "\(test)")
            // (Stretched to its line with the items when they stretch.)
            if test.configuration.lineAlignment != .stretch {
                #expect(overflow.frame.height == size(overflow.hiddenCount).height, "\(test)")
            }

            // The brute force: the last visible line of the unlimited layout, trailing items off
            // one at a time, each count with its own size; the first that fits wins.
            let last = Array(full.indices(onLine: limit - 1))
            let shownBefore = (0..<(limit - 1)).reduce(0) { $0 + full.indices(onLine: $1).count }
            func effectiveWidth(_ index: Int) -> Double {
                let item = test.items[index]
                return item.lineBreak == .fillsLine ? lineWidth : min(item.width, lineWidth)
            }
            var expectedKept = 0
            for kept in stride(from: last.count, through: 0, by: -1) {
                let count = test.items.count - shownBefore - kept
                let width = min(size(count).width, lineWidth)
                let used = last.prefix(kept).reduce(0.0) { $0 + effectiveWidth($1) } + Double(max(0, kept - 1)) * spacing
                if kept == 0 || used + spacing + width <= lineWidth + FlowLayout.tolerance {
                    expectedKept = kept
                    break
                }
            }
            #expect(result.lines.last == Array(last.prefix(expectedKept)), "\(test)")
            #expect(asked.count == last.count - expectedKept + 1, "\(asked) \(test)")
        }
    }
}
