import Testing
@testable import TagFlow

/// The shortcut of text validation: blocks it skips the property look-up for hold no combining
/// mark, so it counts marks in a row exactly as the look-up would.
@Suite(.tags(.sizing)) struct TextLimitScanTests {
    @Test func theBlocksWithoutCombiningMarksHaveNone() {
        var skipped = 0
        for value in UInt32(0x300)...0x1FFFF where TextLimitScan.holdsNoCombiningMark(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            skipped += 1
            if TextLimitScan.isCombiningMark(scalar) {
                Issue.record("U+\(String(value, radix: 16, uppercase: true)) is a combining mark")
            }
        }
        #expect(skipped > 40_000)
    }

    @Test func marksAfterSkippedCharactersStillCount() {
        var scan = TextLimitScan()
        #expect(scan.add("東" + String(repeating: "\u{301}", count: 30)) == nil)
        var over = TextLimitScan()
        #expect(over.add("東" + String(repeating: "\u{301}", count: 31))?.contains("31 combining marks in a row") == true)
        var reset = TextLimitScan()
        #expect(reset.add(String(repeating: "\u{301}", count: 20) + "한" + String(repeating: "\u{301}", count: 20)) == nil)
        #expect(reset.length == 41)
    }
}
