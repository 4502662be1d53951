/// The engine level: tags measured and laid out at a width, without any view — a list row's
/// height, a shrink-wrapped size, the frames to draw (`scene(of:width:)` in `TagFlowRendering`).
///
/// One value holds what every answer needs — how tags are laid out, what measures them and the
/// "+N" chip of a line limit — so a call names only the tags and the width. Every answer comes
/// from one call of the layout engine (`FlowLayout`) on the measured tags, the same call a
/// `TagCollectionController` makes to place them, so a row's reported height and the frames drawn
/// in it cannot disagree. Tags are sized with the line width (the width less the left and right
/// content insets) as their container width; in horizontal scrolling lines have no width limit,
/// so tags only meet their own `maxWidth`/`exactWidth`.
public struct TagLayout: Sendable {
    /// How the tags are laid out.
    public var configuration: LayoutConfiguration
    /// Measures the tags (through its cache).
    public var sizer: TagSizer
    /// The "+N" chip of a line limit, measured for the count it shows (it takes the place of
    /// `configuration.overflowIndicator`), or `nil`.
    public var overflowChip: OverflowChip?

    /// A layout of tags measured by `sizer`.
    public init(configuration: LayoutConfiguration = LayoutConfiguration(), sizer: TagSizer, overflowChip: OverflowChip? = nil) {
        self.configuration = configuration
        self.sizer = sizer
        self.overflowChip = overflowChip
    }

    /// Measures `tags` and lays them out at `width`: the full result (frames, lines, sizes; its
    /// `fittingSize` is the shrink-wrapped size, an intrinsic content size).
    /// - Parameters:
    ///   - tags: the tags, in order, each measured as it shows now.
    ///   - width: the container width (finite, ≥ 0).
    ///   - height: the container height (finite, ≥ 0; 0 for none); matters only for
    ///     `contentVerticalAlignment`.
    /// - Throws: `TagFlowError` naming the first bad value (`width`, `tags[3].style.maxWidth`,
    ///   `configuration.numberOfLines`, `overflowChip.format`) or a measurement failure.
    public func layout(of tags: [TextTag], width: Double, height: Double = 0) throws(TagFlowError) -> LayoutResult {
        var sizings: [TagSizing] = []
        return try layout(of: tags, width: width, height: height, sizings: &sizings)
    }

    /// `layout(of:width:height:)` with the metrics of every tag, for a renderer: the scene of these
    /// tags is built from exactly what sized them.
    package func measuredLayout(of tags: [TextTag], width: Double, height: Double = 0) throws(TagFlowError) -> MeasuredLayout {
        var sizings: [TagSizing] = []
        let result = try layout(of: tags, width: width, height: height, sizings: &sizings)
        var metrics: [TagMetrics] = []
        metrics.reserveCapacity(tags.count)
        for i in tags.indices {
            do { metrics.append(try sizer.metrics(of: tags[i], from: sizings[i])) } catch {
                throw error.prefixed(with: Argument.tags.path(.index(i)))
            }
        }
        return MeasuredLayout(result: result, metrics: metrics)
    }

    /// The size of `tags` at `width` (`LayoutResult.contentSize`): in vertical scrolling the width
    /// by the height the lines need, insets included. Its height is a list row's height. With an
    /// `overflowChip`, the chip is measured for the count it shows (it may be taller than the tags).
    public func size(of tags: [TextTag], width: Double) throws(TagFlowError) -> Size {
        try layout(of: tags, width: width).contentSize
    }

