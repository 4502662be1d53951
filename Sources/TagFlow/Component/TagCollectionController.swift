/// The headless tag collection: it owns the tags, the layout configuration, the measurer and a
/// viewport; it measures (through the sizer's cache), lays out with `FlowLayout`, answers the
/// questions a view asks (frames, sizes, hit tests, visible tags, scroll offsets), and turns plain
/// input events into selection, swipe selection, drag reordering, drag-to-delete and keyboard
/// focus.
///
/// A value type: every change is a `mutating` call that returns a `TagCollectionUpdate` — the
/// callbacks it fired, in order, and the before and after frames of every tag when any frame
/// changed. A call that throws changed nothing of what it was asked to do (an input event stops
/// at the step that failed; the steps before it stand, each complete).
///
/// **Coordinates.** Frames and pointer locations are in content coordinates (the origin is the
/// content's top-left corner, insets included); the viewport's `contentOffset` says which part is
/// visible. Only the delete zone is in viewport coordinates.
///
/// **Input indices.** Every tag keeps the index it was given when it entered the controller (the
/// initial tags 0, 1, 2, …; tags added later the next numbers), even after it moved or was
/// deleted: `inputIndex(ofID:)`, `order`, `selectedInputIndices`, `inputFrames`.
public struct TagCollectionController: Sendable {
    /// The tags, in their current order.
    public internal(set) var collection: TagCollection
    /// How the tags are laid out.
    public internal(set) var configuration: LayoutConfiguration
    /// How input is interpreted.
    public internal(set) var options: TagCollectionOptions
    /// The visible part of the content.
    public internal(set) var viewport: Viewport
    /// Measures text tags (through its cache).
    public internal(set) var sizer: TagSizer
    /// The current layout: one frame per tag, in collection order.
    public internal(set) var layout: LayoutResult
    /// The tag with keyboard focus, or `nil`.
    public internal(set) var focusedID: TagID?

    /// The x that up and down keep (the centre of the tag focused by the last non-vertical move).
    var focusAnchorX: Double?
    /// The pointer gesture under way.
    var gesture: GestureState = .idle
    /// The time of the last event, to refuse time going backwards.
    var lastEventTime: Double?
    /// Every id ever seen, with its input index.
    var inputIndices: [TagID: Int] = [:]
    /// The input index the next new tag gets.
    var nextInputIndex = 0
    /// The sizes of the text tags as of the last layout, so a relayout re-sizes only changed tags.
    var sizeMemo = TagSizeMemo()

    /// Creates a controller and lays the tags out.
    /// - Parameters:
    ///   - items: the tags, text or custom, in order (their input indices are their positions).
    ///   - configuration: the layout configuration.
    ///   - options: the selection policy and gestures.
    ///   - viewport: the visible size (its width is the layout width) and offset.
    ///   - sizer: measures text tags; give one sharing a cache to share measurements.
    /// - Throws: `ComponentError` naming the first bad value (`items[i].id` duplicated,
    ///   `viewport.size.width`, `options.…`, `tags[i].style.…`, …).
    public init(
        items: [TagItem], configuration: LayoutConfiguration = LayoutConfiguration(),
        options: TagCollectionOptions = TagCollectionOptions(), viewport: Viewport, sizer: TagSizer
    ) throws(ComponentError) {
        try viewport.validate()
        try options.validate()
        let collection = try TagCollection(items)
        self.collection = collection
        self.configuration = configuration
        self.options = options
        self.viewport = viewport
        self.sizer = sizer
        var memo = TagSizeMemo()
        self.layout = try Self.computeLayout(
            collection, previous: TagCollection(), memo: &memo, configuration, viewport, sizer)
        self.sizeMemo = memo
        for item in items { registerInputIndex(item.id) }
    }

    /// Creates a controller of text tags.
    public init(
        tags: [Tag], configuration: LayoutConfiguration = LayoutConfiguration(),
        options: TagCollectionOptions = TagCollectionOptions(), viewport: Viewport, sizer: TagSizer
    ) throws(ComponentError) {
        try self.init(
            items: tags.map { TagItem($0) }, configuration: configuration, options: options,
            viewport: viewport, sizer: sizer)
    }

    // MARK: Measuring and layout

