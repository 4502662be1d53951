/// The headless tag collection — TTGTagCollectionView's `TextTagCollectionView` without a view: it
/// owns the tags, the layout configuration, the measurer and a viewport; it measures (through the
/// sizer's cache), lays out with `FlowLayout`, answers the questions a view asks (frames, sizes,
/// hit tests, visible tags, scroll offsets), and turns plain input events into selection, swipe
/// selection, drag reordering, drag-to-delete and keyboard focus.
///
/// A value type: every change is a `mutating` call that returns a `TagCollectionUpdate` — the
/// callbacks it fired, in order, and the before and after frames of every tag when any frame
/// changed. That is the one listening channel; the questions the component asks before it acts
/// (may this tag be tapped, moved, deleted?) are its `policy`. A call that throws changed nothing
/// of what it was asked to do (an input event stops at the step that failed; the steps before it
/// stand, each complete).
///
/// ```swift
/// var controller = try TagCollectionController(
///     tags: ["Swift", "Linux", "Pango"].map { TextTag($0) },
///     viewport: Viewport(width: 343, height: 200), sizer: sizer)
/// let update = try controller.tap(at: Point(x: 20, y: 12), time: 0)
/// update.callbacks          // [didTap(index: 0, id: "Swift", selected: true), didTapAnywhere(…)]
/// controller.frame(at: 0)   // where the first tag is
/// ```
///
/// **Coordinates.** Frames and pointer locations are in content coordinates (the origin is the
/// content's top-left corner, insets included); the viewport's `contentOffset` says which part is
/// visible. Only the delete zone is in viewport coordinates.
public struct TagCollectionController: Sendable {
    /// The tags, in their current order.
    public internal(set) var collection: TagCollection
    /// How the tags are laid out.
    public internal(set) var configuration: LayoutConfiguration
    /// How input is interpreted.
    public internal(set) var options: TagCollectionOptions
    /// The questions asked before input changes anything; every one answers yes by default.
    public var policy: TagCollectionPolicy
    /// The visible part of the content.
    public internal(set) var viewport: Viewport
    /// Measures text tags (through its cache).
    public internal(set) var sizer: TagSizer
    /// The current layout of the tags the view shows, queried by collection index.
    public internal(set) var layout: CollectionLayout
    /// The tag with keyboard focus, or `nil` (no focus, or the "+N" or "less" chip has it:
    /// `focusedElement`).
    public internal(set) var focusedID: TagID?
    /// Which tags show (`setFilter(_:)`); `nil` shows every tag.
    public internal(set) var filter: TagFilter?
    /// The order the tags show in (`setSortOrder(_:)`); `nil` is the collection's order.
    public internal(set) var sortOrder: TagSortOrder?

    /// Whether the chip the layout shows — the "+N" or the "less" one — has keyboard focus
    /// (`focusedID` is then `nil`).
    var indicatorHasFocus = false
    /// Whether the chips take keyboard focus (a tag field, whose keys run between its tags and
    /// its entry, leaves them to the pointer).
    var indicatorsTakeFocus = true
    /// The x that up and down keep (the centre of the tag focused by the last non-vertical move).
    var focusAnchorX: Double?
    /// Where a range selection starts (Shift with a focus move), and the selection it started
    /// from (`nil` until the range first extends).
    var rangeAnchor: RangeAnchor?
    /// The last tap on a tag, for telling a double tap.
    var lastTap: LastTap?
    /// The pointer gesture under way.
    var gesture: GestureState = .idle
    /// Where a drag from elsewhere would drop (`TagCollectionController+DragAndDrop`).
    package internal(set) var dropTarget: DropTarget?
    /// Whether drops are taken whatever `allowsPasting` says: a tag field's, which takes them.
    var takesEveryDrop = false
    /// The time of the last event, to refuse time going backwards.
    var lastEventTime: Double?
    /// The metrics of the text tags as of the last layout, so a relayout re-sizes only changed
    /// tags and a renderer draws each tag from the metrics that sized it.
    var sizeMemo = TagSizeMemo()
    /// The callbacks of the calls made so far inside `performBatchUpdates`, or `nil` outside one.
    var batchCallbacks: [TagCollectionCallback]?
    /// A tag laid out in place of the collection's tag with its id (a tag field's tag edited in
    /// place: `setLayoutStandIn(_:)`).
    var layoutStandIn: TextTag?

