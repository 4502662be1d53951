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
            rgb: UInt8(truncatingIfNeeded: rgb >> 16), UInt8(truncatingIfNeeded: rgb >> 8),
            UInt8(truncatingIfNeeded: rgb), alpha: alpha)
    }

    /// Creates a colour from components in 0…1, as `UIColor(red:green:blue:alpha:)` and Cairo take
    /// them: `TagColor(red: 0.2, green: 0.4, blue: 1.0)`. Values outside are clamped, as Cairo and
    /// CSS clamp them, and NaN counts as 0, so the result is always a valid colour.
    ///
    /// Write fractions with a point (`1.0`): a call whose components are all integers is read by
    /// the integer-component initializer and warns.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func byte(_ v: Double) -> UInt8 {
            guard v > 0 else { return 0 }  // also NaN
            return v >= 1 ? 255 : UInt8((v * 255).rounded())
        }
        self.init(rgb: byte(red), byte(green), byte(blue), alpha: byte(alpha))
    }

    /// Integer components say neither "fraction" nor "byte": `TagColor(red: 1, green: 0, blue: 0)`
    /// is UIKit's red and `TagColor(red: 52, green: 120, blue: 246)` CSS's blue. Both habits get
    /// the colour they mean — fractions when every component is 0 or 1, else bytes (clamped to
    /// 0…255) — and a warning that names the two spellings that say which.
    @available(
        *, deprecated,
        message: "integer components are read as fractions when every one is 0 or 1, else as bytes; say which: TagColor(red: 1.0, green: 0.0, blue: 0.0) for fractions in 0…1, TagColor(rgb: 255, 0, 0) for bytes 0…255"
    )
    public init(red: Int, green: Int, blue: Int, alpha: Int? = nil) {
        let given = [red, green, blue] + (alpha.map { [$0] } ?? [])
        if given.allSatisfy({ $0 == 0 || $0 == 1 }) {
            self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha ?? 1))
        } else {
            func byte(_ v: Int) -> UInt8 { UInt8(clamping: v) }
            self.init(rgb: byte(red), byte(green), byte(blue), alpha: alpha.map(byte) ?? 255)
        }
    }

    @available(*, unavailable, renamed: "init(rgb:_:_:alpha:)", message: "bytes 0…255 are TagColor(rgb: red, green, blue, alpha: alpha)")
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) { self = .clear }

    @available(*, unavailable, renamed: "init(red:green:blue:alpha:)")
    public init(redComponent: Double, greenComponent: Double, blueComponent: Double, opacity: Double = 1) { self = .clear }
}
