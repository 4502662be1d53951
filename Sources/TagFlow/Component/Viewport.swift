/// The visible part of the content: its size and where it is scrolled to.
///
/// The viewport's width is the container width the tags are laid out at; its height is the
/// container height (0: no fixed height, which matters for `contentVerticalAlignment`).
/// With a height of 0 every tag counts as visible and nothing scrolls vertically.
public struct Viewport: Hashable, Sendable {
    /// The visible size (each extent finite, ≥ 0).
    public var size: Size
    /// The content point at the viewport's top-left corner (each coordinate finite).
    public var contentOffset: Point

    /// Creates a viewport.
    public init(size: Size, contentOffset: Point = .zero) {
        self.size = size
        self.contentOffset = contentOffset
    }

    /// Creates a viewport from its extents and offset.
    public init(width: Double, height: Double = 0, offsetX: Double = 0, offsetY: Double = 0) {
        self.init(size: Size(width: width, height: height), contentOffset: Point(x: offsetX, y: offsetY))
    }

    /// The visible rectangle in content coordinates; a height (or width) of 0 stands for "all".
    public func visibleRect(contentSize: Size) -> Rect {
        Rect(
            x: contentOffset.x, y: contentOffset.y,
            width: size.width > 0 ? size.width : contentSize.width,
            height: size.height > 0 ? size.height : contentSize.height)
    }

    /// Throws for a negative or non-finite size or a non-finite offset; paths are relative to
    /// the viewport (`size.width`, `contentOffset.y`).
    package func validate() throws(TagFlowError) {
        try TagFlowError.checkNonNegative(size.width, at: ["size", "width"])
        try TagFlowError.checkNonNegative(size.height, at: ["size", "height"])
        try TagFlowError.checkFinite(contentOffset.x, at: ["contentOffset", "x"])
        try TagFlowError.checkFinite(contentOffset.y, at: ["contentOffset", "y"])
    }
}
