import TagFlow
import TagFlowPango

/// Puts the scenes of several documents into one picture for the gallery: each in a panel that
/// shows its container (a light rounded box), with a label above it; or rows of a list stacked at
/// given heights with their heights written beside them.
///
/// Everything is moved into one `RenderScene` of plain items — the panels and labels are items
/// too (boxes and text tags), and each panel's "+N" chip becomes an item in the chip's look — so
/// the composed picture is drawn by the same renderer in one pass. Fonts are scaled into the items
/// (a scene has one content-size category, a composed picture may show several).
struct GalleryComposer {
    /// Sizes the labels.
    var renderer: TagRenderer

    /// Space around the picture and between panels.
    static let margin = 20.0
    /// Space between panels.
    static let gap = 20.0
    /// Space between a label and its panel.
    static let labelGap = 6.0
    /// The colour behind a composed picture.
    static let background = Color.white

    /// A panel's look: the container as a light rounded box.
    static let panelStyle: TagStyle = {
        var style = TagStyle()
        style.backgroundColor = Color(red: 0xF6, green: 0xF7, blue: 0xFB)
        style.borderWidth = 1
        style.borderColor = Color(red: 0xE3, green: 0xE6, blue: 0xEE)
        style.cornerRadius = 12
        return style
    }()

    /// A label's look: small semibold grey text on nothing.
    static let labelStyle: TagStyle = {
        var style = TagStyle(
            font: Font(size: 12, weight: .semibold), textColor: Color(red: 0x6B, green: 0x72, blue: 0x80),
            backgroundColor: .clear)
        style.padding = .zero
        style.textAlignment = .left
        style.numberOfLines = 1
        style.lineBreakMode = .truncateTail
        return style
    }()

    /// A hairline between list rows.
    static let separatorStyle: TagStyle = {
        var style = TagStyle()
        style.backgroundColor = Color(red: 0xE5, green: 0xE7, blue: 0xEB)
        style.cornerRadius = 0
        return style
    }()

    /// Panels in `columns` columns, filled row by row: each column as wide as its widest panel.
    func compose(_ panels: [(label: String, scene: RenderScene)], columns: Int) throws(DocumentError) -> RenderScene {
        let columns = max(1, min(columns, panels.count))
        let labelHeight = try size(of: "Ag", style: Self.labelStyle).height
        var columnWidths = [Double](repeating: 0, count: columns)
        for (i, panel) in panels.enumerated() {
            columnWidths[i % columns] = max(columnWidths[i % columns], panel.scene.size.width)
        }
        var items: [RenderScene.Item] = []
        var y = Self.margin
        var index = 0
        while index < panels.count {
            let row = panels[index..<min(index + columns, panels.count)]
            var x = Self.margin
            var rowHeight = 0.0
            for (column, panel) in row.enumerated() {
                let labelWidth = min(try size(of: panel.label, style: Self.labelStyle).width, columnWidths[column])
                items.append(
                    RenderScene.Item(
                        tag: Tag(id: TagID("label"), content: TagContent(panel.label), style: Self.labelStyle),
                        frame: Rect(x: x + 2, y: y, width: labelWidth, height: labelHeight),
                        containerWidth: columnWidths[column]))
                let origin = Point(x: x, y: y + labelHeight + Self.labelGap)
                items.append(.box(frame: Rect(origin: origin, size: panel.scene.size), style: Self.panelStyle, id: TagID("panel")))
                items += Self.flattened(panel.scene, at: origin)
                rowHeight = max(rowHeight, labelHeight + Self.labelGap + panel.scene.size.height)
                x += columnWidths[column] + Self.gap
            }
            y += rowHeight + Self.gap
            index += columns
        }
        let width = columnWidths.reduce(0, +) + Double(columns - 1) * Self.gap + 2 * Self.margin
        return RenderScene(
            size: Size(width: width, height: y - Self.gap + Self.margin), backgroundColor: Self.background, items: items)
    }

