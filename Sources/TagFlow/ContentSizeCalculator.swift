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
        let containerWidth = tagContainerWidth(forWidth: width, configuration: configuration)
        let items = try tags.withUnsafeBufferPointer { (tags) throws(TagFlowError) -> [LayoutItem] in
            var items: [LayoutItem] = []
            items.reserveCapacity(tags.count)
            for i in tags.indices {
                do throws(TagFlowError) {
                    items.append(LayoutItem(size: try sizer.size(shownBy: tags, at: i, containerWidth: containerWidth)))
                } catch {
                    throw error.prefixed("tags[\(i)]")
                }
            }
            return items
        }
        return try layout(items, width: width, height: height, configuration: configuration)
    }

    /// The one call of the layout engine every answer comes from.
    private static func layout(
        _ items: [LayoutItem], width: Double, height: Double, configuration: LayoutConfiguration
    ) throws(TagFlowError) -> LayoutResult {
        do {
            return try FlowLayout(configuration: configuration).layout(items, in: Size(width: width, height: height))
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
    /// call. Each row is laid out exactly as `contentSize(of:width:configuration:sizer:)` lays it
    /// out. A tag that shows the same content in the same style as one sized earlier in the call
    /// (lists repeat their tags) takes that size without going through the sizer again; the others
    /// are sized through the sizer (and its cache).
    /// - Throws: the first failure, its path prefixed with the row, e.g. `rows[4].tags[2].style.maxWidth`.
    public static func contentSizes(
        ofRows rows: [[Tag]], width: Double, configuration: LayoutConfiguration = LayoutConfiguration(),
        sizer: TagSizer
    ) throws(TagFlowError) -> [Size] {
        let containerWidth = tagContainerWidth(forWidth: width, configuration: configuration)
        var known = SizesSeen()
        var sizes: [Size] = []
        sizes.reserveCapacity(rows.count)
        var items: [LayoutItem] = []
        for i in rows.indices {
            do throws(TagFlowError) {
                try TagFlowError.checkNonNegative(width, "width")  // per row, as `contentSize` checks it
                items.removeAll(keepingCapacity: true)
                let row = rows[i]
                for j in row.indices {
                    do throws(TagFlowError) {
                        // The fields are read one by one (see `TagSizer.size(shownBy:at:…)`).
                        let size: Size
                        if !row[j].isSelected || (row[j].selectedContent == nil && row[j].selectedStyle == nil) {
                            size = try known.size(of: row[j].content, row[j].style, containerWidth, sizer)
                        } else {
                            size = try known.size(of: row[j].rightfulContent, row[j].rightfulStyle, containerWidth, sizer)
                        }
                        items.append(LayoutItem(size: size))
                    } catch {
                        throw error.prefixed("tags[\(j)]")
                    }
                }
                sizes.append(try layout(items, width: width, height: 0, configuration: configuration).contentSize)
            } catch {
                throw error.prefixed("rows[\(i)]")
            }
        }
        return sizes
    }
}

/// The sizes of the tags sized so far in one `contentSizes(ofRows:…)` call, by what decides
/// them: the content shown and the style shown (the container width and the sizer are the same
/// for the whole call). A look-up hashes the plain text and compares content and style in place,
/// which costs less than a trip through the sizer (validation, a measurement key, the cache's
/// lock) and copies nothing; only a new entry is copied in.
private struct SizesSeen {
    private struct Entry {
        var content: TagContent
        var style: TagStyle
        var size: Size
        /// The next entry with the same text, or -1.
        var next: Int
    }

    /// Plain text → its most recent entry.
    private var latest: [String: Int] = [:]
    private var entries: [Entry] = []

    /// The size of a tag showing `content` in `style`, from an earlier tag showing the same or
    /// from `sizer`.
    mutating func size(
        of content: TagContent, _ style: TagStyle, _ containerWidth: Double, _ sizer: TagSizer
    ) throws(TagFlowError) -> Size {
        guard case .plain(let text) = content.text else {
            return try sizer.size(of: content, style: style, containerWidth: containerWidth)
        }
        let first = latest[text] ?? -1
        var i = first
        while i >= 0 {
            if entries[i].style == style, entries[i].content == content { return entries[i].size }
            i = entries[i].next
        }
        let size = try sizer.size(of: content, style: style, containerWidth: containerWidth)
        latest[text] = entries.count
        entries.append(Entry(content: content, style: style, size: size, next: first))
        return size
    }
}
