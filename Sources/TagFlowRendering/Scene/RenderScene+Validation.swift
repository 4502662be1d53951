import TagFlow

extension RenderScene {
    /// Throws the first value a picture cannot be drawn from, its path relative to the scene
    /// (`items[3].frame.width`): sizes and frames must be finite with extents ≥ 0, styles valid, a
    /// lifted tag must name an item and be scaled by more than 0 and at most 4.
    package func validate() throws(TagFlowError) {
        try TagFlowError.checkNonNegative(size.width, at: ["size", "width"])
        try TagFlowError.checkNonNegative(size.height, at: ["size", "height"])
        for (i, item) in items.enumerated() {
            try item.validate(at: Part.items.path(.index(i)))
        }
        try overflowChip?.validate(at: Part.overflowChip.path())
        if let lifted = liftedTag {
            guard items.indices.contains(lifted.index) else {
                throw TagFlowError(
                    .invalidCount(lifted.index, allowed: "the index of an item (0..<\(items.count))"),
                    at: Part.liftedTag.path("index"))
            }
            try Self.checkFrame(lifted.frame, at: Part.liftedTag.path("frame"))
            if let slot = lifted.slotFrame { try Self.checkFrame(slot, at: Part.liftedTag.path("slotFrame")) }
            try lifted.appearance.validate(at: Part.liftedTag.path("appearance"))
        }
        try deleteZone?.item.validate(at: Part.deleteZone.path("item"))
        try field?.validate(at: Part.field.path())
        try dropMarker?.validate(at: Part.dropMarker.path())
        if let ring = focusRing {
            try Self.checkFrame(ring.frame, at: ["focusRing", "frame"])
            try TagFlowError.checkNonNegative(ring.cornerRadius, at: ["focusRing", "cornerRadius"])
            try TagFlowError.checkNonNegative(ring.appearance.width, at: ["focusRing", "appearance", "width"])
            try TagFlowError.checkFinite(ring.appearance.offset, at: ["focusRing", "appearance", "offset"])
        }
    }

    /// Throws unless `value` is between 0 and 1.
    static func checkUnit(_ value: Double, at path: ValuePath) throws(TagFlowError) {
        guard (0...1).contains(value) else { throw TagFlowError(.invalidNumber(value, allowed: "between 0 and 1"), at: path) }
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
        try RenderScene.checkFrame(frame, at: path + Part.frame.path())
        do { try style.validate() } catch { throw error.prefixed(with: path + Part.style.path()) }
        do { try content.validate() } catch { throw error.prefixed(with: path + Part.content.path()) }
        if let icon = leadingIcon { try icon.validate(at: path.appending(key: "leadingIcon")) }
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

extension RenderScene.Field {
    /// Throws the first value of the field's parts that cannot be drawn, its path under `path`.
    func validate(at path: ValuePath) throws(TagFlowError) {
        try entry.validate(at: path.appending(key: "entry"))
        try text?.validate(at: path.appending(key: "text"))
        try editor?.validate(at: path.appending(key: "editor"))
        try editorText?.validate(at: path.appending(key: "editorText"))
        try caret?.validate(at: path.appending(key: "caret"))
        guard let list = suggestions else { return }
        let listPath = path.appending(key: "suggestions")
        try list.panel.validate(at: listPath.appending(key: "panel"))
        for (i, row) in list.rows.enumerated() { try row.validate(at: listPath.appending(key: "rows").appending(index: i)) }
        for (i, header) in list.headers.enumerated() { try header.validate(at: listPath.appending(key: "headers").appending(index: i)) }
        try list.loading?.validate(at: listPath.appending(key: "loading"))
    }
}

extension LiftAppearance {
    /// Throws the first value a lift cannot be drawn with, its path under `path`.
    func validate(at path: ValuePath) throws(TagFlowError) {
        guard scale > 0, scale <= 4 else {
            throw TagFlowError(.invalidNumber(scale, allowed: "> 0 and ≤ 4"), at: path.appending(key: "scale"))
        }
        try RenderScene.checkUnit(opacityOverDeleteZone, at: path.appending(key: "opacityOverDeleteZone"))
        if let slot {
            try TagFlowError.checkNonNegative(slot.borderWidth, at: path.appending(key: "slot").appending(key: "borderWidth"))
            try TagFlowError.checkNonNegative(slot.dashLength, at: path.appending(key: "slot").appending(key: "dashLength"))
        }
    }
}

extension VectorPath {
    /// Throws unless every point is finite, its path under `path` (`elements[3]`).
    func validate(at path: ValuePath) throws(TagFlowError) {
        for (i, element) in elements.enumerated() {
            let points: [Point] = switch element {
            case .move(let p), .line(let p): [p]
            case let .curve(p, c1, c2): [p, c1, c2]
            case .close: []
            }
            for p in points where !(p.x.isFinite && p.y.isFinite) {
                throw TagFlowError(.invalidNumber(p.x.isFinite ? p.y : p.x, allowed: "finite"), at: path.appending(key: "elements").appending(index: i))
            }
        }
    }
}

extension RenderScene {
    /// The parts of a scene its validation and a renderer's errors name at the head of a path
    /// (`items[3].style.shadow`), so a caller maps them back to its own places by switching.
    package enum Part: String, ErrorArgument {
        case items, liftedTag, overflowChip, deleteZone, field, dropMarker
    }
}

extension RenderScene.Item {
    /// The parts of an item its validation and a renderer's errors name after the item's path
    /// (`items[3].style.shadow`, `items[3].image`).
    package enum Part: String, ErrorArgument {
        case frame, style, content, image
    }
}
