import PropertyBased
import Testing
import TagFlowTestSupport
@testable import TagFlowLayout

/// Both engine paths against `ReferenceLayout`, a plain model written from the layout rules page:
/// every strategy, every option, on generated inputs. A mismatch shrinks to the smallest input
/// that still disagrees, and the failure shows the engine's and the model's pictures.
@Suite("The engine against the reference model")
struct ReferenceLayoutTests {
    /// Lays `test` out on the fast path (where it applies) and on the general path, and expects
    /// each to be the model's layout.
    static func expectBothPathsFollowTheRules(_ test: LayoutCase) throws {
        let reference = ReferenceLayout(test.configuration, items: test.items, container: test.container).result()
        for usingFastPath in [true, false] {
            var result = LayoutResult()
            try FlowLayout(configuration: test.configuration)
                .layout(test.items, in: test.container, into: &result, usingFastPath: usingFastPath)
            expect(result, agreesWith: reference, test, path: usingFastPath ? "fast path" : "general path")
        }
    }

    /// Whether two numbers are the same but for float noise (the model sums in its own order).
    static func close(_ a: Double, _ b: Double) -> Bool {
        a == b || abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)
    }

    static func close(_ a: Size, _ b: Size) -> Bool {
        close(a.width, b.width) && close(a.height, b.height)
    }

    /// Expects the engine's `result` to be the model's `reference`: the same lines, hidden items
    /// and counts exactly, every frame and size but for float noise.
    static func expect(_ result: LayoutResult, agreesWith reference: ReferenceLayout.Result, _ test: LayoutCase, path: String) {
        let hidden = (0..<test.items.count).map { result.isHidden($0) }
        let frames = result.frames.indices.allSatisfy { close(result.frames[$0], reference.frames[$0]) }
        let lineFrames = result.lineFrames.count == reference.lineFrames.count
            && zip(result.lineFrames, reference.lineFrames).allSatisfy { close($0, $1) }
        let slots = result.overflow?.hiddenCount == reference.overflow?.hiddenCount
            && optionalClose(result.overflow?.frame, reference.overflow?.frame)
            && optionalClose(result.collapseIndicatorFrame, reference.collapseFrame)
            && optionalClose(result.trailingItemFrame, reference.trailingFrame)
        let agrees = result.lines == reference.lines && result.lineCount == reference.lineCount
            && hidden == reference.hidden && frames && lineFrames && slots
            && close(result.contentSize, reference.contentSize) && close(result.fittingSize, reference.fittingSize)
        #expect(
            agrees,
            """
            The \(path) disagrees with the reference model on \(test)
            engine:
            \(picture(result, width: test.container.width, unit: 4))
            \(result.lines) of \(result.lineCount), frames \(Array(result.frames)), content \(result.contentSize), \
            fitting \(result.fittingSize), line frames \(Array(result.lineFrames)), overflow \(String(describing: result.overflow)), collapse \
            \(String(describing: result.collapseIndicatorFrame)), trailing \(String(describing: result.trailingItemFrame))
            model:
            \(picture(reference, width: test.container.width, unit: 4))
            \(reference)
            """)
    }

    static func optionalClose(_ a: Rect?, _ b: Rect?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): close(a, b)
        default: false
        }
    }

    @Test(.shrinking) func wrappingRowsFollowTheRulesOnBothPaths() async {
        await propertyCheck(count: PropertyCounts.scaled(4000), input: LayoutCase.everyOptionGenerator([.vertical])) { test in
            try Self.expectBothPathsFollowTheRules(test)
        }
    }

    @Test(.shrinking) func flexibleLinesFollowTheRulesOnBothPaths() async {
        await propertyCheck(count: PropertyCounts.scaled(3000), input: LayoutCase.flexibleGenerator([.vertical])) { test in
            try Self.expectBothPathsFollowTheRules(test)
        }
    }

    @Test(.shrinking) func flexibleHorizontalRowsFollowTheRules() async {
        await propertyCheck(count: PropertyCounts.scaled(1000), input: LayoutCase.flexibleGenerator([.horizontal])) { test in
            try Self.expectBothPathsFollowTheRules(test)
        }
    }

    /// Equal-width grids: columns of several minimum widths (some wider than the line), every
    /// other option and flexible items besides (a grid ignores their widths and growth).
    @Test(.shrinking) func gridsFollowTheRules() async {
        let minimumWidths = LayoutCase.choose([20.0, 37, 50, 100, 150, 400])
        await propertyCheck(count: PropertyCounts.scaled(2000), input: LayoutCase.flexibleGenerator([.vertical]), minimumWidths) { test, minimum in
            var test = test
            test.configuration.columns = LayoutConfiguration.Columns(minimumWidth: minimum)
            try Self.expectBothPathsFollowTheRules(test)
        }
    }

    @Test(.shrinking) func horizontalRowsFollowTheRules() async {
        await propertyCheck(count: PropertyCounts.scaled(1500), input: LayoutCase.everyOptionGenerator([.horizontal])) { test in
            try Self.expectBothPathsFollowTheRules(test)
        }
    }

    /// A trailing item after everything else, under every option: line limits and their chips,
    /// flexible lines, both directions of scrolling, grids.
    @Test(.shrinking) func aTrailingItemFollowsTheRules() async {
        await propertyCheck(count: PropertyCounts.scaled(3000), input: LayoutCase.trailingGenerator(), Gen.int(in: 0...4)) { test, grid in
            var test = test
            if grid == 0, test.configuration.scrollDirection == .vertical {
                test.configuration.columns = LayoutConfiguration.Columns(minimumWidth: 37)
            }
            try Self.expectBothPathsFollowTheRules(test)
        }
    }

    /// A trailing item after a "+N" slot as wide as its count.
    @Test(.shrinking) func aTrailingItemFollowsACountedSlot() async {
        await propertyCheck(count: PropertyCounts.scaled(1000), input: LayoutCase.trailingGenerator([.vertical])) { test in
            let size: (Int) -> Size = { Size(width: 12 + 6 * Double(String($0).count), height: 10) }
            let reference = ReferenceLayout(test.configuration, items: test.items, container: test.container, indicatorSize: size)
            let result = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container) { size($0) }
            Self.expect(result, agreesWith: reference.result(), test, path: "counted slot and trailing item")
        }
    }

    /// A "+N" slot whose width depends on its count (as a text chip's does), under every option.
    @Test(.shrinking) func aSlotAsWideAsItsCountFollowsTheRules() async {
        await propertyCheck(count: PropertyCounts.scaled(1500), input: LayoutCase.everyOptionGenerator([.vertical]), Gen.int(in: 0...3)) { test, shape in
            let size: (Int) -> Size = { count in
                let digits = Double(String(count).count)
                return switch shape {
                case 0: Size(width: 12 + 6 * digits, height: 10)
                case 1: Size(width: 60 - 9 * digits, height: 14)  // narrower as the count grows
                case 2: Size(width: Double(count % 5) * 11, height: 8)
                default: Size(width: 500, height: 10)  // wider than any line: clamped
                }
            }
            let reference = ReferenceLayout(test.configuration, items: test.items, container: test.container, indicatorSize: size)
            let result = try FlowLayout(configuration: test.configuration)
                .layout(test.items, in: test.container) { count in size(count) }
            Self.expect(result, agreesWith: reference.result(), test, path: "counted slot")
        }
    }

    /// `fewestRows` chooses its lines by a search the model does not repeat; given those lines
    /// (from the same layout without a limit), the model places them as the engine does.
    @Test(.shrinking) func fewestRowsPlacesItsLinesByTheRules() async {
        await propertyCheck(count: PropertyCounts.scaled(1500), input: LayoutCase.everyOptionGenerator([.vertical])) { test in
            var test = test
            test.configuration.lineBreaking = .fewestRows
            var unlimited = test.configuration
            unlimited.numberOfLines = nil
            let lines = try FlowLayout(configuration: unlimited).layout(test.items, in: test.container).lines
            let reference = ReferenceLayout(test.configuration, items: test.items, container: test.container)
            let result = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container)
            Self.expect(result, agreesWith: reference.place(lines: lines), test, path: "fewestRows")
        }
    }
}
