/// How the component responds to input: the selection policy, which gestures are on, and the
/// thresholds that tell them apart. Every property has the default a new collection starts with.
public struct TagCollectionOptions: Hashable, Sendable {
    /// How taps, swipes and keys change the selection.
    public var selectionMode: SelectionMode = .multiple()
    /// The fewest tags input leaves selected (0, the default: none required) — Android's
    /// `selectionRequired`: `1` with `single` makes a choice that cannot be emptied; with
    /// `multiple(limit:)` at most the limit; with `none` only 0. Input never deselects below it
    /// (`didRefuseDeselectForMinimum`); a selection the program left below it stands until input
    /// adds to it.
    public var selectionMinimum = 0
    /// Whether moving keyboard focus with a plain arrow, Home, End or Page key selects the tag it
    /// lands on (GtkFlowBox's browse mode, a radio group); Control with the key moves focus alone.
    /// Only with `single` selection.
    public var selectionFollowsFocus = false
    /// Whether a tap activates the tag (`didActivate`, as return does) instead of toggling it:
    /// chips that are buttons (GtkFlowBox's `activate-on-single-click`). Off: a second tap on the
    /// same tag within `doubleTapInterval` activates it.
    public var activatesOnSingleClick = false
    /// Whether a long press that lifts nothing (no reordering or drag to delete, a disabled tag,
    /// blank space) asks for a context menu (`didRequestContextMenu`); off, a long press is a slow
    /// tap when nothing lifts.
    public var longPressRequestsContextMenu = true
    /// The longest time, in seconds, between two taps on one tag that make a double tap (finite,
    /// ≥ 0; GTK's `gtk-double-click-time` default).
    public var doubleTapInterval = 0.4
    /// Whether a pointer that goes down on a tag and moves selects the tags it crosses (off by
    /// default, as in TTGTagCollectionView).
    public var allowsSwipeSelection = false
    /// Whether a long press lifts a tag that can then be dragged to a new position.
    public var allowsReordering = false
    /// Whether a long press lifts a tag that can be dropped on the delete zone to remove it.
    /// Works with or without `allowsReordering`; without it the other tags stay put while dragging.
    public var allowsDragToDelete = false
    /// Whether pasted text becomes tags (Control+V, `InputEvent.paste`), through the field's policy.
    public var allowsPasting = false
    /// Where a dragged tag is dropped to be removed, in **viewport** coordinates (the zone stays
    /// put on screen while the content scrolls, like TTGTagCollectionView's bottom bar); `nil` for
    /// the default: a band `defaultDeleteZoneHeight` high along the bottom of the viewport, inset
    /// by `defaultDeleteZoneInsets`. How the zone looks is the renderer's business.
    public var deleteZoneFrame: Rect? = nil
    /// How long, in seconds, a pointer must stay down (within `tapMaxMovement`) to lift a tag
    /// (finite, ≥ 0). Matters only with `allowsReordering` or `allowsDragToDelete`.
    public var longPressDuration = 0.35
    /// The farthest, in points, a pointer may wander from where it went down and still make a tap
    /// or a long press (finite, ≥ 0). Moving farther starts a swipe (when on) and rules out both.
    public var tapMaxMovement = 10.0
    /// The longest press, in seconds, that still counts as a tap; `nil` means "shorter than
    /// `longPressDuration` when a long press means something (a lift or a context menu), else no
    /// limit".
    public var tapMaxDuration: Double? = nil
    /// How close to the viewport's edge along the scrolling axis, in points, a drag must come to
    /// scroll (finite, ≥ 0; 0 turns auto-scroll off).
    public var autoScrollEdgeBand = 44.0
    /// The largest auto-scroll step, in points, taken when the pointer reaches the viewport's edge
    /// (finite, ≥ 0); the step grows linearly across the edge band.
    public var autoScrollMaxStep = 20.0
    /// Whether focus changes made with the keyboard scroll the focused tag into view (`nearest`).
    public var scrollsToFocusedTag = true
    /// A remove (×) button in every text tag, or `nil` for none (the default). Its extent widens
    /// the tags, so changing it lays them out again.
    public var removeButton: RemoveButton? = nil
    /// The "+N" chip of a line limit as a text tag, measured for the count it shows, which a tap
    /// expands (`OverflowChip`); `nil` (the default) for the configuration's fixed-size
    /// `overflowIndicator`, whose taps are only reported. Changing it lays the tags out again.
    public var overflowChip: OverflowChip? = nil

