import CPangoCairo
import Foundation
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

    /// The path `source` names: as given when absolute or without an image directory, else
    /// inside the directory.
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

    private func load(_ path: String) -> Result<OpaquePointer, ImageLoadingFailure> {
        guard !path.isEmpty else { return .failure(ImageLoadingFailure(reason: "the path is empty")) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(ImageLoadingFailure(reason: "no such file"))
        }
        guard !isDirectory.boolValue else { return .failure(ImageLoadingFailure(reason: "it is a directory")) }
        // Never NULL: a failure comes back as an error surface carrying its status.
        guard let surface = cairo_image_surface_create_from_png(path) else {
            return .failure(ImageLoadingFailure(reason: "cairo returned no surface"))
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return .failure(ImageLoadingFailure(reason: "not a readable PNG: " + String(cString: cairo_status_to_string(status))))
        }
        guard cairo_image_surface_get_width(surface) > 0, cairo_image_surface_get_height(surface) > 0 else {
            cairo_surface_destroy(surface)
            return .failure(ImageLoadingFailure(reason: "the image is empty"))
        }
        return .success(surface)
    }
}
