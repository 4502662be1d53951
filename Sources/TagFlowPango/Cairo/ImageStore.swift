import CPangoCairo
import TagFlow

/// The PNG images of one drawing, each read once however many tags show it, and together at
/// most `maximumPixels` decoded pixels.
///
/// It owns cairo surfaces, so it lives inside one render call on one thread (it is not
/// `Sendable`) and releases them in `deinit`.
final class ImageStore {
    private let directory: String?
    private var loaded: [String: Result<OpaquePointer, ImageLoadingFailure>] = [:]

    /// The most pixels the images of one drawing (one document) may have decoded together:
    /// 2^26, four images of 4096 × 4096, 256 MiB at 4 bytes a pixel. Each image is within
    /// `PNGFile.maximumPixels`; 40 of those took 3–6 GB and up to 48 s to draw.
    static let maximumPixels = 1 << 26

    /// The pixels decoded so far.
    private(set) var decodedPixels = 0

    struct ImageLoadingFailure: Error {
        var reason: String
        /// Whether the picture cannot be drawn as asked (out of memory, past `maximumPixels`):
        /// an error, not a placeholder.
        var refusesDrawing = false
    }

    init(directory: String?) {
        self.directory = directory
    }

    deinit {
        for case .success(let surface) in loaded.values { cairo_surface_destroy(surface) }
    }

    /// The path `source` names: as given when absolute (`/…`) or without an image directory,
    /// else relative to the directory (the document's folder, for the command-line tool). Nothing
    /// else is interpreted: no `~`, no URLs.
    func path(for source: String) -> String {
        guard let directory, !source.hasPrefix("/") else { return source }
        return directory.hasSuffix("/") ? directory + source : directory + "/" + source
    }

    /// The decoded image `source` names, or why it cannot be read.
    func surface(for source: String) -> Result<OpaquePointer, ImageLoadingFailure> {
        if let known = loaded[source] { return known }
        let result = load(path(for: source))
        loaded[source] = result
        return result
    }

    /// Reads and decodes the image at `path` (see `PNGFile`: regular files only, opened without
    /// blocking, the size in the header checked before decoding).
    private func load(_ path: String) -> Result<OpaquePointer, ImageLoadingFailure> {
        let pixels: Int
        let bytes: [UInt8]
        switch PNGFile.read(path).flatMap({ read in PNGFile.checkHeader(read).map { (read, $0) } }) {
        case .failure(let refusal): return .failure(ImageLoadingFailure(reason: refusal.reason))
        case .success(let (read, count)): (bytes, pixels) = (read, count)
        }
        guard decodedPixels + pixels <= Self.maximumPixels else {
            return .failure(ImageLoadingFailure(
                reason: "its \(pixels) pixels would make \(decodedPixels + pixels) decoded pixels of images in one picture; "
                    + "a picture's images may have at most \(Self.maximumPixels) together (four of 4096 × 4096)",
                refusesDrawing: true))
        }
        let decoded = PNGFile.decode(bytes).mapError { ImageLoadingFailure(reason: $0.reason, refusesDrawing: $0.isOutOfMemory) }
        if case .success = decoded { decodedPixels += pixels }
        return decoded
    }
}
