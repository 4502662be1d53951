/// Sizes tags with a text measurer.
///
/// A tag with text content is sized in this order:
/// 1. The room for the text is the narrowest of the container width, `maxWidth` and `exactWidth`,
///    less the horizontal padding (scaled with the text size unless the style says not to:
///    `TextTagStyle.padding(at:)`), the leading image with its spacing and any trailing accessory
///    (a remove button with its spacing; never below 0).
/// 2. The text is measured in that room, limited to `numberOfLines`, in `lineBreakMode`; a
///    multi-line tag gets the height its lines need.
/// 3. The image, the accessory and the padding are added; the image's height is a floor on the
///    content height.
/// 4. Then `maxWidth`/`maxHeight` cap the size, `minWidth`/`minHeight` raise it, and
///    `exactWidth`/`exactHeight` replace it, in that order.
/// 5. Finally the width never exceeds the container width.
///
/// A tag with custom content has the size its `CustomTagSize` gives for the container width (the
/// style does not change it: the front end draws that content as it likes). Sizes are not
/// rounded: pixel snapping belongs to the layout (`LayoutConfiguration.displayScale`). Fonts are
/// scaled by `textSizeCategory`; measurements go through `cache` when there is one.
public struct TagSizer: Sendable {
    /// The text engine.
    public var measurer: any TextMeasuring
    /// The measurement cache, or `nil` to measure on every call.
    public var cache: MeasurementCache?
    /// The reader's text size, applied to every font of every tag.
    public var textSizeCategory: TextSizeCategory

    /// Creates a sizer; by default it gets its own cache.
    public init(
        measurer: any TextMeasuring, cache: MeasurementCache? = MeasurementCache(),
        textSizeCategory: TextSizeCategory = .large
    ) {
        self.measurer = measurer
        self.cache = cache
        self.textSizeCategory = textSizeCategory
    }

    /// Measures text, through the cache when there is one.
    /// - Throws: `TagFlowError` with a path relative to the request, or a measurement failure.
    public func measure(_ request: TextMeasurementRequest) throws(TagFlowError) -> TextMeasurement {
        if let cache { return try cache.measurement(for: request, using: measurer) }
        try request.validate()
        return try measurer.measure(ValidatedMeasurementRequest(validated: request))
    }

    /// The size of `tag` as it shows now (its `rightfulContent` in its `rightfulStyle`): from the
    /// measurement cache's entries when they answer it (the warm path the component and the
    /// content-size calculator take), else measured.
    /// - Parameters:
    ///   - tag: the tag to size.
    ///   - containerWidth: the width of a line of the container (finite or `.infinity`, ≥ 0).
    /// - Throws: `TagFlowError` with a path relative to the tag (`style.maxWidth`,
    ///   `selectedContent.text.runs[0].font.size`), or a measurement failure.
    public func size(of tag: TextTag, containerWidth: Double) throws(TagFlowError) -> Size {
        try sizing(of: tag, containerWidth: containerWidth).size
    }

    /// The metrics of `tag` as it shows now; see `size(of:containerWidth:)`.
    /// - Parameters:
    ///   - tag: the tag to size.
    ///   - containerWidth: the width of a line of the container (finite or `.infinity`, ≥ 0).
    ///   - accessoryWidth: room kept at the trailing end of a text tag's content for an
    ///     accessory the front end draws there (a remove button and its spacing), in points
    ///     (finite, ≥ 0); custom content ignores it.
    public func metrics(of tag: TextTag, containerWidth: Double, accessoryWidth: Double = 0) throws(TagFlowError) -> TagMetrics {
        try metrics(of: tag, from: sizing(of: tag, containerWidth: containerWidth, accessoryWidth: accessoryWidth))
    }

    /// The metrics of `tag` measured (through the cache when there is one), validating its
    /// content and style unless its sizing basis found them valid: the path that names a bad
    /// value, and that sizes what the cache cannot answer.
    func measuredMetrics(of tag: TextTag, containerWidth: Double, accessoryWidth: Double) throws(TagFlowError) -> TagMetrics {
        try TagFlowError.checkNonNegative(accessoryWidth, at: Argument.accessoryWidth.path())
        let usesSelectedContent = tag.isSelected && tag.selectedContent != nil
        let usesDisabledStyle = tag.isDisabled && tag.disabledStyle != nil
        let usesSelectedStyle = !usesDisabledStyle && tag.isSelected && tag.selectedStyle != nil
        do {
            return try sizing(
                tag.rightfulContent, tag.rightfulStyle, containerWidth, accessoryWidth: accessoryWidth,
                basis: tag.rightfulSizingBasis)
        } catch {
            // Name the field the offending value came from: the selected or disabled one when used.
            guard let (argument, inside) = error.argument(of: Argument.self) else { throw error }
            switch argument {
            case .content where usesSelectedContent: throw TagFlowError(error.reason, at: ["selectedContent"] + inside)
            case .style where usesSelectedStyle: throw TagFlowError(error.reason, at: ["selectedStyle"] + inside)
            case .style where usesDisabledStyle: throw TagFlowError(error.reason, at: ["disabledStyle"] + inside)
            case .content, .style, .containerWidth, .accessoryWidth: throw error
            }
        }
    }

    /// The sizes of `tags` as they show now, in order, as `size(of:containerWidth:)` gives each
    /// (from the cache's entries under one acquisition of its lock).
    /// - Throws: the first failure, its path prefixed with the tag's index (`[3].style.maxWidth`).
    public func sizes(of tags: [TextTag], containerWidth: Double) throws(TagFlowError) -> [Size] {
        var sizings: [TagSizing] = []
        try self.sizings(of: tags, containerWidth: containerWidth, into: &sizings)
        return sizings.map(\.size)
    }

