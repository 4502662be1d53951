import Testing
import TagFlow

/// Messages stay one short line whatever the value they are about.
@Suite struct MessageTests {
    @Test func messagesQuoteAtMostFortyCharactersOfAValue() {
        let huge = String(repeating: "y", count: 1 << 20)
        let message = TagFlowError(.invalidText(huge, problem: "it is long")).description
        #expect(message == "\"" + String(repeating: "y", count: 40) + "…\" is not allowed; it is long")
        let family = TagFlowError(TagFlowError.MeasurementReason.unknownFontFamily(huge, available: ["DejaVu Sans"])).description
        #expect(family.utf8.count < 120)
        // Short values are quoted whole, as before.
        #expect(TagFlowError(TagFlowError.ColorReason.invalidColor("red", problem: "it must start with \"#\"")).description
            == "\"red\" is not a colour: it must start with \"#\"; use \"#RRGGBB\" or \"#RRGGBBAA\"")
    }
}
