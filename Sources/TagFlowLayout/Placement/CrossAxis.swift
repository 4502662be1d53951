/// How a line places its items across it (`LayoutConfiguration.LineAlignment`): how tall the
/// line is, and each item's top and height in it.
enum CrossAxis {
    /// Items at a fixed part of the free height: 0 at the top, ½ centred, 1 at the bottom.
    case factor(Double)
    /// The items' first baselines on one line (CSS `align-items: baseline`).
    case firstBaseline
    /// Every item as tall as its line (CSS `align-items: stretch`).
    case stretch

    init(_ alignment: LayoutConfiguration.LineAlignment) {
        switch alignment {
        case .top: self = .factor(0)
        case .center: self = .factor(0.5)
        case .bottom: self = .factor(1)
        case .firstBaseline: self = .firstBaseline
        case .stretch: self = .stretch
        }
    }

    /// Whether items sit at a fixed part of their line's height (`PlainLines`).
    var isFactor: Bool {
        if case .factor = self { return true }
        return false
    }

    /// One line across: its height and, on a baseline, where its baseline lies below its top.
    struct Line {
        let mode: CrossAxis
        let height: Double
        let baseline: Double

        /// The top and height, in a line whose top is `y`, of a box `height` tall whose first
        /// baseline lies `baseline` below its top.
        @inline(__always)
        func place(height h: Double, baseline b: Double, lineTop y: Double) -> (y: Double, height: Double) {
            switch mode {
            case .factor(let factor): (y + (height - h) * factor, h)
            case .firstBaseline: (y + (baseline - b), h)
            case .stretch: (y, height)
            }
        }
    }

    /// The line across of `line`: its items, `line.extent.height` being the tallest one's, the
    /// slot that joins its end and the trailing item, if any. On a baseline the line is as tall
    /// as the deepest ascent and descent need; otherwise as tall as its tallest box.
    func line<Order: PlacementOrder, Items: ItemSource>(
        of line: LineGeometry.Line, items: Items, order: Order
    ) -> Line {
        let (slot, trailing) = (line.indicator, line.trailing)
        guard case .firstBaseline = self else {
            var height = slot.map { max(line.extent.height, $0.height) } ?? line.extent.height
            if let trailing { height = max(height, trailing.height) }
            return Line(mode: self, height: height, baseline: 0)
        }
        // A slot's baseline is its bottom, as CSS synthesises one for a box without a baseline.
        var ascent = max(slot?.height ?? 0, trailing?.effectiveBaseline ?? 0)
        var descent = trailing.map { $0.height - $0.effectiveBaseline } ?? 0
        for k in line.range {
            let item = items[order.index(k)]
            ascent = max(ascent, item.effectiveBaseline)
            descent = max(descent, item.height - item.effectiveBaseline)
        }
        return Line(mode: self, height: ascent + descent, baseline: ascent)
    }
}
