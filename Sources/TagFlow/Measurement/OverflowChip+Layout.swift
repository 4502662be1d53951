/// Laying sized tags out with a text chip: the one place where the chip's words are measured
/// for the layout engine.
extension OverflowChip {
    /// The chip's words for `hiddenCount` as tag content.
    package func content(hiddenCount: Int) -> TagContent { .plain(text(hiddenCount: hiddenCount)) }

    /// The collapse chip's words as tag content, or `nil` without them.
    package var collapseContent: TagContent? { collapseText.map { .plain($0) } }

    /// Lays `items` (the tags' sizes) out in `container` with this chip: the engine asks for the
    /// chip's size for each count it considers, and the chip is measured through `sizer` in
    /// `style` for exactly that count, with the container's line width as its container width.
    /// While the limit is expanded (`configuration.isLineLimitExpanded`), the "less" chip's size
    /// is the collapse indicator's. The chip takes the place of `configuration.overflowIndicator`
    /// and `configuration.collapseIndicator`.
    /// - Throws: `TagFlowError` from the engine, or a measurement failure at `overflowChip`
    ///   (`overflowChip.style.font.family`).
    func layout(
        _ items: [LayoutItem], in container: Size, configuration: LayoutConfiguration, sizer: TagSizer,
        into result: inout LayoutResult
    ) throws(TagFlowError) {
        var configuration = configuration
        configuration.overflowIndicator = nil
        configuration.collapseIndicator = nil
        let lineWidth = configuration.tagContainerWidth(forWidth: container.width)
        if configuration.isLineLimitExpanded, configuration.numberOfLines != nil, let collapse = collapseContent {
            configuration.collapseIndicator = try size(of: collapse, lineWidth: lineWidth, sizer: sizer)
        }
        try FlowLayout(configuration: configuration).layout(
            items, in: container,
            overflowIndicator: { (count) throws(TagFlowError) in
                try size(of: content(hiddenCount: count), lineWidth: lineWidth, sizer: sizer)
            },
            into: &result)
    }

    /// The size of `content` in the chip's style, as a tag in a container of `lineWidth`.
    private func size(of content: TagContent, lineWidth: Double, sizer: TagSizer) throws(TagFlowError) -> Size {
        do {
            return try sizer.size(of: content, style: style, containerWidth: lineWidth)
        } catch {
            throw error.prefixed(with: TagLayout.Argument.overflowChip)
        }
    }
}