    /// Creates a controller and lays the tags out.
    /// - Parameters:
    ///   - tags: the tags, in order.
    ///   - configuration: the layout configuration.
    ///   - options: the selection policy and gestures.
    ///   - policy: the questions asked before input acts.
    ///   - viewport: the visible size (its width is the layout width) and offset.
    ///   - sizer: measures text tags; give one sharing a cache to share measurements.
    /// - Throws: `TagFlowError` naming the first bad value (`tags[2].id` duplicated,
    ///   `viewport.size.width`, `options.longPressDuration`, `tags[4].style.maxWidth`, …).
    public init(
        tags: [TextTag], configuration: LayoutConfiguration = LayoutConfiguration(),
        options: TagCollectionOptions = TagCollectionOptions(), policy: TagCollectionPolicy = .allowingEverything,
        viewport: Viewport, sizer: TagSizer
    ) throws(TagFlowError) {
        do { try viewport.validate() } catch { throw error.prefixed(with: Argument.viewport) }
        do { try options.validate() } catch { throw error.prefixed(with: Argument.options) }
        self.collection = try TagCollection(tags)
        self.configuration = configuration
        self.options = options
        self.policy = policy
        self.viewport = viewport
        self.sizer = sizer
        self.layout = CollectionLayout()
        self.layout = try computeLayout(collection)
    }

    // MARK: Measuring and layout

    /// Lays `newCollection` out at the viewport's width: text tags (with room for a remove button
    /// when the options have one) sized through the size memo (unchanged tags cost O(1), changed
    /// ones go through the sizer and its cache), custom tags from their fixed size or size
    /// provider; then the view — the tags the filter keeps, in the sort order — in one pass of the
    /// layout engine (with the options' chip measured for the count it shows). The one code path
    /// for every frame and size the controller reports. The memo describes the collection laid
    /// out last on entry, and `newCollection` afterwards (or, after a throw, is empty).
    mutating func computeLayout(_ newCollection: TagCollection) throws(TagFlowError) -> CollectionLayout {
        let containerWidth = configuration.tagContainerWidth(forWidth: viewport.size.width)
        // Room for every tag's text and its entry at the tag's room: the cache never has to
        // evict a tag of the collection, so a relayout measures nothing again.
        sizer.cache?.reserveCapacity(2 * newCollection.count)
        let accessoryWidth = options.removeButtonExtent(at: sizer.textSizeCategory)
        let alignsBaselines = configuration.lineAlignment == .firstBaseline
        var items = try sizeMemo.layoutItems(
            of: newCollection, previous: collection, containerWidth: containerWidth, accessoryWidth: accessoryWidth,
            alignsBaselines: alignsBaselines, sizer: sizer)
        applyingLayoutStandIn(
            to: &items, of: newCollection, containerWidth: containerWidth, accessoryWidth: accessoryWidth,
            alignsBaselines: alignsBaselines)
        let order = Self.viewOrder(of: newCollection, filter: filter, sortOrder: sortOrder)
        if let order { items = order.map { items[$0] } }
        do {
            var result = LayoutResult()
            try TagLayout(configuration: configuration, sizer: sizer, overflowChip: options.overflowChip).layout(
                items, in: viewport.size, into: &result)
            guard let order else { return CollectionLayout(result) }
            return CollectionLayout(result, order: order, tagCount: newCollection.count)
        } catch {
            sizeMemo = TagSizeMemo()
            throw Self.renamed(error, order: order)
        }
    }

