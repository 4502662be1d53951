/// Snaps frames to the device pixels of a display scale.
///
/// Each edge is rounded to the nearest pixel on its own, from its exact position, so errors never
/// accumulate along a line (no drift) and every gap stays within a pixel of the exact one. The
/// edges of a line are kept inside the line's pixel-aligned extent, so a snapped line never grows
/// past the line width.
struct PixelSnapper {
    let scale: Double
    /// The first whole pixel at or after the start of the line box.
    let minX: Double
    /// The last whole pixel at or before the end of the line box.
    let maxX: Double

    init(scale: Double, lineStart: Double, lineEnd: Double) {
        self.scale = scale
        minX = (lineStart * scale).rounded(.up) / scale
        maxX = max(minX, (lineEnd * scale).rounded(.down) / scale)
    }

    @inline(__always)
    private func round(_ value: Double) -> Double { (value * scale).rounded() / scale }

    /// The frame with every edge on a pixel boundary, horizontally inside the line box.
    func snap(_ frame: Rect) -> Rect {
        let left = min(max(round(frame.minX), minX), maxX)
        let right = min(max(round(frame.maxX), left), maxX)
        let top = round(frame.minY)
        let bottom = max(round(frame.maxY), top)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The size rounded up to whole pixels, so it still holds everything snapped inside it.
    func snapUp(_ size: Size) -> Size {
        Size(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }
}
