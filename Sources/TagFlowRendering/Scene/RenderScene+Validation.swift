import TagFlow

extension RenderScene {
    /// Throws the first value a picture cannot be drawn from, its path relative to the scene
    /// (`items[3].frame.width`): sizes and frames must be finite with extents ≥ 0, styles valid, a
    /// lifted tag must name an item and be scaled by more than 0 and at most 4.
    public func validate() throws(TagFlowError) {
        try TagFlowError.checkNonNegative(size.width, at: ["size", "width"])
        try TagFlowError.checkNonNegative(size.height, at: ["size", "height"])
        for (i, item) in items.enumerated() {
            try item.validate(at: ["items", .index(i)])
        }
        try overflowChip?.validate(at: ["overflowChip"])
        if let lifted = liftedTag {
            guard items.indices.contains(lifted.index) else {
                throw TagFlowError(
                    .invalidCount(lifted.index, allowed: "the index of an item (0..<\(items.count))"),
                    at: ["liftedTag", "index"])
            }
            try Self.checkFrame(lifted.frame, at: ["liftedTag", "frame"])
            guard lifted.appearance.scale > 0, lifted.appearance.scale <= 4 else {
                throw TagFlowError(
                    .invalidNumber(lifted.appearance.scale, allowed: "> 0 and ≤ 4"), at: ["liftedTag", "appearance", "scale"])
            }
        }
        try deleteZone?.item.validate(at: ["deleteZone", "item"])
        if let ring = focusRing {
            try Self.checkFrame(ring.frame, at: ["focusRing", "frame"])
            try TagFlowError.checkNonNegative(ring.cornerRadius, at: ["focusRing", "cornerRadius"])
            try TagFlowError.checkNonNegative(ring.appearance.width, at: ["focusRing", "appearance", "width"])
            try TagFlowError.checkFinite(ring.appearance.offset, at: ["focusRing", "appearance", "offset"])
        }
    }

    /// Throws unless the frame's origin is finite and its extents finite and ≥ 0.
    static func checkFrame(_ frame: Rect, at path: ValuePath) throws(TagFlowError) {
        try TagFlowError.checkFinite(frame.x, at: path.appending(key: "x"))
        try TagFlowError.checkFinite(frame.y, at: path.appending(key: "y"))
        try TagFlowError.checkNonNegative(frame.width, at: path.appending(key: "width"))
        try TagFlowError.checkNonNegative(frame.height, at: path.appending(key: "height"))
    }
}

extension RenderScene.Item {
    /// Throws the first value of the item that cannot be drawn, its path under `path`.
    func validate(at path: ValuePath) throws(TagFlowError) {
        try RenderScene.checkFrame(frame, at: path.appending(key: "frame"))
        do { try style.validate() } catch { throw error.prefixed(with: path.appending(key: "style")) }
        do { try content.validate() } catch { throw error.prefixed(with: path.appending(key: "content")) }
        if let button = removeButton {
            let at = path.appending(key: "removeButton")
            try TagFlowError.checkNonNegative(button.geometry.size, at: at.appending(key: "geometry").appending(key: "size"))
            try TagFlowError.checkNonNegative(button.geometry.spacing, at: at.appending(key: "geometry").appending(key: "spacing"))
            for (value, key) in [(button.appearance.opacity, "opacity"), (button.appearance.highlightOpacity, "highlightOpacity")]
            where !(0...1).contains(value) {
                throw TagFlowError(.invalidNumber(value, allowed: "between 0 and 1"), at: at.appending(key: "appearance").appending(key: key))
            }
        }
    }
}