    /// An error of the layout engine under the controller's names: the container is the viewport,
    /// item sizes come from the tags (an item's index is its tag's), the chip is an option.
    private static func renamed(_ error: TagFlowError, order: [Int]?) -> TagFlowError {
        if let (argument, inside) = error.argument(of: FlowLayout.Argument.self) {
            switch argument {
            case .container: return TagFlowError(error.reason, at: Argument.viewport.path("size") + inside)
            case .items:
                var rest = inside.components
                if let order, case .index(let k)? = rest.first { rest[0] = .index(order[k]) }
                return TagFlowError(error.reason, at: Argument.tags.path() + ValuePath(rest))
            case .configuration: return error
            case .overflowIndicator: return TagFlowError(error.reason, at: Argument.options.path("overflowChip"))
            }
        }
        if let (argument, _) = error.argument(of: TagLayout.Argument.self), argument == .overflowChip {
            return error.prefixed(with: Argument.options)
        }
        return error
    }

    /// Replaces the collection and its layout together, or neither when the layout fails.
    mutating func commit(_ newCollection: TagCollection) throws(TagFlowError) {
        let newLayout = try computeLayout(newCollection)
        collection = newCollection
        layout = newLayout
    }

    /// Lays the current collection out again (after a change of viewport, configuration or sizer).
    mutating func relayout() throws(TagFlowError) {
        layout = try computeLayout(collection)
    }

    /// Hands the size memo over and leaves an empty one, so that a copy of the controller made
    /// next holds the only reference and updates it in place (see `recordingUpdate`).
    mutating func takeSizeMemo() -> TagSizeMemo {
        var memo = TagSizeMemo()
        swap(&memo, &sizeMemo)
        return memo
    }

    /// The frames of every tag now, for transitions.
    func snapshot() -> FrameSnapshot {
        FrameSnapshot(collection: collection, layout: layout)
    }

    // MARK: Tags

    /// The number of tags.
    public var count: Int { collection.count }

    /// Every tag, in order.
    public var tags: [TextTag] { collection.tags }

    /// The selected tags, in order.
    public var selectedTags: [TextTag] { collection.selectedTags }

    /// The tags not selected, in order.
    public var unselectedTags: [TextTag] { collection.unselectedTags }

    /// The tag at `index`, or `nil` when there is none.
    public func tag(at index: Int) -> TextTag? { collection.tag(at: index) }

    /// The tag with `id`, or `nil` when no tag has it.
    public func tag(withID id: TagID) -> TextTag? { collection.tag(withID: id) }

    /// The index of the tag with `id`, or `nil` when no tag has it.
    public func index(ofID id: TagID) -> Int? { collection.index(ofID: id) }

    /// The tags at `range`, or `nil` when the range reaches past either end.
    public func tags(in range: Range<Int>) -> ArraySlice<TextTag>? { collection.tags(in: range) }

    /// The index of the focused tag, or `nil`.
    public var focusedIndex: Int? { focusedID.flatMap { collection.index(ofID: $0) } }

    /// The metrics the tag at `index` was sized with in the current layout — what a renderer
    /// draws it from — or `nil` when there is no such tag.
    public func metrics(at index: Int) -> TagMetrics? {
        guard collection.indices.contains(index) else { return nil }
        if let measured = try? sizeMemo.metrics(at: index, of: collection[index], sizer: sizer) { return measured }
        // Custom content (its size is the caller's value or function, valid since it was laid
        // out), or text whose missing characters could not be listed again: sized afresh.
        let containerWidth = configuration.tagContainerWidth(forWidth: viewport.size.width)
        return try? sizer.metrics(
            of: collection[index], containerWidth: containerWidth, accessoryWidth: options.removeButtonExtent(at: sizer.textSizeCategory))
    }

    // MARK: Geometry

    /// The frame of the tag at `index`, or `nil` when there is no such tag or it is hidden by the
    /// line limit.
    public func frame(at index: Int) -> Rect? { layout.frame(of: index) }

