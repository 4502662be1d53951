/// Input and replacement: what a front end hands the cloud, answered as the component answers.
extension TagCloud {
    /// A tap at `point` (in the cloud's coordinates, ``width`` wide): selects or deselects the tag
    /// there under ``options`` and ``policy``, and returns the callbacks TTG's delegate got
    /// (`didTap(index:id:selected:)`, `didTapBlank`, `didTapAnywhere`).
    @discardableResult
    public func tap(at point: Point, time: Double = 0) throws(TagFlowError) -> TagCollectionUpdate {
        try update { (component) throws(TagFlowError) in try component.tap(at: point, time: time) }
    }

    /// Any input event (pointer, key, tick), as `TagCollectionController.handle(_:)` takes it.
    @discardableResult
    public func handle(_ event: InputEvent) throws(TagFlowError) -> TagCollectionUpdate {
        try update { (component) throws(TagFlowError) in try component.handle(event) }
    }

    /// The index of the tag at `point`, or `nil` on a miss (TTG's `NSNotFound`).
    public func index(at point: Point) throws(TagFlowError) -> Int? {
        try ready().index(at: point)
    }

    /// Replaces the tag at `index` with `tag` (TTG's `updateTag(at:with:)`).
    @discardableResult
    public func replace(at index: Int, with tag: TextTag) throws(TagFlowError) -> TagCollectionUpdate {
        try update { (component) throws(TagFlowError) in try component.replace(at: index, with: tag) }
    }

    /// Replaces the tag with this id with `tag` (TTG's `updateTag(byId:with:)`).
    @discardableResult
    public func replace(id: TagID, with tag: TextTag) throws(TagFlowError) -> TagCollectionUpdate {
        try update { (component) throws(TagFlowError) in try component.replace(id: id, with: tag) }
    }
}
