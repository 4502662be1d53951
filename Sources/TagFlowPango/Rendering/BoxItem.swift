import TagFlow

extension RenderScene.Item {
    /// A plain box: an item that has a size but no content (an entry of a layout document's
    /// `items`), drawn by the same code as a tag — a tag with no text in `style`, at exactly
    /// `frame`. Only the style's fill, gradient, corners, border and shadow show.
    /// - Parameters:
    ///   - frame: where the box goes (its frame from the layout).
    ///   - style: how it looks; by default `boxStyle`.
    ///   - id: the underlying tag's id (boxes need not have distinct ids).
    public static func box(frame: Rect, style: TagStyle = Self.boxStyle, id: TagID = TagID("box")) -> Self {
        var style = style
        // Nothing is measured for the look of a box; no padding keeps its empty text trivially
        // inside whatever frame it has.
        style.padding = .zero
        return Self(tag: Tag(id: id, content: TagContent(""), style: style), frame: frame, containerWidth: frame.width)
    }

    /// The look of a plain box unless told otherwise: neutral, so a picture of sizes reads as
    /// "placeholders" — a light blue-grey fill, a 1 pt slightly darker border, 6 pt corners.
    public static let boxStyle: TagStyle = {
        var style = TagStyle()
        style.backgroundColor = Color(red: 0xE8, green: 0xEC, blue: 0xF2)
        style.borderWidth = 1
        style.borderColor = Color(red: 0xB8, green: 0xC0, blue: 0xCC)
        style.cornerRadius = 6
        style.padding = .zero
        return style
    }()

    /// The look of a selected plain box (a custom tag of the component, selected): the same
    /// shape as `boxStyle` in the system blue, so selection reads at a glance.
    public static let selectedBoxStyle: TagStyle = {
        var style = boxStyle
        style.backgroundColor = Color(red: 0xD6, green: 0xE8, blue: 0xFF)
        style.borderColor = Color(red: 0x0A, green: 0x84, blue: 0xFF)
        return style
    }()
}
