/// A `LayoutItem` with its flexible properties inline: plain values, so that a value holding one
/// (the configuration's trailing item) is copied without reference counting.
struct InlineItem: Hashable, Sendable {
    let width: Double
    let height: Double
    let lineBreak: LayoutItem.LineBreak
    let grow: Double
    let minWidth: Double
    let maxWidth: Double
    let baseline: Double?

    init(_ item: LayoutItem) {
        width = item.width
        height = item.height
        lineBreak = item.lineBreak
        grow = item.grow
        minWidth = item.minWidth
        maxWidth = item.maxWidth
        baseline = item.baseline
    }

    /// The item again.
    var item: LayoutItem {
        LayoutItem(
            width: width, height: height, lineBreak: lineBreak, grow: grow, minWidth: minWidth, maxWidth: maxWidth,
            baseline: baseline)
    }
}
