// TTGTagCollectionView's Objective-C selectors as Swift imports them (`addTag:` is
// `addTag(_:)`, `removeTagAtIndex:` is `removeTag(at:)`), each renamed to TagCloud's call.

extension TagCloud {
    /// TTG's `addTag:`.
    @available(*, unavailable, renamed: "append(_:)", message: "no reload() needed")
    public func addTag(_ tag: TextTag) {}
    /// TTG's `addTags:`.
    @available(*, unavailable, renamed: "append(contentsOf:)")
    public func addTags(_ tags: [TextTag]) {}
    /// TTG's `insertTag:atIndex:`.
    @available(*, unavailable, renamed: "insert(_:at:)")
    public func insertTag(_ tag: TextTag, at index: Int) {}
    /// TTG's `insertTags:atIndex:`.
    @available(*, unavailable, renamed: "insert(contentsOf:at:)")
    public func insertTags(_ tags: [TextTag], at index: Int) {}
    /// TTG's `removeTag:`.
    @available(*, unavailable, message: "remove(id: tag.id)")
    public func removeTag(_ tag: TextTag) {}
    /// TTG's `updateTagAtIndex:withNewTag:`.
    @available(*, unavailable, renamed: "replace(at:with:)")
    public func updateTag(at index: Int, withNewTag tag: TextTag) {}
    /// TTG's `getTagsInRange:`.
    @available(*, unavailable, message: "tags[range]")
    public func getTags(in range: Range<Int>) -> [TextTag] { [] }
    /// TTG's `allNotSelectedTags`.
    @available(*, unavailable, message: "tags.filter { !$0.isSelected }")
    public func allNotSelectedTags() -> [TextTag] { [] }
}
