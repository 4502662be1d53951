import CPangoCairo
import TagFlow
import TagFlowRendering

extension CairoRenderer {
    /// A PNG of `icon`, `pixelSize` pixels a side (its unit square scaled to the image), written
    /// by cairo: the same bytes for the same icon on every run.
    /// - Throws: `TagFlowError` at `pixelSize` for a size below 1 or above 4096, or a cairo failure.
    package static func png(of icon: VectorIcon, pixelSize: Int) throws(TagFlowError) -> [UInt8] {
        guard pixelSize >= 1, pixelSize <= 4096 else {
            throw TagFlowError(.invalidCount(pixelSize, allowed: "between 1 and 4096"), at: ["pixelSize"])
        }
        let side = Double(pixelSize)
        return try CairoOutput.render(
            format: .png(scale: 1), pixelWidth: pixelSize, pixelHeight: pixelSize, pointWidth: side, pointHeight: side
        ) { (cr) throws(TagFlowError) in
            cairo_scale(cr, side, side)
            for layer in icon.layers {
                cairo_new_path(cr)
                VectorPathDrawing.add(layer.path, to: cr)
                switch layer.fill {
                case .solid(let color):
                    cairo_set_source_rgba(cr, color.redComponent, color.greenComponent, color.blueComponent, color.opacity)
                    cairo_fill(cr)
                case let .linearGradient(start, end, from, to):
                    let pattern = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)
                    cairo_pattern_add_color_stop_rgba(pattern, 0, start.redComponent, start.greenComponent, start.blueComponent, start.opacity)
                    cairo_pattern_add_color_stop_rgba(pattern, 1, end.redComponent, end.greenComponent, end.blueComponent, end.opacity)
                    cairo_set_source(cr, pattern)
                    cairo_pattern_destroy(pattern)
                    cairo_fill(cr)
                }
            }
        }
    }
}

/// Turns a `VectorPath` into cairo path operations.
enum VectorPathDrawing {
    /// Adds `path` to the current path of `cr`, in its user space.
    static func add(_ path: VectorPath, to cr: OpaquePointer) {
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case let .curve(end, c1, c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
            case .close: cairo_close_path(cr)
            }
        }
    }
}
