import TagFlow

/// How a tag field's own parts look: the entry where the draft is typed, its placeholder and
/// caret, and the open suggestion list — a quiet box at the end of the tags and a popover under
/// it, in the system's accent colour where a text field shows focus and selection.
///
/// The draft and the rows are drawn in the field's tag style's font, so typed text measures as
/// the tag it becomes.
public struct FieldAppearance: Hashable, Sendable {
    /// The entry's fill: faint, so the entry reads as a place to type rather than a tag.
    public var entryBackgroundColor = TagColor(rgb: 0xF6, 0xF7, 0xF9)
    /// The entry's border while the draft has no focus.
    public var entryBorderColor = TagColor(rgb: 0xD1, 0xD5, 0xDB)
    /// The entry's border while the draft has focus.
    public var focusedEntryBorderColor = TagColor(rgb: 0x0A, 0x84, 0xFF)
    /// The entry's border width, in points (finite, ≥ 0).
    public var entryBorderWidth = 1.0
    /// The draft's colour: the entry's own ink, as the tag style's text colour may be meant
    /// for a fill the entry does not have.
    public var draftColor = TagColor(rgb: 0x1C, 0x1C, 0x1E)
    /// The placeholder's colour: dimmed, so it is not taken for typed text.
    public var placeholderColor = TagColor(rgb: 0x8E, 0x8E, 0x93)
    /// The caret's colour.
    public var caretColor = TagColor(rgb: 0x0A, 0x84, 0xFF)
    /// The caret's width, in points (finite, > 0).
    public var caretWidth = 2.0
    /// The suggestion list's fill.
    public var listBackgroundColor = TagColor.white
    /// The suggestion list's border.
    public var listBorderColor = TagColor(rgb: 0xD1, 0xD5, 0xDB)
    /// The shadow under the suggestion list, lifting it over the tags as a popover is.
    public var listShadow = TextTagStyle.Shadow(
        color: .black, offset: Size(width: 0, height: 4), radius: 14, opacity: 0.16)
    /// The suggestion list's corner radius, in points.
    public var listCornerRadius = 10.0
    /// The space between the list's edge and its rows, and between the entry and the list, in points.
    public var listInset = 4.0
    /// The list's smallest width, in points (it is never wider than the field's line).
    public var listMinimumWidth = 180.0
    /// A row's text colour.
    public var rowTextColor = TagColor(rgb: 0x1C, 0x1C, 0x1E)
    /// The highlighted row's fill: the selection colour.
    public var highlightedRowColor = TagColor(rgb: 0x0A, 0x84, 0xFF)
    /// The highlighted row's text colour.
    public var highlightedRowTextColor = TagColor.white
    /// The text colour of a row whose tag is already added: dimmed beside its check mark.
    public var addedRowTextColor = TagColor(rgb: 0x8E, 0x8E, 0x93)
    /// The mark before a row whose tag is already added.
    public var addedMark: VectorPath = .checkMark
    /// A row's padding: the room around its text, in points (as a tag style's `padding`).
    public var rowPadding = Size(width: 20, height: 10)
    /// A row's corner radius, in points.
    public var rowCornerRadius = 6.0
    /// A group header's text colour: quiet, so a header is not taken for a row.
    public var headerTextColor = TagColor(rgb: 0x6E, 0x6E, 0x73)
    /// A group header's font size, as a part of the rows'.
    public var headerFontScale = 0.8
    /// The loading row's words, while an asynchronous source's answer is awaited.
    public var loadingText = "Loading…"
    /// The loading row's text colour.
    public var loadingTextColor = TagColor(rgb: 0x8E, 0x8E, 0x93)

    /// The default, light look.
    public init() {}

    /// The dark look: a dark entry and popover with light text, a lighter accent.
    public static let dark: FieldAppearance = {
        var look = FieldAppearance()
        let accent = TagColor(rgb: 0x40, 0x9C, 0xFF)
        look.entryBackgroundColor = TagColor(rgb: 0x24, 0x24, 0x26)
        look.entryBorderColor = TagColor(rgb: 0x48, 0x48, 0x4A)
        look.focusedEntryBorderColor = accent
        look.draftColor = TagColor(rgb: 0xF2, 0xF2, 0xF7)
        look.caretColor = accent
        look.listBackgroundColor = TagColor(rgb: 0x2C, 0x2C, 0x2E)
        look.listBorderColor = TagColor(rgb: 0x48, 0x48, 0x4A)
        look.listShadow.opacity = 0.5
        look.rowTextColor = TagColor(rgb: 0xF2, 0xF2, 0xF7)
        look.highlightedRowColor = TagColor(rgb: 0x0A, 0x64, 0xD8)
        look.addedRowTextColor = TagColor(rgb: 0x8E, 0x8E, 0x93)
        look.headerTextColor = TagColor(rgb: 0xA1, 0xA1, 0xA6)
        return look
    }()
}
