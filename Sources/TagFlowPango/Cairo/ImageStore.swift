import CPangoCairo
import TagFlow

/// The PNG images of one drawing, each read once however many tags show it.
///
/// It owns cairo surfaces, so it lives inside one render call on one thread (it is not
/// `Sendable`) and releases them in `deinit`.
final class ImageStore {
    private let directory: String?
    private var loaded: [String: Result<OpaquePointer, ImageLoadingFailure>] = [:]

    struct ImageLoadingFailure: Error {
        var reason: String
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
        PNGFile.load(path).mapError { ImageLoadingFailure(reason: $0.reason) }
    }
}
