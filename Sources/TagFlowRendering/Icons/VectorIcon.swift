import TagFlow

/// An outline made of straight and cubic Bézier segments, in unit coordinates: (0, 0) is the
/// top-left corner of the icon's square and (1, 1) the bottom-right.
public struct VectorPath: Hashable, Sendable {
    /// One step of the outline.
    public enum Element: Hashable, Sendable {
        /// Starts a new sub-path at the point.
        case move(to: Point)
        /// A straight line to the point.
        case line(to: Point)
        /// A cubic Bézier curve to `end`, pulled by the two control points.
        case curve(to: Point, control1: Point, control2: Point)
        /// Closes the sub-path with a straight line to its start.
        case close
    }

    /// The steps, in order.
    public var elements: [Element]

    /// Creates a path from its steps.
    public init(_ elements: [Element]) {
        self.elements = elements
    }

    /// A closed polygon through `points`.
    public static func polygon(_ points: [Point]) -> VectorPath {
        guard let first = points.first else { return VectorPath([]) }
        return VectorPath([.move(to: first)] + points.dropFirst().map { .line(to: $0) } + [.close])
    }

    /// A circle of `radius` about `center`, as four cubic arcs (the usual 0.5523 handle length,
    /// within 0.03 % of the true circle).
    public static func circle(center: Point, radius: Double) -> VectorPath {
        let k = 0.552_284_749_8 * radius
        let (cx, cy, r) = (center.x, center.y, radius)
        return VectorPath([
            .move(to: Point(x: cx + r, y: cy)),
            .curve(to: Point(x: cx, y: cy + r), control1: Point(x: cx + r, y: cy + k), control2: Point(x: cx + k, y: cy + r)),
            .curve(to: Point(x: cx - r, y: cy), control1: Point(x: cx - k, y: cy + r), control2: Point(x: cx - r, y: cy + k)),
            .curve(to: Point(x: cx, y: cy - r), control1: Point(x: cx - r, y: cy - k), control2: Point(x: cx - k, y: cy - r)),
            .curve(to: Point(x: cx + r, y: cy), control1: Point(x: cx + k, y: cy - r), control2: Point(x: cx + r, y: cy - k)),
            .close,
        ])
    }
}

extension VectorPath {
    /// A × of two bars `thickness` thick (as a fraction of the square) running between corners
    /// `inset` in from the square's edges, each bar a closed outline (they overlap in the middle,
    /// which the non-zero winding rule fills once).
    public static func cross(thickness: Double, inset: Double) -> VectorPath {
        // Half the bar's thickness, measured along each axis for a bar at 45°: t/2 · √2 / 2.
        let h = thickness * 0.353_553_390_593_273_8
        let (a, b) = (inset, 1 - inset)
        return VectorPath(
            polygon([Point(x: a + h, y: a - h), Point(x: b + h, y: b - h), Point(x: b - h, y: b + h), Point(x: a - h, y: a + h)]).elements
                + polygon([Point(x: b - h, y: a - h), Point(x: b + h, y: a + h), Point(x: a + h, y: b + h), Point(x: a - h, y: b - h)]).elements)
    }
}

/// A small picture drawn from outlines — a template shape meant to be tinted (white, its alpha the
/// shape) or a coloured one — so icons need no image files of their own making.
package struct VectorIcon: Hashable, Sendable {
    /// How a layer is filled.
    package enum Fill: Hashable, Sendable {
        /// One colour.
        case solid(TagColor)
        /// A linear gradient between two points in unit coordinates.
        case linearGradient(start: TagColor, end: TagColor, from: Point, to: Point)
    }

    /// One outline and how it is filled; layers are drawn in order, each over the ones before.
    package struct Layer: Hashable, Sendable {
        /// The outline, filled with the non-zero winding rule.
        package var path: VectorPath
        /// The fill.
        package var fill: Fill

        /// Creates a layer.
        package init(path: VectorPath, fill: Fill) {
            self.path = path
            self.fill = fill
        }
    }

    /// The layers, bottom first.
    package var layers: [Layer]

    /// Creates an icon from its layers.
    package init(layers: [Layer]) {
        self.layers = layers
    }

    /// A template icon: `path` filled white, so a renderer can tint it by its alpha.
    package static func template(_ path: VectorPath) -> VectorIcon {
        VectorIcon(layers: [Layer(path: path, fill: .solid(.white))])
    }
}