    // A tag field's (`TagField`): how text typed into its entry becomes tags. Every setting's
    // default makes a working field: comma and Return commit, duplicates (compared folded) are
    // refused, there is no limit.

    /// What commits a field's draft while typing (a paste also splits on line breaks).
    public var delimiters: TagFieldDelimiters = .standard
    /// Whether leaving the field (blur) commits the draft, as a delimiter would.
    public var commitsOnBlur = false
    /// How duplicates are told; refused ones stay in the draft.
    public var duplicates: DuplicateRule = .folded
    /// The most tags a field holds (`nil`: no limit); a paste adds the first that fit. Every way
    /// a tag arrives is held to it, undo too.
    public var maximumCount: Int? = nil
    /// Whether a piece the validator refuses is added anyway as an invalid tag (drawn in
    /// `invalidStyle`, its reason its accessible hint) instead of staying in the draft.
    public var addsInvalidTags = false
    /// The style of invalid tags (`nil`: their ordinary style with a red border and text).
    public var invalidStyle: TextTagStyle? = nil
    /// The style a field makes new tags in.
    public var tagStyle = TextTagStyle()
    /// Whether only the field's suggestions become tags: free text is refused (`unknown`), and a
    /// piece that is a suggestion but for case, accents or Unicode spelling becomes the
    /// suggestion as written (Tagify's `enforceWhitelist`).
    public var onlyKnownTags = false
    /// The most suggestions a field shows at once.
    public var maximumSuggestions = 8
    /// Whether suggestions that are already tags are shown, marked (`TagSuggestion.isAdded`),
    /// instead of left out.
    public var marksAddedSuggestions = false
    /// The field's placeholder, drawn while its draft is empty; its width is the entry's
    /// smallest unless `entryMinimumWidth` is set.
    public var placeholder = "Add a tag"
    /// The entry's smallest width in points at the default text size, or `nil` for the
    /// placeholder's measured width (at least 40 pt).
    public var entryMinimumWidth: Double? = nil

    /// The height of the default delete zone, in points (TTGTagCollectionView's 52 pt band).
    public static let defaultDeleteZoneHeight = 52.0
    /// The margins of the default delete zone from the viewport's left, right and bottom edges.
    public static let defaultDeleteZoneInsets = Insets(top: 0, left: 18, bottom: 12, right: 18)

    /// The default options: multiple selection without a limit, every gesture but tapping off.
    public init() {}

    /// Creates options; every argument has its default.
    public init(
        selectionMode: SelectionMode = .multiple(), allowsSwipeSelection: Bool = false, allowsReordering: Bool = false,
        allowsDragToDelete: Bool = false, deleteZoneFrame: Rect? = nil, longPressDuration: Double = 0.35,
        tapMaxMovement: Double = 10, tapMaxDuration: Double? = nil, autoScrollEdgeBand: Double = 44,
        autoScrollMaxStep: Double = 20, scrollsToFocusedTag: Bool = true, removeButton: RemoveButton? = nil,
        overflowChip: OverflowChip? = nil
    ) {
        self.selectionMode = selectionMode
        self.allowsSwipeSelection = allowsSwipeSelection
        self.allowsReordering = allowsReordering
        self.allowsDragToDelete = allowsDragToDelete
        self.deleteZoneFrame = deleteZoneFrame
        self.longPressDuration = longPressDuration
        self.tapMaxMovement = tapMaxMovement
        self.tapMaxDuration = tapMaxDuration
        self.autoScrollEdgeBand = autoScrollEdgeBand
        self.autoScrollMaxStep = autoScrollMaxStep
        self.scrollsToFocusedTag = scrollsToFocusedTag
        self.removeButton = removeButton
        self.overflowChip = overflowChip
    }

    /// The most tags input may select, or `nil` for no limit: TTGTagCollectionView's
    /// `selectionLimit`. Setting it switches to multiple selection with that limit.
    public var selectionLimit: Int? {
        get { selectionMode.limit }
        set { selectionMode = .multiple(limit: newValue) }
    }

    /// Whether a long press lifts a tag at all.
    package var liftsTags: Bool { allowsReordering || allowsDragToDelete }

    /// Whether input can remove tags: by a drop on the delete zone or a remove button (and so
    /// whether tags offer the accessibility action `remove`).
    package var allowsRemoving: Bool { allowsDragToDelete || removeButton != nil }

