/// How placement measures a line: the width each item takes on it and the line's natural extent.
/// Wrapping lines clamp items to the line (`LineRules.effectiveWidth`); horizontal rows have no
/// width to clamp to; in a grid every item takes its cell.
struct LineMeasure {
    let rules: LineRules
    let vertical: Bool
    var grid: GridColumns? = nil

    /// The width an item takes on its line before growth and alignment.
    @inline(__always)
    func width<Item: LineItem>(of item: Item) -> Double {
        if let grid { return item.lineBreak == .fillsLine ? grid.rowWidth : grid.cellWidth }
        return vertical ? rules.effectiveWidth(item) : rules.basisWidth(item)
    }

    /// The width a "+N" or collapse slot of `size` takes at the end of a line: clamped to the
    /// line; in a grid, a cell.
    func slotWidth(for size: Size) -> Double {
        grid?.cellWidth ?? min(size.width, rules.lineWidth)
    }

    /// The natural width and the height of the items at placement positions `range`, for lines
    /// no breaker measured on the way (`LinePartition.lineExtents`).
    @inline(__always)
    func extent<Order: PlacementOrder, Items: ItemSource>(of range: Range<Int>, items: Items, order: Order) -> LineExtent {
        var width = 0.0
        var height = 0.0
        for k in range {
            let item = items[order.index(k)]
            width += self.width(of: item)
            height = larger(height, item.height)
        }
        if range.count > 1 { width += Double(range.count - 1) * rules.spacing }
        // A grid's row is as wide as its cells and the gaps between them (a row that fills its
        // line is one cell as wide as the row).
        if let grid, range.count > 0 { width = Double(range.count) * grid.cellWidth + Double(range.count - 1) * grid.spacing }
        if let grid, range.count == 1, items[order.index(range.lowerBound)].lineBreak == .fillsLine { width = grid.rowWidth }
        return LineExtent(width: width, height: height)
    }
}
