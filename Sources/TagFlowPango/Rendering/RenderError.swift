import TagFlow

/// Why a picture could not be drawn or written. Every case says what was wrong and where; none
/// is ever a crash.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A PNG display scale out of range (it must be finite, > 0 and ≤ `RenderFormat.maximumScale`).
    case invalidScale(Double)
    /// A value of the scene cannot be drawn; `name` is its path, e.g. `"items[3].frame.width"`.
    case invalidScene(name: String, reason: String)
    /// A tag could not be measured (bad style, unknown font family); `name` is the item's path.
    case tagFlow(name: String, error: TagFlowError)
    /// The canvas would be larger than a raster surface may be.
    case canvasTooLarge(width: Double, height: Double, limit: String)
    /// The output file could not be written.
    case unwritablePath(path: String, reason: String)
    /// Cairo reported a failure; `operation` says during what.
    case cairo(operation: String, status: String)

    public var description: String {
        switch self {
        case let .invalidScale(scale):
            return "scale is \(scale); it must be finite, > 0 and ≤ \(RenderFormat.maximumScale)"
        case let .invalidScene(name, reason):
            return "\(name): \(reason)"
        case let .tagFlow(name, error):
            return "\(name): \(error)"
        case let .canvasTooLarge(width, height, limit):
            return "the canvas would be \(width) × \(height) pixels; \(limit)"
        case let .unwritablePath(path, reason):
            return "cannot write \(path): \(reason)"
        case let .cairo(operation, status):
            return "cairo failed to \(operation): \(status)"
        }
    }

    /// Throws unless `value` is finite and ≥ 0 (NaN fails too).
    static func checkNonNegative(_ value: Double, _ name: @autoclosure () -> String) throws(RenderError) {
        guard value >= 0, value < .infinity else {
            throw .invalidScene(name: name(), reason: "it is \(value); it must be finite and ≥ 0")
        }
    }

    /// Throws unless the frame's origin is finite and its extents finite and ≥ 0.
    static func checkFrame(_ frame: Rect, _ name: String) throws(RenderError) {
        guard frame.x.isFinite else { throw .invalidScene(name: name + ".x", reason: "it is \(frame.x); it must be finite") }
        guard frame.y.isFinite else { throw .invalidScene(name: name + ".y", reason: "it is \(frame.y); it must be finite") }
        try checkNonNegative(frame.width, name + ".width")
        try checkNonNegative(frame.height, name + ".height")
    }
}
