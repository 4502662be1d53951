import TagFlow
import TagFlowJSON

/// A font family named somewhere in a document, remembered with its JSON path so that a family the
/// text engine does not have is reported where it was written.
public struct FontReference: Hashable, Sendable {
    /// Where the family is, e.g. `$.tags[2].style.font.family`.
    public var path: ValuePath
    /// The family as written.
    public var family: String

    /// Creates a reference.
    public init(path: ValuePath, family: String) {
        self.path = path
        self.family = family
    }
}
