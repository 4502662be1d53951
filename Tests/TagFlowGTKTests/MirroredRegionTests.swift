import Testing
import TagFlow
import TagFlowTestSupport
@testable import TagFlowGTK

@Suite struct MirroredRegionTests {
    /// 10 000 tags in a 480 × 300 viewport scrolled to `offset`.
    func controller(offset: Double, direction: LayoutConfiguration.LayoutDirection = .leftToRight) throws -> TagCollectionController {
        var style = TextTagStyle()
        style.font = TagFont(size: 14)
        let tags = (0..<10_000).map { TextTag("Tag \($0)", id: TagID("\($0)"), style: style) }
        return try TagCollectionController(
            tags: tags, configuration: LayoutConfiguration(layoutDirection: direction),
            viewport: Viewport(size: Size(width: 480, height: 300), contentOffset: Point(x: 0, y: offset)),
            sizer: TagSizer(measurer: FakeMeasurer()))
    }

    @Test func theElementsAreTheTagsInAndNearTheViewInReadingOrderEachWithItsPlaceInTheWhole() throws {
        let controller = try controller(offset: 20_000)
        let region = MirroredRegion(around: controller.visibleRect, scrollDirection: .vertical)
        #expect(region.rect == Rect(x: 0, y: 19_850, width: 480, height: 600))
        let elements = region.elements(of: controller, keeping: [])
        let indices = elements.map { element -> Int in
            guard case .tag(let index, _) = element.kind else { return -1 }
            return index
        }
        // Exactly the tags whose frames meet the region, and about two views' worth of them.
        let expected = (0..<10_000).filter { controller.frame(at: $0)!.intersects(region.rect) }
        #expect(indices == expected)
        #expect(elements.count > 20 && elements.count < 300)
        #expect(elements.first?.value == "\(expected[0] + 1) of 10000")
    }

    @Test func aKeptTagFarAwayJoinsInItsReadingOrderPlace() throws {
        let controller = try controller(offset: 20_000)
        let region = MirroredRegion(around: controller.visibleRect, scrollDirection: .vertical)
        let elements = region.elements(of: controller, keeping: ["3", "9999", "nothing"])
        let ids = elements.compactMap { element -> TagID? in
            if case .tag(_, let id) = element.kind { return id }
            return nil
        }
        #expect(ids.first == "3" && ids.last == "9999")
        #expect(ids.count == region.elements(of: controller, keeping: []).count + 2)
    }

    @Test func theViewIsCoveredUntilItLeavesTheRegion() throws {
        let region = MirroredRegion(around: Rect(x: 0, y: 1000, width: 480, height: 300), scrollDirection: .vertical)
        #expect(region.covers(Rect(x: 0, y: 850, width: 480, height: 300)))
        #expect(region.covers(Rect(x: 0, y: 1150, width: 480, height: 300)))
        #expect(!region.covers(Rect(x: 0, y: 1151, width: 480, height: 300)))
        #expect(!region.covers(Rect(x: 0, y: 849, width: 480, height: 300)))
        let rows = MirroredRegion(around: Rect(x: 500, y: 0, width: 200, height: 80), scrollDirection: .horizontal)
        #expect(rows.rect == Rect(x: 400, y: 0, width: 400, height: 80))
    }

    @Test func readingOrderRunsLineByLineFromTheLeadingEdge() throws {
        for direction in [LayoutConfiguration.LayoutDirection.leftToRight, .rightToLeft] {
            let controller = try controller(offset: 0, direction: direction)
            let frames = (0..<40).map { controller.frame(at: $0)! }
            for i in 0..<39 {
                #expect(MirroredRegion.precedes(frames[i], frames[i + 1], rightToLeft: direction == .rightToLeft))
                #expect(!MirroredRegion.precedes(frames[i + 1], frames[i], rightToLeft: direction == .rightToLeft))
            }
        }
    }
}
