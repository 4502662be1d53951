import TagFlow

/// The one way a picture of tags is made: from tags with the metrics that sized them and a layout
/// result (`TagLayout.scene(of:width:)` at a width), or from a `TagCollectionController`'s live
/// state (the lifted tag, the delete zone, the focus ring). The command-line tool, the gallery and
/// the GTK widget all build their scenes here, so a tag is drawn from exactly what sized it and
/// nothing is sized twice.
///
/// ```swift
/// let builder = SceneBuilder(sizer: TagSizer(measurer: try PangoTextMeasurer()))
/// let scene = try builder.scene(of: controller)
/// ```
///
/// The builder measures only what no layout sized: the chips' words (at their frames, which the
/// layout sized them for) and the delete zone's words, through the same sizer.
public struct SceneBuilder: Sendable {
    /// Measures tags (and the chip's and the delete zone's words).
    public var sizer: TagSizer
    /// How the parts that are not tags look.
    public var appearance: SceneAppearance

    /// Creates a builder.
    public init(sizer: TagSizer, appearance: SceneAppearance = SceneAppearance()) {
        self.sizer = sizer
        self.appearance = appearance
    }

    /// The scene of tags already measured and laid out: each visible tag at its frame, drawn from
    /// its metrics, the "+N" chip when the layout placed one; hidden tags are left out.
    /// - Parameters:
    ///   - tags: the tags, in the order they were laid out.
    ///   - layout: the result of laying out `tags`, with one metrics entry per tag, in order.
    ///   - containerSize: the container; the scene is as large as it or the content, whichever is
    ///     larger along each axis.
    ///   - overflowChip: the chip the layout was made with, or `nil` for a fixed-size indicator
    ///     (drawn in the appearance's chip style).
    /// - Throws: `TagFlowError` at `layout` when the layout does not hold one entry per tag, or a
    ///   failure measuring the chip's label.
    package func scene(
        tags: [TextTag], layout: MeasuredLayout, containerSize: Size, overflowChip: OverflowChip? = nil
    ) throws(TagFlowError) -> RenderScene {
        guard layout.result.itemCount == tags.count, layout.metrics.count == tags.count else {
            throw TagFlowError(
                .invalidCount(layout.result.itemCount, allowed: "one frame and one metrics entry per tag (\(tags.count))"),
                at: ["layout"])
        }
        let result = layout.result
        var items: [RenderScene.Item] = []
        items.reserveCapacity(result.visibleItemCount)
        for index in tags.indices where !result.isHidden(index) {
            items.append(item(tags[index], frame: result.frames[index], metrics: layout.metrics[index]))
        }
        return RenderScene(
            size: Self.pictureSize(container: containerSize, content: result.contentSize),
            backgroundColor: appearance.backgroundColor, items: items, overflowChip: try chip(of: result, overflowChip))
    }

