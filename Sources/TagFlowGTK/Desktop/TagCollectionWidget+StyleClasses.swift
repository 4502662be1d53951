import CGtk
import TagFlow

/// Style classes per tag: an app names tags by classes its style sheet restyles
/// (`tagcollection tag.new { background-color: … }`), as it gives widgets CSS classes; a chip in
/// the default look takes what the sheet sets for its state and its classes (docs/gtk.md, CSS).
extension TagCollectionWidget {
    /// Gives the tag `id` the style classes `classes`, replacing those it had (`[]`: none). A
    /// tag's classes go with it when it is removed.
    /// - Throws: `TagFlowError` for an id no tag has (`id`), or a class name that is empty,
    ///   starts with a dot or holds white space (`classes[i]`); nothing changes then.
    public func setStyleClasses(_ classes: [String], forTagWithID id: TagID) throws(TagFlowError) {
        guard controller.tag(withID: id) != nil else {
            throw TagFlowError(.invalidText(id.rawValue, problem: "no tag in the collection has this id"), at: ["id"])
        }
        for (i, name) in classes.enumerated() where name.isEmpty || name.hasPrefix(".") || name.contains(where: \.isWhitespace) {
            throw TagFlowError(
                .invalidText(name, problem: "a style class name is one word without a leading dot"), at: ["classes", .index(i)])
        }
        styleClasses[id] = classes.isEmpty ? nil : classes
        queueDraw()
    }

    /// Forgets the classes of tags no longer in the collection.
    func forgetStyleClassesOfRemovedTags() {
        guard !styleClasses.isEmpty else { return }
        styleClasses = styleClasses.filter { controller.tag(withID: $0.key) != nil }
    }
}
