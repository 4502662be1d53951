import Foundation
import Testing
import TagFlow
import TagFlowPango

/// Pictures to look at: written only when `TAGFLOW_RENDER_SAMPLES` names a directory, and
/// checked for being complete either way.
@Suite struct SampleRenderTests {
    static func showcaseTags() -> [Tag] {
        var tags: [Tag] = []
        var plain = TagStyle()
        plain.cornerRadius = 6
        tags.append(Tag("Swift", style: plain))

        var gradient = TagStyle(font: Font(size: 14, weight: .bold), textColor: .white)
        gradient.gradient = Gradient(
            startColor: Color(red: 0x0A, green: 0x84, blue: 0xFF), endColor: Color(red: 0xBF, green: 0x5A, blue: 0xF2))
        gradient.cornerRadius = 12
        gradient.padding = Size(width: 14, height: 8)
        tags.append(Tag("Gradient", style: gradient))

        var bordered = TagStyle(font: .default, textColor: Color(red: 0x0A, green: 0x84, blue: 0xFF), backgroundColor: .white)
        bordered.borderWidth = 1
        bordered.borderColor = Color(red: 0x0A, green: 0x84, blue: 0xFF)
        bordered.cornerRadius = 14
        tags.append(Tag("Bordered pill", style: bordered))

        var shadowed = TagStyle(font: .default, backgroundColor: .white)
        shadowed.cornerRadius = 8
        shadowed.shadow = Shadow(color: .black, offset: Size(width: 2, height: 3), radius: 4, opacity: 0.35)
        tags.append(Tag("Shadow", style: shadowed))

        var corners = TagStyle(font: .default, textColor: .white, backgroundColor: Color(red: 0x34, green: 0xC7, blue: 0x59))
        corners.cornerRadius = 12
        corners.corners = [.topLeft, .bottomRight]
        tags.append(Tag("Two corners", style: corners))

        var selected = TagStyle(font: .default, textColor: .white, backgroundColor: Color(red: 0xFF, green: 0x95, blue: 0x00))
        selected.cornerRadius = 6
        var tag = Tag("Selected", style: plain, selectedStyle: selected)
        tag.isSelected = true
        tags.append(tag)

        var long = TagStyle()
        long.maxWidth = 120
        long.cornerRadius = 6
        tags.append(Tag("A tag far too long to fit in its width", style: long))

        var multi = TagStyle(font: .default, backgroundColor: Color(red: 0xFF, green: 0xF4, blue: 0xD6))
        multi.maxWidth = 130
        multi.numberOfLines = 0
        multi.lineBreakMode = .wordWrap
        multi.textAlignment = .left
        multi.cornerRadius = 6
        tags.append(Tag("Multi-line text wraps onto more lines", style: multi))

        tags.append(Tag("<script>&", style: plain))
        tags.append(Tag(content: TagContent(runs: [
            TextRun("Rich ", color: Color(red: 0xD7, green: 0x00, blue: 0x15)),
            TextRun("runs", font: Font(size: 14, weight: .bold, italic: true)),
        ]), style: plain))
        tags.append(Tag(
            content: TagContent("Missing icon", leadingImage: TagImage(source: "/nonexistent/icon.png", size: Size(width: 14, height: 14)))
            , style: plain))
        return tags
    }

    @Test func showcase() throws {
        let renderer = sharedRenderer
        var configuration = LayoutConfiguration()
        configuration.contentInset = EdgeInsets(all: 12)
        let scene = try renderer.scene(
            tags: Self.showcaseTags(), configuration: configuration, width: 360, backgroundColor: Color(red: 0xF7, green: 0xF7, blue: 0xFA))
        for scale in [1.0, 2.0] {
            let output = try renderer.renderOutput(scene, format: .png(scale: scale))
            #expect(output.issues.count == 1)
            if let dir = sampleDirectory {
                try Data(output.bytes).write(to: URL(fileURLWithPath: "\(dir)/showcase@\(Int(scale))x.png"))
            }
        }
        if let dir = sampleDirectory {
            try renderer.write(scene, to: "\(dir)/showcase.svg")
            try renderer.write(scene, to: "\(dir)/showcase.pdf")
        }
    }

