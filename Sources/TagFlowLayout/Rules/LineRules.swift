/// The rules every wrapping path applies to one item and one line, each written once: the width
/// an item takes, whether it fits, breaks a line, or stands alone, and how many items a line
/// holds. The greedy and balanced breakers, fewest rows, the line limit and the fast path all
/// call these (the compiler inlines them), so no path can break a line differently.
struct LineRules {
    /// The width available to a line: the container width less the left and right insets, ≥ 0.
    let lineWidth: Double
    /// The space between neighbouring items.
    let spacing: Double
    /// The most items a line holds (`Int.max`: as many as fit).
    var maxItems = Int.max

    /// An item fits when the line it completes is at most this wide: the line width plus
    /// `FlowLayout.tolerance`, against float noise only. An exact fit stays on the line; an item
    /// 0.01 pt too wide does not.
    var fitLimit: Double { lineWidth + FlowLayout.tolerance }

    /// Whether a line `width` wide (items and spacing) fits.
    @inline(__always)
    func fits(_ width: Double) -> Bool {
        !(width > fitLimit)
    }

    /// The width an item brings to line breaking: its width clamped to `minWidth … maxWidth`
    /// (CSS's hypothetical main size); a plain item's own width.
    @inline(__always)
    func basisWidth<Item: LineItem>(_ item: Item) -> Double {
        // A branch, not a select: a plain item's limits are never loaded.
        if _slowPath(item.isFlexible) { return max(item.minWidth, min(item.width, item.maxWidth)) }
        return item.width
    }

    /// Whether an item is wider than a line: such an item sits alone, shrunk to the line (not
    /// below its minimum width).
    @inline(__always)
    func isOverWide<Item: LineItem>(_ item: Item) -> Bool {
        isOverWide(basis: basisWidth(item))
    }

    /// Whether an item whose basis width is `basis` is wider than a line.
    @inline(__always)
    func isOverWide(basis: Double) -> Bool {
        basis > fitLimit
    }

    /// Whether an item must be alone on its line: over-wide, or asked to fill its line.
    @inline(__always)
    func standsAlone<Item: LineItem>(_ item: Item) -> Bool {
        item.lineBreak == .fillsLine || isOverWide(item)
    }

    /// Whether an item breaks the line before it whatever the widths: it starts a new line,
    /// fills one, or is over-wide. (The item after one that stands alone breaks too:
    /// `breaks(before:joining:)`.)
    @inline(__always)
    func forcesBreak<Item: LineItem>(_ item: Item) -> Bool {
        forcesBreak(item, basis: basisWidth(item))
    }

    /// `forcesBreak(item)` for an item whose basis width is `basis` (a loop that sums the basis
    /// anyway reads it once).
    @inline(__always)
    func forcesBreak<Item: LineItem>(_ item: Item, basis: Double) -> Bool {
        item.lineBreak != .normal || isOverWide(basis: basis)
    }

    /// The width an item takes on a line before growth and alignment: its basis width, shrunk to
    /// the line width; the whole line for a `fillsLine` item; within `minWidth … maxWidth`.
    @inline(__always)
    func effectiveWidth<Item: LineItem>(_ item: Item) -> Double {
        guard _slowPath(item.isFlexible) else { return item.lineBreak == .fillsLine ? lineWidth : clamped(item.width) }
        let target = item.lineBreak == .fillsLine ? lineWidth : clamped(basisWidth(item))
        return max(item.minWidth, min(target, item.maxWidth))
    }

    /// A width clamped to the line width: the effective width of a plain item that flows
    /// normally (every item that joins a line on the fast path).
    @inline(__always)
    func clamped(_ width: Double) -> Double {
        min(width, lineWidth)
    }

    /// A line's running width once `item` starts it: its effective width, or +∞ when it stands
    /// alone, so that the next item breaks (`breaks(before:joining:)`).
    @inline(__always)
    func runningWidth<Item: LineItem>(startingWith item: Item) -> Double {
        start(with: item).running
    }

    /// What `item` starting a line takes: its effective width, and the line's running width.
    @inline(__always)
    func start<Item: LineItem>(with item: Item) -> (effective: Double, running: Double) {
        // Rare: branches the processor predicts, where selects would cost every line more.
        if _slowPath(item.lineBreak == .fillsLine) { return (effectiveWidth(item), .infinity) }
        if _slowPath(isOverWide(item)) { return (effectiveWidth(item), .infinity) }
        let width = effectiveWidth(item)
        return (width, width)
    }

    /// The natural width of a line whose running width is `used` and whose first item is
    /// `first`: the running width, or for an item that stands alone its effective width.
    @inline(__always)
    func naturalWidth<Item: LineItem>(running used: Double, first: Item) -> Double {
        used < .infinity ? used : effectiveWidth(first)
    }

    /// The running width of a line `used` wide once `item` joins it. Lines are summed in this
    /// order on every path, so their widths agree to the bit.
    @inline(__always)
    func joined<Item: LineItem>(_ used: Double, _ item: Item) -> Double {
        joined(used, basis: basisWidth(item))
    }

    /// `joined(used, item)` for an item whose basis width is `basis`.
    @inline(__always)
    func joined(_ used: Double, basis: Double) -> Double {
        used + spacing + basis
    }

    /// Whether the line under way ends before `item`, which would make it `extended` wide
    /// (`joined(used, item)`): the item must start a line, or the line would not fit. An item
    /// that stands alone never fits after another (it fills the line or is over-wide), and the
    /// item after it meets a running width of +∞. (A line holding `maxItems` breaks too:
    /// `isFull(holding:)`.)
    @inline(__always)
    func breaks<Item: LineItem>(before item: Item, joining extended: Double) -> Bool {
        item.lineBreak != .normal || extended > fitLimit
    }

    /// Whether a line holding `count` items takes no more.
    @inline(__always)
    func isFull(holding count: Int) -> Bool {
        count >= maxItems
    }

    /// Whether a line-break flag puts a break between `previous` and `item`: `item` starts or
    /// fills a line, or `previous` fills one. (Fewest rows packs the runs between such breaks on
    /// their own; over-wide items go anywhere.)
    @inline(__always)
    func flagBreaks<Item: LineItem>(before item: Item, after previous: Item) -> Bool {
        item.lineBreak != .normal || previous.lineBreak == .fillsLine
    }
}

/// The larger of two sizes, keeping the second on a tie (−0 against +0), as the standard
/// library's `max` does; the two differ only when one is NaN, which no valid size is. Line
/// heights and the widest line are taken with this on every path, so they agree to the bit.
/// (A running maximum passed as `a` is updated in place; docs/performance.md.)
@inline(__always)
func larger(_ a: Double, _ b: Double) -> Double {
    a > b ? a : b
}

/// A line's natural width (items and spacing, before alignment) and its height (the tallest item).
struct LineExtent {
    var width: Double
    var height: Double
}
