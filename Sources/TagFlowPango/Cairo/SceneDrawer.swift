import CPangoCairo
import TagFlow
import TagFlowRendering

/// Draws a validated scene on a cairo context whose user space is the scene's (points, origin
/// at the scene's top-left corner).
///
/// One drawer serves one render call: it holds the call's cairo context and image store, so it
/// is deliberately not `Sendable` and never outlives the call.
final class SceneDrawer {
    private let cr: OpaquePointer
    private let measurer: PangoTextMeasurer
    /// Device pixels per point when edges are snapped to pixels (PNG); `nil` for vector output.
    private let snapScale: Double?
    /// Where shadows are painted: this context, at the masks' pixels per point, over `visible`.
    private let shadowCanvas: ShadowPainter.Canvas
    /// The part of the scene the canvas shows.
    private let visible: Rect
    private let images: ImageStore
    /// What had to be drawn around, in drawing order.
    private(set) var issues: [RenderIssue] = []
    /// The first image the picture cannot do without and could not have (`draw` throws it).
    private var refusal: TagFlowError?
    /// What the picture may still spend on blurring shadows.
    private var blurBudget = ShadowPainter.Budget()

    init(
        cr: OpaquePointer, measurer: PangoTextMeasurer, snapScale: Double?, maskScale: Double, visible: Rect,
        images: ImageStore
    ) {
        self.cr = cr
        self.measurer = measurer
        self.snapScale = snapScale
        self.visible = visible
        shadowCanvas = ShadowPainter.Canvas(cr: cr, pixelsPerPoint: maskScale, visible: visible)
        self.images = images
    }

    /// Draws the whole scene, bottom to top.
    func draw(_ scene: RenderScene) throws(TagFlowError) {
        if let background = scene.backgroundColor, background.alpha > 0 {
            setSource(background)
            cairo_rectangle(cr, visible.x, visible.y, visible.width, visible.height)
            cairo_fill(cr)
        }
        for (i, item) in scene.items.enumerated() {
            if let lifted = scene.liftedTag, lifted.index == i {
                if let slot = lifted.slotFrame, let look = lifted.appearance.slot { drawSlot(slot, of: item.style, look: look) }
            } else {
                try drawTag(item, frame: item.frame, path: RenderScene.Part.items.path(.index(i)))
            }
        }
        if let chip = scene.overflowChip {
            try drawTag(chip, frame: chip.frame, path: RenderScene.Part.overflowChip.path())
        }
        if let field = scene.field { try drawFieldEntry(field) }
        if let ring = scene.focusRing {
            drawFocusRing(ring)
        }
        if let marker = scene.dropMarker { try drawTag(marker, frame: marker.frame, path: RenderScene.Part.dropMarker.path()) }
        let zonePath = RenderScene.Part.deleteZone.path("item")
        if let zone = scene.deleteZone, let lifted = scene.liftedTag, zone.isHighlighted {
            // The tag about to go, faded between the zone's fill and its icon and words, so
            // those stay readable wherever the tag is held.
            try drawTag(zone.item, frame: zone.item.frame, path: zonePath, parts: .box)
            try drawTag(
                scene.items[lifted.index], frame: lifted.frame, path: RenderScene.Part.liftedTag.path(), lift: lifted.appearance,
                opacity: lifted.appearance.opacityOverDeleteZone)
            try drawTag(zone.item, frame: zone.item.frame, path: zonePath, parts: .content)
        } else {
            if let zone = scene.deleteZone {
                try drawTag(zone.item, frame: zone.item.frame, path: zonePath)
            }
            if let lifted = scene.liftedTag {
                try drawTag(scene.items[lifted.index], frame: lifted.frame, path: RenderScene.Part.liftedTag.path(), lift: lifted.appearance)
            }
        }
        if let field = scene.field { try drawSuggestionList(field) }
        if let refusal { throw refusal }
        try CairoStatus.check(cairo_status(cr), "draw the scene")
    }

    // MARK: - A tag

    /// The parts of a tag to draw: all of them, or the box (shadow, background, border) and the
    /// content (image and text) separately, for something drawn between the two.
    enum TagParts {
        case all, box, content
    }

