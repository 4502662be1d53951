extension LayoutConfiguration {
    /// The display scales frames may be snapped to: 1/8 … 8 device pixels per point.
    ///
    /// Snapping multiplies every edge by the scale and divides it again: at a scale like
    /// 5e-324 a size rounded up to one pixel divided back comes out infinite, and at 1e308 every
    /// edge does. Real displays are 1 to 4; the range is that of a PNG's scale in the renderer,
    /// where below 1/8 a pixel would move edges by more than 4 pt.
    public static let displayScales: ClosedRange<Double> = 0.125...8

    /// Throws unless `displayScale`, when set, is within `displayScales` (`nil` means no
    /// snapping); the path is `displayScale`.
    func checkDisplayScale() throws(TagFlowError) {
        guard let displayScale else { return }
        try TagFlowError.checkPositive(displayScale, at: ["displayScale"])
        guard Self.displayScales.contains(displayScale) else {
            throw TagFlowError(
                .invalidNumber(
                    displayScale,
                    allowed: "within \(formatted(Self.displayScales.lowerBound)) … \(formatted(Self.displayScales.upperBound)) "
                        + "(device pixels per point), or nil for no snapping"),
                at: ["displayScale"])
        }
    }
}
