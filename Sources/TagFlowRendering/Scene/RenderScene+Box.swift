import TagFlow

extension RenderScene.Item {
    /// A plain box at `frame` drawn in `style` (its fill, border, corners and shadow): custom
    /// content of the frame's size, so a panel or a bar is drawn by the code that draws a tag.
    package static func box(_ frame: Rect, style: TextTagStyle) -> RenderScene.Item {
        RenderScene.Item(content: .custom(size: frame.size), style: style, frame: frame, metrics: TagMetrics(size: frame.size))
    }
}