    /// The content width a remove button adds to each text tag (0 without one), at the default
    /// text size.
    package var removeButtonExtent: Double { removeButton?.extent ?? 0 }

    /// The remove button at the reader's text size: `removeButton` scaled as the text is
    /// (`TextSizeCategory.scaleFactor`), so the × keeps its size next to the words.
    package func removeButton(at category: TextSizeCategory) -> RemoveButton? {
        removeButton?.scaled(by: category.scaleFactor)
    }

    /// The content width a remove button adds to each text tag at `category` (0 without one).
    package func removeButtonExtent(at category: TextSizeCategory) -> Double {
        removeButton(at: category)?.extent ?? 0
    }

    /// The longest press that counts as a tap, with the default resolved.
    package var effectiveTapMaxDuration: Double {
        if let tapMaxDuration { return tapMaxDuration }
        return liftsTags || longPressRequestsContextMenu ? longPressDuration : .infinity
    }

    /// The delete zone's frame in viewport coordinates for a viewport of `size`.
    package func deleteZoneFrame(viewportSize size: Size) -> Rect {
        if let deleteZoneFrame { return deleteZoneFrame }
        let insets = Self.defaultDeleteZoneInsets
        return Rect(
            x: insets.left, y: size.height - insets.bottom - Self.defaultDeleteZoneHeight,
            width: max(0, size.width - insets.horizontal), height: Self.defaultDeleteZoneHeight)
    }

    /// Throws the first value out of range or the first options that contradict each other, its
    /// path relative to the options (`longPressDuration`, `selectionMode.limit`,
    /// `selectionMinimum`, `deleteZoneFrame.width`, `removeButton.size`, `overflowChip.format`,
    /// a field's `delimiters`, `maximumCount`, `maximumSuggestions`, `entryMinimumWidth`).
    package func validate() throws(TagFlowError) {
        do { try selectionMode.validate() } catch { throw error.prefixed(with: Setting.selectionMode) }
        try validateSelectionRules()
        try TagFlowError.checkNonNegative(doubleTapInterval, at: Setting.doubleTapInterval.path())
        if let frame = deleteZoneFrame {
            try TagFlowError.checkFinite(frame.x, at: Setting.deleteZoneFrame.path("x"))
            try TagFlowError.checkFinite(frame.y, at: Setting.deleteZoneFrame.path("y"))
            try TagFlowError.checkNonNegative(frame.width, at: Setting.deleteZoneFrame.path("width"))
            try TagFlowError.checkNonNegative(frame.height, at: Setting.deleteZoneFrame.path("height"))
        }
        try TagFlowError.checkNonNegative(longPressDuration, at: Setting.longPressDuration.path())
        try TagFlowError.checkNonNegative(tapMaxMovement, at: Setting.tapMaxMovement.path())
        if let tapMaxDuration, !(tapMaxDuration >= 0) {
            throw TagFlowError(
                .invalidNumber(tapMaxDuration, allowed: "≥ 0 (infinity for no limit), or nil for the default"),
                at: Setting.tapMaxDuration.path())
        }
        try TagFlowError.checkNonNegative(autoScrollEdgeBand, at: Setting.autoScrollEdgeBand.path())
        try TagFlowError.checkNonNegative(autoScrollMaxStep, at: Setting.autoScrollMaxStep.path())
        do { try removeButton?.validate() } catch { throw error.prefixed(with: Setting.removeButton) }
        do { try overflowChip?.validate() } catch { throw error.prefixed(with: Setting.overflowChip) }
        try validateFieldSettings()
    }
}

extension TagCollectionOptions {
    /// The settings `validate()` names at the head of its errors' paths (`deleteZoneFrame.width`),
    /// so a reader that took them from elsewhere (a document's `selection.followsFocus`, a
    /// field's `placeholder`) renames them by switching over this, not by spelling them.
    package enum Setting: String, ErrorArgument {
        case selectionMode, selectionMinimum, selectionFollowsFocus, doubleTapInterval, deleteZoneFrame
        case longPressDuration, tapMaxMovement, tapMaxDuration, autoScrollEdgeBand, autoScrollMaxStep
        case removeButton, overflowChip, delimiters, tagStyle, invalidStyle, entryMinimumWidth, placeholder
    }
}
