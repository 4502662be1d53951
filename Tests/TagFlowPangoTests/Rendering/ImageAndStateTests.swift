import Foundation
import Testing
import TagFlow
import TagFlowPango
import TagFlowRendering

/// Leading images, the overflow chip, the lifted tag and the delete zone.
@Suite struct ImageAndStateTests {
    let blue = TagColor(rgb: 0x20, 0x60, 0xE0)
    let green = TagColor(rgb: 0x10, 0xC0, 0x40)

    /// A 4 × 4 pixel PNG of one colour, written to a temporary file.
    func solidPNG(_ color: TagColor, name: String) throws -> String {
        let scene = RenderScene(size: Size(width: 4, height: 4), backgroundColor: color)
        let path = NSTemporaryDirectory() + "tagflow-render-\(name)-\(ProcessInfo.processInfo.processIdentifier).png"
        try exactCanvasRenderer.write(scene, to: path)
        return path
    }

    func imageTag(_ source: String, tint: TagColor? = nil) -> TextTag {
        var style = plainStyle(background: .white, text: .black)
        style.textAlignment = .left
        let image = TagImage(source: source, size: Size(width: 16, height: 16), spacing: 4, tintColor: tint)
        return TextTag(content: .plain("Icon", leadingImage: image), style: style)
    }

    @Test func aLeadingImageIsDrawnScaledBeforeTheText() throws {
        let path = try solidPNG(green, name: "green")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let tag = imageTag(path)
        let frame = Rect(x: 0, y: 0, width: 100, height: 32)
        let output = try exactCanvasRenderer.render(
            RenderScene(size: Size(width: 100, height: 32), items: [try item(tag, frame: frame)]), format: .png())
        #expect(output.issues.isEmpty)
        let image = try decode(output.bytes)
        // Padding 14 × 8: the image's 16 × 16 box starts at x = 7 and is centred vertically.
        #expect(image.pixel(x: 7, y: 8) == green)
        #expect(image.pixel(x: 22, y: 23) == green)
        #expect(image.pixel(x: 15, y: 16) == green)
        #expect(image.pixel(x: 6, y: 16) == .white)
        #expect(image.pixel(x: 23, y: 16) != green)
    }

    @Test func aTintColourPaintsTheImagesShape() throws {
        let path = try solidPNG(green, name: "tint")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let frame = Rect(x: 0, y: 0, width: 100, height: 32)
        let scene = RenderScene(size: frame.size, items: [try item(imageTag(path, tint: blue), frame: frame)])
        #expect(try decode(try exactCanvasRenderer.bytes(scene, format: .png())).pixel(x: 15, y: 16) == blue)
    }

    @Test func aMissingImageDrawsAPlaceholderAndIsReported() throws {
        let frame = Rect(x: 0, y: 0, width: 100, height: 32)
        let scene = RenderScene(size: frame.size, items: [try item(imageTag("/no/such/image.png"), frame: frame)])
        for format in [RenderFormat.png(scale: 2), .svg, .pdf] {
            let output = try exactCanvasRenderer.render(scene, format: format)
            #expect(output.issues == [.missingImage(path: ["items", 0], source: "/no/such/image.png", reason: "no such file")])
        }
        let image = try decode(try exactCanvasRenderer.bytes(scene, format: .png()))
        // Something neutral and grey is in the image's box.
        let p = try #require(image.pixel(x: 10, y: 12))
        #expect(p != .white && p.red == p.green && abs(Int(p.green) - Int(p.blue)) < 8)
    }

    @Test func aFileThatIsNotAPNGIsReportedNotFatal() throws {
        let path = NSTemporaryDirectory() + "tagflow-render-notpng-\(ProcessInfo.processInfo.processIdentifier).png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let frame = Rect(x: 0, y: 0, width: 100, height: 32)
        let scene = RenderScene(size: frame.size, items: [try item(imageTag(path), frame: frame)])
        let output = try exactCanvasRenderer.render(scene, format: .png())
        guard case .missingImage(_, _, let reason)? = output.issues.first else {
            Issue.record("expected a missing-image issue")
            return
        }
        #expect(reason.contains("PNG"))
    }

