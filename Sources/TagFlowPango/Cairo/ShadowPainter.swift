import CPangoCairo
import TagFlow

/// Paints a tag's drop shadow with a real blur: the shape, moved by the offset, is drawn into an
/// 8-bit alpha mask, blurred (`ShadowBlur`), and the shadow colour is painted through it.
///
/// The mask is in device pixels (`pixelsPerPoint`) and starts on a whole pixel, so on a PNG
/// canvas whose origin is a device pixel each mask pixel covers exactly one canvas pixel. In
/// SVG and PDF the mask is embedded as an image at the options' shadow resolution.
///
/// **Cost.** Blurring costs the mask's pixels, so it is bounded twice. A wide blur is made at a
/// lower resolution, its σ at most `maximumMaskSigma` mask pixels, and scaled up smoothly: it has
/// no detail finer than σ, so it looks the same, and a 1 000 pt radius no longer needs a mask of
/// millions of pixels (16 such tags took 49 s and 900 MB as SVG). And the masks of one picture
/// may hold at most `maximumBlurredPixels` pixels together (`Budget`): the shadow that would pass
/// it is refused (`shadowTooLarge`), at its item.
enum ShadowPainter {
    /// The largest σ of a mask, in its pixels: a wider blur is made at a lower resolution.
    static let maximumMaskSigma = 32.0
    /// The most mask pixels one picture blurs, all its shadows together: 2^26, as many as the
    /// largest PNG has, about a second of blurring.
    static let maximumBlurredPixels = 1 << 26

    /// What one picture may still blur, in mask pixels.
    struct Budget {
        var remaining = ShadowPainter.maximumBlurredPixels
    }

    /// How far past its shape a shadow of `radius` can reach, in points: the blur's spread
    /// (about 1.5 × radius, i.e. 3σ) plus a pixel of antialiasing.
    static func reach(ofRadius radius: Double) -> Double {
        3 * ShadowBlur.sigma(forShadowRadius: radius) + 2
    }

    /// The rectangle a shadow under `rect` can touch.
    static func extent(of rect: Rect, shadow: TextTagStyle.Shadow) -> Rect {
        let r = reach(ofRadius: shadow.radius)
        return rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -r, dy: -r)
    }

    /// Where a shadow is painted: a context whose user space is the scene's, the mask's
    /// resolution, and the part of the scene that can show (the canvas) — the mask covers no more
    /// of it than the blur needs, so an off-canvas tag costs nothing.
    struct Canvas {
        var cr: OpaquePointer
        var pixelsPerPoint: Double
        var visible: Rect
    }

    /// Paints `shadow` under `shape` on `canvas`.
    /// - Parameters:
    ///   - budget: what the picture may still blur; the mask's pixels are taken from it.
    ///   - isThePictures: whether the picture adds the shadow itself (the suggestion list's, a
    ///     popover's), not the document: then it is made at a lower resolution that fits, which
    ///     its blur hides, or left out when nothing is left to blur — never refused, as the
    ///     document has no shadow to blame.
    /// - Throws: `shadowTooLarge` when the mask would pass the budget or cairo's 32 767 pixels a
    ///   side, before anything is drawn.
    static func paint(
        _ shadow: TextTagStyle.Shadow, under shape: TagShape, on canvas: Canvas, budget: inout Budget, isThePictures: Bool = false
    ) throws(TagFlowError) {
        let alpha = shadow.color.opacity * shadow.opacity
        guard alpha > 0, shape.rect.width > 0, shape.rect.height > 0 else { return }
        let cr = canvas.cr
        var moved = shape
        moved.rect = shape.rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        let sigmaInPoints = ShadowBlur.sigma(forShadowRadius: shadow.radius)
        var scale = min(canvas.pixelsPerPoint, maximumMaskSigma / sigmaInPoints)
        if isThePictures {
            guard let fitting = fittingScale(scale, for: moved.rect, sigmaInPoints: sigmaInPoints, visible: canvas.visible, budget: budget)
            else { return }
            scale = fitting
        }
        let sigma = sigmaInPoints * scale
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_source_rgba(cr, shadow.color.redComponent, shadow.color.greenComponent, shadow.color.blueComponent, alpha)

        // Too little blur to see: a plain (vector) fill of the moved shape is exact and crisp.
        guard sigmaInPoints * canvas.pixelsPerPoint >= 0.25 else {
            cairo_new_path(cr)
            moved.addPath(to: cr)
            cairo_fill(cr)
            return
        }

        let box = maskBox(of: moved.rect, sigma: sigma, scale: scale, visible: canvas.visible)
        guard box.width > 0, box.height > 0 else { return }
        try take(width: box.width, height: box.height, from: &budget)
        let mask = try blurredMask(of: moved, in: box, scale: scale, sigma: sigma)
        defer { cairo_surface_destroy(mask) }

        // The pattern maps scene points to mask pixels: pixel = point × scale − origin.
        guard let pattern = cairo_pattern_create_for_surface(mask) else {
            throw TagFlowError(TagFlowError.DrawingReason.drawingFailed(operation: "use a shadow mask", detail: "no pattern"))
        }
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, scale, 0, 0, scale, Double(-box.x), Double(-box.y))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_mask(cr, pattern)
    }

    /// Takes a mask of `width` × `height` pixels from `budget`, or throws `shadowTooLarge` when
    /// it would pass the budget or cairo's 32 767 pixels a side.
    private static func take(width: Int, height: Int, from budget: inout Budget) throws(TagFlowError) {
        guard width <= 32767, height <= 32767, width * height <= budget.remaining else {
            let limit = width * height > budget.remaining
                ? "the shadows of one picture may be blurred in at most \(maximumBlurredPixels) mask pixels together "
                    + "(2^26), and \(maximumBlurredPixels - budget.remaining) are blurred before it; draw fewer or smaller shadows"
                : "a shadow mask may be at most 32767 pixels a side"
            throw TagFlowError(TagFlowError.DrawingReason.shadowTooLarge(width: width, height: height, limit: limit))
        }
        budget.remaining -= width * height
    }

    /// The 8-bit alpha mask of `shape` at `scale` over the device pixels of `box`, blurred by
    /// `sigma` mask pixels; the caller destroys the surface.
    private static func blurredMask(
        of shape: TagShape, in box: (x: Int, y: Int, width: Int, height: Int), scale: Double, sigma: Double
    ) throws(TagFlowError) -> OpaquePointer {
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height)) else {
            throw TagFlowError(TagFlowError.DrawingReason.drawingFailed(operation: "create a shadow mask", detail: "no surface"))
        }
        do throws(TagFlowError) {
            try CairoStatus.check(cairo_surface_status(mask), "create a shadow mask")
            guard let mcr = cairo_create(mask) else {
                throw TagFlowError(TagFlowError.DrawingReason.drawingFailed(operation: "draw a shadow mask", detail: "no context"))
            }
            cairo_translate(mcr, Double(-box.x), Double(-box.y))
            cairo_scale(mcr, scale, scale)
            shape.addPath(to: mcr)
            cairo_set_source_rgba(mcr, 0, 0, 0, 1)
            cairo_fill(mcr)
            let drawStatus = cairo_status(mcr)
            cairo_destroy(mcr)
            try CairoStatus.check(drawStatus, "draw a shadow mask")
            cairo_surface_flush(mask)
            guard let data = cairo_image_surface_get_data(mask) else {
                throw TagFlowError(TagFlowError.DrawingReason.drawingFailed(operation: "read a shadow mask", detail: "no pixel data"))
            }
            ShadowBlur.blur(data, width: box.width, height: box.height, stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
            cairo_surface_mark_dirty(mask)
            return mask
        } catch {
            cairo_surface_destroy(mask)
            throw error
        }
    }
}

