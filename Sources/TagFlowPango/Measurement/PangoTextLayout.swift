import CPangoCairo
import TagFlow

/// A Pango layout configured exactly as the measurer measures: what a renderer draws.
///
/// It is lent to a closure by `PangoTextMeasurer.withLayout(for:alignment:textColor:_:)` and must
/// not be used after that closure returns (the engine it belongs to goes back to the pool and
/// may then be used by another thread). It is not `Sendable`, so the compiler keeps it on the
/// borrowing thread.
public final class PangoTextLayout {
    /// The `PangoLayout *`: draw it with `pango_cairo_show_layout(cr, layout.pointer)` after moving
    /// the current point to `origin(inTextBox:)`. Do not call `pango_cairo_update_layout`: it would
    /// replace the measurement's font options with the surface's.
    public let pointer: OpaquePointer
    /// The request it was built from.
    public let request: TextMeasurementRequest
    /// The logical extents of what is laid out, in points, relative to the layout's origin. With
    /// centred or right-aligned text and a wrap width, `x` may be > 0.
    public let logicalRect: Rect
    /// The text's size as the measurer reports it (for `clip`, the width is capped at the wrap width).
    public let measurement: TextMeasurement
    /// Whether an ellipsis replaced some text.
    public let isEllipsized: Bool
    /// For `clip`, the width to clip the drawing to; `nil` otherwise.
    public let clipWidth: Double?

    init(pointer: OpaquePointer, request: TextMeasurementRequest) {
        self.pointer = pointer
        self.request = request
        logicalRect = Self.logicalRect(of: pointer)
        isEllipsized = pango_layout_is_ellipsized(pointer) != 0
        clipWidth = request.lineBreakMode == .clip ? request.wrapWidth : nil
        measurement = Self.measurement(of: pointer, logicalRect: logicalRect, request: request)
    }

    /// The logical extents of a laid-out layout, in points (ink extents are not computed).
    static func logicalRect(of layout: OpaquePointer) -> Rect {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        return Rect(
            x: Double(logical.x) / scale, y: Double(logical.y) / scale,
            width: Double(logical.width) / scale, height: Double(logical.height) / scale)
    }

    /// What the measurer reports for a layout built from `request`: the logical size (for
    /// `clip`, the width capped at the wrap width) and the number of lines.
    static func measurement(
        of layout: OpaquePointer, logicalRect: Rect, request: TextMeasurementRequest
    ) -> TextMeasurement {
        var width = logicalRect.width
        if request.lineBreakMode == .clip, let limit = request.wrapWidth { width = min(width, limit) }
        return TextMeasurement(
            width: width, height: logicalRect.height, lineCount: Int(pango_layout_get_line_count(layout)))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// Where to put the layout's origin so its logical rectangle's top-left corner lands on
    /// `textBox`'s top-left corner.
    public func origin(inTextBox textBox: Rect) -> Point {
        Point(x: textBox.x - logicalRect.x, y: textBox.y - logicalRect.y)
    }

    /// The text of each line as shown, an ellipsis included (as "…"), in visual run order.
    public var lineTexts: [String] {
        guard let base = pango_layout_get_text(pointer) else { return [] }
        let bytes = UnsafeRawPointer(base).assumingMemoryBound(to: UInt8.self)
        var result: [String] = []
        for i in 0..<pango_layout_get_line_count(pointer) {
            guard let line = pango_layout_get_line_readonly(pointer, i) else { continue }
            var text = ""
            var node = line.pointee.runs
            while let current = node {
                if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                    let item = run.pointee.item
                {
                    if Int32(item.pointee.analysis.flags) & Int32(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
                        text += "…"
                    } else {
                        let start = bytes + Int(item.pointee.offset)
                        text += String(decoding: UnsafeBufferPointer(start: start, count: Int(item.pointee.length)), as: UTF8.self)
                    }
                }
                node = current.pointee.next
            }
            result.append(text)
        }
        return result
    }

    /// The logical width of each line, in points.
    public var lineWidths: [Double] {
        (0..<pango_layout_get_line_count(pointer)).map { i in
            var logical = PangoRectangle()
            pango_layout_line_get_extents(pango_layout_get_line_readonly(pointer, i), nil, &logical)
            return Double(logical.width) / Double(PANGO_SCALE)
        }
    }
}

