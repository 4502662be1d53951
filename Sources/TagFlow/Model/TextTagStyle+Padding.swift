extension TextTagStyle {
    /// The padding a tag in this style has at the reader's text size `category`: `padding`
    /// times the category's scale factor when `scalesPadding` is on, else `padding` itself.
    /// Sizing adds this, and drawing insets the content by it, so the two agree at every size.
    package func padding(at category: TextSizeCategory) -> Size {
        Self.padding(padding, scales: scalesPadding, at: category)
    }

    /// `padding` at `category`, scaled when `scales` (the one rule, for styles and for the
    /// sizing basis that keeps a style's numbers).
    @inline(__always)
    static func padding(_ padding: Size, scales: Bool, at category: TextSizeCategory) -> Size {
        guard scales, category != .large else { return padding }
        let factor = category.scaleFactor
        return Size(width: padding.width * factor, height: padding.height * factor)
    }
}
