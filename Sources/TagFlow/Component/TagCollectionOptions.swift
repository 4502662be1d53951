/// How the component responds to input: the selection policy, which gestures are on, and the
/// thresholds that tell them apart. Every property has the default a new collection starts with.
public struct TagCollectionOptions: Hashable, Sendable {
    /// How taps, swipes and the space or return key change the selection.
    public var selectionMode: SelectionMode = .multiple()
    /// Whether a pointer that goes down on a tag and moves selects the tags it crosses (off by
    /// default, as in TTGTagCollectionView).
    public var swipeSelection = false
    /// Whether a long press lifts a tag that can then be dragged to a new position.
    public var reordering = false
    /// Whether a long press lifts a tag that can be dropped on the delete zone to remove it.
    /// Works with or without `reordering`; without it the other tags stay put while dragging.
    public var dragToDelete = false
    /// Where a dragged tag is dropped to be removed, and how the zone looks.
    public var deleteZone = DeleteZone()
    /// How long, in seconds, a pointer must stay down (within `tapMaxMovement`) to lift a tag
    /// (finite, ≥ 0). Matters only with `reordering` or `dragToDelete`.
    public var longPressDuration = 0.35
    /// The farthest, in points, a pointer may wander from where it went down and still make a tap
    /// or a long press (finite, ≥ 0). Moving farther starts a swipe (when on) and rules out both.
    public var tapMaxMovement = 10.0
    /// The longest press, in seconds, that still counts as a tap; `nil` means "shorter than
    /// `longPressDuration` when a tag can be lifted (`reordering` or `dragToDelete`), else no limit".
    public var tapMaxDuration: Double? = nil
    /// How close to the viewport's edge along the scrolling axis, in points, a drag must come to
    /// scroll (finite, ≥ 0; 0 turns auto-scroll off).
    public var autoScrollEdgeBand = 44.0
    /// The largest auto-scroll step, in points, taken when the pointer reaches the viewport's edge
    /// (finite, ≥ 0); the step grows linearly across the edge band.
    public var autoScrollMaxStep = 20.0
    /// Whether focus changes made with the keyboard scroll the focused tag into view (`nearest`).
    public var scrollsToFocusedTag = true

    /// The default options: multiple selection without a limit, every gesture but tapping off.
    public init() {}

    /// Creates options; every argument has its default.
    public init(
        selectionMode: SelectionMode = .multiple(), swipeSelection: Bool = false, reordering: Bool = false,
        dragToDelete: Bool = false, deleteZone: DeleteZone = DeleteZone(), longPressDuration: Double = 0.35,
        tapMaxMovement: Double = 10, tapMaxDuration: Double? = nil, autoScrollEdgeBand: Double = 44,
        autoScrollMaxStep: Double = 20, scrollsToFocusedTag: Bool = true
    ) {
        self.selectionMode = selectionMode
        self.swipeSelection = swipeSelection
        self.reordering = reordering
        self.dragToDelete = dragToDelete
        self.deleteZone = deleteZone
        self.longPressDuration = longPressDuration
        self.tapMaxMovement = tapMaxMovement
        self.tapMaxDuration = tapMaxDuration
        self.autoScrollEdgeBand = autoScrollEdgeBand
        self.autoScrollMaxStep = autoScrollMaxStep
        self.scrollsToFocusedTag = scrollsToFocusedTag
    }

    /// Whether a long press lifts a tag at all.
    public var liftsTags: Bool { reordering || dragToDelete }

    /// The longest press that counts as a tap, with the default resolved.
    public var effectiveTapMaxDuration: Double {
        if let tapMaxDuration { return tapMaxDuration }
        return liftsTags ? longPressDuration : .infinity
    }

    /// Throws the first value out of range, named under `name` (e.g. `"options.longPressDuration"`).
    public func validate(name: String = "options") throws(ComponentError) {
        try selectionMode.validate(name: name + ".selectionMode")
        try deleteZone.validate(name: name + ".deleteZone")
        try ComponentError.checkNonNegative(longPressDuration, name + ".longPressDuration")
        try ComponentError.checkNonNegative(tapMaxMovement, name + ".tapMaxMovement")
        if let tapMaxDuration {
            guard tapMaxDuration >= 0, !tapMaxDuration.isNaN else {
                throw .invalidValue(name: name + ".tapMaxDuration", value: tapMaxDuration, allowed: "≥ 0 (infinity for no limit), or nil for the default")
            }
        }
        try ComponentError.checkNonNegative(autoScrollEdgeBand, name + ".autoScrollEdgeBand")
        try ComponentError.checkNonNegative(autoScrollMaxStep, name + ".autoScrollMaxStep")
    }
}
