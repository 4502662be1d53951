extension LayoutResult {
    /// Throws unless the content and fitting sizes are finite.
    ///
    /// Every input is finite, but sums of them need not be: two items 1e308 pt wide in one
    /// horizontal row add up to infinity. The frames lie within the content size, so checking
    /// the two sizes covers them all. The error is at the root: no single value is at fault.
    func checkFinite() throws(TagFlowError) {
        let sum = contentSize.width + contentSize.height + fittingSize.width + fittingSize.height
        guard !sum.isFinite else { return }
        throw TagFlowError(
            .invalidNumber(
                sum, allowed: "finite: the sizes, spacings and insets add up past the largest number a Double holds "
                    + "(about 1.8e308), so the layout cannot be computed"))
    }
}