    /// Lays `newCollection` out at the viewport's width: text tags sized through the size memo
    /// (unchanged tags cost O(1), changed ones go through the sizer and its cache), custom tags
    /// from their fixed size or size provider, then one pass of the layout engine. The one code
    /// path for every frame and size the controller reports. Afterwards the memo describes
    /// `newCollection` (or, after a throw, is empty).
    mutating func computeLayout(_ newCollection: TagCollection) throws(ComponentError) -> LayoutResult {
        try Self.computeLayout(newCollection, previous: collection, memo: &sizeMemo, configuration, viewport, sizer)
    }

    /// `computeLayout(_:)` on explicit parts; `memo` describes `previous` on entry.
    static func computeLayout(
        _ newCollection: TagCollection, previous: TagCollection, memo: inout TagSizeMemo,
        _ configuration: LayoutConfiguration, _ viewport: Viewport, _ sizer: TagSizer
    ) throws(ComponentError) -> LayoutResult {
        let containerWidth = ContentSizeCalculator.tagContainerWidth(
            forWidth: viewport.size.width, configuration: configuration)
        let items = try memo.layoutItems(
            of: newCollection, previous: previous, containerWidth: containerWidth, sizer: sizer)
        do {
            return try FlowLayout(configuration: configuration).layout(items, in: viewport.size)
        } catch {
            memo = TagSizeMemo()
            throw .tagFlow(.layout(error))
        }
    }

    /// Replaces the collection and its layout together, or neither when the layout fails.
    mutating func commit(_ newCollection: TagCollection) throws(ComponentError) {
        let newLayout = try computeLayout(newCollection)
        // New ids get input indices; an id still at its old position is known without hashing it.
        let oldIDs = collection.ids
        let newIDs = newCollection.ids
        for i in newIDs.indices where i >= oldIDs.count || oldIDs[i] != newIDs[i] {
            if inputIndices[newIDs[i]] == nil { registerInputIndex(newIDs[i]) }
        }
        collection = newCollection
        layout = newLayout
    }

    /// Lays the current collection out again (after a change of viewport, configuration or sizer).
    mutating func relayout() throws(ComponentError) {
        layout = try computeLayout(collection)
    }

    /// Hands the size memo over and leaves an empty one, so that a copy of the controller made
    /// next holds the only reference and updates it in place (see `recordingUpdate`).
    mutating func takeSizeMemo() -> TagSizeMemo {
        var memo = TagSizeMemo()
        swap(&memo, &sizeMemo)
        return memo
    }

    private mutating func registerInputIndex(_ id: TagID) {
        guard inputIndices[id] == nil else { return }
        inputIndices[id] = nextInputIndex
        nextInputIndex += 1
    }

    /// The frames of every tag now, for transitions.
    func snapshot() -> FrameSnapshot {
        FrameSnapshot(collection: collection, layout: layout)
    }

    // MARK: Geometry queries

    /// The number of tags.
    public var count: Int { collection.count }

    /// The frame of the tag at `index`, or `nil` when it is hidden by the line limit.
    /// - Throws: `.indexOutOfRange(name: "index", …)`.
    public func frame(at index: Int) throws(ComponentError) -> Rect? {
        try ComponentError.checkIndex(index, count: count, name: "index")
        return layout.frame(of: index)
    }

    /// The frame of the tag with `id`, or `nil` when it is hidden.
    /// - Throws: `.unknownID(name: "id", …)`.
    public func frame(forID id: TagID) throws(ComponentError) -> Rect? {
        layout.frame(of: try collection.index(ofID: id))
    }

    /// Whether the tag at `index` is hidden by the line limit (or gave its place to the "+N" chip).
    /// - Throws: `.indexOutOfRange(name: "index", …)`.
    public func isHidden(at index: Int) throws(ComponentError) -> Bool {
        try ComponentError.checkIndex(index, count: count, name: "index")
        return layout.isHidden(index)
    }

    /// The size of the scrollable content.
    public var contentSize: Size { layout.contentSize }

    /// The shrink-wrapped size (an intrinsic content size) at the viewport's width.
    public var fittingSize: Size { layout.fittingSize }

