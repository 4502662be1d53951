import Testing
import TagFlow
import TagFlowPango
import TagFlowRendering

/// Where the text goes and that it stays in its tag.
@Suite struct TextTests {
    let blue = TagColor(rgb: 0x20, 0x60, 0xE0)

    /// The bounding box of the pixels that are not the tag's fill inside `frame`, and whether any
    /// pixel outside the frame is drawn at all.
    func ink(in image: RasterImage, frame: Rect, fill: TagColor) -> (box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?, outside: Int) {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)? = nil
        var outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)!
                let inside = Double(x) >= frame.minX && Double(x) < frame.maxX && Double(y) >= frame.minY && Double(y) < frame.maxY
                if !inside {
                    if p.alpha != 0 { outside += 1 }
                    continue
                }
                guard p != fill else { continue }
                box = box.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
            }
        }
        return (box, outside)
    }

    func render(_ text: String, style: TextTagStyle, frame: Rect, size: Size = Size(width: 240, height: 60)) throws -> RasterImage {
        let scene = RenderScene(size: size, items: [try item(TextTag(text, style: style), frame: frame, containerWidth: size.width)])
        return try decode(try exactCanvasRenderer.bytes(scene, format: .png()))
    }

    @Test func textIsDrawnInsideTheContentBoxAndNothingLeavesTheTag() throws {
        let style = plainStyle(background: blue)
        let size = try sharedSizer.size(of: TextTag("Hello", style: style), containerWidth: 240)
        let frame = Rect(x: 20, y: 10, width: size.width.rounded(.up), height: size.height.rounded(.up))
        let image = try render("Hello", style: style, frame: frame)
        let (box, outside) = ink(in: image, frame: frame, fill: blue)
        #expect(outside == 0)
        let b = try #require(box)
        let content = frame.insetBy(dx: style.padding.width / 2, dy: style.padding.height / 2)
        #expect(Double(b.minX) >= content.minX - 1 && Double(b.maxX) < content.maxX + 1)
        #expect(Double(b.minY) >= content.minY - 1 && Double(b.maxY) < content.maxY + 1)
    }

    @Test func textIsCentredVertically() throws {
        // Capitals and lower case without descenders sit around the middle of the tag: their
        // ink's centre is within a pixel and a half of the frame's (the font's ascent and
        // descent are not equal, so it cannot be exact).
        for height in [28.0, 40.0, 64.0] {
            var style = plainStyle(background: blue)
            style.exactHeight = height
            let frame = Rect(x: 10, y: 0, width: 120, height: height)
            let image = try render("HEXAGON", style: style, frame: frame, size: Size(width: 140, height: height))
            let b = try #require(ink(in: image, frame: frame, fill: blue).box)
            let inkMiddle = Double(b.minY + b.maxY + 1) / 2
            #expect(abs(inkMiddle - frame.midY) <= 1.5, "height \(height): ink \(b.minY)…\(b.maxY)")
        }
    }

    @Test(arguments: [TextTagStyle.TextAlignment.left, .center, .right])
    func textAlignmentPlacesTheTextInAWideTag(alignment: TextTagStyle.TextAlignment) throws {
        var style = plainStyle(background: blue)
        style.textAlignment = alignment
        style.exactWidth = 200
        let frame = Rect(x: 20, y: 10, width: 200, height: 32)
        let image = try render("Swift", style: style, frame: frame)
        let b = try #require(ink(in: image, frame: frame, fill: blue).box)
        let content = frame.insetBy(dx: style.padding.width / 2, dy: 0)
        switch alignment {
        case .left: #expect(abs(Double(b.minX) - content.minX) <= 2)
        case .right: #expect(abs(Double(b.maxX + 1) - content.maxX) <= 2)
        default: #expect(abs(Double(b.minX + b.maxX + 1) / 2 - frame.midX) <= 2)
        }
    }

    @Test func naturalAlignmentFollowsTheTextsDirection() throws {
        var style = plainStyle(background: blue)
        style.textAlignment = .natural
        style.exactWidth = 200
        let frame = Rect(x: 20, y: 10, width: 200, height: 32)
        let latin = try #require(ink(in: try render("Swift", style: style, frame: frame), frame: frame, fill: blue).box)
        let hebrew = try #require(ink(in: try render("שלום", style: style, frame: frame), frame: frame, fill: blue).box)
        #expect(Double(latin.minX) < frame.midX - 40)
        #expect(Double(hebrew.maxX) > frame.midX + 40)
    }

    @Test func truncatedTextStaysInsideItsTag() throws {
        var style = plainStyle(background: blue)
        style.maxWidth = 90
        let tag = TextTag("A tag far too long to fit in its width", style: style)
        let size = try sharedSizer.size(of: tag, containerWidth: 240)
        #expect(size.width <= 90)
        let frame = Rect(x: 10, y: 10, width: size.width.rounded(.up), height: size.height.rounded(.up))
        let image = try render(tag.content.string, style: style, frame: frame)
        let (box, outside) = ink(in: image, frame: frame, fill: blue)
        #expect(outside == 0)
        #expect(try #require(box).maxX < Int(frame.maxX) - 2)
    }

    @Test func multiLineTextDrawsEveryMeasuredLine() throws {
        var style = plainStyle(background: blue)
        style.maxWidth = 100
        style.numberOfLines = nil
        style.lineBreakMode = .wordWrap
        let tag = TextTag("one two three four five six", style: style)
        let metrics = try sharedSizer.metrics(of: tag.content, style: style, containerWidth: 240)
        #expect((metrics.text?.measurement.lineCount ?? 0) >= 2)
        let frame = Rect(x: 10, y: 5, width: metrics.size.width.rounded(.up), height: metrics.size.height.rounded(.up))
        let image = try render(tag.content.string, style: style, frame: frame, size: Size(width: 240, height: frame.maxY + 5))
        let b = try #require(ink(in: image, frame: frame, fill: blue).box)
        // The ink spans about as many lines as were measured.
        let text = try #require(metrics.text?.measurement)
        let lineHeight = text.height / Double(text.lineCount)
        #expect(Double(b.maxY - b.minY) > lineHeight * (Double(text.lineCount) - 1))
    }

    @Test func runColoursAreDrawn() throws {
        let red = TagColor(rgb: 0xFF, 0, 0)
        let tag = TextTag(content: .text(.runs([TextRun("MMMM", color: red)])), style: plainStyle(background: .white, text: .black))
        let frame = Rect(x: 0, y: 0, width: 100, height: 40)
        let scene = RenderScene(size: Size(width: 100, height: 40), items: [try item(tag, frame: frame)])
        let image = try decode(try exactCanvasRenderer.bytes(scene, format: .png(scale: 2)))
        let reddish = image.rgba.indices.filter { $0 % 4 == 0 }.contains { i in
            image.rgba[i] > 200 && image.rgba[i + 1] < 50 && image.rgba[i + 2] < 50
        }
        #expect(reddish)
    }
}