    /// The sizes of many rows at one width, in order: every row height of a list in one call. Each
    /// row is laid out exactly as `size(of:width:)` lays it out; each row's tags are sized in one
    /// batch through the sizer (see `TagSizer`), and the working memory is kept from row to row.
    /// - Throws: the first failure, its path prefixed with the row, e.g. `rows[4].tags[2].style.maxWidth`.
    public func sizes(ofRows rows: [[TextTag]], width: Double) throws(TagFlowError) -> [Size] {
        try checkOverflowChip()
        var sizes: [Size] = []
        sizes.reserveCapacity(rows.count)
        var sizings: [TagSizing] = []
        var result = LayoutResult()
        for i in rows.indices {
            do throws(TagFlowError) {
                try TagFlowError.checkNonNegative(width, at: Argument.width.path())  // per row, as `size(of:width:)` checks it
                let items = try measuredItems(of: rows[i], width: width, sizings: &sizings)
                try layout(items, in: Size(width: width, height: 0), into: &result)
                sizes.append(result.contentSize)
            } catch {
                throw error.prefixed(with: Argument.rows.path(.index(i)))
            }
        }
        return sizes
    }

    /// Sizes `tags` into `sizings` (one batch through the sizer) and lays them out.
    private func layout(
        of tags: [TextTag], width: Double, height: Double, sizings: inout [TagSizing]
    ) throws(TagFlowError) -> LayoutResult {
        try TagFlowError.checkNonNegative(width, at: Argument.width.path())
        try TagFlowError.checkNonNegative(height, at: Argument.height.path())
        try checkOverflowChip()
        let items = try measuredItems(of: tags, width: width, sizings: &sizings)
        var result = LayoutResult()
        try layout(items, in: Size(width: width, height: height), into: &result)
        return result
    }

    /// The engine's items for `tags`, sized in one batch at the line width of `width`.
    private func measuredItems(of tags: [TextTag], width: Double, sizings: inout [TagSizing]) throws(TagFlowError) -> [LayoutItem] {
        do {
            try sizer.sizings(of: tags, containerWidth: configuration.tagContainerWidth(forWidth: width), into: &sizings)
        } catch {
            throw error.prefixed(with: Argument.tags)
        }
        let alignsBaselines = configuration.lineAlignment == .firstBaseline
        var items: [LayoutItem] = []
        items.reserveCapacity(tags.count)
        for i in tags.indices { items.append(sizings[i].layoutItem(lineBreak: tags[i].lineBreak, alignsBaselines: alignsBaselines)) }
        return items
    }

    /// The one call of the layout engine every answer comes from (with the chip's words measured
    /// for each count the engine asks about).
    func layout(_ items: [LayoutItem], in container: Size, into result: inout LayoutResult) throws(TagFlowError) {
        if let overflowChip {
            try overflowChip.layout(items, in: container, configuration: configuration, sizer: sizer, into: &result)
        } else {
            try FlowLayout(configuration: configuration).layout(items, in: container, into: &result)
        }
    }

    /// Throws for a chip with a bad value, its path under `overflowChip`.
    private func checkOverflowChip() throws(TagFlowError) {
        do { try overflowChip?.validate() } catch { throw error.prefixed(with: Argument.overflowChip) }
    }
}

extension TagLayout {
    /// The names its errors give its arguments (`tags[3].style.maxWidth`, `rows[4]`, `overflowChip.format`).
    package enum Argument: String, ErrorArgument {
        case tags, rows, width, height, overflowChip
    }
}

extension LayoutConfiguration {
    /// The width a tag may take in a container of `width`: the line width (the width less the
    /// left and right content insets) in vertical scrolling, unlimited (`.infinity`) in horizontal
    /// scrolling.
    package func tagContainerWidth(forWidth width: Double) -> Double {
        switch scrollDirection {
        case .vertical: max(0, width - contentInset.horizontal)
        case .horizontal: .infinity
        }
    }
}

@available(*, unavailable, message: "hold a TagLayout(configuration:sizer:overflowChip:) and ask it: layout(of:width:), size(of:width:), sizes(ofRows:width:), or layout(of:width:).fittingSize")
public enum ContentSizeCalculator {}

/// Tags laid out, with the metrics each was sized with.
package struct MeasuredLayout: Sendable {
    /// The frames, lines and sizes.
    package var result: LayoutResult
    /// One entry per tag, in input order: its size and the text request it was measured with.
    package var metrics: [TagMetrics]

    /// Creates a measured layout.
    package init(result: LayoutResult, metrics: [TagMetrics]) {
        self.result = result
        self.metrics = metrics
    }
}
