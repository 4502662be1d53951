import TagFlow

/// How the parts of a picture that are not the tags themselves look: the background, the "+N"
/// chip, custom content (drawn as boxes), the delete zone, a lifted tag, the focus ring, remove
/// buttons, the pointer's highlight, a tag field's entry and suggestion list — and, for a dark
/// desktop, what the default tag style's colours become.
///
/// `SceneBuilder` applies it; the defaults are the light look the command-line tool and the
/// gallery use; `SceneAppearance.dark` is the dark one.
public struct SceneAppearance: Hashable, Sendable {
    /// The colour behind the tags, or `nil` for a transparent picture. White by default, so a
    /// picture looks the same in every viewer.
    public var backgroundColor: TagColor? = .white
    /// The look of the chip drawn for a fixed-size indicator (`LayoutConfiguration.overflowIndicator`
    /// or `collapseIndicator`, as custom layouts use): by default `OverflowChip.defaultStyle`, a
    /// quiet outlined chip in the default tag's shape, so it reads as "more of these" without
    /// competing with the tags. Its text is always one centred, tail-truncated line. Its colours
    /// are also those of a text chip (`OverflowChip`) drawn in the default chip style, so that one
    /// follows a dark appearance too.
    public var overflowChipStyle: TextTagStyle = OverflowChip.defaultStyle
    /// The words of the chip drawn for a fixed-size collapse indicator.
    public var collapseChipText = "Show less"
    /// The look of custom content (which the front end would draw itself), as a box: a light
    /// blue-grey fill with a slightly darker 1 pt border and 6 pt corners, so a picture of sizes
    /// reads as "placeholders".
    public var customTagStyle = Self.box(
        fill: TagColor(rgb: 0xE8, 0xEC, 0xF2), border: TagColor(rgb: 0xB8, 0xC0, 0xCC))
    /// The look of selected custom content: the same box in the system blue.
    public var selectedCustomTagStyle = Self.box(
        fill: TagColor(rgb: 0xD6, 0xE8, 0xFF), border: TagColor(rgb: 0x0A, 0x84, 0xFF))
    /// The delete zone.
    public var deleteZone = DeleteZoneAppearance()
    /// A lifted tag.
    public var lift = LiftAppearance()
    /// The keyboard focus ring.
    public var focusRing = FocusRingAppearance()
    /// Remove (×) buttons.
    public var removeButton = RemoveButtonAppearance()
    /// A tag field's entry, caret and suggestion list.
    public var field = FieldAppearance()
    /// The colour laid over the fill of the tag the pointer is over: black at 8 % darkens any
    /// fill a little, as a pressed or hovered control does.
    public var highlightColor = TagColor(rgb: 0, 0, 0, alpha: 0x14)
    /// Colours that replace the default tag style's own (`TextTagStyle()`'s text and background
    /// colours) wherever a tag uses them, or `nil` to draw every style as given. Tags styled with
    /// other colours keep them — as fixed colours do on a dark iOS screen.
    public var defaultStyleColors: DefaultStyleColors? = nil
    /// The text colour of a disabled tag without a disabled style of its own (`disabled(_:)`):
    /// iOS's system grey, which reads as unavailable on light and dark backgrounds alike.
    public var disabledTextColor = TagColor(rgb: 0x8E, 0x8E, 0x93)

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

    /// The dark appearance: a near-black background (iOS's dark `systemBackground`, #1C1C1E), the
    /// default tag style in dark greys with light text, a dark "+N" chip and custom boxes, a
    /// lighter blue focus ring, and a white highlight instead of a black one.
    public static let dark: SceneAppearance = {
        var appearance = SceneAppearance()
        appearance.backgroundColor = TagColor(rgb: 0x1C, 0x1C, 0x1E)
        appearance.overflowChipStyle.textColor = TagColor(rgb: 0xEB, 0xEB, 0xF5)
        appearance.overflowChipStyle.backgroundColor = TagColor(rgb: 0x2C, 0x2C, 0x2E)
        appearance.overflowChipStyle.borderColor = TagColor(rgb: 0x54, 0x54, 0x58)
        appearance.customTagStyle.backgroundColor = TagColor(rgb: 0x2C, 0x32, 0x3A)
        appearance.customTagStyle.borderColor = TagColor(rgb: 0x4A, 0x52, 0x5E)
        appearance.selectedCustomTagStyle.backgroundColor = TagColor(rgb: 0x0A, 0x3D, 0x7A)
        appearance.selectedCustomTagStyle.borderColor = TagColor(rgb: 0x40, 0x9C, 0xFF)
        appearance.focusRing.color = TagColor(rgb: 0x40, 0x9C, 0xFF)
        appearance.highlightColor = TagColor(rgb: 0xFF, 0xFF, 0xFF, alpha: 0x1F)
        appearance.defaultStyleColors = .dark
        appearance.field = .dark
        return appearance
    }()

