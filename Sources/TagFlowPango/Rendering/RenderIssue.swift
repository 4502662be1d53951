/// Something the renderer drew around instead of failing: the picture is complete, but not
/// everything was as asked.
public enum RenderIssue: Hashable, Sendable, CustomStringConvertible {
    /// A leading image could not be read; a neutral placeholder box was drawn in its place.
    /// `name` is the item's path in the scene (e.g. `"items[2]"`).
    case missingImage(name: String, source: String, reason: String)

    public var description: String {
        switch self {
        case let .missingImage(name, source, reason):
            return "\(name): cannot draw image \"\(source)\" (\(reason)); drew a placeholder"
        }
    }
}
