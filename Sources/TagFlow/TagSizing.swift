/// The size of a tag and how it was reached, for a renderer that must put the text where sizing
/// assumed it.
public struct TagMetrics: Hashable, Sendable {
    /// The tag's size: what the layout engine places.
    public var size: Size
    /// The request the text was measured with. A renderer lays the text out again from exactly
    /// this request, so what it draws is what was measured.
    public var textRequest: TextMeasurementRequest
    /// The text's measured size.
    public var text: TextMeasurement
    /// The leading image's size, or `nil` without an image.
    public var imageSize: Size?
    /// The space between the image and the text (0 without an image or without text).
    public var imageSpacing: Double

    /// The width and height of the image, spacing and text together, before padding and limits.
    public var contentSize: Size {
        Size(
            width: (imageSize?.width ?? 0) + imageSpacing + text.width,
            height: max(imageSize?.height ?? 0, text.height))
    }
}

/// Sizes text tags with a text measurer, following the sizing order of the design (§3).
///
/// 1. The room for the text is the narrowest of the container width, `maxWidth` and `exactWidth`
///    (the two count only when > 0), less the horizontal padding and the leading image with its
///    spacing (never below 0).
/// 2. The text is measured in that room, limited to `numberOfLines`, in `lineBreakMode`; a
///    multi-line tag gets the height its lines need.
/// 3. The image and the padding are added; the image's height is a floor on the content height.
/// 4. Then `maxWidth`/`maxHeight` cap the size, `minWidth`/`minHeight` raise it, and
///    `exactWidth`/`exactHeight` replace it, in that order.
/// 5. Finally the width never exceeds the container width.
/// Sizes are not rounded: pixel snapping belongs to the layout (`LayoutConfiguration.displayScale`).
///
/// Fonts are scaled by `contentSizeCategory`. Measurements go through `cache` when there is one.
public struct TagSizer: Sendable {
    /// The text engine.
    public var measurer: any TextMeasuring
    /// The measurement cache, or `nil` to measure on every call.
    public var cache: MeasurementCache?
    /// The reader's text size, applied to every font of every tag.
    public var contentSizeCategory: ContentSizeCategory

    /// Creates a sizer; by default it gets its own cache.
    public init(
        measurer: any TextMeasuring, cache: MeasurementCache? = MeasurementCache(),
        contentSizeCategory: ContentSizeCategory = .large
    ) {
        self.measurer = measurer
        self.cache = cache
        self.contentSizeCategory = contentSizeCategory
    }

    /// Measures text, through the cache when there is one.
    public func measure(_ request: TextMeasurementRequest) throws(TagFlowError) -> TextMeasurement {
        if let cache { return try cache.measurement(for: request, using: measurer) }
        try request.validate()
        return try measurer.measure(request)
    }

    /// The size of `tag` as it shows now (its `rightfulContent` in its `rightfulStyle`).
    /// - Parameter containerWidth: the width of a line of the container (finite or `.infinity`, ≥ 0).
    @inline(__always)
    public func size(of tag: Tag, containerWidth: Double) throws(TagFlowError) -> Size {
        // The tag's own fields are passed where they apply, so the hot path copies no content
        // or style (`rightfulContent`/`rightfulStyle` would).
        guard tag.isSelected else { return try size(of: tag.content, style: tag.style, containerWidth: containerWidth) }
        switch (tag.selectedContent, tag.selectedStyle) {
        case (nil, nil): return try size(of: tag.content, style: tag.style, containerWidth: containerWidth)
        case (nil, let style?): return try size(of: tag.content, style: style, containerWidth: containerWidth)
        case (let content?, nil): return try size(of: content, style: tag.style, containerWidth: containerWidth)
        case (let content?, let style?): return try size(of: content, style: style, containerWidth: containerWidth)
        }
    }

    /// `size(of: tags[index], …)`, reading the tag's fields one by one: handing the whole tag over
    /// would copy every field of it (selected content and style, attachment) per tag, which is a
    /// good part of a cached sizing's cost.
    @inline(__always)
    func size(shownBy tags: UnsafeBufferPointer<Tag>, at index: Int, containerWidth: Double) throws(TagFlowError) -> Size {
        if !tags[index].isSelected || (tags[index].selectedContent == nil && tags[index].selectedStyle == nil) {
            return try size(of: tags[index].content, style: tags[index].style, containerWidth: containerWidth)
        }
        return try size(of: tags[index], containerWidth: containerWidth)
    }

