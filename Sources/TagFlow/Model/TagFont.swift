/// A font: family, size in points, weight and italic.
///
/// The size is the size at the default text size category; `scaled(for:)` gives the size a
/// reader's Dynamic Type category asks for. One point is one pixel at display scale 1 (the CSS
/// `px`, UIKit's point).
public struct TagFont: Hashable, Sendable, CustomStringConvertible {
    /// A font weight on the CSS scale (100…900).
    ///
    /// The names are CSS's (`normal` is `regular`, `semibold` is CSS "semi bold"); the text engine
    /// picks the nearest weight the family has, as CSS font matching does.
    public enum Weight: String, CaseIterable, Hashable, Sendable, Comparable {
        /// 100.
        case thin
        /// 200.
        case extraLight
        /// 300.
        case light
        /// 400, the default.
        case regular
        /// 500.
        case medium
        /// 600.
        case semibold
        /// 700.
        case bold
        /// 800.
        case extraBold
        /// 900.
        case black

        /// The CSS numeric weight: 100, 200, … 900.
        public var cssWeight: Int { Int(ordinal) * 100 }

        /// 1 (thin) to 9 (black).
        private var ordinal: UInt8 {
            switch self {
            case .thin: 1
            case .extraLight: 2
            case .light: 3
            case .regular: 4
            case .medium: 5
            case .semibold: 6
            case .bold: 7
            case .extraBold: 8
            case .black: 9
            }
        }

        /// Hashes the weight as a number: hashing its name, as a raw-value enum does by
        /// default, costs several times more on every measurement-cache key.
        public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

        /// The named weight for a CSS numeric weight (100, 200, … 900), or `nil` for any other number.
        public init?(cssWeight: Int) {
            guard cssWeight % 100 == 0, (100...900).contains(cssWeight) else { return nil }
            self = Self.allCases[cssWeight / 100 - 1]
        }

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.cssWeight < rhs.cssWeight }
    }

    /// The family every tag uses unless told otherwise. The Linux text engine ships this family,
    /// so sizes never depend on the fonts a machine happens to have installed.
    public static let defaultFamily = "DejaVu Sans"
    /// The size every tag uses unless told otherwise, in points.
    public static let defaultSize = 14.0

    /// The family name, e.g. `"DejaVu Sans"`. Must not be empty.
    public var family: String
    /// The size in points (finite, > 0).
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// Whether the italic (or oblique) face is wanted.
    public var isItalic: Bool

    /// Creates a font.
    public init(
        family: String = TagFont.defaultFamily, size: Double = TagFont.defaultSize,
        weight: Weight = .regular, italic: Bool = false
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = italic
    }

    /// The default font: DejaVu Sans, 14 pt, regular.
    public static let `default` = TagFont()

    /// The font with its size multiplied by the category's scale factor.
    public func scaled(for category: TextSizeCategory) -> TagFont {
        var font = self
        font.size = size * category.scaleFactor
        return font
    }

    /// Throws unless the size is finite, > 0 and at most `maximumSize`, and the family is not
    /// empty; paths are relative to the font (`size`, `family`).
    package func validate() throws(TagFlowError) {
        try TagFlowError.checkPositive(size, at: ["size"])
        try checkSize()
        // A printable ASCII character (not a space) settles it without Unicode property
        // look-ups: such a character is never whitespace, and it is, or belongs to, a character
        // that is not. Only names without one take the full check.
        guard family.utf8.first.map({ $0 > 0x20 && $0 < 0x7F }) == true
            || family.utf8.contains(where: { $0 > 0x20 && $0 < 0x7F })
            || family.contains(where: { !$0.isWhitespace })
        else {
            throw TagFlowError(.invalidText(family, problem: "a font family name must not be empty"), at: ["family"])
        }
    }

    public var description: String {
        "\(family) \(size)pt \(weight.rawValue)\(isItalic ? " italic" : "")"
    }
}
