import Testing
import TagFlow

/// The controller's per-tag size memo: unchanged tags are not sized again on a relayout, and
/// every change that can change a size is seen.
@Suite(.tags(.component)) struct SizeMemoTests {
    /// Ten text tags "w0"…"w9", one with a wider selected style.
    func controller(_ sizer: TagSizer) throws -> TagCollectionController {
        var selected = TextTagStyle()
        selected.padding = Size(width: 40, height: 8)
        let tags = (0..<10).map { TextTag("w\($0)", selectedStyle: selected) }
        return try TagCollectionController(
            tags: tags, configuration: gridConfiguration(), viewport: Viewport(width: 200, height: 0), sizer: sizer)
    }

    /// Requests that reached the cache (hits and measurements).
    func requests(_ sizer: TagSizer) -> Int {
        let statistics = sizer.cache!.statistics
        return statistics.hits + statistics.measurements
    }

    @Test func relayoutsOfUnchangedTagsAskTheCacheForNothing() throws {
        let sizer = componentSizer()
        var controller = try controller(sizer)
        let asked = requests(sizer)
        try controller.setConfiguration(gridConfiguration(.rightToLeft))
        try controller.move(from: 0, to: 9)
        try controller.setViewport(Viewport(width: 200, height: 300))  // same width
        #expect(requests(sizer) == asked)
        try controller.setSelected(true, at: 3)  // one tag changed: one request
        #expect(requests(sizer) == asked + 1)
    }

    @Test func sizesFollowEveryChangeThatCanChangeThem() throws {
        let sizer = componentSizer()
        var controller = try controller(sizer)
        let natural = controller.frame(forID: "w3")!.width
        try controller.setSelected(true, forID: "w3")
        #expect(controller.frame(forID: "w3")!.width == natural + 26)
        try controller.move(id: "w3", to: 0)  // moved, still selected: the memo follows the id
        #expect(controller.frame(at: 0)!.width == natural + 26)
        try controller.setSelected(false, forID: "w3")
        #expect(controller.frame(forID: "w3")!.width == natural)
        try controller.replace(id: "w3", with: TextTag("a longer text", id: "w3"))
        #expect(controller.frame(forID: "w3")!.width == 13 * 7 + 14)
        try controller.setViewport(Viewport(width: 60, height: 0))  // narrower than the tag
        #expect(controller.frame(forID: "w3")!.width == 60)
        try controller.setViewport(Viewport(width: 200, height: 0))
        try controller.setTextSizeCategory(.accessibilityMedium)
        // The text and the padding scale alike.
        let scaled = (Double(13) * 7 + 14) * TextSizeCategory.accessibilityMedium.scaleFactor
        #expect(abs(controller.frame(forID: "w3")!.width - scaled) < 1e-9)
    }

    @Test func aNewTagWithAnOldIdIsSizedAgain() throws {
        let sizer = componentSizer()
        var controller = try controller(sizer)
        try controller.remove(id: "w5")
        try controller.insert(TextTag("twelve chars", id: "w5"), at: 5)
        #expect(controller.frame(forID: "w5")!.width == 12 * 7 + 14)
    }
}
