import TagFlow
import TagFlowJSON

extension LayoutConfiguration {
    /// The keys of a document's `layout` object, in the order error messages list them.
    package static let documentKeys = [
        "scrollDirection", "alignment", "lineAlignment", "contentVerticalAlignment", "layoutDirection",
        "horizontalSpacing", "verticalSpacing", "contentInset", "numberOfLines", "horizontalDistribution",
        "lineBreaking", "overflowIndicator", "displayScale", "lineLimitExpanded", "collapseIndicator",
        "lastLineAlignment", "maxItemsPerLine", "columns", "trailingItem",
    ]

    /// Reads the `layout` object of a layout document. Every key is optional and
    /// defaults to the value of `LayoutConfiguration()`:
    ///
    /// - `scrollDirection`, `alignment`, `lineAlignment`, `contentVerticalAlignment`,
    ///   `layoutDirection`, `horizontalDistribution`, `lineBreaking`: strings, the enumerations'
    ///   raw values;
    /// - `horizontalSpacing`, `verticalSpacing`: numbers ≥ 0;
    /// - `contentInset`: `{ "top", "left", "bottom", "right" }`, each optional, numbers ≥ 0;
    /// - `numberOfLines`: an integer ≥ 0;
    /// - `overflowIndicator`: `{ "width", "height" }`, both required, numbers ≥ 0; absent or
    ///   `null` for none;
    /// - `displayScale` (an extension of the contract): a number in 0.125 … 8
    ///   (`LayoutConfiguration.displayScales`) that snaps frames to device pixels (points ×
    ///   scale); absent or `null` for unrounded frames;
    /// - `lineLimitExpanded` (an extension): a boolean, default `false`: the line limit is lifted
    ///   for now (every line shows; `isLineLimitExpanded`);
    /// - `collapseIndicator` (an extension): `{ "width", "height" }`, both required, numbers ≥ 0:
    ///   a "less" chip after the last item while the limit is expanded and would hide items;
    ///   absent or `null` for none;
    /// - `lastLineAlignment`: an alignment for the last line (absent or `null`: `alignment`);
    /// - `maxItemsPerLine`: an integer ≥ 0, the most items a line holds (0: as many as fit);
    /// - `columns`: `{ "minimumWidth": M }`, M a length > 0: an equal-width grid (absent or
    ///   `null` for a flow);
    /// - `trailingItem`: an item as an entry of `items` is (`LayoutItem.init(document:)`), after
    ///   every other and never hidden (a tag field's entry); absent or `null` for none;
    /// - every length at most `JSONReader.maximumLength`.
    package init(document reader: JSONReader) throws(TagFlowError) {
        self.init()
        let layout = try reader.object(allowedKeys: Self.documentKeys)
        if let value = layout.member("scrollDirection") { scrollDirection = try value.choice(LayoutConfiguration.ScrollDirection.self) }
        if let value = layout.member("alignment") { alignment = try value.choice(LayoutConfiguration.Alignment.self) }
        if let value = layout.member("lineAlignment") { lineAlignment = try value.choice(LayoutConfiguration.LineAlignment.self) }
        if let value = layout.member("contentVerticalAlignment") {
            contentVerticalAlignment = try value.choice(LayoutConfiguration.ContentVerticalAlignment.self)
        }
        if let value = layout.member("layoutDirection") { layoutDirection = try value.choice(LayoutConfiguration.LayoutDirection.self) }
        if let value = layout.member("horizontalSpacing") { horizontalSpacing = try value.length() }
        if let value = layout.member("verticalSpacing") { verticalSpacing = try value.length() }
        if let value = layout.member("contentInset") {
            let inset = try value.object(allowedKeys: ["top", "left", "bottom", "right"])
            contentInset = Insets(
                top: try inset.member("top")?.length() ?? 0,
                left: try inset.member("left")?.length() ?? 0,
                bottom: try inset.member("bottom")?.length() ?? 0,
                right: try inset.member("right")?.length() ?? 0)
        }
        if let value = layout.member("numberOfLines") { numberOfLines = try value.lineLimit() }
        if let value = layout.member("horizontalDistribution") {
            horizontalDistribution = try value.choice(LayoutConfiguration.HorizontalDistribution.self)
        }
        if let value = layout.member("lineBreaking") { lineBreaking = try value.choice(LayoutConfiguration.LineBreaking.self) }
        if let value = layout.nonNullMember("overflowIndicator") { overflowIndicator = try Self.indicatorSize(value) }
        if let value = layout.nonNullMember("displayScale") {
            _ = try value.positiveNumber()
            displayScale = try value.number(in: LayoutConfiguration.displayScales)
        }
        if let value = layout.member("lineLimitExpanded") { isLineLimitExpanded = try value.bool() }
        if let value = layout.nonNullMember("collapseIndicator") { collapseIndicator = try Self.indicatorSize(value) }
        if let value = layout.nonNullMember("lastLineAlignment") {
            lastLineAlignment = try value.choice(LayoutConfiguration.Alignment.self)
        }
        if let value = layout.member("maxItemsPerLine") { maxItemsPerLine = try value.lineLimit() }
        if let value = layout.nonNullMember("columns") {
            let grid = try value.object(allowedKeys: ["minimumWidth"])
            let minimum = try grid.requiredMember("minimumWidth")
            _ = try minimum.positiveNumber()
            columns = Columns(minimumWidth: try minimum.length())
        }
        if let value = layout.nonNullMember("trailingItem") { trailingItem = try LayoutItem(document: value) }
    }

    /// An indicator's `{ "width", "height" }`, both required lengths.
    private static func indicatorSize(_ value: JSONReader) throws(TagFlowError) -> Size {
        let indicator = try value.object(allowedKeys: ["width", "height"])
        return Size(
            width: try indicator.requiredMember("width").length(),
            height: try indicator.requiredMember("height").length())
    }
}
