import TagFlow

/// Everything one picture of a tag collection shows, as plain values: the tags at their frames
/// with the metrics they were sized with, the "+N" chip, and the interaction states (a lifted
/// tag, a delete zone, a keyboard focus ring).
///
/// A scene is what a front end has after layout: frames and measured text, not tags to be laid
/// out. `SceneBuilder` makes one from tags (measuring and laying them out in one call) or from a
/// `TagCollectionController`'s live state. A renderer only draws it: the text of each item is laid
/// out again from exactly the request it was measured with, so nothing is sized twice and what
/// is drawn is what was measured. Coordinates are the layout's: points, `y` downwards, the
/// content's top-left corner at the origin.
///
/// Drawing order, bottom to top: the background, the items (each with its shadow) and the lifted
/// tag's empty slot, the overflow chip, a field's entry (its box, text and caret), the focus
/// ring, the delete zone, the lifted tag, and a field's suggestion list over everything. While
/// the lifted tag is over the delete zone, it is drawn faded between the zone's fill and the
/// zone's icon and words, so the words stay readable under it.
public struct RenderScene: Hashable, Sendable {
    /// One thing drawn as a tag: its content in its style, at its frame.
    public struct Item: Hashable, Sendable {
        /// The tag the item draws, or `nil` for what is not a tag (the chip, the delete zone).
        public var id: TagID?
        /// What is shown. Custom content draws as its style's box (fill, border, shadow) only.
        public var content: TagContent
        /// How it looks.
        public var style: TextTagStyle
        /// Where it goes.
        public var frame: Rect
        /// What sizing found: the text request the renderer lays out again, the image's size.
        public var metrics: TagMetrics
        /// The remove (×) button drawn at the end of the content, or `nil`.
        public var removeButton: RemoveButton?
        /// A colour laid over the tag's fill (the pointer is over it), or `nil`.
        public var highlightColor: TagColor?
        /// An outline drawn where the content's leading image goes (its unit square scaled to the
        /// image's size), in the image's tint colour or else the text colour, instead of reading
        /// the image's `source`; `nil` to draw the image itself. The delete zone's trash can.
        public var leadingIcon: VectorPath?

        /// Creates an item.
        package init(
            id: TagID? = nil, content: TagContent, style: TextTagStyle, frame: Rect, metrics: TagMetrics,
            removeButton: RemoveButton? = nil, highlightColor: TagColor? = nil, leadingIcon: VectorPath? = nil
        ) {
            self.id = id
            self.content = content
            self.style = style
            self.frame = frame
            self.metrics = metrics
            self.removeButton = removeButton
            self.highlightColor = highlightColor
            self.leadingIcon = leadingIcon
        }
    }

    /// A tag's remove (×) button: where it goes in the tag (its geometry is the component's, so
    /// what is drawn is what is hit) and how it looks now.
    public struct RemoveButton: Hashable, Sendable {
        /// Its size and spacing: the room the tag was sized with.
        public var geometry: TagCollectionOptions.RemoveButton
        /// Whether it sits at the right end of the tag (left-to-right layouts) or the left.
        public var isOnRight: Bool
        /// Whether the pointer is over it (drawn with a disc behind the ×).
        public var isHighlighted: Bool
        /// How it looks.
        public var appearance: RemoveButtonAppearance

        /// Creates a remove button.
        package init(
            geometry: TagCollectionOptions.RemoveButton, isOnRight: Bool, isHighlighted: Bool = false,
            appearance: RemoveButtonAppearance = RemoveButtonAppearance()
        ) {
            self.geometry = geometry
            self.isOnRight = isOnRight
            self.isHighlighted = isHighlighted
            self.appearance = appearance
        }
    }

    /// The tag a drag has picked up: drawn on top of everything at the pointer's frame, slightly
    /// larger and with a deeper shadow, while its slot in the layout stays empty — marked, when
    /// `slotFrame` is given, by a faint dashed outline in the tag's shape.
    public struct LiftedTag: Hashable, Sendable {
        /// The index in `RenderScene.items` of the tag being dragged; it is not drawn at its slot.
        public var index: Int
        /// Where the tag is drawn now (it follows the pointer), before `appearance.scale`.
        public var frame: Rect
        /// How the lift looks.
        public var appearance: LiftAppearance
        /// The empty slot the tag left in the layout, drawn as `appearance.slot`; `nil` leaves it blank.
        public var slotFrame: Rect?

        /// Creates a lifted tag.
        package init(index: Int, frame: Rect, appearance: LiftAppearance = LiftAppearance(), slotFrame: Rect? = nil) {
            self.index = index
            self.frame = frame
            self.appearance = appearance
            self.slotFrame = slotFrame
        }
    }

    /// The area a dragged tag is dropped on to delete it, as drawn now.
    public struct DeleteZone: Hashable, Sendable {
        /// The zone drawn as a tag: its label in the zone's current look, at the zone's frame.
        public var item: Item
        /// Whether the dragged tag is over the zone (a drop would delete it).
        public var isHighlighted: Bool

        /// Creates a delete zone.
        package init(item: Item, isHighlighted: Bool) {
            self.item = item
            self.isHighlighted = isHighlighted
        }
    }

    /// The ring drawn around the tag with keyboard focus.
    public struct FocusRing: Hashable, Sendable {
        /// The focused tag's (or chip's) frame.
        public var frame: Rect
        /// The focused tag's (or chip's) corner radius, which the ring follows.
        public var cornerRadius: Double
        /// How the ring looks.
        public var appearance: FocusRingAppearance

        /// Creates a focus ring.
        package init(frame: Rect, cornerRadius: Double, appearance: FocusRingAppearance = FocusRingAppearance()) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.appearance = appearance
        }
    }

    /// The size of the collection (its content size, or the view's bounds), in points. The
    /// background fills it; a renderer may grow the canvas past it where shadows or a lifted tag
    /// reach out.
    public var size: Size
    /// The colour behind everything, or `nil` for a transparent canvas.
    public var backgroundColor: TagColor?
    /// The visible tags with their frames, drawn in this order.
    public var items: [Item]
    /// The chip of a line limit, or `nil`: the "+N" chip while items are hidden, the "less" chip
    /// while the limit is expanded.
    public var overflowChip: Item?
    /// The tag being dragged, or `nil`.
    public var liftedTag: LiftedTag?
    /// The area a dragged tag is dropped on to delete it, or `nil`.
    public var deleteZone: DeleteZone?
    /// The keyboard focus ring, or `nil`.
    public var focusRing: FocusRing?
    /// A tag field's entry and open suggestion list, or `nil` for a collection without one.
    public var field: Field?
    /// The bar in the gap a drag from elsewhere would drop into, or `nil`.
    package var dropMarker: Item?

    /// Creates a scene.
    package init(
        size: Size, backgroundColor: TagColor? = nil, items: [Item] = [], overflowChip: Item? = nil,
        liftedTag: LiftedTag? = nil, deleteZone: DeleteZone? = nil, focusRing: FocusRing? = nil, field: Field? = nil
    ) {
        self.size = size
        self.backgroundColor = backgroundColor
        self.items = items
        self.overflowChip = overflowChip
        self.liftedTag = liftedTag
        self.deleteZone = deleteZone
        self.focusRing = focusRing
        self.field = field
    }
}
