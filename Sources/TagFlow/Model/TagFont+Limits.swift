extension TagFont {
    /// The smallest font size, in points, as given and after Dynamic Type scaling: 0.1.
    ///
    /// Pango keeps sizes in whole 1/1024 pt: below about 0.1 pt rounding to that unit moves a
    /// size by more than half a percent, so widths stop following it, and below 1/2048 pt the
    /// size rounds to 0, which Pango refuses (a critical warning and every text measured 0 × 0).
    public static let minimumSize = 0.1

    /// The largest font size, in points, as given and after Dynamic Type scaling: 10 000.
    ///
    /// It is Chromium's limit (`kMaximumAllowedFontSize`), and widths must agree with a browser's.
    /// It also keeps every glyph far inside what the text engine can hold: Pango keeps sizes in
    /// 1/1024 pt in 32 bits (at most 2 097 151 pt) and FreeType keeps pixels per em in 16 bits
    /// (at most 65 535), so a 60 000 pt "W" used to measure 0 pt wide and a 2 097 151 pt font
    /// came out with a negative height.
    public static let maximumSize = 10_000.0

    /// The sizes a font may have, as given and after scaling: `minimumSize ... maximumSize`.
    public static let sizes: ClosedRange<Double> = minimumSize...maximumSize

    /// Throws unless the size, as given and scaled for `category`, is within `sizes`
    /// (a size that is not finite and > 0 is `validate()`'s to refuse); the path is `size`.
    package func checkSize(scaledFor category: TextSizeCategory = .large) throws(TagFlowError) {
        let scaled = size * category.scaleFactor
        guard !Self.sizes.contains(size) || !Self.sizes.contains(scaled) else { return }
        let range = "\(formatted(Self.minimumSize)) … \(formatted(Self.maximumSize))"
        guard Self.sizes.contains(size) else {
            throw TagFlowError(.invalidNumber(size, allowed: "within \(range) (points)"), at: ["size"])
        }
        let bound = scaled > Self.maximumSize
            ? "at most \(formatted((Self.maximumSize / category.scaleFactor * 100).rounded(.down) / 100))"
            : "at least \(formatted((Self.minimumSize / category.scaleFactor * 100).rounded(.up) / 100))"
        throw TagFlowError(
            .invalidNumber(
                size,
                allowed: "\(bound) at text size category \(category.rawValue), which scales it to "
                    + "\(formatted((scaled * 100).rounded() / 100)) pt; fonts must be within \(range) pt after scaling"),
            at: ["size"])
    }
}
