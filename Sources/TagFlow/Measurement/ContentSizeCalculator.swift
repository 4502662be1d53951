/// The size of a set of tags at a width, without any view: what a list needs for its row heights
/// (TTGTagCollectionView's `TextTagCollectionView.contentSize(for:width:…)`).
///
/// Every answer comes from one call of the layout engine (`FlowLayout`) on the measured tags, the
/// same call a view makes to place them, so a row's reported height and the frames drawn in it
/// cannot disagree. Tags are sized with the container's line width (the width less the left and
/// right content insets) as their container width; in horizontal scrolling lines have no width
/// limit, so tags only meet their own `maxWidth`/`exactWidth`.
public enum ContentSizeCalculator {
    /// The width a tag may take in a container of `width` with `configuration`: the line width in
    /// vertical scrolling, unlimited (`.infinity`) in horizontal scrolling.
    public static func tagContainerWidth(forWidth width: Double, configuration: LayoutConfiguration) -> Double {
        switch configuration.scrollDirection {
        case .vertical: max(0, width - configuration.contentInset.horizontal)
        case .horizontal: .infinity
        }
    }

    /// Measures `tags` and lays them out at `width`: the full result (frames, lines, sizes).
    /// - Parameters:
    ///   - tags: the tags, in order, each measured as it shows now.
    ///   - width: the container width (finite, ≥ 0).
    ///   - height: the container height (finite, ≥ 0; 0 for none); matters only for
    ///     `contentVerticalAlignment`.
    ///   - configuration: how the tags are laid out.
    ///   - sizer: measures the tags (through its cache).
    ///   - overflowChip: the "+N" chip of a line limit, measured for the count it shows (it takes
    ///     the place of `configuration.overflowIndicator`), or `nil`.
    /// - Throws: `TagFlowError` naming the first bad value (`width`, `tags[3].style.maxWidth`,
    ///   `configuration.numberOfLines`, `overflowChip.format`) or a measurement failure.
    public static func layout(
        of tags: [TextTag], width: Double, height: Double = 0,
        configuration: LayoutConfiguration = LayoutConfiguration(), sizer: TagSizer, overflowChip: OverflowChip? = nil
    ) throws(TagFlowError) -> LayoutResult {
        var sizings: [TagSizing] = []
        return try layout(
            of: tags, width: width, height: height, configuration: configuration, sizer: sizer, overflowChip: overflowChip,
            sizings: &sizings)
    }

    /// `layout(of:…)` with the metrics of every tag, for a renderer: the scene of these tags is
    /// built from exactly what sized them.
    public static func measuredLayout(
        of tags: [TextTag], width: Double, height: Double = 0,
        configuration: LayoutConfiguration = LayoutConfiguration(), sizer: TagSizer, overflowChip: OverflowChip? = nil
    ) throws(TagFlowError) -> MeasuredLayout {
        var sizings: [TagSizing] = []
        let result = try layout(
            of: tags, width: width, height: height, configuration: configuration, sizer: sizer, overflowChip: overflowChip,
            sizings: &sizings)
        var metrics: [TagMetrics] = []
        metrics.reserveCapacity(tags.count)
        for i in tags.indices {
            do { metrics.append(try sizer.metrics(of: tags[i], from: sizings[i])) } catch {
                throw error.prefixed(with: ["tags", .index(i)])
            }
        }
        return MeasuredLayout(result: result, metrics: metrics)
    }

    /// Sizes `tags` into `sizings` (one batch through the sizer) and lays them out.
    private static func layout(
        of tags: [TextTag], width: Double, height: Double, configuration: LayoutConfiguration, sizer: TagSizer,
        overflowChip: OverflowChip?, sizings: inout [TagSizing]
    ) throws(TagFlowError) -> LayoutResult {
        try TagFlowError.checkNonNegative(width, at: ["width"])
        try TagFlowError.checkNonNegative(height, at: ["height"])
        try check(overflowChip)
        let containerWidth = tagContainerWidth(forWidth: width, configuration: configuration)
        do {
            try sizer.sizings(of: tags, containerWidth: containerWidth, into: &sizings)
        } catch {
            throw error.prefixed(with: ["tags"])
        }
        var items: [LayoutItem] = []
        items.reserveCapacity(tags.count)
        let alignsBaselines = configuration.lineAlignment == .firstBaseline
        for i in tags.indices { items.append(sizings[i].layoutItem(lineBreak: tags[i].lineBreak, alignsBaselines: alignsBaselines)) }
        var result = LayoutResult()
        try layout(
            items, in: Size(width: width, height: height), configuration: configuration, sizer: sizer,
            overflowChip: overflowChip, into: &result)
        return result
    }

