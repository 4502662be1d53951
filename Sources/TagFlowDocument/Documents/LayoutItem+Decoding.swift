import TagFlow
import TagFlowJSON

extension LayoutItem.LineBreak {
    /// The names a document uses for each behaviour, in the order error messages list them.
    package static let documentNames: KeyValuePairs<String, LayoutItem.LineBreak> = [
        "normal": .normal, "startsNewLine": .startsNewLine, "fillsLine": .fillsLine,
    ]
}

extension LayoutItem {
    /// The keys of an entry of a document's `items`.
    package static let documentKeys = ["width", "height", "lineBreak", "grow", "minWidth", "maxWidth", "baseline"]

    /// The largest `grow` a document may give: a weight against the others of its line, so no
    /// layout needs more.
    package static let maximumGrow = 1_000_000.0

    /// Reads one entry of a layout document's `items`: `{ "width": 80, "height": 28 }`, both
    /// required numbers ≥ 0, and optionally:
    /// - `"lineBreak": "normal" | "startsNewLine" | "fillsLine"` (default `normal`): an item that
    ///   always starts a new line, or one that takes a whole line and is stretched to its width
    ///   (vertical scrolling; horizontal scrolling ignores it);
    /// - `"grow"` (a number in 0 … 1 000 000, default 0), `"minWidth"` (a length, default 0),
    ///   `"maxWidth"` (a length ≥ `minWidth`; absent for none): the item as a CSS flex item
    ///   (`flex: <grow> 1 <width>px`);
    /// - `"baseline"` (a length, 0 … the item's `height`; absent for its bottom): its first
    ///   baseline, for `"lineAlignment": "firstBaseline"`.
    /// `maxWidth` is checked against `minWidth` and `baseline` against `height`
    /// (`validateFlexibility()`).
    package init(document reader: JSONReader) throws(TagFlowError) {
        let item = try reader.object(allowedKeys: Self.documentKeys)
        self.init(
            width: try item.requiredMember("width").length(),
            height: try item.requiredMember("height").length(),
            lineBreak: try item.member("lineBreak")?.choice(LayoutItem.LineBreak.documentNames) ?? .normal,
            grow: try item.member("grow")?.number(in: 0...Self.maximumGrow) ?? 0,
            minWidth: try item.member("minWidth")?.length() ?? 0,
            maxWidth: try item.nonNullMember("maxWidth")?.length() ?? .infinity,
            baseline: try item.nonNullMember("baseline")?.length())
        do { try validateFlexibility() } catch { throw error.prefixed(with: reader.path) }
    }
}
