import CPangoCairo
import Foundation
import TagFlow
import TagFlowRendering

/// Draws scenes with Cairo: PNG (at a display scale), SVG and PDF.
///
/// Text is laid out by the Pango measurer that sized the tags, from the very request each item's
/// metrics carry, so what is drawn is what was measured. The same scene and options give the
/// same bytes on every call (the PDF's dates are pinned, the SVG's ids are numbered by
/// appearance). Text never appears as text in the output: glyphs are outlines in SVG and
/// embedded font subsets in PDF, so a tag reading `<script>` is just a picture of those letters.
///
/// ```swift
/// let measurer = try PangoTextMeasurer()
/// let scene = try TagLayout(sizer: TagSizer(measurer: measurer)).scene(of: tags, width: 343)
/// try CairoRenderer(measurer: measurer).write(scene, to: "/tmp/tags.png", format: .png(scale: 2))
/// ```
///
/// Every cairo and Pango object it makes lives inside one call, so a renderer may be shared
/// between threads; renders that draw text run one at a time (see `PangoTextMeasurer`).
public struct CairoRenderer: SceneRendering {
    /// The text engine that lays out the text it draws (the one that measured it).
    public let measurer: PangoTextMeasurer
    /// How scenes become pictures.
    public var options: RenderOptions

    /// Creates a renderer.
    public init(measurer: PangoTextMeasurer, options: RenderOptions = RenderOptions()) {
        self.measurer = measurer
        self.options = options
    }

    /// Draws `scene` and returns the file's bytes with what had to be drawn around (a missing
    /// image becomes a placeholder box and an issue).
    /// - Throws: `TagFlowError` for a bad scale (`scale`), a scene value that cannot be drawn (its
    ///   path in the scene), a canvas too large, or a cairo failure.
    public func render(_ scene: RenderScene, format: RenderFormat) throws(TagFlowError) -> RenderOutput {
        try format.validate()
        try options.validate()
        try scene.validate()
        let canvas = try self.canvas(for: scene, format: format)
        var issues: [RenderIssue] = []
        // Finishing a PDF or SVG surface reads the glyphs' fonts again: the whole render holds
        // the text engine's lock.
        let bytes = try TextEngineLock.withLock { () throws(TagFlowError) in try CairoOutput.render(
            format: format, pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight,
            pointWidth: canvas.rect.width, pointHeight: canvas.rect.height
        ) { (cr) throws(TagFlowError) in
            cairo_scale(cr, canvas.scale, canvas.scale)
            cairo_translate(cr, -canvas.rect.x, -canvas.rect.y)
            let drawer = SceneDrawer(
                cr: cr, measurer: measurer,
                snapScale: format.isRaster && options.snapsToPixels ? canvas.scale : nil,
                maskScale: format.isRaster ? canvas.scale : options.vectorShadowResolution,
                visible: canvas.rect, images: ImageStore(directory: options.imageDirectory))
            try drawer.draw(scene)
            issues = drawer.issues
        } }
        return RenderOutput(bytes: bytes, issues: issues)
    }

    /// Draws `scene` into the file at `path`, replacing it.
    /// - Parameters:
    ///   - scene: what to draw.
    ///   - path: the file to write.
    ///   - format: the format; `nil` takes it from the path's extension (`.png` at scale 1,
    ///     `.svg`, `.pdf`).
    /// - Returns: what had to be drawn around (e.g. a missing image).
    /// - Throws: `TagFlowError` with reason `.cannotWrite` when the file cannot be written (or its
    ///   extension names no format and none is given), or any error of `render(_:format:)`.
    @discardableResult
    public func write(_ scene: RenderScene, to path: String, format: RenderFormat? = nil) throws(TagFlowError) -> [RenderIssue] {
        guard let format = format ?? RenderFormat(path: path) else {
            throw TagFlowError(TagFlowError.DrawingReason.cannotWrite(file: path, problem: "its extension names no format; use .png, .svg or .pdf"))
        }
        let output = try render(scene, format: format)
        try FileOutput.write(output.bytes, to: path)
        return output.issues
    }

    /// Draws `scene` on a cairo context someone else owns — a GTK drawing area's draw function
    /// gets one — with the same drawing code as `render(_:format:)`. The context's user space
    /// must be the scene's (points, origin at the scene's top-left corner; a device scale such as
    /// GTK's already applied), and it is left as it was found.
    /// - Parameters:
    ///   - scene: what to draw.
    ///   - cr: the `cairo_t *` to draw on.
    ///   - visibleRect: the part of the scene that shows, in scene points: the background fills it
    ///     and shadows are computed for it only. Items elsewhere are still drawn (cairo clips
    ///     them): for a long collection build the scene of that part only
    ///     (`SceneBuilder.scene(of:hover:in:)`).
    ///   - pixelScale: device pixels per point (a monitor's scale factor): tag edges and text
    ///     baselines snap to these pixels (unless `options.snapsToPixels` is off) and shadow masks
    ///     are made at this resolution.
    ///   - images: decoded images kept from earlier draws (`makeImageCache()`), so a view that
    ///     draws every frame reads each image file once; `nil` reads them for this draw only.
    /// - Returns: what had to be drawn around (a missing image becomes a placeholder).
    /// - Throws: `TagFlowError` for a scene value that cannot be drawn (its path in the scene), a
    ///   `pixelScale` that is not finite and > 0, or a cairo failure.
    @discardableResult
    public func draw(
        _ scene: RenderScene, in cr: OpaquePointer, visibleRect: Rect, pixelScale: Double, images: ImageCache? = nil
    ) throws(TagFlowError) -> [RenderIssue] {
        try TagFlowError.checkPositive(pixelScale, at: ["pixelScale"])
        try options.validate()
        try scene.validate()
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let drawer = SceneDrawer(
            cr: cr, measurer: measurer, snapScale: options.snapsToPixels ? pixelScale : nil, maskScale: pixelScale,
            visible: visibleRect, images: images?.store ?? ImageStore(directory: options.imageDirectory))
        try TextEngineLock.withLock { () throws(TagFlowError) in try drawer.draw(scene) }
        return drawer.issues
    }

