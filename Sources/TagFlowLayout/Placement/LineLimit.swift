/// The line limit and the "+N" slot, settled before any frame is placed.
///
/// A vertical layout shows at most `numberOfLines` lines; the items on later lines are hidden.
/// When an overflow indicator is configured and something is hidden, the indicator joins the end
/// of the last visible line, and as many trailing items of that line as needed leave it (they are
/// hidden too), so the indicator fits; an indicator wider than a line is clamped to the line
/// width. Horizontal layouts have exactly their number of lines, so nothing is hidden there.
struct LineLimit {
    /// The lines shown.
    var visibleLines: Int
    /// The end of the shown items in placement order: items before it are placed, the rest hidden.
    var visibleEnd: Int
    /// The indicator's size when it is placed, else `nil`.
    var indicator: Size?

    /// The limit of `configuration` applied to the lines `placer` is about to place.
    init(applying configuration: LayoutConfiguration, to placer: LinePlacer) {
        let lineStarts = placer.partition.lineStarts
        let itemCount = placer.items.count
        let lineCount = lineStarts.count
        visibleLines = min(lineCount, configuration.verticalLineLimit ?? lineCount)
        visibleEnd = visibleLines < lineCount ? lineStarts[visibleLines] : itemCount
        indicator = nil
        guard visibleLines > 0, visibleEnd < itemCount, let size = configuration.overflowIndicator else { return }

        let metrics = placer.metrics
        let indicatorWidth = min(size.width, metrics.lineWidth)
        let lastStart = lineStarts[visibleLines - 1]
        var used = placer.extent(of: lastStart..<visibleEnd).width
        while visibleEnd > lastStart, used + metrics.spacing + indicatorWidth > metrics.fitLimit {
            visibleEnd -= 1
            used -= placer.width(of: placer.items[placer.item(atPlacement: visibleEnd)])
                + (visibleEnd > lastStart ? metrics.spacing : 0)
        }
        indicator = Size(width: indicatorWidth, height: size.height)
    }
}
