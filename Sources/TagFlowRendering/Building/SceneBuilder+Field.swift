import TagFlow

/// The picture of a tag field: its tags as the controller's scene draws them (invalid tags in the
/// invalid style the field gave them), the entry where the layout engine placed it
/// (`TagField.entryFrame`) with its text — or the placeholder, dimmed — in the tag style's font, a
/// tag edited in place covered by its editor (the edited text, where the tag stands), the caret
/// where the text being typed has focus, and the suggestion list under the entry or the editor
/// while it is open (group headers, a loading row). The scene is tall enough for the list, which
/// may reach past the field's content.
extension SceneBuilder {
    /// The scene of `field` as it is now.
    /// - Parameters:
    ///   - field: the field: its tags, entry, draft, caret and suggestions.
    ///   - hover: the tag the pointer is over, as for `scene(of:hover:in:)`.
    /// - Throws: `TagFlowError` for a failure measuring the tags or the field's text (under `field`).
    public func scene(of field: TagField, hover: PointerHover? = nil) throws(TagFlowError) -> RenderScene {
        var scene = try scene(of: field.controller, hover: hover)
        var builder = self
        builder.sizer.textSizeCategory = field.controller.sizer.textSizeCategory
        let parts: RenderScene.Field
        do { parts = try builder.fieldParts(of: field) } catch { throw error.prefixed(with: RenderScene.Part.field.path()) }
        let content = field.controller.contentSize
        var height = max(scene.size.height, content.height)
        if let panel = parts.suggestions?.panel.frame {
            height = max(height, panel.maxY + field.controller.configuration.contentInset.bottom)
        }
        scene.size = Size(width: max(scene.size.width, content.width), height: height)
        scene.field = parts
        if let ring = markRing(of: field) { scene.focusRing = ring }
        return scene
    }

    /// The ring around the tag Backspace marked (the next Backspace removes it), drawn as the
    /// focus ring is: the draft keeps focus, so no other ring shows then.
    public func markRing(of field: TagField) -> RenderScene.FocusRing? {
        let controller = field.controller
        guard let id = field.markedID, let index = controller.index(ofID: id), let frame = controller.layout.frame(of: index) else {
            return nil
        }
        return RenderScene.FocusRing(
            frame: frame, cornerRadius: controller.collection[index].rightfulStyle.cornerRadius, appearance: appearance.focusRing)
    }

    /// The entry and its text, the editor of a tag edited in place, the caret, and the open list.
    private func fieldParts(of field: TagField) throws(TagFlowError) -> RenderScene.Field {
        let entry = field.entryFrame
        let leftToRight = field.controller.layout.layoutDirection == .leftToRight
        let style = entryTextStyle(of: field, leftToRight: leftToRight)
        let editing = field.editing != nil
        var parts = RenderScene.Field(entry: .box(entry, style: entryBoxStyle(of: field, focused: field.draftHasFocus && !editing)))
        let entryText = field.entryText
        parts.text = try textItem(entryText.isEmpty ? field.options.placeholder : entryText, dimmed: entryText.isEmpty, in: entry, style: style)
        if editing {
            let editor = field.editorFrame
            parts.editor = .box(editor, style: entryBoxStyle(of: field, focused: field.draftHasFocus))
            parts.editorText = try textItem(field.draft, dimmed: false, in: editor, style: style)
        }
        if field.draftHasFocus {
            parts.caret = try caret(of: field, in: field.editorFrame, style: style, leftToRight: leftToRight)
        }
        parts.suggestions = try suggestionList(of: field, under: field.editorFrame, leftToRight: leftToRight)
        return parts
    }

    /// `text` in the entry's text style at `frame` (dimmed: the placeholder), or `nil` when empty.
    private func textItem(_ text: String, dimmed: Bool, in frame: Rect, style: TextTagStyle) throws(TagFlowError) -> RenderScene.Item? {
        guard !text.isEmpty else { return nil }
        var look = style
        if dimmed { look.textColor = appearance.field.placeholderColor }
        let metrics = try sizer.metrics(of: .plain(text), style: look, containerWidth: frame.width)
        return RenderScene.Item(content: .plain(text), style: look, frame: frame, metrics: metrics)
    }

    /// The entry's (or the editor's) box: a faint fill in the tag style's shape, its border the
    /// accent colour while it has focus, as a focused text field's is.
    private func entryBoxStyle(of field: TagField, focused: Bool) -> TextTagStyle {
        let look = appearance.field
        var style = TextTagStyle()
        style.backgroundColor = look.entryBackgroundColor
        style.borderWidth = look.entryBorderWidth
        style.borderColor = focused ? look.focusedEntryBorderColor : look.entryBorderColor
        style.cornerRadius = field.options.tagStyle.cornerRadius
        style.corners = field.options.tagStyle.corners
        style.padding = .zero
        return style
    }

    /// The draft's style: the tag style's font, padding and line height, so the text sits where
    /// the tag's will; one line at the entry's reading edge, its start cut off when too long, as
    /// a text entry keeps the end being typed in view.
    func entryTextStyle(of field: TagField, leftToRight: Bool) -> TextTagStyle {
        let tag = field.options.tagStyle
        var style = TextTagStyle(font: tag.font, textColor: appearance.field.draftColor, backgroundColor: .clear)
        style.padding = tag.padding
        style.scalesPadding = tag.scalesPadding
        style.lineHeight = tag.lineHeight
        style.numberOfLines = 1
        style.lineBreakMode = .truncateHead
        style.textAlignment = leftToRight ? .left : .right
        return style
    }
}
