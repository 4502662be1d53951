import CGtk
import TagFlow

extension TagCollectionWidget {
    /// Shows the items of `model` (a `GListModel`) as the tags, one an item in its order, and
    /// keeps them in step both ways, as `gtk_flow_box_bind_model` does one way: items the app
    /// inserts, removes or moves come and go as tags (animated, by id), and what the user does —
    /// a ×, Delete, a drag to delete, a reorder, an edit in a tag field — is written back to a
    /// `GtkStringList` or a `GListStore`. A tag's text is a `GtkStringObject`'s string or the
    /// item's string property `textProperty`; its id is the text (a repeated text's, the text with
    /// `#2`, `#3`…). Tags already shown keep their state (selection) while their id
    /// stays. `nil` unbinds, leaving the tags as they are.
    ///
    /// ```swift
    /// let labels = gtk_string_list_new(nil)
    /// tags.bind(model: labels)
    /// gtk_string_list_append(labels, "Swift")   // a tag appears
    /// ```
    ///
    /// A change the model cannot take (any other model is read only; a store needs items it can
    /// make with that property) is reported to `onError`, and the tags go back to the model's.
    public func bind(model: OpaquePointer?, textProperty: String = "string") {
        models.bind(model.map { ModelBinding(model: $0, textProperty: textProperty) { [weak self] in self?.followModel() } })
        followModel()
    }

    /// Makes the tags the model's items again.
    func followModel() {
        guard let binding = models.binding, isAlive else { return }
        do throws(TagFlowError) {
            let tags = ModelBinding.tags(for: try binding.texts()) { controller.tag(withID: $0) }
            binding.isReading = true
            defer { binding.isReading = false }
            try update(animated: sizing.hasLaidOut) { (controller) throws(TagFlowError) in try controller.setTags(tags) }
        } catch {
            report(error)
        }
    }

    /// Writes an update's changes into the bound model, but those that came from it.
    func writeToModel(_ update: TagCollectionUpdate) {
        guard let binding = models.binding, !binding.isReading, !update.changes.isEmpty else { return }
        do throws(TagFlowError) {
            try binding.write(update.changes)
        } catch {
            report(error)
            followModel()
        }
    }
}