    /// The scene of a controller's live state: its visible tags at their frames, drawn from the
    /// metrics the controller sized them with (custom content as boxes, accented when selected),
    /// with their remove buttons when the options have them, the "+N" chip, the keyboard focus
    /// ring (on the focused tag or chip), and, while a drag is under way, the lifted tag at its
    /// floating frame (its slot left empty) and the delete zone (moved from viewport to content
    /// coordinates), highlighted while the tag is over it; while a drag from elsewhere is over
    /// the collection, a bar in the focus ring's colour in the gap it would drop into.
    /// - Parameters:
    ///   - controller: the controller to draw, as it is now.
    ///   - hover: the tag the pointer is over (drawn with `appearance.highlightColor` laid over
    ///     it, or its remove button highlighted), or `nil`.
    ///   - area: when given, only the tags whose frames meet it (touching counts) and the lifted
    ///     tag become items, found in O(log n) — what a view showing part of a long collection
    ///     draws (grow the visible rect by what shadows reach). `nil` for every tag.
    public func scene(
        of controller: TagCollectionController, hover: PointerHover? = nil, in area: Rect? = nil
    ) throws(TagFlowError) -> RenderScene {
        let layout = controller.layout
        let drag = controller.dragState
        let buttonOnRight = layout.layoutDirection == .leftToRight
        var shown: [Int]
        if let area {
            shown = layout.indices(in: area)
            if let lifted = drag?.index, !shown.contains(lifted) { shown.append(lifted) }
            shown.sort()  // items are drawn in collection order, as without an area
        } else {
            shown = layout.placementOrder.sorted()
        }
        var items: [RenderScene.Item] = []
        items.reserveCapacity(shown.count)
        var liftedIndex: Int? = nil
        for index in shown {
            guard let metrics = controller.metrics(at: index) else { continue }
            if drag?.index == index { liftedIndex = items.count }
            let tag = controller.collection[index]
            guard let frame = layout.frame(of: index) else { continue }
            var item = item(tag, frame: frame, metrics: metrics)
            let hovered = hover?.id == tag.id && drag == nil && !tag.isDisabled
            if let geometry = controller.removeButton, case .text = tag.rightfulContent {
                item.removeButton = RenderScene.RemoveButton(
                    geometry: geometry, isOnRight: buttonOnRight, isHighlighted: hovered && hover?.isOverRemoveButton == true,
                    appearance: appearance.removeButton)
            }
            if hovered, hover?.isOverRemoveButton != true { item.highlightColor = appearance.highlightColor }
            items.append(item)
        }
        var scene = RenderScene(
            size: Self.pictureSize(container: controller.viewport.size, content: layout.contentSize),
            backgroundColor: appearance.backgroundColor, items: items,
            overflowChip: try chip(of: layout.result, controller.options.overflowChip))
        if let focused = controller.focusedIndex, let frame = layout.frame(of: focused) {
            scene.focusRing = RenderScene.FocusRing(
                frame: frame, cornerRadius: controller.collection[focused].rightfulStyle.cornerRadius,
                appearance: appearance.focusRing)
        } else if let chip = scene.overflowChip, controller.focusedElement.map(Self.isIndicator) == true {
            scene.focusRing = RenderScene.FocusRing(frame: chip.frame, cornerRadius: chip.style.cornerRadius, appearance: appearance.focusRing)
        }
        if let drag, let liftedIndex {
            scene.liftedTag = RenderScene.LiftedTag(
                index: liftedIndex, frame: drag.liftedFrame, appearance: appearance.lift, slotFrame: layout.frame(of: drag.index))
        }
        if let marker = controller.dropTarget?.marker {
            var bar = TextTagStyle()
            bar.backgroundColor = appearance.focusRing.color
            bar.cornerRadius = marker.width / 2
            bar.padding = .zero
            scene.dropMarker = .box(marker, style: bar)
        }
        if let drag, let zone = drag.deleteZoneFrame {
            let offset = controller.viewport.contentOffset
            scene.deleteZone = try deleteZone(
                frame: zone.offsetBy(dx: offset.x, dy: offset.y), isHighlighted: drag.isOverDeleteZone,
                avoiding: drag.isOverDeleteZone ? drag.liftedFrame : nil)
        }
        return scene
    }

    /// The delete zone at `frame` (content coordinates) in its current look, its words measured
    /// for the frame's width.
    /// - Parameters:
    ///   - frame: the zone's frame, in content coordinates.
    ///   - isHighlighted: whether a dragged tag is over it (drawn in the highlighted look).
    ///   - avoiding: the frame of a tag held over the zone, or `nil`: the icon and words then
    ///     move from the centre to the end of the zone away from the tag's centre (the left end
    ///     when the tag is right of the zone's middle), so the tag covers them as little as it can.
    package func deleteZone(frame: Rect, isHighlighted: Bool, avoiding: Rect? = nil) throws(TagFlowError) -> RenderScene.DeleteZone {
        var look = appearance.deleteZone.tag(isHighlighted: isHighlighted)
        if let avoiding { look.style.textAlignment = avoiding.midX > frame.midX ? .left : .right }
        do {
            let metrics = try sizer.metrics(of: look.content, style: look.style, containerWidth: frame.width)
            return RenderScene.DeleteZone(
                item: RenderScene.Item(content: look.content, style: look.style, frame: frame, metrics: metrics, leadingIcon: look.icon),
                isHighlighted: isHighlighted)
        } catch {
            throw error.prefixed(with: RenderScene.Part.deleteZone.path())
        }
    }

    /// The "+N" chip standing for `hiddenCount` tags at `frame`, in the appearance's chip style:
    /// how a fixed-size indicator is drawn. It reads the real count, or nothing when the frame is
    /// too narrow for it: a truncated "+…" would say neither how many nor that it is a count.
    public func overflowChip(frame: Rect, hiddenCount: Int) throws(TagFlowError) -> RenderScene.Item {
        let style = appearance.overflowChipDrawingStyle
        let words = TagContent.plain(appearance.overflowChipText(hiddenCount: hiddenCount))
        let natural: Size
        do { natural = try sizer.size(of: words, style: style, containerWidth: .infinity) } catch {
            throw error.prefixed(with: RenderScene.Part.overflowChip.path())
        }
        return try chip(natural.width > frame.width + 1 ? .plain("") : words, style: style, frame: frame)
    }

