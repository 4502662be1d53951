import TagFlow

extension MeasureDocument {
    /// The keys of a measure document.
    public static let documentKeys = ["font", "texts", "maxWidth", "numberOfLines", "lineBreakMode", "contentSizeCategory"]

    /// Reads a measure document from JSON text.
    public init(json text: String) throws(DocumentError) {
        try self.init(document: JSONReader(JSONParser.parse(text)))
    }

    /// Reads a measure document:
    /// - `font`: optional, see `Font.init(document:base:fonts:)` (default DejaVu Sans 14 regular);
    /// - `texts`: required, an array of strings;
    /// - `maxWidth`: a number ≥ 0, 0 (default) for no limit;
    /// - `numberOfLines`: an integer ≥ 0, default 1, 0 for as many as needed;
    /// - `lineBreakMode`: default `truncateTail`; `wordWrap`, `charWrap`, `clip`,
    ///   `truncateHead`, `truncateMiddle`, `truncateTail`;
    /// - `contentSizeCategory` (an extension): the Dynamic Type size that scales the font, default
    ///   `large` (scale 1).
    public init(document reader: JSONReader) throws(DocumentError) {
        let root = try reader.object(allowedKeys: Self.documentKeys)
        var fonts: [FontReference] = []
        var font = Font.default
        if let value = root.member("font") { font = try Font(document: value, base: .default, fonts: &fonts) }
        var texts: [String] = []
        for element in try root.requiredMember("texts").array() { texts.append(try element.string()) }
        self.init(
            font: font, texts: texts,
            maxWidth: try root.member("maxWidth")?.nonNegativeNumber() ?? 0,
            numberOfLines: try root.member("numberOfLines")?.nonNegativeInteger() ?? 1,
            lineBreakMode: try root.member("lineBreakMode")?.choice(LineBreakMode.self) ?? .truncateTail,
            contentSizeCategory: try root.member("contentSizeCategory")?.choice(ContentSizeCategory.self) ?? .large,
            fonts: fonts)
    }
}
