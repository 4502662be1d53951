extension LayoutConfiguration {
    /// An equal-width grid (CSS grid's `repeat(auto-fill, minmax(M, 1fr))`, the spacings as
    /// gaps): as many columns at least `minimumWidth` wide as fit in the line, sharing it
    /// equally; where even one does not fit, one column `minimumWidth` wide. Items go into the
    /// cells in reading order, each as wide as its cell; a row is as tall as its tallest item.
    public struct Columns: Hashable, Sendable {
        /// The least width of a column, in points (finite, > 0).
        public var minimumWidth: Double

        /// Creates a grid of columns at least `minimumWidth` wide.
        public init(minimumWidth: Double) {
            self.minimumWidth = minimumWidth
        }
    }

    /// Throws unless `columns`, when set, has a finite, positive minimum width and the layout
    /// scrolls vertically (a grid's rows wrap; horizontal rows do not).
    func checkColumns() throws(TagFlowError) {
        guard let columns else { return }
        try TagFlowError.checkPositive(columns.minimumWidth, at: ["columns", "minimumWidth"])
        guard scrollDirection == .vertical else {
            throw TagFlowError(
                .invalidText(
                    "horizontal", problem: "columns lay out an equal-width grid of wrapping rows; use vertical scrolling"),
                at: ["scrollDirection"])
        }
    }
}
