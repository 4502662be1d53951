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

    /// Appends the start index of every line greedy breaking forms for `items[range]` (the first
    /// being `range.lowerBound`): each line takes as many items, in order, as fit.
    func appendGreedyLineStarts(
        of items: UnsafeBufferPointer<LayoutItem>, in range: Range<Int>, to starts: inout [Int]
    ) {
        var unused: [LineExtent] = []
        appendGreedyLines(of: items, in: range, starts: &starts, extents: &unused, recordExtents: false)
    }

    /// Greedy breaking that also records each line's natural width and height when
    /// `recordExtents` is set, so placing the lines needs no second pass to measure them.
    @inline(__always)
    func appendGreedyLines(
        of items: UnsafeBufferPointer<LayoutItem>, in range: Range<Int>, starts: inout [Int],
        extents: inout [LineExtent], recordExtents: Bool
    ) {
        guard !range.isEmpty else { return }
        let limit = fitLimit
        let lineWidth = self.lineWidth
        let spacing = self.spacing
        let first = items[range.lowerBound]
        starts.append(range.lowerBound)
        var used = Self.effectiveWidth(first, lineWidth: lineWidth)
        var height = first.height
        var previousStandsAlone = first.lineBreak == .fillsLine || first.width > limit
        var i = range.lowerBound + 1
        while i < range.upperBound {
            let item = items[i]
            let alone = item.lineBreak == .fillsLine || item.width > limit
            let extended = used + spacing + item.width
            if previousStandsAlone || alone || item.lineBreak == .startsNewLine || extended > limit {
                if recordExtents { extents.append(LineExtent(width: used, height: height)) }
                starts.append(i)
                used = Self.effectiveWidth(item, lineWidth: lineWidth)
                height = item.height
            } else {
                used = extended
                height = max(height, item.height)
            }
            previousStandsAlone = alone
            i += 1
        }
        if recordExtents { extents.append(LineExtent(width: used, height: height)) }
    }
}

/// A line's natural width (items and spacing, before alignment) and its height (the tallest item).
struct LineExtent {
    var width: Double
    var height: Double
}
