import Testing
import TagFlow

/// What text and fonts a tag may hold: the limits that keep a measurement cheap and inside what
/// the text engine can represent, each refused at the value's path with the limit in its words.
@Suite(.tags(.sizing)) struct TextLimitTests {
    let sizer = TagSizer(measurer: FakeMeasurer(), cache: nil)

    /// The error sizing `text` in the default style, or `nil` when it is sized.
    func refusal(_ text: TagText, category: TextSizeCategory = .large, style: TextTagStyle = TextTagStyle()) -> TagFlowError? {
        var sizer = self.sizer
        sizer.textSizeCategory = category
        return thrownError { () throws(TagFlowError) in try sizer.size(of: .text(text), style: style, containerWidth: 300) }
    }

    static func scalar(_ value: UInt32) -> String { String(Character(Unicode.Scalar(value)!)) }

    @Test func aTextMayHoldFiveThousandCharacters() {
        #expect(refusal(.plain(String(repeating: "é", count: 5_000))) == nil)
        let long = refusal(.plain(String(repeating: "x", count: 5_001)))
        #expect(long?.path == ["content", "text"])
        #expect(long?.description == "content.text: \"" + String(repeating: "x", count: 40) + "…\" is not allowed; it holds 5001 "
            + "characters; a text may hold at most 5000 characters (Unicode scalars)")
        // Runs count together.
        let runs = refusal(.runs([TextRun(String(repeating: "a", count: 2_500)), TextRun(String(repeating: "b", count: 2_501))]))
        #expect(runs?.path == ["content", "text", "runs"])
        #expect(runs?.description.hasSuffix("its runs hold 5001 characters together; a text may hold at most 5000 characters (Unicode scalars)") == true)
    }

    @Test func aTextMayHaveAThousandRuns() {
        #expect(refusal(.runs(Array(repeating: TextRun("a"), count: 1_000))) == nil)
        let many = refusal(.runs(Array(repeating: TextRun("a"), count: 1_001)))
        #expect(many == TagFlowError(.invalidCount(1_001, allowed: "at most 1000 runs in one text"), at: ["content", "text", "runs"]))
    }

    @Test func thirtyCombiningMarksMayFollowOneAnother() {
        let acute = "\u{301}"
        #expect(refusal(.plain("a" + String(repeating: acute, count: 30))) == nil)
        #expect(refusal(.plain(String(repeating: "a" + String(repeating: acute, count: 30), count: 50))) == nil)
        let zalgo = refusal(.plain("a" + String(repeating: acute, count: 31)))
        #expect(zalgo?.path == ["content", "text"])
        #expect(zalgo?.description.hasSuffix(
            "character 32 makes 31 combining marks in a row; at most 30 may follow one another (the Unicode stream-safe text format)") == true)
        // Marks of combining class 0 count too (Thai vowel signs, variation selectors) …
        #expect(refusal(.plain("\u{E01}" + String(repeating: "\u{E31}", count: 31))) != nil)
        #expect(refusal(.plain("a" + String(repeating: "\u{FE0F}", count: 31))) != nil)
        // … and runs continue one another's marks: the 31st is refused where it is.
        let split = refusal(.runs([TextRun("a" + String(repeating: acute, count: 20)), TextRun(String(repeating: acute, count: 11))]))
        #expect(split?.path == ["content", "text", "runs", 1, "text"])
        #expect(split?.description.contains("character 11 makes 31 combining marks in a row") == true)
        // A joiner is not a mark.
        #expect(refusal(.plain("a" + String(repeating: acute + "\u{200D}", count: 100))) == nil)
    }

    @Test(arguments: [0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF] as [UInt32])
    func noncharactersAreRefused(_ value: UInt32) {
        let refused = refusal(.plain("ab" + Self.scalar(value)))
        #expect(refused?.path == ["content", "text"])
        let name = "U+" + String(value, radix: 16, uppercase: true)
        #expect(refused?.description.contains("character 3 is \(name), a noncharacter") == true)
        let inRun = refusal(.runs([TextRun("x"), TextRun(Self.scalar(value))]))
        #expect(inRun?.path == ["content", "text", "runs", 1, "text"])
    }

    @Test(arguments: [0xFDCF, 0xFDF0, 0xFFFD, 0xFFEE, 0x1FFFD, 0x10FFFD, 0xE000] as [UInt32])
    func theirNeighboursAreText(_ value: UInt32) {
        #expect(refusal(.plain("ab" + Self.scalar(value))) == nil)
    }

    @Test func fontSizesStopAtTenThousandPointsAfterScaling() {
        var style = TextTagStyle()
        style.font.size = 10_000
        #expect(refusal("W", style: style) == nil)
        style.font.size = 10_001
        #expect(refusal("W", style: style) == TagFlowError(.invalidNumber(10_001, allowed: "within 0.1 … 10000 (points)"), at: ["style", "font", "size"]))
        style.font.size = 0.099
        #expect(refusal("W", style: style)?.path == ["style", "font", "size"])
        style.font.size = 0.1
        #expect(refusal("W", style: style) == nil)
        // Dynamic Type scales 5000 pt to 15 588 pt at the largest category.
        style.font.size = 5_000
        let scaled = refusal("W", category: .accessibilityExtraExtraExtraLarge, style: style)
        #expect(scaled?.path == ["style", "font", "size"])
        #expect(scaled?.description == "style.font.size: 5000 is not allowed; it must be at most 3207.54 at text size category "
            + "accessibilityExtraExtraExtraLarge, which scales it to 15588.24 pt; fonts must be within 0.1 … 10000 pt after scaling")
        #expect(refusal("W", category: .large, style: style) == nil)
        // A run's font, scaled, at the run.
        let run = refusal(.runs([TextRun("a", font: TagFont(size: 4_000))]), category: .accessibilityExtraExtraExtraLarge)
        #expect(run?.path == ["content", "text", "runs", 0, "font", "size"])
        // The request says so itself, for any measurer.
        let request = TextMeasurementRequest(text: "W", font: TagFont(size: 5_000), textSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(thrownError { () throws(TagFlowError) in try request.validate() }?.path == ["font", "size"])
    }
}
