import CPangoCairo
import Foundation
import Testing
import TagFlow
import TagFlowPango

/// Every corpus string with its script, in corpus order.
let worldTexts: [(script: String, text: String)] = worldCorpus.flatMap { entry in entry.texts.map { (entry.script, $0) } }

/// The corpus as requests: every string at the four sizes, regular and bold.
let worldRequests: [TextMeasurementRequest] = worldTexts.flatMap { entry in
    worldSizes.flatMap { size in
        [TagFont.Weight.regular, .bold].map { weight in
            TextMeasurementRequest(text: .plain(entry.text), font: TagFont(size: size, weight: weight))
        }
    }
}

/// Fails the test with what to install when the standard fallback fonts are not all there.
func requireFallbackFonts() throws {
    let missing = try FontLibrary.standard().missingFallbackPackages
    try #require(missing.isEmpty, "fallback font packages missing: run make deps (apt-get install \(missing.joined(separator: " ")))")
}

/// World text without a browser: coverage, determinism across histories and threads, the emoji
/// presentation policy and missing-glyph reports.
@Suite struct WorldTextTests {
    @Test func everyCorpusStringHasItsGlyphs() throws {
        try requireFallbackFonts()
        for request in worldRequests {
            let measurement = try sharedMeasurer.measure(request)
            #expect(measurement.missingCharacters.isEmpty, "\(request.string): \(measurement.missingCharacters)")
            #expect(measurement.width > 0 && measurement.lineCount == 1, "\(request.string)")
        }
    }

    @Test func answersDoNotDependOnWhatWasMeasuredBefore() throws {
        // One engine that measured everything before, in two orders, against a fresh measurer
        // (a fresh font map, nothing cached) per string: the single runs of a batch.
        let batch = try PangoTextMeasurer(library: FontLibrary.standard(), maximumIdleEngines: 1)
        let forward = try worldRequests.map { try batch.measure($0) }
        var generator = SeededGenerator(seed: 11)
        let shuffled = worldRequests.indices.shuffled(using: &generator)
        var again = forward
        for i in shuffled { again[i] = try batch.measure(worldRequests[i]) }
        #expect(again == forward)
        for i in stride(from: 0, to: worldRequests.count, by: 8) {
            let single = try PangoTextMeasurer(library: FontLibrary.standard())
            #expect(try single.measure(worldRequests[i]) == forward[i], "\(worldRequests[i].string)")
        }
    }