    @Test func interactionStates() throws {
        let renderer = sharedRenderer
        var style = TagStyle(font: .default, textColor: .white, backgroundColor: Color(red: 0x5E, green: 0x5C, blue: 0xE6))
        style.cornerRadius = 8
        let tags = ["Design", "Swift", "Linux", "Pango", "Cairo", "Layout", "Flow", "Tags", "Chips", "Render"].map { Tag($0, style: style) }
        var configuration = LayoutConfiguration()
        configuration.contentInset = EdgeInsets(all: 12)
        configuration.numberOfLines = 2
        configuration.overflowIndicator = try renderer.overflowChipSize()
        var scene = try renderer.scene(tags: tags, configuration: configuration, width: 260, height: 170, backgroundColor: .white)
        #expect(scene.overflowChip != nil)
        let frame = scene.items[1].frame
        scene.liftedTag = RenderScene.LiftedTag(index: 1, frame: frame.offsetBy(dx: 30, dy: 50))
        scene.deleteZone = RenderScene.DeleteZone(frame: Rect(x: 12, y: 120, width: 236, height: 40), label: "Drop here to delete", isHighlighted: false)
        let normal = try renderer.render(scene, format: .png(scale: 2))
        scene.deleteZone?.isHighlighted = true
        scene.liftedTag?.frame = Rect(x: 100, y: 124, width: frame.width, height: frame.height)
        let highlighted = try renderer.render(scene, format: .png(scale: 2))
        #expect(normal != highlighted)
        if let dir = sampleDirectory {
            try Data(normal).write(to: URL(fileURLWithPath: "\(dir)/interaction@2x.png"))
            try Data(highlighted).write(to: URL(fileURLWithPath: "\(dir)/interaction-highlighted@2x.png"))
        }
    }

    @Test func textPlacement() throws {
        let renderer = sharedRenderer
        let icon = NSTemporaryDirectory() + "tagflow-sample-icon-\(ProcessInfo.processInfo.processIdentifier).png"
        var iconScene = RenderScene(size: Size(width: 16, height: 16))
        var iconStyle = plainStyle(background: Color(red: 0xFF, green: 0x3B, blue: 0x30), radius: 8)
        iconStyle.padding = .zero
        iconScene.items = [RenderScene.Item(tag: Tag("", style: iconStyle), frame: Rect(x: 0, y: 0, width: 16, height: 16))]
        try exactCanvasRenderer.write(iconScene, to: icon, format: .png(scale: 2))
        defer { try? FileManager.default.removeItem(atPath: icon) }

        var tags: [Tag] = []
        for alignment in [TextAlignment.left, .center, .right] {
            var style = TagStyle()
            style.exactWidth = 150
            style.textAlignment = alignment
            style.borderWidth = 1
            style.borderColor = Color(red: 0x8E, green: 0x8E, blue: 0x93)
            tags.append(Tag(alignment.rawValue, style: style))
        }
        var tall = TagStyle()
        tall.exactHeight = 48
        tall.cornerRadius = 24
        tags.append(Tag("Tall pill", style: tall))
        var rtl = TagStyle()
        rtl.exactWidth = 150
        rtl.textAlignment = .natural
        tags.append(Tag("שלום עולם", style: rtl))
        var clip = TagStyle()
        clip.maxWidth = 110
        clip.lineBreakMode = .clip
        tags.append(Tag("Clipped text that goes on", style: clip))
        var head = TagStyle()
        head.maxWidth = 110
        head.lineBreakMode = .truncateHead
        tags.append(Tag("Truncated at the head", style: head))
        var middle = head
        middle.lineBreakMode = .truncateMiddle
        tags.append(Tag("Truncated in the middle", style: middle))
        var withIcon = TagStyle(font: .default, textColor: .white, backgroundColor: Color(red: 0x1C, green: 0x1C, blue: 0x1E))
        withIcon.cornerRadius = 14
        tags.append(Tag(content: TagContent("Recording", leadingImage: TagImage(source: icon, size: Size(width: 12, height: 12), spacing: 6)), style: withIcon))
        var big = TagStyle()
        big.cornerRadius = 8
        for tag in [Tag("Dynamic Type", style: big)] { tags.append(tag) }
        var configuration = LayoutConfiguration()
        configuration.contentInset = EdgeInsets(all: 10)
        let scene = try renderer.scene(tags: tags, configuration: configuration, width: 340, backgroundColor: .white)
        let large = try renderer.scene(
            tags: [Tag("Dynamic Type", style: big), Tag("AX3", style: big)], configuration: configuration, width: 340,
            backgroundColor: .white, contentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let output = try renderer.renderOutput(scene, format: .png(scale: 2))
        #expect(output.issues.isEmpty)
        if let dir = sampleDirectory {
            try Data(output.bytes).write(to: URL(fileURLWithPath: "\(dir)/text@2x.png"))
            try renderer.write(scene, to: "\(dir)/text@1x.png")
            try renderer.write(large, to: "\(dir)/dynamic-type@1x.png")
        }
    }
}
