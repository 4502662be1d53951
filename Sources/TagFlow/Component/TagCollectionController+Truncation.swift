/// The whole text of a tag that shows only part of it: for a tooltip, and to tell apart from
/// the accessible name (which is always the whole text).
public struct TruncatedText: Hashable, Sendable {
    /// The tag's whole text.
    public var fullText: String
    /// What the tag shows, its lines joined by line breaks and an ellipsis shown as "…"; `nil`
    /// when the measurer cannot tell (`TextMeasuring.shownLines(for:)`).
    public var shownText: String?

    /// Creates a truncated text.
    package init(fullText: String, shownText: String?) {
        self.fullText = fullText
        self.shownText = shownText
    }
}

/// Truncation: whether a tag's text shows in full.
///
/// A text tag is truncated when its text, measured as it is sized, does not all show: it needs
/// more room than its width allows on the lines its style permits (ellipsised, clipped, or cut
/// after its last line). It is worked out on demand from measurements (through the sizer's
/// cache), not at every layout.
extension TagCollectionController {
    /// The whole text and the shown part of the shown tag at `index` when its text does not all
    /// show, else `nil` (a text that fits, custom content, a hidden tag, no such tag).
    public func truncatedText(at index: Int) -> TruncatedText? {
        guard !layout.isHidden(index), let measured = metrics(at: index)?.text,
            (try? isCut(measured.request, measured.measurement)) == true
        else { return nil }
        let shown = (try? sizer.measurer.shownLines(for: measured.request)) ?? nil
        return TruncatedText(fullText: measured.request.string, shownText: shown?.joined(separator: "\n"))
    }

    /// Whether the text of `request`, measured as `measurement`, does not all show.
    private func isCut(_ request: TextMeasurementRequest, _ measurement: TextMeasurement) throws(TagFlowError) -> Bool {
        guard let room = request.wrapWidth else { return false }
        // A thousandth of a point: float noise, not a cut.
        let tolerance = 1e-3
        var natural = request
        natural.maxWidth = nil
        natural.numberOfLines = nil
        let free = try sizer.measure(natural)
        let limit = request.numberOfLines ?? .max
        if free.width <= room + tolerance, free.lineCount <= limit { return false }
        if limit == 1 { return true }
        var wrapped = request
        wrapped.numberOfLines = nil
        wrapped.lineBreakMode = .wordWrap
        let all = try sizer.measure(wrapped)
        return all.lineCount > measurement.lineCount || all.width > room + tolerance
    }
}
