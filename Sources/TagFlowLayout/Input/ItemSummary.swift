/// What the one validating pass over the items learns besides their validity: enough for the
/// line breakers to size their buffers once.
struct ItemSummary {
    /// Σ of the widths, each clamped to the line width.
    var totalWidth = 0.0
    /// Items that force a break: those that start or fill a line, and over-wide ones.
    var forcedBreaks = 0

    /// Checks every item and summarises them in one pass.
    /// - Throws: `TagFlowError` at `items[i].width` or `items[i].height` for the first size that
    ///   is negative, infinite or NaN.
    static func validating(
        _ items: UnsafeBufferPointer<LayoutItem>, metrics: LineMetrics
    ) throws(TagFlowError) -> ItemSummary {
        // Branch-free checks: `x * 0` is NaN exactly when x is infinite or NaN, and NaN survives
        // every addition, so one sum and one minimum check every item.
        var poison = 0.0
        var smallest = 0.0
        var summary = ItemSummary()
        let limit = metrics.fitLimit
        let lineWidth = metrics.lineWidth
        for item in items {
            poison += item.width * 0 + item.height * 0
            smallest = min(smallest, min(item.width, item.height))
            summary.totalWidth += min(item.width, lineWidth)
            summary.forcedBreaks &+= item.lineBreak != .normal || item.width > limit ? 1 : 0
        }
        if poison != 0 || smallest < 0 { try throwFirstInvalidSize(in: items) }
        return summary
    }

    /// Throws at the first size that is negative, infinite or NaN, naming it (rare: called only
    /// once a branch-free check has found one).
    static func throwFirstInvalidSize(in items: UnsafeBufferPointer<LayoutItem>) throws(TagFlowError) {
        for i in items.indices {
            try TagFlowError.checkNonNegative(items[i].width, at: ["items", .index(i), "width"])
            try TagFlowError.checkNonNegative(items[i].height, at: ["items", .index(i), "height"])
        }
    }
}
