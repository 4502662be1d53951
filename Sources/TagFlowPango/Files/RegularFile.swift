import Foundation

/// A file a path names, trusted only once it is known to be a regular file: the one way this
/// module opens the images and fonts a document or a command line names.
///
/// - **Never blocks**: the path is opened with `O_NONBLOCK`, since opening a FIFO for reading
///   waits for a writer (a FIFO named as an image, or as a font directly or in a font folder,
///   hung the tool forever).
/// - **Only regular files**: a FIFO, a device (`/dev/zero` never ends), a socket or a directory
///   is refused, with words that say which.
/// - **The whole path**: a path holding U+0000 is refused, as no file name can hold it (handed to
///   the system, the path would end at the NUL and name another file).
enum RegularFile {
    /// Why a path cannot be read as a regular file, in words for a message.
    struct Refusal: Error, Hashable {
        var reason: String
        /// Whether nothing is at the path (`ENOENT`, `ENOTDIR`), rather than something that
        /// cannot be opened (too many open files, no permission).
        var isMissing = false
    }

    /// Opens the regular file at `path` for reading and passes its descriptor and size to `body`;
    /// the descriptor is closed when `body` returns.
    static func withDescriptor<R>(
        _ path: String, _ body: (_ descriptor: Int32, _ size: Int) -> Result<R, Refusal>
    ) -> Result<R, Refusal> {
        guard !path.isEmpty else { return .failure(Refusal(reason: "the path is empty")) }
        guard !path.utf8.contains(0) else {
            return .failure(Refusal(reason: "the path holds U+0000, which no file name can hold"))
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let missing = errno == ENOENT || errno == ENOTDIR
            return .failure(Refusal(reason: errno == ENOENT ? "no such file" : String(cString: strerror(errno)), isMissing: missing))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(Refusal(reason: String(cString: strerror(errno)))) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return body(descriptor, Int(status.st_size))
        case S_IFDIR: return .failure(Refusal(reason: "it is a directory"))
        case S_IFIFO: return .failure(Refusal(reason: "it is a FIFO, not a regular file"))
        case S_IFCHR, S_IFBLK: return .failure(Refusal(reason: "it is a device, not a regular file"))
        default: return .failure(Refusal(reason: "it is not a regular file"))
        }
    }

    /// Why `path` is not a readable regular file, or `nil` when it is: for files a library
    /// opens by name itself (fontconfig and FreeType read fonts from paths).
    static func refusal(_ path: String) -> Refusal? {
        if case .failure(let refusal) = withDescriptor(path, { _, _ in .success(()) }) { return refusal }
        return nil
    }

    /// All the bytes of the regular file at `path`, at most `limit` of them (a file larger, or
    /// one that grows past it while it is read, is refused).
    static func read(_ path: String, limit: Int, describing limitWords: String) -> Result<[UInt8], Refusal> {
        withDescriptor(path) { descriptor, size in
            guard size <= limit else { return .failure(Refusal(reason: "the file is \(size) bytes; \(limitWords)")) }
            var bytes = [UInt8](repeating: 0, count: size + 1)
            var count = 0
            while count < bytes.count {
                let got = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + count, $0.count - count) }
                if got == 0 { break }
                if got < 0 {
                    if errno == EINTR { continue }
                    return .failure(Refusal(reason: String(cString: strerror(errno))))
                }
                count += got
            }
            // One byte more than the size said means the file grew while it was read.
            guard count <= limit, count < bytes.count else { return .failure(Refusal(reason: "the file grew while it was read")) }
            return .success(Array(bytes[..<count]))
        }
    }
}
