/// The one rule that turns a text's measurement into a tag's size: what a tag's content and
/// style say about its size besides the text — the leading image, the padding, the size limits,
/// its growth — and the steps that use them (`TagSizer`'s steps 1 and 3 to 5, and a growing
/// tag's limits). Every sizing path, cold or warm, single or batched, goes through it.
struct SizingRule: Sendable {
    /// The leading image's width plus its spacing (0 without an image), its height (0 without),
    /// and the spacing alone.
    let imageExtent: Double
    let imageHeight: Double
    let imageSpacing: Double
    let padding: Size
    let scalesPadding: Bool
    let minWidth: Double?
    let maxWidth: Double?
    let exactWidth: Double?
    let minHeight: Double?
    let maxHeight: Double?
    let exactHeight: Double?
    let lineBreakMode: TextTagStyle.LineBreakMode
    let grow: Double
    /// A custom content's first baseline below its top (`nil`: none given, or text).
    let customBaseline: Double?

    /// The rule of `content` in `style`; custom content has no image (its size is its own).
    init(content: TagContent, style: TextTagStyle) {
        if case .text(let text, let image) = content {
            let spacing = image != nil && !text.isEmpty ? image!.spacing : 0
            imageSpacing = spacing
            imageExtent = (image?.size.width ?? 0) + spacing
            imageHeight = image?.size.height ?? 0
        } else {
            imageSpacing = 0
            imageExtent = 0
            imageHeight = 0
        }
        if case .custom(_, _, let baseline) = content { customBaseline = baseline } else { customBaseline = nil }
        grow = style.grow
        padding = style.padding
        scalesPadding = style.scalesPadding
        minWidth = style.minWidth
        maxWidth = style.maxWidth
        exactWidth = style.exactWidth
        minHeight = style.minHeight
        maxHeight = style.maxHeight
        exactHeight = style.exactHeight
        lineBreakMode = style.lineBreakMode
    }

    /// The padding at the reader's text size `category`, as `TextTagStyle.padding(at:)` gives it.
    @inline(__always)
    func padding(at category: TextSizeCategory) -> Size {
        TextTagStyle.padding(padding, scales: scalesPadding, at: category)
    }

    /// Step 1: the room the text has in a container of `containerWidth` (≥ 0, or infinity) — the
    /// narrowest of the container, `maxWidth` and `exactWidth`, less the padding at `category`,
    /// the image and `accessoryWidth` (a remove button's), never below 0; `nil` when unlimited.
    @inline(__always)
    func textRoom(containerWidth: Double, accessoryWidth: Double, category: TextSizeCategory) -> Double? {
        Self.textRoom(
            containerWidth: containerWidth, maxWidth: maxWidth, exactWidth: exactWidth, paddingWidth: padding(at: category).width,
            imageExtent: imageExtent, accessoryWidth: accessoryWidth)
    }

    /// `textRoom(containerWidth:accessoryWidth:category:)` from the numbers it reads of a rule (a
    /// `TagRefit` keeps them).
    @inline(__always)
    static func textRoom(
        containerWidth: Double, maxWidth: Double?, exactWidth: Double?, paddingWidth: Double, imageExtent: Double,
        accessoryWidth: Double
    ) -> Double? {
        var room = containerWidth
        if let maxWidth { room = min(room, maxWidth) }
        if let exactWidth { room = min(room, exactWidth) }
        return room < .infinity ? max(0, room - paddingWidth - imageExtent - accessoryWidth) : nil
    }

    /// Steps 3 to 5: the image, the accessory and the padding added to the text's extent; then
    /// `maxWidth`/`maxHeight` cap the size, `minWidth`/`minHeight` raise it and
    /// `exactWidth`/`exactHeight` replace it, in that order; never wider than the container.
    @inline(__always)
    func size(text: TagSizing.MeasuredExtent, containerWidth: Double, accessoryWidth: Double, category: TextSizeCategory) -> Size {
        let padding = padding(at: category)
        var width = imageExtent + accessoryWidth + text.width + padding.width
        var height = max(imageHeight, text.height) + padding.height
        if let maxWidth { width = min(width, maxWidth) }
        if let maxHeight { height = min(height, maxHeight) }
        if let minWidth { width = max(width, minWidth) }
        if let minHeight { height = max(height, minHeight) }
        if let exactWidth { width = exactWidth }
        if let exactHeight { height = exactHeight }
        return Size(width: min(width, containerWidth), height: height)
    }

    /// Step 6, for a tag that grows: its weight, with `minWidth` and `maxWidth` as the limits
    /// it grows within — never excluding its size, which they have limited already (an
    /// `exactWidth` tag keeps its width).
    func growth(of size: Size) -> TagSizing.Growth {
        TagSizing.Growth(
            grow: grow, minWidth: min(minWidth ?? 0, size.width),
            maxWidth: exactWidth != nil ? size.width : max(maxWidth ?? .infinity, size.width))
    }
}
