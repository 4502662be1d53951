import Testing
@testable import TagFlow

/// The warm path against the measured one: a tag sized through its cached sizing basis and the
/// cache's entries — alone (`TagSizer.size(of:)`, `metrics(of:)`) or in a batch under one
/// look-up session — gives exactly what measuring it gives.
@Suite struct WarmPathTests {
    /// A random tag: plain text or runs, with or without an image, custom content now and
    /// then, styles with size limits, several lines or clipping, a selected style or content,
    /// and now and then a bad value.
    static func randomTag(_ i: Int, _ generator: inout SeededGenerator, allowBad: Bool) -> TextTag {
        func random(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
        var style = TextTagStyle()
        style.font = TagFont(size: [12.0, 14, 16].randomElement(using: &generator)!, weight: random(0...1) == 0 ? .regular : .bold)
        style.padding = Size(width: Double(random(0...20)), height: Double(random(0...10)))
        style.numberOfLines = [nil, 1, 2].randomElement(using: &generator)!
        style.lineBreakMode = TextTagStyle.LineBreakMode.allCases.randomElement(using: &generator)!
        if random(0...3) == 0 { style.maxWidth = Double(random(20...120)) }
        if random(0...5) == 0 { style.minWidth = Double(random(20...80)) }
        if random(0...7) == 0 { style.exactWidth = Double(random(20...80)) }
        if random(0...7) == 0 { style.maxHeight = Double(random(10...30)) }
        if random(0...7) == 0 { style.minHeight = Double(random(10...40)) }
        if random(0...4) == 0 { style.lineHeight = Double(random(14...30)) }
        if allowBad, random(0...40) == 0 { style.maxWidth = -1 }
        let words = ["Swift", "Linux", "a much longer tag text", "Go", "", "Kotlin and more", "snow ☃ man ☃"]
        let content: TagContent
        switch random(0...9) {
        case 0: content = .custom(size: Size(width: Double(random(0...90)), height: 20), label: "c\(i)")
        case 1:
            content = .text(.runs([TextRun("bold ", font: TagFont(size: 14, weight: .bold)), TextRun(words.randomElement(using: &generator)!)]))
        case 2:
            content = .plain(words.randomElement(using: &generator)!, leadingImage: TagImage(source: "i", size: Size(width: 16, height: 16)))
        default: content = .plain(words.randomElement(using: &generator)!)
        }
        var selected = style
        selected.font.weight = .bold
        var tag = TextTag(id: TagID("t\(i)"), content: content, style: style, selectedStyle: random(0...1) == 0 ? selected : nil)
        if random(0...5) == 0 { tag.selectedContent = .plain("selected \(i)") }
        tag.isSelected = random(0...2) == 0
        return tag
    }

    @Test func aBatchSizesEveryTagAsSizingItAloneDoes() throws {
        var generator = SeededGenerator(seed: 31)
        for round in 0..<60 {
            // ☃ has no glyph: its measurements list missing characters.
            let measurer = FakeMeasurer(wraps: round % 2 == 0, glyphless: ["☃"])
            let category = TextSizeCategory.allCases.randomElement(using: &generator)!
            let shared = MeasurementCache(capacity: [3, 16, 4096].randomElement(using: &generator)!)
            let batchSizer = TagSizer(measurer: measurer, cache: shared, textSizeCategory: category)
            let aloneSizer = TagSizer(measurer: measurer, cache: round % 3 == 0 ? nil : MeasurementCache(), textSizeCategory: category)
            let tags = (0..<Int.random(in: 0...40, using: &generator)).map { Self.randomTag($0, &generator, allowBad: true) }
            let width = [0.0, 50, 120, 343, .infinity].randomElement(using: &generator)!
            let accessory = [0.0, 0, 18].randomElement(using: &generator)!  // a remove button's room
            for _ in 0..<2 {  // cold, then warm
                var sizings: [TagSizing] = []
                let batch = Result { () throws(TagFlowError) in try batchSizer.sizings(of: tags, containerWidth: width, accessoryWidth: accessory, into: &sizings) }
                var alone: [TagMetrics] = []
                var firstError: TagFlowError? = nil
                for (i, tag) in tags.enumerated() {
                    do throws(TagFlowError) {
                        alone.append(try aloneSizer.measuredMetrics(of: tag, containerWidth: width, accessoryWidth: accessory))
                    } catch {
                        firstError = error.prefixed(with: [.index(i)])
                        break
                    }
                }
                if let firstError {
                    #expect(throws: firstError) { try batch.get() }
                    continue
                }
                try batch.get()
                #expect(sizings.count == tags.count)
                for i in tags.indices {
                    #expect(sizings[i].size == alone[i].size, "tag \(i) at \(width), accessory \(accessory)")
                    #expect(try batchSizer.metrics(of: tags[i], from: sizings[i]) == alone[i], "tag \(i) at \(width), accessory \(accessory)")
                    // The warm path for one tag, through the public calls.
                    #expect(
                        try batchSizer.metrics(of: tags[i], containerWidth: width, accessoryWidth: accessory) == alone[i],
                        "tag \(i) at \(width), accessory \(accessory)")
                    if accessory == 0 {
                        #expect(try batchSizer.size(of: tags[i], containerWidth: width) == alone[i].size)
                    }
                }
            }
        }
    }

