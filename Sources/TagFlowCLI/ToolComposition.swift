import TagFlow
import TagFlowDocument
import TagFlowPango

/// Where the tool's commands get their text engine and renderer: the composition root. The
/// document commands know neither Pango nor Cairo; this is the one place that hands them over.
enum ToolComposition {
    /// The Pango measurer with the fonts shipped with TagFlowPango, started on first use.
    static func measurers() -> TextMeasurerProvider {
        TextMeasurerProvider { () throws(TagFlowError) -> any TextMeasuring in try PangoTextMeasurer() }
    }
}
