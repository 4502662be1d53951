import TagFlow

/// Everything one picture of a tag collection shows, as plain values: the tags with their frames,
/// the overflow chip, and the interaction states (a lifted tag, a delete zone).
///
/// A scene is what a front end has after layout: frames from `FlowLayout` (or a component's
/// state), not tags to be laid out. `TagRenderer.scene(tags:configuration:width:height:)` builds
/// one from tags; a component with a drag in progress fills in `liftedTag` and `deleteZone` from
/// its own state. Coordinates are the layout's: points, `y` downwards, the content's top-left
/// corner at the origin.
///
/// Drawing order, bottom to top: the background, the tags (each with its shadow), the overflow
/// chip, the delete zone, the lifted tag.
public struct RenderScene: Hashable, Sendable {
    /// One tag and where it goes.
    public struct Item: Hashable, Sendable {
        /// The tag; it is drawn as it shows now (`rightfulContent` in `rightfulStyle`), so its
        /// `isSelected` picks the selected look.
        public var tag: Tag
        /// Where the tag is drawn (its frame from the layout).
        public var frame: Rect
        /// The container width the tag was sized with (`TagSizer`'s `containerWidth`), so the
        /// text is laid out again from exactly the request it was measured with: the same wrap
        /// width, the same line breaks, the same ellipsis. `nil` uses the frame's width, which
        /// gives the same text for a tag whose frame is its own measured size.
        public var containerWidth: Double?

        /// Creates an item.
        /// - Parameter isSelected: overrides `tag.isSelected` when given.
        public init(tag: Tag, frame: Rect, containerWidth: Double? = nil, isSelected: Bool? = nil) {
            self.tag = tag
            if let isSelected { self.tag.isSelected = isSelected }
            self.frame = frame
            self.containerWidth = containerWidth
        }
    }

    /// The size of the collection (its content size, or the view's bounds), in points. The
    /// background fills it; with `RenderOptions.Bleed.automatic` the canvas grows past it where
    /// shadows or a lifted tag reach out.
    public var size: Size
    /// The colour behind everything, or `nil` for a transparent canvas (PNG, SVG) or none (PDF).
    public var backgroundColor: Color?
    /// The visible tags with their frames, drawn in this order.
    public var items: [Item]
    /// The "+N" chip of a line limit, or `nil`.
    public var overflowChip: OverflowChip?
    /// The tag being dragged, or `nil`.
    public var liftedTag: LiftedTag?
    /// The area a dragged tag is dropped on to delete it, or `nil`.
    public var deleteZone: DeleteZone?
    /// The reader's text size the tags were sized with; every font is scaled by it.
    public var contentSizeCategory: ContentSizeCategory

    /// Creates a scene.
    public init(
        size: Size, backgroundColor: Color? = nil, items: [Item] = [], overflowChip: OverflowChip? = nil,
        liftedTag: LiftedTag? = nil, deleteZone: DeleteZone? = nil,
        contentSizeCategory: ContentSizeCategory = .large
    ) {
        self.size = size
        self.backgroundColor = backgroundColor
        self.items = items
        self.overflowChip = overflowChip
        self.liftedTag = liftedTag
        self.deleteZone = deleteZone
        self.contentSizeCategory = contentSizeCategory
    }

    /// Throws the first value a picture cannot be drawn from, named by its path in the scene
    /// (e.g. `items[3].frame.width`): sizes and frames must be finite with extents ≥ 0, a lifted
    /// tag must name an item, a chip must count ≥ 0 hidden items.
    public func validate() throws(RenderError) {
        try RenderError.checkNonNegative(size.width, "size.width")
        try RenderError.checkNonNegative(size.height, "size.height")
        for (i, item) in items.enumerated() {
            try RenderError.checkFrame(item.frame, "items[\(i)].frame")
            if let width = item.containerWidth, !(width >= 0) {
                throw .invalidScene(name: "items[\(i)].containerWidth", reason: "it is \(width); it must be ≥ 0 (infinity for no limit)")
            }
        }
        if let chip = overflowChip {
            try RenderError.checkFrame(chip.frame, "overflowChip.frame")
            guard chip.hiddenCount >= 0 else {
                throw .invalidScene(name: "overflowChip.hiddenCount", reason: "it is \(chip.hiddenCount); it must be ≥ 0")
            }
        }
        if let lifted = liftedTag {
            guard items.indices.contains(lifted.index) else {
                throw .invalidScene(
                    name: "liftedTag.index", reason: "it is \(lifted.index); it must name an item (0..<\(items.count))")
            }
            try RenderError.checkFrame(lifted.frame, "liftedTag.frame")
            guard lifted.appearance.scale > 0, lifted.appearance.scale <= 4 else {
                throw .invalidScene(
                    name: "liftedTag.appearance.scale", reason: "it is \(lifted.appearance.scale); it must be > 0 and ≤ 4")
            }
        }
        if let zone = deleteZone {
            try RenderError.checkFrame(zone.frame, "deleteZone.frame")
            try RenderError.checkNonNegative(zone.style.borderWidth, "deleteZone.style.borderWidth")
            try RenderError.checkNonNegative(zone.style.cornerRadius, "deleteZone.style.cornerRadius")
        }
    }
}
