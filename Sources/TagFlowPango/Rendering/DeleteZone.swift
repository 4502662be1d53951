import TagFlow

extension RenderScene {
    /// The area a dragged tag is dropped on to delete it, as drawn now: a rounded rectangle with
    /// a label (and an optional icon), in a calm look while the drag is elsewhere and a strong
    /// one while the tag is over it.
    ///
    /// The component's `TagFlow.DeleteZone` says where the zone goes and how it looks; its
    /// `DragState` says whether it is highlighted. `init(_:frame:isHighlighted:)` combines them.
    public struct DeleteZone: Hashable, Sendable {
        /// Where the zone is, in the scene's coordinates.
        public var frame: Rect
        /// The text in the zone, centred and truncated to one line.
        public var label: String
        /// Whether the dragged tag is over the zone (a drop would delete it).
        public var isHighlighted: Bool
        /// How the zone looks.
        public var style: Style

        /// Creates a delete zone.
        public init(frame: Rect, label: String = "Delete", isHighlighted: Bool = false, style: Style = Style()) {
            self.frame = frame
            self.label = label
            self.isHighlighted = isHighlighted
            self.style = style
        }

        /// The component's delete zone at `frame` (resolved and moved into the scene's
        /// coordinates by the caller: the component keeps it in viewport coordinates), with its
        /// colours, corners, words, font and icon.
        public init(_ zone: TagFlow.DeleteZone, frame: Rect, isHighlighted: Bool) {
            var style = Style()
            style.backgroundColor = zone.style.backgroundColor
            style.highlightedBackgroundColor = zone.style.highlightedBackgroundColor
            style.textColor = zone.style.textColor
            style.highlightedTextColor = zone.style.textColor
            style.borderWidth = 0
            style.cornerRadius = zone.style.cornerRadius
            style.font = zone.style.font
            style.imageSource = zone.style.imageSource
            self.init(frame: frame, label: zone.style.text, isHighlighted: isHighlighted, style: style)
        }

        /// Colours, border, corners, font and icon of a delete zone in its two states.
        ///
        /// The defaults follow the system's destructive red: a pale red field with a red outline
        /// and dark-red text at rest, solid red with white text when a drop would delete.
        public struct Style: Hashable, Sendable {
            /// The fill at rest.
            public var backgroundColor = Color(red: 0xFF, green: 0xEB, blue: 0xEA)
            /// The fill while highlighted.
            public var highlightedBackgroundColor = Color(red: 0xFF, green: 0x3B, blue: 0x30)
            /// The label's colour at rest.
            public var textColor = Color(red: 0xD7, green: 0x00, blue: 0x15)
            /// The label's colour while highlighted.
            public var highlightedTextColor = Color.white
            /// The border's colour at rest.
            public var borderColor = Color(red: 0xFF, green: 0x3B, blue: 0x30)
            /// The border's colour while highlighted.
            public var highlightedBorderColor = Color(red: 0xD7, green: 0x00, blue: 0x15)
            /// The border width in points (finite, ≥ 0; 0 for none).
            public var borderWidth = 1.0
            /// The corner radius in points (finite, ≥ 0).
            public var cornerRadius = 12.0
            /// The label's font.
            public var font = Font(size: 15, weight: .semibold)
            /// A PNG drawn before the label (as a tag's leading image, a square as tall as the
            /// font size, tinted with the text colour), or `nil`.
            public var imageSource: String? = nil

            /// Creates the default delete-zone style.
            public init() {}
        }

        /// The zone's content in its current state: the label, after the icon if there is one.
        var content: TagContent {
            let textColor = isHighlighted ? style.highlightedTextColor : style.textColor
            let image = style.imageSource.map {
                TagImage(source: $0, size: Size(width: style.font.size, height: style.font.size), spacing: 6, tintColor: textColor)
            }
            return TagContent(label, leadingImage: image)
        }

        /// The zone as a tag style in its current state, so it is drawn by the same code as a tag.
        var tagStyle: TagStyle {
            var tagStyle = TagStyle(
                font: style.font,
                textColor: isHighlighted ? style.highlightedTextColor : style.textColor,
                backgroundColor: isHighlighted ? style.highlightedBackgroundColor : style.backgroundColor)
            tagStyle.borderColor = isHighlighted ? style.highlightedBorderColor : style.borderColor
            tagStyle.borderWidth = style.borderWidth
            tagStyle.cornerRadius = style.cornerRadius
            tagStyle.padding = Size(width: 2 * max(8, style.cornerRadius), height: 0)
            tagStyle.numberOfLines = 1
            tagStyle.lineBreakMode = .truncateTail
            tagStyle.textAlignment = .center
            return tagStyle
        }
    }
}