    /// The size of `content` in `style`.
    /// - Throws: `TagFlowError` with a path relative to the arguments (`style.maxWidth`,
    ///   `content.leadingImage.size.width`, `containerWidth`), or a measurement failure.
    public func size(of content: TagContent, style: TextTagStyle, containerWidth: Double) throws(TagFlowError) -> Size {
        try sizing(content, style, containerWidth, accessoryWidth: 0).size
    }

    /// The size of `content` in `style` with the text request and measurement it came from.
    public func metrics(of content: TagContent, style: TextTagStyle, containerWidth: Double) throws(TagFlowError) -> TagMetrics {
        try sizing(content, style, containerWidth, accessoryWidth: 0)
    }

    /// The measured sizing, the path every sizing takes that the cache's entries do not answer.
    /// `basis` is what a tag keeps of `content` and `style` (its validity, measurement key and
    /// sizing rule, found when it was made): with a valid one, neither is validated nor the key
    /// hashed again. Never inlined: Swift 6.3.1's optimizer crashes (CopyPropagation: "Invalid
    /// SIL provided to OSSACompleteLifetime") when it inlines this body in release builds; a
    /// call costs nothing next to a measurement.
    @inline(never)
    private func sizing(
        _ content: TagContent, _ style: TextTagStyle, _ containerWidth: Double, accessoryWidth: Double,
        basis: SizingBasis? = nil
    ) throws(TagFlowError) -> TagMetrics {
        guard containerWidth >= 0 else {  // NaN fails too; +infinity means no limit
            throw TagFlowError(.invalidNumber(containerWidth, allowed: "≥ 0 (infinity for no limit)"), at: Argument.containerWidth.path())
        }
        let text: TagText
        let image: TagImage?
        switch content {
        case .custom(let customSize, _, _):
            do { try content.validate() } catch { throw error.prefixed(with: Argument.content) }
            let size = customSize.size(containerWidth: containerWidth)
            try TagFlowError.checkNonNegative(size.width, at: Argument.content.path("size", "width"))
            try TagFlowError.checkNonNegative(size.height, at: Argument.content.path("size", "height"))
            return TagMetrics(size: size)
        case .text(let t, let i):
            text = t
            image = i
        }
        let validBasis = basis.flatMap { $0.isValid ? $0 : nil }
        if validBasis == nil {
            do { try style.validate() } catch { throw error.prefixed(with: Argument.style) }
            do { try content.validate() } catch { throw error.prefixed(with: Argument.content) }
        }

        // 1. The room for the text.
        let rule = validBasis?.rule ?? SizingRule(content: content, style: style)
        let textRoom = rule.textRoom(containerWidth: containerWidth, accessoryWidth: accessoryWidth, category: textSizeCategory)

        // 2. The text.
        let request = TextMeasurementRequest(
            text: text, font: style.font, textSizeCategory: textSizeCategory,
            maxWidth: textRoom, numberOfLines: style.numberOfLines, lineBreakMode: style.lineBreakMode,
            lineHeight: style.lineHeight)
        // Valid by construction: its fonts, runs and line limit were validated with the style
        // and the content above, and `textRoom` is ≥ 0 or nil; only the category's scaling of
        // the font sizes is new.
        do { try request.checkScaledFontSizes() } catch { throw Self.relocated(error) }
        let measurement = try self.measurement(ofValid: request, basis: validBasis)

        // 3 to 5. Image, accessory and padding; max, min, exact; never wider than the container.
        let size = rule.size(
            text: TagSizing.MeasuredExtent(measurement), containerWidth: containerWidth, accessoryWidth: accessoryWidth,
            category: textSizeCategory)
        return TagMetrics(
            size: size, text: TagMetrics.MeasuredText(request: request, measurement: measurement),
            imageSize: image?.size, imageSpacing: rule.imageSpacing)
    }

    /// The measurement of `request` (valid): through the cache when there is one, with the key a
    /// tag's valid `basis` kept (no hashing again); errors moved to where they sit in the tag.
    private func measurement(ofValid request: TextMeasurementRequest, basis: SizingBasis?) throws(TagFlowError) -> TextMeasurement {
        do {
            if let cache, let basis {
                let key = basis.naturalKey.with(textSizeCategory: textSizeCategory, maxWidth: request.keyWidth)
                assert(key == request.measurementKey, "a tag's kept measurement key differs from its request's")
                return try cache.measurement(forValid: request, key: key, using: measurer)
            } else if let cache {
                return try cache.measurement(forValid: request, using: measurer)
            } else {
                return try measurer.measure(ValidatedMeasurementRequest(validated: request))
            }
        } catch {
            throw Self.relocated(error)
        }
    }

    /// A measurer's error about a request, moved to where the value sits in the content and
    /// style it came from: the request's `font` is the style's, its `text` the content's.
    private static func relocated(_ error: TagFlowError) -> TagFlowError {
        switch error.argument(of: TextMeasurementRequest.Argument.self)?.argument {
        case .font?: error.prefixed(with: Argument.style)
        case .text?: error.prefixed(with: Argument.content)
        case nil: error
        }
    }
}

extension TagSizer {
    /// The names a sizer's errors give what it sizes (`style.font.size`, `content.size.width`).
    package enum Argument: String, ErrorArgument {
        case content, style, containerWidth, accessoryWidth
    }
}
