/// Colours as UIKit code writes them: a hex number literal and components in 0…1, neither of
/// which can fail, so neither throws.
extension TagColor {
    /// Creates an opaque colour from a number written `0xRRGGBB`: `TagColor(hex: 0x3478F6)`.
    ///
    /// Only the lowest 24 bits are read (two hex digits each for red, green and blue); give the
    /// opacity with `alpha`. For `"#RRGGBB"` strings read at run time, use `init(hex:)` with a
    /// `String`, which throws on a malformed one.
    public init(hex rgb: UInt32, alpha: UInt8 = 255) {
        self.init(
            red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
            blue: UInt8(truncatingIfNeeded: rgb), alpha: alpha)
    }

    /// Creates a colour from components in 0…1, as `UIColor(red:green:blue:alpha:)` takes them:
    /// `TagColor(red: 0.2, green: 0.4, blue: 1.0)`. Values outside are clamped and NaN counts as 0.
    ///
    /// Integer literals choose the 0…255 initializer (`TagColor(red: 52, green: 120, blue: 246)`);
    /// a fraction anywhere among the arguments chooses this one. Write `1.0`, not `1`, for a full
    /// component here.
    @_disfavoredOverload
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(redComponent: red, greenComponent: green, blueComponent: blue, opacity: alpha)
    }
}