    /// The size memo's refit from plain numbers (`TagRefit`) against the reference refit through
    /// the tag's rule (`TagSizer.refitted`): wherever the numbers answer, the sizing is the
    /// reference's, field for field, from one width to the next as the memo carries it; they
    /// answer for most texts that fit, and never for a tag that grows.
    @Test func aRefitFromTheMemosNumbersIsTheReferenceRefit() throws {
        var generator = SeededGenerator(seed: 41)
        var answered = 0, compared = 0
        for round in 0..<80 {
            let category = TextSizeCategory.allCases.randomElement(using: &generator)!
            let sizer = TagSizer(measurer: FakeMeasurer(wraps: round % 2 == 0, glyphless: ["☃"]), textSizeCategory: category)
            var tags = (0..<20).map { Self.randomTag($0, &generator, allowBad: false) }
            for i in tags.indices where Int.random(in: 0...6, using: &generator) == 0 { tags[i].style.grow = 1 }
            let accessory = [0.0, 0, 18].randomElement(using: &generator)!
            var sizings: [TagSizing] = []
            try sizer.sizings(of: tags, containerWidth: 343, accessoryWidth: accessory, into: &sizings)
            for (i, tag) in tags.enumerated() {
                let basis = tag.rightfulSizingBasis
                var sizing = sizings[i]
                let refit = TagRefit(sizing, rule: basis.rule, accessoryWidth: accessory, category: category)
                #expect(refit == nil || !(basis.rule.grow > 0))
                guard let refit else { continue }
                for _ in 0..<6 {
                    let width = [0.0, -0.0, 20, 45, 60, 120, 200, 343, 2000, .infinity].randomElement(using: &generator)!
                    let reference = sizer.refitted(sizing, basis: basis, containerWidth: width, accessoryWidth: accessory)
                    compared += 1
                    guard let quick = refit.refitted(sizing, containerWidth: width, accessoryWidth: accessory) else { continue }
                    answered += 1
                    #expect(quick == reference, "round \(round), tag \(i) at \(width)")
                    sizing = quick
                }
            }
        }
        #expect(answered > compared / 2)
    }

    /// Sizing a tag the cache knows measures nothing, alone or in a batch, and counts a hit.
    @Test func aWarmSizeMeasuresNothing() throws {
        let measurer = FakeMeasurer()
        let sizer = TagSizer(measurer: measurer)
        let tags = ["Swift", "Linux", "a much longer tag", "Go"].map { TextTag($0) }
        let cold = try sizer.sizes(of: tags, containerWidth: 100)
        let measured = measurer.callCount
        let hits = sizer.cache!.statistics.hits
        #expect(try sizer.sizes(of: tags, containerWidth: 100) == cold)
        #expect(try tags.map { try sizer.size(of: $0, containerWidth: 100) } == cold)
        #expect(measurer.callCount == measured)
        #expect(sizer.cache!.statistics.hits > hits)
    }

