import TagFlow
import TagFlowJSON

/// `tagflow layout` for a document with a `field`: the document's tags go into a
/// `TagCollectionController` (with the `component` settings, if any), a `TagField` over it takes
/// the field's options and suggestions, the events are played in order, and the output is the
/// field after the last one (`TagField.documentOutput(callbacks:)`).
extension LayoutCommand {
    /// The field of `document` after `script`'s events, and the callbacks they fired, in order
    /// (a change of the draft kept as its edit, so the callbacks cost what the events typed).
    /// - Parameters:
    ///   - document: the layout document whose tags the field starts with.
    ///   - script: the field's options, suggestions and events.
    ///   - given: measures the text tags; `nil` for this command's measurer and cache.
    public func play(
        _ document: LayoutDocument, field script: FieldScript, sizer given: TagSizer? = nil
    ) throws(TagFlowError) -> (field: TagField, callbacks: FieldCallbackLog) {
        try document.checkComponentScript()
        var sizer = try self.sizer(for: document)
        if let given { sizer = given }
        var options = document.component?.options ?? TagCollectionOptions()
        options.overflowChip = document.overflowChip
        let controller: TagCollectionController
        do {
            controller = try TagCollectionController(
                tags: document.tags, configuration: document.configuration, options: options,
                viewport: Viewport(size: document.container, contentOffset: document.component?.contentOffset ?? .zero),
                sizer: sizer)
        } catch {
            throw Self.setUpError(error, in: document)
        }
        var field: TagField
        do {
            field = try TagField(
                controller: controller, options: script.options, policy: script.policy,
                suggestions: script.suggestions.map { TagSuggestionSource($0) })
        } catch {
            // The options' own paths, under the document's `field` (a document built in code).
            throw TagFlowError(error.reason, at: ["field"] + ValuePath(Array(error.path.components.dropFirst())))
        }
        var callbacks = FieldCallbackLog(draft: field.draft)
        for (index, event) in script.events.enumerated() {
            do {
                for input in event.fieldEvents { callbacks.append(contentsOf: try field.handle(input).callbacks) }
            } catch {
                throw Self.eventError(error, at: index)
            }
        }
        return (field, callbacks)
    }
}
