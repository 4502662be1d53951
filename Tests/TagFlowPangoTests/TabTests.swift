import Testing
import TagFlow
import TagFlowPango

/// Tabs measure and draw as a browser's canvas measures them: as spaces.
@Suite struct TabTests {
    @Test func aTabMeasuresAsASpaceSoTheWidthLimitHolds() throws {
        // Eight tabs at 40 pt measured 227 pt wide and the drawn tag lost its first line.
        let tabs = try sharedMeasurer.measure(request("a\t\t\t\t\t\t\t\tb", width: 40))
        let spaces = try sharedMeasurer.measure(request("a        b", width: 40))
        #expect(tabs == spaces)
        #expect(tabs.width <= 40)
        #expect(try sharedMeasurer.measure(request("a\tb")) == (try sharedMeasurer.measure(request("a b"))))
        // What is drawn is what was measured: every line fits, the first one holds the "a".
        let lines = try sharedMeasurer.withLayout(for: request("a\t\t\t\t\t\t\t\tb", width: 40)) { layout in
            (layout.lineWidths, layout.lineTexts)
        }
        #expect(lines.0.allSatisfy { $0 <= 40 })
        #expect(lines.1.first?.hasPrefix("a") == true)
    }
}