    /// Draws one tag at `frame`: shadow, background, image and text (clipped to the tag), border
    /// on top, as Core Animation composites a layer's border above its contents — or only the
    /// box or only the content (`parts`), at `opacity` as a whole.
    func drawTag(
        _ item: RenderScene.Item, frame: Rect, path: ValuePath, lift: LiftAppearance? = nil, parts: TagParts = .all,
        opacity: Double = 1
    ) throws(TagFlowError) {
        let style = item.style
        // A lifted tag is scaled, so its edges can't be on pixels anyway; everything else is
        // snapped so fills and borders end on pixel boundaries.
        let rect = lift == nil ? snap(frame) : frame
        guard rect.width > 0, rect.height > 0, opacity > 0 else { return }
        let shape = TagShape(rect: rect, radius: style.cornerRadius, corners: style.corners)
        // Faded as one picture (shadow, fill, text and border together), not part by part.
        if opacity < 1 { cairo_push_group(cr) }
        defer {
            if opacity < 1 {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacity)
            }
        }
        if parts == .content {
            try drawContent(item, in: rect, clippedTo: shape, snaps: lift == nil, path: path)
            return
        }

        if let lift {
            let raised = TagShape(rect: rect.scaled(aboutCenterBy: lift.scale), radius: style.cornerRadius * lift.scale, corners: style.corners)
            do {
                try ShadowPainter.paint(lift.shadow, under: raised, on: shadowCanvas, budget: &blurBudget)
            } catch { throw error.prefixed(with: path) }
        } else if let shadow = style.shadow {
            do {
                // The suggestion list's shadow is the picture's own, not the document's.
                try ShadowPainter.paint(
                    shadow, under: shape, on: shadowCanvas, budget: &blurBudget,
                    isThePictures: path.head(RenderScene.Part.self)?.argument == .field)
            } catch { throw error.prefixed(with: path + RenderScene.Item.Part.style.path("shadow")) }
        }

