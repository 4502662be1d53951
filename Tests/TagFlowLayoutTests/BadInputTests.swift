import Testing
import TagFlowLayout

@Suite("Bad input")
struct BadInputTests {
    let one = [LayoutItem(width: 10, height: 10)]

    func error(_ items: [LayoutItem], width: Double = 100, height: Double = 0, _ change: (inout LayoutConfiguration) -> Void = { _ in }) -> TagFlowError? {
        do {
            _ = try FlowLayout(configuration: configuration(change)).layout(items, in: Size(width: width, height: height))
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [-1, Double.nan, Double.infinity, -Double.infinity])
    func badItemSizesNameTheItemAndTheExtent(_ value: Double) {
        let list = one + [LayoutItem(width: value, height: 10)]
        #expect(error(list)?.path == ["items", 1, "width"])
        #expect(error([LayoutItem(width: 10, height: value)])?.path == ["items", 0, "height"])
        if case .invalidNumber(let number, let allowed)? = error(list)?.reason {
            #expect(number == value || (number.isNaN && value.isNaN))
            #expect(allowed == "finite and ≥ 0")
        } else {
            Issue.record("no invalidNumber for \(value)")
        }
    }

    @Test(arguments: [-1, Double.nan, Double.infinity])
    func badContainerSizes(_ value: Double) {
        #expect(error(one, width: value)?.path == ["container", "width"])
        #expect(error(one, height: value)?.path == ["container", "height"])
    }

    @Test(arguments: [-0.5, Double.nan, Double.infinity])
    func badSpacingsAndInsetsAreNamedInsideTheConfiguration(_ value: Double) {
        #expect(error(one) { $0.horizontalSpacing = value }?.path == ["configuration", "horizontalSpacing"])
        #expect(error(one) { $0.verticalSpacing = value }?.path == ["configuration", "verticalSpacing"])
        #expect(error(one) { $0.contentInset.top = value }?.path == ["configuration", "contentInset", "top"])
        #expect(error(one) { $0.contentInset.left = value }?.path == ["configuration", "contentInset", "left"])
        #expect(error(one) { $0.contentInset.bottom = value }?.path == ["configuration", "contentInset", "bottom"])
        #expect(error(one) { $0.contentInset.right = value }?.path == ["configuration", "contentInset", "right"])
        #expect(error(one) { $0.overflowIndicator = Size(width: value, height: 1) }?.path
            == ["configuration", "overflowIndicator", "width"])
        #expect(error(one) { $0.overflowIndicator = Size(width: 1, height: value) }?.path
            == ["configuration", "overflowIndicator", "height"])
    }

    @Test(arguments: [0, -1])
    func aLineCountBelowOneIsRefused(_ lines: Int) {
        let refused = error(one) { $0.numberOfLines = lines }
        // A 0 is told what Swift writes for TTG's and the JSON documents' "no limit".
        let allowed = lines == 0 ? "≥ 1, or nil for no limit (write nil where TTGTagCollectionView and the JSON documents write 0)" : "≥ 1, or nil for no limit"
        #expect(refused == TagFlowError(.invalidCount(lines, allowed: allowed), at: ["configuration", "numberOfLines"]))
        #expect(refused?.description == "configuration.numberOfLines: \(lines) is not allowed; it must be \(allowed)")
    }

    @Test(arguments: [0, -2, Double.nan, Double.infinity])
    func badDisplayScales(_ value: Double) {
        #expect(error(one) { $0.displayScale = value }?.path == ["configuration", "displayScale"])
    }

    @Test func messagesSayWhatWhereAndWhatIsAllowed() {
        #expect(error(one, width: -3)?.description == "container.width: -3 is not allowed; it must be finite and ≥ 0")
        #expect(error([LayoutItem(width: 1, height: .nan)])?.description
            == "items[0].height: nan is not allowed; it must be finite and ≥ 0")
        #expect(error(one, width: 0.25) == nil)
    }

    @Test func extremeButValidValuesGiveFiniteFrames() throws {
        let huge = try FlowLayout(configuration: configuration())
            .layout([LayoutItem(width: 1e300, height: 1e300), LayoutItem(width: 0, height: 0)],
                    in: Size(width: 1e308, height: 0))
        for frame in huge.frames {
            #expect(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite)
        }
    }
}
