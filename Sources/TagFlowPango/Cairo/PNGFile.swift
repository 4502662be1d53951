import CPangoCairo
import Foundation
import TagFlow

/// Reads PNG images without trusting what a path names or what a file's header claims.
///
/// - **Only regular files**, opened without blocking (`RegularFile`): a FIFO named as an image
///   used to hang the render forever, and a device (`/dev/zero`) never ends.
/// - **At most `maximumFileSize` bytes** are read.
/// - **The header is read before anything is decoded**: an image of more than `maximumPixels`
///   pixels, or wider or taller than `maximumSide`, is refused, since decoding allocates the
///   whole picture first (a 1 MB PNG declaring 16 000 × 16 000 pixels took 1 GB to draw as a
///   10 × 10 icon).
enum PNGFile {
    /// The most pixels an image may have: 2^24 = 16 777 216 (4096 × 4096, or a 4K photo),
    /// 64 MiB once decoded to 4 bytes a pixel. Tag images are icons; this leaves room for a photo
    /// and keeps one image from taking gigabytes.
    static let maximumPixels = 1 << 24
    /// The widest and tallest an image may be: 32 767 pixels, Cairo's own limit for a surface.
    static let maximumSide = 32_767
    /// The largest file read: 64 MiB. A PNG within `maximumPixels` is smaller, unless stored
    /// uncompressed at 16 bits a channel.
    static let maximumFileSize = 64 << 20

    /// Why an image cannot be drawn, in words for an issue.
    struct Refusal: Error {
        var reason: String
        /// Whether decoding ran out of memory: the picture cannot be drawn as asked, so it is an
        /// error rather than a placeholder.
        var isOutOfMemory = false
    }

    /// The bytes of the regular file at `path` (`RegularFile`: never a FIFO or a device, opened
    /// without blocking), at most `maximumFileSize`.
    static func read(_ path: String) -> Result<[UInt8], Refusal> {
        RegularFile.read(path, limit: maximumFileSize, describing: "an image file may have at most \(maximumFileSize) (64 MiB)")
            .mapError { Refusal(reason: $0.reason) }
    }

    /// Checks the PNG signature and the size the header declares; the image's pixels.
    static func checkHeader(_ bytes: [UInt8]) -> Result<Int, Refusal> {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        // The signature, then the IHDR chunk: length 13, "IHDR", width and height (big-endian).
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return .failure(Refusal(reason: "not a PNG file"))
        }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = word(16), height = word(20)
        guard width > 0, height > 0 else { return .failure(Refusal(reason: "the image is empty")) }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            return .failure(
                Refusal(
                    reason: "the image is \(width) × \(height) pixels; an image may have at most \(maximumPixels) pixels "
                        + "(4096 × 4096) and \(maximumSide) a side"))
        }
        return .success(width * height)
    }

    /// Decodes PNG bytes whose header passed `checkHeader`.
    static func decode(_ bytes: [UInt8]) -> Result<OpaquePointer, Refusal> {
        let source = ByteSource(bytes)
        let decoded: OpaquePointer? = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(readChunk, Unmanaged.passUnretained(source).toOpaque())
        }
        // Never NULL in practice: a failure comes back as an error surface carrying its status.
        guard let decoded else { return .failure(Refusal(reason: "cairo returned no surface")) }
        let status = cairo_surface_status(decoded)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(decoded)
            let words = String(cString: cairo_status_to_string(status))
            if status == CAIRO_STATUS_NO_MEMORY, !surfaceFits(bytes) { return .failure(Refusal(reason: words, isOutOfMemory: true)) }
            return .failure(Refusal(reason: "not a readable PNG: " + words))
        }
        return .success(decoded)
    }
}

extension PNGFile {
    /// Whether an image surface of the size the header declares can be had now. Cairo says "out
    /// of memory" for any PNG libpng cannot read, so this tells a real shortage (an error: the
    /// picture cannot be drawn as asked) from a broken file (a placeholder).
    static func surfaceFits(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 24 else { return true }
        func word(_ at: Int) -> Int32 { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int32(truncatingIfNeeded: $1) } }
        guard let probe = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, word(16), word(20)) else { return false }
        defer { cairo_surface_destroy(probe) }
        return cairo_surface_status(probe) == CAIRO_STATUS_SUCCESS
    }
}

/// What cairo's PNG reader reads from, one chunk at a time.
private final class ByteSource {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
}

private func readChunk(_ closure: UnsafeMutableRawPointer?, _ data: UnsafeMutablePointer<UInt8>?, _ length: UInt32) -> cairo_status_t {
    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard source.bytes.count - source.offset >= count else { return CAIRO_STATUS_READ_ERROR }
    source.bytes.withUnsafeBufferPointer { buffer in
        data.update(from: buffer.baseAddress! + source.offset, count: count)
    }
    source.offset += count
    return CAIRO_STATUS_SUCCESS
}
