/// The flow layout engine: items in, frames out.
///
/// A `FlowLayout` is a configuration and a pure function of it. Measuring and placing share one
/// code path: the sizes a view reports for a width (`fittingSize(of:width:)`,
/// `LayoutResult.contentSize`) and the frames it lays out at that width come from the same call,
/// so they cannot disagree.
///
/// ```swift
/// var configuration = LayoutConfiguration()
/// configuration.alignment = .center
/// let layout = FlowLayout(configuration: configuration)
/// let result = try layout.layout([LayoutItem(width: 80, height: 28)], in: Size(width: 343, height: 0))
/// ```
public struct FlowLayout: Hashable, Sendable {
    /// The tolerance, in points, by which a line may exceed its width through float noise when
    /// deciding whether an item still fits (a millionth of a point: an item 0.01 pt too wide wraps).
    public static let tolerance = 1e-6

    /// The configuration every layout of this value uses.
    public var configuration: LayoutConfiguration

    /// Creates a layout with a configuration.
    public init(configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.configuration = configuration
    }

    /// Lays out `items` in a container.
    ///
    /// - Parameters:
    ///   - items: the items, in order.
    ///   - container: the container's size. Its width is required (finite, ≥ 0). Its height (finite,
    ///     ≥ 0; 0 for none) matters only for `contentVerticalAlignment`. When the insets are wider
    ///     than the container, lines have width 0: every item is over-wide and sits alone.
    /// - Throws: `LayoutError` for a non-finite or negative size, spacing, inset, indicator size or
    ///   display scale, or a negative `numberOfLines`.
    public func layout(_ items: [LayoutItem], in container: Size) throws(LayoutError) -> LayoutResult {
        try validate(container: container)
        let metrics = LineMetrics(
            lineWidth: max(0, container.width - configuration.contentInset.horizontal),
            spacing: configuration.horizontalSpacing)
        return try items.withUnsafeBufferPointer { (buffer) throws(LayoutError) -> LayoutResult in
            let summary = try Self.validate(buffer, metrics: metrics)
            return place(buffer, in: container, metrics: metrics, summary: summary)
        }
    }

    /// Lays out items of the given sizes (every item flows normally).
    public func layout(sizes: [Size], in container: Size) throws(LayoutError) -> LayoutResult {
        try layout(sizes.map { LayoutItem(size: $0) }, in: container)
    }

    /// The shrink-wrapped size of `items` laid out at `width`: the widest line plus the insets, by
    /// the content height. The same call that produces the frames computes it.
    public func fittingSize(of items: [LayoutItem], width: Double) throws(LayoutError) -> Size {
        try layout(items, in: Size(width: width, height: 0)).fittingSize
    }

    private func validate(container: Size) throws(LayoutError) {
        let c = configuration
        try LayoutError.checkNonNegative(container.width, "container.width")
        try LayoutError.checkNonNegative(container.height, "container.height")
        try LayoutError.checkNonNegative(c.horizontalSpacing, "horizontalSpacing")
        try LayoutError.checkNonNegative(c.verticalSpacing, "verticalSpacing")
        try LayoutError.checkNonNegative(c.contentInset.top, "contentInset.top")
        try LayoutError.checkNonNegative(c.contentInset.left, "contentInset.left")
        try LayoutError.checkNonNegative(c.contentInset.bottom, "contentInset.bottom")
        try LayoutError.checkNonNegative(c.contentInset.right, "contentInset.right")
        guard c.numberOfLines >= 0 else { throw .negativeNumberOfLines(c.numberOfLines) }
        if let indicator = c.overflowIndicator {
            try LayoutError.checkNonNegative(indicator.width, "overflowIndicator.width")
            try LayoutError.checkNonNegative(indicator.height, "overflowIndicator.height")
        }
        if let scale = c.displayScale, !(scale > 0 && scale < .infinity) {
            throw .invalidValue(name: "displayScale", value: scale, allowed: "finite and > 0")
        }
    }

