import Synchronization
import TagFlow

/// The text measurer a command uses, created on first use and then kept, so that documents
/// without text (items only) never start the text engine.
///
/// The outcome of creating it (the measurer or the error) is kept too: a batch does not retry a
/// broken setup on every line. Safe to share between threads. The command-line tool provides the
/// Pango measurer; tests provide fakes.
package final class TextMeasurerProvider: Sendable {
    private let make: @Sendable () throws(TagFlowError) -> any TextMeasuring
    private let made = Mutex<Result<any TextMeasuring, TagFlowError>?>(nil)

    /// A provider that calls `make` once, on first use.
    package init(_ make: @escaping @Sendable () throws(TagFlowError) -> any TextMeasuring) {
        self.make = make
    }

    /// A provider of an existing measurer.
    package convenience init(measurer: any TextMeasuring) {
        self.init { measurer }
    }

    /// The measurer, created now if this is the first call.
    package func measurer() throws(TagFlowError) -> any TextMeasuring {
        let result = made.withLock { made in
            if let made { return made }
            let result = Result { () throws(TagFlowError) -> any TextMeasuring in try make() }
            made = result
            return result
        }
        return try result.get()
    }
}

/// The measurer of documents without text: it is never asked, and fails if it were.
struct NoTextMeasurer: TextMeasuring {
    func measure(_ request: TextMeasurementRequest) throws(TagFlowError) -> TextMeasurement {
        throw TagFlowError(TagFlowError.MeasurementReason.textEngineFailed("no text measurer for a document without tags"))
    }
}
