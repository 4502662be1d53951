import Foundation
import Testing
import TagFlow
import TagFlowPango
import TagFlowRendering

/// Pictures to look at: written only when `TAGFLOW_RENDER_SAMPLES` names a directory, and
/// checked for being complete either way.
@Suite struct SampleRenderTests {
    static func showcaseTags() -> [TextTag] {
        var tags: [TextTag] = []
        var plain = TextTagStyle()
        plain.cornerRadius = 6
        tags.append(TextTag("Swift", style: plain))

        var gradient = TextTagStyle(font: TagFont(size: 14, weight: .bold), textColor: .white)
        gradient.gradient = TextTagStyle.Gradient(
            startColor: TagColor(rgb: 0x0A, 0x84, 0xFF), endColor: TagColor(rgb: 0xBF, 0x5A, 0xF2))
        gradient.cornerRadius = 12
        gradient.padding = Size(width: 14, height: 8)
        tags.append(TextTag("Gradient", style: gradient))

        var bordered = TextTagStyle(font: .default, textColor: TagColor(rgb: 0x0A, 0x84, 0xFF), backgroundColor: .white)
        bordered.borderWidth = 1
        bordered.borderColor = TagColor(rgb: 0x0A, 0x84, 0xFF)
        bordered.cornerRadius = 14
        tags.append(TextTag("Bordered pill", style: bordered))

        var shadowed = TextTagStyle(font: .default, backgroundColor: .white)
        shadowed.cornerRadius = 8
        shadowed.shadow = TextTagStyle.Shadow(color: .black, offset: Size(width: 2, height: 3), radius: 4, opacity: 0.35)
        tags.append(TextTag("Shadow", style: shadowed))

        var corners = TextTagStyle(font: .default, textColor: .white, backgroundColor: TagColor(rgb: 0x34, 0xC7, 0x59))
        corners.cornerRadius = 12
        corners.corners = [.topLeft, .bottomRight]
        tags.append(TextTag("Two corners", style: corners))

        var selected = TextTagStyle(font: .default, textColor: .white, backgroundColor: TagColor(rgb: 0xFF, 0x95, 0x00))
        selected.cornerRadius = 6
        var tag = TextTag("Selected", style: plain, selectedStyle: selected)
        tag.isSelected = true
        tags.append(tag)

        var long = TextTagStyle()
        long.maxWidth = 120
        long.cornerRadius = 6
        tags.append(TextTag("A tag far too long to fit in its width", style: long))

        var multi = TextTagStyle(font: .default, backgroundColor: TagColor(rgb: 0xFF, 0xF4, 0xD6))
        multi.maxWidth = 130
        multi.numberOfLines = nil
        multi.lineBreakMode = .wordWrap
        multi.textAlignment = .left
        multi.cornerRadius = 6
        tags.append(TextTag("Multi-line text wraps onto more lines", style: multi))

        tags.append(TextTag("<script>&", style: plain))
        tags.append(TextTag(content: .text(.runs([ 
            TextRun("Rich ", color: TagColor(rgb: 0xD7, 0x00, 0x15)),
            TextRun("runs", font: TagFont(size: 14, weight: .bold, italic: true)),
        ])), style: plain))
        tags.append(TextTag(
            content: .plain("Missing icon", leadingImage: TagImage(source: "/nonexistent/icon.png", size: Size(width: 14, height: 14)))
            , style: plain))
        return tags
    }

