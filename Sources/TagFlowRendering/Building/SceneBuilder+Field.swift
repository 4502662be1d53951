import TagFlow

/// The picture of a tag field: its tags as the controller's scene draws them (invalid tags in the
/// invalid style the field gave them), the entry at `TagField.entryFrame` with the draft — or the
/// placeholder, dimmed — in the tag style's font, the caret while the draft has focus, and the
/// suggestion list under the entry while it is open. The scene is tall enough for the list,
/// which may reach past the field's content.
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
        do { parts = try builder.fieldParts(of: field) } catch { throw error.prefixed(with: ["field"]) }
        let content = field.contentSize
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

    /// The entry, its text and caret, and the open list.
    private func fieldParts(of field: TagField) throws(TagFlowError) -> RenderScene.Field {
        let entry = field.entryFrame
        let leftToRight = field.controller.layout.layoutDirection == .leftToRight
        let style = entryTextStyle(of: field, leftToRight: leftToRight)
        var parts = RenderScene.Field(entry: .box(entry, style: entryBoxStyle(of: field)))
        let shown = field.draft.isEmpty ? field.options.placeholder : field.draft
        if !shown.isEmpty {
            var look = style
            if field.draft.isEmpty { look.textColor = appearance.field.placeholderColor }
            let metrics = try sizer.metrics(of: .plain(shown), style: look, containerWidth: entry.width)
            parts.text = RenderScene.Item(content: .plain(shown), style: look, frame: entry, metrics: metrics)
        }
        if field.draftHasFocus {
            parts.caret = try caret(of: field, in: entry, style: style, leftToRight: leftToRight)
        }
        parts.suggestions = try suggestionList(of: field, under: entry, leftToRight: leftToRight)
        return parts
    }

    /// The entry's box: a faint fill in the tag style's shape, its border the accent colour while
    /// the draft has focus, as a focused text field's is.
    private func entryBoxStyle(of field: TagField) -> TextTagStyle {
        let look = appearance.field
        var style = TextTagStyle()
        style.backgroundColor = look.entryBackgroundColor
        style.borderWidth = look.entryBorderWidth
        style.borderColor = field.draftHasFocus ? look.focusedEntryBorderColor : look.entryBorderColor
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
