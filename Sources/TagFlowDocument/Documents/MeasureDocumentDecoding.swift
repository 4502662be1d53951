import TagFlow
import TagFlowJSON

extension MeasureDocument {
    /// The keys of a measure document.
    package static let documentKeys = ["font", "texts", "maxWidth", "numberOfLines", "lineBreakMode", "contentSizeCategory", "lineHeight"]

    /// Reads a measure document from JSON text.
    package init(json text: String) throws(TagFlowError) {
        try self.init(document: JSONReader(parsing: Array(text.utf8)))
    }

    /// Reads a measure document:
    /// - `font`: optional, see `TagFont.init(document:base:fonts:)` (default DejaVu Sans 14 regular);
    /// - `texts`: required, an array of strings;
    /// - `maxWidth`: a number ≥ 0, 0 (default) for no limit;
    /// - `numberOfLines`: an integer ≥ 0, default 1, 0 for as many as needed;
    /// - `lineBreakMode`: default `truncateTail`; `wordWrap`, `charWrap`, `clip`,
    ///   `truncateHead`, `truncateMiddle`, `truncateTail`;
    /// - `contentSizeCategory` (an extension): the Dynamic Type size that scales the font, default
    ///   `large` (scale 1);
    /// - `lineHeight` (an extension): the height of every line, a number ≥ 0, 0 (default) for the
    ///   natural heights; see `TextTagStyle.lineHeight`.
    ///
    /// Each text is held to `TagText.checkLimits()` (length, combining marks, noncharacters) at
    /// `texts[i]`, and all of them to the document's `TextBudget`; the font size to
    /// `TagFont.maximumSize` after scaling by the category.
    package init(document reader: JSONReader) throws(TagFlowError) {
        let root = try reader.object(allowedKeys: Self.documentKeys)
        // The category first: the font size is limited after its scaling.
        let category = try root.member("contentSizeCategory")?.choice(TextSizeCategory.self) ?? .large
        var fonts: [FontReference] = []
        var font = TagFont.default
        if let value = root.member("font") {
            font = try TagFont(document: value, base: .default, fonts: &fonts, textSizeCategory: category)
        }
        var texts: [String] = []
        var budget = TextBudget()
        for element in try root.requiredMember("texts").array() {
            let text = try element.string()
            try budget.spend(.plain(text), at: element.path)
            texts.append(text)
        }
        self.init(
            font: font, texts: texts,
            maxWidth: (try root.member("maxWidth")?.length()).flatMap { $0 > 0 ? $0 : nil },
            numberOfLines: try root.member("numberOfLines").map { (value) throws(TagFlowError) in try value.lineLimit() } ?? 1,
            lineBreakMode: try root.member("lineBreakMode")?.choice(TextTagStyle.LineBreakMode.self) ?? .truncateTail,
            textSizeCategory: category, lineHeight: try root.member("lineHeight")?.sizeLimit(), fonts: fonts)
    }
}
