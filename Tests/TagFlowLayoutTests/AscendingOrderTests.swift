import PropertyBased
import TagFlowTestSupport
import Testing
@testable import TagFlowLayout

/// The bucket sort that orders nearly full lines by free space and light sets by load, held to a
/// comparison sort of the same values by value and then index.
@Suite("Fewest rows' ascending order")
struct AscendingOrderTests {
    /// Values from a few distinct ones (many ties) or spread, and a largest at or above them.
    static let input = zip(Gen.int(in: 0...40).array(of: 0...300), Gen.int(in: 1...1000), Gen.bool)

    @Test func theOrderIsTheComparisonSortsTiesByIndex() async {
        await propertyCheck(count: PropertyCounts.scaled(800), input: Self.input) { raw, scale, spread in
            let values = raw.map { spread ? Double($0) * Double(scale) / 7 : Double($0 % 5) / 3 }
            let largest = values.max() ?? 0
            let expected = values.indices.sorted { values[$0] < values[$1] || (values[$0] == values[$1] && $0 < $1) }
            #expect(AscendingOrder.of(values, largest: largest) == expected, "\(values)")
        }
    }

    @Test func aLargestOfNothingOrOfNextToNothingStillOrders() {
        #expect(AscendingOrder.of([0, 0, 0], largest: 0) == [0, 1, 2])
        let tiny = [3e-320, 1e-320, 2e-320]
        #expect(AscendingOrder.of(tiny, largest: 3e-320) == [1, 2, 0])
    }
}