    /// `style` as drawn: its text and background colours replaced by `defaultStyleColors` where
    /// they are the default style's.
    func adapted(_ style: TextTagStyle) -> TextTagStyle {
        guard let colors = defaultStyleColors else { return style }
        var adapted = style
        if style.textColor == DefaultStyleColors.light.textColor { adapted.textColor = colors.textColor }
        if style.backgroundColor == DefaultStyleColors.light.backgroundColor { adapted.backgroundColor = colors.backgroundColor }
        return adapted
    }

    /// `style` dimmed, as a disabled tag without a disabled style of its own is drawn (and the GTK
    /// widget draws everything while insensitive): its text in `disabledTextColor`, its fill,
    /// gradient and border at half their opacity over what lies behind.
    public func disabled(_ style: TextTagStyle) -> TextTagStyle {
        var dimmed = style
        dimmed.textColor = disabledTextColor
        dimmed.backgroundColor.alpha /= 2
        dimmed.borderColor.alpha /= 2
        if var gradient = dimmed.gradient {
            gradient.startColor.alpha /= 2
            gradient.endColor.alpha /= 2
            dimmed.gradient = gradient
        }
        return dimmed
    }

    /// The text of the "+N" chip standing for `hiddenCount` hidden tags, for a fixed-size
    /// indicator (a text chip has its own `OverflowChip.format`).
    package func overflowChipText(hiddenCount: Int) -> String { "+\(hiddenCount)" }

    /// A text chip's style as drawn: in the default chip style, with this appearance's chip
    /// colours (so it turns dark with the desktop); in any other style, adapted as a tag is.
    func adaptedChip(_ style: TextTagStyle) -> TextTagStyle {
        let standard = OverflowChip.defaultStyle
        guard style.textColor == standard.textColor, style.backgroundColor == standard.backgroundColor,
            style.borderColor == standard.borderColor
        else { return adapted(style) }
        var adapted = style
        adapted.textColor = overflowChipStyle.textColor
        adapted.backgroundColor = overflowChipStyle.backgroundColor
        adapted.borderColor = overflowChipStyle.borderColor
        return adapted
    }

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
    public var backgroundColor = TagColor(rgb: 0x8E, 0x8E, 0x93, alpha: 0xEB)
    /// The fill while a dragged tag is over the zone.
    public var highlightedBackgroundColor = TagColor(rgb: 0xFF, 0x2D, 0x55, alpha: 0xF5)
    /// The colour of the words (and the icon).
    public var textColor = TagColor.white
    /// The colour of the words while highlighted.
    public var highlightedTextColor = TagColor.white
    /// The icon drawn before the words, in their colour: a trash can by default; `nil` for none.
    public var icon: VectorPath? = .trashCan
    /// An image drawn before the words instead of `icon` (a PNG path, tinted with the text
    /// colour), or `nil`.
    public var iconSource: String? = nil

    /// The default look.
    public init() {}

    /// The zone as a tag in its current state, so it is drawn (and its icon and words placed) by
    /// the same code as a tag: the vector icon takes the leading image's place.
    func tag(isHighlighted: Bool) -> (content: TagContent, style: TextTagStyle, icon: VectorPath?) {
        let color = isHighlighted ? highlightedTextColor : textColor
        var style = TextTagStyle(
            font: font, textColor: color, backgroundColor: isHighlighted ? highlightedBackgroundColor : backgroundColor)
        style.cornerRadius = cornerRadius
        style.padding = Size(width: 2 * max(8, cornerRadius), height: 0)
        style.numberOfLines = 1
        style.lineBreakMode = .truncateTail
        style.textAlignment = .center
        let image = (iconSource ?? (icon != nil ? "" : nil)).map {
            TagImage(source: $0, size: Size(width: font.size, height: font.size), spacing: 6, tintColor: color)
        }
        return (.plain(text, leadingImage: image), style, iconSource == nil ? icon : nil)
    }
}