        cairo_save(cr)
        if let lift {
            cairo_translate(cr, rect.midX, rect.midY)
            cairo_scale(cr, lift.scale, lift.scale)
            cairo_translate(cr, -rect.midX, -rect.midY)
        }
        fillBackground(of: shape, style: style)
        if let highlight = item.highlightColor, highlight.alpha > 0 {
            cairo_new_path(cr)
            shape.addPath(to: cr)
            setSource(highlight)
            cairo_fill(cr)
        }
        if parts == .all {
            try drawContent(item, in: rect, clippedTo: shape, snaps: lift == nil, path: path)
        }
        drawBorder(of: shape, style: style)
        cairo_restore(cr)
    }

    /// The empty slot a lifted tag left: a faint fill and a dashed outline in the tag's shape,
    /// the outline inside the slot.
    private func drawSlot(_ frame: Rect, of style: TextTagStyle, look: LiftAppearance.Slot) {
        let rect = snap(frame)
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cr)
        let shape = TagShape(rect: rect, radius: style.cornerRadius, corners: style.corners)
        if look.fillColor.alpha > 0 {
            cairo_new_path(cr)
            shape.addPath(to: cr)
            setSource(look.fillColor)
            cairo_fill(cr)
        }
        let inset = look.borderWidth / 2
        if look.borderWidth > 0, look.borderColor.alpha > 0, rect.width > look.borderWidth, rect.height > look.borderWidth {
            cairo_new_path(cr)
            TagShape(rect: rect.insetBy(dx: inset, dy: inset), radius: max(0, style.cornerRadius - inset), corners: style.corners)
                .addPath(to: cr)
            if look.dashLength > 0 {
                var dashes = [look.dashLength, look.dashLength]
                cairo_set_dash(cr, &dashes, 2, 0)
            }
            cairo_set_line_width(cr, look.borderWidth)
            setSource(look.borderColor)
            cairo_stroke(cr)
        }
        cairo_restore(cr)
    }

    /// The focus ring: a stroke `offset` outside the tag, following its corners.
    private func drawFocusRing(_ ring: RenderScene.FocusRing) {
        let look = ring.appearance
        guard look.width > 0, look.color.alpha > 0 else { return }
        let grow = look.offset + look.width / 2
        let rect = ring.frame.insetBy(dx: -grow, dy: -grow)
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        TagShape(rect: rect, radius: ring.cornerRadius + grow, corners: .all).addPath(to: cr)
        cairo_set_line_width(cr, look.width)
        setSource(look.color)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    private func fillBackground(of shape: TagShape, style: TextTagStyle) {
        cairo_new_path(cr)
        shape.addPath(to: cr)
        if let gradient = style.gradient {
            let r = shape.rect
            let start = Point(x: r.x + gradient.startPoint.x * r.width, y: r.y + gradient.startPoint.y * r.height)
            let end = Point(x: r.x + gradient.endPoint.x * r.width, y: r.y + gradient.endPoint.y * r.height)
            if start == end {
                // No direction to run along: Core Animation shows the end colour; so do we.
                setSource(gradient.endColor)
                cairo_fill(cr)
                return
            }
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            addStop(gradient.startColor, at: 0, to: pattern)
            addStop(gradient.endColor, at: 1, to: pattern)
            // Past the end points the end colours continue, as in CAGradientLayer.
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            cairo_fill(cr)
        } else if style.backgroundColor.alpha > 0 {
            setSource(style.backgroundColor)
            cairo_fill(cr)
        } else {
            cairo_new_path(cr)
        }
    }

    /// The border is the ring between the outline and the outline inset by the border width,
    /// filled even-odd: it lies wholly inside the tag (never cut at the canvas or by a
    /// neighbour), and with a snapped frame a 1 px border covers exactly one pixel row — the
    /// same pixels a stroke on the half-pixel line would, without depending on the stroker.
    private func drawBorder(of shape: TagShape, style: TextTagStyle) {
        guard style.borderWidth > 0, style.borderColor.alpha > 0 else { return }
        cairo_new_path(cr)
        shape.addPath(to: cr)
        let inner = shape.inset(by: style.borderWidth)
        if inner.rect.width > 0, inner.rect.height > 0 { inner.addPath(to: cr) }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        setSource(style.borderColor)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Draws the image and text, clipped to the tag's shape, as a group inside the content box
    /// (the tag less its padding and its remove button with the button's spacing): the group goes
    /// left, centre or right by the text alignment, and is centred vertically, as is each of its
    /// two parts. The text is the Pango layout of the very request it was measured with, so its
    /// lines, ellipsis and width are the measured ones.
    private func drawContent(
        _ item: RenderScene.Item, in rect: Rect, clippedTo shape: TagShape, snaps: Bool, path: ValuePath
    ) throws(TagFlowError) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        shape.addPath(to: cr)
        cairo_clip(cr)
        try drawContent(item, in: rect, snaps: snaps, path: path)
    }

    /// The content inside the tag's shape, which the caller has clipped to.
    private func drawContent(_ item: RenderScene.Item, in rect: Rect, snaps: Bool, path: ValuePath) throws(TagFlowError) {
        guard case .text(let text, let leadingImage) = item.content else { return }  // custom content: the box only
        let style = item.style
        let metrics = item.metrics
        let box = contentBox(of: item, in: rect)
        let imageSize = metrics.imageSize ?? .zero
        let spacing = metrics.imageSpacing

        // Positions that need the layout (its direction) are computed inside the borrow.
        func place(textWidth: Double, rightToLeft: Bool) -> (imageX: Double, textX: Double) {
            let groupWidth = imageSize.width + spacing + textWidth
            let factor: Double
            switch style.textAlignment {
            case .left: factor = 0
            case .center: factor = 0.5
            case .right: factor = 1
            case .natural: factor = rightToLeft ? 1 : 0
            }
            let groupX = box.x + (box.width - groupWidth) * factor
            // The image leads: on the left of left-to-right text, on the right of right-to-left text.
            return rightToLeft
                ? (groupX + textWidth + spacing, groupX)
                : (groupX, groupX + imageSize.width + spacing)
        }

        guard !text.isEmpty, let request = metrics.text?.request else {
            if let image = leadingImage {
                let x = place(textWidth: 0, rightToLeft: false).imageX
                drawLeading(
                    image, of: item, in: Rect(x: x, y: box.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height),
                    snaps: snaps, path: path)
            }
            return
        }

        do {
            try measurer.withLayout(for: request, alignment: style.textAlignment, textColor: style.textColor) { layout in
                let size = layout.measurement
                let rightToLeft = Self.isRightToLeft(layout)
                let (imageX, textX) = place(textWidth: size.width, rightToLeft: rightToLeft)
                if let image = leadingImage {
                    drawLeading(
                        image, of: item, in: Rect(x: imageX, y: box.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height),
                        snaps: snaps, path: path)
                }
                let textBox = Rect(x: textX, y: box.midY - size.height / 2, width: size.width, height: size.height)
                drawText(layout, in: textBox, tagRect: rect, color: style.textColor, snaps: snaps)
                if let issue = RenderIssue.missingGlyphs(path: path, missingCharacters: size.missingCharacters) {
                    issues.append(issue)
                }
            }
        } catch let error as TagFlowError {
            throw error.prefixed(with: path.appending(key: "metrics").appending(key: "text").appending(key: "request"))
        } catch {
            throw TagFlowError(TagFlowError.MeasurementReason.textEngineFailed("its text could not be laid out: \(error)"), at: path)
        }
    }

    /// The box the content goes in: the tag less its padding (the one it was sized with, scaled
    /// for the text size it was measured at) and its remove button, drawn here, with the
    /// button's spacing.
    private func contentBox(of item: RenderScene.Item, in rect: Rect) -> Rect {
        let padding = item.style.padding(at: item.metrics.text?.request.textSizeCategory ?? .large)
        var box = rect.insetBy(dx: padding.width / 2, dy: padding.height / 2)
        if let button = item.removeButton {
            drawRemoveButton(button, in: rect, style: item.style, padding: padding)
            let extent = min(button.geometry.extent, max(0, box.width))
            if !button.isOnRight { box.x += extent }
            box.width -= extent
        }
        return box
    }

    /// Draws `layout` in `textBox` in `color` (text without a colour attribute takes the source
    /// colour), clipped to its clip width across the tag's `tagRect` when it has one, its
    /// baselines on whole pixels when `snaps`.
    private func drawText(_ layout: PangoTextLayout, in textBox: Rect, tagRect: Rect, color: TagColor, snaps: Bool) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let clipWidth = layout.clipWidth {
            cairo_rectangle(cr, textBox.x, tagRect.minY, clipWidth, tagRect.height)
            cairo_clip(cr)
        }
        setSource(color)
        if layout.drawsLineByLine {
            for (i, lineOrigin) in layout.lineOrigins(inTextBox: textBox).enumerated() {
                guard let line = pango_layout_get_line_readonly(layout.pointer, Int32(i)) else { continue }
                cairo_move_to(cr, lineOrigin.x, snaps ? snappedBaseline(lineOrigin.y) : lineOrigin.y)
                pango_cairo_show_layout_line(cr, line)
            }
        } else {
            var origin = layout.origin(inTextBox: textBox)
            if snaps {
                let baseline = origin.y + Double(pango_layout_get_baseline(layout.pointer)) / Double(PANGO_SCALE)
                origin.y += snappedBaseline(baseline) - baseline
            }
            cairo_move_to(cr, origin.x, origin.y)
            pango_cairo_show_layout(cr, layout.pointer)
        }
    }

    /// Whether the layout's first line runs right to left (Pango resolved it from the text).
    private static func isRightToLeft(_ layout: PangoTextLayout) -> Bool {
        guard let line = pango_layout_get_line_readonly(layout.pointer, 0) else { return false }
        return pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
    }

    // MARK: - Remove button

    /// The × in the button's square (the geometry the component hit-tests), in the tag's text
    /// colour at the appearance's opacity, over a disc while highlighted.
    private func drawRemoveButton(_ button: RenderScene.RemoveButton, in rect: Rect, style: TextTagStyle, padding: Size) {
        let glyph = button.geometry.glyphFrame(inTagFrame: rect, padding: padding, onRight: button.isOnRight)
        guard glyph.width > 0, glyph.height > 0 else { return }
        let look = button.appearance
        let color = style.textColor
        cairo_save(cr)
        if button.isHighlighted, look.highlightOpacity > 0 {
            cairo_new_path(cr)
            cairo_arc(cr, glyph.midX, glyph.midY, glyph.width * 0.75, 0, 2 * .pi)
            cairo_set_source_rgba(cr, color.redComponent, color.greenComponent, color.blueComponent, color.opacity * look.highlightOpacity)
            cairo_fill(cr)
        }
        cairo_new_path(cr)
        cairo_translate(cr, glyph.x, glyph.y)
        cairo_scale(cr, glyph.width, glyph.height)
        VectorPathDrawing.add(look.icon, to: cr)
        cairo_set_source_rgba(cr, color.redComponent, color.greenComponent, color.blueComponent, color.opacity * look.opacity)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    // MARK: - Images

    /// The leading image of `item` at `frame`: its vector icon when it has one, else the image.
    private func drawLeading(_ image: TagImage, of item: RenderScene.Item, in frame: Rect, snaps: Bool, path: ValuePath) {
        guard let icon = item.leadingIcon else { return drawImage(image, in: frame, snaps: snaps, path: path) }
        guard frame.width > 0, frame.height > 0 else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_translate(cr, frame.x, frame.y)
        cairo_scale(cr, frame.width, frame.height)
        VectorPathDrawing.add(icon, to: cr)
        setSource(image.tintColor ?? item.style.textColor)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Draws a leading image scaled to its size; a tint colour paints the image's shape (a
    /// template image). An image that cannot be read becomes a neutral placeholder and an issue.
    private func drawImage(_ image: TagImage, in frame: Rect, snaps: Bool, path: ValuePath) {
        guard frame.width > 0, frame.height > 0 else { return }
        var rect = frame
        if snaps, let scale = snapScale {
            // Whole pixels for the origin so the image is not resampled half a pixel off.
            rect.x = (rect.x * scale).rounded() / scale
            rect.y = (rect.y * scale).rounded() / scale
        }
        switch images.surface(for: image.source) {
        case .failure(let failure) where failure.refusesDrawing:
            if refusal == nil {
                refusal = TagFlowError(
                    TagFlowError.DrawingReason.imageRefused(source: image.source, reason: failure.reason), at: path + RenderScene.Item.Part.image.path())
            }
        case .failure(let failure):
            issues.append(.missingImage(path: path, source: image.source, reason: failure.reason))
            drawPlaceholder(in: rect)
        case .success(let surface):
            let width = Double(cairo_image_surface_get_width(surface))
            let height = Double(cairo_image_surface_get_height(surface))
            cairo_save(cr)
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            cairo_clip(cr)
            cairo_translate(cr, rect.x, rect.y)
            cairo_scale(cr, rect.width / width, rect.height / height)
            let pattern = cairo_pattern_create_for_surface(surface)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            // Edge pixels repeat outward, so a scaled image's border is not blended with the
            // transparent outside (the clip keeps it to its box).
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            if let tint = image.tintColor {
                setSource(tint)
                cairo_mask(cr, pattern)
            } else {
                cairo_set_source(cr, pattern)
                cairo_paint(cr)
            }
            cairo_pattern_destroy(pattern)
            cairo_restore(cr)
        }
    }

    /// A light grey box with a hairline outline and a cross: clearly "an image goes here".
    private func drawPlaceholder(in rect: Rect) {
        cairo_save(cr)
        let radius = min(3, min(rect.width, rect.height) / 4)
        let shape = TagShape(rect: rect, radius: radius, corners: .all)
        cairo_new_path(cr)
        shape.addPath(to: cr)
        cairo_set_source_rgba(cr, 0.56, 0.56, 0.58, 0.25)
        cairo_fill_preserve(cr)
        cairo_clip(cr)
        let line = min(1, min(rect.width, rect.height) / 8)
        cairo_set_line_width(cr, line)
        cairo_set_source_rgba(cr, 0.56, 0.56, 0.58, 0.9)
        cairo_move_to(cr, rect.minX, rect.minY)
        cairo_line_to(cr, rect.maxX, rect.maxY)
        cairo_move_to(cr, rect.maxX, rect.minY)
        cairo_line_to(cr, rect.minX, rect.maxY)
        cairo_stroke(cr)
        shape.inset(by: line / 2).addPath(to: cr)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    // MARK: - Helpers

    /// A baseline moved to the nearest pixel row when drawing to pixels (unhinted glyphs are
    /// crisper there, and the text moves by less than half a pixel); unchanged otherwise.
    private func snappedBaseline(_ y: Double) -> Double {
        guard let scale = snapScale else { return y }
        return (y * scale).rounded() / scale
    }

    private func snap(_ rect: Rect) -> Rect {
        guard let snapScale else { return rect }
        return rect.snapped(toScale: snapScale)
    }

    private func setSource(_ color: TagColor) {
        cairo_set_source_rgba(cr, color.redComponent, color.greenComponent, color.blueComponent, color.opacity)
    }

    private func addStop(_ color: TagColor, at offset: Double, to pattern: OpaquePointer?) {
        cairo_pattern_add_color_stop_rgba(
            pattern, offset, color.redComponent, color.greenComponent, color.blueComponent, color.opacity)
    }
}
