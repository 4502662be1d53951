import CPangoCairo
import TagFlow

/// Refuses a layout whose sizes Pango could not hold.
///
/// Pango keeps positions and sizes in 1/1024 pt in 32-bit integers, so nothing past
/// 2 097 151 pt can be measured: a longer line wraps around to a small or negative width (36 "W"
/// at 60 000 pt measured 0 pt; 405 000 characters wrapped at 80 pt came back as one line of
/// width 0). Font sizes and text lengths are limited (`TagFont.maximumSize`,
/// `TagText.maximumLength`), but a long line in a large font can still pass both; this guard
/// sums each line's glyph advances and all lines' heights in 64 bits after the layout, and
/// throws rather than return a measurement (or draw a picture) from sizes that wrapped around.
enum PangoExtentGuard {
    /// The largest extent Pango holds, in points.
    static let largestExtent = Double(Int32.max) / Double(PANGO_SCALE)

    /// Throws (at `text`) when a line of `layout` is wider, or its lines together taller, than
    /// `largestExtent`.
    static func check(_ layout: OpaquePointer, request: TextMeasurementRequest) throws(TagFlowError) {
        var height: Int64 = 0
        for i in 0..<pango_layout_get_line_count(layout) {
            guard let line = pango_layout_get_line_readonly(layout, i) else { continue }
            var width: Int64 = 0
            var node = line.pointee.runs
            while let current = node {
                node = current.pointee.next
                guard let glyphs = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.glyphs else {
                    continue
                }
                for g in 0..<Int(glyphs.pointee.num_glyphs) { width += Int64(glyphs.pointee.glyphs[g].geometry.width) }
            }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            if width > Int64(Int32.max) || logical.width < 0 {
                throw refusal(request, "laid out, a line of it is \(points(width)) pt wide")
            }
            height += Int64(max(0, logical.height))
            if logical.height < 0 || height > Int64(Int32.max) {
                throw refusal(request, "laid out, its lines are more than \(points(height)) pt high together")
            }
        }
    }

    private static func points(_ units: Int64) -> String {
        String(units / Int64(PANGO_SCALE))
    }

    private static func refusal(_ request: TextMeasurementRequest, _ size: String) -> TagFlowError {
        TagFlowError(
            .invalidText(
                request.string,
                problem: "\(size), more than the \(Int(largestExtent)) pt the text engine can measure "
                    + "(Pango's 32-bit sizes); use a smaller font, a width limit or shorter text"),
            at: ["text"])
    }
}