    @Test func showcase() throws {
        let renderer = sharedRenderer
        var configuration = LayoutConfiguration()
        configuration.contentInset = Insets(all: 12)
        var scene = try TagLayout(configuration: configuration, sizer: sharedBuilder.sizer).scene(of: Self.showcaseTags(), width: 360, appearance: sharedBuilder.appearance)
        scene.backgroundColor = TagColor(rgb: 0xF7, 0xF7, 0xFA)
        for scale in [1.0, 2.0] {
            let output = try renderer.render(scene, format: .png(scale: scale))
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
        var style = TextTagStyle(font: .default, textColor: .white, backgroundColor: TagColor(rgb: 0x5E, 0x5C, 0xE6))
        style.cornerRadius = 8
        let tags = ["Design", "Swift", "Linux", "Pango", "Cairo", "Layout", "Flow", "Tags", "Chips", "Render"].map { TextTag($0, style: style) }
        var configuration = LayoutConfiguration()
        configuration.contentInset = Insets(all: 12)
        configuration.numberOfLines = 2
        configuration.overflowIndicator = try sharedBuilder.overflowChipSize()
        var scene = try TagLayout(configuration: configuration, sizer: sharedBuilder.sizer).scene(of: tags, width: 260, height: 170, appearance: sharedBuilder.appearance)
        scene.backgroundColor = .white
        #expect(scene.overflowChip != nil)
        let frame = scene.items[1].frame
        scene.liftedTag = RenderScene.LiftedTag(index: 1, frame: frame.offsetBy(dx: 30, dy: 50))
        let zone = Rect(x: 12, y: 120, width: 236, height: 40)
        scene.deleteZone = try sharedBuilder.deleteZone(frame: zone, isHighlighted: false)
        let normal = try renderer.bytes(scene, format: .png(scale: 2))
        scene.deleteZone = try sharedBuilder.deleteZone(frame: zone, isHighlighted: true)
        scene.liftedTag?.frame = Rect(x: 100, y: 124, width: frame.width, height: frame.height)
        let highlighted = try renderer.bytes(scene, format: .png(scale: 2))
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
        var iconStyle = plainStyle(background: TagColor(rgb: 0xFF, 0x3B, 0x30), radius: 8)
        iconStyle.padding = .zero
        iconScene.items = [try item(TextTag("", style: iconStyle), frame: Rect(x: 0, y: 0, width: 16, height: 16))]
        try exactCanvasRenderer.write(iconScene, to: icon, format: .png(scale: 2))
        defer { try? FileManager.default.removeItem(atPath: icon) }

        var tags: [TextTag] = []
        for alignment in [TextTagStyle.TextAlignment.left, .center, .right] {
            var style = TextTagStyle()
            style.exactWidth = 150
            style.textAlignment = alignment
            style.borderWidth = 1
            style.borderColor = TagColor(rgb: 0x8E, 0x8E, 0x93)
            tags.append(TextTag(alignment.rawValue, style: style))
        }
        var tall = TextTagStyle()
        tall.exactHeight = 48
        tall.cornerRadius = 24
        tags.append(TextTag("Tall pill", style: tall))
        var rtl = TextTagStyle()
        rtl.exactWidth = 150
        rtl.textAlignment = .natural
        tags.append(TextTag("שלום עולם", style: rtl))
        var clip = TextTagStyle()
        clip.maxWidth = 110
        clip.lineBreakMode = .clip
        tags.append(TextTag("Clipped text that goes on", style: clip))
        var head = TextTagStyle()
        head.maxWidth = 110
        head.lineBreakMode = .truncateHead
        tags.append(TextTag("Truncated at the head", style: head))
        var middle = head
        middle.lineBreakMode = .truncateMiddle
        tags.append(TextTag("Truncated in the middle", style: middle))
        var withIcon = TextTagStyle(font: .default, textColor: .white, backgroundColor: TagColor(rgb: 0x1C, 0x1C, 0x1E))
        withIcon.cornerRadius = 14
        tags.append(TextTag(content: .plain("Recording", leadingImage: TagImage(source: icon, size: Size(width: 12, height: 12), spacing: 6)), style: withIcon))
        var big = TextTagStyle()
        big.cornerRadius = 8
        for tag in [TextTag("Dynamic Type", style: big)] { tags.append(tag) }
        var configuration = LayoutConfiguration()
        configuration.contentInset = Insets(all: 10)
        let scene = try TagLayout(configuration: configuration, sizer: sharedBuilder.sizer).scene(of: tags, width: 340, appearance: sharedBuilder.appearance)
        var largeBuilder = sharedBuilder
        largeBuilder.sizer.textSizeCategory = .accessibilityExtraExtraExtraLarge
        let large = try TagLayout(configuration: configuration, sizer: largeBuilder.sizer).scene(of: [TextTag("Dynamic Type", style: big), TextTag("AX3", style: big)], width: 340, appearance: largeBuilder.appearance)
        let output = try renderer.render(scene, format: .png(scale: 2))
        #expect(output.issues.isEmpty)
        if let dir = sampleDirectory {
            try Data(output.bytes).write(to: URL(fileURLWithPath: "\(dir)/text@2x.png"))
            try renderer.write(scene, to: "\(dir)/text@1x.png")
            try renderer.write(large, to: "\(dir)/dynamic-type@1x.png")
        }
    }
}
