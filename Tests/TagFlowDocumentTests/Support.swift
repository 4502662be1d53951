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

/// `tagflow layout` and `tagflow measure` in process, on Pango, for tests of their refusals.
let pangoLayoutCommand = LayoutCommand(measurers: pangoMeasurers)
let pangoMeasureCommand = MeasureCommand(measurers: pangoMeasurers)

/// The message (`$.path: what`) with which `tagflow layout` refuses `json`, or `nil`.
func layoutError(_ json: String) -> String? { documentError { () throws(TagFlowError) in try pangoLayoutCommand.run(json) } }

/// The message with which `tagflow measure` refuses `json`, or `nil`.
func measureError(_ json: String) -> String? { documentError { () throws(TagFlowError) in try pangoMeasureCommand.run(json) } }

/// How a message quotes a long run of "x": its first 40 characters, then `…`.
let fortyX = String(repeating: "x", count: 40)

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