    /// The one call of the layout engine every answer comes from (with the chip's words measured
    /// for each count the engine asks about).
    static func layout(
        _ items: [LayoutItem], in container: Size, configuration: LayoutConfiguration, sizer: TagSizer,
        overflowChip: OverflowChip?, into result: inout LayoutResult
    ) throws(TagFlowError) {
        if let overflowChip {
            try overflowChip.layout(items, in: container, configuration: configuration, sizer: sizer, into: &result)
        } else {
            try FlowLayout(configuration: configuration).layout(items, in: container, into: &result)
        }
    }

    /// Throws for a chip with a bad value, its path under `overflowChip`.
    private static func check(_ overflowChip: OverflowChip?) throws(TagFlowError) {
        do { try overflowChip?.validate() } catch { throw error.prefixed(with: ["overflowChip"]) }
    }

    /// The content size of `tags` at `width` (`LayoutResult.contentSize`): in vertical scrolling
    /// the width by the height the lines need, insets included. Its height is a list row's height.
    /// With `overflowChip`, the chip is measured for the count it shows (it may be taller than
    /// the tags).
    public static func contentSize(
        for tags: [TextTag], width: Double, configuration: LayoutConfiguration = LayoutConfiguration(), sizer: TagSizer,
        overflowChip: OverflowChip? = nil
    ) throws(TagFlowError) -> Size {
        try layout(of: tags, width: width, configuration: configuration, sizer: sizer, overflowChip: overflowChip).contentSize
    }

    /// The shrink-wrapped size of `tags` at `width` (`LayoutResult.fittingSize`): the widest line
    /// plus insets, by the height — an intrinsic content size.
    public static func fittingSize(
        for tags: [TextTag], width: Double, configuration: LayoutConfiguration = LayoutConfiguration(), sizer: TagSizer,
        overflowChip: OverflowChip? = nil
    ) throws(TagFlowError) -> Size {
        try layout(of: tags, width: width, configuration: configuration, sizer: sizer, overflowChip: overflowChip).fittingSize
    }

    /// The content sizes of many rows at one width, in order: every row height of a list in one
    /// call. Each row is laid out exactly as `contentSize(for:width:configuration:sizer:)` lays it
    /// out; each row's tags are sized in one batch through the sizer (see `TagSizer`), and the
    /// working memory is kept from row to row.
    /// - Throws: the first failure, its path prefixed with the row, e.g. `rows[4].tags[2].style.maxWidth`.
    public static func contentSizes(
        forRows rows: [[TextTag]], width: Double, configuration: LayoutConfiguration = LayoutConfiguration(),
        sizer: TagSizer, overflowChip: OverflowChip? = nil
    ) throws(TagFlowError) -> [Size] {
        try check(overflowChip)
        let containerWidth = tagContainerWidth(forWidth: width, configuration: configuration)
        var sizes: [Size] = []
        sizes.reserveCapacity(rows.count)
        var sizings: [TagSizing] = []
        var items: [LayoutItem] = []
        var result = LayoutResult()
        let alignsBaselines = configuration.lineAlignment == .firstBaseline
        for i in rows.indices {
            do throws(TagFlowError) {
                try TagFlowError.checkNonNegative(width, at: ["width"])  // per row, as `contentSize` checks it
                let row = rows[i]
                do {
                    try sizer.sizings(of: row, containerWidth: containerWidth, into: &sizings)
                } catch {
                    throw error.prefixed(with: ["tags"])
                }
                items.removeAll(keepingCapacity: true)
                for j in row.indices {
                    items.append(sizings[j].layoutItem(lineBreak: row[j].lineBreak, alignsBaselines: alignsBaselines))
                }
                try layout(
                    items, in: Size(width: width, height: 0), configuration: configuration, sizer: sizer,
                    overflowChip: overflowChip, into: &result)
                sizes.append(result.contentSize)
            } catch {
                throw error.prefixed(with: ["rows", .index(i)])
            }
        }
        return sizes
    }
}

/// Tags laid out, with the metrics each was sized with.
public struct MeasuredLayout: Sendable {
    /// The frames, lines and sizes.
    public var result: LayoutResult
    /// One entry per tag, in input order: its size and the text request it was measured with.
    public var metrics: [TagMetrics]

    /// Creates a measured layout.
    public init(result: LayoutResult, metrics: [TagMetrics]) {
        self.result = result
        self.metrics = metrics
    }
}
