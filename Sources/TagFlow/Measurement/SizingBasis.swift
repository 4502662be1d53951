/// What sizing needs of one content shown in one style, worked out once — when a tag is made or
/// changed — instead of on every sizing: whether the two are valid, the measurement key of the
/// text (its hash included), and the style's numbers that turn a text measurement into a size.
///
/// A tag keeps one for how it shows unselected and one for how it shows selected
/// (`TextTag.rightfulSizingBasis`), so sizing a tag from a warm cache does no string work: no
/// validation, no key to build or hash, no style to copy.
final class SizingBasis: Sendable {
    /// Whether the style and the content pass validation (when not, sizing takes the path that
    /// names the first bad value).
    let isValid: Bool
    /// The size of custom content; `nil` for text.
    let customSize: CustomTagSize?
    /// The text's measurement key without a wrap width, at the default text size category (for
    /// custom content, a key for no text, never looked up). Held directly, not in an enum
    /// payload, so a look-up reads it in place instead of copying it out.
    let naturalKey: MeasurementKey
    /// The leading image's width plus its spacing (0 without an image), its height (0 without),
    /// and the spacing alone — as `TagSizer` computes them.
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

    init(content: TagContent, style: TextTagStyle) {
        isValid = (try? style.validate()) != nil && (try? content.validate()) != nil
        switch content {
        case .custom(let size, _):
            customSize = size
            naturalKey = MeasurementKey(
                text: .plain(""), font: style.font, numberOfLines: nil, lineBreakMode: .clip,
                textSizeCategory: .large, maxWidth: nil)
            imageExtent = 0
            imageHeight = 0
            imageSpacing = 0
        case .text(let text, let image):
            customSize = nil
            naturalKey = MeasurementKey(
                text: text, font: style.font, numberOfLines: style.numberOfLines,
                lineBreakMode: style.lineBreakMode, lineHeight: style.lineHeight, textSizeCategory: .large, maxWidth: nil)
            let spacing = image != nil && !text.isEmpty ? image!.spacing : 0
            imageSpacing = spacing
            imageExtent = (image?.size.width ?? 0) + spacing
            imageHeight = image?.size.height ?? 0
        }
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

    /// The room the text has in a container of `containerWidth` (≥ 0, or infinity): the
    /// narrowest of the container, `maxWidth` and `exactWidth`, less the padding at `category`,
    /// the image and `accessoryWidth` (a remove button's); `nil` when unlimited. (`TagSizer`'s
    /// step 1.)
    @inline(__always)
    func textRoom(containerWidth: Double, accessoryWidth: Double, category: TextSizeCategory) -> Double? {
        var room = containerWidth
        if let maxWidth { room = min(room, maxWidth) }
        if let exactWidth { room = min(room, exactWidth) }
        return room < .infinity ? max(0, room - padding(at: category).width - imageExtent - accessoryWidth) : nil
    }

    /// The tag's size from its text's measurement (`TagSizer`'s steps 3 to 5).
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
}
