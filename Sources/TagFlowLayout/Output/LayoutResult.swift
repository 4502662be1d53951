/// The outcome of a layout: a frame per item, the lines, the sizes, and the queries a view needs.
///
/// Frames are in the container's coordinate space (the content's top-left corner is the origin,
/// insets included). Hidden items (past a line limit) have `isHidden(i) == true` and the frame
/// `Rect.zero`; they take no space and no query finds them.
public struct LayoutResult: Hashable, Sendable {
    /// One frame per input item, in input order.
    public let frames: [Rect]
    /// Every line the items form, including lines hidden by a line limit.
    public let lineCount: Int
    /// The size of the scrollable content: in vertical scrolling the container width by the
    /// content height; in horizontal scrolling the widest line plus the left and right insets by
    /// the content height.
    public let contentSize: Size
    /// The shrink-wrapped size: the widest visible line plus the left and right insets, by the
    /// natural content height. This is what an intrinsic content size or `sizeThatFits` returns.
    public let fittingSize: Size
    /// The overflow indicator, present only when one was configured and items are hidden.
    public let overflow: OverflowPlacement?
    /// With `LineBreaking.fewestRows`, whether the line count is known to be the fewest possible
    /// (it meets the lower bound, or an exhaustive search proved that one line fewer is
    /// impossible); `nil` with other strategies.
    public let provenOptimal: Bool?
    /// The frame of each visible line, in line order: its items' extent along the line, and the
    /// line's full height across it.
    public let lineFrames: [Rect]
    /// The scroll direction the result was laid out for.
    public let scrollDirection: LayoutConfiguration.ScrollDirection
    /// The layout direction the result was laid out for.
    public let layoutDirection: LayoutConfiguration.LayoutDirection

    /// Items in placement order, line after line (from each line's leading edge); the visible ones
    /// come first, then those hidden by the line limit.
    let placement: [Int]
    /// `placement[lineStarts[j] ..< lineStarts[j + 1]]` are the items of visible line `j`; the last
    /// entry is the number of visible items.
    let lineStarts: [Int]
    /// One flag per item when any item is hidden; empty when none is.
    let hiddenFlags: [Bool]

    init(
        frames: [Rect], lineCount: Int, contentSize: Size, fittingSize: Size,
        overflow: OverflowPlacement?, provenOptimal: Bool?, lineFrames: [Rect],
        scrollDirection: LayoutConfiguration.ScrollDirection, layoutDirection: LayoutConfiguration.LayoutDirection,
        placement: [Int], lineStarts: [Int], hiddenFlags: [Bool]
    ) {
        self.frames = frames
        self.lineCount = lineCount
        self.contentSize = contentSize
        self.fittingSize = fittingSize
        self.overflow = overflow
        self.provenOptimal = provenOptimal
        self.lineFrames = lineFrames
        self.scrollDirection = scrollDirection
        self.layoutDirection = layoutDirection
        self.placement = placement
        self.lineStarts = lineStarts
        self.hiddenFlags = hiddenFlags
    }

    /// The number of items laid out.
    public var itemCount: Int { frames.count }

    /// The number of lines shown (fewer than `lineCount` when a line limit hides lines).
    public var visibleLineCount: Int { lineFrames.count }

    /// The input indices of each visible line, in placement order from the line's leading edge.
    /// With `fewestRows` this is the new order.
    public var lines: [[Int]] {
        (0..<visibleLineCount).map { Array(placement[lineStarts[$0]..<lineStarts[$0 + 1]]) }
    }

    /// The input indices of the items on visible line `line`, from its leading edge; empty when
    /// there is no such line.
    public func indices(onLine line: Int) -> ArraySlice<Int> {
        guard line >= 0, line < visibleLineCount else { return [] }
        return placement[lineStarts[line]..<lineStarts[line + 1]]
    }

    /// All visible items in placement order: line by line, each from its leading edge.
    public var placementOrder: ArraySlice<Int> { placement[0..<(lineStarts.last ?? 0)] }

    /// Whether item `index` is hidden by the line limit (or moved off for the overflow
    /// indicator); `false` for an index that names no item.
    public func isHidden(_ index: Int) -> Bool {
        index >= 0 && index < hiddenFlags.count && hiddenFlags[index]
    }

    /// The frame of item `index`, or `nil` when the index is out of range or the item is hidden.
    public func frame(of index: Int) -> Rect? {
        guard index >= 0, index < frames.count, !isHidden(index) else { return nil }
        return frames[index]
    }

    /// The number of hidden items.
    public var hiddenCount: Int { frames.count - (lineStarts.last ?? 0) }
}
