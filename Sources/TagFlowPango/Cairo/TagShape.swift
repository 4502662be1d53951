import CPangoCairo
import TagFlow

/// The outline of a tag: a rectangle with its own radius at each corner.
///
/// Radii are capped at half the shorter side (a pill, never a bulge), as the style promises.
struct TagShape {
    var rect: Rect
    var topLeft: Double
    var topRight: Double
    var bottomLeft: Double
    var bottomRight: Double

    /// The shape of `rect` with `radius` at the corners in `corners` and square corners elsewhere.
    init(rect: Rect, radius: Double, corners: TextTagStyle.Corners) {
        self.rect = rect
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        topLeft = corners.contains(.topLeft) ? r : 0
        topRight = corners.contains(.topRight) ? r : 0
        bottomLeft = corners.contains(.bottomLeft) ? r : 0
        bottomRight = corners.contains(.bottomRight) ? r : 0
    }

    /// The shape `inset` points inside this one, each radius smaller by `inset` (never below 0):
    /// the inner edge of a border, as CSS draws it.
    func inset(by inset: Double) -> TagShape {
        var shape = self
        let dx = min(inset, rect.width / 2)
        let dy = min(inset, rect.height / 2)
        shape.rect = rect.insetBy(dx: dx, dy: dy)
        shape.topLeft = max(0, topLeft - inset)
        shape.topRight = max(0, topRight - inset)
        shape.bottomLeft = max(0, bottomLeft - inset)
        shape.bottomRight = max(0, bottomRight - inset)
        return shape
    }

    /// Adds the outline to the current path as one closed sub-path, clockwise from the top-left.
    func addPath(to cr: OpaquePointer) {
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        if topLeft > 0 {
            cairo_arc(cr, x0 + topLeft, y0 + topLeft, topLeft, 2 * half, 3 * half)
        } else {
            cairo_move_to(cr, x0, y0)
        }
        if topRight > 0 {
            cairo_arc(cr, x1 - topRight, y0 + topRight, topRight, 3 * half, 4 * half)
        } else {
            cairo_line_to(cr, x1, y0)
        }
        if bottomRight > 0 {
            cairo_arc(cr, x1 - bottomRight, y1 - bottomRight, bottomRight, 0, half)
        } else {
            cairo_line_to(cr, x1, y1)
        }
        if bottomLeft > 0 {
            cairo_arc(cr, x0 + bottomLeft, y1 - bottomLeft, bottomLeft, half, 2 * half)
        } else {
            cairo_line_to(cr, x0, y1)
        }
        cairo_close_path(cr)
    }
}

extension Rect {
    /// The rectangle with each edge moved to the nearest multiple of `1 / scale`: on a canvas
    /// whose origin is on a device pixel, its edges then fall on pixel boundaries and fill whole
    /// pixels, with no half-covered (blurry) rows or columns.
    func snapped(toScale scale: Double) -> Rect {
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let x0 = snap(minX), y0 = snap(minY)
        return Rect(x: x0, y: y0, width: max(0, snap(maxX) - x0), height: max(0, snap(maxY) - y0))
    }
}
