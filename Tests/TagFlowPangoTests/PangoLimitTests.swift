import Testing
import TagFlow
import TagFlowPango

/// Pango keeps sizes in 1/1024 pt in 32-bit integers: what does not fit is refused, never
/// returned wrapped around.
@Suite struct PangoLimitTests {
    @Test func aFontPastTenThousandPointsIsRefusedNotMeasuredAsZero() {
        // 36 "W" at 60 000 pt used to measure 0 pt wide; 2 097 151 pt gave a negative height.
        for size in [60_000.0, 2_097_151] {
            let error = thrownError { () throws(TagFlowError) in try sharedMeasurer.measure(request(String(repeating: "W", count: 36), TagFont(size: size))) }
            #expect(error?.path == ["font", "size"], "\(size)")
        }
        let scaled = thrownError { () throws(TagFlowError) in
            try sharedMeasurer.measure(request("W", TagFont(size: 5_000), category: .accessibilityExtraExtraExtraLarge))
        }
        #expect(scaled?.path == ["font", "size"])
    }

    @Test func aLineWiderThanPangoCanHoldIsRefused() throws {
        // 300 "W" at the largest font are about 2.9 million points: past Pango's 2 097 151.
        let wide = request(String(repeating: "W", count: 300), TagFont(size: 10_000))
        let error = thrownError { () throws(TagFlowError) in try sharedMeasurer.measure(wide) }
        #expect(error?.path == ["text"])
        #expect(error?.description.contains("pt wide, more than the 2097151 pt the text engine can measure") == true)
        // Drawing lays the same text out, and refuses it the same way.
        #expect(throws: TagFlowError.self) { try sharedMeasurer.withLayout(for: wide) { _ in } }
        // Wrapped to a width it fits, and is measured.
        let wrapped = try sharedMeasurer.measure(request(String(repeating: "W ", count: 30), TagFont(size: 10_000), width: 30_000))
        #expect(wrapped.width > 0 && wrapped.width <= 30_000 && wrapped.lineCount > 1)
    }

    @Test func linesTallerTogetherThanPangoCanHoldAreRefused() {
        // 200 lines of 10 000 pt text are about 2.3 million points high.
        let tall = request(String(repeating: "W\n", count: 200), TagFont(size: 10_000))
        let error = thrownError { () throws(TagFlowError) in try sharedMeasurer.measure(tall) }
        #expect(error?.path == ["text"])
        #expect(error?.description.contains("pt high together") == true)
    }
}
