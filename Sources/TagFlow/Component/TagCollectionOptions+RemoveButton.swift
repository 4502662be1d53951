extension TagCollectionOptions {
    /// A remove (×) button inside every text tag, at the trailing end of its content — TagListView's
    /// `enableRemoveButton`. A tap on it fires `didTapRemove` and then removes the tag, asking
    /// `canDelete` first (`didDelete`, or `didRefuseDelete`).
    ///
    /// The button takes room: a text tag is sized with `extent` more content width (its text gets
    /// that much less room under `maxWidth` or `exactWidth`), so a tag with the button is wider
    /// than the same tag without. Custom content has no button (the front end draws it).
    ///
    /// Geometry, in a tag's frame (`glyphFrame`, `hitRect`): the × sits in a `size`-point square
    /// at the end of the content box (the frame less half the padding on each side), centred
    /// vertically; on the right in left-to-right layouts, on the left in right-to-left ones. A
    /// press counts as a press on the button from the middle of `spacing` to the tag's edge, over
    /// the tag's whole height — a larger target than the glyph, as a finger needs.
    public struct RemoveButton: Hashable, Sendable {
        /// The side of the square the × is drawn in, in points (finite, ≥ 0).
        public var size: Double
        /// The room between the tag's content (image and text) and the button, in points
        /// (finite, ≥ 0).
        public var spacing: Double

        /// Creates a remove button; by default a 12-point × 6 points after the text.
        public init(size: Double = 12, spacing: Double = 6) {
            self.size = size
            self.spacing = spacing
        }

        /// The content width the button adds to a tag: `size + spacing`.
        package var extent: Double { size + spacing }

        /// The button with its size and spacing multiplied by `factor` (a text size's scale).
        package func scaled(by factor: Double) -> RemoveButton {
            factor == 1 ? self : RemoveButton(size: size * factor, spacing: spacing * factor)
        }

        /// The square the × is drawn in, for a tag at `frame` with `padding` (its style's), on the
        /// right edge (`onRight`) or the left.
        public func glyphFrame(inTagFrame frame: Rect, padding: Size, onRight: Bool) -> Rect {
            let inset = padding.width / 2
            return Rect(
                x: onRight ? frame.maxX - inset - size : frame.minX + inset, y: frame.midY - size / 2,
                width: size, height: size)
        }

        /// Where a press lands on the button: from the middle of the spacing before the glyph to
        /// the tag's edge, the tag's full height (within the frame).
        package func hitRect(inTagFrame frame: Rect, padding: Size, onRight: Bool) -> Rect {
            let glyph = glyphFrame(inTagFrame: frame, padding: padding, onRight: onRight)
            if onRight {
                let x = max(frame.minX, glyph.minX - spacing / 2)
                return Rect(x: x, y: frame.minY, width: frame.maxX - x, height: frame.height)
            }
            let end = min(frame.maxX, glyph.maxX + spacing / 2)
            return Rect(x: frame.minX, y: frame.minY, width: end - frame.minX, height: frame.height)
        }

        /// Throws for a negative or non-finite value; paths are relative to the button (`size`).
        func validate() throws(TagFlowError) {
            try TagFlowError.checkNonNegative(size, at: ["size"])
            try TagFlowError.checkNonNegative(spacing, at: ["spacing"])
        }
    }
}
