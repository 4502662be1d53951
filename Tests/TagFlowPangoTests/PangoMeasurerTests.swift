import CPangoCairo
import Testing
import TagFlow
import TagFlowPango

@Suite struct FontResolutionTests {
    let m = sharedMeasurer

    @Test func onlyTheShippedFamiliesExist() {
        #expect(m.library.familyNames == ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif"])
    }

    @Test func anUnknownFamilyIsAnErrorNotASubstitution() {
        let error = thrownError { () throws(TagFlowError) in try m.measure(request("x", TagFont(family: "Helvetica"))) }
        #expect(error == TagFlowError(
            TagFlowError.MeasurementReason.unknownFontFamily("Helvetica", available: ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif"]),
            at: ["font", "family"]))
        #expect(error?.description.contains("\"DejaVu Serif\"") == true)
        var r = request("")
        r.text = .runs([TextRun("a"), TextRun("b", font: TagFont(family: "Comic Sans"))])
        let runError = thrownError { () throws(TagFlowError) in try m.measure(r) }
        guard case .unknownFontFamily? = runError?.reason(as: TagFlowError.MeasurementReason.self) else {
            Issue.record("expected unknownFontFamily")
            return
        }
        #expect(runError?.path == ["text", "runs", 1, "font", "family"])
    }

    @Test func familiesMatchWithoutCaseAndGenericNamesResolve() throws {
        let serif = try m.measure(request("Serif AWAY", TagFont(family: "DejaVu Serif")))
        #expect(try m.measure(request("Serif AWAY", TagFont(family: "dejavu serif"))) == serif)
        #expect(try m.measure(request("Serif AWAY", TagFont(family: "serif"))) == serif)
        #expect(try m.measure(request("mono", TagFont(family: "monospace"))).width == 4 * (try m.measure(request("m", TagFont(family: "DejaVu Sans Mono")))).width)
    }

    @Test func weightsAndItalicsPickTheirFaces() throws {
        let regular = try m.measure(request("Swift")).width
        let bold = try m.measure(request("Swift", TagFont(size: 14, weight: .bold))).width
        let heavy = try m.measure(request("Swift", TagFont(size: 14, weight: .black))).width
        #expect(bold == 40.5986328125)  // the bold reference
        #expect(heavy == bold)  // nearest face: the family has no black
        #expect(bold > regular)
    }

    @Test func aLibraryWithoutFontsIsRefused() {
        let error = thrownError { () throws(TagFlowError) in try FontLibrary(includeBundledFonts: false) }
        guard case .fontLoadingFailed? = error?.reason(as: TagFlowError.MeasurementReason.self) else {
            Issue.record("expected fontLoadingFailed, got \(String(describing: error))")
            return
        }
        let missing = thrownError { () throws(TagFlowError) in try FontLibrary(fontDirectories: ["/no/such/dir"]) }
        #expect(missing == TagFlowError(TagFlowError.MeasurementReason.fontLoadingFailed(file: "/no/such/dir", problem: "the directory cannot be read")))
    }

    @Test func aLibraryFromADirectoryHasItsFamilies() throws {
        let library = try FontLibrary(includeBundledFonts: false, fontDirectories: [FontLibrary.bundledFontDirectory!])
        let measurer = try PangoTextMeasurer(library: library)
        #expect(try measurer.measure(request("Swift")).width == 34.3984375)
    }
}

@Suite struct PangoMeasurerTests {
    let m = sharedMeasurer

    @Test func runsMeasureEachInItsOwnFont() throws {
        var r = request("")
        let bold = TagFont(size: 14, weight: .bold)
        let italic = TagFont(family: "DejaVu Serif", size: 20, italic: true)
        r.text = .runs([TextRun("Swift ", font: bold), TextRun("Italic", font: italic, color: .white)])
        let whole = try m.measure(r)
        let parts = try m.measure(request("Swift ", bold)).width + (try m.measure(request("Italic", italic)).width)
        #expect(abs(whole.width - parts) <= layoutUnit)
        #expect(whole.height == (try m.measure(request("Italic", italic)).height))
        // Runs in the base font are the same as plain text, colours or not.
        r.text = .runs([TextRun("Swi", color: .white), TextRun("ft")])
        #expect(try m.measure(r) == (try m.measure(request("Swift"))))
    }

    @Test func dynamicTypeScalesEverySize() throws {
        var runs = request("")
        runs.text = .runs([TextRun("Swift "), TextRun("UI", font: TagFont(family: "DejaVu Serif", size: 20, weight: .bold))])
        let base = try m.measure(request("Swift"))
        let baseRuns = try m.measure(runs)
        var widths: [Double] = []
        for category in TextSizeCategory.allCases {
            let f = category.scaleFactor
            let scaled = try m.measure(request("Swift", category: category))
            // Unhinted metrics scale linearly; Pango rounds each advance to 1/1024 pt.
            #expect(abs(scaled.width - base.width * f) < 0.01, "\(category)")
            #expect(abs(scaled.height - base.height * f) < 0.01, "\(category)")
            runs.textSizeCategory = category
            let scaledRuns = try m.measure(runs)
            #expect(abs(scaledRuns.width - baseRuns.width * f) < 0.01, "\(category) runs")
            #expect(abs(scaledRuns.height - baseRuns.height * f) < 0.01, "\(category) runs")
            widths.append(scaled.width)
        }
        #expect(widths == widths.sorted() && Set(widths).count == 12)
    }

