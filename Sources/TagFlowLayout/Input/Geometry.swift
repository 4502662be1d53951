/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with both extents zero. (Computed and inlinable: a stored constant is read
    /// through a once-guarded accessor call from other modules, on hot paths too.)
    @inlinable public static var zero: Size { Size(width: 0, height: 0) }

    public var description: String { "(\(width) × \(height))" }
}

/// A location in points; `y` grows downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin. (Computed and inlinable, as `Size.zero`.)
    @inlinable public static var zero: Point { Point(x: 0, y: 0) }

    public var description: String { "(\(x), \(y))" }
}

/// An axis-aligned rectangle: an origin (its top-left corner) and a size.
public struct Rect: Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
    /// The horizontal coordinate of the left edge.
    public var x: Double
    /// The vertical coordinate of the top edge.
    public var y: Double
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a rectangle from its top-left corner and extents.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rectangle from an origin and a size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin. (Computed and inlinable, as `Size.zero`.)
    @inlinable public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

    /// The top-left corner.
    @inlinable public var origin: Point { Point(x: x, y: y) }
    /// The extents.
    @inlinable public var size: Size { Size(width: width, height: height) }
    /// The left edge.
    @inlinable public var minX: Double { x }
    /// The top edge.
    @inlinable public var minY: Double { y }
    /// The right edge.
    @inlinable public var maxX: Double { x + width }
    /// The bottom edge.
    @inlinable public var maxY: Double { y + height }
    /// The horizontal centre.
    @inlinable public var midX: Double { x + width / 2 }
    /// The vertical centre.
    @inlinable public var midY: Double { y + height / 2 }
    /// The centre point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// Whether `point` lies inside: the left and top edges belong to the rectangle, the right and
    /// bottom edges do not, so two touching rectangles never both contain a point.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
    }

    /// Whether the two rectangles share interior area or touch along an edge.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        other.x <= x + width && x <= other.x + other.width
            && other.y <= y + height && y <= other.y + other.height
    }

    /// Whether the interiors overlap (touching edges do not count).
    @inlinable
    public func overlaps(_ other: Rect) -> Bool {
        other.x < x + width && x < other.x + other.width
            && other.y < y + height && y < other.y + other.height
    }

    /// The rectangle moved by `dx`, `dy`.
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values shrink it).
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The smallest rectangle holding both.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    /// The rectangle scaled by `factor` about its centre.
    @inlinable
    public func scaled(aboutCenterBy factor: Double) -> Rect {
        let w = width * factor, h = height * factor
        return Rect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }

    public var description: String { "(\(x), \(y), \(width) × \(height))" }
}

/// Distances from the four edges of a container to its content, in points.
public struct Insets: Hashable, Sendable, CustomStringConvertible {
    /// Space above the first line.
    public var top: Double
    /// Space on the left of every line.
    public var left: Double
    /// Space below the last line.
    public var bottom: Double
    /// Space on the right of every line.
    public var right: Double

    /// Creates insets.
    @inlinable
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Equal insets on all four edges.
    @inlinable
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No insets. (Computed and inlinable, as `Size.zero`.)
    @inlinable public static var zero: Insets { Insets() }

    /// `left + right`.
    @inlinable public var horizontal: Double { left + right }
    /// `top + bottom`.
    @inlinable public var vertical: Double { top + bottom }

    public var description: String { "(top \(top), left \(left), bottom \(bottom), right \(right))" }
}
