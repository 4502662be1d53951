/// Layouts whose overflow indicator is as wide as the count it shows.
///
/// A "+N" chip of text is wider for "+10" than for "+9", and how wide it is decides how many
/// items still fit beside it, which decides N. The engine settles the two together, in the same
/// pass, from the size the caller gives for each count — it never measures text itself:
///
/// ```swift
/// let result = try FlowLayout(configuration: configuration).layout(items, in: container) { hiddenCount in
///     Size(width: 24 + 8 * Double(String(hiddenCount).count), height: 28)   // e.g. a measured "+N"
/// }
/// ```
///
/// The sizes are asked for the count the line limit alone hides, then, while the indicator does
/// not fit at the end of the last visible line, for one more each time a trailing item leaves
/// that line; the first that fits is taken. So the indicator always reads exactly the number of
/// hidden items, and no trailing item is hidden that could have stayed with a correct count. No
/// order among the sizes is assumed: a size that shrinks as the count grows is handled alike.
extension FlowLayout {
    /// Lays out `items` with an overflow indicator whose size depends on the count it shows.
    ///
    /// - Parameters:
    ///   - items: the items, in order.
    ///   - container: the container's size, as for `layout(_:in:)`.
    ///   - overflowIndicator: the indicator's size when it stands for `hiddenCount` (≥ 1) hidden
    ///     items. It is called only when a line limit hides items (vertical scrolling), for
    ///     increasing counts, each at most once, and at most once per item of the last visible
    ///     line, plus one. It takes the place of `configuration.overflowIndicator`; a width
    ///     larger than the line is clamped to the line.
    /// - Returns: the layout; `overflow.hiddenCount` is the number of hidden items, and the
    ///   indicator's frame is as wide as the size given for that count (or the line).
    /// - Throws: as `layout(_:in:)`, what `overflowIndicator` throws, and `TagFlowError` at
    ///   `overflowIndicator[N].width` (or `.height`) when the size given for count N is negative
    ///   or not finite.
    public func layout(
        _ items: [LayoutItem], in container: Size,
        overflowIndicator: (_ hiddenCount: Int) throws(TagFlowError) -> Size
    ) throws(TagFlowError) -> LayoutResult {
        var result = LayoutResult()
        try layout(items, in: container, overflowIndicator: overflowIndicator, into: &result)
        return result
    }

    /// `layout(_:in:overflowIndicator:)` into a result the caller keeps, reusing its storage, as
    /// `layout(_:in:into:)` does.
    ///
    /// - Parameters:
    ///   - items: the items, in order.
    ///   - container: the container's size, as for `layout(_:in:)`.
    ///   - overflowIndicator: the indicator's size for each count, as for
    ///     `layout(_:in:overflowIndicator:)`.
    ///   - result: replaced by the layout; when the call throws, the empty result.
    /// - Throws: as `layout(_:in:overflowIndicator:)`.
    public func layout(
        _ items: [LayoutItem], in container: Size,
        overflowIndicator: (_ hiddenCount: Int) throws(TagFlowError) -> Size,
        into result: inout LayoutResult
    ) throws(TagFlowError) {
        try withoutActuallyEscaping(overflowIndicator) { (size) throws(TagFlowError) in
            try layout(items, in: container, into: &result, usingFastPath: true, indicatorSize: size)
        }
    }
}