    /// A cache of decoded images for `draw(_:in:visibleRect:pixelScale:images:)`, reading from
    /// this renderer's image directory.
    public func makeImageCache() -> ImageCache {
        ImageCache(store: ImageStore(directory: options.imageDirectory))
    }

    /// Decoded images kept between draws (each file is read on first use and then kept, changes
    /// on disk included). It owns cairo surfaces, so it belongs to the one thread that draws with
    /// it — a view's main thread — and is deliberately not `Sendable`.
    public final class ImageCache {
        let store: ImageStore

        init(store: ImageStore) {
            self.store = store
        }
    }

    // MARK: - Canvas

    /// Where the picture of `scene` lies in the scene's coordinates: the scene's rectangle, grown
    /// with `RenderOptions.Bleed.automatic` to hold every shadow and the lifted tag. A point `p`
    /// of the scene is at pixel `(p − origin) × scale` of a PNG.
    public func canvasRect(for scene: RenderScene, format: RenderFormat) throws(TagFlowError) -> Rect {
        try format.validate()
        try scene.validate()
        return try canvas(for: scene, format: format).rect
    }

    struct Canvas {
        /// In scene points; its origin is on a device pixel.
        var rect: Rect
        /// Device pixels per point (1 for vector output).
        var scale: Double
        var pixelWidth: Int
        var pixelHeight: Int
    }

    func canvas(for scene: RenderScene, format: RenderFormat) throws(TagFlowError) -> Canvas {
        let scale: Double
        if case .png(let s) = format { scale = s } else { scale = 1 }
        var extent = Rect(origin: .zero, size: scene.size)
        if options.bleed == .automatic {
            for (i, item) in scene.items.enumerated() where i != scene.liftedTag?.index {
                extent = extent.union(Self.extent(of: item.frame, shadow: item.style.shadow))
            }
            if let chip = scene.overflowChip { extent = extent.union(Self.extent(of: chip.frame, shadow: chip.style.shadow)) }
            if let zone = scene.deleteZone { extent = extent.union(zone.item.frame) }
            if let marker = scene.dropMarker { extent = extent.union(marker.frame) }
            for item in scene.field?.items ?? [] { extent = extent.union(Self.extent(of: item.frame, shadow: item.style.shadow)) }
            if let ring = scene.focusRing {
                let reach = ring.appearance.offset + ring.appearance.width
                extent = extent.union(ring.frame.insetBy(dx: -reach, dy: -reach))
            }
            if let lifted = scene.liftedTag {
                extent = extent.union(
                    Self.extent(of: lifted.frame.scaled(aboutCenterBy: lifted.appearance.scale), shadow: lifted.appearance.shadow))
            }
        }
        // Whole device pixels, with a little slack so float noise (343.0000001) adds no pixel.
        let slack = 1e-6
        let x0 = options.bleed == .automatic ? (extent.minX * scale + slack).rounded(.down) : 0
        let y0 = options.bleed == .automatic ? (extent.minY * scale + slack).rounded(.down) : 0
        let x1 = (extent.maxX * scale - slack).rounded(.up)
        let y1 = (extent.maxY * scale - slack).rounded(.up)
        let width = max(1, x1 - x0), height = max(1, y1 - y0)
        let limit = format.isRaster ? 32767.0 : 1_000_000
        guard width <= limit, height <= limit, !format.isRaster || width * height <= Double(1 << 26) else {
            throw TagFlowError(
                TagFlowError.DrawingReason.canvasTooLarge(
                    width: width, height: height,
                    limit: format.isRaster
                        ? "a PNG may be at most 32767 pixels a side and 2^26 pixels in all"
                        : "an SVG or PDF page may be at most 1000000 points a side"))
        }
        return Canvas(
            rect: Rect(x: x0 / scale, y: y0 / scale, width: width / scale, height: height / scale),
            scale: scale, pixelWidth: Int(width), pixelHeight: Int(height))
    }

    private static func extent(of frame: Rect, shadow: TextTagStyle.Shadow?) -> Rect {
        guard let shadow, shadow.opacity > 0, shadow.color.alpha > 0 else { return frame }
        return frame.union(ShadowPainter.extent(of: frame, shadow: shadow))
    }
}
