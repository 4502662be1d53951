import TagFlow
import TagFlowJSON
import TagFlowRendering

extension RenderCommand {
    /// The scene of a decoded document: what `tagflow render` draws.
    ///
    /// - Without a `component` script: the document's layout (as `tagflow layout` computes it)
    ///   drawn from the metrics that sized each tag; `items` as plain boxes.
    /// - With one: the controller's state after the script's events (`SceneBuilder.scene(of:)`).
    /// - With a `field`: the field after its events, as `tagflow layout` plays them — the tags,
    ///   the entry with the draft or placeholder and the caret, the open suggestion list.
    package func scene(_ document: LayoutDocument) throws(TagFlowError) -> RenderScene {
        let sizer = try layoutCommand.drawingSizer(for: document)
        let builder = SceneBuilder(sizer: sizer, appearance: appearance)
        let build: () throws(TagFlowError) -> RenderScene
        if let script = document.field {
            let played = try layoutCommand.play(document, field: script, sizer: sizer)
            build = { () throws(TagFlowError) in try builder.scene(of: played.field) }
        } else if let script = document.component {
            let played = try layoutCommand.play(document, script: script, sizer: sizer)
            build = { () throws(TagFlowError) in try builder.scene(of: played.controller) }
        } else {
            let measured = try layoutCommand.layout(document)
            build = { () throws(TagFlowError) in
                try builder.scene(
                    tags: document.tags, layout: measured, containerSize: document.container, overflowChip: document.overflowChip)
            }
        }
        // The document was read and played: what fails now is drawing it, said at the document's
        // place of it (`$.field` for the field's entry and list), never at a path of the scene.
        do {
            return try build()
        } catch {
            let isField = error.path.head(RenderScene.Part.self)?.argument == .field
            throw TagFlowError.document(
                at: isField ? ["field"] : .root, "cannot build the picture\(isField ? " of the field" : ""): \(error.reason)")
        }
    }

    /// An issue of a picture drawn from `scene`, in the document's terms: an item is named by the
    /// tag or item of the document it draws (`$.tags[3]`, the lifted tag of a drag too), not by its
    /// place in the scene; the "+N" chip by `$.layout.overflowIndicator`, the delete zone by
    /// `$.component.deleteZone`, a field's entry and suggestions by `$.field`.
    package func documentIssue(_ issue: RenderIssue, in scene: RenderScene, of document: LayoutDocument) -> String {
        "\(JSONPath(documentPath(ofScenePath: issue.path, in: scene, of: document))): \(issue.message)"
    }

    /// The document's place of what the scene draws at `path`: the tag (with the style a value
    /// under the item's `style` came from: `selectedStyle` when the tag shows it and it differs
    /// there), the chip, the delete zone.
    func documentPath(ofScenePath path: ValuePath, in scene: RenderScene, of document: LayoutDocument) -> ValuePath {
        guard let (part, inside) = path.head(RenderScene.Part.self) else { return path }
        let item: Int?
        var itemPath = inside
        switch part {
        case .items:
            guard case .index(let k)? = inside.components.first else { return path }
            item = k
            itemPath = ValuePath(Array(inside.components.dropFirst()))
        case .liftedTag: item = scene.liftedTag?.index
        case .overflowChip: return document.overflowChip == nil ? ["layout", "overflowIndicator"] : path
        case .deleteZone: return ["component", "deleteZone"]
        case .field: return ["field"]
        case .dropMarker: return ["events"]  // the bar of a drag the events left over the collection
        }
        guard let item, scene.items.indices.contains(item), let id = scene.items[item].id,
            let input = document.inputIndices.index(of: id)
        else { return path }
        let tagPath = document.contentPath.appending(index: input)
        guard part == .items, let (itemPart, rest) = itemPath.head(RenderScene.Item.Part.self) else { return tagPath }
        if itemPart == .image { return tagPath.appending(key: "image") }
        guard itemPart == .style, case .tags(let entries) = document.content, entries.indices.contains(input) else { return tagPath }
        let tag = entries[input].tag
        let showsSelectedStyle = tag.isSelected && tag.selectedStyle.map { $0.shadow != tag.style.shadow } == true
        return tagPath.appending(key: showsSelectedStyle ? "selectedStyle" : "style") + rest
    }
}
