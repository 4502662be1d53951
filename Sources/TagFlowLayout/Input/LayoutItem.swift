/// One item to be placed: its size and how it takes part in line breaking.
public struct LayoutItem: Hashable, Sendable {
    /// How an item takes part in line breaking. Applies to vertical (wrapping) layouts;
    /// horizontal layouts share items out by `LayoutConfiguration.HorizontalDistribution` alone.
    public enum LineBreak: UInt8, CaseIterable, Hashable, Sendable {
        /// The item flows like any other.
        case normal
        /// The item always starts a new line (unless it is the first item).
        case startsNewLine
        /// The item takes a whole line to itself and is stretched to the line's width.
        case fillsLine
    }

    /// The item's natural width, in points.
    public var width: Double
    /// The item's height, in points.
    public var height: Double
    /// How the item takes part in line breaking.
    public var lineBreak: LineBreak

    /// Creates an item.
    @inlinable
    public init(width: Double, height: Double, lineBreak: LineBreak = .normal) {
        self.width = width
        self.height = height
        self.lineBreak = lineBreak
    }

    /// Creates an item of a given size.
    @inlinable
    public init(size: Size, lineBreak: LineBreak = .normal) {
        self.init(width: size.width, height: size.height, lineBreak: lineBreak)
    }

    /// The item's natural size.
    @inlinable
    public var size: Size { Size(width: width, height: height) }
}
