import Testing
@testable import TagFlowPango
import TagFlow

/// Scenes built from tags, and the SVG id renumbering.
@Suite struct SceneBuildingTests {
    @Test func aSceneHasTheLayoutsFramesAndLeavesHiddenTagsOut() throws {
        let tags = (1...12).map { Tag("Tag \($0)") }
        var configuration = LayoutConfiguration()
        configuration.numberOfLines = 2
        configuration.contentInset = EdgeInsets(all: 10)
        configuration.overflowIndicator = try sharedRenderer.overflowChipSize()
        let scene = try sharedRenderer.scene(tags: tags, configuration: configuration, width: 240, backgroundColor: .white)
        let layout = try ContentSizeCalculator.layout(of: tags, width: 240, configuration: configuration, sizer: sharedRenderer.sizer())
        let visible = (0..<tags.count).filter { !layout.isHidden($0) }
        #expect(scene.items.map(\.frame) == visible.map { layout.frames[$0] })
        #expect(scene.items.map(\.tag) == visible.map { tags[$0] })
        #expect(scene.items.allSatisfy { $0.containerWidth == 220 })
        #expect(scene.overflowChip?.hiddenCount == tags.count - visible.count)
        #expect(scene.overflowChip?.frame == layout.overflow?.frame)
        #expect(scene.size == layout.contentSize)
        #expect(scene.backgroundColor == .white)
    }

    @Test func aTallerContainerMakesATallerScene() throws {
        let scene = try sharedRenderer.scene(tags: [Tag("One")], width: 200, height: 120)
        #expect(scene.size == Size(width: 200, height: 120))
    }

    @Test func theChipSizeFitsItsLabel() throws {
        let small = try sharedRenderer.overflowChipSize(label: "+9")
        let large = try sharedRenderer.overflowChipSize(label: "+999")
        #expect(large.width > small.width && large.height == small.height)
    }

    @Test func renderingTagsDirectlyMatchesRenderingTheirScene() throws {
        let tags = ["Swift", "Cairo", "Pango"].map { Tag($0) }
        let direct = try sharedRenderer.render(tags: tags, width: 200, format: .png(scale: 2))
        let scene = try sharedRenderer.scene(tags: tags, width: 200)
        #expect(direct == (try sharedRenderer.render(scene, format: .png(scale: 2))))
    }

    @Test func svgImageIdsAreNumberedByFirstAppearance() {
        let svg = ##"<image id="image42"/><use xlink:href="#image42"/><image id="image7"/><use xlink:href="#image7"/><g id="surface99"/><use xlink:href="#imageX"/>"##
        let expected = ##"<image id="image1"/><use xlink:href="#image1"/><image id="image2"/><use xlink:href="#image2"/><g id="surface1"/><use xlink:href="#imageX"/>"##
        #expect(String(decoding: SVGIdentifiers.canonicalized(Array(svg.utf8)), as: UTF8.self) == expected)
    }
}
