/// One item to be placed: its size and how it takes part in line breaking.
public struct LayoutItem: Hashable, Sendable {
    /// The item's natural width, in points.
    public var width: Double
    /// The item's height, in points.
    public var height: Double
    /// How the item takes part in line breaking.
    public var lineBreak: LineBreakBehavior

    /// Creates an item.
    @inlinable
    public init(width: Double, height: Double, lineBreak: LineBreakBehavior = .normal) {
        self.width = width
        self.height = height
        self.lineBreak = lineBreak
    }

    /// Creates an item of a given size.
    @inlinable
    public init(size: Size, lineBreak: LineBreakBehavior = .normal) {
        self.init(width: size.width, height: size.height, lineBreak: lineBreak)
    }

    /// The item's natural size.
    @inlinable
    public var size: Size { Size(width: width, height: height) }
}
