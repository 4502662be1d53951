/// Adding, removing, moving and selecting tags: each call lays the tags out again at once (no
/// `reload()`) and returns what changed, which can be ignored.
extension TagCloud {
    /// The tags, in order.
    public var tags: [TextTag] { component?.tags ?? adopt(pendingTexts.map { TextTag($0) }, after: []) }

    /// The selected tags, in order.
    public var selectedTags: [TextTag] { component?.selectedTags ?? [] }

    /// The tag at `index`, or `nil` when there is none.
    public func tag(at index: Int) -> TextTag? { tags.indices.contains(index) ? tags[index] : nil }

    /// The index of the tag with this id (a tag added by its text has the text as its id).
    public func index(ofID id: TagID) -> Int? { tags.firstIndex { $0.id == id } }

    /// Adds a tag showing `text` in ``style`` at the end; its id is the text, or the text and a
    /// number when a tag has that id already (`"Swift 2"`: the same text may show twice).
    /// - Throws: `TagFlowError` naming a bad setting.
    @discardableResult
    public func append(_ text: String) throws(TagFlowError) -> TagCollectionUpdate {
        try append(TextTag(text))
    }

    /// Adds `tag` at the end, in ``style`` and ``selectedStyle`` unless it has styles of its own;
    /// a tag whose id is its text is numbered as ``append(_:)-(String)`` numbers a text.
    /// - Throws: `TagFlowError` when a tag has the id the app gave it, or a bad setting.
    @discardableResult
    public func append(_ tag: TextTag) throws(TagFlowError) -> TagCollectionUpdate {
        try append(contentsOf: [tag])
    }

    /// Adds tags showing `texts` in ``style`` at the end, numbered as ``append(_:)-(String)`` numbers a text.
    @discardableResult
    public func append(contentsOf texts: [String]) throws(TagFlowError) -> TagCollectionUpdate {
        try append(contentsOf: texts.map { TextTag($0) })
    }

    /// Adds `tags` at the end, as ``append(_:)-(TextTag)`` adds one.
    @discardableResult
    public func append(contentsOf tags: [TextTag]) throws(TagFlowError) -> TagCollectionUpdate {
        try update { (component) throws(TagFlowError) in
            try component.append(contentsOf: adopt(tags, after: component.tags))
        }
    }

    /// Inserts a tag showing `text` in ``style`` so that it ends at `index` (0…count).
    @discardableResult
    public func insert(_ text: String, at index: Int) throws(TagFlowError) -> TagCollectionUpdate {
        try insert(contentsOf: [TextTag(text)], at: index)
    }

    /// Inserts `tag` so that it ends at `index` (0…count), as ``append(_:)-(TextTag)`` adds one.
    @discardableResult
    public func insert(_ tag: TextTag, at index: Int) throws(TagFlowError) -> TagCollectionUpdate {
        try insert(contentsOf: [tag], at: index)
    }

    /// Inserts `tags` so that the first ends at `index` (0…count), as ``append(_:)-(TextTag)`` adds one.
    @discardableResult
    public func insert(contentsOf tags: [TextTag], at index: Int) throws(TagFlowError) -> TagCollectionUpdate {
        try update { (component) throws(TagFlowError) in
            try component.insert(contentsOf: adopt(tags, after: component.tags), at: index)
        }
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
