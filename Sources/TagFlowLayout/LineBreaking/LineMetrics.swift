/// The rules every wrapping strategy shares: the line width, the spacing, the tolerance, and how
/// one item takes part in a line.
struct LineMetrics {
    /// The width available to a line: the container width less the left and right insets, ≥ 0.
    let lineWidth: Double
    /// The space between neighbouring items.
    let spacing: Double

    /// An item fits when the line it completes is at most this wide: the line width plus a
    /// tolerance against float noise only. An exact fit stays on the line; an item 0.01 pt too
    /// wide does not.
    var fitLimit: Double { lineWidth + FlowLayout.tolerance }

    /// Whether an item is wider than a line: such an item sits alone, clamped to the line width.
    @inline(__always)
    func isOverWide(_ item: LayoutItem) -> Bool {
        item.width > fitLimit
    }

    /// Whether an item must be alone on its line (over-wide, or asked to fill its line).
    @inline(__always)
    func standsAlone(_ item: LayoutItem) -> Bool {
        item.lineBreak == .fillsLine || item.width > fitLimit
    }

    /// The width an item takes on a line before alignment: clamped to the line width, or the
    /// whole line for `fillsLine` items.
    @inline(__always)
    func effectiveWidth(_ item: LayoutItem) -> Double {
        Self.effectiveWidth(item, lineWidth: lineWidth)
    }

    /// `effectiveWidth(_:)` for a given line width, for loops that keep the width in a local.
    @inline(__always)
    static func effectiveWidth(_ item: LayoutItem, lineWidth: Double) -> Double {
        item.lineBreak == .fillsLine ? lineWidth : min(item.width, lineWidth)
    }

    /// Whether a line must break before `items[i]` whatever the widths: `i` starts a new line,
    /// stands alone, or follows an item that stands alone.
    @inline(__always)
    func isForcedBreak(before i: Int, in items: UnsafeBufferPointer<LayoutItem>) -> Bool {
        i > 0 && (items[i].lineBreak != .normal || standsAlone(items[i]) || standsAlone(items[i - 1]))
    }
}

/// The larger of two sizes, keeping the second on a tie (−0 against +0), as the standard
/// library's `max` does; the two differ only when one is NaN, which no valid size is. Line
/// heights and the widest line are taken with this everywhere, so the fused pass, which keeps a
/// line's height by comparing each item with it, and the general path agree to the bit.
///
/// It is one instruction, `maxsd a, b`, whose destination is `a`: a running maximum passed as
/// `a` is updated where it lies, with no copy (`max` on doubles is a four-instruction blend).
@inline(__always)
func larger(_ a: Double, _ b: Double) -> Double {
    a > b ? a : b
}

/// A line's natural width (items and spacing, before alignment) and its height (the tallest item).
struct LineExtent {
    var width: Double
    var height: Double
}
