import TagFlow

/// How the parts of a picture that are not the tags themselves look: the background, the "+N"
/// chip, custom content (drawn as boxes), the delete zone, a lifted tag and the focus ring.
///
/// `SceneBuilder` applies it; the defaults are the light look the command-line tool and the
/// gallery use.
public struct SceneAppearance: Hashable, Sendable {
    /// The colour behind the tags, or `nil` for a transparent picture. White by default, so a
    /// picture looks the same in every viewer.
    public var backgroundColor: TagColor? = .white
    /// The look of the "+N" chip: a quiet outlined chip in the default tag's shape, so it reads as
    /// "more of these" without competing with the tags. Its text is always one centred,
    /// tail-truncated line.
    public var overflowChipStyle: TextTagStyle = {
        var style = TextTagStyle(
            font: TagFont(weight: .semibold), textColor: TagColor(red: 0x3C, green: 0x3C, blue: 0x43),
            backgroundColor: .white)
        style.borderWidth = 1
        style.borderColor = TagColor(red: 0xC7, green: 0xC7, blue: 0xCC)
        return style
    }()
    /// The look of custom content (which the front end would draw itself), as a box: a light
    /// blue-grey fill with a slightly darker 1 pt border and 6 pt corners, so a picture of sizes
    /// reads as "placeholders".
    public var customTagStyle = Self.box(
        fill: TagColor(red: 0xE8, green: 0xEC, blue: 0xF2), border: TagColor(red: 0xB8, green: 0xC0, blue: 0xCC))
    /// The look of selected custom content: the same box in the system blue.
    public var selectedCustomTagStyle = Self.box(
        fill: TagColor(red: 0xD6, green: 0xE8, blue: 0xFF), border: TagColor(red: 0x0A, green: 0x84, blue: 0xFF))
    /// The delete zone.
    public var deleteZone = DeleteZoneAppearance()
    /// A lifted tag.
    public var lift = LiftAppearance()
    /// The keyboard focus ring.
    public var focusRing = FocusRingAppearance()

    /// The default, light appearance.
    public init() {}

    /// A placeholder box: `fill` with a 1 pt `border`, 6 pt corners, no padding.
    static func box(fill: TagColor, border: TagColor) -> TextTagStyle {
        var style = TextTagStyle()
        style.backgroundColor = fill
        style.borderWidth = 1
        style.borderColor = border
        style.cornerRadius = 6
        style.padding = .zero
        return style
    }

    /// The text of the "+N" chip standing for `hiddenCount` hidden tags.
    public func overflowChipText(hiddenCount: Int) -> String { "+\(hiddenCount)" }

    /// The chip's style as drawn: `overflowChipStyle` forced to one centred, tail-truncated line.
    var overflowChipDrawingStyle: TextTagStyle {
        var style = overflowChipStyle
        style.numberOfLines = 1
        style.lineBreakMode = .truncateTail
        style.textAlignment = .center
        return style
    }
}

/// How the delete zone looks: TTGTagCollectionView's grey bar turning pink while a dragged tag is
/// over it, with its words (and an optional icon) centred.
public struct DeleteZoneAppearance: Hashable, Sendable {
    /// The words shown in the zone.
    public var text = "Drop tag to remove"
    /// Their font.
    public var font = TagFont(size: 15, weight: .semibold)
    /// The corner radius, in points.
    public var cornerRadius = 16.0
    /// The fill while no dragged tag is over the zone.
    public var backgroundColor = TagColor(red: 0x8E, green: 0x8E, blue: 0x93, alpha: 0xEB)
    /// The fill while a dragged tag is over the zone.
    public var highlightedBackgroundColor = TagColor(red: 0xFF, green: 0x2D, blue: 0x55, alpha: 0xF5)
    /// The colour of the words (and the icon).
    public var textColor = TagColor.white
    /// The colour of the words while highlighted.
    public var highlightedTextColor = TagColor.white
    /// An image drawn before the words (a PNG path, tinted with the text colour), or `nil`.
    public var iconSource: String? = nil

    /// The default look.
    public init() {}

    /// The zone as a tag in its current state, so it is drawn by the same code as a tag.
    func tag(isHighlighted: Bool) -> (content: TagContent, style: TextTagStyle) {
        let color = isHighlighted ? highlightedTextColor : textColor
        var style = TextTagStyle(
            font: font, textColor: color, backgroundColor: isHighlighted ? highlightedBackgroundColor : backgroundColor)
        style.cornerRadius = cornerRadius
        style.padding = Size(width: 2 * max(8, cornerRadius), height: 0)
        style.numberOfLines = 1
        style.lineBreakMode = .truncateTail
        style.textAlignment = .center
        let icon = iconSource.map {
            TagImage(source: $0, size: Size(width: font.size, height: font.size), spacing: 6, tintColor: color)
        }
        return (.plain(text, leadingImage: icon), style)
    }
}

/// How a lifted tag stands out: scaled about its centre and casting a deeper shadow than tags at
/// rest (the shadow replaces the tag's own).
public struct LiftAppearance: Hashable, Sendable {
    /// The scale about the frame's centre (> 0, ≤ 4); 1.05 reads as "picked up" without blurring
    /// the text much.
    public var scale: Double
    /// The shadow under the lifted tag.
    public var shadow: TextTagStyle.Shadow

    /// Creates a lift appearance; by default 5 % larger with a soft shadow 6 pt below.
    public init(
        scale: Double = 1.05,
        shadow: TextTagStyle.Shadow = TextTagStyle.Shadow(color: .black, offset: Size(width: 0, height: 6), radius: 12, opacity: 0.3)
    ) {
        self.scale = scale
        self.shadow = shadow
    }
}

/// How the keyboard focus ring looks: a stroke around the focused tag, following its corners.
public struct FocusRingAppearance: Hashable, Sendable {
    /// The ring's colour.
    public var color: TagColor
    /// Its width, in points (finite, ≥ 0).
    public var width: Double
    /// How far outside the tag's frame it runs, in points.
    public var offset: Double

    /// Creates a focus ring appearance; by default a 2 pt ring in the system blue, 2 pt outside.
    public init(color: TagColor = TagColor(red: 0x0A, green: 0x84, blue: 0xFF), width: Double = 2, offset: Double = 2) {
        self.color = color
        self.width = width
        self.offset = offset
    }
}
