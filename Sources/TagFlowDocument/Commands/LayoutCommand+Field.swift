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
    package func play(
        _ document: LayoutDocument, field script: FieldScript, sizer given: TagSizer? = nil
    ) throws(TagFlowError) -> (field: TagField, callbacks: FieldCallbackLog) {
        try document.checkComponentScript()
        var sizer = try self.sizer(for: document)
        if let given { sizer = given }
        var options = script.fieldSettings(over: document.component?.options ?? TagCollectionOptions())
        options.overflowChip = document.overflowChip
        let controller: TagCollectionController
        do {
            controller = try TagCollectionController(
                tags: document.tags, configuration: document.configuration, options: options,
                policy: TagCollectionPolicy(validate: script.validate),
                viewport: Viewport(size: document.container, contentOffset: document.component?.contentOffset ?? .zero),
                sizer: sizer)
        } catch {
            throw Self.fieldSetUpError(error, in: document)
        }
        var field: TagField
        do {
            field = try TagField(controller: controller, suggestions: script.suggestionSource)
        } catch {
            throw Self.fieldSetUpError(error, in: document)
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

    /// An error setting the field up: the field's settings named under the document's `field`
    /// (`$.field.placeholder`), the rest as a component's set-up errors are.
    private static func fieldSetUpError(_ error: TagFlowError, in document: LayoutDocument) -> TagFlowError {
        guard let (argument, inside) = error.argument(of: TagCollectionController.Argument.self), argument == .options,
            let (setting, _) = inside.head(TagCollectionOptions.Setting.self)
        else { return setUpError(error, in: document) }
        switch setting {
        case .delimiters, .tagStyle, .invalidStyle, .entryMinimumWidth, .placeholder:
            return TagFlowError(error.reason, at: ["field"] + inside)  // the field's keys are the options' names
        case .selectionMode, .selectionMinimum, .selectionFollowsFocus, .doubleTapInterval, .deleteZoneFrame,
            .longPressDuration, .tapMaxMovement, .tapMaxDuration, .autoScrollEdgeBand, .autoScrollMaxStep, .removeButton,
            .overflowChip:
            return setUpError(error, in: document)
        }
    }
}
