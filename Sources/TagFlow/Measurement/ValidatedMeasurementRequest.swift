/// A text measurement request that has passed `TextMeasurementRequest.validate()`, so a measurer
/// may measure it without validating it again.
///
/// Only TagFlow makes these: a `TagSizer` validates the style and content a request is made of,
/// and a `MeasurementCache` the requests it is given, before asking a measurer. A measurer that
/// validates every request (as `PangoTextMeasurer` does) implements
/// `TextMeasuring.measure(_:)-(ValidatedMeasurementRequest)` to skip that second pass on a cache
/// miss.
public struct ValidatedMeasurementRequest: Sendable {
    /// The request, valid.
    public let request: TextMeasurementRequest

    /// Wraps a request the caller has validated (directly, or through the style and content it
    /// was made of).
    init(validated request: TextMeasurementRequest) {
        self.request = request
    }
}
