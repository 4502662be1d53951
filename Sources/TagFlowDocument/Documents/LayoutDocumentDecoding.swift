import TagFlow
import TagFlowJSON

extension LayoutDocument {
    /// The top-level keys of a layout document.
    public static let documentKeys = [
        "container", "layout", "items", "tags", "contentSizeCategory", "component", "events", "overflowChip",
    ]

    /// Reads a layout document from JSON text.
    public init(json text: String) throws(TagFlowError) {
        try self.init(document: JSONReader(parsing: Array(text.utf8)))
    }

    /// Reads a layout document:
    /// - `container`: `{ "width": …, "height": … }`; `width` required, `height` optional (default
    ///   0), both numbers ≥ 0;
    /// - `layout`: optional, see `LayoutConfiguration.init(document:)`;
    /// - exactly one of `items` (an array of `LayoutItem.init(document:)` entries) and `tags` (an
    ///   array of `TagEntry.init(document:index:)` entries);
    /// - `contentSizeCategory` (an extension, with `tags` only): the Dynamic Type size that scales
    ///   every font, one of `TextSizeCategory`'s names (`extraSmall` … `large` (default) …
    ///   `accessibilityExtraExtraExtraLarge`);
    /// - `component` and `events` (an extension): the component's settings and the input events
    ///   played before the output, see `ComponentScript.init(component:events:container:)`; with
    ///   either key the document gets a `component` script, checked by `checkComponentScript()`;
    /// - `overflowChip` (an extension, with `tags` only): the "+N" chip as a text tag, see
    ///   `OverflowChip.init(document:fonts:textSizeCategory:budget:)`; it takes the place of `layout.overflowIndicator` and
    ///   `layout.collapseIndicator`, so giving either as well is an error.
    public init(document reader: JSONReader) throws(TagFlowError) {
        let root = try reader.object(allowedKeys: Self.documentKeys)
        let container = try root.requiredMember("container").object(allowedKeys: ["width", "height"])
        self.container = Size(
            width: try container.requiredMember("width").length(),
            height: try container.member("height")?.length() ?? 0)
        configuration = LayoutConfiguration()
        if let layout = root.member("layout") { configuration = try LayoutConfiguration(document: layout) }
        textSizeCategory = .large
        var budget = TextBudget()
        switch (root.member("items"), root.member("tags")) {
        case (let value?, nil):
            var items: [LayoutItem] = []
            for entry in try value.array() { items.append(try LayoutItem(document: entry)) }
            content = .items(items)
            if let category = root.member("contentSizeCategory") {
                throw category.error("only allowed with \"tags\" (items have fixed sizes)")
            }
        case (nil, let value?):
            // The category first: font sizes are limited after its scaling.
            if let category = root.member("contentSizeCategory") {
                textSizeCategory = try category.choice(TextSizeCategory.self)
            }
            var tags: [TagEntry] = []
            for (index, entry) in try value.array().enumerated() {
                tags.append(try TagEntry(document: entry, index: index, textSizeCategory: textSizeCategory, budget: &budget))
            }
            content = .tags(tags)
        case (_?, _?):
            throw reader.error("give either \"items\" or \"tags\", not both")
        case (nil, nil):
            throw reader.error("missing required key \"items\" (or \"tags\")")
        }
        overflowChip = nil
        if let value = root.nonNullMember("overflowChip") {
            guard case .tags = content else {
                throw value.error(
                    "only allowed with \"tags\" (items have no text); give items a size-only \"layout.overflowIndicator\"")
            }
            if configuration.overflowIndicator != nil || configuration.collapseIndicator != nil {
                throw value.error(
                    "give either \"overflowChip\" or a size in \"layout.overflowIndicator\" or \"layout.collapseIndicator\", not both "
                        + "(the chip is measured for the count it shows)")
            }
            overflowChip = try OverflowChip(
                document: value, fonts: &overflowChipFonts, textSizeCategory: textSizeCategory, budget: &budget)
        }
        component = nil
        if root.contains("component") || root.contains("events") {
            component = try ComponentScript(
                component: root.member("component"), events: root.member("events"), container: self.container)
            try checkComponentScript()
        }
    }
}
