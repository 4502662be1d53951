import TagFlow
import TagFlowPango

extension RenderCommand {
    /// The scene of a decoded document: what `tagflow render` draws.
    ///
    /// - Without a `component` script: the document is laid out as `tagflow layout` lays it out
    ///   (the same measuring, line-break behaviours included); visible tags are drawn at their
    ///   frames, `items` as plain boxes, the overflow chip at the indicator's frame.
    /// - With one: the events are played through a `TagCollectionController` first (as
    ///   `tagflow layout` plays them) and the scene is the controller's state after the last one
    ///   (`scene(of:)`).
    ///
    /// The scene's size is the container's or the content's, whichever is larger along each axis.
    public func scene(_ document: LayoutDocument) throws(DocumentError) -> RenderScene {
        if let script = document.component {
            let played = try layoutCommand.play(
                document, script: script, sizer: renderer.sizer(for: document.contentSizeCategory))
            return scene(of: played.controller)
        }
        let layout = try layoutCommand.layout(document)
        var scene: RenderScene
        switch document.content {
        case .items:
            var boxes: [RenderScene.Item] = []
            for i in 0..<layout.itemCount where !layout.isHidden(i) {
                boxes.append(.box(frame: layout.frames[i], id: TagID(String(i))))
            }
            scene = RenderScene(
                size: layout.contentSize, items: boxes,
                overflowChip: layout.overflow.map { RenderScene.OverflowChip(frame: $0.frame, hiddenCount: $0.hiddenCount) })
        case .tags(let entries):
            scene = RenderScene(
                tags: entries.map(\.tag), layout: layout,
                tagContainerWidth: ContentSizeCalculator.tagContainerWidth(
                    forWidth: document.container.width, configuration: document.configuration),
                contentSizeCategory: document.contentSizeCategory)
        }
        scene.size = Self.pictureSize(container: document.container, content: layout.contentSize)
        scene.backgroundColor = backgroundColor
        return scene
    }

    /// The scene of a component's current state: its visible tags at their frames (text tags in
    /// their current style, custom tags as plain boxes — accented when selected), the overflow
    /// chip, and, while a drag is under way, the lifted tag at `dragState.liftedFrame` (its slot
    /// left empty) and the delete zone (moved from viewport to content coordinates), highlighted
    /// while the tag is over it.
    public func scene(of controller: TagCollectionController) -> RenderScene {
        let layout = controller.layout
        let containerWidth = ContentSizeCalculator.tagContainerWidth(
            forWidth: controller.viewport.size.width, configuration: controller.configuration)
        var items: [RenderScene.Item] = []
        var liftedIndex: Int? = nil
        let drag = controller.dragState
        for (i, item) in controller.collection.enumerated() where i < layout.itemCount && !layout.isHidden(i) {
            if drag?.index == i { liftedIndex = items.count }
            switch item.kind {
            case .text(let tag):
                items.append(RenderScene.Item(tag: tag, frame: layout.frames[i], containerWidth: containerWidth))
            case .custom(let tag):
                items.append(
                    .box(
                        frame: layout.frames[i],
                        style: tag.isSelected ? RenderScene.Item.selectedBoxStyle : RenderScene.Item.boxStyle, id: tag.id))
            }
        }
        var scene = RenderScene(
            size: Self.pictureSize(container: controller.viewport.size, content: layout.contentSize),
            backgroundColor: backgroundColor, items: items,
            overflowChip: layout.overflow.map { RenderScene.OverflowChip(frame: $0.frame, hiddenCount: $0.hiddenCount) },
            contentSizeCategory: controller.sizer.contentSizeCategory)
        if let drag, let liftedIndex {
            scene.liftedTag = RenderScene.LiftedTag(index: liftedIndex, frame: drag.liftedFrame)
        }
        if let drag, let zone = drag.deleteZoneFrame {
            let offset = controller.viewport.contentOffset
            scene.deleteZone = RenderScene.DeleteZone(
                controller.options.deleteZone,
                frame: Rect(x: zone.x + offset.x, y: zone.y + offset.y, width: zone.width, height: zone.height),
                isHighlighted: drag.isOverDeleteZone)
        }
        return scene
    }

    /// The picture's size: the container's or the content's, whichever is larger along each axis.
    static func pictureSize(container: Size, content: Size) -> Size {
        Size(width: max(container.width, content.width), height: max(container.height, content.height))
    }
}
