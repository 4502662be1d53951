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

    @Test func aNewWidthOrSelectionSizesEveryTagAsAFreshLayoutDoes() throws {
        // Natural measurements carried across widths (where the text fits, or is clipped), and
        // sizes kept in place through selections, must give exactly what sizing the tags afresh
        // gives.
        var generator = SeededGenerator(seed: 77)
        for round in 0..<20 {
            let measurer = FakeMeasurer(wraps: round % 2 == 0, glyphless: ["☃"])
            let sizer = TagSizer(measurer: measurer, cache: MeasurementCache())
            var tags = (0..<30).map { WarmPathTests.randomTag($0, &generator, allowBad: false) }
            // Tags that grow are refitted through their rule, the others from the memo's numbers.
            for i in tags.indices where i % 7 == 3 { tags[i].style.grow = 1 }
            var controller = try TagCollectionController(
                tags: tags, configuration: gridConfiguration(), viewport: Viewport(width: 343, height: 0), sizer: sizer)
            for step in 0..<8 {
                let width = [0.0, 20, 60, 120, 200, 343, 500, 2000].randomElement(using: &generator)!
                if step % 2 == 0 {
                    try controller.setViewport(Viewport(width: width, height: 0))
                } else {
                    let i = Int.random(in: 0..<tags.count, using: &generator)
                    try controller.setSelected(!controller.tags[i].isSelected, at: i)
                }
                let fresh = try TagCollectionController(
                    tags: controller.tags, configuration: gridConfiguration(), viewport: controller.viewport,
                    sizer: TagSizer(measurer: measurer, cache: MeasurementCache()))
                for i in tags.indices {
                    #expect(controller.metrics(at: i) == fresh.metrics(at: i), "round \(round), step \(step), tag \(i)")
                    #expect(controller.frame(at: i) == fresh.frame(at: i), "round \(round), step \(step), tag \(i)")
                }
            }
        }
    }

    @Test func aNewWidthAsksTheCacheOnlyForTextThatWraps() throws {
        let sizer = componentSizer()
        var controller = try controller(sizer)
        // The first layout measured the texts one by one (a cold cache); a relayout takes their
        // natural measurements from the cache's entries, and keeps them.
        try controller.setViewport(Viewport(width: 250, height: 0))
        let asked = requests(sizer)
        try controller.setViewport(Viewport(width: 300, height: 0))  // every tag still fits
        try controller.setViewport(Viewport(width: 120, height: 0))
        #expect(requests(sizer) == asked)
        try controller.setViewport(Viewport(width: 20, height: 0))  // none fits: each is asked again
        #expect(requests(sizer) > asked)
    }
}

