import Testing
import TagFlowLayout

/// Finite inputs whose sums are not: the engine refuses them rather than return infinite sizes;
/// display scales that snapping cannot invert are refused up front.
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

    @Test(arguments: [Double.leastNonzeroMagnitude, 1e-3, 0.124, 8.01, 1e308])
    func displayScalesOutsideAnEighthToEightAreRefused(_ scale: Double) {
        let error = thrownError { () throws(TagFlowError) in try layout([LayoutItem(width: 10, height: 10)]) { $0.displayScale = scale } }
        #expect(error?.path == ["configuration", "displayScale"])
        #expect(error?.description.hasSuffix("it must be within 0.125 … 8 (device pixels per point), or nil for no snapping") == true)
    }

    @Test(arguments: [0.125, 1, 2, 3, 8])
    func displayScalesWithinAreSnappedTo(_ scale: Double) throws {
        let result = try layout([LayoutItem(width: 10.3, height: 10.3)]) { $0.displayScale = scale }
        #expect(result.contentSize.height.isFinite && result.frames[0].width > 0)
    }
}
