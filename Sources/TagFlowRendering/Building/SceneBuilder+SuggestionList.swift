import TagFlow

/// A tag field's open suggestion list as a popover under the entry (or the editor of a tag
/// edited in place): a panel as wide as its widest row (at least
/// `FieldAppearance.listMinimumWidth`, at most the field's line), starting at the entry's reading
/// edge; a quiet header where a group begins, one row per suggestion shown, its matched
/// characters bold, the highlighted row in the selection colour, a row already added dimmed
/// behind a check mark; a loading row while an asynchronous answer is awaited.
extension SceneBuilder {
    /// The list of `field` under the frame `entry`, or `nil` while it shows nothing.
    func suggestionList(of field: TagField, under entry: Rect, leftToRight: Bool) throws(TagFlowError) -> RenderScene.SuggestionList? {
        guard !field.suggestions.isEmpty || field.isLoadingSuggestions else { return nil }
        let look = appearance.field
        let marks = field.suggestions.contains(where: \.isAdded)
        let font = field.options.tagStyle.font
        var lines: [(content: TagContent, style: TextTagStyle, mark: VectorPath?, kind: ListLine)] = []
        var group: String?
        for (index, suggestion) in field.suggestions.enumerated() {
            if let title = suggestion.group, title != group || index == 0 {
                lines.append((.plain(title), headerStyle(font: font, leftToRight: leftToRight), nil, .header))
            }
            group = suggestion.group
            let row = row(suggestion, font: font, isHighlighted: index == field.highlightedSuggestion, leavesRoomForMark: marks, leftToRight: leftToRight)
            lines.append((row.content, row.style, row.mark, .row))
        }
        if field.isLoadingSuggestions {
            var style = headerStyle(font: font, leftToRight: leftToRight)
            style.font = font
            style.textColor = look.loadingTextColor
            style.padding = look.rowPadding
            lines.append((.plain(look.loadingText), style, nil, .loading))
        }
        var widest = 0.0
        for line in lines {
            widest = max(widest, try sizer.size(of: line.content, style: line.style, containerWidth: .infinity).width)
        }
        let extent = lineExtent(of: field)
        let width = min(extent.width, max(widest + 2 * look.listInset, look.listMinimumWidth))
        let x = leftToRight ? max(extent.minX, min(entry.minX, extent.maxX - width)) : min(extent.maxX - width, max(entry.maxX - width, extent.minX))
        let rowWidth = max(0, width - 2 * look.listInset)
        var list = RenderScene.SuggestionList(panel: .box(.zero, style: panelStyle), rows: [], highlightedRow: field.highlightedSuggestion)
        var y = entry.maxY + look.listInset + look.listInset
        for line in lines {
            let metrics = try sizer.metrics(of: line.content, style: line.style, containerWidth: rowWidth)
            let frame = Rect(x: x + look.listInset, y: y, width: rowWidth, height: metrics.size.height)
            let item = RenderScene.Item(content: line.content, style: line.style, frame: frame, metrics: metrics, leadingIcon: line.mark)
            switch line.kind {
            case .header: list.headers.append(item)
            case .row: list.rows.append(item)
            case .loading: list.loading = item
            }
            y += metrics.size.height
        }
        let top = entry.maxY + look.listInset
        list.panel = .box(Rect(x: x, y: top, width: width, height: y + look.listInset - top), style: panelStyle)
        return list
    }

    /// What a line of the list is.
    private enum ListLine {
        case header, row, loading
    }

    /// A group header's style: the rows' font, smaller and semibold, in the header colour.
    private func headerStyle(font: TagFont, leftToRight: Bool) -> TextTagStyle {
        let look = appearance.field
        var header = font
        header.size *= look.headerFontScale
        header.weight = .semibold
        var style = TextTagStyle(font: header, textColor: look.headerTextColor, backgroundColor: .clear)
        style.padding = Size(width: look.rowPadding.width, height: look.rowPadding.height / 2)
        style.numberOfLines = 1
        style.lineBreakMode = .truncateTail
        style.textAlignment = leftToRight ? .left : .right
        return style
    }

    /// The list's panel: a popover's fill, hairline border, rounded corners and shadow.
    private var panelStyle: TextTagStyle {
        let look = appearance.field
        var style = TextTagStyle()
        style.backgroundColor = look.listBackgroundColor
        style.borderWidth = 1
        style.borderColor = look.listBorderColor
        style.cornerRadius = look.listCornerRadius
        style.shadow = look.listShadow
        style.padding = .zero
        return style
    }

    /// One row: the suggestion's text with its matched characters in the bold of `font`, in the
    /// row's colours; with room for the mark before it when any row is marked, so the texts line
    /// up, and the mark drawn there when the suggestion is added.
    private func row(
        _ suggestion: TagSuggestion, font: TagFont, isHighlighted: Bool, leavesRoomForMark: Bool, leftToRight: Bool
    ) -> (content: TagContent, style: TextTagStyle, mark: VectorPath?) {
        let look = appearance.field
        let color = isHighlighted ? look.highlightedRowTextColor : suggestion.isAdded ? look.addedRowTextColor : look.rowTextColor
        var style = TextTagStyle(font: font, textColor: color, backgroundColor: isHighlighted ? look.highlightedRowColor : .clear)
        style.padding = look.rowPadding
        style.cornerRadius = look.rowCornerRadius
        style.numberOfLines = 1
        style.lineBreakMode = .truncateTail
        style.textAlignment = leftToRight ? .left : .right
        let side = font.size * 0.9
        let slot = leavesRoomForMark ? TagImage(source: "", size: Size(width: side, height: side), spacing: 6, tintColor: color) : nil
        let mark = leavesRoomForMark ? (suggestion.isAdded ? look.addedMark : VectorPath([])) : nil
        return (.text(Self.matchRuns(suggestion, bold: font), leadingImage: slot), style, mark)
    }

    /// The suggestion's text as runs: the characters of its match range in the bold of `font`.
    static func matchRuns(_ suggestion: TagSuggestion, bold font: TagFont) -> TagText {
        let characters = Array(suggestion.text)
        let start = min(max(0, suggestion.matchRange.lowerBound), characters.count)
        let end = min(max(start, suggestion.matchRange.upperBound), characters.count)
        guard start < end else { return .plain(suggestion.text) }
        var bold = font
        bold.weight = .bold
        let runs = [
            TextRun(String(characters[..<start])), TextRun(String(characters[start..<end]), font: bold),
            TextRun(String(characters[end...])),
        ]
        return .runs(runs.filter { !$0.text.isEmpty })
    }

    /// The field's line: the viewport less the insets, from the left inset.
    private func lineExtent(of field: TagField) -> Rect {
        let configuration = field.controller.configuration
        let viewport = field.controller.viewport.size.width
        let width = configuration.tagContainerWidth(forWidth: viewport)
        return Rect(x: configuration.contentInset.left, y: 0, width: width.isFinite ? width : viewport, height: 0)
    }
}
