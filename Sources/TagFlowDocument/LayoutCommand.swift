import TagFlow

/// `tagflow layout` as a pure function: a layout document's text in, the result's JSON text out
/// (one compact line, no trailing newline), or a `DocumentError` saying what and where.
///
/// Items are laid out as given. Tags are measured first (with the command's text measurer,
/// through one measurement cache shared by every document the command handles, so a batch
/// measures each distinct text once), at the container's line width in vertical scrolling or
/// without a width limit in horizontal scrolling (as `ContentSizeCalculator` does), and then laid
/// out in the same call that reports the sizes.
///
/// Errors from the engine come out at the JSON path of the offending value (see
/// `DocumentError.init(_:itemsPath:)`); in practice the decoder refuses out-of-range values first.
public struct LayoutCommand: DocumentCommand {
    /// Where the text measurer comes from (created on the first document with tags).
    public let measurers: TextMeasurerProvider
    /// The measurement cache shared by every document.
    public let cache: MeasurementCache

    /// Creates the command; by default tags are measured with Pango and the bundled fonts.
    public init(measurers: TextMeasurerProvider = .pango(), cache: MeasurementCache = MeasurementCache()) {
        self.measurers = measurers
        self.cache = cache
    }

    /// Lays out a decoded document; with a `component` script, plays its events first (see
    /// `run(_:script:)`).
    public func run(_ document: LayoutDocument) throws(DocumentError) -> String {
        if let script = document.component { return try run(document, script: script) }
        let result = try layout(document)
        do {
            return try JSONWriter.write(result.documentJSON)
        } catch {
            throw DocumentError(path: error.path, message: "internal error: the layout produced \(error.value)")
        }
    }

    /// The layout of a document's items, or of its tags measured first, ignoring any `component`
    /// script — the one place a document is laid out (`render` draws this same result).
    func layout(_ document: LayoutDocument) throws(DocumentError) -> LayoutResult {
        let items: [LayoutItem]
        let itemsPath: JSONPath
        switch document.content {
        case .items(let given):
            items = given
            itemsPath = JSONPath([.key("items")])
        case .tags(let tags):
            items = try measure(tags, in: document)
            itemsPath = JSONPath([.key("tags")])
        }
        do {
            return try FlowLayout(configuration: document.configuration).layout(items, in: document.container)
        } catch {
            throw DocumentError(error, itemsPath: itemsPath)
        }
    }

    /// The items of `tags`: their sizes as they show now, with their line-break behaviour.
    func measure(_ tags: [TagEntry], in document: LayoutDocument) throws(DocumentError) -> [LayoutItem] {
        let tagsPath = JSONPath([.key("tags")])
        guard !tags.isEmpty else { return [] }
        let measurer: any TextMeasuring
        do {
            measurer = try measurers.measurer()
        } catch {
            throw DocumentError(path: tagsPath, message: "cannot measure text: \(error)")
        }
        try DocumentError.checkFamilies(tags.flatMap(\.fonts), for: measurer)
        let sizer = TagSizer(measurer: measurer, cache: cache, contentSizeCategory: document.contentSizeCategory)
        let width = ContentSizeCalculator.tagContainerWidth(
            forWidth: document.container.width, configuration: document.configuration)
        var items: [LayoutItem] = []
        items.reserveCapacity(tags.count)
        for (index, entry) in tags.enumerated() {
            do {
                let size = try sizer.size(of: entry.tag, containerWidth: width)
                items.append(LayoutItem(size: size, lineBreak: entry.lineBreak))
            } catch {
                // A family only a measurer other than Pango refuses: point at where it was written.
                var path = tagsPath.appending(index: index)
                if case let .unknownFontFamily(_, family, _) = error,
                    let font = entry.fonts.first(where: { $0.family == family })
                {
                    path = font.path
                }
                throw DocumentError(error, at: path)
            }
        }
        return items
    }
}