    /// The index of the visible tag at `point` (content coordinates), or `nil` for gaps, insets,
    /// hidden tags and the overflow indicator.
    public func index(at point: Point) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return layout.item(at: point)
    }

    /// The id of the visible tag at `point`, or `nil`.
    public func id(at point: Point) -> TagID? {
        index(at: point).map { collection[$0].id }
    }

    /// The visible part of the content in content coordinates (all of it along an axis whose
    /// viewport extent is 0).
    public var visibleRect: Rect { viewport.visibleRect(contentSize: layout.contentSize) }

    /// The indices of the tags the viewport shows (touching counts), in reading order.
    public var visibleIndices: [Int] { layout.items(in: visibleRect) }

    /// The content offset that shows the tag at `index` at `position`, clamped to the scrollable
    /// range, or `nil` when the tag is hidden.
    /// - Throws: `.indexOutOfRange(name: "index", …)`.
    public func contentOffset(toShowTagAt index: Int, at position: ScrollPosition = .nearest) throws(ComponentError) -> Point? {
        try ComponentError.checkIndex(index, count: count, name: "index")
        return layout.contentOffset(
            toShow: index, at: position, viewportSize: viewport.size, currentOffset: viewport.contentOffset)
    }

    /// Scrolls so that the tag at `index` shows at `position`; returns the new offset, or `nil`
    /// (and does not scroll) when the tag is hidden. No callback fires: the caller asked for it.
    /// - Throws: `.indexOutOfRange(name: "index", …)`.
    @discardableResult
    public mutating func scrollToTag(at index: Int, position: ScrollPosition = .nearest) throws(ComponentError) -> Point? {
        guard let offset = try contentOffset(toShowTagAt: index, at: position) else { return nil }
        viewport.contentOffset = offset
        return offset
    }

    /// Scrolls so that the tag with `id` shows at `position`; see `scrollToTag(at:position:)`.
    /// - Throws: `.unknownID(name: "id", …)`.
    @discardableResult
    public mutating func scrollToTag(withID id: TagID, position: ScrollPosition = .nearest) throws(ComponentError) -> Point? {
        try scrollToTag(at: try collection.index(ofID: id), position: position)
    }

    // MARK: Input indices (for tools that speak in the positions of their input)

    /// The index the tag with `id` had in the input (see the type's documentation), also for
    /// deleted tags; `nil` for an id never seen.
    public func inputIndex(ofID id: TagID) -> Int? { inputIndices[id] }

    /// The input indices of the tags in their current order (deleted tags are absent).
    public var order: [Int] { collection.map { inputIndices[$0.id]! } }

    /// The input indices of the selected tags, ascending.
    public var selectedInputIndices: [Int] {
        collection.filter(\.isSelected).map { inputIndices[$0.id]! }.sorted()
    }

    /// The input index of the focused tag, or `nil`.
    public var focusedInputIndex: Int? { focusedID.flatMap { inputIndices[$0] } }

    /// The index of the focused tag in the collection, or `nil`.
    public var focusedIndex: Int? { focusedID.flatMap { collection.firstIndex(ofID: $0) } }

    /// One entry per input index ever given: the tag's frame and whether it is hidden, or `nil`
    /// for a deleted tag.
    public var inputFrames: [(frame: Rect, isHidden: Bool)?] {
        var frames = [(frame: Rect, isHidden: Bool)?](repeating: nil, count: nextInputIndex)
        for (i, item) in collection.enumerated() {
            frames[inputIndices[item.id]!] = (layout.frames[i], layout.isHidden(i))
        }
        return frames
    }

    // MARK: Gesture state

    /// The drag under way, or `nil`.
    public var dragState: DragState? {
        guard case .dragging(let drag) = gesture, let index = collection.firstIndex(ofID: drag.id) else { return nil }
        let slot = layout.frames[index]
        return DragState(
            id: drag.id, index: index, originalIndex: drag.originalIndex, pointer: drag.pointer,
            liftedFrame: Rect(
                x: drag.pointer.x - drag.grabOffset.x, y: drag.pointer.y - drag.grabOffset.y,
                width: slot.width, height: slot.height),
            isOverDeleteZone: drag.isOverDeleteZone,
            deleteZoneFrame: options.dragToDelete ? deleteZoneFrame : nil)
    }

    /// The delete zone's frame in viewport coordinates.
    public var deleteZoneFrame: Rect { options.deleteZone.resolvedFrame(viewportSize: viewport.size) }

    /// Whether a pointer is down (a press, a swipe or a drag under way).
    public var isTracking: Bool {
        if case .idle = gesture { return false }
        return true
    }
}
