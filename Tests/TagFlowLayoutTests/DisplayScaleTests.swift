import Testing
import TagFlowLayout

/// Display scales that snapping cannot invert (it multiplies by the scale and divides again) are
/// refused up front.
@Suite("Display scales")
struct DisplayScaleTests {
    func layout(_ items: [LayoutItem], width: Double = 100, _ change: (inout LayoutConfiguration) -> Void = { _ in }) throws(TagFlowError) -> LayoutResult {
        try FlowLayout(configuration: configuration(change)).layout(items, in: Size(width: width, height: 0))
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
