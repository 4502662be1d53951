import TagFlow

/// `tagflow layout` for a document with a `component` script: the items or tags go into a
/// `TagCollectionController` (items as custom tags of their fixed size, tags as text tags with
/// their `selected` state; ids are input indices), the viewport is the container scrolled to the
/// script's offset, the events are played in order, and the output is the state after the last
/// one (`TagCollectionController.documentJSON(callbacks:)`). A gesture still under way at the end
/// is left as it is: a drag whose pointer has not gone up shows its live order.
extension LayoutCommand {
    /// Plays `script` on the document's tags and writes the result.
    func run(_ document: LayoutDocument, script: ComponentScript) throws(DocumentError) -> String {
        let (controller, callbacks) = try play(document, script: script)
        do {
            return try JSONWriter.write(controller.documentJSON(callbacks: callbacks))
        } catch {
            throw DocumentError(path: error.path, message: "internal error: the layout produced \(error.value)")
        }
    }

    /// The controller of `document` after `script`'s events, and the callbacks they fired, in
    /// order — the one path for every command that plays a script.
    /// - Parameter sizer: measures the text tags; `nil` for this command's measurer and cache
    ///   (tags are measured through this command first either way, for its error paths).
    func play(
        _ document: LayoutDocument, script: ComponentScript, sizer given: TagSizer? = nil
    ) throws(DocumentError) -> (controller: TagCollectionController, callbacks: [ComponentCallback]) {
        try document.checkComponentScript()
        let items: [TagItem]
        let contentPath: JSONPath
        var sizer = given ?? TagSizer(measurer: NoTextMeasurer(), cache: nil)
        switch document.content {
        case .items(let entries):
            contentPath = JSONPath([.key("items")])
            items = entries.enumerated().map { position, item in
                TagItem(
                    CustomTag(id: TagID(String(position)), width: item.width, height: item.height),
                    lineBreak: item.lineBreak)
            }
        case .tags(let tags):
            contentPath = JSONPath([.key("tags")])
            // Measure as a plain layout does: the same error paths, and the cache is warm.
            _ = try measure(tags, in: document)
            if given == nil, !tags.isEmpty {
                do {
                    sizer = TagSizer(
                        measurer: try measurers.measurer(), cache: cache,
                        contentSizeCategory: document.contentSizeCategory)
                } catch {
                    throw DocumentError(path: contentPath, message: "cannot measure text: \(error)")
                }
            }
            items = tags.map { TagItem($0.tag, lineBreak: $0.lineBreak) }
        }

        var controller: TagCollectionController
        do {
            controller = try TagCollectionController(
                items: items, configuration: document.configuration, options: script.options,
                viewport: Viewport(size: document.container, contentOffset: script.contentOffset), sizer: sizer)
        } catch {
            throw DocumentError(error, contentPath: contentPath)
        }

        var callbacks: [ComponentCallback] = []
        for (index, event) in script.events.enumerated() {
            for input in event.inputEvents {
                do {
                    callbacks += try controller.handle(input).callbacks
                } catch {
                    throw DocumentError(error, eventIndex: index)
                }
            }
        }
        return (controller, callbacks)
    }
}

/// The measurer of a controller with no text tags: it is never asked, and fails if it were.
private struct NoTextMeasurer: TextMeasuring {
    func measure(_ request: TextMeasurementRequest) throws(TagFlowError) -> TextMeasurement {
        throw .measurementFailed("no text measurer for a document of items")
    }
}
