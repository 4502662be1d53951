import CPangoCairo
import TagFlow
import TagFlowRendering

/// Makes the cairo surface for an output format, lets a closure draw on it, and collects the
/// encoded file in memory through cairo's stream API.
enum CairoOutput {
    /// The PDF creation and modification date: fixed, so the same scene gives the same bytes.
    static let pinnedDate = "2000-01-01T00:00:00Z"

    /// Draws with `body` on a surface of `format` and returns the file's bytes.
    /// - Parameters:
    ///   - pixelWidth, pixelHeight: the PNG's size in pixels.
    ///   - pointWidth, pointHeight: the SVG's (px) or PDF's (pt) page size.
    ///   - body: draws on a context whose user space is one unit per point, origin top-left.
    static func render(
        format: RenderFormat, pixelWidth: Int, pixelHeight: Int, pointWidth: Double, pointHeight: Double,
        _ body: (OpaquePointer) throws(TagFlowError) -> Void
    ) throws(TagFlowError) -> [UInt8] {
        let sink = ByteSink()
        // cairo calls back into `write` with `closure` while the surface lives; the sink outlives it.
        return try withExtendedLifetime(sink) { () throws(TagFlowError) -> [UInt8] in
            let closure = Unmanaged.passUnretained(sink).toOpaque()
            let surface: OpaquePointer?
            switch format {
            case .png:
                surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
            case .svg:
                surface = cairo_svg_surface_create_for_stream(write, closure, pointWidth, pointHeight)
                if let surface { cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX) }
            case .pdf:
                surface = cairo_pdf_surface_create_for_stream(write, closure, pointWidth, pointHeight)
                if let surface {
                    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, pinnedDate)
                    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, pinnedDate)
                    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "TagFlow")
                }
            }
            guard let surface else { throw TagFlowError(TagFlowError.DrawingReason.drawingFailed(operation: "create a \(format.fileExtension) surface", detail: "no surface")) }
            defer { cairo_surface_destroy(surface) }
            try CairoStatus.check(cairo_surface_status(surface), "create a \(format.fileExtension) surface")

            guard let cr = cairo_create(surface) else { throw TagFlowError(TagFlowError.DrawingReason.drawingFailed(operation: "create a context", detail: "no context")) }
            do throws(TagFlowError) {
                try body(cr)
            } catch {
                cairo_destroy(cr)
                throw error
            }
            let drawStatus = cairo_status(cr)
            cairo_destroy(cr)
            try CairoStatus.check(drawStatus, "draw")

            switch format {
            case .png:
                cairo_surface_flush(surface)
                try CairoStatus.check(cairo_surface_write_to_png_stream(surface, write, closure), "encode the PNG")
            case .svg, .pdf:
                // Finishing writes the document's remaining parts (fonts, trailer) to the stream.
                cairo_surface_finish(surface)
                try CairoStatus.check(cairo_surface_status(surface), "finish the \(format.fileExtension)")
            }
            if sink.failed { throw TagFlowError(TagFlowError.DrawingReason.drawingFailed(operation: "collect the output", detail: "a write failed")) }
            return format == .svg ? SVGIdentifiers.canonicalized(sink.bytes) : sink.bytes
        }
    }
}

/// Where cairo's stream callbacks append the file. Used only by the thread running the render
/// call that made it.
private final class ByteSink {
    var bytes: [UInt8] = []
    var failed = false
}

/// cairo's write callback: appends to the `ByteSink` passed as the closure pointer.
private func write(_ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?, _ length: UInt32) -> cairo_status_t {
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    guard length > 0 else { return CAIRO_STATUS_SUCCESS }
    guard let data else {
        sink.failed = true
        return CAIRO_STATUS_WRITE_ERROR
    }
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
}
