/// The settings a tag view is configured with, each one line, as TTGTagCollectionView named them.
extension TagCloud {
    /// How tags share a line: `.leading` (the default), `.center`, `.fillWidth`, `.spaceBetween`…
    public var alignment: LayoutConfiguration.Alignment {
        get { configuration.alignment }
        set { configuration.alignment = newValue }
    }

    /// `.vertical` (wrapping lines, the default) or `.horizontal` (rows that scroll sideways).
    public var scrollDirection: LayoutConfiguration.ScrollDirection {
        get { configuration.scrollDirection }
        set { configuration.scrollDirection = newValue }
    }

    /// The space between tags on a line.
    public var horizontalSpacing: Double {
        get { configuration.horizontalSpacing }
        set { configuration.horizontalSpacing = newValue }
    }

    /// The space between lines.
    public var verticalSpacing: Double {
        get { configuration.verticalSpacing }
        set { configuration.verticalSpacing = newValue }
    }

    /// The space around the tags.
    public var contentInset: Insets {
        get { configuration.contentInset }
        set { configuration.contentInset = newValue }
    }

    /// The most lines that show, or `nil` for no limit (0, TTGTagCollectionView's and the JSON
    /// documents' "no limit", is refused at the next call with words that say so). Tags past the
    /// limit are stood for by the ``overflowChip``.
    public var numberOfLines: Int? {
        get { configuration.numberOfLines }
        set { configuration.numberOfLines = newValue }
    }

    /// The most tags input may select, or `nil` for no limit (0 is refused as ``numberOfLines``'s).
    public var selectionLimit: Int? {
        get { options.selectionLimit }
        set { options.selectionLimit = newValue }
    }

    /// The chip that stands for the tags past ``numberOfLines``: `OverflowChip()` reads "+12",
    /// `OverflowChip(format: "+{count} more")` reads "+12 more"; `nil` for none.
    public var overflowChip: OverflowChip? {
        get { options.overflowChip }
        set { options.overflowChip = newValue }
    }

    /// How lines are broken: `.greedy` (the default), `.balanced`, or `.fewestRows` (reordering).
    public var lineBreaking: LayoutConfiguration.LineBreaking {
        get { configuration.lineBreaking }
        set { configuration.lineBreaking = newValue }
    }

    /// Whether a long press drags a tag elsewhere.
    public var allowsReordering: Bool {
        get { options.allowsReordering }
        set { options.allowsReordering = newValue }
    }

    /// The order of tags over the rows of a horizontal layout: `.rowMajor` (the default),
    /// `.columnMajor` or `.balanced`.
    public var horizontalDistribution: LayoutConfiguration.HorizontalDistribution {
        get { configuration.horizontalDistribution }
        set { configuration.horizontalDistribution = newValue }
    }

    /// Where a tag's content sits inside a tag taller than it (`exactHeight`).
    public var contentVerticalAlignment: LayoutConfiguration.ContentVerticalAlignment {
        get { configuration.contentVerticalAlignment }
        set { configuration.contentVerticalAlignment = newValue }
    }
}
