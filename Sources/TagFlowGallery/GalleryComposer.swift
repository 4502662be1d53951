import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowRendering

/// Puts the scenes of several documents into one picture for the gallery: each in a panel that
/// shows its container (a light rounded box), with a label above it; or rows of a list stacked at
/// given heights with their heights written beside them.
///
/// Everything is moved into one `RenderScene` of plain items — the panels and labels are items
/// too (boxes and text), and each panel's "+N" chip becomes an item — so the composed picture is
/// drawn by the same renderer in one pass. Every item keeps the metrics it was measured with (its
/// fonts already scaled for its panel's text size), so panels at different text sizes compose.
struct GalleryComposer {
    /// Measures the labels (with the command's measurer and cache).
    var command: RenderCommand

    /// Space around the picture and between panels.
    static let margin = 20.0
    /// Space between panels.
    static let gap = 20.0
    /// Space between a label and its panel.
    static let labelGap = 6.0
    /// The colour behind a composed picture.
    static let background = TagColor.white

    /// A panel's look: the container as a light rounded box.
    static let panelStyle: TextTagStyle = {
        var style = TextTagStyle()
        style.backgroundColor = TagColor(rgb: 0xF6, 0xF7, 0xFB)
        style.borderWidth = 1
        style.borderColor = TagColor(rgb: 0xE3, 0xE6, 0xEE)
        style.cornerRadius = 12
        return style
    }()

    /// A dark panel's look: the dark appearance's background in a rounded box.
    static let darkPanelStyle: TextTagStyle = {
        var style = panelStyle
        style.backgroundColor = TagColor(rgb: 0x1C, 0x1C, 0x1E)
        style.borderColor = TagColor(rgb: 0x3A, 0x3A, 0x3C)
        return style
    }()

    /// A label's look: small semibold grey text on nothing.
    static let labelStyle: TextTagStyle = {
        var style = TextTagStyle(
            font: TagFont(size: 12, weight: .semibold), textColor: TagColor(rgb: 0x6B, 0x72, 0x80),
            backgroundColor: .clear)
        style.padding = .zero
        style.textAlignment = .left
        style.numberOfLines = 1
        style.lineBreakMode = .truncateTail
        return style
    }()

    /// A hairline between list rows.
    static let separatorStyle: TextTagStyle = {
        var style = TextTagStyle()
        style.backgroundColor = TagColor(rgb: 0xE5, 0xE7, 0xEB)
        style.cornerRadius = 0
        return style
    }()

    /// Panels in `columns` columns, filled row by row: each column as wide as its widest panel;
    /// a dark panel in the dark panel's look.
    func compose(_ panels: [(label: String, scene: RenderScene, isDark: Bool)], columns: Int) throws(TagFlowError) -> RenderScene {
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
                    try text(
                        panel.label, style: Self.labelStyle, frame: Rect(x: x + 2, y: y, width: labelWidth, height: labelHeight),
                        containerWidth: columnWidths[column]))
                let origin = Point(x: x, y: y + labelHeight + Self.labelGap)
                items.append(Self.box(Rect(origin: origin, size: panel.scene.size), style: panel.isDark ? Self.darkPanelStyle : Self.panelStyle))
                items += Self.flattened(panel.scene, at: origin)
                rowHeight = max(rowHeight, labelHeight + Self.labelGap + panel.scene.size.height)
                x += columnWidths[column] + Self.gap
            }
            y += rowHeight + Self.gap
            index += columns
        }
        let width = columnWidths.reduce(0, +) + Double(columns - 1) * Self.gap + 2 * Self.margin
        return RenderScene(
            size: Self.wholePoints(Size(width: width, height: y - Self.gap + Self.margin)), backgroundColor: Self.background,
            items: items)
    }

    /// List rows stacked at `heights` (one per row) inside one panel, with a hairline between
    /// rows and each row's height written to its right.
    func stack(rows: [RenderScene], heights: [Double]) throws(TagFlowError) -> RenderScene {
        let rowWidth = rows.map(\.size.width).max() ?? 0
        let gutter = 64.0
        let labelHeight = try size(of: "Ag", style: Self.labelStyle).height
        let total = heights.reduce(0, +)
        let origin = Point(x: Self.margin, y: Self.margin)
        var items: [RenderScene.Item] = [Self.box(Rect(origin: origin, size: Size(width: rowWidth, height: total)), style: Self.panelStyle)]
        var y = origin.y
        for (i, row) in rows.enumerated() {
            items += Self.flattened(row, at: Point(x: origin.x, y: y))
            let text = JSONWriter.format((heights[i] * 10).rounded() / 10) + " pt"
            var style = Self.labelStyle
            style.textAlignment = .right
            let labelWidth = try size(of: text, style: style).width
            items.append(
                try self.text(
                    text, style: style,
                    frame: Rect(
                        x: origin.x + rowWidth + gutter - labelWidth, y: y + (heights[i] - labelHeight) / 2,
                        width: labelWidth, height: labelHeight),
                    containerWidth: gutter))
            y += heights[i]
            if i < rows.count - 1 {
                items.append(Self.box(Rect(x: origin.x + 1, y: y - 0.5, width: rowWidth - 2, height: 1), style: Self.separatorStyle))
            }
        }
        return RenderScene(
            size: Self.wholePoints(Size(width: rowWidth + gutter + 2 * Self.margin, height: total + 2 * Self.margin)),
            backgroundColor: Self.background, items: items)
    }

    /// `size` rounded up to whole points: a composed picture's 2× PNG is then exactly twice its
    /// size in points, so the gallery's page shows it at its natural size without scaling it by
    /// half a pixel.
    static func wholePoints(_ size: Size) -> Size {
        Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// The items of `scene` moved by `origin`, its "+N" chip and a field's parts (the entry, then
    /// the suggestion list on top) as items. Interaction states (a lifted tag, a delete zone) are
    /// not composed: the gallery shows them in a picture of their own.
    static func flattened(_ scene: RenderScene, at origin: Point) -> [RenderScene.Item] {
        (scene.items + [scene.overflowChip].compactMap { $0 } + (scene.field?.items ?? [])).map { item in
            var item = item
            item.frame = item.frame.offsetBy(dx: origin.x, dy: origin.y)
            return item
        }
    }

    /// A box (a panel, a separator): custom content of the frame's size, drawn in `style`.
    static func box(_ frame: Rect, style: TextTagStyle) -> RenderScene.Item {
        .box(frame, style: style)
    }

    /// A line of text in `style` at `frame`, measured in a container `containerWidth` wide.
    private func text(_ text: String, style: TextTagStyle, frame: Rect, containerWidth: Double) throws(TagFlowError) -> RenderScene.Item {
        let metrics = try sizer().metrics(of: .plain(text), style: style, containerWidth: containerWidth)
        return RenderScene.Item(content: .plain(text), style: style, frame: frame, metrics: metrics)
    }

    /// The size of `text` in `style` on one unlimited line.
    private func size(of text: String, style: TextTagStyle) throws(TagFlowError) -> Size {
        try sizer().size(of: .plain(text), style: style, containerWidth: .infinity)
    }

    /// A sizer on the command's measurer and cache.
    func sizer() throws(TagFlowError) -> TagSizer {
        TagSizer(measurer: try command.layoutCommand.measurers.measurer(), cache: command.layoutCommand.cache)
    }
}
