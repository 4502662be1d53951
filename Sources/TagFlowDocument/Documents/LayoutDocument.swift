import TagFlow
import TagFlowJSON

/// The input of `tagflow layout`: a container, a layout configuration, and what to
/// place — items of given sizes, or tags to be measured first.
///
/// ```json
/// { "container": { "width": 343, "height": 0 },
///   "layout": { "alignment": "center", "numberOfLines": 2 },
///   "items": [ { "width": 80, "height": 28 }, { "width": 120, "height": 28, "lineBreak": "startsNewLine" } ] }
/// ```
package struct LayoutDocument: Hashable, Sendable {
    /// What a document places.
    package enum Content: Hashable, Sendable {
        /// Items of given sizes (`items`).
        case items([LayoutItem])
        /// Tags, measured with the text engine before they are placed (`tags`).
        case tags([TagEntry])
    }

    /// The container's size: `container.width` (required) and `container.height` (0: no fixed
    /// height).
    package var container: Size
    /// The `layout` object; every key defaults to `LayoutConfiguration()`.
    package var configuration: LayoutConfiguration
    /// The items or tags, in order.
    package var content: Content
    /// The reader's text size that scales every tag's fonts (the document key `contentSizeCategory`, tags only).
    package var textSizeCategory: TextSizeCategory
    /// The component settings and input events (`component`, `events`), or `nil` when the
    /// document has neither key: then the output is the plain layout (docs/cli.md, "tagflow layout").
    package var component: ComponentScript?
    /// The "+N" chip as a text tag (`overflowChip`, tags only), measured for the count it shows,
    /// or `nil` for the configuration's fixed-size indicator.
    package var overflowChip: OverflowChip?
    /// The font families the chip's style names, with where.
    var overflowChipFonts: [FontReference] = []
    /// The tag field (`field`, tags only) and its `events`, or `nil`: then any `events` are the
    /// component's. With a field the output is the field's (docs/cli.md, "The tag field").
    package var field: FieldScript?
    /// The font families the field's styles name, with where.
    var fieldFonts: [FontReference] = []

    /// Creates a document.
    package init(
        container: Size, configuration: LayoutConfiguration = LayoutConfiguration(), content: Content,
        textSizeCategory: TextSizeCategory = .large, component: ComponentScript? = nil, overflowChip: OverflowChip? = nil
    ) {
        self.container = container
        self.configuration = configuration
        self.content = content
        self.textSizeCategory = textSizeCategory
        self.component = component
        self.overflowChip = overflowChip
    }

    /// What the document places, as tags: its tags, or its items as custom content of their
    /// sizes. Either way a tag's id is its index in the document (its input index).
    package var tags: [TextTag] {
        switch content {
        case .items(let items): items.enumerated().map { index, item in Self.tag(of: item, id: TagID(index)) }
        case .tags(let entries): entries.map(\.tag)
        }
    }

    /// How many items or tags the document places.
    package var itemCount: Int {
        switch content {
        case .items(let items): items.count
        case .tags(let entries): entries.count
        }
    }

    /// An item as a custom tag laid out as the item is: its width within its limits, its
    /// baseline its content's, its growth and limits its style's.
    private static func tag(of item: LayoutItem, id: TagID) -> TextTag {
        // Comparisons, not min and max, so that a NaN width stays one and is refused.
        let width = item.width < item.minWidth ? item.minWidth : item.width > item.maxWidth ? item.maxWidth : item.width
        var style = TextTagStyle()
        style.grow = item.grow
        if item.minWidth > 0 { style.minWidth = item.minWidth }
        // A flex item's maximum of 0 keeps it 0 wide, as no growth does (a style refuses 0).
        if item.maxWidth == 0 { style.grow = 0 } else if item.maxWidth < .infinity { style.maxWidth = item.maxWidth }
        return TextTag(
            id: id, content: .custom(size: Size(width: width, height: item.height), baseline: item.baseline), style: style,
            lineBreak: item.lineBreak)
    }

    /// Where the document's items or tags are: `$.items` or `$.tags`.
    package var contentPath: ValuePath {
        if case .items = content { return ["items"] }
        return ["tags"]
    }

    /// Every font family the document names, with where.
    package var fonts: [FontReference] {
        if case .tags(let entries) = content { return entries.flatMap(\.fonts) + overflowChipFonts + fieldFonts }
        return overflowChipFonts + fieldFonts
    }

    /// Creates a document of items.
    package init(container: Size, configuration: LayoutConfiguration = LayoutConfiguration(), items: [LayoutItem]) {
        self.init(container: container, configuration: configuration, content: .items(items))
    }
}
