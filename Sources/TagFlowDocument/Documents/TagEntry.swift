import TagFlow

/// One entry of a layout document's `tags`: the tag (its id is its index in `tags`; it carries its
/// line-break behaviour) and the font families the entry names, with their paths, so a family the
/// text engine does not have is reported where it was written.
package struct TagEntry: Hashable, Sendable {
    /// The tag.
    package var tag: TextTag
    /// Every font family the entry names, in document order.
    package var fonts: [FontReference]

    /// Creates an entry.
    package init(tag: TextTag, fonts: [FontReference] = []) {
        self.tag = tag
        self.fonts = fonts
    }
}
