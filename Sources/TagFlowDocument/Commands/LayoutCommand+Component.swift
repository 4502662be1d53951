import TagFlow
import TagFlowJSON

/// `tagflow layout` for a document with a `component` script: the document's tags go into a
/// `TagCollectionController` (items as custom content of their sizes, tags with their `selected`
/// state; every tag's id is its input index), the viewport is the container scrolled to the
/// script's offset, the events are played in order, and the output is the state after the last
/// one (`TagCollectionController.documentJSON(callbacks:inputs:)`). A gesture still under way at the end
/// is left as it is: a drag whose pointer has not gone up shows its live order.
extension LayoutCommand {
    /// The controller of `document` after `script`'s events, and the callbacks they fired, in
    /// order — the one path for every command that plays a script.
    /// - Parameters:
    ///   - document: the layout document whose tags go into the controller.
    ///   - script: the component settings and the events to play.
    ///   - given: measures the text tags; `nil` for this command's measurer and cache.
    package func play(
        _ document: LayoutDocument, script: ComponentScript, sizer given: TagSizer? = nil
    ) throws(TagFlowError) -> (controller: TagCollectionController, callbacks: [TagCollectionCallback]) {
        try document.checkComponentScript()
        var sizer = try self.sizer(for: document)
        if let given { sizer = given }
        var controller: TagCollectionController
        var options = script.options
        options.overflowChip = document.overflowChip
        do {
            controller = try TagCollectionController(
                tags: document.tags, configuration: document.configuration, options: options,
                viewport: Viewport(size: document.container, contentOffset: script.contentOffset), sizer: sizer)
            try controller.performBatchUpdates { (c) throws(TagFlowError) in
                if let filter = script.filter { try c.setFilter(filter.tagFilter) }
                if let sort = script.sort { try c.setSortOrder(sort.tagSortOrder) }
            }
        } catch {
            throw Self.setUpError(error, in: document)
        }
        var callbacks: [TagCollectionCallback] = []
        for (index, event) in script.events.enumerated() {
            do {
                callbacks += try Self.apply(event, to: &controller)
            } catch {
                throw Self.eventError(error, at: index)
            }
        }
        return (controller, callbacks)
    }

    /// Plays one event on `controller` and returns the callbacks it fired.
    static func apply(_ event: ScriptEvent, to controller: inout TagCollectionController) throws(TagFlowError) -> [TagCollectionCallback] {
        switch event {
        case .filter(let setting): return try controller.setFilter(setting?.tagFilter).callbacks
        case .sort(let setting): return try controller.setSortOrder(setting?.tagSortOrder).callbacks
        case .input, .tap:
            var callbacks: [TagCollectionCallback] = []
            for input in event.inputEvents { callbacks += try controller.handle(input).callbacks }
            return callbacks
        }
    }

    /// An error setting the component up: a tag's at the tag, the layout's as in a plain layout;
    /// options and viewport values a decoded document cannot hold (a document built in code) at
    /// `$.component`, in the component's own words.
    static func setUpError(_ error: TagFlowError, in document: LayoutDocument) -> TagFlowError {
        guard let (argument, inside) = error.argument(of: TagCollectionController.Argument.self) else {
            return documentError(error, in: document)
        }
        let setting = inside.head(TagCollectionOptions.Setting.self)?.argument
        switch argument {
        case .options where setting == .overflowChip:
            return TagFlowError(error.reason, at: inside)  // the document's `overflowChip`, as the options'
        case .options, .viewport:
            return TagFlowError.document(at: ["component"], "\(error)")
        case .tags: return tagError(error.reason, at: inside, in: document)
        case .configuration: return TagFlowError(error.reason, at: ["layout"] + inside)
        case .event, .ids: return error
        }
    }

    /// An error playing `events[index]`: a bad time at `$.events[i].time` (times going backwards
    /// are the one event error a decoded document can hold), anything else at the event.
    static func eventError(_ error: TagFlowError, at index: Int) -> TagFlowError {
        let event: ValuePath = ["events", .index(index)]
        if let (argument, inside) = error.argument(of: TagCollectionController.Argument.self), argument == .event {
            return TagFlowError(error.reason, at: event + inside)
        }
        return TagFlowError.document(at: event, "the event failed: \(error)")
    }
}
