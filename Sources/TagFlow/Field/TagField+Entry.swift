/// The entry is the layout engine's trailing item: a tag's height (the placeholder measured as a
/// one-line tag in the tag style), at least its minimum width — `entryMinimumWidth` scaled by the
/// text size category, or the placeholder's measured width, at least 40 pt scaled — and growing
/// into the rest of its line (`grow` 1), or wrapping to a line of its own. The engine places it
/// after the last shown tag and the "+N" chip, never hides it, and reports its frame; every front
/// end reads that one frame (`entryFrame`), and the content size counts it.
extension TagField {
    /// The entry as a layout item for the controller's sizer and options now.
    /// - Throws: `TagFlowError` at `options.placeholder` or `options.tagStyle…` for a
    ///   placeholder that cannot be measured.
    func entryItem() throws(TagFlowError) -> LayoutItem {
        let options = controller.options
        let sizer = controller.sizer
        var style = options.tagStyle
        style.numberOfLines = 1
        let measured: Size
        do {
            measured = try sizer.size(of: .plain(options.placeholder), style: style, containerWidth: .infinity)
        } catch {
            // The sizer names the text as the content's and the font as the style's.
            guard let (argument, inside) = error.argument(of: TagSizer.Argument.self) else { throw error }
            switch argument {
            case .content: throw TagFlowError(error.reason, at: TagCollectionController.Argument.options.path() + TagCollectionOptions.Setting.placeholder.path() + inside)
            case .style: throw TagFlowError(error.reason, at: TagCollectionController.Argument.options.path() + TagCollectionOptions.Setting.tagStyle.path() + inside)
            case .containerWidth, .accessoryWidth: throw error
            }
        }
        let scale = sizer.textSizeCategory.scaleFactor
        let least = options.entryMinimumWidth.map { $0 * scale } ?? max(measured.width, 40 * scale)
        return LayoutItem(width: least, height: measured.height, grow: 1, minWidth: least)
    }

    /// Makes the controller's trailing item the entry as it is now (a relayout when it changed).
    mutating func syncEntryItem() throws(TagFlowError) {
        let item = try entryItem()
        guard controller.configuration.trailingItem != item else { return }
        var configuration = controller.configuration
        configuration.trailingItem = item
        try controller.setConfiguration(configuration)
    }

    /// Lays the tag edited in place out at its draft's size (as a tag of that text, in its style
    /// and within the line), so the editor grows and shrinks with the text; an empty draft, and
    /// no edit, lay every tag out at its own.
    mutating func syncEditorItem() throws(TagFlowError) {
        var standIn: TextTag?
        if let id = editing, !draft.isEmpty, var tag = controller.tag(withID: id) {
            tag.content = .text(.plain(draft), leadingImage: tag.content.leadingImage)
            tag.selectedContent = nil
            standIn = tag
        }
        try controller.setLayoutStandIn(standIn)
    }

    /// The entry's frame in content coordinates: where the engine placed the trailing item.
    public var entryFrame: Rect { controller.layout.trailingItemFrame ?? .zero }

    /// Where the text being typed is edited: the tag edited in place, where it stands (as wide as
    /// its draft), or the entry.
    public var editorFrame: Rect {
        if let id = editing, let frame = controller.frame(forID: id) { return frame }
        return entryFrame
    }

    /// The entry's smallest width now (its minimum as the engine has it).
    public var entryMinimumWidth: Double { controller.configuration.trailingItem?.minWidth ?? 0 }
}