    @Test func relativeImagePathsAreReadFromTheImageDirectory() throws {
        let path = try solidPNG(green, name: "relative")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var renderer = exactCanvasRenderer
        renderer.options.imageDirectory = (path as NSString).deletingLastPathComponent
        let frame = Rect(x: 0, y: 0, width: 100, height: 32)
        let scene = RenderScene(
            size: frame.size, items: [try item(imageTag((path as NSString).lastPathComponent), frame: frame)])
        let output = try renderer.render(scene, format: .png())
        #expect(output.issues.isEmpty)
        #expect(try decode(output.bytes).pixel(x: 15, y: 16) == green)
    }

    @Test func theOverflowChipIsDrawnAtItsFrame() throws {
        let chipFrame = Rect(x: 10, y: 5, width: 44, height: 30)
        let chip = try sharedBuilder.overflowChip(frame: chipFrame, hiddenCount: 7)
        #expect(chip.content == .plain("+7"))
        let scene = RenderScene(size: Size(width: 64, height: 40), overflowChip: chip)
        let image = try decode(try exactCanvasRenderer.bytes(scene, format: .png()))
        // The default chip: white with a grey 1 px border and dark text.
        #expect(image.pixel(x: 12, y: 7) == .white)
        #expect(image.pixel(x: 30, y: 5) == SceneAppearance().overflowChipStyle.borderColor)
        #expect(image.pixel(x: 5, y: 20)?.alpha == 0)
        let dark = (6..<34).contains { y in (12..<52).contains { x in image.pixel(x: x, y: y)!.red < 0x80 } }
        #expect(dark)
    }

    @Test func theLiftedTagIsDrawnOnTopAtItsNewFrameAndLeavesItsSlot() throws {
        let under = TextTag("", style: plainStyle(background: blue))
        let lifted = TextTag("", style: plainStyle(background: green))
        let scene = RenderScene(
            size: Size(width: 200, height: 100),
            items: [
                try item(lifted, frame: Rect(x: 10, y: 10, width: 40, height: 20)),
                try item(under, frame: Rect(x: 100, y: 50, width: 80, height: 40)),
            ],
            liftedTag: RenderScene.LiftedTag(index: 0, frame: Rect(x: 120, y: 60, width: 40, height: 20)))
        let image = try decode(try exactCanvasRenderer.bytes(scene, format: .png()))
        #expect(image.pixel(x: 140, y: 70) == green)   // on top of the other tag
        #expect(image.pixel(x: 30, y: 20)?.alpha == 0)  // its slot is empty
        #expect(image.pixel(x: 105, y: 55) == blue)
        // Raised: 5 % larger (42 × 21 about the same centre), with a shadow below.
        #expect(image.pixel(x: 119, y: 70) == green)
        let below = try #require(image.pixel(x: 140, y: 85))
        #expect(below.red < blue.red || below.blue < blue.blue)  // darkened by the lift shadow
    }

    @Test func theDeleteZoneHasANormalAndAHighlightedLook() throws {
        let look = SceneAppearance().deleteZone
        let frame = Rect(x: 0, y: 0, width: 300, height: 52)
        var scene = RenderScene(size: frame.size, deleteZone: try sharedBuilder.deleteZone(frame: frame, isHighlighted: false))
        let normal = try decode(try exactCanvasRenderer.bytes(scene, format: .png()))
        #expect(close(normal.pixel(x: 8, y: 26), look.backgroundColor, tolerance: 1))
        #expect(normal.pixel(x: 0, y: 0)?.alpha == 0)  // rounded
        scene.deleteZone = try sharedBuilder.deleteZone(frame: frame, isHighlighted: true)
        let highlighted = try decode(try exactCanvasRenderer.bytes(scene, format: .png()))
        #expect(close(highlighted.pixel(x: 8, y: 26), look.highlightedBackgroundColor, tolerance: 1))
        // The words are drawn in white on the pink.
        let white = (10..<42).contains { y in (60..<240).contains { x in highlighted.pixel(x: x, y: y) == .white } }
        #expect(white)
    }
}
