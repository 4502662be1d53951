import PropertyBased
import Testing
import TagFlowLayout

/// Invariants over many random inputs (`LayoutCase.generator`). A failing input is shrunk to the
/// fewest, smallest items that still fail, and the failure names the seed that reproduces it.
@Suite("Properties")
struct PropertyTests {
    /// Checks what holds for every layout: finite frames, no overlap, inside the content box,
    /// hidden items accounted for, every visible item on exactly one line.
    static func checkCommonInvariants(_ result: LayoutResult, _ test: LayoutCase) {
        let c = test.configuration
        let inset = c.contentInset
        let visible = result.frames.indices.filter { !result.isHidden($0) }
        let right = c.scrollDirection == .vertical
            ? max(inset.left, test.container.width - inset.right) : result.contentSize.width - inset.right
        var boxes = visible.map { result.frames[$0] }
        if let overflow = result.overflow { boxes.append(overflow.frame) }
        if let collapse = result.collapseIndicatorFrame { boxes.append(collapse) }
        for frame in boxes {
            #expect(frame.x.isFinite && frame.y.isFinite && frame.width >= 0 && frame.height >= 0, "\(test)")
            #expect(frame.minX >= inset.left - 1e-9 && frame.maxX <= right + 1e-6, "\(frame) \(test)")
            #expect(frame.minY >= inset.top - 1e-9 && frame.maxY <= result.contentSize.height - inset.bottom + 1e-9, "\(frame) \(test)")
        }
        for a in boxes.indices {
            for b in boxes.indices where b > a {
                // Overlap beyond float noise (touching frames and zero-area frames are fine).
                let p = boxes[a], q = boxes[b]
                let across = min(p.maxX, q.maxX) - max(p.minX, q.minX)
                let down = min(p.maxY, q.maxY) - max(p.minY, q.minY)
                #expect(across <= 1e-9 || down <= 1e-9, "\(p) \(q) \(test)")
            }
        }
        #expect(result.lines.flatMap { $0 }.sorted() == visible, "\(test)")
        #expect(result.hiddenCount == test.items.count - visible.count)
        if let overflow = result.overflow { #expect(overflow.hiddenCount == result.hiddenCount) }
    }

    @Test func greedyAndBalancedLayoutsKeepEveryInvariant() async {
        await propertyCheck(count: PropertyCounts.scaled(1500), input: LayoutCase.generator([.vertical]), Gen.bool()) { test, balanced in
            var test = test
            test.configuration.lineBreaking = balanced ? .balanced : .greedy
            let result = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container)
            Self.checkCommonInvariants(result, test)
            // Order is kept: placement order is input order.
            let order = result.lines.flatMap { $0 }
            #expect(order == order.sorted(), "\(test)")
        }
    }

