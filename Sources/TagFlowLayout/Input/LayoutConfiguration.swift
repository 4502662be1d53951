/// Everything that decides where items go, apart from the items and the container.
///
/// Every property has the default a new tag collection starts with. Values are checked when a
/// layout is computed (`validate()`): non-finite or negative spacings, insets, indicator sizes and
/// display scales, and line counts below 1, are refused with a `TagFlowError` naming the value.
public struct LayoutConfiguration: Hashable, Sendable {
    /// Wrapping rows (`vertical`) or a fixed number of rows scrolling sideways (`horizontal`).
    public var scrollDirection: ScrollDirection = .vertical
    /// Where the items of a line go along the line.
    public var alignment: Alignment = .leading
    /// Where the items of the last line go, when it differs from `alignment` (AdwWrapBox's
    /// `justify-last-line`: space-between lines above a last line left at the leading edge);
    /// `nil` for `alignment`. "Last" means the last of all lines: when a line limit hides lines,
    /// every visible line takes `alignment`.
    public var lastLineAlignment: Alignment? = nil
    /// Where an item sits across its line.
    public var lineAlignment: LineAlignment = .center
    /// Where the block of lines sits in a taller container.
    public var contentVerticalAlignment: ContentVerticalAlignment = .top
    /// The reading direction.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Space between neighbouring items of a line, in points (finite, ≥ 0).
    public var horizontalSpacing: Double = 8
    /// Space between neighbouring lines, in points (finite, ≥ 0).
    public var verticalSpacing: Double = 8
    /// Space between the container's edges and the content (each finite, ≥ 0).
    public var contentInset: Insets = .zero
    /// In vertical scrolling, the most lines shown (`nil`: no limit); items on later lines are
    /// hidden. In horizontal scrolling, the number of lines (`nil`: one). At least 1 when set.
    public var numberOfLines: Int? = nil
    /// How horizontal scrolling shares items between its lines.
    public var horizontalDistribution: HorizontalDistribution = .rowMajor
    /// How vertical scrolling chooses its line breaks.
    public var lineBreaking: LineBreaking = .greedy
    /// The most items a line holds (`nil`: as many as fit; at least 1 when set), for every line
    /// breaking strategy, and in horizontal scrolling for every distribution (which then makes
    /// as many lines as the items need).
    public var maxItemsPerLine: Int? = nil
    /// An equal-width grid instead of a flow (vertical scrolling): as many columns of at least
    /// the minimum width as fit, sharing the line; `nil` for a flow.
    public var columns: Columns? = nil
    /// The size of a "+N" chip placed at the end of the last visible line when a line limit hides
    /// items; `nil` for none. A fixed size, for indicators whose look does not depend on the
    /// count; `FlowLayout.layout(_:in:overflowIndicator:)` takes a size per count instead.
    public var overflowIndicator: Size? = nil
    /// Whether the line limit is lifted for now (the user expanded a collapsed collection, e.g.
    /// by tapping its "+N" chip): every line shows, and `numberOfLines` only decides whether
    /// there is anything to collapse. Vertical scrolling only.
    public var isLineLimitExpanded = false
    /// The size of a "less" chip that follows the last item while the line limit is expanded and
    /// would otherwise hide items: at the end of the last line when it fits there, else alone on
    /// a line of its own (clamped to the line width); `nil` for none.
    public var collapseIndicator: Size? = nil
    /// An item after every other that always shows — a tag field's entry, an "Add" button — or
    /// `nil` for none. No line limit hides it: it follows the last shown item and the "+N" or
    /// "less" chip, on their line when its width (within its minimum and maximum) fits there,
    /// else alone on a line of its own, and grows with that line's items as any flexible item
    /// does (give it `grow` 1 and a `minWidth` to take the rest of its line). Like the chips it
    /// never reaches past a wrapping line: its minimum is held to the line width. Its frame is
    /// `LayoutResult.trailingItemFrame`; it is not one of the result's items.
    public var trailingItem: LayoutItem? {
        get { trailingSlot?.item }
        set { trailingSlot = newValue.map(InlineItem.init) }
    }
    /// The trailing item, kept inline so that a configuration stays plain values (copied
    /// without reference counting, as every layout call copies it).
    var trailingSlot: InlineItem? = nil
    /// When set, frames are snapped to device pixels of this scale (points × scale = pixels),
    /// e.g. 2 or 3. Must be within `displayScales` (1/8 … 8). `nil` leaves frames unrounded.
    public var displayScale: Double? = nil

