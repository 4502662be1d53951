import TagFlow

extension RenderFormat {
    /// The smallest PNG scale accepted: 1/8 of a pixel per point, the inverse of `maximumScale`.
    ///
    /// Edges, baselines and the canvas are snapped to whole device pixels; below 1/8 a pixel is
    /// more than 8 pt wide, so snapping would move everything by up to 4 pt and the picture
    /// would no longer show the layout (and a scale such as 5e-324 cannot be drawn at all: its
    /// transformation cannot be inverted).
    public static let minimumScale = LayoutConfiguration.displayScales.lowerBound
}