    /// List rows stacked at `heights` (one per row) inside one panel, with a hairline between
    /// rows and each row's height written to its right.
    func stack(rows: [RenderScene], heights: [Double]) throws(DocumentError) -> RenderScene {
        let rowWidth = rows.map(\.size.width).max() ?? 0
        let gutter = 64.0
        let labelHeight = try size(of: "Ag", style: Self.labelStyle).height
        let total = heights.reduce(0, +)
        let origin = Point(x: Self.margin, y: Self.margin)
        var items: [RenderScene.Item] = [
            .box(frame: Rect(origin: origin, size: Size(width: rowWidth, height: total)), style: Self.panelStyle, id: TagID("panel"))
        ]
        var y = origin.y
        for (i, row) in rows.enumerated() {
            items += Self.flattened(row, at: Point(x: origin.x, y: y))
            let text = JSONWriter.format((heights[i] * 10).rounded() / 10) + " pt"
            var style = Self.labelStyle
            style.textAlignment = .right
            let labelWidth = try size(of: text, style: style).width
            items.append(
                RenderScene.Item(
                    tag: Tag(id: TagID("height"), content: TagContent(text), style: style),
                    frame: Rect(x: origin.x + rowWidth + gutter - labelWidth, y: y + (heights[i] - labelHeight) / 2, width: labelWidth, height: labelHeight),
                    containerWidth: gutter))
            y += heights[i]
            if i < rows.count - 1 {
                items.append(.box(frame: Rect(x: origin.x + 1, y: y - 0.5, width: rowWidth - 2, height: 1), style: Self.separatorStyle, id: TagID("separator")))
            }
        }
        return RenderScene(
            size: Size(width: rowWidth + gutter + 2 * Self.margin, height: total + 2 * Self.margin),
            backgroundColor: Self.background, items: items)
    }

    /// The items of `scene` moved by `origin`, with its fonts scaled by its content-size category
    /// and its "+N" chip as an item. Interaction states (a lifted tag, a delete zone) are not
    /// composed: the gallery shows them in a picture of their own.
    static func flattened(_ scene: RenderScene, at origin: Point) -> [RenderScene.Item] {
        var items = scene.items.map { item -> RenderScene.Item in
            var item = item
            item.frame = item.frame.offsetBy(origin)
            item.tag = item.tag.scaled(for: scene.contentSizeCategory)
            return item
        }
        if let chip = scene.overflowChip {
            var style = chip.style
            style.font = style.font.scaled(for: scene.contentSizeCategory)
            style.numberOfLines = 1
            style.lineBreakMode = .truncateTail
            style.textAlignment = .center
            items.append(
                RenderScene.Item(
                    tag: Tag(id: TagID("overflow"), content: TagContent(chip.text), style: style),
                    frame: chip.frame.offsetBy(origin), containerWidth: chip.frame.width))
        }
        return items
    }

    private func size(of text: String, style: TagStyle) throws(DocumentError) -> Size {
        do {
            return try renderer.sizer().size(of: TagContent(text), style: style, containerWidth: .infinity)
        } catch {
            throw DocumentError(path: .root, message: "cannot measure the label \(JSONWriter.quoted(text)): \(error)")
        }
    }
}

extension Rect {
    /// The rectangle moved by `offset`.
    fileprivate func offsetBy(_ offset: Point) -> Rect {
        Rect(x: x + offset.x, y: y + offset.y, width: width, height: height)
    }
}

extension Tag {
    /// The tag with every font (style, selected style, text runs) scaled for `category`, so that
    /// drawn at the default category it looks as it does at `category`.
    fileprivate func scaled(for category: ContentSizeCategory) -> Tag {
        guard category != .large else { return self }
        var tag = self
        tag.style.font = style.font.scaled(for: category)
        if let selected = selectedStyle { tag.selectedStyle?.font = selected.font.scaled(for: category) }
        tag.content = content.scaled(for: category)
        tag.selectedContent = selectedContent?.scaled(for: category)
        return tag
    }
}

extension TagContent {
    fileprivate func scaled(for category: ContentSizeCategory) -> TagContent {
        guard case .runs(let runs) = text else { return self }
        var content = self
        content.text = .runs(runs.map { run in
            var run = run
            run.font = run.font?.scaled(for: category)
            return run
        })
        return content
    }
}
