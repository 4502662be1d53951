import Testing
@testable import TagFlowPango
import TagFlow
import TagFlowRendering

/// Scenes built from tags and from a controller, and the SVG id renumbering.
@Suite struct SceneBuildingTests {
    @Test func aSceneHasTheLayoutsFramesAndMetricsAndLeavesHiddenTagsOut() throws {
        let tags = (1...12).map { TextTag("Tag \($0)") }
        var configuration = LayoutConfiguration()
        configuration.numberOfLines = 2
        configuration.contentInset = Insets(all: 10)
        configuration.overflowIndicator = try sharedBuilder.overflowChipSize()
        let scene = try TagLayout(configuration: configuration, sizer: sharedBuilder.sizer).scene(of: tags, width: 240, appearance: sharedBuilder.appearance)
        let measured = try TagLayout(configuration: configuration, sizer: sharedSizer).measuredLayout(of: tags, width: 240)
        let layout = measured.result
        let visible = (0..<tags.count).filter { !layout.isHidden($0) }
        #expect(scene.items.map(\.frame) == visible.map { layout.frames[$0] })
        #expect(scene.items.map(\.id) == visible.map { tags[$0].id })
        #expect(scene.items.map(\.metrics) == visible.map { measured.metrics[$0] })
        #expect(scene.items.allSatisfy { $0.metrics.text?.request.maxWidth == 220 - 14 })
        #expect(scene.overflowChip?.content == .plain("+\(tags.count - visible.count)"))
        #expect(scene.overflowChip?.frame == layout.overflow?.frame)
        #expect(scene.size == layout.contentSize)
        #expect(scene.backgroundColor == nil)
        #expect(SceneAppearance().backgroundColor == .white)  // the default, as the tool draws
    }

    @Test func aTallerContainerMakesATallerScene() throws {
        let scene = try TagLayout(sizer: sharedBuilder.sizer).scene(of: [TextTag("One")], width: 200, height: 120, appearance: sharedBuilder.appearance)
        #expect(scene.size == Size(width: 200, height: 120))
    }

    @Test func theChipSizeFitsItsLabel() throws {
        let small = try sharedBuilder.overflowChipSize(label: "+9")
        let large = try sharedBuilder.overflowChipSize(label: "+999")
        #expect(large.width > small.width && large.height == small.height)
    }

    @Test func aControllersSceneShowsItsFocusDragAndDeleteZone() throws {
        var controller = try dragAndDeleteController()
        try controller.focus(at: 1)
        var scene = try sharedBuilder.scene(of: controller)
        #expect(scene.items.count == 4)
        #expect(scene.focusRing?.frame == controller.frame(at: 1))
        #expect(scene.items.map(\.metrics) == (0..<4).map { controller.metrics(at: $0)! })
        #expect(scene.liftedTag == nil && scene.deleteZone == nil)
        let start = try #require(controller.frame(at: 0)).center
        try controller.handle(.pointerDown(start, time: 0))
        try controller.handle(.tick(time: 0.4))
        try controller.handle(.pointerMove(Point(x: 150, y: 120), time: 0.5))
        scene = try sharedBuilder.scene(of: controller)
        #expect(scene.liftedTag?.index == 0)
        #expect(scene.liftedTag?.frame == controller.dragState?.liftedFrame)
        #expect(scene.deleteZone?.isHighlighted == true)
        #expect(scene.deleteZone?.item.frame == Rect(x: 0, y: 100, width: 300, height: 40))
        #expect(scene.deleteZone?.item.content.string == SceneAppearance().deleteZone.text)
    }

    @Test func theFocusRingGoesToTheChipWhenTheChipHasKeyboardFocus() throws {
        var chip = OverflowChip()
        chip.style.cornerRadius = 9
        var controller = try TagCollectionController(
            tags: (1...12).map { TextTag("Tag \($0)") }, configuration: LayoutConfiguration(numberOfLines: 1),
            options: TagCollectionOptions(overflowChip: chip), viewport: Viewport(width: 240), sizer: sharedSizer)
        try controller.handle(.key(.end, time: 0))
        let overflow = try #require(controller.layout.overflow)
        var scene = try sharedBuilder.scene(of: controller)
        #expect(scene.focusRing?.frame == overflow.frame)
        #expect(scene.focusRing?.cornerRadius == 9)
        try controller.handle(.key(.left, time: 1))
        scene = try sharedBuilder.scene(of: controller)
        #expect(scene.focusRing?.frame == controller.focusedIndex.flatMap(controller.frame(at:)))
        #expect(scene.focusRing?.frame != overflow.frame)
    }

    @Test func svgImageIdsAreNumberedByFirstAppearance() {
        let svg = ##"<image id="image42"/><use xlink:href="#image42"/><image id="image7"/><use xlink:href="#image7"/><g id="surface99"/><use xlink:href="#imageX"/>"##
        let expected = ##"<image id="image1"/><use xlink:href="#image1"/><image id="image2"/><use xlink:href="#image2"/><g id="surface1"/><use xlink:href="#imageX"/>"##
        #expect(String(decoding: SVGIdentifiers.canonicalized(Array(svg.utf8)), as: UTF8.self) == expected)
    }
}
