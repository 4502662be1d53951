/// The area a dragged tag is dropped on to remove it, and how it looks.
///
/// The frame is in **viewport** coordinates (the zone stays put on screen while the content
/// scrolls, like TTGTagCollectionView's bottom bar), unlike pointer events, which are in content
/// coordinates: the controller subtracts the content offset before testing a pointer against it.
/// A `nil` frame means the default: a band `defaultHeight` high along the bottom of the viewport,
/// inset by `defaultInsets` (TTG's 52 pt band with 18 pt sides and a 12 pt bottom margin).
public struct DeleteZone: Hashable, Sendable {
    /// How the zone is drawn; the component never draws, it only passes this to a renderer.
    public struct Style: Hashable, Sendable {
        /// The fill while no dragged tag is over the zone.
        public var backgroundColor: Color
        /// The fill while the pointer of a drag is inside the zone.
        public var highlightedBackgroundColor: Color
        /// The corner radius, in points.
        public var cornerRadius: Double
        /// The words shown in the zone.
        public var text: String
        /// The colour of the words.
        public var textColor: Color
        /// The font of the words.
        public var font: Font
        /// An icon before the words (a path or asset name for the renderer), or `nil`.
        public var imageSource: String?

        /// Creates a style; the defaults follow TTGTagCollectionView's grey bar turning pink.
        public init(
            backgroundColor: Color = Color(red: 0x8E, green: 0x8E, blue: 0x93, alpha: 0xEB),
            highlightedBackgroundColor: Color = Color(red: 0xFF, green: 0x2D, blue: 0x55, alpha: 0xF5),
            cornerRadius: Double = 16, text: String = "Drop tag to remove", textColor: Color = .white,
            font: Font = Font(size: 15, weight: .semibold), imageSource: String? = nil
        ) {
            self.backgroundColor = backgroundColor
            self.highlightedBackgroundColor = highlightedBackgroundColor
            self.cornerRadius = cornerRadius
            self.text = text
            self.textColor = textColor
            self.font = font
            self.imageSource = imageSource
        }
    }

    /// The height of the default zone, in points.
    public static let defaultHeight = 52.0
    /// The margins of the default zone from the viewport's left, right and bottom edges.
    public static let defaultInsets = EdgeInsets(top: 0, left: 18, bottom: 12, right: 18)

    /// The zone in viewport coordinates, or `nil` for the default bottom band.
    public var frame: Rect?
    /// How the zone looks.
    public var style: Style

    /// Creates a zone.
    public init(frame: Rect? = nil, style: Style = Style()) {
        self.frame = frame
        self.style = style
    }

    /// The zone's frame in viewport coordinates for a viewport of `size`.
    public func resolvedFrame(viewportSize size: Size) -> Rect {
        if let frame { return frame }
        let insets = Self.defaultInsets
        return Rect(
            x: insets.left, y: size.height - insets.bottom - Self.defaultHeight,
            width: max(0, size.width - insets.horizontal), height: Self.defaultHeight)
    }

    func validate(name: String) throws(ComponentError) {
        guard let frame else { return }
        try ComponentError.checkFinite(frame.x, name + ".frame.x")
        try ComponentError.checkFinite(frame.y, name + ".frame.y")
        try ComponentError.checkNonNegative(frame.width, name + ".frame.width")
        try ComponentError.checkNonNegative(frame.height, name + ".frame.height")
        try ComponentError.checkNonNegative(style.cornerRadius, name + ".style.cornerRadius")
    }
}
