import TagFlow

extension RenderScene {
    /// The scene of tags already laid out: each visible tag at its frame, the overflow chip when
    /// the layout placed one; hidden tags are left out.
    /// - Parameters:
    ///   - layout: the result of laying out `tags` (one frame per tag, in order).
    ///   - tagContainerWidth: the container width the tags were sized with
    ///     (`ContentSizeCalculator.tagContainerWidth(forWidth:configuration:)`), so their text is
    ///     laid out again exactly as measured.
    ///   - size: the picture's size; `nil` uses the layout's content size.
    public init(
        tags: [Tag], layout: LayoutResult, tagContainerWidth: Double, size: Size? = nil,
        backgroundColor: Color? = nil, overflowChipStyle: TagStyle = RenderScene.OverflowChip.defaultStyle,
        contentSizeCategory: ContentSizeCategory = .large
    ) {
        var items: [Item] = []
        for (i, tag) in tags.enumerated() where i < layout.itemCount && !layout.isHidden(i) {
            items.append(Item(tag: tag, frame: layout.frames[i], containerWidth: tagContainerWidth))
        }
        self.init(
            size: size ?? layout.contentSize, backgroundColor: backgroundColor, items: items,
            overflowChip: layout.overflow.map {
                RenderScene.OverflowChip(frame: $0.frame, hiddenCount: $0.hiddenCount, style: overflowChipStyle)
            },
            contentSizeCategory: contentSizeCategory)
    }
}

extension TagRenderer {
    /// Measures `tags` (as they show now: selected ones in their selected style), lays them out
    /// in a container `width` wide and returns the scene to draw: the one code path of
    /// `ContentSizeCalculator`, so the picture's frames are the sizes a view would report.
    /// - Parameters:
    ///   - height: the container's height (0 for none); the scene is at least this tall.
    ///   - overflowChipStyle: the look of the "+N" chip when `configuration.overflowIndicator`
    ///     is set (size that with `overflowChipSize(label:style:contentSizeCategory:)`).
    /// - Returns: a scene as large as the container or the content, whichever is larger.
    public func scene(
        tags: [Tag], configuration: LayoutConfiguration = LayoutConfiguration(), width: Double, height: Double = 0,
        backgroundColor: Color? = nil, overflowChipStyle: TagStyle = RenderScene.OverflowChip.defaultStyle,
        contentSizeCategory: ContentSizeCategory = .large
    ) throws(RenderError) -> RenderScene {
        let layout: LayoutResult
        do {
            layout = try ContentSizeCalculator.layout(
                of: tags, width: width, height: height, configuration: configuration,
                sizer: sizer(for: contentSizeCategory))
        } catch {
            throw .tagFlow(name: "scene", error: error)
        }
        let size = Size(width: max(width, layout.contentSize.width), height: max(height, layout.contentSize.height))
        return RenderScene(
            tags: tags, layout: layout,
            tagContainerWidth: ContentSizeCalculator.tagContainerWidth(forWidth: width, configuration: configuration),
            size: size, backgroundColor: backgroundColor, overflowChipStyle: overflowChipStyle,
            contentSizeCategory: contentSizeCategory)
    }

    /// Lays out `tags` and draws them: `scene(tags:…)` then `render(_:format:)`.
    public func render(
        tags: [Tag], configuration: LayoutConfiguration = LayoutConfiguration(), width: Double, height: Double = 0,
        backgroundColor: Color? = nil, contentSizeCategory: ContentSizeCategory = .large, format: RenderFormat
    ) throws(RenderError) -> [UInt8] {
        try render(
            scene(
                tags: tags, configuration: configuration, width: width, height: height,
                backgroundColor: backgroundColor, contentSizeCategory: contentSizeCategory),
            format: format)
    }

    /// The size of an overflow chip reading `label` in `style`: what to put in
    /// `LayoutConfiguration.overflowIndicator` before the layout knows how many tags it hides
    /// (size it for the widest label you expect, e.g. "+99").
    public func overflowChipSize(
        label: String = "+99", style: TagStyle = RenderScene.OverflowChip.defaultStyle, contentSizeCategory: ContentSizeCategory = .large
    ) throws(RenderError) -> Size {
        let chip = RenderScene.OverflowChip(frame: .zero, hiddenCount: 0, style: style, label: label)
        do {
            return try sizer(for: contentSizeCategory).size(of: TagContent(label), style: chip.drawingStyle, containerWidth: .infinity)
        } catch {
            throw .tagFlow(name: "overflowChip", error: error)
        }
    }
}
