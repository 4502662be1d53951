import Foundation
import Testing
import TagFlow
import TagFlowPango

/// Leading images, the overflow chip, the lifted tag and the delete zone.
@Suite struct ImageAndStateTests {
    let blue = Color(red: 0x20, green: 0x60, blue: 0xE0)
    let green = Color(red: 0x10, green: 0xC0, blue: 0x40)

    /// A 4 × 4 pixel PNG of one colour, written to a temporary file.
    func solidPNG(_ color: Color, name: String) throws -> String {
        let scene = RenderScene(size: Size(width: 4, height: 4), backgroundColor: color)
        let path = NSTemporaryDirectory() + "tagflow-render-\(name)-\(ProcessInfo.processInfo.processIdentifier).png"
        try exactCanvasRenderer.write(scene, to: path)
        return path
    }

    func imageTag(_ source: String, tint: Color? = nil) -> Tag {
        var style = plainStyle(background: .white, text: .black)
        style.textAlignment = .left
        let image = TagImage(source: source, size: Size(width: 16, height: 16), spacing: 4, tintColor: tint)
        return Tag(content: TagContent("Icon", leadingImage: image), style: style)
    }

    @Test func aLeadingImageIsDrawnScaledBeforeTheText() throws {
        let path = try solidPNG(green, name: "green")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let tag = imageTag(path)
        let frame = Rect(x: 0, y: 0, width: 100, height: 32)
        let output = try exactCanvasRenderer.renderOutput(
            RenderScene(size: Size(width: 100, height: 32), items: [RenderScene.Item(tag: tag, frame: frame)]), format: .png())
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
        let scene = RenderScene(size: frame.size, items: [RenderScene.Item(tag: imageTag(path, tint: blue), frame: frame)])
        #expect(try decode(try exactCanvasRenderer.render(scene, format: .png())).pixel(x: 15, y: 16) == blue)
    }

    @Test func aMissingImageDrawsAPlaceholderAndIsReported() throws {
        let frame = Rect(x: 0, y: 0, width: 100, height: 32)
        let scene = RenderScene(size: frame.size, items: [RenderScene.Item(tag: imageTag("/no/such/image.png"), frame: frame)])
        for format in [RenderFormat.png(scale: 2), .svg, .pdf] {
            let output = try exactCanvasRenderer.renderOutput(scene, format: format)
            #expect(output.issues == [.missingImage(name: "items[0]", source: "/no/such/image.png", reason: "no such file")])
        }
        let image = try decode(try exactCanvasRenderer.render(scene, format: .png()))
        // Something neutral and grey is in the image's box.
        let p = try #require(image.pixel(x: 10, y: 12))
        #expect(p != .white && p.red == p.green && abs(Int(p.green) - Int(p.blue)) < 8)
    }