/// How a lifted tag stands out: scaled about its centre and casting a deeper shadow than tags at
/// rest (the shadow replaces the tag's own); faded over the delete zone, so the zone's words
/// show through; and the slot it left marked.
public struct LiftAppearance: Hashable, Sendable {
    /// How the empty slot a lifted tag leaves is marked: a faint fill and a dashed outline in
    /// the tag's shape, like the gap of a dragged item in a list.
    public struct Slot: Hashable, Sendable {
        /// The fill inside the outline.
        public var fillColor: TagColor
        /// The outline's colour.
        public var borderColor: TagColor
        /// The outline's width, in points (finite, ≥ 0), inside the slot.
        public var borderWidth: Double
        /// The length of the outline's dashes and of the gaps between them, in points (finite,
        /// ≥ 0; 0 for a solid line).
        public var dashLength: Double

        /// Creates a slot look; by default black at 4 % inside a 1.5 pt grey dashed line.
        public init(
            fillColor: TagColor = TagColor(rgb: 0, 0, 0, alpha: 0x0A),
            borderColor: TagColor = TagColor(rgb: 0xAE, 0xAE, 0xB2), borderWidth: Double = 1.5,
            dashLength: Double = 4
        ) {
            self.fillColor = fillColor
            self.borderColor = borderColor
            self.borderWidth = borderWidth
            self.dashLength = dashLength
        }
    }

    /// The scale about the frame's centre (> 0, ≤ 4); 1.05 reads as "picked up" without blurring
    /// the text much.
    public var scale: Double
    /// The shadow under the lifted tag.
    public var shadow: TextTagStyle.Shadow
    /// The opacity of the lifted tag while it is over the delete zone (0 … 1): faded, it reads as
    /// "about to go", and the zone's icon and words, drawn above it, stay readable.
    public var opacityOverDeleteZone: Double
    /// How the empty slot is marked, or `nil` to leave it blank.
    public var slot: Slot?

    /// Creates a lift appearance; by default 5 % larger with a soft shadow 6 pt below, at 55 %
    /// over the delete zone, its slot marked.
    public init(
        scale: Double = 1.05,
        shadow: TextTagStyle.Shadow = TextTagStyle.Shadow(color: .black, offset: Size(width: 0, height: 6), radius: 12, opacity: 0.3),
        opacityOverDeleteZone: Double = 0.55, slot: Slot? = Slot()
    ) {
        self.scale = scale
        self.shadow = shadow
        self.opacityOverDeleteZone = opacityOverDeleteZone
        self.slot = slot
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
    public init(color: TagColor = TagColor(rgb: 0x0A, 0x84, 0xFF), width: Double = 2, offset: Double = 2) {
        self.color = color
        self.width = width
        self.offset = offset
    }
}

/// The colours drawn in place of the default tag style's (see `SceneAppearance.defaultStyleColors`).
public struct DefaultStyleColors: Hashable, Sendable {
    /// Replaces the default style's text colour.
    public var textColor: TagColor
    /// Replaces the default style's background colour.
    public var backgroundColor: TagColor

    /// Creates a palette.
    public init(textColor: TagColor, backgroundColor: TagColor) {
        self.textColor = textColor
        self.backgroundColor = backgroundColor
    }

    /// The default style's own colours.
    public static let light = DefaultStyleColors(
        textColor: TextTagStyle().textColor, backgroundColor: TextTagStyle().backgroundColor)

    /// Their dark counterparts: iOS's dark `systemGray4` (#3A3A3C) behind near-white text (#F2F2F7).
    public static let dark = DefaultStyleColors(
        textColor: TagColor(rgb: 0xF2, 0xF2, 0xF7), backgroundColor: TagColor(rgb: 0x3A, 0x3A, 0x3C))
}

/// How a remove (×) button looks: the × in the tag's text colour, a little faded so the text
/// stays the tag's main element, over a faint disc while the pointer is on it.
public struct RemoveButtonAppearance: Hashable, Sendable {
    /// The × as a filled outline in the unit square (drawn into the button's square).
    public var icon: VectorPath
    /// The opacity of the × relative to the tag's text colour (0…1).
    public var opacity: Double
    /// The opacity of the disc behind the × while the pointer is over it, relative to the text
    /// colour (0…1); the disc's diameter is 1.5 × the button's size, clipped to the tag.
    public var highlightOpacity: Double

    /// Creates a remove button appearance; by default a × of two bars 14 % of the square thick.
    public init(icon: VectorPath = .cross(thickness: 0.14, inset: 0.12), opacity: Double = 0.75, highlightOpacity: Double = 0.18) {
        self.icon = icon
        self.opacity = opacity
        self.highlightOpacity = highlightOpacity
    }
}
