import TagFlow

/// One entry of a layout document's `tags`: the tag (its id is its index in `tags`; it carries its
/// line-break behaviour) and the font families the entry names, with their paths, so a family the
/// text engine does not have is reported where it was written.
public struct TagEntry: Hashable, Sendable {
    /// The tag.
    public var tag: TextTag
    /// Every font family the entry names, in document order.
    public var fonts: [FontReference]

    /// Creates an entry.
    public init(tag: TextTag, fonts: [FontReference] = []) {
        self.tag = tag
        self.fonts = fonts
    }
}
