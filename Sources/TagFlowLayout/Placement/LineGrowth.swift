/// The widths of a line's items once they grow to share its free space, as CSS resolves
/// flexible lengths for a growing line (`flex: <grow> 1 <width>`): the free space goes to the
/// growing items by weight; an item pushed past its maximum or kept under its minimum is frozen
/// there and the rest shared again among the others; when the weights of the items still
/// growing add up to less than 1, only that part of the free space is shared out.
///
/// A line grows when one of its items has `grow` > 0 (the weights are the items' `grow`), or
/// when its alignment fills the line and one of its items is flexible (then every item has
/// weight 1, so that none grows past its maximum). Any other line keeps its widths (`nil`), and a
/// fill alignment grows every item by the same amount (`LineSpread`), as it always has.
struct LineGrowth {
    /// The line's items from its first, each with its width once grown (`target`).
    let items: [FlexItem]
    /// The free space the items did not take (what items frozen at their maximum left).
    let leftover: Double

    /// The width of the line's `k`-th item once grown.
    @inline(__always)
    func width(at k: Int) -> Double { items[k].target }

    /// The growth of the items of `line` (at its placement positions, then its trailing item,
    /// the last), whose widths before growth are `measure`'s, on a line with `free` space;
    /// `fills`: the line's alignment fills it.
    init?<Order: PlacementOrder, Items: ItemSource>(
        _ line: LineGeometry.Line, items: Items, order: Order, measure: LineMeasure, free: Double, fills: Bool
    ) {
        let (range, trailing) = (line.range, line.trailing)
        // Only a line holding a flexible item can grow (a weight is a flexible property): one
        // byte read per item decides every other line, with nothing allocated.
        guard free > 0, range.contains(where: { items[order.index($0)].isFlexible }) || trailing?.isFlexible == true
        else { return nil }
        let grows = range.contains { items[order.index($0)].grow > 0 } || (trailing?.grow ?? 0) > 0
        guard grows || fills else { return nil }
        var flexItems: [FlexItem] = []
        flexItems.reserveCapacity(range.count + 1)
        for k in range { flexItems.append(FlexItem(items[order.index(k)], measure: measure, weighted: grows)) }
        if let trailing { flexItems.append(FlexItem(trailing, measure: measure, weighted: grows)) }
        Self.resolve(&flexItems, free: free)
        self.items = flexItems
        leftover = free - flexItems.reduce(0) { $0 + ($1.target - $1.hypothetical) }
    }

    /// An item as the resolution sees it.
    struct FlexItem {
        /// The width it grows from (its own), and the width it took on the line before growing.
        let base: Double
        let hypothetical: Double
        let minWidth: Double
        let maxWidth: Double
        let weight: Double
        /// Its width so far, and whether that is final.
        var target: Double
        var frozen: Bool

        /// `item` on a line `measure` measures; its weight its `grow` when `weighted`, else 1.
        init<Item: LineItem>(_ item: Item, measure: LineMeasure, weighted: Bool) {
            let hypothetical = measure.width(of: item)
            // A line-filling item's basis is the line itself.
            let base = item.lineBreak == .fillsLine && measure.vertical ? hypothetical : item.width
            self.init(
                base: base, hypothetical: hypothetical, minWidth: item.minWidth, maxWidth: item.maxWidth,
                weight: weighted ? item.grow : 1)
        }

        init(base: Double, hypothetical: Double, minWidth: Double, maxWidth: Double, weight: Double) {
            self.base = base
            self.hypothetical = hypothetical
            self.minWidth = minWidth
            self.maxWidth = maxWidth
            self.weight = weight
            target = hypothetical
            // An item that does not grow, or that its maximum holds below its width, is frozen
            // at the width it took on the line.
            frozen = weight == 0 || base > hypothetical
        }
    }

    /// Resolves the targets of `items`, on a line whose free space (beside the widths the items
    /// took on it) is `free`.
    static func resolve(_ items: inout [FlexItem], free: Double) {
        // The line's room for the items: their widths on it and the free space.
        let room = free + items.reduce(0) { $0 + $1.hypothetical }
        let initialFree = room - items.reduce(0) { $0 + ($1.frozen ? $1.hypothetical : $1.base) }
        while items.contains(where: { !$0.frozen }) {
            var remaining = room - items.reduce(0) { $0 + ($1.frozen ? $1.target : $1.base) }
            let weights = items.reduce(0) { $0 + ($1.frozen ? 0 : $1.weight) }
            if weights < 1 { remaining = min(remaining, initialFree * weights) }
            var violation = 0.0
            for i in items.indices where !items[i].frozen {
                items[i].target = items[i].base + remaining * items[i].weight / weights
                violation += clamped(items[i]) - items[i].target
            }
            for i in items.indices where !items[i].frozen {
                let clamp = clamped(items[i])
                // No violation freezes every item; else those on the side of the total.
                if violation == 0 || (violation > 0 ? clamp > items[i].target : clamp < items[i].target) {
                    items[i].target = clamp
                    items[i].frozen = true
                }
            }
        }
    }

    /// An item's target within its minimum and maximum width.
    private static func clamped(_ item: FlexItem) -> Double {
        max(item.minWidth, min(item.target, item.maxWidth))
    }
}
