@_exported import TagFlowTestSupport
import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowPango

/// One Pango measurer for the whole run (it is `Sendable` and safe to share).
let pangoMeasurer: PangoTextMeasurer = {
    do { return try PangoTextMeasurer() } catch { fatalError("cannot set up Pango: \(error)") }
}()

/// The provider every command under test measures with, as the tool's does: Pango and the
/// bundled fonts.
let pangoMeasurers = TextMeasurerProvider(measurer: pangoMeasurer)

/// The `documentDescription` (`$.path: message`) of the error `body` throws, or `nil`.
func documentError<T>(_ body: () throws(TagFlowError) -> T) -> String? {
    thrownError(body)?.documentDescription
}

extension JSONValue {
    /// The document `text` holds (the tests' documents are valid JSON).
    init(parsing text: String) {
        self = try! JSONParser.parse(text)
    }
}
