/// Adding, removing, moving and selecting tags: each call lays the tags out again at once (no
/// `reload()`) and returns what changed, which can be ignored.
extension TagCloud {
    /// The tags, in order.
    public var tags: [TextTag] { component?.tags ?? pendingTexts.map(tag(text:)) }

    /// The selected tags, in order.
    public var selectedTags: [TextTag] { component?.selectedTags ?? [] }

    /// The tag at `index`, or `nil` when there is none.
    public func tag(at index: Int) -> TextTag? { tags.indices.contains(index) ? tags[index] : nil }

    /// The index of the tag with this id (a tag added by its text has the text as its id).
    public func index(ofID id: TagID) -> Int? { tags.firstIndex { $0.id == id } }

    /// Adds a tag showing `text` (its id the text) in ``style`` at the end.
    /// - Throws: `TagFlowError` when a tag with that id is already there, or a bad setting.
    @discardableResult
    public func append(_ text: String) throws(TagFlowError) -> TagCollectionUpdate {
        let tag = tag(text: text)
        return try update { (component) throws(TagFlowError) in try component.append(tag) }
    }

    /// Adds `tag` at the end.
    @discardableResult
    public func append(_ tag: TextTag) throws(TagFlowError) -> TagCollectionUpdate {
        try update { (component) throws(TagFlowError) in try component.append(tag) }
    }

    /// Adds tags showing `texts` in ``style`` at the end.
    @discardableResult
    public func append(contentsOf texts: [String]) throws(TagFlowError) -> TagCollectionUpdate {
        let tags = texts.map(tag(text:))
        return try update { (component) throws(TagFlowError) in try component.append(contentsOf: tags) }
    }

    /// Adds `tags` at the end.
    @discardableResult
    public func append(contentsOf tags: [TextTag]) throws(TagFlowError) -> TagCollectionUpdate {
        try update { (component) throws(TagFlowError) in try component.append(contentsOf: tags) }
    }

    /// Inserts a tag showing `text` in ``style`` so that it ends at `index` (0…count).
    @discardableResult
    public func insert(_ text: String, at index: Int) throws(TagFlowError) -> TagCollectionUpdate {
        let tag = tag(text: text)
        return try update { (component) throws(TagFlowError) in try component.insert(tag, at: index) }
    }

    /// Inserts `tag` so that it ends at `index` (0…count).
    @discardableResult
    public func insert(_ tag: TextTag, at index: Int) throws(TagFlowError) -> TagCollectionUpdate {
        try update { (component) throws(TagFlowError) in try component.insert(tag, at: index) }
    }

    /// Removes the tag at `index`.
    /// - Throws: `TagFlowError` naming the index and the valid range.
    @discardableResult
    public func remove(at index: Int) throws(TagFlowError) -> TagCollectionUpdate {
        try update { (component) throws(TagFlowError) in try component.remove(at: index) }
    }

    /// Removes the tag with this id (a tag added by its text has the text as its id).
    /// - Throws: `TagFlowError` when no tag has it.
    @discardableResult
    public func remove(id: TagID) throws(TagFlowError) -> TagCollectionUpdate {
        try update { (component) throws(TagFlowError) in try component.remove(id: id) }
    }

    /// Removes every tag.
    @discardableResult
    public func removeAll() throws(TagFlowError) -> TagCollectionUpdate {
        try update { (component) throws(TagFlowError) in try component.removeAll() }
    }

    /// Moves the tag at `source` so that it ends at index `destination`.
    @discardableResult
    public func move(from source: Int, to destination: Int) throws(TagFlowError) -> TagCollectionUpdate {
        try update { (component) throws(TagFlowError) in try component.move(from: source, to: destination) }
    }

    /// Moves the tag with this id so that it ends at index `destination`.
    @discardableResult
    public func move(id: TagID, to destination: Int) throws(TagFlowError) -> TagCollectionUpdate {
        try update { (component) throws(TagFlowError) in try component.move(id: id, to: destination) }
    }

    /// Selects or deselects the tag at `index`, as the program says (the selection limit is the
    /// user's, not the program's).
    @discardableResult
    public func setSelected(_ selected: Bool, at index: Int) throws(TagFlowError) -> TagCollectionUpdate {
        try update { (component) throws(TagFlowError) in try component.setSelected(selected, at: index) }
    }

    /// Selects or deselects the tag with this id.
    @discardableResult
    public func setSelected(_ selected: Bool, forID id: TagID) throws(TagFlowError) -> TagCollectionUpdate {
        try update { (component) throws(TagFlowError) in try component.setSelected(selected, forID: id) }
    }
}
