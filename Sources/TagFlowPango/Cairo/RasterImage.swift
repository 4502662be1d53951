import CPangoCairo
import TagFlow

/// A decoded PNG: its pixels as straight-alpha colours, for checking what a render drew (tests,
/// a gallery's sanity checks) without another image library.
public struct RasterImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels, row after row from the top, each as red, green, blue, alpha (straight, not
    /// premultiplied).
    public let rgba: [UInt8]

    /// Decodes PNG bytes (with cairo's PNG reader).
    /// - Throws: `TagFlowError` (`.drawingFailed`) when the bytes are not a PNG cairo can read,
    ///   or declare more pixels than an image may have (`PNGFile.maximumPixels`: checked in the
    ///   header before anything is decoded).
    public init(png bytes: [UInt8]) throws(TagFlowError) {
        let decoded: OpaquePointer
        switch PNGFile.checkHeader(bytes).flatMap({ _ in PNGFile.decode(bytes) }) {
        case .success(let surface): decoded = surface
        case .failure(let refusal): throw TagFlowError(TagFlowError.DrawingReason.drawingFailed(operation: "decode a PNG", detail: refusal.reason))
        }
        defer { cairo_surface_destroy(decoded) }
        let width = Int(cairo_image_surface_get_width(decoded))
        let height = Int(cairo_image_surface_get_height(decoded))

        // Whatever format the PNG decoded to (RGB24, ARGB32, A8), paint it onto ARGB32 to read
        // one layout.
        guard let argb = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw TagFlowError(TagFlowError.DrawingReason.drawingFailed(operation: "decode a PNG", detail: "no surface"))
        }
        defer { cairo_surface_destroy(argb) }
        try CairoStatus.check(cairo_surface_status(argb), "decode a PNG")
        let cr = cairo_create(argb)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, decoded, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(argb)

        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        if width > 0, height > 0, let data = cairo_image_surface_get_data(argb) {
            let stride = Int(cairo_image_surface_get_stride(argb))
            data.withMemoryRebound(to: UInt8.self, capacity: stride * height) { bytes in
                for y in 0..<height {
                    let row = UnsafeRawPointer(bytes + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width {
                        // ARGB32 is a native-endian premultiplied 0xAARRGGBB word.
                        let word = row[x]
                        let a = UInt32((word >> 24) & 0xFF)
                        func straight(_ shift: UInt32) -> UInt8 {
                            let c = (word >> shift) & 0xFF
                            return a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
                        }
                        let i = (y * width + x) * 4
                        rgba[i] = straight(16)
                        rgba[i + 1] = straight(8)
                        rgba[i + 2] = straight(0)
                        rgba[i + 3] = UInt8(a)
                    }
                }
            }
        }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The colour of the pixel at column `x`, row `y` (from the top-left), or `nil` outside.
    public func pixel(x: Int, y: Int) -> TagColor? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return TagColor(rgb: rgba[i], rgba[i + 1], rgba[i + 2], alpha: rgba[i + 3])
    }
}