    @Test func threadsAgreeWithSerialMeasurement() async throws {
        let measurer = try PangoTextMeasurer()
        let serial = try worldRequests.map { try measurer.measure($0) }
        let results = try await withThrowingTaskGroup(of: [TextMeasurement].self) { group in
            for seed in 0..<8 {
                group.addTask {
                    var generator = SeededGenerator(seed: UInt64(seed))
                    var answers = serial
                    for i in worldRequests.indices.shuffled(using: &generator) {
                        answers[i] = try measurer.measure(worldRequests[i])
                    }
                    return answers
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for answers in results { #expect(answers == serial) }
    }

    @Test func theTagFontsEmojiAreMonochromeUnlessVariationSelector16AsksForColour() throws {
        try requireFallbackFonts()
        let dejaVuOnly = try PangoTextMeasurer(library: FontLibrary(fallback: .none))
        func width(_ text: String, _ measurer: PangoTextMeasurer = sharedMeasurer) throws -> Double {
            try measurer.measure(request(text)).width
        }
        // ☕ and 😀 default to emoji presentation, and DejaVu Sans has them: its glyph, as in Chromium.
        for text in ["☕", "😀😃😄", "ok☕ok", "⚡"] {
            #expect(try width(text) == (try width(text, dejaVuOnly)), "\(text)")
        }
        // With U+FE0F, in sequences, and where DejaVu has no glyph: the colour emoji font, whose
        // advance (at 14 px) is its bitmap strike's, 136 px at 109 ppem.
        let emoji = 14 * 136.0 / 109
        for text in ["☕️", "🍕", "👍🏽", "🇯🇵", "1️⃣", "❤️", "👨‍💻"] {
            let measured = try width(text)
            #expect(abs(measured - emoji) < 0.01, "\(text): \(measured)")
        }
        #expect(try width("☕️") > (try width("☕")) + 4)
    }

    @Test func charactersNoFontHasAreReportedWithTheirCodePoints() throws {
        // Khitan small script: no font of the Noto packages has it.
        let khitan = "𘬀𘬁𘬂𘬃𘬄𘬅𘬆"
        let m = try sharedMeasurer.measure(request(khitan))
        #expect(m.missingCharacters == Array(khitan.unicodeScalars))
        #expect(try sharedMeasurer.measure(request("Tag 𘬀")).missingCharacters == ["\u{18B00}"])
        // Without fallback fonts, Chinese has no font either.
        let dejaVuOnly = try PangoTextMeasurer(library: FontLibrary(fallback: .none))
        #expect(try dejaVuOnly.measure(request("标签 ok")).missingCharacters == ["标", "签"])
        // What an ellipsis or the line limit cuts off is not drawn, so it is not reported.
        let cut = try sharedMeasurer.measure(request("Tag " + khitan, width: 40, lines: 1, mode: .truncateTail))
        #expect(cut.missingCharacters.count < 7)
        #expect(try sharedMeasurer.measure(request("Tag\n" + khitan, lines: 1)).missingCharacters.isEmpty)
    }
}

/// The font library: the fallback fonts in the platform's order, missing packages, added fonts.
@Suite struct FallbackFontTests {
    @Test func theStandardFallbackIsThePlatformsOrderOfTheNotoPackages() throws {
        try requireFallbackFonts()
        let library = try FontLibrary.standard()
        #expect(FallbackFonts.standard.packages == ["fonts-noto-core", "fonts-noto-cjk", "fonts-noto-color-emoji"])
        let families = library.fallbackFamilies
        // Debian's rules put Noto Sans first for a pattern without a family (60-latin.conf).
        #expect(families.first == "Noto Sans")
        for family in ["Noto Sans CJK JP", "Noto Sans Javanese", "Noto Serif Tibetan", "Noto Color Emoji", "Noto Sans Symbols2"] {
            #expect(families.contains(family), "\(family)")
        }
        // fontconfig ranks Noto Serif Gujarati before Noto Sans Gujarati (its version is higher),
        // which then gives no character its font; the CJK collection's other faces neither.
        #expect(families.contains("Noto Serif Gujarati") && !families.contains("Noto Sans Gujarati"))
        #expect(!families.contains("Noto Sans CJK KR"))
        // Fallback families are not tag families: a tag names DejaVu or an added font.
        #expect(library.familyNames == ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif"])
    }

    @Test func aPreferredFamilyGoesBeforeThePlatformsOrder() throws {
        try requireFallbackFonts()
        let gujarati = "ગુજરાતી"
        var setup = FallbackFonts.standard
        setup.preferredFamilies = ["Noto Sans Gujarati"]
        let preferring = try PangoTextMeasurer(library: FontLibrary(fallback: setup))
        #expect(try FontLibrary(fallback: setup).fallbackFamilies.first == "Noto Sans Gujarati")
        // The Sans face as a tag's own font: what the preference must give.
        let sansFile = "/usr/share/fonts/truetype/noto/NotoSansGujarati-Regular.ttf"
        let sans = try PangoTextMeasurer(library: FontLibrary(fontFiles: [sansFile], fallback: .none))
        let asked = try sans.measure(request(gujarati, TagFont(family: "Noto Sans Gujarati"))).width
        #expect(try preferring.measure(request(gujarati)).width == asked)
        #expect(try sharedMeasurer.measure(request(gujarati)).width != asked)
    }

    @Test func aMissingFallbackPackageIsListedNotFatal() throws {
        var setup = FallbackFonts.standard
        setup.packages.insert("no-such-fonts-package", at: 0)
        let library = try FontLibrary(fallback: setup)
        #expect(library.missingFallbackPackages.first == "no-such-fonts-package")
        let measurer = try PangoTextMeasurer(library: library)
        #expect(try measurer.measure(request("Swift")).width == 34.3984375)
    }

    @Test func addedFontFilesAreTagFamiliesAndFallback() throws {
        let dejaVuSerif = try #require(FontLibrary.bundledFontDirectory).appending("/DejaVuSerif.ttf")
        let library = try FontLibrary(includeBundledFonts: false, fontFiles: [dejaVuSerif], fallback: .none)
        #expect(library.familyNames == ["DejaVu Serif"])
        let measurer = try PangoTextMeasurer(library: library)
        #expect(try measurer.measure(request("Serif AWAY", TagFont(family: "DejaVu Serif"))).width == 80.6982421875)
        let missing = thrownError { () throws(TagFlowError) in try FontLibrary(fontFiles: ["/no/such/font.ttf"]) }
        #expect(missing == TagFlowError(TagFlowError.MeasurementReason.fontLoadingFailed(file: "/no/such/font.ttf", problem: "no such file")))
    }

    @Test func measurersMadeAndDroppedOnManyThreadsAgree() async throws {
        // Dropping an engine tears its font map down while Pango's helper threads may still be
        // resolving fonts for it; the engine waits for them (a race here crashed in GLib or cairo).
        // Each size and weight is a new font pattern, so each measurement starts helper threads.
        let texts = ["Tokyo 東京", "🍕 Pizza", "नमस्ते", "ภาษาไทย", "العربية", "👨‍👩‍👧‍👦"]
        let fonts = (0..<8).map { TagFont(size: 11 + Double($0), weight: $0 % 2 == 0 ? .regular : .bold) }
        let expected = try fonts.map { font in try texts.map { try sharedMeasurer.measure(request($0, font)) } }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<4 {
                group.addTask {
                    for round in 0..<40 {
                        let measurer = try PangoTextMeasurer()
                        let i = (task + round) % texts.count
                        let f = (task * 3 + round) % fonts.count
                        #expect(try measurer.measure(request(texts[i], fonts[f])) == expected[f][i])
                    }
                }
            }
            try await group.waitForAll()
        }
    }

    @Test func droppedMeasurersAndLibrariesLeaveMemoryFlat() throws {
        // Each engine holds a font map on its library's configuration; Pango 1.50 never hands
        // that configuration back by itself. A library of its own per round makes a leaked
        // configuration (~0.4 MB with the fallback fonts) show; the standard library's engines
        // show any other per-engine leak. The smallest growth of six rounds is taken, so
        // allocations by tests running alongside (which measure and draw in turn with this one,
        // under the text engine's lock) cannot fake a leak: a leak grows every round.
        let serif = try #require(FontLibrary.bundledFontDirectory).appending("/DejaVuSerif.ttf")
        func round() throws {
            for i in 0..<60 {
                let measurer = try PangoTextMeasurer(library: FontLibrary.standard())
                _ = try measurer.measure(request("Tokyo 東京 🍕 \(i)"))
            }
            for _ in 0..<12 {
                let measurer = try PangoTextMeasurer(library: FontLibrary(fontFiles: [serif]))
                _ = try measurer.measure(request("Tokyo 東京 🍕", TagFont(family: "DejaVu Serif")))
            }
        }
        try round()  // warm-up: caches of Pango, cairo and fontconfig fill up once
        var growth: [Int] = []
        for _ in 0..<6 {
            let before = heapInUse()
            try round()
            growth.append(heapInUse() - before)
        }
        // Leaking the 12 configurations alone would be about 5 MB a round.
        #expect(growth.min()! < 1_500_000, "heap growth per round: \(growth) bytes")
    }
}

/// Bytes the process has allocated and not freed (every malloc arena).
func heapInUse() -> Int {
    Int(mallinfo2().uordblks)
}

/// Direction and alignment of right-to-left text, and fixed line heights.
@Suite struct BidiAndLineHeightTests {
    let arabic = "مرحبا بالعالم العربي الجميل جدا"

    /// Each line's x in the layout and width, in points.
    func lineExtents(_ layout: PangoTextLayout) -> [(x: Double, width: Double)] {
        var result: [(Double, Double)] = []
        guard let iterator = pango_layout_get_iter(layout.pointer) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            result.append((Double(logical.x) / 1024, Double(logical.width) / 1024))
        } while pango_layout_iter_next_line(iterator) != 0
        return result
    }

    @Test func leftAndRightAreWhereAskedOnMultiLineRightToLeftText() throws {
        let r = request(arabic, width: 110, mode: .wordWrap)
        try sharedMeasurer.withLayout(for: r, alignment: .left) { layout in
            let lines = lineExtents(layout)
            #expect(lines.count > 1)
            for line in lines { #expect(line.x == 0) }
        }
        try sharedMeasurer.withLayout(for: r, alignment: .right) { layout in
            for line in lineExtents(layout) { #expect(abs(line.x + line.width - 110) < 0.01) }
        }
        // Natural: right-to-left text starts on the right.
        try sharedMeasurer.withLayout(for: r, alignment: .natural) { layout in
            for line in lineExtents(layout) { #expect(abs(line.x + line.width - 110) < 0.01) }
        }
        // Left-to-right text is unaffected.
        try sharedMeasurer.withLayout(for: request("Hello wide world of tags", width: 80), alignment: .right) { layout in
            for line in lineExtents(layout) { #expect(abs(line.x + line.width - 80) < 0.01) }
        }
    }

    @Test func naturalAlignmentFollowsEachParagraphAndTheWidthIsTheWidestLine() throws {
        let r = request("Hello\nשלום עולם", width: 110, mode: .wordWrap)
        let measured = try sharedMeasurer.measure(r)
        try sharedMeasurer.withLayout(for: r, alignment: .natural) { layout in
            let widths = layout.lineWidths
            #expect(measured.width == widths.max())
            #expect(measured.width < 110)
            #expect(layout.drawsLineByLine)
            let box = Rect(x: 10, y: 0, width: measured.width, height: measured.height)
            let origins = layout.lineOrigins(inTextBox: box)
            #expect(origins[0].x == 10)
            #expect(abs(origins[1].x + widths[1] - box.maxX) < 1e-9)
        }
        try sharedMeasurer.withLayout(for: r, alignment: .left) { layout in
            #expect(!layout.drawsLineByLine)
            #expect(layout.measurement == measured)
        }
    }

    @Test func aFixedLineHeightEvensOutScripts() throws {
        var heights: [Double] = []
        for text in ["Swift", "東京", "ภาษาไทย", "မြန်မာ", "🍕"] {
            var r = request(text)
            #expect(try sharedMeasurer.measure(r).height != 20 || text == "Swift")
            r.lineHeight = 20
            let m = try sharedMeasurer.measure(r)
            heights.append(m.height)
            #expect(m.width == (try sharedMeasurer.measure(request(text))).width, "widths do not change")
        }
        #expect(heights == [20, 20, 20, 20, 20])
        var two = request("Tokyo 東京 Kyoto 京都", width: 80)
        two.lineHeight = 18
        let measured = try sharedMeasurer.measure(two)
        #expect(measured.height == 36 && measured.lineCount == 2)
        // The tag font's box (DejaVu Sans 14) in the middle of the first line.
        #expect(measured.firstBaseline == (18 - 16.296875) / 2 + 12.9951171875)
        // Scaled with the fonts by Dynamic Type.
        two.textSizeCategory = .accessibilityMedium
        let scaled = try sharedMeasurer.measure(two)
        #expect(abs(scaled.height - Double(scaled.lineCount) * 18 * TextSizeCategory.accessibilityMedium.scaleFactor) < 1e-9)
    }

    @Test func fixedLinesPlaceTheTagFontsBoxInTheMiddleOfEachLine() throws {
        var r = request("Tokyo 東京 Kyoto 京都", width: 80)
        r.lineHeight = 24
        try sharedMeasurer.withLayout(for: r, alignment: .center) { layout in
            #expect(layout.drawsLineByLine)
            let box = Rect(x: 0, y: 100, width: layout.measurement.width, height: layout.measurement.height)
            let origins = layout.lineOrigins(inTextBox: box)
            // DejaVu Sans 14: ascent 12.991, descent 3.305 (16.296875 together).
            let first = 100 + (24 - 16.296875) / 2
            #expect(origins.count == 2)
            #expect(abs(origins[0].y - first - 12.9912109375) < 0.01)
            #expect(abs(origins[1].y - origins[0].y - 24) < 1e-9)
        }
    }

    @Test func aLineHeightMustBePositive() {
        for bad in [0, -1, Double.nan, .infinity] {
            var r = request("x")
            r.lineHeight = bad
            #expect(thrownError { () throws(TagFlowError) in try sharedMeasurer.measure(r) }?.path == ["lineHeight"])
            var style = TextTagStyle()
            style.lineHeight = bad
            #expect(thrownError { () throws(TagFlowError) in try style.validate() }?.path == ["lineHeight"])
        }
    }

    @Test("the first baseline is where the drawing puts the first line's", arguments: [
        ("Swift", nil), ("東京 Tokyo", nil), ("မြန်မာ ဘာသာ", nil), ("שלום Swift", nil), ("Hello world again and again", 18.0),
        ("😀 emoji", nil),
    ] as [(String, Double?)])
    func firstBaselineAsDrawn(text: String, lineHeight: Double?) throws {
        var r = request(text, width: 90)
        r.lineHeight = lineHeight
        r.numberOfLines = nil
        let measured = try sharedMeasurer.measure(r)
        let box = Rect(x: 3, y: 5, width: measured.width, height: measured.height)
        try sharedMeasurer.withLayout(for: r) { layout in
            // Pango's line iterator, which the line-by-line drawing follows.
            let drawn = try #require(layout.lineOrigins(inTextBox: box).first).y - box.y
            #expect(abs(try #require(measured.firstBaseline) - drawn) < 1e-9)
        }
        #expect(try #require(measured.firstBaseline) > 0 && measured.firstBaseline! < measured.height)
    }
}
