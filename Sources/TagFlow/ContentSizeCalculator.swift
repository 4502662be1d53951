/// The size of a set of tags at a width, without any view: what a list needs for its row heights.
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
    ///   - width: the container width (finite, ≥ 0).
    ///   - height: the container height (finite, ≥ 0; 0 for none); matters only for
    ///     `contentVerticalAlignment`.
    /// - Throws: `TagFlowError` naming the first bad value (`width`, `tags[i].style.…`), a
    ///   measurement failure, or `.layout` for a configuration the engine refuses.
    public static func layout(
        of tags: [Tag], width: Double, height: Double = 0,
        configuration: LayoutConfiguration = LayoutConfiguration(), sizer: TagSizer
    ) throws(TagFlowError) -> LayoutResult {
        try TagFlowError.checkNonNegative(width, "width")
        try TagFlowError.checkNonNegative(height, "height")
        let sizes = try sizer.sizes(of: tags, containerWidth: tagContainerWidth(forWidth: width, configuration: configuration))
        do {
            return try FlowLayout(configuration: configuration).layout(
                sizes.map { LayoutItem(size: $0) }, in: Size(width: width, height: height))
        } catch {
            throw .layout(error)
        }
    }

    /// The content size of `tags` at `width` (`LayoutResult.contentSize`): in vertical scrolling
    /// the width by the height the lines need, insets included. Its height is a list row's height.
    public static func contentSize(
        of tags: [Tag], width: Double, configuration: LayoutConfiguration = LayoutConfiguration(), sizer: TagSizer
    ) throws(TagFlowError) -> Size {
        try layout(of: tags, width: width, configuration: configuration, sizer: sizer).contentSize
    }

    /// The shrink-wrapped size of `tags` at `width` (`LayoutResult.fittingSize`): the widest line
    /// plus insets, by the height — an intrinsic content size.
    public static func fittingSize(
        of tags: [Tag], width: Double, configuration: LayoutConfiguration = LayoutConfiguration(), sizer: TagSizer
    ) throws(TagFlowError) -> Size {
        try layout(of: tags, width: width, configuration: configuration, sizer: sizer).fittingSize
    }

    /// The content sizes of many rows at one width, in order: every row height of a list in one
    /// call. Tags shared between rows are measured once (through the sizer's cache).
    /// - Throws: the first failure, its path prefixed with the row, e.g. `rows[4].tags[2].style.maxWidth`.
    public static func contentSizes(
        ofRows rows: [[Tag]], width: Double, configuration: LayoutConfiguration = LayoutConfiguration(),
        sizer: TagSizer
    ) throws(TagFlowError) -> [Size] {
        var sizes: [Size] = []
        sizes.reserveCapacity(rows.count)
        for (i, row) in rows.enumerated() {
            do {
                sizes.append(try contentSize(of: row, width: width, configuration: configuration, sizer: sizer))
            } catch {
                throw error.prefixed("rows[\(i)]")
            }
        }
        return sizes
    }
}
