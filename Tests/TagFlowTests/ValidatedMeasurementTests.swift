import Synchronization
import Testing
import TagFlow

/// Validation once: what a sizer or a cache has validated reaches the measurer through the
/// validated entry, and what is invalid never reaches a measurer at all.
@Suite(.tags(.sizing)) struct ValidatedMeasurementTests {
    /// Counts the calls of each entry and measures like `FakeMeasurer`.
    final class EntryCounter: TextMeasuring {
        let fake = FakeMeasurer()
        let calls = Mutex<(plain: Int, validated: Int)>((0, 0))

        func measure(_ request: TextMeasurementRequest) throws(TagFlowError) -> TextMeasurement {
            calls.withLock { $0.plain += 1 }
            return try fake.measure(request)
        }

        func measure(_ validated: ValidatedMeasurementRequest) throws(TagFlowError) -> TextMeasurement {
            calls.withLock { $0.validated += 1 }
            return try fake.measure(validated.request)
        }
    }

    @Test(arguments: [true, false])
    func aSizerMeasuresThroughTheValidatedEntry(cached: Bool) throws {
        let counter = EntryCounter()
        let sizer = TagSizer(measurer: counter, cache: cached ? MeasurementCache() : nil)
        let size = try sizer.size(of: TextTag("Coffee"), containerWidth: 300)
        #expect(size == (try TagSizer(measurer: FakeMeasurer(), cache: nil).size(of: TextTag("Coffee"), containerWidth: 300)))
        _ = try sizer.measure(TextMeasurementRequest(text: .plain("Tea")))
        #expect(counter.calls.withLock { $0.plain } == 0)
        #expect(counter.calls.withLock { $0.validated } == 2)
    }

    @Test func anInvalidRequestReachesNoMeasurer() {
        let counter = EntryCounter()
        let bad = TextMeasurementRequest(text: .plain("x"), font: TagFont(size: -1))
        for cache in [MeasurementCache(), nil] {
            let sizer = TagSizer(measurer: counter, cache: cache)
            #expect(thrownError { () throws(TagFlowError) in try sizer.measure(bad) }?.path.description == "font.size")
        }
        #expect(thrownError { () throws(TagFlowError) in try MeasurementCache().measurement(for: bad, using: counter) } != nil)
        #expect(counter.calls.withLock { $0.plain + $0.validated } == 0)
    }

    @Test func aMeasurerWithoutTheValidatedEntryIsCalledAsBefore() throws {
        let fake = FakeMeasurer()
        _ = try TagSizer(measurer: fake, cache: nil).size(of: TextTag("Coffee"), containerWidth: 300)
        #expect(fake.callCount == 1)
    }
}
