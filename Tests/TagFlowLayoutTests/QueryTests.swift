import Testing
import TagFlowLayout

@Suite("Queries on a result")
struct QueryTests {
    /// "aa.bb.c..." / "ddd......." at a 10 pt unit.
    func result(_ direction: LayoutConfiguration.LayoutDirection = .leftToRight, lines: Int? = nil) throws -> LayoutResult {
        try FlowLayout(configuration: configuration {
            $0.layoutDirection = direction
            $0.numberOfLines = lines
        }).layout(items([20, 20, 10, 30]), in: Size(width: 100, height: 0))
    }

    @Test func hitTestingFindsTheItemUnderAPoint() throws {
        let r = try result()
        #expect(r.index(at: Point(x: 0, y: 0)) == 0)
        #expect(r.index(at: Point(x: 19.9, y: 9.9)) == 0)
        #expect(r.index(at: Point(x: 20, y: 5)) == nil)  // the right edge belongs to the gap
        #expect(r.index(at: Point(x: 35, y: 5)) == 1)
        #expect(r.index(at: Point(x: 65, y: 5)) == 2)
        #expect(r.index(at: Point(x: 75, y: 5)) == nil)
        #expect(r.index(at: Point(x: 5, y: 15)) == nil)  // between lines
        #expect(r.index(at: Point(x: 25, y: 25)) == 3)
        #expect(r.index(at: Point(x: -1, y: 5)) == nil)
        #expect(r.index(at: Point(x: 5, y: 31)) == nil)
    }

    @Test func hitTestingWorksRightToLeft() throws {
        let r = try result(.rightToLeft)
        #expect(r.index(at: Point(x: 95, y: 5)) == 0)
        #expect(r.index(at: Point(x: 65, y: 5)) == 1)
        #expect(r.index(at: Point(x: 35, y: 5)) == 2)
        #expect(r.index(at: Point(x: 25, y: 5)) == nil)
        #expect(r.index(at: Point(x: 75, y: 25)) == 3)
    }

    @Test func hiddenItemsAndTheIndicatorAreMisses() throws {
        let r = try result(lines: 1)
        #expect(r.isHidden(3))
        #expect(r.index(at: Point(x: 5, y: 25)) == nil)
        #expect(r.frame(of: 3) == nil)
        #expect(r.frame(of: 9) == nil)
        #expect(r.frame(of: -1) == nil)
    }

    @Test func itemsInARectAreThoseItTouches() throws {
        let r = try result()
        #expect(r.indices(in: Rect(x: 0, y: 0, width: 100, height: 40)) == [0, 1, 2, 3])
        #expect(r.indices(in: Rect(x: 25, y: 0, width: 10, height: 5)) == [1])
        #expect(r.indices(in: Rect(x: 0, y: 12, width: 100, height: 5)) == [])
        #expect(r.indices(in: Rect(x: 51, y: 5, width: 49, height: 20)) == [2])
    }

    @Test func scrollOffsetsBringAnItemIntoView() throws {
        let config = configuration()
        let tall = try FlowLayout(configuration: config)
            .layout(items([100, 100, 100, 100, 100, 100]), in: Size(width: 100, height: 0))
        // Lines at y = 0, 20, 40, 60, 80, 100; content 110 high; viewport 30 high.
        let viewport = Size(width: 100, height: 30)
        #expect(tall.contentOffset(toShow: 3, at: .start, viewportSize: viewport) == Point(x: 0, y: 60))
        #expect(tall.contentOffset(toShow: 3, at: .end, viewportSize: viewport) == Point(x: 0, y: 40))
        #expect(tall.contentOffset(toShow: 3, at: .center, viewportSize: viewport) == Point(x: 0, y: 50))
        #expect(tall.contentOffset(toShow: 5, at: .start, viewportSize: viewport) == Point(x: 0, y: 80))
        #expect(tall.contentOffset(toShow: 0, at: .end, viewportSize: viewport) == Point(x: 0, y: 0))
        #expect(tall.contentOffset(toShow: 1, at: .nearest, viewportSize: viewport, currentOffset: Point(x: 0, y: 10)) == Point(x: 0, y: 10))
        #expect(tall.contentOffset(toShow: 4, at: .nearest, viewportSize: viewport, currentOffset: Point(x: 0, y: 10)) == Point(x: 0, y: 60))
        #expect(tall.contentOffset(toShow: 0, at: .nearest, viewportSize: viewport, currentOffset: Point(x: 0, y: 10)) == Point(x: 0, y: 0))
        #expect(tall.contentOffset(toShow: 6, at: .start, viewportSize: viewport) == nil)
    }

    @Test func horizontalScrollOffsetsFollowTheReadingDirection() throws {
        let row = try FlowLayout(configuration: configuration { $0.scrollDirection = .horizontal })
            .layout(items([40, 40, 40]), in: Size(width: 50, height: 0))
        let viewport = Size(width: 50, height: 10)
        #expect(row.contentSize.width == 140)
        #expect(row.contentOffset(toShow: 2, at: .start, viewportSize: viewport) == Point(x: 90, y: 0))
        let mirrored = try FlowLayout(configuration: configuration {
            $0.scrollDirection = .horizontal
            $0.layoutDirection = .rightToLeft
        }).layout(items([40, 40, 40]), in: Size(width: 50, height: 0))
        // Item 2 is at the far left (0 ..< 40): its start is its right edge.
        #expect(mirrored.contentOffset(toShow: 2, at: .start, viewportSize: viewport) == Point(x: 0, y: 0))
        #expect(mirrored.contentOffset(toShow: 1, at: .start, viewportSize: viewport) == Point(x: 40, y: 0))
        #expect(mirrored.contentOffset(toShow: 0, at: .end, viewportSize: viewport) == Point(x: 90, y: 0))
    }
}