extension ShadowPainter {
    /// `scale`, or a lower one at which the mask of a shadow under `rect` fits cairo's 32 767
    /// pixels a side and `budget`; `nil` when none does with a blur of at least a quarter pixel.
    static func fittingScale(_ scale: Double, for rect: Rect, sigmaInPoints: Double, visible: Rect, budget: Budget) -> Double? {
        var scale = scale
        for _ in 0..<4 {
            let box = maskBox(of: rect, sigma: sigmaInPoints * scale, scale: scale, visible: visible)
            guard box.width > 0, box.height > 0 else { return scale }
            if box.width <= 32767, box.height <= 32767, box.width * box.height <= budget.remaining { return scale }
            let area = (Double(budget.remaining) / Double(box.width * box.height)).squareRoot()
            scale *= min(32767 / Double(box.width), 32767 / Double(box.height), area) * 0.95
            guard sigmaInPoints * scale >= 0.25 else { return nil }
        }
        return nil
    }

    /// The mask's pixel box (its first pixel, width and height) for a shape at `rect` blurred by
    /// `sigma` mask pixels at `scale` pixels a point: the shape plus the blur's spread, cut to what
    /// can show — and past the visible area a spread's worth, so the blur near the edge is right.
    static func maskBox(of rect: Rect, sigma: Double, scale: Double, visible: Rect) -> (x: Int, y: Int, width: Int, height: Int) {
        let spread = ShadowBlur.spread(sigma: sigma) + 1
        let x0 = max(Int((rect.minX * scale).rounded(.down)), Int((visible.minX * scale).rounded(.down))) - spread
        let y0 = max(Int((rect.minY * scale).rounded(.down)), Int((visible.minY * scale).rounded(.down))) - spread
        let x1 = min(Int((rect.maxX * scale).rounded(.up)), Int((visible.maxX * scale).rounded(.up))) + spread
        let y1 = min(Int((rect.maxY * scale).rounded(.up)), Int((visible.maxY * scale).rounded(.up))) + spread
        return (x0, y0, x1 - x0, y1 - y0)
    }
}

/// Turns cairo status codes into `TagFlowError`s.
enum CairoStatus {
    static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws(TagFlowError) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw TagFlowError(TagFlowError.DrawingReason.drawingFailed(operation: operation(), detail: String(cString: cairo_status_to_string(status))))
    }
}
