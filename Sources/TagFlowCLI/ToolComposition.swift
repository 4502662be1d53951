import TagFlow
import TagFlowDocument
import TagFlowPango

/// Where the tool's commands get their text engine and renderer: the composition root. The
/// document commands know neither Pango nor Cairo; this is the one place that hands them over.
enum ToolComposition {
    /// The Pango measurer on the standard fonts (the DejaVu fonts shipped with TagFlowPango and
    /// the fallback list) and any `--font` files, started on first use.
    static func measurers(fonts: FontOptions) -> TextMeasurerProvider {
        TextMeasurerProvider { () throws(TagFlowError) -> any TextMeasuring in
            try PangoTextMeasurer(library: fonts.library())
        }
    }
}
