import TagFlow

/// Where the caret of a tag field goes: after the draft's characters before it, measured in the
/// draft's style, inside the text box the draft is drawn in (the entry less the tag style's
/// padding), as tall as a line of the font.
extension SceneBuilder {
    /// The caret of `field` in the entry at `entry`, the draft drawn in `style`.
    func caret(of field: TagField, in entry: Rect, style: TextTagStyle, leftToRight: Bool) throws(TagFlowError) -> RenderScene.Item {
        let look = appearance.field
        let padding = style.padding(at: sizer.textSizeCategory)
        let box = entry.insetBy(dx: padding.width / 2, dy: padding.height / 2)
        let draft = field.draft
        let drawn = min(try textWidth(draft, style: style), max(0, box.width))
        let before = try textWidth(String(draft.prefix(field.caret)), style: style)
        // The text starts at the box's reading edge; the caret counts from the text's own start.
        let start = leftToRight ? box.minX : box.maxX - drawn
        let rightToLeftText = TextDirection.startsRightToLeft(draft) ?? !leftToRight
        let x = min(max(rightToLeftText ? start + drawn - before : start + before, box.minX), box.maxX)
        let height = min(try lineHeight(style: style), entry.height)
        var bar = TextTagStyle()
        bar.backgroundColor = look.caretColor
        bar.cornerRadius = look.caretWidth / 2
        bar.padding = .zero
        let frame = Rect(x: x - look.caretWidth / 2, y: entry.midY - height / 2, width: look.caretWidth, height: height)
        return .box(frame, style: bar)
    }

    /// The width of `text` on one unlimited line in `style`'s font.
    private func textWidth(_ text: String, style: TextTagStyle) throws(TagFlowError) -> Double {
        guard !text.isEmpty else { return 0 }
        return try sizer.measure(request(.plain(text), style: style)).width
    }

    /// The height of a line of `style`'s font.
    private func lineHeight(style: TextTagStyle) throws(TagFlowError) -> Double {
        try sizer.measure(request(.plain("Xg"), style: style)).height
    }

    private func request(_ text: TagText, style: TextTagStyle) -> TextMeasurementRequest {
        TextMeasurementRequest(
            text: text, font: style.font, textSizeCategory: sizer.textSizeCategory, numberOfLines: 1,
            lineBreakMode: .clip, lineHeight: style.lineHeight)
    }
}
