/// The constants of one placement pass, and the one routine that turns a line into frames:
/// alignment along the line, placement across it, right-to-left mirroring and the "+N" slot.
/// The general path writes every line through `writeLine`; the fast path writes lines packed
/// from the left as `writeLine` would and every other line through it (checked to the bit by the
/// fast path's property tests).
struct LineGeometry {
    let measure: LineMeasure
    let verticalSpacing: Double
    let left: Double
    /// The width lines align in: the line width, or in horizontal scrolling the widest line.
    let referenceWidth: Double
    /// Already swapped for right-to-left, as `lastLineAlignment` is.
    let alignment: LayoutConfiguration.Alignment
    let lastLineAlignment: LayoutConfiguration.Alignment?
    let mirrored: Bool
    let mirrorAxis: Double
    let cross: CrossAxis
    /// Whether items may grow (`LineGrowth`): not in a grid, whose cells fix their widths, nor on
    /// the fast path, whose items are all plain.
    let growsItems: Bool

    init(configuration c: LayoutConfiguration, measure: LineMeasure, referenceWidth: Double, growsItems: Bool = true) {
        self.measure = measure
        verticalSpacing = c.verticalSpacing
        left = c.contentInset.left
        self.referenceWidth = referenceWidth
        let mirrored = c.layoutDirection == .rightToLeft
        self.mirrored = mirrored
        alignment = Self.physical(c.alignment, mirrored: mirrored)
        lastLineAlignment = c.lastLineAlignment.map { Self.physical($0, mirrored: mirrored) }
        mirrorAxis = 2 * c.contentInset.left + referenceWidth
        cross = CrossAxis(c.lineAlignment)
        self.growsItems = growsItems
    }

    /// The layout is computed left to right and mirrored, so physical sides swap first.
    private static func physical(_ alignment: LayoutConfiguration.Alignment, mirrored: Bool) -> LayoutConfiguration.Alignment {
        guard mirrored else { return alignment }
        return alignment == .left ? .right : alignment == .right ? .left : alignment
    }

    var spacing: Double { measure.rules.spacing }

    /// An item's place across a line of fixed-factor alignment (what the fast path takes).
    var crossFactor: Double {
        if case .factor(let factor) = cross { return factor }
        return 0
    }

    /// Whether lines start at the left edge with items at their natural widths and natural gaps
    /// (leading or left alignment, left to right): then an item's frame is known the moment it
    /// joins its line.
    var packsFromTheLeft: Bool {
        !mirrored && (alignment == .leading || alignment == .left)
    }

    /// What placing one line produced besides the items' frames.
    struct PlacedLine {
        var frame: Rect
        /// The line's natural width, the indicator included (before growth and alignment).
        var natural: Double
        /// The indicator's frame when the line carries it.
        var indicatorFrame: Rect?
        /// The trailing item's frame when the line carries it.
        var trailingFrame: Rect?
    }

    /// A line to write: the placement positions of its items, its top, its natural width and
    /// height (without the slots), the "+N" or collapse slot that joins its end, the trailing
    /// item after that, and whether it is the last line of items (`lastLineAlignment`) and the
    /// last of several (`fillWidthExceptLastLine` leaves that at natural widths).
    struct Line {
        var range: Range<Int>
        var top: Double
        var extent: LineExtent
        var indicator: Size? = nil
        var trailing: LayoutItem? = nil
        var isLast: Bool
        var isLastOfSeveral: Bool

        /// The line's slots: its items, the indicator and the trailing item.
        var slots: Int { range.count + (indicator == nil ? 0 : 1) + (trailing == nil ? 0 : 1) }
    }

    /// The alignment `line` takes: `lastLineAlignment` on the last line, else `alignment`.
    func alignment(of line: Line) -> LayoutConfiguration.Alignment {
        line.isLast ? lastLineAlignment ?? alignment : alignment
    }

    /// Writes the frames of `line`'s items; `Features` says whether the line may hold what plain
    /// lines do not (growth, baselines, stretching).
    @inline(__always)
    func writeLine<Order: PlacementOrder, Features: LineFeatures, Items: ItemSource>(
        _ line: Line, items: Items, order: Order, frames: FrameSlots, _ features: Features.Type
    ) -> PlacedLine {
        let (range, indicator) = (line.range, line.indicator)
        let across = cross.line(of: line, items: items, order: order)
        var natural = line.extent.width
        if let indicator { natural += (range.isEmpty ? 0 : spacing) + indicator.width }
        if let trailing = line.trailing { natural += (range.isEmpty && indicator == nil ? 0 : spacing) + measure.width(of: trailing) }
        let alignment = alignment(of: line)
        let free = max(0, referenceWidth - natural)
        let fills = alignment == .fillWidth || (alignment == .fillWidthExceptLastLine && !line.isLastOfSeveral)
        let growth = !Features.plain && growsItems
            ? LineGrowth(line, items: items, order: order, measure: measure, free: free, fills: fills) : nil
        let slots = line.slots
        let spread = LineSpread.spread(
            alignment, free: growth?.leftover ?? free, slots: slots, growable: growth == nil ? range.count : 0,
            isLastOfAll: line.isLastOfSeveral)

        let lineStartX = left + spread.start
        let step = spacing + spread.gap
        var x = lineStartX
        for k in range {
            let item = items[order.index(k)]
            let w = growth?.width(at: k - range.lowerBound) ?? measure.width(of: item) + spread.grow
            let (y, h) = Features.plain
                ? (line.top + (across.height - item.height) * crossFactor, item.height)
                : across.place(height: item.height, baseline: item.effectiveBaseline, lineTop: line.top)
            frames[order.index(k)] = Rect(x: mirrored ? mirrorAxis - x - w : x, y: y, width: w, height: h)
            x += w + step
        }
        var indicatorFrame: Rect? = nil
        if let indicator {
            let (y, h) = across.place(height: indicator.height, baseline: indicator.height, lineTop: line.top)
            indicatorFrame = Rect(x: mirrored ? mirrorAxis - x - indicator.width : x, y: y, width: indicator.width, height: h)
            x += indicator.width + step
        }
        var trailingFrame: Rect? = nil
        if let trailing = line.trailing {
            let w = growth?.width(at: range.count) ?? measure.width(of: trailing)
            let (y, h) = across.place(height: trailing.height, baseline: trailing.effectiveBaseline, lineTop: line.top)
            trailingFrame = Rect(x: mirrored ? mirrorAxis - x - w : x, y: y, width: w, height: h)
            x += w + step
        }
        let lineEndX = slots > 0 ? x - step : lineStartX
        let frame = Rect(
            x: mirrored ? mirrorAxis - lineEndX : lineStartX, y: line.top, width: lineEndX - lineStartX,
            height: across.height)
        return PlacedLine(frame: frame, natural: natural, indicatorFrame: indicatorFrame, trailingFrame: trailingFrame)
    }
}
