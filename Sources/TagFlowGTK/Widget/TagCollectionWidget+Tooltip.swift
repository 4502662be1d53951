import CGtk
import CGtkShim
import TagFlow

/// The whole text of a truncated tag as its tooltip: GTK asks (`query-tooltip`) where the pointer
/// rests, or for the focused tag in keyboard mode; the tooltip belongs to the tag's frame, so it
/// moves on when the pointer leaves the tag.
extension TagCollectionWidget {
    /// Fills `tooltip` for the truncated tag at `point` (area coordinates, which are content
    /// coordinates), or for the focused tag when `keyboard`; `false` when there is none.
    func showTooltip(_ tooltip: OpaquePointer?, at point: Point, keyboard: Bool) -> Bool {
        guard let index = keyboard ? controller.focusedIndex : controller.index(at: point),
            let truncated = controller.truncatedText(at: index), let frame = controller.frame(at: index)
        else { return false }
        gtk_tooltip_set_text(tooltip, truncated.fullText)
        let x = frame.minX.rounded(.down), y = frame.minY.rounded(.down)
        var area = GdkRectangle(
            x: Int32(clamping: Int(x)), y: Int32(clamping: Int(y)), width: Int32(clamping: Int((frame.maxX - x).rounded(.up))),
            height: Int32(clamping: Int((frame.maxY - y).rounded(.up))))
        gtk_tooltip_set_tip_area(tooltip, &area)
        return true
    }
}
