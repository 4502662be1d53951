/// Where the pointer gesture under way stands. Internal: a front end reads `dragState` instead.
enum GestureState: Hashable, Sendable {
    /// No pointer is down.
    case idle
    /// A pointer is down and has not yet become a tap, a long press or a swipe.
    case pressed(Press)
    /// A swipe is selecting the tags it crosses.
    case swiping(Swipe)
    /// A tag is lifted and follows the pointer.
    case dragging(Drag)
    /// The lifted tag left with the system's drag and drop; the order is as at the lift.
    case handedOver(Drag)
    /// The pointer is down but its gesture is over (it wandered off without a gesture to start,
    /// or a mutation cut it short); everything up to the next pointer down is ignored.
    case ignoring

    struct Press: Hashable, Sendable {
        /// Where and when the pointer went down.
        var start: Point
        var startTime: Double
        /// The latest location (for lifting at a tick).
        var last: Point
        /// The tag under `start`, if any.
        var id: TagID?
        /// Whether the pointer has been farther than `tapMaxMovement` from `start`.
        var wandered: Bool
        /// Whether `start` is on the tag's remove button (a press that can only be a tap on it).
        var onRemoveButton = false
    }

    struct Swipe: Hashable, Sendable {
        /// The latest location: the next segment starts here.
        var last: Point
        /// Tags the swipe has already crossed: each is considered once.
        var visited: Set<TagID>
    }

    struct Drag: Hashable, Sendable {
        /// The lifted tag.
        var id: TagID
        /// The order when the drag began, restored by a cancel or a refused delete.
        var originalIDs: [TagID]
        /// The tag's index when the drag began.
        var originalIndex: Int
        /// The pointer, in content coordinates.
        var pointer: Point
        /// The pointer's offset from the lifted tag's top-left corner at the lift.
        var grabOffset: Point
        /// Whether the pointer is inside the delete zone.
        var isOverDeleteZone: Bool
        /// The tags the system's drag carries, in the collection's order, once handed over.
        var carried: [TagID] = []
    }
}

/// A drag under way, for a front end or renderer to draw the lifted tag and the delete zone.
public struct DragState: Hashable, Sendable {
    /// The lifted tag.
    public var id: TagID
    /// Its index in the live order (where its slot is now).
    public var index: Int
    /// Its index when the drag began.
    public var originalIndex: Int
    /// The pointer, in content coordinates.
    public var pointer: Point
    /// Where to draw the lifted tag: its slot's size, kept at the same offset from the pointer
    /// as when it was lifted (content coordinates).
    public var liftedFrame: Rect
    /// Whether the pointer is inside the delete zone (draw it highlighted).
    public var isOverDeleteZone: Bool
    /// The delete zone in viewport coordinates, or `nil` when drag-to-delete is off.
    public var deleteZoneFrame: Rect?
}
