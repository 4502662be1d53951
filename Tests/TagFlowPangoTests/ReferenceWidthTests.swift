import Foundation
import Testing
import TagFlow
import TagFlowPango

/// Widths established without Pango: the glyph advances (hmtx) plus the GPOS pair kerning of each
/// DejaVu file, added up by fontTools (Tests/References/reference_widths.py), and the line height
/// (hhea ascent + descent). Columns: font file, size, text, width, height.
let referenceWidths: [(String, Double, String, Double, Double)] = [
    ("DejaVuSans.ttf", 14, "Swift", 34.3984375, 16.296875),
    ("DejaVuSans.ttf", 14, "Hello, world", 82.93359375, 16.296875),
    ("DejaVuSans.ttf", 14, "AVATAR Wave To", 114.6865234375, 16.296875),
    ("DejaVuSans.ttf", 17, "Typography & Layout", 180.66650390625, 19.7890625),
    ("DejaVuSans.ttf", 12, "Kotlin, Rust, Go", 91.8515625, 13.96875),
    ("DejaVuSans-Bold.ttf", 14, "Swift", 40.5986328125, 16.296875),
    ("DejaVuSans-Bold.ttf", 16, "VAT Yoga", 82.28125, 18.625),
    ("DejaVuSans-Oblique.ttf", 15, "Wave Tokyo", 89.30419921875, 17.4609375),
    ("DejaVuSans-BoldOblique.ttf", 13, "Pay WAY", 61.927734375, 15.1328125),
    ("DejaVuSansMono.ttf", 14, "monospace 123", 109.5732421875, 16.296875),
    ("DejaVuSansMono-Bold.ttf", 11, "AVA mono", 52.98046875, 12.8046875),
    ("DejaVuSerif.ttf", 14, "Serif AWAY", 80.6982421875, 16.296875),
    ("DejaVuSerif-Bold.ttf", 18, "Bold Serif To", 131.02734375, 21.146484375),
    ("DejaVuSerif-Italic.ttf", 20, "Italic Yv", 82.71484375, 23.28125),
    ("DejaVuSans.ttf", 23.5, "Größe 42 Zürich", 190.834228515625, 27.35546875),
]

@Suite struct ReferenceWidthTests {
    @Test(arguments: referenceWidths.indices)
    func widthsMatchTheFontFilesOwnMetrics(row: Int) throws {
        let (file, size, text, width, height) = referenceWidths[row]
        let measured = try sharedMeasurer.measure(request(text, font(forFile: file, size: size)))
        #expect(abs(measured.width - width) <= layoutUnit, "\(file) \(size) \"\(text)\": \(measured.width) vs \(width)")
        #expect(abs(measured.height - height) <= layoutUnit, "\(file) \(size) \"\(text)\": \(measured.height) vs \(height)")
        #expect(measured.lineCount == 1)
    }

    @Test func theDesignExampleSize() throws {
        // The documented example: "Swift" in DejaVu Sans 14 measures 34.3984 × 16.2969, its
        // baseline at the font's ascent (1901 / 2048 × 14).
        let m = try sharedMeasurer.measure(request("Swift"))
        #expect(m == TextMeasurement(width: 34.3984375, height: 16.296875, lineCount: 1, firstBaseline: 12.9951171875))
    }
}

/// A browser's canvas `measureText` is the gold standard (Pango must agree with it within 1/64 px, a browser's own layout unit).
/// Runs only where Chromium is installed (`apt-get install chromium`).
@Suite(.enabled(if: chromiumPath != nil, noChromiumReason))
struct BrowserComparisonTests {
    /// Extra strings beyond the reference table: an ellipsised line as shown, punctuation, digits.
    static let extra: [(String, Double, String)] = [
        ("DejaVuSans.ttf", 14, "Hello …"),
        ("DejaVuSans.ttf", 14, "Hel…ain"),
        ("DejaVuSans.ttf", 14, "… again"),
        ("DejaVuSans.ttf", 13, "#tags, (chips) & [labels]: 1234567890!"),
        ("DejaVuSans-Bold.ttf", 21.25, "AWAY Tokyo LTA"),
        ("DejaVuSerif.ttf", 9, "small serif text, Vw."),
    ]

