/// Changing what the tags are laid out in and with: the viewport (a width change reflows), the
/// layout configuration, the options and the sizer. Each returns the transition of the frames.
extension TagCollectionController {
    /// Sets the viewport: a new width (or height, with `contentVerticalAlignment`) lays the tags
    /// out again; the offset is taken as given (not clamped). A gesture under way continues.
    /// - Throws: `TagFlowError` for a negative or non-finite size or offset (`viewport.size.width`);
    ///   nothing changes.
    @discardableResult
    public mutating func setViewport(_ viewport: Viewport) throws(TagFlowError) -> TagCollectionUpdate {
        try setViewport(viewport, listingEntries: true)
    }

    /// `setViewport(_:)` for a front end that never animates a new size (a window being
    /// resized): the same update, but its transition lists no tags — it is made exactly when
    /// `setViewport(_:)`'s is, with the content sizes — so a resize costs no entry per tag.
    /// - Throws: as `setViewport(_:)`.
    @discardableResult
    package mutating func resizeViewport(_ viewport: Viewport) throws(TagFlowError) -> TagCollectionUpdate {
        try setViewport(viewport, listingEntries: false)
    }

    private mutating func setViewport(_ viewport: Viewport, listingEntries: Bool) throws(TagFlowError) -> TagCollectionUpdate {
        do { try viewport.validate() } catch { throw error.prefixed(with: Argument.viewport) }
        return try recordingUpdate(listingEntries: listingEntries) { (controller, _) throws(TagFlowError) in
            let sizeChanged = controller.viewport.size != viewport.size
            controller.viewport = viewport
            if sizeChanged { try controller.relayout() }
        }
    }

    /// Sets the content offset alone (no callback: the caller scrolled).
    /// - Throws: `TagFlowError` at `offset.x` or `offset.y` when not finite.
    public mutating func setContentOffset(_ offset: Point) throws(TagFlowError) {
        try TagFlowError.checkFinite(offset.x, at: ["offset", "x"])
        try TagFlowError.checkFinite(offset.y, at: ["offset", "y"])
        viewport.contentOffset = offset
    }

    /// Sets the layout configuration and lays the tags out again.
    /// - Throws: `TagFlowError` for a configuration the engine refuses (`configuration.numberOfLines`);
    ///   nothing changes.
    @discardableResult
    public mutating func setConfiguration(_ configuration: LayoutConfiguration) throws(TagFlowError) -> TagCollectionUpdate {
        try recordingUpdate { (controller, _) throws(TagFlowError) in
            controller.configuration = configuration
            try controller.relayout()
        }
    }

    /// Sets the options. The gesture under way is cancelled first (a drag's order is restored),
    /// since it may no longer be allowed. A remove button shown, hidden or resized lays the tags
    /// out again (it takes room in every text tag), and so does a changed overflow chip.
    /// - Throws: `TagFlowError` naming the bad option (`options.longPressDuration`) or a tag that
    ///   cannot be measured; nothing changes.
    @discardableResult
    public mutating func setOptions(_ options: TagCollectionOptions) throws(TagFlowError) -> TagCollectionUpdate {
        do { try options.validate() } catch { throw error.prefixed(with: Argument.options) }
        return try recordingUpdate { (controller, sink) throws(TagFlowError) in
            try controller.cancelGesture(sink: &sink)
            let relayout = controller.options.removeButtonExtent != options.removeButtonExtent
                || controller.options.overflowChip != options.overflowChip
            controller.options = options
            if relayout { try controller.relayout() }
        }
    }

    /// Sets the sizer (another measurer, cache or content-size category) and measures every tag
    /// again (through the new sizer's cache). Also the way to re-measure after the measurer's
    /// fonts changed: the controller otherwise keeps each tag's size until the tag changes.
    /// - Throws: `TagFlowError` when a tag cannot be measured (`tags[3].style.font.family`);
    ///   nothing changes.
    @discardableResult
    public mutating func setSizer(_ sizer: TagSizer) throws(TagFlowError) -> TagCollectionUpdate {
        try recordingUpdate { (controller, _) throws(TagFlowError) in
            controller.sizer = sizer
            // Another measurer, cache or category: no remembered size can be trusted.
            controller.sizeMemo = TagSizeMemo()
            try controller.relayout()
        }
    }

    /// Sets the reader's text size (Dynamic Type) and measures again.
    @discardableResult
    public mutating func setTextSizeCategory(_ category: TextSizeCategory) throws(TagFlowError) -> TagCollectionUpdate {
        var sizer = self.sizer
        sizer.textSizeCategory = category
        return try setSizer(sizer)
    }
}
