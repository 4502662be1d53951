/// How placement measures a line: the width each item takes on it and the line's natural extent.
/// Wrapping lines clamp items to the line (`LineRules.effectiveWidth`); horizontal rows have no
/// width to clamp to.
struct LineMeasure {
    let rules: LineRules
    let vertical: Bool

    /// The width an item takes on its line before alignment.
    @inline(__always)
    func width(of item: LayoutItem) -> Double {
        vertical ? rules.effectiveWidth(item) : item.width
    }

    /// The natural width and the height of the items at placement positions `range`, for lines
    /// no breaker measured on the way (`LinePartition.lineExtents`).
    @inline(__always)
    func extent<Order: PlacementOrder>(of range: Range<Int>, items: ItemList, order: Order) -> LineExtent {
        var width = 0.0
        var height = 0.0
        for k in range {
            let item = items[order.index(k)]
            width += self.width(of: item)
            height = larger(height, item.height)
        }
        if range.count > 1 { width += Double(range.count - 1) * rules.spacing }
        return LineExtent(width: width, height: height)
    }
}