    @Test func missingCharactersSurviveTheBatchAndTheSizeMemo() throws {
        let sizer = TagSizer(measurer: FakeMeasurer(glyphless: ["☃"]))
        let tags = [TextTag("snow ☃ man ☃"), TextTag("plain")]
        var sizings: [TagSizing] = []
        for _ in 0..<2 {  // cold, then warm
            try sizer.sizings(of: tags, containerWidth: 343, into: &sizings)
            #expect(sizings.map(\.text.hasMissingCharacters) == [true, false])
            #expect(try sizer.metrics(of: tags[0], from: sizings[0]).text?.measurement.missingCharacters == ["☃", "☃"])
            #expect(try sizer.metrics(of: tags[1], from: sizings[1]).text?.measurement.missingCharacters == [])
        }
        let controller = try TagCollectionController(
            tags: tags, configuration: LayoutConfiguration(), viewport: Viewport(width: 343, height: 600), sizer: sizer)
        #expect(controller.metrics(at: 0)?.text?.measurement.missingCharacters == ["☃", "☃"])
        #expect(controller.metrics(at: 0) == (try sizer.metrics(of: tags[0], containerWidth: 343)))
    }

    @Test func aMeasurementWithoutMissingCharactersIsOneValue() {
        var emptied = TextMeasurement(width: 10, height: 17, lineCount: 1, missingCharacters: ["☃"])
        #expect(emptied.missingCharacters == ["☃"])
        emptied.missingCharacters = []
        let plain = TextMeasurement(width: 10, height: 17, lineCount: 1)
        #expect(emptied == plain)
        #expect(emptied.hashValue == plain.hashValue)
        #expect(TextMeasurement(width: 10, height: 17, lineCount: 1, missingCharacters: []) == plain)
        #expect(emptied != TextMeasurement(width: 10, height: 17, lineCount: 1, missingCharacters: ["☃"]))
    }

    @Test func aWarmBatchCountsTheHitsASingleLookUpWould() throws {
        let measurer = FakeMeasurer()
        let tags = (0..<20).map { TextTag("tag \($0 % 7)") }
        let one = TagSizer(measurer: measurer, cache: MeasurementCache())
        let many = TagSizer(measurer: measurer, cache: MeasurementCache())
        for tag in tags { _ = try one.metrics(of: tag, containerWidth: 40) }
        var sizings: [TagSizing] = []
        try many.sizings(of: tags, containerWidth: 40, into: &sizings)
        #expect(one.cache!.statistics == many.cache!.statistics)
        try many.sizings(of: tags, containerWidth: 40, into: &sizings)
        for tag in tags { _ = try one.metrics(of: tag, containerWidth: 40) }
        #expect(one.cache!.statistics == many.cache!.statistics)
    }

    @Test func theCacheTableFindsEveryEntryThroughEvictions() throws {
        var generator = SeededGenerator(seed: 5)
        let measurer = FakeMeasurer()
        let cache = MeasurementCache(capacity: 37)
        for _ in 0..<3000 {
            let text = "w\(Int.random(in: 0..<120, using: &generator))"
            let width: Double? = Bool.random(using: &generator) ? Double(Int.random(in: 5...60, using: &generator)) : nil
            let request = TextMeasurementRequest(text: .plain(text), maxWidth: width)
            #expect(try cache.measurement(for: request, using: measurer) == measurer.measure(request))
        }
        cache.withLockedState { state in
            #expect(state.keys.count == 37)
            #expect(state.buckets.filter { $0 != 0 }.count == state.keys.count)
            for slot in state.keys.indices { #expect(state.find(state.keys[slot]) == slot) }
        }
    }

    @Test func aTagsBasisFollowsEveryChange() {
        var tag = TextTag("Swift")
        let basis = tag.rightfulSizingBasis
        #expect(basis.isValid && basis.customSize == nil)
        tag.style.maxWidth = -3
        #expect(!tag.rightfulSizingBasis.isValid)
        tag.style.maxWidth = 40
        #expect(tag.rightfulSizingBasis.rule.maxWidth == 40)
        tag.selectedContent = .custom(size: Size(width: 10, height: 10))
        #expect(tag.rightfulSizingBasis.customSize == nil)
        tag.isSelected = true
        #expect(tag.rightfulSizingBasis.customSize != nil)
        #expect(TextTag("Swift") == TextTag("Swift"))
    }
}
