import CPangoCairo
import Foundation
import Testing
import TagFlow
import TagFlowPango
import TagFlowRendering

/// What an interactive view adds to a picture: remove buttons, the pointer's highlight, the dark
/// appearance, drawing on a context the caller owns, scenes of the visible part, kept images.
@Suite struct InteractiveStateTests {
    let blue = TagColor(rgb: 0x20, 0x60, 0xE0)

    /// One white-on-blue tag "Swift" with a remove button, at the origin of a 200 × 40 container.
    func controller(direction: LayoutConfiguration.LayoutDirection = .leftToRight) throws -> TagCollectionController {
        try TagCollectionController(
            tags: [TextTag("Swift", style: plainStyle(background: blue))],
            configuration: LayoutConfiguration(layoutDirection: direction),
            options: TagCollectionOptions(removeButton: .init(size: 12, spacing: 6)),
            viewport: Viewport(width: 200, height: 40), sizer: sharedSizer)
    }

    func image(_ scene: RenderScene) throws -> RasterImage {
        try decode(try exactCanvasRenderer.bytes(scene, format: .png()))
    }

    /// `foreground` laid over `background` at `opacity`, as 8-bit compositing gives it (±2).
    func blend(_ foreground: TagColor, over background: TagColor, _ opacity: Double) -> TagColor {
        func mix(_ f: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(f) * opacity + Double(b) * (1 - opacity)).rounded()) }
        return TagColor(rgb: mix(foreground.red, background.red), mix(foreground.green, background.green), mix(foreground.blue, background.blue))
    }

    @Test func theCrossIsDrawnInTheSquareTheComponentHitTests() throws {
        for direction in [LayoutConfiguration.LayoutDirection.leftToRight, .rightToLeft] {
            let c = try controller(direction: direction)
            let glyph = try #require(c.removeButtonFrame(at: 0))
            let picture = try image(try sharedBuilder.scene(of: c))
            // The bars cross at the square's centre: the × in white at 75 % over the blue.
            #expect(close(picture.pixel(x: Int(glyph.midX), y: Int(glyph.midY)), blend(.white, over: blue, 0.75), tolerance: 24))
            // The square's corners lie outside both bars.
            #expect(picture.pixel(x: Int(glyph.minX), y: Int(glyph.maxY) - 1) == blue)
            // Without the button the same place is plain fill, and the tag is narrower.
            var plain = c
            try plain.setOptions(TagCollectionOptions())
            #expect(plain.frame(at: 0)!.width == c.frame(at: 0)!.width - 18)
        }
    }

    @Test func theTextMovesOutOfTheButtonsWay() throws {
        let c = try controller()
        let frame = try #require(c.frame(at: 0))
        let glyph = try #require(c.removeButtonFrame(at: 0))
        let picture = try image(try sharedBuilder.scene(of: c))
        // Text (white) is drawn only in the content box left of the button and its spacing.
        var whiteColumns: [Int] = []
        for x in Int(frame.minX)..<Int(frame.maxX) where (0..<Int(frame.height)).contains(where: {
            close(picture.pixel(x: x, y: $0), .white, tolerance: 60)
        }) {
            whiteColumns.append(x)
        }
        let text = whiteColumns.filter { Double($0) < glyph.minX - 1 }
        #expect(!text.isEmpty)
        #expect(Double(text.max()!) < glyph.minX - 6 + 1)
        #expect(Double(text.min()!) >= frame.minX + 7 - 1)
    }

    @Test func thePointersHighlightDarkensTheTagOrLightsTheButton() throws {
        let c = try controller()
        let frame = try #require(c.frame(at: 0))
        let glyph = try #require(c.removeButtonFrame(at: 0))
        let corner = (x: Int(frame.minX) + 2, y: Int(frame.minY) + 2)
        let hoverTag = try image(try sharedBuilder.scene(of: c, hover: PointerHover(at: Point(x: frame.minX + 3, y: frame.minY + 3), in: c)))
        #expect(close(hoverTag.pixel(x: corner.x, y: corner.y), blend(.black, over: blue, 0x14 / 255.0)))
        // Over the button: the tag's fill stays, a disc appears around the ×.
        let onButton = try #require(PointerHover(at: glyph.center, in: c))
        #expect(onButton.isOverRemoveButton)
        let hoverButton = try image(try sharedBuilder.scene(of: c, hover: onButton))
        #expect(hoverButton.pixel(x: corner.x, y: corner.y) == blue)
        #expect(close(hoverButton.pixel(x: Int(glyph.minX), y: Int(glyph.maxY) - 1), blend(.white, over: blue, 0.18)))
        #expect(PointerHover(at: Point(x: frame.maxX + 20, y: 5), in: c) == nil)
    }

    @Test func theDarkAppearanceRecoloursTheDefaultStyleOnly() throws {
        let builder = SceneBuilder(sizer: sharedSizer, appearance: .dark)
        let scene = try TagLayout(sizer: builder.sizer).scene(of: [TextTag("Plain"), TextTag("Blue", style: plainStyle(background: blue))], width: 200, appearance: builder.appearance)
        #expect(scene.backgroundColor == TagColor(rgb: 0x1C, 0x1C, 0x1E))
        #expect(scene.items[0].style.backgroundColor == DefaultStyleColors.dark.backgroundColor)
        #expect(scene.items[0].style.textColor == DefaultStyleColors.dark.textColor)
        #expect(scene.items[1].style.backgroundColor == blue)
        #expect(scene.items[1].style.textColor == .white)
        // The light appearance draws the default style as it is.
        let light = try TagLayout(sizer: sharedSizer).scene(of: [TextTag("Plain")], width: 200)
        #expect(light.items[0].style == TextTagStyle())
    }

    @Test func drawingOnAContextGivesTheSamePixelsAsRendering() throws {
        var c = try controller()
        try c.handle(.key(.right, time: 0))  // a focus ring too
        let scene = try SceneBuilder(sizer: sharedSizer).scene(of: c)
        for scale in [1.0, 2.0] {
            let rendered = try decode(try exactCanvasRenderer.bytes(scene, format: .png(scale: scale)))
            let width = Int32(scene.size.width * scale), height = Int32(scene.size.height * scale)
            let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height))
            defer { cairo_surface_destroy(surface) }
            // A device scale, as GTK sets one on a widget's context at a monitor's scale factor.
            cairo_surface_set_device_scale(surface, scale, scale)
            let cr = try #require(cairo_create(surface))
            try exactCanvasRenderer.draw(
                scene, in: cr, visibleRect: Rect(origin: .zero, size: scene.size), pixelScale: scale)
            cairo_destroy(cr)
            let path = NSTemporaryDirectory() + "tagflow-draw-\(ProcessInfo.processInfo.processIdentifier)-\(Int(scale)).png"
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS)
            let drawn = try decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            #expect(drawn == rendered)
        }
        #expect(thrownError { () throws(TagFlowError) in
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 4)
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            try exactCanvasRenderer.draw(scene, in: cr, visibleRect: Rect(x: 0, y: 0, width: 4, height: 4), pixelScale: 0)
        } == TagFlowError(.invalidNumber(0, allowed: "finite and > 0"), at: ["pixelScale"]))
    }

    @Test func aSceneOfPartOfTheContentHasWhatMeetsTheAreaAndTheLiftedTag() throws {
        let tags = (0..<30).map { TextTag("Tag \($0)", style: plainStyle(background: blue)) }
        var c = try TagCollectionController(
            tags: tags, options: TagCollectionOptions(allowsReordering: true), viewport: Viewport(width: 200, height: 60),
            sizer: sharedSizer)
        let first = try #require(c.frame(at: 0))
        try c.handle(.pointerDown(first.center, time: 0))
        try c.handle(.tick(time: 1))
        let whole = try sharedBuilder.scene(of: c)
        let area = Rect(x: 0, y: 100, width: 200, height: 40)
        let part = try sharedBuilder.scene(of: c, in: area)
        let meeting = whole.items.filter { $0.frame.intersects(area) }
        #expect(!meeting.isEmpty && meeting.count < whole.items.count - 1)
        // The items meeting the area, in collection order, and the lifted tag (first) besides.
        #expect(part.items.map(\.id) == [tags[0].id] + meeting.map(\.id))
        let lifted = try #require(part.liftedTag)
        #expect(part.items[lifted.index].id == tags[0].id)
        #expect(part.items.dropFirst() == meeting[...])
    }

    @Test func anImageCacheReadsEachImageOnceAcrossDraws() throws {
        let green = TagColor(rgb: 0x10, 0xC0, 0x40)
        let path = NSTemporaryDirectory() + "tagflow-cache-\(ProcessInfo.processInfo.processIdentifier).png"
        try exactCanvasRenderer.write(RenderScene(size: Size(width: 4, height: 4), backgroundColor: green), to: path)
        var style = plainStyle(background: .white, text: .black)
        style.textAlignment = .left
        let tag = TextTag(content: .plain("Icon", leadingImage: TagImage(source: path, size: Size(width: 16, height: 16), spacing: 4)), style: style)
        let frame = Rect(x: 0, y: 0, width: 100, height: 32)
        let scene = RenderScene(size: frame.size, items: [try item(tag, frame: frame)])
        let cache = exactCanvasRenderer.makeImageCache()
        func drawn() throws -> (issues: [RenderIssue], pixel: TagColor?) {
            let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 32))
            defer { cairo_surface_destroy(surface) }
            let cr = try #require(cairo_create(surface))
            defer { cairo_destroy(cr) }
            let issues = try exactCanvasRenderer.draw(scene, in: cr, visibleRect: frame, pixelScale: 1, images: cache)
            cairo_surface_flush(surface)
            // ARGB32, premultiplied; the image is opaque: bytes are B, G, R, A.
            let data = try #require(cairo_image_surface_get_data(surface))
            let offset = Int(cairo_image_surface_get_stride(surface)) * 16 + 15 * 4
            return (issues, TagColor(rgb: data[offset + 2], data[offset + 1], data[offset]))
        }
        let first = try drawn()
        #expect(first.issues.isEmpty && first.pixel == green)
        try FileManager.default.removeItem(atPath: path)
        let second = try drawn()
        #expect(second.issues.isEmpty && second.pixel == green)
        // Without the cache the file is read again, and is gone.
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 32))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        #expect(try exactCanvasRenderer.draw(scene, in: cr, visibleRect: frame, pixelScale: 1).count == 1)
    }

    @Test func aRemoveButtonThatCannotBeDrawnIsRefusedAtItsPath() throws {
        var scene = try sharedBuilder.scene(of: try controller())
        scene.items[0].removeButton?.appearance.opacity = 1.5
        #expect(thrownError { () throws(TagFlowError) in try scene.validate() }
            == TagFlowError(.invalidNumber(1.5, allowed: "between 0 and 1"), at: ["items", .index(0), "removeButton", "appearance", "opacity"]))
        scene.items[0].removeButton?.appearance.opacity = 1
        scene.items[0].removeButton?.geometry.size = -.infinity
        #expect(thrownError { () throws(TagFlowError) in try scene.validate() }?.path == ["items", .index(0), "removeButton", "geometry", "size"])
    }
}
