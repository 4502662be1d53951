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
///
/// The general path works in three phases, each in its own folder: the input is checked
/// (`Input`, `Rules`), lines are formed by the configured strategy (`LineBreaking`, `FewestRows`),
/// and the lines are placed — line limit, "+N" slot and trailing item, alignment, right-to-left,
/// pixel snapping (`Placement`) — into a result that answers a view's questions (`Output`).
/// Greedy and balanced wrapping without a line limit or a trailing item, the common calls, take
/// the fast path instead (`FastPath`): one pass that must give the general path's result to the
/// bit.
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
    /// - Throws: `TagFlowError` for a non-finite or negative size (`items[3].width`,
    ///   `container.width`) or a configuration value out of range (`configuration.numberOfLines`).
    public func layout(_ items: [LayoutItem], in container: Size) throws(TagFlowError) -> LayoutResult {
        var result = LayoutResult()
        try layout(items, in: container, into: &result)
        return result
    }

    /// Lays out `items` in a container into a result the caller keeps, reusing its storage: the
    /// same layout as `layout(_:in:)` (the two results are equal), but a caller that lays out
    /// again and again — a resize sweep, a drag, an animation — allocates nothing once the
    /// result has held as many items and lines. Greedy and balanced wrapping without a line limit
    /// allocate nothing at all then; other layouts still allocate their own working memory.
    ///
    /// - Parameters:
    ///   - items: the items, in order.
    ///   - container: the container's size, as for `layout(_:in:)`.
    ///   - result: replaced by the layout; when the call throws, the empty result
    ///     (`LayoutResult()`).
    /// - Throws: as `layout(_:in:)`.
    public func layout(
        _ items: [LayoutItem], in container: Size, into result: inout LayoutResult
    ) throws(TagFlowError) {
        try layout(items, in: container, into: &result, usingFastPath: true)
    }

    /// `layout(_:in:into:)`; with `usingFastPath` false, greedy and balanced wrapping take the
    /// general path too — the path the fast path is tested against. `indicatorSize`, when given,
    /// takes the place of `configuration.overflowIndicator`.
    func layout(
        _ items: [LayoutItem], in container: Size, into result: inout LayoutResult, usingFastPath: Bool,
        indicatorSize: ((_ hiddenCount: Int) throws(TagFlowError) -> Size)? = nil
    ) throws(TagFlowError) {
        do throws(TagFlowError) {
            let configuration = try validated(container)
            let rules = LineRules(
                lineWidth: max(0, container.width - configuration.contentInset.horizontal),
                spacing: configuration.horizontalSpacing, maxItems: configuration.maxItemsPerLine ?? .max)
            result.collapseIndicatorFrame = nil
            result.trailingItemFrame = nil
            try ItemList.reading(items) { (items) throws(TagFlowError) in
                if usingFastPath, FastPath.applies(to: configuration),
                    try FastPath.layOut(items, configuration: configuration, container: container, rules: rules, into: &result)
                {
                    return
                }
                try layOutGenerally(
                    items, configuration: configuration, container: container, rules: rules,
                    indicatorSize: indicatorSize, into: &result)
            }
            // The placer reports the slot after the last item as an overflow indicator standing
            // for nothing: it is the collapse indicator.
            if let slot = result.overflow, slot.hiddenCount == 0 {
                result.collapseIndicatorFrame = slot.frame
                result.overflow = nil
            }
            try result.checkFinite()
        } catch {
            result = LayoutResult()
            throw error
        }
    }

    /// The configuration, checked against `container` and with every −0 spacing and inset made
    /// +0 (both are ≥ 0; +0 is what sums of them give, so every path then computes the same bits).
    private func validated(_ container: Size) throws(TagFlowError) -> LayoutConfiguration {
        try TagFlowError.checkNonNegative(container.width, at: Argument.container.path("width"))
        try TagFlowError.checkNonNegative(container.height, at: Argument.container.path("height"))
        do {
            try configuration.validate()
        } catch {
            throw error.prefixed(with: Argument.configuration)
        }
        var normalised = configuration
        normalised.horizontalSpacing += 0
        normalised.verticalSpacing += 0
        normalised.contentInset = Insets(
            top: normalised.contentInset.top + 0, left: normalised.contentInset.left + 0,
            bottom: normalised.contentInset.bottom + 0, right: normalised.contentInset.right + 0)
        return normalised
    }

    /// The general path: check the items, then lay them out as plain items when none is
    /// flexible (the rules then compile without their flexible branches), else as they are.
    private func layOutGenerally(
        _ items: ItemList, configuration: LayoutConfiguration, container: Size, rules: LineRules,
        indicatorSize: ((_ hiddenCount: Int) throws(TagFlowError) -> Size)?, into result: inout LayoutResult
    ) throws(TagFlowError) {
        if try SizeCheck.validate(items) {
            try layOutChecked(
                items, configuration: configuration, container: container, rules: rules, indicatorSize: indicatorSize,
                into: &result)
        } else {
            try layOutChecked(
                items.plain, configuration: configuration, container: container, rules: rules,
                indicatorSize: indicatorSize, into: &result)
        }
    }

    /// The general path for checked items: break the lines with the configured strategy, settle
    /// the line limit and the "+N" slot, place the lines.
    private func layOutChecked<Items: ItemSource>(
        _ items: Items, configuration: LayoutConfiguration, container: Size, rules: LineRules,
        indicatorSize: ((_ hiddenCount: Int) throws(TagFlowError) -> Size)?, into result: inout LayoutResult
    ) throws(TagFlowError) {
        let grid = configuration.columns.map { GridColumns(minimumWidth: $0.minimumWidth, rules: rules) }
        var placing = configuration
        if grid != nil {
            // A grid's cells fill its rows: no alignment spreads them.
            placing.alignment = .leading
            placing.lastLineAlignment = nil
        }
        let lines = grid.map { GridRows.partition(of: items, columns: $0) }
            ?? Self.partition(items, configuration: configuration, rules: rules, storage: &result.storage)
        let placer = LinePlacer(
            items: items, configuration: placing, container: container,
            measure: LineMeasure(rules: rules, vertical: configuration.scrollDirection == .vertical, grid: grid),
            partition: lines,
            plainLines: Items.Element.self == PlainItem.self && CrossAxis(configuration.lineAlignment).isFactor
                && configuration.trailingSlot == nil)
        let fixed = configuration.overflowIndicator
        let limit = try LineLimit(applying: configuration, to: placer) { (count) throws(TagFlowError) in
            try indicatorSize?(count) ?? fixed
        }
        placer.place(into: &result, limit: limit)
    }

    /// Lays out items of the given sizes (every item flows normally).
    package func layout(sizes: [Size], in container: Size) throws(TagFlowError) -> LayoutResult {
        try layout(sizes.map { LayoutItem(size: $0) }, in: container)
    }

    /// The shrink-wrapped size of `items` laid out at `width`: the widest line plus the insets, by
    /// the content height. The same call that produces the frames computes it.
    public func fittingSize(of items: [LayoutItem], width: Double) throws(TagFlowError) -> Size {
        try layout(items, in: Size(width: width, height: 0)).fittingSize
    }

    /// The lines the configured strategy forms. `storage` is the result's, which the strategy may
    /// work in: it is written only after it.
    private static func partition<Items: ItemSource>(
        _ items: Items, configuration: LayoutConfiguration, rules: LineRules, storage: inout ResultStorage
    ) -> LinePartition {
        switch configuration.scrollDirection {
        case .vertical:
            switch configuration.lineBreaking {
            case .greedy: GreedyLineBreaker.partition(of: items, rules: rules)
            case .balanced: BalancedLineBreaker.partition(of: items, rules: rules, workingIn: &storage)
            case .fewestRows: FewestRowsPacker.partition(of: items, rules: rules, workingIn: &storage)
            }
        case .horizontal:
            HorizontalDistributor.partition(
                of: items, lineCount: configuration.horizontalLineCount, rules: rules,
                distribution: configuration.horizontalDistribution)
        }
    }
}

extension FlowLayout {
    /// The names a layout's errors give its arguments (`items[3].width`, `container.height`).
    package enum Argument: String, ErrorArgument {
        case container, items, configuration, overflowIndicator
    }
}
