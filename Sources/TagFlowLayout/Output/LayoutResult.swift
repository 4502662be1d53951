/// The outcome of a layout: a frame per item, the lines, the sizes, and the queries a view needs.
///
/// Frames are in the container's coordinate space (the content's top-left corner is the origin,
/// insets included). Hidden items (past a line limit) have `isHidden(i) == true` and the frame
/// `Rect.zero`; they take no space and no query finds them.
///
/// A result holds one frame per item and, per visible line, its frame and where it starts: 32
/// bytes per item and 40 per line, in one block of memory. A layout that keeps the items' order
/// (every strategy but `fewestRows`, and `fewestRows` when it keeps greedy's lines) stores no
/// placement order; one that reorders stores it (8 bytes per item). `FlowLayout.layout(_:in:into:)`
/// fills a result the caller keeps, reusing its storage, so repeated layouts of about the same
/// number of items allocate nothing.
public struct LayoutResult: Hashable, Sendable {
    /// One frame per input item, in input order.
    public var frames: FrameList { storage.frames }
    /// Every line the items form, including lines hidden by a line limit.
    public internal(set) var lineCount: Int
    /// The size of the scrollable content: in vertical scrolling the container width by the
    /// content height; in horizontal scrolling the widest line plus the left and right insets by
    /// the content height.
    public internal(set) var contentSize: Size
    /// The shrink-wrapped size: the widest visible line plus the left and right insets, by the
    /// natural content height. This is what an intrinsic content size or `sizeThatFits` returns.
    public internal(set) var fittingSize: Size
    /// The overflow indicator, present only when one was configured and items are hidden.
    public internal(set) var overflow: OverflowPlacement?
    /// The frame of the collapse indicator (a "less" chip after the last item), present only
    /// when one was configured, the line limit is expanded, and collapsing would hide items.
    public internal(set) var collapseIndicatorFrame: Rect?
    /// The frame of the trailing item (`LayoutConfiguration.trailingItem`): present exactly
    /// when one was configured, whatever the line limit hides.
    public internal(set) var trailingItemFrame: Rect?
    /// With `LineBreaking.fewestRows`, whether the line count is known to be the fewest possible
    /// (it meets a lower bound, or an exhaustive search proved that one line fewer is
    /// impossible); `nil` with other strategies.
    public internal(set) var provenOptimal: Bool?
    /// The frame of each visible line, in line order: its items' extent along the line, and the
    /// line's full height across it.
    public var lineFrames: FrameList { storage.lineFrames }
    /// The scroll direction the result was laid out for.
    public internal(set) var scrollDirection: LayoutConfiguration.ScrollDirection
    /// The layout direction the result was laid out for.
    public internal(set) var layoutDirection: LayoutConfiguration.LayoutDirection

    /// Items in placement order, line after line (from each line's leading edge); the visible ones
    /// come first, then those hidden by the line limit. Empty when that order is the input order
    /// (`item(atPlacement:)` reads it either way).
    var placement: [Int]
    /// The frames, the line frames, and where each visible line starts: `lineStart(j) ..<
    /// lineStart(j + 1)` are the placement positions of visible line `j`, and
    /// `lineStart(visibleLineCount)` is the number of visible items.
    var storage: ResultStorage
    /// With a stored placement and hidden items, one flag per item; empty otherwise (items then
    /// are hidden exactly when their index is at least the number of visible items).
    var hiddenFlags: [Bool]

    /// The result of laying out no items in an empty container with the default configuration:
    /// the starting point for `FlowLayout.layout(_:in:into:)`, which replaces every part of it.
    public init() {
        storage = ResultStorage()
        lineCount = 0
        contentSize = .zero
        fittingSize = .zero
        overflow = nil
        collapseIndicatorFrame = nil
        trailingItemFrame = nil
        provenOptimal = nil
        scrollDirection = .vertical
        layoutDirection = .leftToRight
        placement = []
        hiddenFlags = []
    }

    /// The input index of the item at placement position `k`.
    @inline(__always)
    func item(atPlacement k: Int) -> Int {
        placement.isEmpty ? k : placement[k]
    }

    /// The number of items laid out.
    public var itemCount: Int { storage.itemCount }

    /// The number of lines shown (fewer than `lineCount` when a line limit hides lines).
    public var visibleLineCount: Int { storage.lineCount }

    /// The input indices of each visible line, in placement order from the line's leading edge.
    /// With `fewestRows` this is the new order.
    public var lines: [[Int]] {
        (0..<visibleLineCount).map { Array(indices(onLine: $0)) }
    }

    /// The input indices of the items on visible line `line`, from its leading edge; empty when
    /// there is no such line.
    /// (When the layout kept the input order, this builds the slice: O(items on the line).)
    public func indices(onLine line: Int) -> ArraySlice<Int> {
        guard line >= 0, line < visibleLineCount else { return [] }
        let range = storage.lineStart(line)..<storage.lineStart(line + 1)
        return placement.isEmpty ? ArraySlice(range) : placement[range]
    }

    /// All visible items in placement order: line by line, each from its leading edge.
    /// (When the layout kept the input order, this builds the slice: O(visible items).)
    public var placementOrder: ArraySlice<Int> {
        let range = 0..<visibleItemCount
        return placement.isEmpty ? ArraySlice(range) : placement[range]
    }

    /// Whether item `index` is hidden by the line limit (or moved off for the overflow
    /// indicator); `false` for an index that names no item.
    public func isHidden(_ index: Int) -> Bool {
        guard index >= 0, index < itemCount else { return false }
        return placement.isEmpty ? index >= visibleItemCount : hiddenFlags.count > index && hiddenFlags[index]
    }

    /// The frame of item `index`, or `nil` when the index is out of range or the item is hidden.
    public func frame(of index: Int) -> Rect? {
        guard index >= 0, index < itemCount, !isHidden(index) else { return nil }
        return storage.frame(index)
    }

    /// The number of hidden items.
    public var hiddenCount: Int { itemCount - visibleItemCount }

    /// The input indices of the hidden items (past the line limit, or moved off the last line
    /// for the overflow indicator), ascending: the items a "+N" chip stands for.
    public var hiddenIndices: [Int] {
        guard hiddenCount > 0 else { return [] }
        return (0..<itemCount).filter { isHidden($0) }
    }
}
