import TagFlow

/// A drawn picture: the file's bytes and what the renderer had to draw around.
public struct RenderOutput: Hashable, Sendable {
    /// The PNG, SVG or PDF file.
    public var bytes: [UInt8]
    /// What could not be drawn as asked (e.g. a missing image), in drawing order.
    public var issues: [RenderIssue]

    /// Creates an output.
    public init(bytes: [UInt8], issues: [RenderIssue]) {
        self.bytes = bytes
        self.issues = issues
    }
}

/// Something the renderer drew around instead of failing: the picture is complete, but not
/// everything was as asked.
public enum RenderIssue: Hashable, Sendable, CustomStringConvertible {
    /// A leading image could not be read; a neutral placeholder box was drawn in its place.
    /// `path` is the item's place in the scene (e.g. `items[2]`).
    case missingImage(path: ValuePath, source: String, reason: String)

    public var description: String {
        switch self {
        case let .missingImage(path, source, reason):
            return "\(path): cannot draw image \"\(source)\" (\(reason)); drew a placeholder"
        }
    }
}

/// Something that draws scenes into files: the Cairo renderer on Linux. The document commands
/// take one, so they never depend on a drawing library themselves.
public protocol SceneRendering: Sendable {
    /// Draws `scene` as a file of `format`, with what had to be drawn around.
    /// - Throws: `TagFlowError` for a bad format (`scale`), a scene value that cannot be drawn (its
    ///   path in the scene), a canvas too large, or a failure of the drawing library.
    func render(_ scene: RenderScene, format: RenderFormat) throws(TagFlowError) -> RenderOutput

    /// Where the picture of `scene` lies in the scene's coordinates: a renderer may grow the
    /// canvas past the scene's own rectangle where shadows or a lifted tag reach out.
    func canvasRect(for scene: RenderScene, format: RenderFormat) throws(TagFlowError) -> Rect
}
