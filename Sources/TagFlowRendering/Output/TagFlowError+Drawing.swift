import TagFlow

extension TagFlowError {
    /// Why a renderer could not draw or write a picture: the vocabulary of `SceneRendering`,
    /// shared by every renderer.
    public enum DrawingReason: TagFlowErrorReason {
        /// A picture would be larger than a drawing surface may be.
        case canvasTooLarge(width: Double, height: Double, limit: String)
        /// The drawing library failed; `operation` says during what.
        case drawingFailed(operation: String, detail: String)
        /// A file could not be written.
        case cannotWrite(file: String, problem: String)
        /// A shadow's blur would need a mask of `width × height` pixels, more than `limit` allows.
        case shadowTooLarge(width: Int, height: Int, limit: String)
        /// An image could not be decoded for the picture: past the pixels a picture's images may
        /// have together, or out of memory (never a placeholder: the picture would be wrong).
        case imageRefused(source: String, reason: String)

        public var description: String {
            switch self {
            case let .canvasTooLarge(width, height, limit):
                "the canvas would be \(formatted(width)) × \(formatted(height)) pixels; \(limit)"
            case let .drawingFailed(operation, detail):
                "drawing failed to \(operation): \(detail)"
            case let .cannotWrite(file, problem):
                "cannot write \(shownFileName(file)): \(problem)"
            case let .shadowTooLarge(width, height, limit):
                "its shadow would be blurred in a mask of \(width) × \(height) pixels; \(limit)"
            case let .imageRefused(source, reason):
                "the image \(quoted(source)) cannot be drawn: \(reason)"
            }
        }
    }
}
