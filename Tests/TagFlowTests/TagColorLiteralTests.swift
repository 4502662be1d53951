import Testing
import TagFlow

/// Colours as UIKit code writes them: a hex number and components in 0…1, without `try`.
@Suite struct TagColorLiteralTests {
    @Test func aHexNumberReadsAsRedGreenBlue() {
        #expect(TagColor(hex: 0x3478F6) == TagColor(rgb: 0x34, 0x78, 0xF6))
        #expect(TagColor(hex: 0x3478F6, alpha: 0x80).hexString == "#3478F680")
        #expect(TagColor(hex: 0xFF3478F6) == TagColor(hex: 0x3478F6))  // only the low 24 bits
    }

    @Test func fractionsReadAsUIColorComponents() {
        #expect(TagColor(red: 0.2, green: 0.4, blue: 1.0) == TagColor(rgb: 51, 102, 255))
        #expect(TagColor(red: 1.0, green: 0, blue: 0, alpha: 0.5) == TagColor(rgb: 255, 0, 0, alpha: 128))
        #expect(TagColor(red: 2.0, green: -1.0, blue: .nan) == TagColor(rgb: 255, 0, 0))
    }

    @Test func bytesReadAsCSSWritesThem() {
        #expect(TagColor(rgb: 52, 120, 246).hexString == "#3478F6")
        #expect(TagColor(rgb: 52, 120, 246, alpha: 128).hexString == "#3478F680")
    }

    /// Integer components (which warn) give the colour each habit means: UIKit's 1/0 fractions,
    /// CSS's bytes.
    @available(*, deprecated, message: "calls the integer-component initializer on purpose")
    @Test func integerComponentsReadAsTheHabitMeans() {
        #expect(TagColor(red: 1, green: 0, blue: 0) == TagColor(rgb: 255, 0, 0))
        #expect(TagColor(red: 1, green: 1, blue: 1, alpha: 0) == TagColor(rgb: 255, 255, 255, alpha: 0))
        #expect(TagColor(red: 0, green: 0, blue: 0) == .black)
        #expect(TagColor(red: 52, green: 120, blue: 246) == TagColor(rgb: 52, 120, 246))
        #expect(TagColor(red: 52, green: 120, blue: 246, alpha: 1) == TagColor(rgb: 52, 120, 246, alpha: 1))
        #expect(TagColor(red: 300, green: -4, blue: 1) == TagColor(rgb: 255, 0, 1))
    }
}
