import TagFlow
import TagFlowJSON

/// A font family named somewhere in a document, remembered with its JSON path so that a family the
/// text engine does not have is reported where it was written.
package struct FontReference: Hashable, Sendable {
    /// Where the family is, e.g. `$.tags[2].style.font.family`.
    package var path: ValuePath
    /// The family as written.
    package var family: String

    /// Creates a reference.
    package init(path: ValuePath, family: String) {
        self.path = path
        self.family = family
    }
}
