/// The size of a tag and how it was reached, for a renderer that must draw the text where sizing
/// put it: a scene carries these, so nothing is sized twice.
public struct TagMetrics: Hashable, Sendable {
    /// The text of a tag as measured: the request (a renderer lays the text out again from
    /// exactly this request, so what it draws is what was measured) and the answer.
    public struct MeasuredText: Hashable, Sendable {
        /// What was measured.
        public var request: TextMeasurementRequest
        /// The measured size.
        public var measurement: TextMeasurement

        /// Creates a measured text.
        package init(request: TextMeasurementRequest, measurement: TextMeasurement) {
            self.request = request
            self.measurement = measurement
        }
    }

    /// The tag's size: what the layout engine places.
    public var size: Size
    /// The measured text; `nil` for custom content, which has none.
    public var text: MeasuredText?
    /// The leading image's size, or `nil` without an image.
    public var imageSize: Size?
    /// The space between the image and the text (0 without an image or without text).
    public var imageSpacing: Double

    /// Creates metrics.
    package init(size: Size, text: MeasuredText? = nil, imageSize: Size? = nil, imageSpacing: Double = 0) {
        self.size = size
        self.text = text
        self.imageSize = imageSize
        self.imageSpacing = imageSpacing
    }

    /// The width and height of the image, spacing and text together, before padding and limits.
    public var contentSize: Size {
        let text = self.text?.measurement ?? TextMeasurement(width: 0, height: 0, lineCount: 0)
        return Size(
            width: (imageSize?.width ?? 0) + imageSpacing + text.width,
            height: max(imageSize?.height ?? 0, text.height))
    }
}
