import TagFlow
import TagFlowJSON

extension OverflowChip {
    /// The keys of a document's `overflowChip` object, in the order error messages list them.
    package static let documentKeys = ["style", "format", "collapseText", "expandsOnTap"]

    /// Reads the `overflowChip` object of a document with tags (an extension of the contract).
    /// Every key is optional:
    ///
    /// - `style`: see `TextTagStyle.init(document:base:fonts:)`, on top of the default chip style
    ///   (`OverflowChip.defaultStyle`: semibold dark grey on white, a light grey hairline);
    /// - `format`: the chip's words, a string containing `{count}` (default `"+{count}"`);
    /// - `collapseText`: the words of the "less" chip that follows the last tag while the line
    ///   limit is expanded, a string, or `null` for none (default `"Show less"`);
    /// - `expandsOnTap`: a boolean, default `true`: a tap on the chip expands the line limit, a tap
    ///   on the "less" chip collapses it (with `component` and `events`, and in `tagflow show`).
    ///
    /// The style's font sizes are held to the document's text size category, and the words to a
    /// text's limits (`OverflowChip.validate()`) and the document's text budget.
    ///
    /// - Parameters:
    ///   - reader: the `overflowChip` value.
    ///   - fonts: gains the font families the style names, with their paths.
    ///   - textSizeCategory: the document's, which font sizes must stay within after scaling.
    ///   - budget: what the document's texts and fonts have spent so far; the chip's words and
    ///     font spend it too.
    init(
        document reader: JSONReader, fonts: inout [FontReference], textSizeCategory: TextSizeCategory,
        budget: inout TextBudget
    ) throws(TagFlowError) {
        let object = try reader.object(allowedKeys: Self.documentKeys)
        self.init()
        if let value = object.member("style") {
            style = try TextTagStyle(document: value, base: style, fonts: &fonts, textSizeCategory: textSizeCategory)
            try budget.spendFont(of: style, readFrom: value, scaledFor: textSizeCategory)
        }
        if let value = object.member("format") {
            format = try value.string()
            guard format.contains(Self.countPlaceholder) else {
                throw value.error(
                    "\(JSONWriter.quotedExcerpt(format)) does not contain {count}, where the number of hidden tags goes (e.g. \"+{count} more\")")
            }
        }
        if let value = object.member("collapseText") { collapseText = value.isNull ? nil : try value.string() }
        if let value = object.member("expandsOnTap") { expandsOnTap = try value.bool() }
        do { try validate() } catch { throw error.prefixed(with: reader.path) }
        if let value = object.member("format") { try budget.spend(.plain(format), at: value.path) }
        if let value = object.member("collapseText"), let collapseText { try budget.spend(.plain(collapseText), at: value.path) }
    }
}
