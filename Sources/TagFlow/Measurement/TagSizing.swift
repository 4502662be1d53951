/// A tag's size and what it came from, as plain values (nothing to retain or release): what a
/// batch of sizings produces and the controller's size memo keeps. `TagSizer.metrics(of:from:)`
/// rebuilds the full `TagMetrics` from it and the tag.
struct TagSizing: Sendable, Equatable {
    /// The tag's size.
    var size: Size
    /// The text's measurement without its missing characters (zeros for custom content).
    var text: MeasuredExtent
    /// The room the text was measured in (`nil`: unlimited, or custom content).
    var textRoom: Double?
    /// Whether the tag shows text (else custom content).
    var isText: Bool
    /// Whether the sizing is complete (a batch's working flag).
    var isResolved = true
    /// Whether `text` is the text's natural measurement (no width limit), neither wrapped nor
    /// clipped: it then sizes the tag at any container width its text fits
    /// (`TagSizer.refitted(_:basis:containerWidth:accessoryWidth:)`).
    var textIsNatural = false
    /// How the tag grows on its line (`SizingRule.growth(of:)`; none by default).
    var growth = Growth()

    /// A tag's growth and the limits it grows within.
    struct Growth: Sendable, Equatable {
        var grow = 0.0
        var minWidth = 0.0
        var maxWidth = Double.infinity
    }

    /// Takes the growth `rule` gives a tag of this size, when it grows at all.
    @inline(__always)
    mutating func takeGrowth(from rule: SizingRule) {
        if _slowPath(rule.grow > 0) { growth = rule.growth(of: size) }
    }

    /// The tag as the layout engine places it. `alignsBaselines`: whether the layout aligns first
    /// baselines — only then does the item carry its baseline, so that other layouts of tags that
    /// do not grow keep to the engine's fast path.
    @inline(__always)
    func layoutItem(lineBreak: LayoutItem.LineBreak, alignsBaselines: Bool) -> LayoutItem {
        guard _slowPath(alignsBaselines || growth.grow > 0) else {
            return LayoutItem(width: size.width, height: size.height, lineBreak: lineBreak)
        }
        return LayoutItem(
            width: size.width, height: size.height, lineBreak: lineBreak, grow: growth.grow, minWidth: growth.minWidth,
            maxWidth: growth.maxWidth, baseline: alignsBaselines ? baseline : nil)
    }

    /// The tag's first baseline below its top: its content's (`text`), which is drawn centred in
    /// the tag, kept within the tag; `nil` when the content has none.
    var baseline: Double? {
        text.firstBaseline.map { min(max((size.height - text.height) / 2 + $0, 0), size.height) }
    }

    /// A text measurement's numbers. Its missing characters — an array, which would make every
    /// copy of a sizing retain and release — are only flagged: the rare measurement that has
    /// some is looked up again when the metrics are rebuilt. For custom content it holds the
    /// content's height and first baseline, and no text.
    struct MeasuredExtent: Sendable, Equatable {
        var width = 0.0
        var height = 0.0
        var lineCount = 0
        var firstBaseline: Double? = nil
        var hasMissingCharacters = false

        init() {}

        init(width: Double, height: Double, lineCount: Int, firstBaseline: Double?, hasMissingCharacters: Bool) {
            self.width = width
            self.height = height
            self.lineCount = lineCount
            self.firstBaseline = firstBaseline
            self.hasMissingCharacters = hasMissingCharacters
        }

        /// Custom content `height` high whose first baseline is `baseline` below its top.
        init(content height: Double, baseline: Double?) {
            self.init(width: 0, height: height, lineCount: 0, firstBaseline: baseline, hasMissingCharacters: false)
        }

        init(_ measurement: TextMeasurement) {
            self.init(
                width: measurement.width, height: measurement.height, lineCount: measurement.lineCount,
                firstBaseline: measurement.firstBaseline, hasMissingCharacters: measurement.hasMissingCharacters)
        }
    }

    static let zero = TagSizing(size: .zero, text: MeasuredExtent(), textRoom: nil, isText: false)

    /// A place held for a sizing yet to be made (a batch's).
    static let unresolved = TagSizing(size: .zero, text: MeasuredExtent(), textRoom: nil, isText: false, isResolved: false)
}