    @Test func aFileThatIsNotAPNGIsReportedNotFatal() throws {
        let path = NSTemporaryDirectory() + "tagflow-render-notpng-\(ProcessInfo.processInfo.processIdentifier).png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let frame = Rect(x: 0, y: 0, width: 100, height: 32)
        let scene = RenderScene(size: frame.size, items: [RenderScene.Item(tag: imageTag(path), frame: frame)])
        let output = try exactCanvasRenderer.renderOutput(scene, format: .png())
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
            size: frame.size, items: [RenderScene.Item(tag: imageTag((path as NSString).lastPathComponent), frame: frame)])
        let output = try renderer.renderOutput(scene, format: .png())
        #expect(output.issues.isEmpty)
        #expect(try decode(output.bytes).pixel(x: 15, y: 16) == green)
    }

    @Test func theOverflowChipIsDrawnAtItsFrame() throws {
        let chipFrame = Rect(x: 10, y: 5, width: 44, height: 30)
        let scene = RenderScene(size: Size(width: 64, height: 40), overflowChip: RenderScene.OverflowChip(frame: chipFrame, hiddenCount: 7))
        let image = try decode(try exactCanvasRenderer.render(scene, format: .png()))
        // The default chip: white with a grey 1 px border and dark text.
        #expect(image.pixel(x: 12, y: 7) == .white)
        #expect(image.pixel(x: 30, y: 5) == RenderScene.OverflowChip.defaultStyle.borderColor)
        #expect(image.pixel(x: 5, y: 20)?.alpha == 0)
        let dark = (6..<34).contains { y in (12..<52).contains { x in image.pixel(x: x, y: y)!.red < 0x80 } }
        #expect(dark)
        #expect(RenderScene.OverflowChip(frame: chipFrame, hiddenCount: 7).text == "+7")
        #expect(RenderScene.OverflowChip(frame: chipFrame, hiddenCount: 7, label: "more").text == "more")
    }

    @Test func theLiftedTagIsDrawnOnTopAtItsNewFrameAndLeavesItsSlot() throws {
        let under = Tag("", style: plainStyle(background: blue))
        let lifted = Tag("", style: plainStyle(background: green))
        let scene = RenderScene(
            size: Size(width: 200, height: 100),
            items: [
                RenderScene.Item(tag: lifted, frame: Rect(x: 10, y: 10, width: 40, height: 20)),
                RenderScene.Item(tag: under, frame: Rect(x: 100, y: 50, width: 80, height: 40)),
            ],
            liftedTag: RenderScene.LiftedTag(index: 0, frame: Rect(x: 120, y: 60, width: 40, height: 20)))
        let image = try decode(try exactCanvasRenderer.render(scene, format: .png()))
        #expect(image.pixel(x: 140, y: 70) == green)   // on top of the other tag
        #expect(image.pixel(x: 30, y: 20)?.alpha == 0)  // its slot is empty
        #expect(image.pixel(x: 105, y: 55) == blue)
        // Raised: 5 % larger (42 × 21 about the same centre), with a shadow below.
        #expect(image.pixel(x: 119, y: 70) == green)
        let below = try #require(image.pixel(x: 140, y: 85))
        #expect(below.red < blue.red || below.blue < blue.blue)  // darkened by the lift shadow
    }

    @Test func theDeleteZoneHasANormalAndAHighlightedLook() throws {
        let style = RenderScene.DeleteZone.Style()
        var zone = RenderScene.DeleteZone(frame: Rect(x: 0, y: 0, width: 200, height: 44), label: "Delete")
        var scene = RenderScene(size: Size(width: 200, height: 44), deleteZone: zone)
        let normal = try decode(try exactCanvasRenderer.render(scene, format: .png()))
        #expect(normal.pixel(x: 30, y: 22) == style.backgroundColor)
        #expect(normal.pixel(x: 100, y: 0) == style.borderColor)
        #expect(normal.pixel(x: 0, y: 0)?.alpha == 0)  // rounded
        zone.isHighlighted = true
        scene.deleteZone = zone
        let highlighted = try decode(try exactCanvasRenderer.render(scene, format: .png()))
        #expect(highlighted.pixel(x: 30, y: 22) == style.highlightedBackgroundColor)
        // The label is drawn in white on the red.
        let white = (10..<34).contains { y in (60..<140).contains { x in highlighted.pixel(x: x, y: y) == .white } }
        #expect(white)
    }
}

/// The component's delete zone, drawn through the scene's.
@Suite struct ComponentDeleteZoneTests {
    @Test func theComponentsZoneKeepsItsLook() throws {
        let component = TagFlow.DeleteZone()
        let frame = component.resolvedFrame(viewportSize: Size(width: 300, height: 200))
        var zone = RenderScene.DeleteZone(component, frame: frame, isHighlighted: false)
        #expect(zone.label == component.style.text)
        #expect(zone.style.cornerRadius == component.style.cornerRadius)
        var scene = RenderScene(size: Size(width: 300, height: 200), deleteZone: zone)
        let normal = try decode(try exactCanvasRenderer.render(scene, format: .png()))
        let inside = (x: Int(frame.minX) + 4, y: Int(frame.midY))
        #expect(close(normal.pixel(x: inside.x, y: inside.y), component.style.backgroundColor, tolerance: 1))
        zone.isHighlighted = true
        scene.deleteZone = zone
        let highlighted = try decode(try exactCanvasRenderer.render(scene, format: .png()))
        #expect(close(highlighted.pixel(x: inside.x, y: inside.y), component.style.highlightedBackgroundColor, tolerance: 1))
    }
}
