import TagFlow

extension TagLayout {
    /// Measures `tags` (as they show now: selected ones in their selected style), lays them out in
    /// a container `width` wide in one call of the layout engine, and returns what a renderer
    /// draws — as large as the container or the content, whichever is larger along each axis.
    /// - Parameters:
    ///   - tags: the tags, in order.
    ///   - width: the container's width (finite, ≥ 0).
    ///   - height: the container's height (finite, ≥ 0; 0 for none).
    ///   - appearance: how the parts that are not tags look (background, a fixed-size indicator).
    /// - Throws: `TagFlowError` naming the bad value (`tags[2].style.maxWidth`, `width`,
    ///   `configuration.numberOfLines`, `overflowChip.format`) or a measurement failure.
    public func scene(
        of tags: [TextTag], width: Double, height: Double = 0, appearance: SceneAppearance = SceneAppearance()
    ) throws(TagFlowError) -> RenderScene {
        let measured = try measuredLayout(of: tags, width: width, height: height)
        return try SceneBuilder(sizer: sizer, appearance: appearance).scene(
            tags: tags, layout: measured, containerSize: Size(width: width, height: height), overflowChip: overflowChip)
    }
}
