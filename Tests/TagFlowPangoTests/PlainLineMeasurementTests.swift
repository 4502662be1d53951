import Testing
import TagFlow
import TagFlowPango

/// A plain Latin line is measured from Pango's items and glyphs alone (`PlainLineMeasurement`);
/// its answer must be the reference's, a layout built for the request, on every text, font,
/// width, mode and size, and every other text must go to the reference.
@Suite struct PlainLineMeasurementTests {
    /// Printable Latin-1 pieces: what the fast path takes (kerning pairs, ligature candidates,
    /// accents, NBSP, the text-presentation ©/®, digits, punctuation, runs of spaces).
    static let latin = [
        "AV", "To", "Wa", "fi", "ffl", "Yo", "T.", "L'", "é", "ß", "ñ", "Ü", "ÿ", "\u{A0}", "©", "®", "×", "42", "1/2",
        "#", "*", "-", "!", "(a)", "\"q\"", "swift", "Kotlin", "  ", " ", "µ", "¿", "ª",
    ]
    /// Pieces that must send a text to the reference: other scripts, both directions, emoji, combining marks, a soft
    /// hyphen, controls, paragraph and tab characters.
    static let other = [
        "שלום", "مرحبا", "日本語", "한국", "😀", "☕", "👍🏽", "e\u{301}", "\u{AD}", "\u{85}", "\t", "\n", "\r", "\u{2028}", "\u{7F}",
        "\u{9F}", "Ā", "ǅ", "\u{200B}",
    ]

    static func text(_ generator: inout SeededGenerator, pieces: [String]) -> String {
        (0..<Int.random(in: 1...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    static func font(_ generator: inout SeededGenerator, families: [String]) -> TagFont {
        TagFont(
            family: families.randomElement(using: &generator)!, size: Double.random(in: 6...40, using: &generator).rounded(toPlaces: 2),
            weight: [.regular, .bold, .light].randomElement(using: &generator)!, italic: Bool.random(using: &generator))
    }

    /// Random requests on `measurer`: widths near the text's natural width (just under, on, just
    /// over, in 1/1024 pt), none, or far wider; every mode, line limit, line height and size.
    static func check(_ measurer: PangoTextMeasurer, families: [String], seed: UInt64, count: Int) throws -> (fast: Int, total: Int) {
        var generator = SeededGenerator(seed: seed)
        var fast = 0
        for i in 0..<count {
            let mixed = i % 4 == 3
            var text = text(&generator, pieces: latin)
            if mixed {
                let at = text.index(text.startIndex, offsetBy: Int.random(in: 0...text.count, using: &generator))
                text.insert(contentsOf: other.randomElement(using: &generator)!, at: at)
            }
            var r = TextMeasurementRequest(
                text: .plain(text), font: font(&generator, families: families),
                textSizeCategory: TextSizeCategory.allCases.randomElement(using: &generator)!,
                numberOfLines: [nil, 1, 2].randomElement(using: &generator)!,
                lineBreakMode: [.wordWrap, .charWrap, .truncateTail, .truncateHead, .truncateMiddle, .clip].randomElement(using: &generator)!,
                lineHeight: Bool.random(using: &generator) ? nil : Double.random(in: 8...60, using: &generator))
            let natural = try measurer.withLayout(for: r) { $0.measurement.width }
            let offset = [-2.0, -1, 0, 1, 2].randomElement(using: &generator)! / 1024
            r.maxWidth = [nil, natural + offset, natural + offset, natural * 2 + 1].randomElement(using: &generator)!
            if let width = r.maxWidth, width <= 0 { r.maxWidth = nil }
            let reference = try measurer.withLayout(for: r) { $0.measurement }
            let line = try measurer.plainLineMeasurement(r)
            if let line {
                fast += 1
                #expect(!mixed, "\(text.debugDescription) took the fast path")
                #expect(line == reference, "\(text.debugDescription) \(r.scaledFont) width \(String(describing: r.maxWidth)) \(r.lineBreakMode)")
            }
            #expect(try measurer.measure(r) == reference, "\(text.debugDescription) \(r.scaledFont) width \(String(describing: r.maxWidth))")
        }
        return (fast, count)
    }

    @Test func bundledFontsGiveTheReferencesAnswer() throws {
        let measurer = try PangoTextMeasurer(maximumIdleEngines: 1)
        let (fast, total) = try Self.check(
            measurer, families: ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"], seed: 0x39_0001, count: 1_500)
        // Most plain lines take the fast path (the rest are too wide for their width, or mixed).
        #expect(fast > total / 3, "\(fast) of \(total)")
    }

    @Test func systemFontsGiveTheReferencesAnswer() throws {
        let measurer = try PangoTextMeasurer(library: FontLibrary.system(), maximumIdleEngines: 1)
        let (fast, total) = try Self.check(
            measurer, families: ["sans-serif", "serif", "monospace", "Noto Sans", "DejaVu Sans"], seed: 0x39_0002, count: 1_000)
        #expect(fast > total / 3, "\(fast) of \(total)")
    }

    @Test func fittingIsDecidedToThePangoUnit() throws {
        let r = request("AVATAR Wave To", width: nil, lines: 1, mode: .truncateTail)
        let natural = try sharedMeasurer.withLayout(for: r) { $0.measurement }
        var fits = r
        fits.maxWidth = natural.width
        var tooNarrow = r
        tooNarrow.maxWidth = natural.width - 1.0 / 1024
        #expect(try sharedMeasurer.plainLineMeasurement(fits) == natural)
        #expect(try sharedMeasurer.plainLineMeasurement(tooNarrow) == nil)
        #expect(try sharedMeasurer.measure(tooNarrow).width < natural.width)  // the reference ellipsizes it
    }

    @Test func emptyRunsAndControlTextGoToTheReference() throws {
        let runs = TextMeasurementRequest(text: .runs([TextRun("plain")]), font: TagFont(size: 14))
        for r in [request(""), runs, request("a\tb"), request("caf\u{E9}\u{301}"), request("x\u{AD}y")] {
            #expect(try sharedMeasurer.plainLineMeasurement(r) == nil, "\(r.text)")
        }
        #expect(try sharedMeasurer.plainLineMeasurement(request("café ©")) != nil)
    }
}

private extension Double {
    func rounded(toPlaces places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (self * scale).rounded() / scale
    }
}