    /// A chip showing `content` in `style` at `frame`: its words as the layout measured them when
    /// they fit the frame give or take a point (pixel snapping may take up to a point off the
    /// frame the layout sized: that must not truncate them), else measured for the frame's width
    /// (a fixed-size indicator narrower than its words).
    private func chip(_ content: TagContent, style: TextTagStyle, frame: Rect) throws(TagFlowError) -> RenderScene.Item {
        do {
            var metrics = try sizer.metrics(of: content, style: style, containerWidth: .infinity)
            if metrics.size.width > frame.width + 1 {
                metrics = try sizer.metrics(of: content, style: style, containerWidth: frame.width)
            }
            return RenderScene.Item(content: content, style: style, frame: frame, metrics: metrics)
        } catch {
            throw error.prefixed(with: RenderScene.Part.overflowChip.path())
        }
    }

    /// The size of an overflow chip reading `label`: what to put in
    /// `LayoutConfiguration.overflowIndicator` before the layout knows how many tags it hides
    /// (size it for the widest label you expect, e.g. "+99").
    package func overflowChipSize(label: String = "+99") throws(TagFlowError) -> Size {
        try sizer.size(of: .plain(label), style: appearance.overflowChipDrawingStyle, containerWidth: .infinity)
    }

    /// A tag as drawn: its content in its style (the default style's colours adapted to the
    /// appearance); custom content as the appearance's box; a disabled tag without a disabled
    /// style of its own dimmed (`SceneAppearance.disabled(_:)`).
    private func item(_ tag: TextTag, frame: Rect, metrics: TagMetrics) -> RenderScene.Item {
        let content = tag.rightfulContent
        var style: TextTagStyle
        if case .custom = content {
            style = tag.isSelected ? appearance.selectedCustomTagStyle : appearance.customTagStyle
            if tag.isDisabled { style = appearance.disabled(style) }
        } else {
            style = appearance.adapted(tag.rightfulStyle)
            if tag.isDisabled, tag.disabledStyle == nil { style = appearance.disabled(style) }
        }
        return RenderScene.Item(id: tag.id, content: content, style: style, frame: frame, metrics: metrics)
    }

    /// The chip the layout placed, if any: the "+N" chip at the overflow indicator's frame, or
    /// the "less" chip at the collapse indicator's — in the text chip's style and words when
    /// there is one, else in the appearance's.
    private func chip(of result: LayoutResult, _ overflowChip: OverflowChip?) throws(TagFlowError) -> RenderScene.Item? {
        let style = overflowChip.map { appearance.adaptedChip($0.style) } ?? appearance.overflowChipDrawingStyle
        if let overflow = result.overflow {
            let content = overflowChip?.content(hiddenCount: overflow.hiddenCount)
                ?? .plain(appearance.overflowChipText(hiddenCount: overflow.hiddenCount))
            return try chip(content, style: style, frame: overflow.frame)
        }
        if let frame = result.collapseIndicatorFrame {
            let content = overflowChip.map { $0.collapseContent ?? .plain("") } ?? .plain(appearance.collapseChipText)
            return try chip(content, style: style, frame: frame)
        }
        return nil
    }

    /// Whether an element is the "+N" or the "less" chip.
    private static func isIndicator(_ kind: TagAccessibilityElement.Kind) -> Bool {
        if case .tag = kind { return false }
        return true
    }

    /// The picture's size: the container's or the content's, whichever is larger along each axis.
    static func pictureSize(container: Size, content: Size) -> Size {
        Size(width: max(container.width, content.width), height: max(container.height, content.height))
    }
}

/// What the pointer is over, for a front end that highlights it (`SceneBuilder.scene(of:hover:)`).
public struct PointerHover: Hashable, Sendable {
    /// The tag under the pointer.
    public var id: TagID
    /// Whether the pointer is on the tag's remove button (`removeButtonIndex(at:)`).
    public var isOverRemoveButton: Bool

    /// Creates a hover.
    public init(id: TagID, isOverRemoveButton: Bool = false) {
        self.id = id
        self.isOverRemoveButton = isOverRemoveButton
    }

    /// What the pointer at `point` (content coordinates) is over in `controller`, or `nil`.
    public init?(at point: Point, in controller: TagCollectionController) {
        guard let index = controller.index(at: point) else { return nil }
        self.init(id: controller.collection[index].id, isOverRemoveButton: controller.removeButtonIndex(at: point) == index)
    }
}
