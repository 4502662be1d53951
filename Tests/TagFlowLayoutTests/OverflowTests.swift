import Testing
import TagFlowLayout

/// Finite inputs whose sums are not: the engine refuses them rather than return infinite sizes.
@Suite("Sums that overflow")
struct OverflowTests {
    func layout(_ items: [LayoutItem], width: Double = 100, _ change: (inout LayoutConfiguration) -> Void = { _ in }) throws(TagFlowError) -> LayoutResult {
        try FlowLayout(configuration: configuration(change)).layout(items, in: Size(width: width, height: 0))
    }

    @Test func itemsAddingUpPastTheLargestDoubleAreRefused() {
        let huge = [LayoutItem(width: 1e308, height: 1e308), LayoutItem(width: 1e308, height: 1e308)]
        // A horizontal row sums the widths, stacked lines sum the heights.
        let row = thrownError { () throws(TagFlowError) in try layout(huge) { $0.scrollDirection = .horizontal } }
        let column = thrownError { () throws(TagFlowError) in try layout(huge) }
        for error in [row, column] {
            #expect(error?.path == .root)
            #expect(error?.description == "inf is not allowed; it must be finite: the sizes, spacings and insets add up past the "
                + "largest number a Double holds (about 1.8e308), so the layout cannot be computed")
        }
        // Large but finite sums are laid out.
        #expect(throws: Never.self) { try layout([LayoutItem(width: 1e300, height: 1e300), LayoutItem(width: 1e300, height: 1e300)]) }
    }
}
