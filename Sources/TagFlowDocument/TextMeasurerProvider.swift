import Synchronization
import TagFlow
import TagFlowPango

/// The text measurer a command uses, created on first use and then kept, so that documents
/// without text (items only) never start the text engine.
///
/// The outcome of creating it (the measurer or the error) is kept too: a batch does not retry a
/// broken setup on every line. Safe to share between threads.
public final class TextMeasurerProvider: Sendable {
    private let make: @Sendable () throws(TagFlowError) -> any TextMeasuring
    private let made = Mutex<Result<any TextMeasuring, TagFlowError>?>(nil)

    /// A provider that calls `make` once, on first use.
    public init(_ make: @escaping @Sendable () throws(TagFlowError) -> any TextMeasuring) {
        self.make = make
    }

    /// A provider of an existing measurer (a fake one in tests).
    public convenience init(measurer: any TextMeasuring) {
        self.init { measurer }
    }

    /// A provider of the Pango measurer with the fonts shipped with TagFlowPango.
    public static func pango() -> TextMeasurerProvider {
        TextMeasurerProvider { () throws(TagFlowError) -> any TextMeasuring in try PangoTextMeasurer() }
    }

    /// The measurer, created now if this is the first call.
    public func measurer() throws(TagFlowError) -> any TextMeasuring {
        let result = made.withLock { made in
            if let made { return made }
            let result = Result { () throws(TagFlowError) -> any TextMeasuring in try make() }
            made = result
            return result
        }
        return try result.get()
    }
}
