/// What a front end's commands ask — a menu item, a shortcut, a toolbar button (the GTK widget's
/// `tags.*` actions) — answered as the same input would be: the policy asked, the callbacks
/// fired, the gesture under way cancelled first, as for any mutation.
extension TagCollectionController {
    /// Activates the tag with `id` as Return on it does: `didActivate` when the tag is enabled and
    /// `canTap` allows it, else nothing.
    /// - Throws: `TagFlowError` at `id` when no tag has it.
    package mutating func activateByCommand(id: TagID) throws(TagFlowError) -> TagCollectionUpdate {
        _ = try collection.existingIndex(of: id)
        return try recordingUpdate { (controller, sink) throws(TagFlowError) in
            try controller.cancelGesture(sink: &sink)
            controller.activate(at: try controller.collection.existingIndex(of: id), sink: &sink)
        }
    }

    /// Removes every tag input may remove (a remove button or drag to delete; nothing without):
    /// each enabled tag, last first, as its remove button would (`canDelete`, then `didDelete` or
    /// `didRefuseDelete`); disabled tags stay, as they do for every input.
    package mutating func removeAllByCommand() throws(TagFlowError) -> TagCollectionUpdate {
        try recordingUpdate { (controller, sink) throws(TagFlowError) in
            try controller.cancelGesture(sink: &sink)
            guard controller.options.allowsRemoving else { return }
            // Last first: a removal moves only the tags after it.
            for index in controller.collection.indices.reversed() { try controller.removeIfAllowed(at: index, sink: &sink) }
        }
    }
}
