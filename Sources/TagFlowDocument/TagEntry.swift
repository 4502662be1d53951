import TagFlow

/// One entry of a layout document's `tags`: the tag, how it takes part in line breaking, and the
/// font families it names (with their paths, for errors).
public struct TagEntry: Hashable, Sendable {
    /// The tag; its id is its index in `tags`, as a string.
    public var tag: Tag
    /// How the tag takes part in line breaking.
    public var lineBreak: LineBreakBehavior
    /// Every font family the entry names, in document order.
    public var fonts: [FontReference]

    /// Creates an entry.
    public init(tag: Tag, lineBreak: LineBreakBehavior = .normal, fonts: [FontReference] = []) {
        self.tag = tag
        self.lineBreak = lineBreak
        self.fonts = fonts
    }
}
