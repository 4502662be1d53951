/// An sRGB colour with 8-bit components and straight (not premultiplied) alpha.
///
/// Components are stored as bytes so that a colour read from `"#RRGGBBAA"` writes back the same
/// string, hashes exactly and can never hold a NaN.
public struct TagColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…255.
    public var red: UInt8
    /// The green component, 0…255.
    public var green: UInt8
    /// The blue component, 0…255.
    public var blue: UInt8
    /// The opacity, 0 (transparent) … 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from bytes 0…255, as CSS's `rgb(52 120 246)` writes them:
    /// `TagColor(rgb: 52, 120, 246)`. For components in 0…1, as UIKit takes them, see
    /// `TagColor(red: 0.2, green: 0.4, blue: 1.0)`.
    public init(rgb red: UInt8, _ green: UInt8, _ blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Reads `"#RRGGBB"` or `"#RRGGBBAA"` (hex digits in either case; the `#` is required).
    ///
    /// - Throws: `TagFlowError` with reason `.invalidColor`, naming the string and what is wrong
    ///   with it (the caller puts the string's place in front of the path).
    public init(hex string: String) throws(TagFlowError) {
        let utf8 = Array(string.utf8)
        guard utf8.first == UInt8(ascii: "#") else {
            throw TagFlowError(TagFlowError.ColorReason.invalidColor(string, problem: "it must start with \"#\""))
        }
        let digits = utf8.dropFirst()
        guard digits.count == 6 || digits.count == 8 else {
            throw TagFlowError(TagFlowError.ColorReason.invalidColor(string, problem: "it has \(digits.count) digits after \"#\", not 6 or 8"))
        }
        var bytes: [UInt8] = []
        var high: UInt8? = nil
        for c in digits {
            let nibble: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = c - UInt8(ascii: "A") + 10
            default:
                throw TagFlowError(
                    TagFlowError.ColorReason.invalidColor(string, problem: "\(quoted(String(decoding: [c], as: UTF8.self))) is not a hex digit"))
            }
            if let h = high {
                bytes.append(h << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        self.init(rgb: bytes[0], bytes[1], bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }

    /// The colour as `"#RRGGBB"` when opaque, `"#RRGGBBAA"` otherwise (upper-case digits).
    package var hexString: String {
        let digits = Array("0123456789ABCDEF")
        var s = "#"
        for b in alpha == 255 ? [red, green, blue] : [red, green, blue, alpha] {
            s.append(digits[Int(b >> 4)])
            s.append(digits[Int(b & 0xF)])
        }
        return s
    }

    /// Red in 0…1, as drawing libraries want it.
    public var redComponent: Double { Double(red) / 255 }
    /// Green in 0…1.
    public var greenComponent: Double { Double(green) / 255 }
    /// Blue in 0…1.
    public var blueComponent: Double { Double(blue) / 255 }
    /// Alpha in 0…1.
    public var opacity: Double { Double(alpha) / 255 }

    public var description: String { hexString }

    /// Opaque black.
    public static let black = TagColor(rgb: 0, 0, 0)
    /// Opaque white.
    public static let white = TagColor(rgb: 255, 255, 255)
    /// Fully transparent black.
    public static let clear = TagColor(rgb: 0, 0, 0, alpha: 0)
}
