import Testing
import TagFlow
import TagFlowPango
import TagFlowRendering

/// Text the engine is given as a browser's canvas measures it: U+0000 is nothing (never the end
/// of the text), U+000B and U+000C are spaces and U+0085 nothing, and in a one-line tag U+2028 and
/// U+2029 are spaces; with more lines they end a line as a line feed does. What is drawn is what
/// was measured.
@Suite struct EngineTextTests {
    /// What each character is given as, in a one-line tag.
    static let oneLine: [(String, String)] = [
        ("ab\u{0}cd", "abcd"), ("\u{0}abcd\u{0}", "abcd"), ("Hello\u{2028}World", "Hello World"),
        ("Hello\u{2029}World", "Hello World"), ("Hello\u{B}World", "Hello World"), ("Hello\u{C}World", "Hello World"),
        ("Hello\u{85}World", "HelloWorld"), ("a\u{0}\u{2028}\u{85}b", "a b"),
    ]

    /// The picture of a one-tag scene of `text` at `frame` (centred, as tags are).
    static func picture(_ text: String, lines: Int = 1, frame: Rect = Rect(x: 0, y: 0, width: 160, height: 60)) throws -> [UInt8] {
        var style = plainStyle()
        style.numberOfLines = lines == 0 ? nil : lines
        style.textAlignment = .center
        let scene = try singleTagScene(TextTag(text, style: style), frame: frame, size: frame.size)
        return try exactCanvasRenderer.bytes(scene, format: .png(scale: 2))
    }

    @Test(arguments: EngineTextTests.oneLine)
    func aOneLineTagMeasuresAndDrawsAsItsCanvasText(text: String, given: String) throws {
        #expect(try sharedMeasurer.measure(request(text, lines: 1)) == (try sharedMeasurer.measure(request(given, lines: 1))))
        #expect(try Self.picture(text) == (try Self.picture(given)))
    }

    @Test func aNULNeverEndsTheTextAndNeverChangesAnotherTextsAnswer() throws {
        // Through one cache, as a batch measures: each text has its own answer.
        let sizer = TagSizer(measurer: sharedMeasurer, cache: MeasurementCache())
        for (text, given) in [("ab\u{0}cd", "abcd"), ("ab\u{0}xy", "abxy"), ("ab\u{0}", "ab"), ("ab\u{0}cd", "abcd")] {
            #expect(try sizer.measure(request(text)) == (try sharedMeasurer.measure(request(given))), "\(text.debugDescription)")
        }
        // In runs, across a line limit, wrapped: the text after a NUL is laid out.
        let runs = TextMeasurementRequest(text: .runs([TextRun("ab\u{0}"), TextRun("c\u{0}d", font: TagFont(size: 20))]))
        let plainRuns = TextMeasurementRequest(text: .runs([TextRun("ab"), TextRun("cd", font: TagFont(size: 20))]))
        #expect(try sharedMeasurer.measure(runs) == (try sharedMeasurer.measure(plainRuns)))
        let wrapped = request("one\u{0} two\u{0} three", width: 40, lines: 2, mode: .truncateTail)
        #expect(try sharedMeasurer.lineTexts(for: wrapped) == (try sharedMeasurer.lineTexts(for: request("one two three", width: 40, lines: 2, mode: .truncateTail))))
    }

    @Test func withMoreLinesTheSeparatorsBreakLinesAsTheyAreDrawn() throws {
        for separator in ["\u{2028}", "\u{2029}"] {
            let text = ["one", "two", "three"].joined(separator: separator)
            for lines in [0, 2] {
                let limit = lines == 0 ? nil : lines
                let measured = try sharedMeasurer.measure(request(text, lines: limit))
                #expect(measured.lineCount == (lines == 0 ? 3 : 2))
                #expect(try sharedMeasurer.lineTexts(for: request(text, lines: limit)) == Array(["one", "two", "three"].prefix(measured.lineCount)))
                #expect(try Self.picture(text, lines: lines, frame: Rect(x: 0, y: 0, width: 120, height: 70))
                    == (try Self.picture("one\ntwo\nthree", lines: lines, frame: Rect(x: 0, y: 0, width: 120, height: 70))))
            }
        }
    }

    @Test func theDrawnLayoutIsTheMeasuredOne() throws {
        // Every mix of the characters, line limits, modes and alignments: the layout a renderer
        // draws in the room it is given reports what the sizer measured, through the cache
        // (which answers from the unlimited measurement when the text fits the room).
        var random = SeededGenerator(seed: 4)
        let pieces = ["one", " ", "\u{0}", "\u{2028}", "\u{2029}", "\u{B}", "\u{C}", "\u{85}", "\n", "\t", "wörld", "東京"]
        let sizer = TagSizer(measurer: sharedMeasurer, cache: MeasurementCache())
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let lines = [1, 2, 0].randomElement(using: &random)!
            let mode = [TextTagStyle.LineBreakMode.truncateTail, .truncateMiddle, .wordWrap, .clip].randomElement(using: &random)!
            let r = request(text, width: [30.0, 200.0].randomElement(using: &random)!, lines: lines == 0 ? nil : lines, mode: mode)
            let alignment = [TextTagStyle.TextAlignment.natural, .left, .center, .right].randomElement(using: &random)!
            let drawn = try sharedMeasurer.withLayout(for: r, alignment: alignment) { $0.measurement }
            #expect(drawn == (try sizer.measure(r)), "\(text.debugDescription), \(lines) lines, \(mode), \(alignment)")
        }
    }
}

/// The same widths in a browser's canvas (`measureText`), where Chromium is installed.
@Suite(.enabled(if: chromiumPath != nil, noChromiumReason))
struct EngineTextBrowserTests {
    @Test func canvasMeasureTextAgrees() throws {
        let cases = EngineTextTests.oneLine.map { ("DejaVuSans.ttf", 14.0, $0.0) }
        let browser = try chromeWidths(cases)
        #expect(browser.count == cases.count)
        for (i, c) in cases.enumerated() where i < browser.count {
            let measured = try sharedMeasurer.measure(request(c.2, lines: 1)).width
            #expect(abs(measured - browser[i]) <= layoutUnit, "\(c.2.debugDescription): Pango \(measured), Chromium \(browser[i])")
        }
    }
}
