/// A collection's layout, queried by the tags' indices in the collection: the layout engine's
/// result for the tags the view shows (`result`, its items those tags in view order), and where
/// each tag of the collection went.
///
/// Without a filter or a sort order the view is the collection and `result`'s item indices are
/// collection indices; with one, a tag the filter leaves out has no frame, is found by no query
/// and takes no part in the line limit, and the tags show in the sort order. Every query here
/// takes and returns collection indices either way.
public struct CollectionLayout: Hashable, Sendable {
    /// The engine's result for the shown tags: item `k` is the tag at `tagIndex(ofItem: k)`.
    public private(set) var result: LayoutResult
    /// The collection indices of the laid-out tags, in item order; `nil` when that is every tag
    /// in collection order.
    private var order: [Int]?
    /// Each collection index's item index, `-1` for a tag left out; empty without `order`.
    private var items: [Int]

    /// The layout of every tag in collection order (no view).
    package init(_ result: LayoutResult = LayoutResult()) {
        self.result = result
        order = nil
        items = []
    }

    /// The layout of the tags at `order` (collection indices, in view order) of a collection of
    /// `tagCount` tags, `result` being their layout in that order.
    init(_ result: LayoutResult, order: [Int], tagCount: Int) {
        self.result = result
        var items = [Int](repeating: -1, count: tagCount)
        for (k, index) in order.enumerated() { items[index] = k }
        self.order = order
        self.items = items
    }

    /// Whether a filter or sort order stands between the collection and the layout.
    package var hasView: Bool { order != nil }

    /// The collection index of the engine's item `k`.
    public func tagIndex(ofItem k: Int) -> Int { order?[k] ?? k }

    /// The engine's item index of the tag at `index`, or `nil` when the view leaves it out or
    /// there is no such tag.
    public func itemIndex(ofTag index: Int) -> Int? {
        guard order != nil else { return index >= 0 && index < result.itemCount ? index : nil }
        guard index >= 0, index < items.count, items[index] >= 0 else { return nil }
        return items[index]
    }

    /// The collection indices of every tag the view shows, in view order (those the line limit
    /// hides included).
    public var viewOrder: [Int] { order ?? Array(0..<result.itemCount) }

    /// How many tags the view shows (those the line limit hides included): the "of M" of a
    /// tag's position.
    package var viewCount: Int { result.itemCount }

    // MARK: Frames

    /// The frame of the tag at `index`, or `nil` when it is left out, hidden by the line limit or
    /// there is no such tag.
    package func frame(of index: Int) -> Rect? {
        guard let k = itemIndex(ofTag: index) else { return nil }
        return result.frame(of: k)
    }

    /// Whether the tag at `index` is not shown: left out by the filter or hidden by the line limit.
    public func isHidden(_ index: Int) -> Bool { frame(of: index) == nil }

    /// Whether the filter leaves the tag at `index` out (`false` without a view).
    public func isFilteredOut(_ index: Int) -> Bool {
        guard order != nil else { return false }
        return index >= 0 && index < items.count && items[index] < 0
    }

    // MARK: Lines and order

    /// The shown tags in placement order: line after line, each from its leading edge.
    public var placementOrder: [Int] {
        let placed = result.placementOrder
        guard let order else { return Array(placed) }
        return placed.map { order[$0] }
    }

    /// The collection indices of each visible line, from its leading edge.
    public var lines: [[Int]] {
        guard let order else { return result.lines }
        return result.lines.map { line in line.map { order[$0] } }
    }

    /// The tags the line limit hides (the ones a "+N" chip stands for), in view order.
    public var hiddenIndices: [Int] { result.hiddenIndices.map(tagIndex(ofItem:)) }

    // MARK: Queries

    /// The shown tag at `point`, or `nil` (gaps, insets, left-out and hidden tags, the chips).
    package func index(at point: Point) -> Int? { result.index(at: point).map(tagIndex(ofItem:)) }

    /// The shown tags whose frames meet `rect` (touching counts), in placement order.
    package func indices(in rect: Rect) -> [Int] {
        let found = result.indices(in: rect)
        guard let order else { return found }
        return found.map { order[$0] }
    }

    /// The content offset that shows the tag at `index` at `position` in a viewport of
    /// `viewportSize` scrolled to `currentOffset`, or `nil` when the tag is not shown.
    package func contentOffset(
        toShow index: Int, at position: LayoutResult.ScrollPosition, viewportSize: Size, currentOffset: Point
    ) -> Point? {
        guard let k = itemIndex(ofTag: index) else { return nil }
        return result.contentOffset(toShow: k, at: position, viewportSize: viewportSize, currentOffset: currentOffset)
    }

    // MARK: The engine's answers as they are (public through `result`)

    /// The size of the scrollable content.
    package var contentSize: Size { result.contentSize }
    /// The shrink-wrapped size.
    package var fittingSize: Size { result.fittingSize }
    /// Every line the shown tags form, hidden lines included.
    package var lineCount: Int { result.lineCount }
    /// The lines shown.
    package var visibleLineCount: Int { result.visibleLineCount }
    /// How many shown tags the line limit hides.
    package var hiddenCount: Int { result.hiddenCount }
    /// The "+N" chip, when the line limit hides tags the view shows.
    package var overflow: OverflowPlacement? { result.overflow }
    /// The "less" chip of an expanded line limit, when there is one.
    package var collapseIndicatorFrame: Rect? { result.collapseIndicatorFrame }
    /// The trailing item (a tag field's entry), when the configuration has one.
    package var trailingItemFrame: Rect? { result.trailingItemFrame }
    /// The frame of each visible line.
    package var lineFrames: FrameList { result.lineFrames }
    /// The layout direction.
    package var layoutDirection: LayoutConfiguration.LayoutDirection { result.layoutDirection }
    /// The scroll direction.
    package var scrollDirection: LayoutConfiguration.ScrollDirection { result.scrollDirection }
    /// With `fewestRows`, whether the line count is known to be the fewest.
    package var provenOptimal: Bool? { result.provenOptimal }

    /// Whether `point` lies on the "+N" chip.
    package func overflowIndicatorContains(_ point: Point) -> Bool { result.overflowIndicatorContains(point) }

    /// Whether `point` lies on the "less" chip.
    package func collapseIndicatorContains(_ point: Point) -> Bool { result.collapseIndicatorContains(point) }
}
