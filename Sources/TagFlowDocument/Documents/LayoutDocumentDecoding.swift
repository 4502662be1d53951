import TagFlow
import TagFlowJSON

extension LayoutDocument {
    /// The most tags a document may hold: 100 000, and as many items when it has a `component`
    /// or `events` (the component makes a tag of each item). A tag takes about 1.5 KB while it
    /// is measured and laid out, so a 64 MiB document of empty tags would have needed 8 GB;
    /// items laid out without a component need about 125 bytes each (docs/cli.md, "Limits").
    package static let maximumTagCount = 100_000

    /// The most work a document's `events` may ask for: 200 000 000 units of about 10 ns (about
    /// 2 s), each event counted by what it does (`EventCost`: every tag laid out again and the
    /// change recorded, and a standing filter's and sort order's work over the tags). Counting
    /// one unit a tag an event had let 100 000 sorts of 2 000 tags take 400 s; ordinary
    /// scripts, tens of events over hundreds of tags, spend a thousandth.
    package static let maximumEventWork = 200_000_000

    /// The top-level keys of a layout document.
    package static let documentKeys = [
        "container", "layout", "items", "tags", "contentSizeCategory", "component", "events", "overflowChip", "field",
    ]

    /// Reads a layout document from JSON text.
    package init(json text: String) throws(TagFlowError) {
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
    ///   `layout.collapseIndicator`, so giving either as well is an error;
    /// - `field` (an extension, with `tags` only): a tag field over the tags, see
    ///   `FieldScript.init(field:events:fonts:textSizeCategory:budget:)`; `events` are then the
    ///   field's, and `component` gives the tags' settings (its `filter` and `sort` refused).
    package init(document reader: JSONReader) throws(TagFlowError) {
        try self.init(document: reader, streamedItems: nil)
    }

    /// Reads a layout document from UTF-8 JSON text as `init(document:)` reads its parse, with
    /// the entries of `items` decoded as they are parsed: no JSON value of them is kept, so a
    /// document of a million items needs their 24 bytes each and little more. Errors are the
    /// same, in the same order (an item's is thrown where `init(document:)` would find it).
    package init(utf8 bytes: [UInt8]) throws(TagFlowError) {
        try JSONReader.checkDocumentSize(bytes)
        var items: [LayoutItem] = []
        var itemError: TagFlowError? = nil
        let value: JSONValue
        do throws(JSONSyntaxError) {
            value = try JSONParser.parse(utf8: bytes, streamingElementsOf: "items") { element, index in
                guard itemError == nil else { return }
                do throws(TagFlowError) {
                    items.append(try LayoutItem(document: JSONReader(element, path: ["items", .index(index)])))
                } catch {
                    itemError = error
                }
            }
        } catch {
            throw TagFlowError(error)
        }
        try self.init(document: JSONReader(value), streamedItems: itemError.map { .failure($0) } ?? .success(items))
    }

    /// `init(document:)`, with `items` already decoded from the parse when `streamedItems` is
    /// given (the document's own `items` then holds an empty array).
    private init(document reader: JSONReader, streamedItems: Result<[LayoutItem], TagFlowError>?) throws(TagFlowError) {
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
            if case .array = value.value, let streamedItems {
                items = try streamedItems.get()
            } else {
                for entry in try value.array() { items.append(try LayoutItem(document: entry)) }
            }
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
            let entries = try value.array()
            try Self.checkTagCount(entries.count, of: "tags", at: value)
            for (index, entry) in entries.enumerated() {
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
        field = nil
        if let value = root.member("field") {
            try readField(value, root, textSizeCategory: textSizeCategory, budget: &budget)
        } else if root.contains("component") || root.contains("events") {
            try readComponentScript(root)
        }
    }

    /// Reads `component` and `events` into a script, within the tags and the work a script may
    /// have (`maximumTagCount`, `maximumEventWork`).
    private mutating func readComponentScript(_ root: JSONObjectReader) throws(TagFlowError) {
        if case .items(let items) = content, let value = root.member("items") {
            try Self.checkTagCount(items.count, of: "items", at: value, because: " with \"component\" or \"events\"")
        }
        let script = try ComponentScript(component: root.member("component"), events: root.member("events"), container: container)
        component = script
        try checkComponentScript()
        guard let events = root.member("events") else { return }
        var cost = EventCost(tagCount: itemCount, filter: script.filter, sort: script.sort)
        var work = 0
        for (index, event) in script.events.enumerated() {
            work += cost.cost(of: event)
            guard work > Self.maximumEventWork else { continue }
            throw TagFlowError.document(
                at: events.path.appending(index: index),
                "makes the events' work \(work) for \(itemCount) tags; it may be at most \(Self.maximumEventWork) (about 2 s): "
                    + "each event may lay every tag out again, a standing filter costs every tag the length of its text, and a "
                    + "standing sort order n log n comparisons (docs/cli.md, \"Limits\")")
        }
    }

    /// Throws at `reader` when `count` passes `maximumTagCount`.
    private static func checkTagCount(
        _ count: Int, of what: String, at reader: JSONReader, because condition: String = ""
    ) throws(TagFlowError) {
        guard count > maximumTagCount else { return }
        throw reader.error(
            "holds \(count) \(what); a document\(condition) may hold at most \(maximumTagCount), as each takes about "
                + "1.5 KB while it is measured and laid out")
    }
}
