import CPangoCairo
import TagFlow

/// Refuses a layout whose sizes Pango could not hold.
///
/// Pango keeps positions and sizes in 1/1024 pt in 32-bit integers, so nothing past
/// 2 097 151 pt can be measured: a longer line wraps around to a small or negative width (36 "W"
/// at 60 000 pt measured 0 pt; 405 000 characters wrapped at 80 pt came back as one line of
/// width 0). Font sizes and text lengths are limited (`TagFont.maximumSize`,
/// `TagText.maximumLength`), but a long line in a large font can still pass both; the one scan
/// of a layout's lines (`PangoTextLayout.lines(of:)`) sums each line's glyph advances and all
/// lines' heights in 64 bits, and this guard throws rather than return a measurement (or draw a
/// picture) from sizes that wrapped around.
enum PangoExtentGuard {
    /// The largest extent Pango holds, in points.
    static let largestExtent = Double(Int32.max) / Double(PANGO_SCALE)

    /// What went past `largestExtent` first, in line order, as a line scan finds it.
    enum Overflow: Equatable {
        /// A line whose glyph advances add up to this many Pango units (or whose extents came
        /// back negative).
        case width(Int64)
        /// The lines' heights so far, in Pango units.
        case height(Int64)
    }

    /// Throws (at `text`) when the scan of a laid-out `request` found a line wider, or lines
    /// together taller, than `largestExtent`.
    static func check(_ scan: PangoTextLayout.LineScan, request: TextMeasurementRequest) throws(TagFlowError) {
        switch scan.overflow {
        case nil: return
        case .width(let width): throw refusal(request, "laid out, a line of it is \(points(width)) pt wide")
        case .height(let height): throw refusal(request, "laid out, its lines are more than \(points(height)) pt high together")
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
            at: TextMeasurementRequest.Argument.text.path())
    }
}