    @Test func horizontalLayoutsKeepEveryInvariant() async {
        await propertyCheck(count: PropertyCounts.scaled(1000), input: LayoutCase.generator([.horizontal])) { test in
            let result = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container)
            Self.checkCommonInvariants(result, test)
            #expect(result.lineCount <= test.configuration.horizontalLineCount)
            #expect(result.hiddenCount == 0)
        }
    }

    @Test func fewestRowsKeepsTheInvariantsAndNeverLosesToGreedy() async {
        await propertyCheck(count: PropertyCounts.scaled(1000), input: LayoutCase.generator([.vertical])) { test in
            var test = test
            test.configuration.numberOfLines = nil
            var greedy = test.configuration
            greedy.lineBreaking = .greedy
            test.configuration.lineBreaking = .fewestRows
            let result = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container)
            let reference = try FlowLayout(configuration: greedy).layout(test.items, in: test.container)
            Self.checkCommonInvariants(result, test)
            #expect(result.lineCount <= reference.lineCount, "\(test)")
            #expect(result.provenOptimal != nil)
        }
    }

    @Test func balancedKeepsGreedysCountAndIsNeverLessEven() async {
        await propertyCheck(count: PropertyCounts.scaled(1500), input: LayoutCase.generator([.vertical])) { test in
            var test = test
            test.configuration.numberOfLines = nil
            test.configuration.overflowIndicator = nil
            test.configuration.alignment = .leading
            test.configuration.layoutDirection = .leftToRight
            test.configuration.lineBreaking = .greedy
            let greedy = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container)
            test.configuration.lineBreaking = .balanced
            let balanced = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container)
            #expect(balanced.lineCount == greedy.lineCount, "\(test)")
            let width = max(0, test.container.width - test.configuration.contentInset.horizontal)
            func unevenness(_ r: LayoutResult) -> Double {
                r.lineFrames.reduce(0) { $0 + (width - $1.width) * (width - $1.width) }
            }
            #expect(unevenness(balanced) <= unevenness(greedy) + 1e-6, "\(test)")
        }
    }

    @Test func rightToLeftIsTheMirrorImageOfLeftToRight() async {
        await propertyCheck(count: PropertyCounts.scaled(1000), input: LayoutCase.generator()) { test in
            var test = test
            test.configuration.layoutDirection = .leftToRight
            var mirrored = test.configuration
            mirrored.layoutDirection = .rightToLeft
            // Physical alignments swap under mirroring.
            if test.configuration.alignment == .left { mirrored.alignment = .right }
            else if test.configuration.alignment == .right { mirrored.alignment = .left }
            let ltr = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container)
            let rtl = try FlowLayout(configuration: mirrored).layout(test.items, in: test.container)
            let inset = test.configuration.contentInset
            let boxEnd = test.configuration.scrollDirection == .vertical
                ? inset.left + max(0, test.container.width - inset.horizontal) : ltr.contentSize.width - inset.right
            #expect(ltr.lines == rtl.lines)
            for i in test.items.indices where !ltr.isHidden(i) {
                let a = ltr.frames[i], b = rtl.frames[i]
                #expect(abs((inset.left + boxEnd - a.maxX) - b.minX) < 1e-9 && a.width == b.width && a.y == b.y, "\(i) \(test)")
            }
        }
    }

    @Test func greedyLineCountNeverRisesAsTheWidthGrows() async {
        await propertyCheck(count: PropertyCounts.scaled(200), input: LayoutCase.generator([.vertical])) { test in
            var previous = Int.max
            for width in stride(from: 0.0, through: 500, by: 7) {
                let count = try FlowLayout(configuration: test.configuration)
                    .layout(test.items, in: Size(width: width, height: 0)).lineCount
                #expect(count <= previous, "\(width) \(test)")
                previous = count
            }
        }
    }

    @Test func hitTestingAgreesWithALinearScan() async {
        let points = zip(Gen.double(in: 0...1), Gen.double(in: 0...1)).array(of: 20...20)
        await propertyCheck(count: PropertyCounts.scaled(400), input: LayoutCase.generator(), points) { test, fractions in
            let result = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container)
            for (fx, fy) in fractions {
                let point = Point(x: fx * (result.contentSize.width + 10) - 5, y: fy * (result.contentSize.height + 10) - 5)
                let expected = result.frames.indices.first { !result.isHidden($0) && result.frames[$0].contains(point) }
                #expect(result.index(at: point) == expected, "\(point) \(test)")
            }
        }
    }

    @Test func fittingSizeRelaysOutToTheSameLines() async {
        // Shrink-wrapping: laying out again at the fitting width keeps every line.
        await propertyCheck(count: PropertyCounts.scaled(800), input: LayoutCase.generator([.vertical])) { test in
            var test = test
            test.configuration.numberOfLines = nil
            let layout = FlowLayout(configuration: test.configuration)
            let first = try layout.layout(test.items, in: test.container)
            let again = try layout.layout(test.items, in: Size(width: first.fittingSize.width, height: 0))
            if first.fittingSize.width <= test.container.width {
                #expect(again.lines == first.lines, "\(test)")
                #expect(again.fittingSize == first.fittingSize, "\(test)")
            }
        }
    }

    @Test func pixelSnappingPutsEdgesOnPixelsWithoutDrift() async {
        await propertyCheck(count: PropertyCounts.scaled(800), input: LayoutCase.generator([.vertical]), LayoutCase.choose([1.0, 2, 3]), Gen.double(in: 0...1)) {
            test, scale, jitter in
            var test = test
            test.items = test.items.map { LayoutItem(width: $0.width + jitter, height: $0.height + 0.37) }
            test.configuration.horizontalSpacing += 0.3
            let exact = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container)
            test.configuration.displayScale = scale
            let snapped = try FlowLayout(configuration: test.configuration).layout(test.items, in: test.container)
            #expect(snapped.lines == exact.lines)
            let lineEnd = test.configuration.contentInset.left + max(0, test.container.width - test.configuration.contentInset.horizontal)
            for i in test.items.indices where !snapped.isHidden(i) {
                let s = snapped.frames[i], e = exact.frames[i]
                for edge in [s.minX, s.maxX, s.minY, s.maxY] {
                    #expect(abs((edge * scale).rounded() - edge * scale) < 1e-6, "\(edge) \(test)")
                }
                #expect(abs(s.minX - e.minX) <= 1 / scale && abs(s.maxX - e.maxX) <= 1 / scale, "\(s) \(e)")
                #expect(s.maxX <= lineEnd + 1e-9)
            }
        }
    }
}