    @Test func canvasMeasureTextAgrees() throws {
        let cases = referenceWidths.map { ($0.0, $0.1, $0.2) } + Self.extra
        let browser = try chromeWidths(cases)
        #expect(browser.count == cases.count)
        for (i, (file, size, text)) in cases.enumerated() where i < browser.count {
            let measured = try sharedMeasurer.measure(request(text, font(forFile: file, size: size)))
            #expect(abs(measured.width - browser[i]) <= layoutUnit,
                    "\(file) \(size) \"\(text)\": Pango \(measured.width), Chromium \(browser[i])")
        }
    }

    /// Chromium rounds a font's ascent to whole pixels for its line boxes (9 px DejaVu Sans:
    /// 8.354 → 8); the measurer keeps Pango's unrounded baseline, which is where the text is
    /// drawn. So Chromium's baseline is the measurer's, rounded.
    @Test func firstBaselinesAreChromiumsBeforeItRoundsThem() throws {
        let files = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSansMono.ttf"]
        let cases: [(String, Double, String)] = files.flatMap { file in [9.0, 14, 17.5, 31].map { (file, $0, "Swift Ag") } }
        let browser = try chromeBaselines(cases)
        #expect(browser.count == cases.count)
        for (i, (file, size, text)) in cases.enumerated() where i < browser.count {
            let measured = try sharedMeasurer.measure(request(text, font(forFile: file, size: size)))
            let baseline = try #require(measured.firstBaseline)
            #expect(abs(baseline.rounded() - browser[i]) <= layoutUnit, "\(file) \(size): Pango \(baseline), Chromium \(browser[i])")
            #expect(abs(baseline - browser[i]) <= 0.5)
        }
    }

    @Test func ellipsisedLinesReportWhatIsShown() throws {
        // The width of a truncated line is the browser's width of the text it shows.
        var cases: [(String, Double, String)] = []
        var widths: [Double] = []
        for mode in [TextTagStyle.LineBreakMode.truncateHead, .truncateMiddle, .truncateTail] {
            let r = request("Hello world again", width: 60, lines: 1, mode: mode)
            cases.append(("DejaVuSans.ttf", 14, try sharedMeasurer.lineTexts(for: r)[0]))
            widths.append(try sharedMeasurer.measure(r).width)
        }
        let browser = try chromeWidths(cases)
        for i in cases.indices where i < browser.count {
            #expect(abs(widths[i] - browser[i]) <= layoutUnit, "\(cases[i].2): \(widths[i]) vs \(browser[i])")
        }
    }
}

/// Where Chromium puts the first baseline of each (font file, size, text) below the top of its
/// line box (`line-height: normal`): the top of an empty inline block on the baseline, in a
/// block of the text.
func chromeBaselines(_ cases: [(String, Double, String)]) throws -> [Double] {
    try chromeRows(cases, measure: """
        const block = document.createElement('div');
        block.style.cssText = 'position:absolute;white-space:pre;line-height:normal;font:' + size + 'px F' + f;
        block.textContent = text;
        const mark = document.createElement('span');
        mark.style.cssText = 'display:inline-block;height:0;width:0;vertical-align:baseline';
        block.appendChild(mark);
        document.body.appendChild(block);
        const baseline = mark.getBoundingClientRect().top - block.getBoundingClientRect().top;
        block.remove();
        return baseline;
        """)
}

/// Measures each (font file, size, text) with Chromium's canvas `measureText`.
func chromeWidths(_ cases: [(String, Double, String)]) throws -> [Double] {
    try chromeRows(cases, measure: """
        const c = document.createElement('canvas').getContext('2d');
        c.font = size + 'px F' + f;
        return c.measureText(text).width;
        """)
}

/// One number per (font file, size, text) from `measure`, a JavaScript function body of `f`
/// (the face's number: its family is `'F' + f`), `size` and `text`, run in a headless Chromium
/// with the shipped font files loaded by `@font-face`.
func chromeRows(_ cases: [(String, Double, String)], measure: String) throws -> [Double] {
    guard let fonts = FontLibrary.bundledFontDirectory else { return [] }
    let files = Array(Set(cases.map(\.0))).sorted()
    let faces = files.enumerated().map { i, f in "new FontFace('F\(i)', 'url(file://\(fonts)/\(f))')" }.joined(separator: ",")
    let rows = cases.map { c in "['\(files.firstIndex(of: c.0)!)', \(c.1), \(javaScriptString(c.2))]" }.joined(separator: ",")
    let script = """
        const faces = [\(faces)];
        Promise.all(faces.map(f => f.load())).then(loaded => {
          loaded.forEach(f => document.fonts.add(f));
          report([\(rows)].map(([f, size, text]) => { \(measure) }));
        }).catch(e => { document.getElementById('out').textContent = 'ERROR ' + e; });
        """
    return try chromiumMeasurements(script: script)
}