    @Test func theCacheKeepsFontsAndCategoriesApart() throws {
        let cache = MeasurementCache()
        let regular = try cache.measurement(for: request("Swift"), using: m)
        let bold = try cache.measurement(for: request("Swift", TagFont(size: 14, weight: .bold)), using: m)
        let mono = try cache.measurement(for: request("Swift", TagFont(family: "DejaVu Sans Mono", size: 14)), using: m)
        let big = try cache.measurement(for: request("Swift", category: .accessibilityMedium), using: m)
        #expect(Set([regular, bold, mono, big]).count == 4)
        #expect(cache.count == 4)
        #expect(try cache.measurement(for: request("Swift", category: .accessibilityMedium), using: m) == big)
        #expect(cache.statistics.measurements == 4)
    }

    @Test func concurrentMeasurementGivesIdenticalAnswers() async throws {
        let texts = (0..<40).map { "Tag number \($0) " + String(repeating: "wide ", count: $0 % 6) }
        let requests = texts.enumerated().map { i, t in
            request(t, TagFont(family: ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"][i % 3], size: 10 + Double(i % 7), weight: i % 2 == 0 ? .regular : .bold),
                    width: i % 4 == 0 ? nil : 80 + Double(i), lines: i % 3 == 0 ? nil : i % 3, mode: TextTagStyle.LineBreakMode.allCases[i % 6])
        }
        let m = self.m
        let serial = try requests.map { try m.measure($0) }
        let results = try await withThrowingTaskGroup(of: [TextMeasurement].self) { group in
            for task in 0..<48 {
                group.addTask {
                    var out = [TextMeasurement](repeating: TextMeasurement(width: 0, height: 0, lineCount: 0), count: requests.count)
                    for k in 0..<requests.count {
                        let i = (k + task * 5) % requests.count
                        out[i] = try m.measure(requests[i])
                    }
                    return out
                }
            }
            var all: [[TextMeasurement]] = []
            for try await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 48)
        for r in results { #expect(r == serial) }
    }

    @Test func badInputIsAnErrorNotACrash() {
        for size in [Double.nan, -3, 0, .infinity] {
            let error = thrownError { () throws(TagFlowError) in try m.measure(request("x", TagFont(size: size))) }
            guard case .invalidNumber(_, let allowed)? = error?.reason else {
                Issue.record("expected invalidNumber for size \(size)")
                continue
            }
            #expect(error?.path == ["font", "size"] && allowed == "finite and > 0")
        }
        #expect(thrownError { () throws(TagFlowError) in try m.measure(request("x", width: -1)) }
            == TagFlowError(.invalidNumber(-1, allowed: "≥ 0, or nil for no limit"), at: ["maxWidth"]))
        #expect(thrownError { () throws(TagFlowError) in try m.measure(request("x", lines: 0)) }
            == TagFlowError(.invalidCount(0, allowed: "≥ 1, or nil for no limit (write nil where TTGTagCollectionView and the JSON documents write 0)"), at: ["numberOfLines"]))
        // A zero width is allowed: every character gets its own line, nothing is NaN.
        let zero = try? m.measure(request("abc", width: 0))
        #expect(zero?.lineCount == 3)
        #expect(zero.map { $0.width.isFinite && $0.height.isFinite } == true)
    }

    @Test func theRendererGetsTheMeasurementSettings() throws {
        let r = request("Hello world again", width: 60, lines: 2, mode: .truncateMiddle)
        let measured = try m.measure(r)
        try m.withLayout(for: r, alignment: .center, textColor: .black) { layout in
            #expect(layout.measurement == measured)
            let context = pango_layout_get_context(layout.pointer)
            #expect(pango_context_get_round_glyph_positions(context) == 0)
            let options = pango_cairo_context_get_font_options(context)
            #expect(cairo_font_options_get_hint_metrics(options) == CAIRO_HINT_METRICS_OFF)
            #expect(cairo_font_options_get_hint_style(options) == CAIRO_HINT_STYLE_NONE)
            #expect(cairo_font_options_get_antialias(options) == CAIRO_ANTIALIAS_GRAY)
            #expect(pango_layout_get_alignment(layout.pointer) == PANGO_ALIGN_CENTER)
            let origin = layout.origin(inTextBox: Rect(x: 10, y: 20, width: measured.width, height: measured.height))
            #expect(origin.x == 10 - layout.logicalRect.x && origin.y == 20 - layout.logicalRect.y)
        }
    }
}

@Suite struct PangoSizingTests {
    let sizer = TagSizer(measurer: sharedMeasurer)

    @Test func aDefaultTagIsItsTextPlusPadding() throws {
        let size = try sizer.size(of: TextTag("Swift"), containerWidth: 343)
        #expect(size == Size(width: 34.3984375 + 14, height: 16.296875 + 8))
    }

    @Test func aMultiLineTagTakesTheHeightOfItsLines() throws {
        var style = TextTagStyle()
        style.numberOfLines = nil
        style.lineBreakMode = .wordWrap
        style.maxWidth = 74  // room 60, as in the wrap tests
        let size = try sizer.size(of: TextTag("Hello world again", style: style), containerWidth: 343)
        #expect(abs(size.height - (3 * 16.296875 + 8)) < 1e-9)
        #expect(size.width <= 74)
    }

    @Test func rowHeightsOfAListInOneCall() throws {
        var configuration = LayoutConfiguration()
        configuration.contentInset = Insets(all: 8)
        let rows = (0..<20).map { i in (0..<(i % 7 + 1)).map { TextTag("tag \($0 * 37)", id: TagID("\(i)-\($0)")) } }
        let heights = try TagLayout(configuration: configuration, sizer: sizer).sizes(ofRows: rows, width: 200).map(\.height)
        #expect(heights.count == 20)
        let single = 8 + 16.296875 + 8 + 8
        #expect(heights[0] == single)
        #expect(heights.allSatisfy { $0 >= single })
        #expect(heights == (try rows.map { try TagLayout(configuration: configuration, sizer: sizer).size(of: $0, width: 200).height }))
    }
}