    /// The sizes of `tags` as they show now, in order.
    public func sizes(of tags: [Tag], containerWidth: Double) throws(TagFlowError) -> [Size] {
        try tags.withUnsafeBufferPointer { (tags) throws(TagFlowError) -> [Size] in
            var sizes: [Size] = []
            sizes.reserveCapacity(tags.count)
            for i in tags.indices {
                do throws(TagFlowError) {
                    sizes.append(try size(shownBy: tags, at: i, containerWidth: containerWidth))
                } catch {
                    throw error.prefixed("tags[\(i)]")
                }
            }
            return sizes
        }
    }

    /// The size of `content` in `style`.
    public func size(of content: TagContent, style: TagStyle, containerWidth: Double) throws(TagFlowError) -> Size {
        try sizing(content, style, containerWidth).size
    }

    /// The size of `content` in `style` with the text request and measurement it came from.
    /// - Throws: `TagFlowError` naming the first invalid value (`containerWidth`, `style.…`,
    ///   `content.…`) or a measurement failure (e.g. an unknown font family).
    public func metrics(of content: TagContent, style: TagStyle, containerWidth: Double) throws(TagFlowError) -> TagMetrics {
        try sizing(content, style, containerWidth)
    }

    /// The sizing itself, inlined into `size(of:…)` (the hot path, which keeps only the size) and
    /// `metrics(of:…)`.
    @inline(__always)
    private func sizing(_ content: TagContent, _ style: TagStyle, _ containerWidth: Double) throws(TagFlowError) -> TagMetrics {
        guard containerWidth >= 0 else {  // NaN fails too; +infinity means no limit
            throw .invalidValue(name: "containerWidth", value: containerWidth, allowed: "≥ 0 (infinity for no limit)")
        }
        try style.validate()
        try content.validate()

        let hasText = !content.text.isEmpty
        let image = content.leadingImage
        let imageSpacing = image != nil && hasText ? image!.spacing : 0
        let imageExtent = (image?.size.width ?? 0) + imageSpacing

        // 1. The room for the text.
        var room = containerWidth
        if style.maxWidth > 0 { room = min(room, style.maxWidth) }
        if style.exactWidth > 0 { room = min(room, style.exactWidth) }
        let textRoom: Double? = room < .infinity ? max(0, room - style.padding.width - imageExtent) : nil

        // 2. The text.
        let request = TextMeasurementRequest(
            text: content.text, font: style.font, contentSizeCategory: contentSizeCategory,
            maxWidth: textRoom, numberOfLines: style.numberOfLines, lineBreakMode: style.lineBreakMode)
        // Valid by construction: its fonts, runs and line limit were validated with the style
        // and the content above, and `textRoom` is ≥ 0 or nil.
        let text: TextMeasurement
        if let cache {
            text = try cache.measurement(forValid: request, using: measurer)
        } else {
            text = try measurer.measure(request)
        }

        // 3. Image and padding.
        var width = imageExtent + text.width + style.padding.width
        var height = max(image?.size.height ?? 0, text.height) + style.padding.height

        // 4. max, min, exact.
        if style.maxWidth > 0 { width = min(width, style.maxWidth) }
        if style.maxHeight > 0 { height = min(height, style.maxHeight) }
        if style.minWidth > 0 { width = max(width, style.minWidth) }
        if style.minHeight > 0 { height = max(height, style.minHeight) }
        if style.exactWidth > 0 { width = style.exactWidth }
        if style.exactHeight > 0 { height = style.exactHeight }

        // 5. Never wider than the container.
        width = min(width, containerWidth)

        return TagMetrics(
            size: Size(width: width, height: height), textRequest: request, text: text,
            imageSize: image?.size, imageSpacing: imageSpacing)
    }
}

extension TagFlowError {
    /// The error with `prefix` put before the path it names, e.g. `tags[3].style.maxWidth`.
    func prefixed(_ prefix: String) -> TagFlowError {
        switch self {
        case let .invalidValue(name, value, allowed):
            return .invalidValue(name: "\(prefix).\(name)", value: value, allowed: allowed)
        case let .invalidCount(name, value, allowed):
            return .invalidCount(name: "\(prefix).\(name)", value: value, allowed: allowed)
        case let .invalidColor(name, value, reason):
            return .invalidColor(name: "\(prefix).\(name)", value: value, reason: reason)
        case let .invalidText(name, value, allowed):
            return .invalidText(name: "\(prefix).\(name)", value: value, allowed: allowed)
        case let .unknownFontFamily(name, family, available):
            return .unknownFontFamily(name: "\(prefix).\(name)", family: family, available: available)
        case .fontLoadingFailed, .measurementFailed, .layout:
            return self
        }
    }
}
