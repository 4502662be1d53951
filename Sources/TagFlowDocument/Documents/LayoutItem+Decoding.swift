import TagFlow
import TagFlowJSON

extension LayoutItem.LineBreak {
    /// The names a document uses for each behaviour, in the order error messages list them.
    public static let documentNames: KeyValuePairs<String, LayoutItem.LineBreak> = [
        "normal": .normal, "startsNewLine": .startsNewLine, "fillsLine": .fillsLine,
    ]
}

extension LayoutItem {
    /// The keys of an entry of a document's `items`.
    public static let documentKeys = ["width", "height", "lineBreak"]

    /// Reads one entry of a layout document's `items`: `{ "width": 80, "height": 28 }`, both
    /// required numbers ≥ 0, and, as an extension of the contract, an optional
    /// `"lineBreak": "normal" | "startsNewLine" | "fillsLine"` (default `normal`): an item that
    /// always starts a new line, or one that takes a whole line and is stretched to its width.
    /// `lineBreak` applies to vertical scrolling; horizontal scrolling ignores it.
    public init(document reader: JSONReader) throws(TagFlowError) {
        let item = try reader.object(allowedKeys: Self.documentKeys)
        self.init(
            width: try item.requiredMember("width").length(),
            height: try item.requiredMember("height").length(),
            lineBreak: try item.member("lineBreak")?.choice(LayoutItem.LineBreak.documentNames) ?? .normal)
    }
}
