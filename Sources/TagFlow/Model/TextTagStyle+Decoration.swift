extension TextTagStyle {
    /// The corners of a tag that are rounded.
    public struct Corners: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8

        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// The top-left corner.
        public static let topLeft = Corners(rawValue: 1 << 0)
        /// The top-right corner.
        public static let topRight = Corners(rawValue: 1 << 1)
        /// The bottom-left corner.
        public static let bottomLeft = Corners(rawValue: 1 << 2)
        /// The bottom-right corner.
        public static let bottomRight = Corners(rawValue: 1 << 3)
        /// Every corner.
        public static let all: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    }

    /// A linear gradient filling a tag's background.
    ///
    /// Points are in unit coordinates of the tag's bounds: (0, 0) is the top-left corner and
    /// (1, 1) the bottom-right, as in `CAGradientLayer`. Points outside 0…1 are allowed (the
    /// gradient then extends past the tag), non-finite ones are not.
    public struct Gradient: Hashable, Sendable {
        /// The colour at `startPoint`.
        public var startColor: TagColor
        /// The colour at `endPoint`.
        public var endColor: TagColor
        /// Where the gradient starts, in unit coordinates.
        public var startPoint: Point
        /// Where the gradient ends, in unit coordinates.
        public var endPoint: Point

        /// Creates a gradient; by default it runs left to right through the middle.
        public init(
            startColor: TagColor, endColor: TagColor,
            startPoint: Point = Point(x: 0, y: 0.5), endPoint: Point = Point(x: 1, y: 0.5)
        ) {
            self.startColor = startColor
            self.endColor = endColor
            self.startPoint = startPoint
            self.endPoint = endPoint
        }

        /// Throws for a non-finite point, its path relative to the style (`gradient.startPoint.x`).
        func validate() throws(TagFlowError) {
            try TagFlowError.checkFinite(startPoint.x, at: ["gradient", "startPoint", "x"])
            try TagFlowError.checkFinite(startPoint.y, at: ["gradient", "startPoint", "y"])
            try TagFlowError.checkFinite(endPoint.x, at: ["gradient", "endPoint", "x"])
            try TagFlowError.checkFinite(endPoint.y, at: ["gradient", "endPoint", "y"])
        }
    }

    /// A drop shadow under a tag, as Core Animation draws one.
    public struct Shadow: Hashable, Sendable {
        /// The shadow's colour (its alpha is multiplied by `opacity`).
        public var color: TagColor
        /// The shadow's offset from the tag, in points (finite; positive `height` is downwards).
        public var offset: Size
        /// The blur radius, in points (finite, ≥ 0): a Gaussian blur with σ = radius / 2.
        public var radius: Double
        /// The shadow's opacity, 0…1.
        public var opacity: Double

        /// Creates a shadow.
        public init(
            color: TagColor = .black, offset: Size = Size(width: 0, height: 1), radius: Double = 2, opacity: Double = 0.3
        ) {
            self.color = color
            self.offset = offset
            self.radius = radius
            self.opacity = opacity
        }

        /// Throws the first value out of range, its path relative to the style (`shadow.radius`).
        func validate() throws(TagFlowError) {
            try TagFlowError.checkFinite(offset.width, at: ["shadow", "offset", "width"])
            try TagFlowError.checkFinite(offset.height, at: ["shadow", "offset", "height"])
            try TagFlowError.checkNonNegative(radius, at: ["shadow", "radius"])
            guard opacity >= 0, opacity <= 1 else {
                throw TagFlowError(.invalidNumber(opacity, allowed: "between 0 and 1"), at: ["shadow", "opacity"])
            }
        }
    }
}
