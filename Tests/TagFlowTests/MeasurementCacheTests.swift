import Testing
import TagFlow

@Suite(.tags(.sizing)) struct MeasurementCacheTests {
    let measurer = FakeMeasurer()

    func request(_ text: String, font: TagFont = TagFont(size: 16), width: Double? = nil,
                 category: TextSizeCategory = .large, mode: TextTagStyle.LineBreakMode = .wordWrap) -> TextMeasurementRequest {
        TextMeasurementRequest(text: .plain(text), font: font, textSizeCategory: category, maxWidth: width, lineBreakMode: mode)
    }

    @Test func measuresOncePerKey() throws {
        let cache = MeasurementCache()
        for _ in 0..<10 { _ = try cache.measurement(for: request("Swift"), using: measurer) }
        #expect(measurer.callCount == 1)
        #expect(cache.statistics.hits == 9)
        #expect(cache.statistics.measurements == 1)
    }

    @Test func sameTextWithAnotherFontIsAnotherEntry() throws {
        let cache = MeasurementCache()
        let regular = try cache.measurement(for: request("Swift"), using: measurer)
        let bigger = try cache.measurement(for: request("Swift", font: TagFont(size: 32)), using: measurer)
        let bold = try cache.measurement(for: request("Swift", font: TagFont(size: 16, weight: .bold)), using: measurer)
        let serif = try cache.measurement(for: request("Swift", font: TagFont(family: "DejaVu Serif", size: 16)), using: measurer)
        #expect(regular != bigger)
        #expect(measurer.callCount == 4)
        #expect(cache.count == 4)
        _ = (bold, serif)
    }

    @Test func aNewCategoryNeverServesAStaleSize() throws {
        let cache = MeasurementCache()
        var sizer = TagSizer(measurer: measurer, cache: cache)
        let tag = TextTag("Swift", id: "t", style: plainStyle())
        let large = try sizer.size(of: tag, containerWidth: 300)
        sizer.textSizeCategory = .accessibilityExtraExtraExtraLarge
        let huge = try sizer.size(of: tag, containerWidth: 300)
        #expect(huge.width > large.width && huge.height > large.height)
        sizer.textSizeCategory = .large
        #expect(try sizer.size(of: tag, containerWidth: 300) == large)
        #expect(measurer.callCount == 2)  // going back is a hit
    }

    @Test func widthOnlyMattersWhenTheTextDoesNotFit() throws {
        let cache = MeasurementCache()
        // "Swift" is 40 wide: at every width ≥ 40 its natural size is the answer.
        for width in stride(from: 40.0, through: 400, by: 10) {
            #expect(try cache.measurement(for: request("Swift", width: width), using: measurer).width == 40)
        }
        #expect(measurer.callCount == 1)
        #expect(measurer.requests[0].maxWidth == nil)
        // Narrower widths each need their own measurement.
        _ = try cache.measurement(for: request("Swift", width: 30), using: measurer)
        _ = try cache.measurement(for: request("Swift", width: 20), using: measurer)
        _ = try cache.measurement(for: request("Swift", width: 30), using: measurer)
        #expect(measurer.callCount == 3)
        // No width and an infinite width are the same key.
        _ = try cache.measurement(for: request("Swift", width: .infinity), using: measurer)
        #expect(measurer.callCount == 3)
    }

    @Test func clipAppliesItsWidthAfterMeasuring() throws {
        let cache = MeasurementCache()
        let a = try cache.measurement(for: request("Swift", width: 10, mode: .clip), using: measurer)
        let b = try cache.measurement(for: request("Swift", width: 25, mode: .clip), using: measurer)
        #expect(a.width == 10 && b.width == 25)
        #expect(measurer.callCount == 1)
    }

    @Test func coloursDoNotChangeTheKeyButFontsDo() throws {
        let cache = MeasurementCache()
        let red = TextRun("Swi", color: TagColor(rgb: 255, 0, 0))
        let blue = TextRun("Swi", color: TagColor(rgb: 0, 0, 255))
        var r = request("")
        r.text = .runs([red, TextRun("ft")])
        _ = try cache.measurement(for: r, using: measurer)
        r.text = .runs([blue, TextRun("ft")])
        _ = try cache.measurement(for: r, using: measurer)
        _ = try cache.measurement(for: request("Swift"), using: measurer)  // same spans as plain text
        #expect(measurer.callCount == 1)
        r.text = .runs([TextRun("Swi", font: TagFont(size: 16, italic: true)), TextRun("ft")])
        _ = try cache.measurement(for: r, using: measurer)
        #expect(measurer.callCount == 2)
    }

    @Test func evictsByClockWhenFull() throws {
        let cache = MeasurementCache(capacity: 2)
        _ = try cache.measurement(for: request("A"), using: measurer)
        _ = try cache.measurement(for: request("B"), using: measurer)
        _ = try cache.measurement(for: request("A"), using: measurer)  // A gets its "used" bit
        _ = try cache.measurement(for: request("C"), using: measurer)  // evicts B, not A
        #expect(cache.count == 2)
        #expect(cache.statistics.evictions == 1)
        _ = try cache.measurement(for: request("A"), using: measurer)
        #expect(measurer.callCount == 3)
        _ = try cache.measurement(for: request("B"), using: measurer)
        #expect(measurer.callCount == 4)
        #expect(cache.count == 2)
        cache.removeAll()
        #expect(cache.count == 0 && cache.statistics == MeasurementCache.Statistics())
    }

    @Test func reservingCapacityKeepsEveryEntryAndNeverLowersIt() throws {
        let cache = MeasurementCache(capacity: 3)
        for text in ["A", "B", "C"] { _ = try cache.measurement(for: request(text), using: measurer) }
        cache.reserveCapacity(2)
        #expect(cache.capacity == 3)
        cache.reserveCapacity(50)
        #expect(cache.capacity == 50)
        for text in ["A", "B", "C"] { _ = try cache.measurement(for: request(text), using: measurer) }
        #expect(measurer.callCount == 3 && cache.statistics.hits == 3)  // the table still finds them
        for i in 0..<47 { _ = try cache.measurement(for: request("T\(i)"), using: measurer) }
        #expect(cache.count == 50 && cache.statistics.evictions == 0)
        cache.removeAll()
        #expect(cache.capacity == 50)
    }

    @Test func aControllerKeepsEveryTagOfItsCollectionInItsSizersCache() throws {
        // 3 000 distinct texts, a cache made for 100: laid out, then at three new widths.
        let cache = MeasurementCache(capacity: 100)
        let tags = (0..<3000).map { TextTag("Tag \($0)", id: TagID("\($0)"), style: plainStyle()) }
        var controller = try TagCollectionController(
            tags: tags, viewport: Viewport(width: 400), sizer: TagSizer(measurer: measurer, cache: cache))
        #expect(cache.capacity >= 6000)
        let measured = measurer.callCount
        #expect(measured == 3000 && cache.statistics.evictions == 0)
        let hits = cache.statistics.hits
        for width in [300.0, 500, 260] { try controller.setViewport(Viewport(width: width)) }
        #expect(measurer.callCount == measured && cache.statistics.evictions == 0)
        // Every text fits at each width: the memo refits them all, from the first relayout on.
        #expect(cache.statistics.hits == hits)
    }

    @Test func refusesBadRequestsWithoutCachingThem() {
        let cache = MeasurementCache()
        let error = thrownError { () throws(TagFlowError) in try cache.measurement(for: request("x", width: -5), using: measurer) }
        #expect(error?.path == ["maxWidth"])
        #expect(cache.count == 0 && measurer.callCount == 0)
    }

    @Test func concurrentRequestsAgreeAndFillEachKeyOnce() async throws {
        let cache = MeasurementCache()
        let texts = (0..<50).map { "tag \($0) " + String(repeating: "x", count: $0 % 17) }
        let serial = try texts.map { try FakeMeasurer().measure(request($0, width: 90)) }
        let measurer = self.measurer
        let results = try await withThrowingTaskGroup(of: [TextMeasurement].self) { group in
            for task in 0..<32 {
                group.addTask {
                    // Each task walks the texts from a different starting point.
                    try (0..<texts.count).map { i in
                        let t = texts[(i + task * 7) % texts.count]
                        return try cache.measurement(for: self.request(t, width: 90), using: measurer)
                    }
                }
            }
            var all: [[TextMeasurement]] = []
            for try await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 32)
        for (task, r) in results.enumerated() {
            _ = task
            #expect(Set(r) .isSubset(of: Set(serial)))
        }
        // Every key is stored once; a few concurrent first misses may measure twice, no more.
        #expect(cache.count <= 2 * texts.count)
        let again = measurer.callCount
        for t in texts { _ = try cache.measurement(for: request(t, width: 90), using: measurer) }
        #expect(measurer.callCount == again)
    }
}
