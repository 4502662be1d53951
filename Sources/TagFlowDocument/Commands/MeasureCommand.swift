import TagFlow
import TagFlowJSON

/// `tagflow measure` as a pure function: a measure document's text in, the sizes' JSON text out
/// (one compact line), or a `DocumentError`.
///
/// Output: `{"sizes":[{"width":34.3984375,"height":16.296875,"lines":1}]}`, one entry per text in
/// order, unrounded: the width of the widest line laid out (an ellipsised line with its ellipsis),
/// the height of the lines, and how many lines were laid out; plus `"missingGlyphs": N` when `N`
/// characters of what was laid out have no font (they are drawn as boxes).
package struct MeasureCommand: DocumentCommand {
    /// Where the text measurer comes from.
    package let measurers: TextMeasurerProvider
    /// The measurement cache shared by every document.
    package let cache: MeasurementCache

    /// Creates the command.
    package init(measurers: TextMeasurerProvider, cache: MeasurementCache = MeasurementCache()) {
        self.measurers = measurers
        self.cache = cache
    }

    /// The answer's name in messages: "the measurement".
    package static let answerName = "measurement"

    /// Measures a decoded document: every text first (so a refusal comes before any output),
    /// the sizes written as they are output.
    package func answer(_ document: MeasureDocument) throws(TagFlowError) -> JSONOutput {
        var sizes: [MeasuredSize] = []
        if !document.texts.isEmpty {
            let measurer: any TextMeasuring
            do {
                measurer = try measurers.measurer()
            } catch {
                throw TagFlowError.document(at: .root, "cannot measure text: \(error.reason)")
            }
            try LayoutCommand.checkFamilies(document.fonts, for: measurer)
            let sizer = TagSizer(measurer: measurer, cache: cache, textSizeCategory: document.textSizeCategory)
            sizes.reserveCapacity(document.texts.count)
            for (index, text) in document.texts.enumerated() {
                do {
                    let measurement = try sizer.measure(document.request(for: text))
                    sizes.append(
                        MeasuredSize(
                            width: measurement.width, height: measurement.height, lines: measurement.lineCount,
                            missingGlyphs: measurement.missingCharacters.count))
                } catch {
                    // Only the request's own values can fail: the text is at `texts[i]`, the font
                    // (one for every text) where the document wrote it.
                    var path: ValuePath = ["texts", .index(index)]
                    if case .unknownFontFamily? = error.reason(as: TagFlowError.MeasurementReason.self), let font = document.fonts.first { path = font.path }
                    throw TagFlowError(error.reason, at: path)
                }
            }
        }
        return .object([.init("sizes", .array(count: sizes.count) { sizes[$0].json })])
    }
}

/// What `measure` keeps of a text's measurement until it is written.
private struct MeasuredSize {
    var width: Double
    var height: Double
    var lines: Int
    var missingGlyphs: Int

    /// `{"width", "height", "lines"}`, with `"missingGlyphs"` when some characters have no font.
    var json: JSONValue {
        var size: [JSONValue.Member] = [
            .init("width", .number(width)), .init("height", .number(height)), .init("lines", .number(Double(lines))),
        ]
        if missingGlyphs > 0 { size.append(.init("missingGlyphs", .number(Double(missingGlyphs)))) }
        return .object(size)
    }
}
