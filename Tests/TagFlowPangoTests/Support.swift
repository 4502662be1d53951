@_exported import TagFlowTestSupport
import TagFlow
import TagFlowPango

/// One measurer for the whole test run: it is `Sendable` and safe to share, which the
/// concurrency tests rely on anyway.
let sharedMeasurer: PangoTextMeasurer = {
    do { return try PangoTextMeasurer() } catch { fatalError("cannot set up Pango: \(error)") }
}()

/// A tolerance of a browser's layout unit: 1/64 px.
let layoutUnit = 1.0 / 64

func request(
    _ text: String, _ font: TagFont = TagFont(size: 14), width: Double? = nil, lines: Int? = nil,
    mode: TextTagStyle.LineBreakMode = .wordWrap, category: TextSizeCategory = .large
) -> TextMeasurementRequest {
    TextMeasurementRequest(
        text: .plain(text), font: font, textSizeCategory: category, maxWidth: width,
        numberOfLines: lines, lineBreakMode: mode)
}

/// The font a reference row names by its file.
func font(forFile file: String, size: Double) -> TagFont {
    let family = file.hasPrefix("DejaVuSansMono") ? "DejaVu Sans Mono" : file.hasPrefix("DejaVuSerif") ? "DejaVu Serif" : "DejaVu Sans"
    return TagFont(family: family, size: size, weight: file.contains("Bold") ? .bold : .regular,
                italic: file.contains("Oblique") || file.contains("Italic"))
}
