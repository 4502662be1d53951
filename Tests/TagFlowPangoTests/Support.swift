import TagFlow
import TagFlowPango

/// `Testing` has a `Tag` too; in these tests the name means the tag model.
typealias Tag = TagFlow.Tag

/// One measurer for the whole test run: it is `Sendable` and safe to share, which the
/// concurrency tests rely on anyway.
let sharedMeasurer: PangoTextMeasurer = {
    do { return try PangoTextMeasurer() } catch { fatalError("cannot set up Pango: \(error)") }
}()

/// A tolerance of a browser's layout unit: 1/64 px.
let layoutUnit = 1.0 / 64

func request(
    _ text: String, _ font: Font = Font(size: 14), width: Double? = nil, lines: Int = 0,
    mode: LineBreakMode = .wordWrap, category: ContentSizeCategory = .large
) -> TextMeasurementRequest {
    TextMeasurementRequest(
        text: .plain(text), font: font, contentSizeCategory: category, maxWidth: width,
        numberOfLines: lines, lineBreakMode: mode)
}

/// Catches the `TagFlowError` a call throws, or `nil` when it throws none.
func thrownError<T>(_ body: () throws(TagFlowError) -> T) -> TagFlowError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

/// The font a reference row names by its file.
func font(forFile file: String, size: Double) -> Font {
    let family = file.hasPrefix("DejaVuSansMono") ? "DejaVu Sans Mono" : file.hasPrefix("DejaVuSerif") ? "DejaVu Serif" : "DejaVu Sans"
    return Font(family: family, size: size, weight: file.contains("Bold") ? .bold : .regular,
                italic: file.contains("Oblique") || file.contains("Italic"))
}
