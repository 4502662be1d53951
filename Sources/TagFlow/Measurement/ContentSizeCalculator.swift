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
    /// - Throws: `TagFlowError` naming the first bad value (`width`, `tags[3].style.maxWidth`,
    ///   `configuration.numberOfLines`) or a measurement failure.
    public static func layout(
        of tags: [TextTag], width: Double, height: Double = 0,
        configuration: LayoutConfiguration = LayoutConfiguration(), sizer: TagSizer
    ) throws(TagFlowError) -> LayoutResult {
        try measuredLayout(of: tags, width: width, height: height, configuration: configuration, sizer: sizer).result
    }

    /// `layout(of:…)` with the metrics of every tag, for a renderer: the scene of these tags is
    /// built from exactly what sized them.
    public static func measuredLayout(
        of tags: [TextTag], width: Double, height: Double = 0,
        configuration: LayoutConfiguration = LayoutConfiguration(), sizer: TagSizer
    ) throws(TagFlowError) -> MeasuredLayout {
        try TagFlowError.checkNonNegative(width, at: ["width"])
        try TagFlowError.checkNonNegative(height, at: ["height"])
        let containerWidth = tagContainerWidth(forWidth: width, configuration: configuration)
        var metrics: [TagMetrics] = []
        var items: [LayoutItem] = []
        metrics.reserveCapacity(tags.count)
        items.reserveCapacity(tags.count)
        for i in tags.indices {
            do {
                let tagMetrics = try sizer.metrics(of: tags[i], containerWidth: containerWidth)
                metrics.append(tagMetrics)
                items.append(LayoutItem(size: tagMetrics.size, lineBreak: tags[i].lineBreak))
            } catch {
                throw error.prefixed(with: ["tags", .index(i)])
            }
        }
        return MeasuredLayout(
            result: try layout(items, width: width, height: height, configuration: configuration), metrics: metrics)
    }

    /// The one call of the layout engine every answer comes from.
    private static func layout(
        _ items: [LayoutItem], width: Double, height: Double, configuration: LayoutConfiguration
    ) throws(TagFlowError) -> LayoutResult {
        try FlowLayout(configuration: configuration).layout(items, in: Size(width: width, height: height))
    }

    /// The content size of `tags` at `width` (`LayoutResult.contentSize`): in vertical scrolling
    /// the width by the height the lines need, insets included. Its height is a list row's height.
    public static func contentSize(
        for tags: [TextTag], width: Double, configuration: LayoutConfiguration = LayoutConfiguration(), sizer: TagSizer
    ) throws(TagFlowError) -> Size {
        try layout(of: tags, width: width, configuration: configuration, sizer: sizer).contentSize
    }

    /// The shrink-wrapped size of `tags` at `width` (`LayoutResult.fittingSize`): the widest line
    /// plus insets, by the height — an intrinsic content size.
    public static func fittingSize(
        for tags: [TextTag], width: Double, configuration: LayoutConfiguration = LayoutConfiguration(), sizer: TagSizer
    ) throws(TagFlowError) -> Size {
        try layout(of: tags, width: width, configuration: configuration, sizer: sizer).fittingSize
    }

    /// The content sizes of many rows at one width, in order: every row height of a list in one
    /// call. Each row is laid out exactly as `contentSize(for:width:configuration:sizer:)` lays it
    /// out. A tag that shows the same content in the same style as one sized earlier in the call
    /// (lists repeat their tags) takes that size without going through the sizer again; the others
    /// are sized through the sizer (and its cache).
    /// - Throws: the first failure, its path prefixed with the row, e.g. `rows[4].tags[2].style.maxWidth`.
    public static func contentSizes(
        forRows rows: [[TextTag]], width: Double, configuration: LayoutConfiguration = LayoutConfiguration(),
        sizer: TagSizer
    ) throws(TagFlowError) -> [Size] {
        let containerWidth = tagContainerWidth(forWidth: width, configuration: configuration)
        var known = SizesSeen()
        var sizes: [Size] = []
        sizes.reserveCapacity(rows.count)
        var items: [LayoutItem] = []
        for i in rows.indices {
            do throws(TagFlowError) {
                try TagFlowError.checkNonNegative(width, at: ["width"])  // per row, as `contentSize` checks it
                items.removeAll(keepingCapacity: true)
                let row = rows[i]
                for j in row.indices {
                    do throws(TagFlowError) {
                        let size = try known.size(of: row[j], containerWidth, sizer)
                        items.append(LayoutItem(size: size, lineBreak: row[j].lineBreak))
                    } catch {
                        throw error.prefixed(with: ["tags", .index(j)])
                    }
                }
                sizes.append(try layout(items, width: width, height: 0, configuration: configuration).contentSize)
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

/// The sizes of the tags sized so far in one `contentSizes(forRows:…)` call, by what decides
/// them: the content shown and the style shown (the container width and the sizer are the same
/// for the whole call). A look-up hashes the plain text and compares content and style in place,
/// which costs less than a trip through the sizer (validation, a measurement key, the cache's
/// lock); only a new entry is copied in.
private struct SizesSeen {
    private struct Entry {
        var content: TagContent
        var style: TextTagStyle
        var size: Size
        /// The next entry with the same text, or -1.
        var next: Int
    }

    /// Plain text → its most recent entry.
    private var latest: [String: Int] = [:]
    private var entries: [Entry] = []

    /// The size of `tag` as it shows now, from an earlier tag showing the same or from `sizer`.
    mutating func size(of tag: TextTag, _ containerWidth: Double, _ sizer: TagSizer) throws(TagFlowError) -> Size {
        let content = tag.rightfulContent
        let style = tag.rightfulStyle
        guard case .text(.plain(let text), _) = content else {
            return try sizer.size(of: tag, containerWidth: containerWidth)
        }
        let first = latest[text] ?? -1
        var i = first
        while i >= 0 {
            if entries[i].style == style, entries[i].content == content { return entries[i].size }
            i = entries[i].next
        }
        let size = try sizer.size(of: tag, containerWidth: containerWidth)
        latest[text] = entries.count
        entries.append(Entry(content: content, style: style, size: size, next: first))
        return size
    }
}
