/// The reader's preferred text size (Dynamic Type): the 12 categories of iOS, from extra small to
/// accessibility XXXL, each scaling every font of a tag.
///
/// The scale factors are those of the body text style, relative to the default category `large`
/// (17 pt): 14, 15, 16, 17, 19, 21, 23 pt, then 28, 33, 40, 47, 53 pt for the accessibility
/// sizes. Apple scales each text style by its own table; the body table is the one a tag's text
/// (body-sized or close to it) follows, and using one table keeps a tag's proportions (font to
/// font, run to run) the same at every size.
public enum TextSizeCategory: String, CaseIterable, Hashable, Sendable, Comparable {
    /// Extra small (body 14 pt).
    case extraSmall
    /// Small (body 15 pt).
    case small
    /// Medium (body 16 pt).
    case medium
    /// Large, the default (body 17 pt): scale 1.
    case large
    /// Extra large (body 19 pt).
    case extraLarge
    /// Extra extra large (body 21 pt).
    case extraExtraLarge
    /// Extra extra extra large (body 23 pt), the largest non-accessibility size.
    case extraExtraExtraLarge
    /// Accessibility medium (body 28 pt).
    case accessibilityMedium
    /// Accessibility large (body 33 pt).
    case accessibilityLarge
    /// Accessibility extra large (body 40 pt).
    case accessibilityExtraLarge
    /// Accessibility extra extra large (body 47 pt).
    case accessibilityExtraExtraLarge
    /// Accessibility extra extra extra large (body 53 pt).
    case accessibilityExtraExtraExtraLarge

    /// The default category, at which fonts keep their given sizes.
    public static let `default` = TextSizeCategory.large

    /// The body-style point size at this category; `scaleFactor` is this over 17.
    package var bodyPointSize: Double {
        switch self {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }

    /// The factor every font size is multiplied by: exactly 1 at `large`.
    public var scaleFactor: Double {
        self == .large ? 1 : bodyPointSize / 17
    }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The categories' order, smallest first.
    private var order: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: TextSizeCategory, rhs: TextSizeCategory) -> Bool {
        lhs.order < rhs.order
    }
}

extension TextSizeCategory {
    /// The category whose scale factor is nearest `scale` — how a desktop's text scaling factor
    /// (GTK's `gtk-xft-dpi` ÷ 96 dpi, GNOME's "Large Text" 1.25) becomes a category. Distances are
    /// ratios (1.2 is as far from 1 as 1 is from 1/1.2), and a tie goes to the larger category,
    /// so text never comes out smaller than asked. A scale that is not finite or not positive
    /// gives `default`.
    public static func nearest(toScale scale: Double) -> TextSizeCategory {
        guard scale.isFinite, scale > 0 else { return .default }
        var best = TextSizeCategory.default
        var bestRatio = Double.infinity
        for category in allCases {
            let factor = category.scaleFactor
            let ratio = max(factor / scale, scale / factor)
            // Categories come smallest first: `<=` lets the larger of two equally near ones win;
            // the slack absorbs rounding in the two divisions.
            if ratio <= bestRatio * (1 + 1e-12) {
                best = category
                bestRatio = min(ratio, bestRatio)
            }
        }
        return best
    }
}
