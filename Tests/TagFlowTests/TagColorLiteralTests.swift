import Testing
import TagFlow

/// Colours as UIKit code writes them: a hex number and components in 0…1, without `try`.
@Suite struct TagColorLiteralTests {
    @Test func aHexNumberReadsAsRedGreenBlue() {
        #expect(TagColor(hex: 0x3478F6) == TagColor(red: 0x34, green: 0x78, blue: 0xF6))
        #expect(TagColor(hex: 0x3478F6, alpha: 0x80).hexString == "#3478F680")
        #expect(TagColor(hex: 0xFF3478F6) == TagColor(hex: 0x3478F6))  // only the low 24 bits
    }

    @Test func fractionsReadAsUIColorComponents() {
        #expect(TagColor(red: 0.2, green: 0.4, blue: 1.0) == TagColor(red: 51, green: 102, blue: 255))
        #expect(TagColor(red: 1.0, green: 0, blue: 0, alpha: 0.5) == TagColor(red: 255, green: 0, blue: 0, alpha: 128))
        #expect(TagColor(red: 2.0, green: -1.0, blue: .nan) == TagColor(red: 255, green: 0, blue: 0))
    }

    @Test func integerLiteralsStillReadAsBytes() {
        let color = TagColor(red: 52, green: 120, blue: 246)
        #expect(color.hexString == "#3478F6")
    }
}