    /// What one pass over the items learns besides their validity.
    struct ItemSummary {
        /// Σ of the widths, each clamped to the line width.
        var totalWidth = 0.0
        /// Items that force a break: those that start or fill a line, and over-wide ones.
        var forcedBreaks = 0
    }

    /// Checks every item and summarises them in one pass.
    private static func validate(
        _ items: UnsafeBufferPointer<LayoutItem>, metrics: LineMetrics
    ) throws(LayoutError) -> ItemSummary {
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
        guard poison == 0, smallest >= 0 else {
            // Rare: find the first offending item to name it.
            for i in items.indices {
                let item = items[i]
                guard item.width >= 0, item.width < .infinity, item.height >= 0, item.height < .infinity else {
                    throw .invalidItemSize(index: i, width: item.width, height: item.height)
                }
            }
            return summary
        }
        return summary
    }

    private func place(
        _ items: UnsafeBufferPointer<LayoutItem>, in container: Size, metrics: LineMetrics, summary: ItemSummary
    ) -> LayoutResult {
        let c = configuration
        var placement: [Int]
        var lineStarts: [Int]
        var lineExtents: [LineExtent] = []
        var provenOptimal: Bool? = nil
        switch c.scrollDirection {
        case .vertical:
            switch c.lineBreaking {
            case .greedy:
                placement = Self.identity(items.count)
                lineStarts = []
                let capacity = Self.greedyLineBound(count: items.count, summary: summary, metrics: metrics)
                lineStarts.reserveCapacity(capacity + 1)
                lineExtents.reserveCapacity(capacity)
                metrics.appendGreedyLines(
                    of: items, in: 0..<items.count, starts: &lineStarts, extents: &lineExtents, recordExtents: true)
            case .balanced:
                placement = Self.identity(items.count)
                let bound = Self.greedyLineBound(count: items.count, summary: summary, metrics: metrics)
                lineStarts = []
                lineStarts.reserveCapacity(bound + 1)
                if !items.isEmpty {
                    BalancedLineBreaker.appendLineStarts(of: items, metrics: metrics, lineBound: bound, to: &lineStarts)
                }
            case .fewestRows:
                let packed = items.isEmpty
                    ? FewestRowsPacker.Partition()
                    : FewestRowsPacker.partition(of: items, metrics: metrics)
                placement = packed.placement
                lineStarts = packed.lineStarts
                provenOptimal = packed.provenOptimal
            }
        case .horizontal:
            (placement, lineStarts) = HorizontalDistributor.partition(
                of: items, lineCount: max(1, c.numberOfLines), spacing: c.horizontalSpacing,
                distribution: c.horizontalDistribution)
        }
        var placer = LinePlacer(
            items: items, configuration: c, container: container, metrics: metrics,
            placement: placement, lineStarts: lineStarts, lineExtents: lineExtents)
        return placer.result(provenOptimal: provenOptimal)
    }

    /// An upper bound on greedy's line count, so its arrays are allocated once at about the right
    /// size (never the item count, which would make large layouts page-fault through memory they
    /// never use). Two consecutive lines always hold more than a line's width — or the second
    /// would have joined the first — unless a break is forced, so
    /// `lines ≤ 2·⌈Σ(w + hs) / (W + hs)⌉ + 2·forced + 1`.
    private static func greedyLineBound(count: Int, summary: ItemSummary, metrics: LineMetrics) -> Int {
        let total = summary.totalWidth + Double(count) * metrics.spacing
        let perLine = metrics.lineWidth + metrics.spacing
        guard perLine > 0 else { return count }
        let estimate = 2 * (total / perLine).rounded(.up) + Double(2 * summary.forcedBreaks + 1)
        return estimate < Double(count) ? Int(estimate) : count
    }

    /// `[0, 1, …, count − 1]`, written directly (faster than converting a range).
    private static func identity(_ count: Int) -> [Int] {
        [Int](unsafeUninitializedCapacity: count) { buffer, initialized in
            for i in 0..<count { buffer[i] = i }
            initialized = count
        }
    }
}