    /// Creates the default configuration.
    public init() {}

    /// Creates a configuration; every argument has its default.
    public init(
        scrollDirection: ScrollDirection = .vertical,
        alignment: Alignment = .leading,
        lineAlignment: LineAlignment = .center,
        contentVerticalAlignment: ContentVerticalAlignment = .top,
        layoutDirection: LayoutDirection = .leftToRight,
        horizontalSpacing: Double = 8,
        verticalSpacing: Double = 8,
        contentInset: Insets = .zero,
        numberOfLines: Int? = nil,
        horizontalDistribution: HorizontalDistribution = .rowMajor,
        lineBreaking: LineBreaking = .greedy,
        overflowIndicator: Size? = nil,
        displayScale: Double? = nil,
        isLineLimitExpanded: Bool = false,
        collapseIndicator: Size? = nil,
        lastLineAlignment: Alignment? = nil,
        maxItemsPerLine: Int? = nil,
        columns: Columns? = nil,
        trailingItem: LayoutItem? = nil
    ) {
        self.scrollDirection = scrollDirection
        self.alignment = alignment
        self.lineAlignment = lineAlignment
        self.contentVerticalAlignment = contentVerticalAlignment
        self.layoutDirection = layoutDirection
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.contentInset = contentInset
        self.numberOfLines = numberOfLines
        self.horizontalDistribution = horizontalDistribution
        self.lineBreaking = lineBreaking
        self.overflowIndicator = overflowIndicator
        self.displayScale = displayScale
        self.isLineLimitExpanded = isLineLimitExpanded
        self.collapseIndicator = collapseIndicator
        self.lastLineAlignment = lastLineAlignment
        self.maxItemsPerLine = maxItemsPerLine
        self.columns = columns
        self.trailingItem = trailingItem
    }

    /// The number of lines a horizontal layout has: `numberOfLines`, or one.
    public var horizontalLineCount: Int { max(1, numberOfLines ?? 1) }

    /// The most lines a vertical layout shows, or `nil` for no limit.
    var verticalLineLimit: Int? {
        scrollDirection == .vertical ? numberOfLines : nil
    }

    /// Throws the first value out of range, its path relative to the configuration
    /// (`contentInset.left`, `numberOfLines`, …).
    package func validate() throws(TagFlowError) {
        try TagFlowError.checkNonNegative(horizontalSpacing, at: ["horizontalSpacing"])
        try TagFlowError.checkNonNegative(verticalSpacing, at: ["verticalSpacing"])
        try TagFlowError.checkNonNegative(contentInset.top, at: ["contentInset", "top"])
        try TagFlowError.checkNonNegative(contentInset.left, at: ["contentInset", "left"])
        try TagFlowError.checkNonNegative(contentInset.bottom, at: ["contentInset", "bottom"])
        try TagFlowError.checkNonNegative(contentInset.right, at: ["contentInset", "right"])
        try TagFlowError.checkLimit(numberOfLines, at: ["numberOfLines"])
        try TagFlowError.checkLimit(maxItemsPerLine, at: ["maxItemsPerLine"])
        try checkColumns()
        if let indicator = overflowIndicator {
            try TagFlowError.checkNonNegative(indicator.width, at: ["overflowIndicator", "width"])
            try TagFlowError.checkNonNegative(indicator.height, at: ["overflowIndicator", "height"])
        }
        if let indicator = collapseIndicator {
            try TagFlowError.checkNonNegative(indicator.width, at: ["collapseIndicator", "width"])
            try TagFlowError.checkNonNegative(indicator.height, at: ["collapseIndicator", "height"])
        }
        try checkDisplayScale()
        if let item = trailingItem {
            try TagFlowError.checkNonNegative(item.width, at: ["trailingItem", "width"])
            try TagFlowError.checkNonNegative(item.height, at: ["trailingItem", "height"])
            do { try item.validateFlexibility() } catch { throw error.prefixed(with: ["trailingItem"]) }
        }
    }
}
