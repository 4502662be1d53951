extension TagFont {
    /// The largest font size, in points, as given and after Dynamic Type scaling: 10 000.
    ///
    /// It is Chromium's limit (`kMaximumAllowedFontSize`), and widths must agree with a browser's.
    /// It also keeps every glyph far inside what the text engine can hold: Pango keeps sizes in
    /// 1/1024 pt in 32 bits (at most 2 097 151 pt) and FreeType keeps pixels per em in 16 bits
    /// (at most 65 535), so a 60 000 pt "W" used to measure 0 pt wide and a 2 097 151 pt font
    /// came out with a negative height.
    public static let maximumSize = 10_000.0

    /// Throws unless the size, as given and scaled for `category`, is at most `maximumSize`
    /// (a size that is not finite and > 0 is `validate()`'s to refuse); the path is `size`.
    public func checkSize(scaledFor category: TextSizeCategory = .large) throws(TagFlowError) {
        let scaled = size * category.scaleFactor
        guard size > Self.maximumSize || scaled > Self.maximumSize else { return }
        let limit = formatted(Self.maximumSize)
        if size > Self.maximumSize {
            throw TagFlowError(.invalidNumber(size, allowed: "at most \(limit) (points)"), at: ["size"])
        }
        let largest = formatted((Self.maximumSize / category.scaleFactor * 100).rounded(.down) / 100)
        throw TagFlowError(
            .invalidNumber(
                size,
                allowed: "at most \(largest) at text size category \(category.rawValue), which scales it to "
                    + "\(formatted((scaled * 100).rounded() / 100)) pt; fonts may be at most \(limit) pt after scaling"),
            at: ["size"])
    }
}
