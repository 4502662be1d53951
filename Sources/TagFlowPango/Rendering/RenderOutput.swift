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
