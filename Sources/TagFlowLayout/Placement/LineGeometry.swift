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
    /// Already swapped for right-to-left.
    let alignment: LayoutConfiguration.Alignment
    let mirrored: Bool
    let mirrorAxis: Double
    let crossFactor: Double

    init(configuration c: LayoutConfiguration, measure: LineMeasure, referenceWidth: Double) {
        self.measure = measure
        verticalSpacing = c.verticalSpacing
        left = c.contentInset.left
        self.referenceWidth = referenceWidth
        var alignment = c.alignment
        mirrored = c.layoutDirection == .rightToLeft
        if mirrored {
            // The layout is computed left to right and mirrored, so physical sides swap first.
            if alignment == .left { alignment = .right } else if alignment == .right { alignment = .left }
        }
        self.alignment = alignment
        mirrorAxis = 2 * c.contentInset.left + referenceWidth
        crossFactor = switch c.lineAlignment {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }

    var spacing: Double { measure.rules.spacing }

    /// Whether lines start at the left edge with items at their natural widths and natural gaps
    /// (leading or left alignment, left to right): then an item's frame is known the moment it
    /// joins its line.
    var packsFromTheLeft: Bool {
        !mirrored && (alignment == .leading || alignment == .left)
    }

    /// What placing one line produced besides the items' frames.
    struct PlacedLine {
        var frame: Rect
        /// The line's natural width, the indicator included.
        var natural: Double
        /// The indicator's frame when the line carries it.
        var indicatorFrame: Rect?
    }

    /// A line to write: the placement positions of its items, its top, its natural width and
    /// height (without the indicator), the "+N" or collapse slot that joins its end, and whether
    /// it is the last of several (`fillWidthExceptLastLine` leaves that at natural widths).
    struct Line {
        var range: Range<Int>
        var top: Double
        var extent: LineExtent
        var indicator: Size? = nil
        var isLastOfAll: Bool
    }

    /// Writes the frames of `line`'s items.
    @inline(__always)
    func writeLine<Order: PlacementOrder>(_ line: Line, items: ItemList, order: Order, frames: FrameSlots) -> PlacedLine {
        let (range, y, indicator) = (line.range, line.top, line.indicator)
        var natural = line.extent.width
        var height = line.extent.height
        var slots = range.count
        if let indicator {
            natural += (range.isEmpty ? 0 : spacing) + indicator.width
            height = max(height, indicator.height)
            slots += 1
        }
        let spread = LineSpread.spread(
            alignment, free: max(0, referenceWidth - natural), slots: slots,
            growable: range.count, isLastOfAll: line.isLastOfAll)

        let lineStartX = left + spread.start
        let step = spacing + spread.gap
        var x = lineStartX
        for k in range {
            let item = items[order.index(k)]
            let w = measure.width(of: item) + spread.grow
            frames[order.index(k)] = Rect(
                x: mirrored ? mirrorAxis - x - w : x, y: y + (height - item.height) * crossFactor,
                width: w, height: item.height)
            x += w + step
        }
        var indicatorFrame: Rect? = nil
        if let indicator {
            indicatorFrame = Rect(
                x: mirrored ? mirrorAxis - x - indicator.width : x,
                y: y + (height - indicator.height) * crossFactor,
                width: indicator.width, height: indicator.height)
            x += indicator.width + step
        }
        let lineEndX = slots > 0 ? x - step : lineStartX
        let frame = Rect(
            x: mirrored ? mirrorAxis - lineEndX : lineStartX, y: y, width: lineEndX - lineStartX, height: height)
        return PlacedLine(frame: frame, natural: natural, indicatorFrame: indicatorFrame)
    }
}
