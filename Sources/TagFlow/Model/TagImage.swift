/// An image shown before the text of a tag (an icon-and-label tag).
///
/// The model does not hold pixels: `source` names the image for whoever draws it (a file path for
/// the Cairo renderer, an asset name for a UIKit front end). Sizing only needs `size` and
/// `spacing`.
public struct TagImage: Hashable, Sendable {
    /// What to draw: a path or an asset name, interpreted by the renderer.
    public var source: String
    /// The size the image is drawn at, in points (each finite, ≥ 0).
    public var size: Size
    /// The space between the image and the text, in points (finite, ≥ 0). It is left out when the
    /// tag has no text.
    public var spacing: Double
    /// A colour to tint a template image with; `nil` draws the image as it is.
    public var tintColor: TagColor?

    /// Creates a leading image.
    public init(source: String, size: Size, spacing: Double = 4, tintColor: TagColor? = nil) {
        self.source = source
        self.size = size
        self.spacing = spacing
        self.tintColor = tintColor
    }

    /// Throws for a bad size or spacing; paths are relative to the image.
    func validate() throws(TagFlowError) {
        try TagFlowError.checkNonNegative(size.width, at: ["size", "width"])
        try TagFlowError.checkNonNegative(size.height, at: ["size", "height"])
        try TagFlowError.checkNonNegative(spacing, at: ["spacing"])
    }
}
