/// The rules every wrapping path applies to one item and one line, each written once: whether
/// an item fits, breaks a line, or stands alone, and the width it takes. The greedy and balanced
/// breakers, fewest rows, the line limit and the fast path all call these (the compiler inlines
/// them), so no path can break a line differently.
struct LineRules {
    /// The width available to a line: the container width less the left and right insets, ≥ 0.
    let lineWidth: Double
    /// The space between neighbouring items.
    let spacing: Double

    /// An item fits when the line it completes is at most this wide: the line width plus
    /// `FlowLayout.tolerance`, against float noise only. An exact fit stays on the line; an item
    /// 0.01 pt too wide does not.
    var fitLimit: Double { lineWidth + FlowLayout.tolerance }

    /// Whether a line `width` wide (items and spacing) fits.
    @inline(__always)
    func fits(_ width: Double) -> Bool {
        !(width > fitLimit)
    }

    /// Whether an item is wider than a line: such an item sits alone, clamped to the line width.
    @inline(__always)
    func isOverWide(_ item: LayoutItem) -> Bool {
        item.width > fitLimit
    }

    /// Whether an item must be alone on its line: over-wide, or asked to fill its line.
    @inline(__always)
    func standsAlone(_ item: LayoutItem) -> Bool {
        item.lineBreak == .fillsLine || isOverWide(item)
    }

    /// Whether an item breaks the line before it whatever the widths: it starts a new line,
    /// fills one, or is over-wide. (The item after one that stands alone breaks too:
    /// `breaks(before:joining:)`.)
    @inline(__always)
    func forcesBreak(_ item: LayoutItem) -> Bool {
        item.lineBreak != .normal || isOverWide(item)
    }

    /// The width an item takes on a line before alignment: clamped to the line width, or the
    /// whole line for a `fillsLine` item.
    @inline(__always)
    func effectiveWidth(_ item: LayoutItem) -> Double {
        item.lineBreak == .fillsLine ? lineWidth : clamped(item.width)
    }

    /// A width clamped to the line width: the effective width of an item that flows normally
    /// (every item that joins a line).
    @inline(__always)
    func clamped(_ width: Double) -> Double {
        min(width, lineWidth)
    }

    /// A line's running width once `item` starts it: its effective width, or +∞ when it stands
    /// alone, so that the next item breaks (`breaks(before:joining:)`).
    @inline(__always)
    func runningWidth(startingWith item: LayoutItem) -> Double {
        start(with: item).running
    }

    /// What `item` starting a line takes: its effective width, and the line's running width.
    @inline(__always)
    func start(with item: LayoutItem) -> (effective: Double, running: Double) {
        // Rare: branches the processor predicts, where selects would cost every line more.
        if _slowPath(item.lineBreak == .fillsLine) { return (lineWidth, .infinity) }
        if _slowPath(isOverWide(item)) { return (lineWidth, .infinity) }
        let width = clamped(item.width)
        return (width, width)
    }

    /// The natural width of a line whose running width is `used` and whose first item is
    /// `first`: the running width, or for an item that stands alone its effective width.
    @inline(__always)
    func naturalWidth(running used: Double, first: LayoutItem) -> Double {
        used < .infinity ? used : effectiveWidth(first)
    }

    /// The running width of a line `used` wide once `item` joins it. Lines are summed in this
    /// order on every path, so their widths agree to the bit.
    @inline(__always)
    func joined(_ used: Double, _ item: LayoutItem) -> Double {
        used + spacing + item.width
    }

    /// Whether the line under way ends before `item`, which would make it `extended` wide
    /// (`joined(used, item)`): the item must start a line, or the line would not fit. An item
    /// that stands alone never fits after another (it fills the line or is over-wide), and the
    /// item after it meets a running width of +∞.
    @inline(__always)
    func breaks(before item: LayoutItem, joining extended: Double) -> Bool {
        item.lineBreak != .normal || extended > fitLimit
    }

    /// Whether a break before `items[i]` is forced whatever the widths: `i` starts a new line,
    /// stands alone, or follows an item that stands alone.
    @inline(__always)
    func isForcedBreak(before i: Int, in items: ItemList) -> Bool {
        i > 0 && (items[i].lineBreak != .normal || standsAlone(items[i]) || standsAlone(items[i - 1]))
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
