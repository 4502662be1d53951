import Testing
import TagFlowLayout

@Suite("Bad input")
struct BadInputTests {
    let one = [LayoutItem(width: 10, height: 10)]

    func error(_ items: [LayoutItem], width: Double = 100, height: Double = 0, _ change: (inout LayoutConfiguration) -> Void = { _ in }) -> LayoutError? {
        do {
            _ = try FlowLayout(configuration: configuration(change)).layout(items, in: Size(width: width, height: height))
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [-1, Double.nan, Double.infinity, -Double.infinity])
    func badItemSizesNameTheItem(_ value: Double) {
        let list = one + [LayoutItem(width: value, height: 10)]
        #expect(error(list) == .invalidItemSize(index: 1, width: value, height: 10) || value.isNaN)
        if case .invalidItemSize(let index, _, _)? = error(list) { #expect(index == 1) } else { Issue.record("no error") }
        if case .invalidItemSize(let index, _, _)? = error([LayoutItem(width: 10, height: value)]) { #expect(index == 0) } else { Issue.record("no error") }
    }

    @Test(arguments: [-1, Double.nan, Double.infinity])
    func badContainerSizes(_ value: Double) {
        #expect(error(one, width: value)?.description.hasPrefix("container.width is") == true)
        #expect(error(one, height: value)?.description.hasPrefix("container.height is") == true)
    }

    @Test(arguments: [-0.5, Double.nan, Double.infinity])
    func badSpacingsAndInsets(_ value: Double) {
        #expect(error(one) { $0.horizontalSpacing = value }?.description.hasPrefix("horizontalSpacing") == true)
        #expect(error(one) { $0.verticalSpacing = value }?.description.hasPrefix("verticalSpacing") == true)
        #expect(error(one) { $0.contentInset.top = value }?.description.hasPrefix("contentInset.top") == true)
        #expect(error(one) { $0.contentInset.left = value }?.description.hasPrefix("contentInset.left") == true)
        #expect(error(one) { $0.contentInset.bottom = value }?.description.hasPrefix("contentInset.bottom") == true)
        #expect(error(one) { $0.contentInset.right = value }?.description.hasPrefix("contentInset.right") == true)
        #expect(error(one) { $0.overflowIndicator = Size(width: value, height: 1) }?.description.hasPrefix("overflowIndicator.width") == true)
        #expect(error(one) { $0.overflowIndicator = Size(width: 1, height: value) }?.description.hasPrefix("overflowIndicator.height") == true)
    }

    @Test func aNegativeLineCountIsRefused() {
        #expect(error(one) { $0.numberOfLines = -1 } == .negativeNumberOfLines(-1))
        #expect(error(one) { $0.numberOfLines = -1 }?.description == "numberOfLines is -1; it must be ≥ 0 (0 means no limit)")
    }

    @Test(arguments: [0, -2, Double.nan, Double.infinity])
    func badDisplayScales(_ value: Double) {
        #expect(error(one) { $0.displayScale = value }?.description.hasPrefix("displayScale is") == true)
    }

    @Test func messagesSayWhatWhereAndWhatIsAllowed() {
        #expect(error(one, width: -3)?.description == "container.width is -3.0; it must be finite and ≥ 0")
        #expect(error([LayoutItem(width: 1, height: .nan)])?.description
            == "item 0 has size 1.0 × nan; widths and heights must be finite and ≥ 0")
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
