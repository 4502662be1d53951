import TagFlow
import TagFlowJSON
import TagFlowRendering

extension RenderCommand {
    /// The scene of a decoded document: what `tagflow render` draws.
    ///
    /// - Without a `component` script: the document's layout (as `tagflow layout` computes it)
    ///   drawn from the metrics that sized each tag; `items` as plain boxes.
    /// - With one: the controller's state after the script's events (`SceneBuilder.scene(of:)`).
    public func scene(_ document: LayoutDocument) throws(TagFlowError) -> RenderScene {
        let sizer = try layoutCommand.sizer(for: document)
        let builder = SceneBuilder(sizer: sizer, appearance: appearance)
        if let script = document.component {
            let played = try layoutCommand.play(document, script: script, sizer: sizer)
            do {
                return try builder.scene(of: played.controller)
            } catch {
                throw TagFlowError.document(at: .root, "cannot build the picture: \(error)")
            }
        }
        let measured = try layoutCommand.layout(document)
        do {
            return try builder.scene(
                tags: document.tags, layout: measured, containerSize: document.container, overflowChip: document.overflowChip)
        } catch {
            throw TagFlowError.document(at: .root, "cannot build the picture: \(error)")
        }
    }

    /// An issue of a picture drawn from `scene`, in the document's terms: an item is named by the
    /// tag or item of the document it draws (`tags[3]`), not by its place in the scene.
    public func documentIssue(_ issue: RenderIssue, in scene: RenderScene, of document: LayoutDocument) -> String {
        /// The document's place of the scene item at `path`.
        func place(_ path: ValuePath) -> String {
            if case .index(let k)? = path.components.dropFirst().first, path.components.first == .key("items"),
                scene.items.indices.contains(k), let id = scene.items[k].id, let input = Int(id.rawValue)
            {
                return JSONPath(document.contentPath.appending(index: input)).description
            }
            return JSONPath(path).description
        }
        switch issue {
        case let .missingImage(path, source, reason):
            return "\(place(path)): cannot draw image \"\(source)\" (\(reason)); drew a placeholder"
        case let .missingGlyphs(path, characters, count):
            return "\(place(path)): \(RenderIssue.missingGlyphsMessage(characters: characters, count: count))"
        }
    }
}
