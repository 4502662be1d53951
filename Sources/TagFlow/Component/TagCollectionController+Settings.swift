/// Changing what the tags are laid out in and with: the viewport (a width change reflows), the
/// layout configuration, the options and the sizer. Each returns the transition of the frames.
extension TagCollectionController {
    /// Sets the viewport: a new width (or height, with `contentVerticalAlignment`) lays the tags
    /// out again; the offset is taken as given (not clamped). A gesture under way continues.
    /// - Throws: `ComponentError` for a negative or non-finite size or offset; nothing changes.
    @discardableResult
    public mutating func setViewport(_ viewport: Viewport) throws(ComponentError) -> TagCollectionUpdate {
        try viewport.validate()
        return try recordingUpdate { (controller, _) throws(ComponentError) in
            let sizeChanged = controller.viewport.size != viewport.size
            controller.viewport = viewport
            if sizeChanged { try controller.relayout() }
        }
    }

    /// Sets the content offset alone (no callback: the caller scrolled).
    /// - Throws: `.invalidValue(name: "contentOffset.x" | "contentOffset.y", …)` when not finite.
    public mutating func setContentOffset(_ offset: Point) throws(ComponentError) {
        try ComponentError.checkFinite(offset.x, "contentOffset.x")
        try ComponentError.checkFinite(offset.y, "contentOffset.y")
        viewport.contentOffset = offset
    }

    /// Sets the layout configuration and lays the tags out again.
    /// - Throws: `.tagFlow(.layout(…))` for a configuration the engine refuses; nothing changes.
    @discardableResult
    public mutating func setConfiguration(_ configuration: LayoutConfiguration) throws(ComponentError) -> TagCollectionUpdate {
        try recordingUpdate { (controller, _) throws(ComponentError) in
            controller.configuration = configuration
            try controller.relayout()
        }
    }

    /// Sets the options. The gesture under way is cancelled first (a drag's order is restored),
    /// since it may no longer be allowed.
    /// - Throws: `ComponentError` naming the bad option (`options.…`); nothing changes.
    @discardableResult
    public mutating func setOptions(_ options: TagCollectionOptions) throws(ComponentError) -> TagCollectionUpdate {
        try options.validate()
        return try recordingUpdate { (controller, sink) throws(ComponentError) in
            try controller.cancelGesture(sink: &sink)
            controller.options = options
        }
    }

    /// Sets the sizer (another measurer, cache or content-size category) and measures every tag
    /// again (through the new sizer's cache). Also the way to re-measure after the measurer's
    /// fonts changed: the controller otherwise keeps each tag's size until the tag changes.
    /// - Throws: `.tagFlow(…)` when a tag cannot be measured; nothing changes.
    @discardableResult
    public mutating func setSizer(_ sizer: TagSizer) throws(ComponentError) -> TagCollectionUpdate {
        try recordingUpdate { (controller, _) throws(ComponentError) in
            controller.sizer = sizer
            // Another measurer, cache or category: no remembered size can be trusted.
            controller.sizeMemo = TagSizeMemo()
            try controller.relayout()
        }
    }

    /// Sets the reader's text size (Dynamic Type) and measures again.
    @discardableResult
    public mutating func setContentSizeCategory(_ category: ContentSizeCategory) throws(ComponentError) -> TagCollectionUpdate {
        var sizer = self.sizer
        sizer.contentSizeCategory = category
        return try setSizer(sizer)
    }
}
