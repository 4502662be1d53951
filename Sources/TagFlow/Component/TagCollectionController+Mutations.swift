/// Changing the tags: add, insert, update, remove, move — by index and by id.
///
/// The rules:
/// - A mutation that changes the order, the membership or a disabled state (everything but
///   `setSelected` and `setSelection`) first cancels the gesture under way: a drag's order is
///   restored (`didCancelDrag`), a swipe or a press ends, and the pointer is ignored until it
///   goes up. Indices then refer to the restored
///   order. A selection update leaves gestures alone.
/// - Programmatic changes are the caller's authority: no `can…` question is asked, the selection
///   limit does not apply, and no tap or move callback fires. The update's callbacks report only
///   what followed from the change (a cancelled drag, focus passed on); its `changes` report the
///   change itself, as they report input's, and its transition the frames'.
/// - A mutation that fails (bad index, unknown or duplicate id, a tag that cannot be measured)
///   throws and changes nothing, not even the gesture.
extension TagCollectionController {
    /// Applies `change` to the collection after cancelling the gesture, all or nothing.
    private mutating func mutate(
        cancellingGesture: Bool = true, _ change: (inout TagCollection) throws(TagFlowError) -> Void
    ) throws(TagFlowError) -> TagCollectionUpdate {
        try recordingUpdate { (controller, sink) throws(TagFlowError) in
            if cancellingGesture { try controller.cancelGesture(sink: &sink) }
            var collection = controller.collection
            try change(&collection)
            try controller.commit(collection)
        }
    }

    /// Adds `tag` at the end.
    @discardableResult
    public mutating func append(_ tag: TextTag) throws(TagFlowError) -> TagCollectionUpdate {
        try mutate { (c) throws(TagFlowError) in try c.append(tag) }
    }

    /// Adds `tags` at the end, in order.
    @discardableResult
    public mutating func append(contentsOf tags: [TextTag]) throws(TagFlowError) -> TagCollectionUpdate {
        try mutate { (c) throws(TagFlowError) in try c.append(contentsOf: tags) }
    }

    /// Inserts `tag` so that it ends up at `index` (`0...count`).
    @discardableResult
    public mutating func insert(_ tag: TextTag, at index: Int) throws(TagFlowError) -> TagCollectionUpdate {
        try mutate { (c) throws(TagFlowError) in try c.insert(tag, at: index) }
    }

    /// Inserts `tags` so that the first ends up at `index` (`0...count`).
    @discardableResult
    public mutating func insert(contentsOf tags: [TextTag], at index: Int) throws(TagFlowError) -> TagCollectionUpdate {
        try mutate { (c) throws(TagFlowError) in try c.insert(contentsOf: tags, at: index) }
    }

    /// Sets the selected state of the tag at `index` (no policy, limit or callback applies).
    @discardableResult
    public mutating func setSelected(_ selected: Bool, at index: Int) throws(TagFlowError) -> TagCollectionUpdate {
        try mutate(cancellingGesture: false) { (c) throws(TagFlowError) in try c.setSelected(selected, at: index) }
    }

    /// Sets the selected state of the tag with `id` (no policy, limit or callback applies).
    @discardableResult
    public mutating func setSelected(_ selected: Bool, forID id: TagID) throws(TagFlowError) -> TagCollectionUpdate {
        try mutate(cancellingGesture: false) { (c) throws(TagFlowError) in try c.setSelected(selected, forID: id) }
    }

    /// Disables (`true`) or enables the tag at `index` (the gesture under way is cancelled first:
    /// a lifted tag may be the one disabled; focus on it passes on).
    @discardableResult
    public mutating func setDisabled(_ disabled: Bool, at index: Int) throws(TagFlowError) -> TagCollectionUpdate {
        try mutate { (c) throws(TagFlowError) in try c.setDisabled(disabled, at: index) }
    }

    /// Disables (`true`) or enables the tag with `id`; see `setDisabled(_:at:)`.
    @discardableResult
    public mutating func setDisabled(_ disabled: Bool, forID id: TagID) throws(TagFlowError) -> TagCollectionUpdate {
        try mutate { (c) throws(TagFlowError) in try c.setDisabled(disabled, at: try c.existingIndex(of: id)) }
    }

    /// Replaces the tag at `index` with `tag` (which may bring a new id, unused elsewhere).
    @discardableResult
    public mutating func replace(at index: Int, with tag: TextTag) throws(TagFlowError) -> TagCollectionUpdate {
        try mutate { (c) throws(TagFlowError) in try c.replace(at: index, with: tag) }
    }

    /// Replaces the tag with `id` with `tag`.
    @discardableResult
    public mutating func replace(id: TagID, with tag: TextTag) throws(TagFlowError) -> TagCollectionUpdate {
        try mutate { (c) throws(TagFlowError) in try c.replace(id: id, with: tag) }
    }

    /// Replaces every tag with `tags`, matched by id (`TagCollection.setTags(_:)`): tags that stay
    /// keep their identity and, unchanged, their sizes; the update's transition moves them from
    /// where they were and its `changes` list what left, moved, arrived or changed.
    @discardableResult
    public mutating func setTags(_ tags: [TextTag]) throws(TagFlowError) -> TagCollectionUpdate {
        try mutate { (c) throws(TagFlowError) in try c.setTags(tags) }
    }

    /// Selects exactly the tags with `ids` and deselects every other one (no policy, limit or
    /// callback applies; gestures go on).
    /// - Throws: `TagFlowError` at `ids[i]` for an id no tag has; nothing changes.
    @discardableResult
    public mutating func setSelection(_ ids: [TagID]) throws(TagFlowError) -> TagCollectionUpdate {
        for (i, id) in ids.enumerated() where !collection.contains(id: id) {
            throw TagFlowError(TagFlowError.CollectionReason.unknownID(id.rawValue), at: Argument.ids.path(.index(i)))
        }
        let wanted = Set(ids)
        return try mutate(cancellingGesture: false) { (c) throws(TagFlowError) in
            for i in c.indices where c[i].isSelected != wanted.contains(c.ids[i]) {
                try c.setSelected(!c[i].isSelected, at: i)
            }
        }
    }

    /// Removes the tag at `index`.
    @discardableResult
    public mutating func remove(at index: Int) throws(TagFlowError) -> TagCollectionUpdate {
        try mutate { (c) throws(TagFlowError) in try c.remove(at: index) }
    }

    /// Removes the tag with `id`.
    @discardableResult
    public mutating func remove(id: TagID) throws(TagFlowError) -> TagCollectionUpdate {
        try mutate { (c) throws(TagFlowError) in try c.remove(id: id) }
    }

    /// Removes every tag.
    @discardableResult
    public mutating func removeAll() throws(TagFlowError) -> TagCollectionUpdate {
        try mutate { c in c.removeAll() }
    }

    /// Moves the tag at `source` so that it ends up at `destination`.
    @discardableResult
    public mutating func move(from source: Int, to destination: Int) throws(TagFlowError) -> TagCollectionUpdate {
        try mutate { (c) throws(TagFlowError) in try c.move(from: source, to: destination) }
    }

    /// Moves the tag with `id` so that it ends up at `destination`.
    @discardableResult
    public mutating func move(id: TagID, to destination: Int) throws(TagFlowError) -> TagCollectionUpdate {
        try mutate { (c) throws(TagFlowError) in try c.move(id: id, to: destination) }
    }
}
