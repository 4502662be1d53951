import Testing
import TagFlow
import TagFlowPango

/// Which text lands on which line, the ellipsis, and the real width.
@Suite struct WrapAndTruncationTests {
    let m = sharedMeasurer
    let lineHeight = 16.296875  // DejaVu Sans 14: (1901 + 483) / 2048 × 14
    let baseline = 12.9951171875  // its ascent, 1901 / 2048 × 14

    func width(_ text: String, _ font: TagFont = TagFont(size: 14)) throws -> Double {
        try m.measure(request(text, font)).width
    }

    func trimmed(_ lines: [String]) -> [String] {
        lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    }

    @Test func wordWrapBreaksBetweenWords() throws {
        let r = request("Hello world again", width: 60)
        #expect(trimmed(try m.lineTexts(for: r)) == ["Hello", "world", "again"])
        let measured = try m.measure(r)
        #expect(measured.lineCount == 3)
        #expect(abs(measured.height - 3 * lineHeight) < 1e-9)
        // The widest line, its trailing space not counted.
        #expect(measured.width == max(try width("Hello"), try width("world"), try width("again")))
    }

    @Test func aWordLongerThanALineBreaksBetweenCharactersWithoutAHyphen() throws {
        let r = request("Supercalifragilistic", width: 50)
        let lines = try m.lineTexts(for: r)
        #expect(lines.count > 1)
        #expect(lines.joined() == "Supercalifragilistic")  // nothing inserted: no hyphen
        for line in lines { #expect(try width(line) <= 50) }
        #expect(try m.measure(r).width <= 50)
    }

    @Test func charWrapBreaksAnywhere() throws {
        // "Swift Ko" fits in 60 pt; word wrap moves all of "Kotlin" down, char wrap does not.
        #expect(try width("Swift Ko") < 60)
        #expect(trimmed(try m.lineTexts(for: request("Swift Kotlin", width: 60, mode: .wordWrap))) == ["Swift", "Kotlin"])
        let char = try m.lineTexts(for: request("Swift Kotlin", width: 60, mode: .charWrap))
        #expect(char.count == 2)
        #expect(char[0].hasPrefix("Swift Ko"))
        #expect(char.joined() == "Swift Kotlin")
    }

    @Test func theLineLimitKeepsTheFirstLines() throws {
        let r = request("Hello world again", width: 60, lines: 2)
        #expect(try m.lineTexts(for: r) == ["Hello ", "world"])
        let measured = try m.measure(r)
        #expect(measured.lineCount == 2)
        #expect(abs(measured.height - 2 * lineHeight) < 1e-9)
        #expect(measured.width == max(try width("Hello"), try width("world")))
        // Paragraphs count as lines too.
        #expect(try m.lineTexts(for: request("one\ntwo\nthree", lines: 2)) == ["one", "two"])
    }

    @Test(arguments: [
        (TextTagStyle.LineBreakMode.truncateTail, "Hello …"), (.truncateHead, "… again"), (.truncateMiddle, "Hel…ain"),
    ])
    func truncationShowsAnEllipsisAndReportsItsRealWidth(mode: TextTagStyle.LineBreakMode, shown: String) throws {
        let r = request("Hello world again", width: 60, lines: 1, mode: mode)
        #expect(try m.lineTexts(for: r) == [shown])
        let measured = try m.measure(r)
        #expect(measured.lineCount == 1)
        // Not the goal width: the width of what is shown.
        #expect(measured.width < 60)
        #expect(abs(measured.width - (try width(shown))) <= layoutUnit)
        try m.withLayout(for: r) { layout in
            #expect(layout.isEllipsized)
            #expect(layout.measurement == measured)
        }
    }

    @Test func multiLineTruncationEllipsisesTheLastLine() throws {
        let r = request("Hello world again and again", width: 60, lines: 2, mode: .truncateTail)
        #expect(try m.lineTexts(for: r) == ["Hello ", "world …"])
        let measured = try m.measure(r)
        #expect(measured.lineCount == 2)
        #expect(abs(measured.width - (try width("world …"))) <= layoutUnit)
    }

    @Test func textThatFitsIsNotTruncated() throws {
        let r = request("Swift", width: 60, lines: 1, mode: .truncateTail)
        #expect(try m.lineTexts(for: r) == ["Swift"])
        #expect(try m.measure(r).width == 34.3984375)
        #expect(try m.measure(request("Hello world again", lines: nil, mode: .truncateTail)).lineCount == 1)
    }

    @Test func clipKeepsOneLineCutAtTheWidth() throws {
        let r = request("Hello world", width: 40, lines: 1, mode: .clip)
        #expect(try m.lineTexts(for: r) == ["Hello world"])
        #expect(try m.measure(r) == TextMeasurement(width: 40, height: lineHeight, lineCount: 1, firstBaseline: baseline))
        try m.withLayout(for: r) { #expect($0.clipWidth == 40) }
        #expect(try m.measure(request("Hi", width: 40, mode: .clip)).width == (try width("Hi")))
    }

    @Test func emptyTextIsOneEmptyLine() throws {
        #expect(try m.measure(request("")) == TextMeasurement(width: 0, height: lineHeight, lineCount: 1, firstBaseline: baseline))
    }
}
