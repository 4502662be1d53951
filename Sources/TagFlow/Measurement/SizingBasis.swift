/// What sizing needs of one content shown in one style, worked out once — when a tag is made or
/// changed — instead of on every sizing: whether the two are valid, the measurement key of the
/// text (its hash included), and the sizing rule (`SizingRule`).
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
    /// How the text's measurement becomes the tag's size.
    let rule: SizingRule

    init(content: TagContent, style: TextTagStyle) {
        isValid = (try? style.validate()) != nil && (try? content.validate()) != nil
        rule = SizingRule(content: content, style: style)
        switch content {
        case .custom(let size, _, _):
            customSize = size
            naturalKey = MeasurementKey(
                text: .plain(""), font: style.font, numberOfLines: nil, lineBreakMode: .clip,
                textSizeCategory: .large, maxWidth: nil)
        case .text(let text, _):
            customSize = nil
            naturalKey = MeasurementKey(
                text: text, font: style.font, numberOfLines: style.numberOfLines,
                lineBreakMode: style.lineBreakMode, lineHeight: style.lineHeight, textSizeCategory: .large, maxWidth: nil)
        }
    }
}