    /// The frame of the tag with `id`, or `nil` when no tag has it or it is hidden.
    public func frame(forID id: TagID) -> Rect? {
        collection.index(ofID: id).flatMap { layout.frame(of: $0) }
    }

    /// The size of the scrollable content.
    public var contentSize: Size { layout.contentSize }

    /// The shrink-wrapped size (an intrinsic content size) at the viewport's width.
    public var fittingSize: Size { layout.fittingSize }

    /// The index of the visible tag at `point` (content coordinates), or `nil` for gaps, insets,
    /// hidden tags and the overflow and collapse indicators: TTGTagCollectionView's `indexOfTag(at:)`.
    public func index(at point: Point) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return layout.index(at: point)
    }

    /// The id of the visible tag at `point`, or `nil`.
    public func id(at point: Point) -> TagID? {
        index(at: point).map { collection.ids[$0] }
    }

    /// The indices of the visible tags whose frames meet `rect` (touching counts), in reading order.
    public func indices(in rect: Rect) -> [Int] { layout.indices(in: rect) }

    /// The visible part of the content in content coordinates (all of it along an axis whose
    /// viewport extent is 0).
    public var visibleRect: Rect { viewport.visibleRect(contentSize: layout.contentSize) }

    /// The indices of the tags the viewport shows (touching counts), in reading order.
    public var visibleIndices: [Int] { layout.indices(in: visibleRect) }

    /// The content offset that shows the tag at `index` at `position`, clamped to the scrollable
    /// range, or `nil` when there is no such tag or it is hidden.
    public func contentOffset(toShowTagAt index: Int, at position: LayoutResult.ScrollPosition = .nearest) -> Point? {
        layout.contentOffset(
            toShow: index, at: position, viewportSize: viewport.size, currentOffset: viewport.contentOffset)
    }

    /// Scrolls so that the tag at `index` shows at `position`; returns the new offset, or `nil`
    /// (and does not scroll) when there is no such tag or it is hidden. No callback fires: the
    /// caller asked for it.
    @discardableResult
    public mutating func scrollToTag(at index: Int, position: LayoutResult.ScrollPosition = .nearest) -> Point? {
        guard let offset = contentOffset(toShowTagAt: index, at: position) else { return nil }
        viewport.contentOffset = offset
        return offset
    }

    /// Scrolls so that the tag with `id` shows at `position`; see `scrollToTag(at:position:)`.
    @discardableResult
    public mutating func scrollToTag(withID id: TagID, position: LayoutResult.ScrollPosition = .nearest) -> Point? {
        guard let index = collection.index(ofID: id) else { return nil }
        return scrollToTag(at: index, position: position)
    }

    // MARK: Gesture state

    /// The drag under way, or `nil`.
    public var dragState: DragState? {
        guard case .dragging(let drag) = gesture, let index = collection.index(ofID: drag.id) else { return nil }
        guard let slot = layout.frame(of: index) else { return nil }
        return DragState(
            id: drag.id, index: index, originalIndex: drag.originalIndex, pointer: drag.pointer,
            liftedFrame: Rect(
                x: drag.pointer.x - drag.grabOffset.x, y: drag.pointer.y - drag.grabOffset.y,
                width: slot.width, height: slot.height),
            isOverDeleteZone: drag.isOverDeleteZone,
            deleteZoneFrame: options.allowsDragToDelete ? deleteZoneFrame : nil)
    }

    /// The delete zone's frame in viewport coordinates.
    package var deleteZoneFrame: Rect { options.deleteZoneFrame(viewportSize: viewport.size) }

    /// Whether a pointer is down (a press, a swipe or a drag under way).
    public var isTracking: Bool {
        if case .idle = gesture { return false }
        return true
    }
}

extension TagCollectionController {
    /// The names a controller's errors (and a field's) give what they were handed: `tags[3]`,
    /// `options.overflowChip`, `viewport.size.width`, `event.time`, `ids[2]`.
    package enum Argument: String, ErrorArgument {
        case tags, configuration, options, viewport, event, ids
    }
}
