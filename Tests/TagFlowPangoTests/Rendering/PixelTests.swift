import Testing
import TagFlow
import TagFlowPango
import TagFlowRendering

/// What a PNG shows, pixel by pixel: fills, corners, borders, scale. Scenes here use
/// `exactCanvasRenderer`, so pixel (x, y) of a 1× picture is the scene point (x, y).
@Suite struct PixelTests {
    let blue = TagColor(rgb: 0x20, 0x60, 0xE0)
    let red = TagColor(rgb: 0xE0, 0x20, 0x20)
    let paper = TagColor(rgb: 0xF0, 0xF0, 0xF0)

    func render(_ style: TextTagStyle, text: String = "", frame: Rect, size: Size = Size(width: 100, height: 50),
                background: TagColor? = nil, scale: Double = 1) throws -> RasterImage {
        let scene = try singleTagScene(TextTag(text, style: style), frame: frame, size: size, background: background)
        return try decode(try exactCanvasRenderer.bytes(scene, format: .png(scale: scale)))
    }

    @Test func theFillColourIsInsideTheTagAndNothingOutside() throws {
        let image = try render(plainStyle(background: blue), frame: Rect(x: 10, y: 10, width: 80, height: 30))
        #expect(image.width == 100 && image.height == 50)
        #expect(image.pixel(x: 50, y: 25) == blue)
        #expect(image.pixel(x: 5, y: 25)?.alpha == 0)
        #expect(image.pixel(x: 95, y: 25)?.alpha == 0)
    }

    @Test func integerFramesHaveCrispEdgesAtOneX() throws {
        let image = try render(plainStyle(background: blue), frame: Rect(x: 10, y: 10, width: 80, height: 30), background: paper)
        // The first and last columns and rows inside are the full colour; those outside are
        // untouched background: no half-covered pixels.
        for (x, y) in [(10, 25), (89, 25), (50, 10), (50, 39)] { #expect(image.pixel(x: x, y: y) == blue) }
        for (x, y) in [(9, 25), (90, 25), (50, 9), (50, 40)] { #expect(image.pixel(x: x, y: y) == paper) }
    }

    @Test func fractionalFramesAreSnappedToWholePixels() throws {
        let image = try render(plainStyle(background: blue), frame: Rect(x: 10.3, y: 9.6, width: 79.5, height: 30.2), background: paper)
        // Every pixel of the edge columns and rows is either the tag or the background.
        for x in 8...92 {
            for y in [8, 9, 10, 39, 40, 41] {
                let p = image.pixel(x: x, y: y)
                #expect(p == blue || p == paper, "pixel (\(x), \(y)) is \(String(describing: p))")
            }
        }
        #expect(image.pixel(x: 10, y: 25) == blue)   // 10.3 → 10
        #expect(image.pixel(x: 89, y: 25) == blue)   // 89.8 → 90
        #expect(image.pixel(x: 90, y: 25) == paper)
        #expect(image.pixel(x: 50, y: 10) == blue)   // 9.6 → 10
        #expect(image.pixel(x: 50, y: 9) == paper)
        #expect(image.pixel(x: 50, y: 39) == blue)   // 39.8 → 40
        #expect(image.pixel(x: 50, y: 40) == paper)
    }

    @Test func roundedCornersLeaveTheCornerPixelsTransparent() throws {
        let image = try render(plainStyle(background: blue, radius: 10), frame: Rect(x: 10, y: 10, width: 80, height: 30))
        for (x, y) in [(10, 10), (89, 10), (10, 39), (89, 39), (11, 11), (12, 10)] {
            #expect(image.pixel(x: x, y: y)?.alpha == 0, "corner pixel (\(x), \(y))")
        }
        // Just past the arc, and along the straight edges, the fill is whole.
        #expect(image.pixel(x: 14, y: 14) == blue)
        #expect(image.pixel(x: 20, y: 10) == blue)
        #expect(image.pixel(x: 10, y: 20) == blue)
    }

    @Test func onlyTheChosenCornersAreRounded() throws {
        var style = plainStyle(background: blue, radius: 10)
        style.corners = [.topLeft, .bottomRight]
        let image = try render(style, frame: Rect(x: 10, y: 10, width: 80, height: 30))
        #expect(image.pixel(x: 10, y: 10)?.alpha == 0)   // top left: rounded
        #expect(image.pixel(x: 89, y: 39)?.alpha == 0)   // bottom right: rounded
        #expect(image.pixel(x: 89, y: 10) == blue)       // top right: square
        #expect(image.pixel(x: 10, y: 39) == blue)       // bottom left: square
    }

    @Test func theRadiusIsCappedAtHalfTheShorterSide() throws {
        let image = try render(plainStyle(background: blue, radius: 1000), frame: Rect(x: 10, y: 10, width: 80, height: 30))
        // A pill: the middle of the left end reaches the frame's edge, the corners do not.
        #expect(image.pixel(x: 10, y: 25)?.alpha ?? 0 > 200)
        #expect(image.pixel(x: 12, y: 11)?.alpha == 0)
        #expect(image.pixel(x: 50, y: 10) == blue)
    }

    @Test func aOnePixelBorderIsOneCrispRowInsideTheTag() throws {
        var style = plainStyle(background: blue)
        style.borderWidth = 1
        style.borderColor = red
        let image = try render(style, frame: Rect(x: 10, y: 10, width: 80, height: 30), background: paper)
        #expect(image.pixel(x: 50, y: 9) == paper)
        #expect(image.pixel(x: 50, y: 10) == red)
        #expect(image.pixel(x: 50, y: 11) == blue)
        #expect(image.pixel(x: 50, y: 39) == red)
        #expect(image.pixel(x: 50, y: 40) == paper)
        #expect(image.pixel(x: 10, y: 25) == red)
        #expect(image.pixel(x: 11, y: 25) == blue)
        #expect(image.pixel(x: 89, y: 25) == red)
        #expect(image.pixel(x: 90, y: 25) == paper)
    }

    @Test func aBorderAtTheCanvasEdgeIsNotCut() throws {
        var style = plainStyle(background: blue)
        style.borderWidth = 2
        style.borderColor = red
        let image = try render(style, frame: Rect(x: 0, y: 0, width: 100, height: 50))
        for (x, y) in [(0, 25), (1, 25), (99, 25), (98, 25), (50, 0), (50, 1), (50, 49), (50, 48)] {
            #expect(image.pixel(x: x, y: y) == red, "(\(x), \(y))")
        }
        #expect(image.pixel(x: 2, y: 25) == blue)
    }

    @Test func aDisplayScaleMultipliesThePixels() throws {
        var style = plainStyle(background: blue)
        style.borderWidth = 1
        style.borderColor = red
        let image = try render(style, frame: Rect(x: 10, y: 10, width: 80, height: 30), background: paper, scale: 2)
        #expect(image.width == 200 && image.height == 100)
        #expect(image.pixel(x: 100, y: 19) == paper)
        #expect(image.pixel(x: 100, y: 20) == red)
        #expect(image.pixel(x: 100, y: 21) == red)
        #expect(image.pixel(x: 100, y: 22) == blue)
        let three = try render(style, frame: Rect(x: 10, y: 10, width: 80, height: 30), scale: 3)
        #expect(three.width == 300 && three.height == 150)
    }

    @Test func aGradientRunsBetweenItsPoints() throws {
        var style = plainStyle()
        style.gradient = TextTagStyle.Gradient(startColor: red, endColor: blue)  // left to right
        let image = try render(style, frame: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(close(image.pixel(x: 0, y: 25), red, tolerance: 4))
        #expect(close(image.pixel(x: 99, y: 25), blue, tolerance: 4))
        let middle = try #require(image.pixel(x: 50, y: 25))
        #expect(abs(Int(middle.red) - 0x80) <= 4 && abs(Int(middle.blue) - 0x80) <= 4)
        // Top to bottom: rows differ, columns don't.
        style.gradient = TextTagStyle.Gradient(startColor: red, endColor: blue, startPoint: Point(x: 0.5, y: 0), endPoint: Point(x: 0.5, y: 1))
        let vertical = try render(style, frame: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(vertical.pixel(x: 10, y: 5) == vertical.pixel(x: 90, y: 5))
        #expect(close(vertical.pixel(x: 50, y: 0), red, tolerance: 8))
        #expect(close(vertical.pixel(x: 50, y: 49), blue, tolerance: 8))
    }

    @Test func theSelectedStyleIsDrawnForASelectedTag() throws {
        var tag = TextTag("", style: plainStyle(background: blue), selectedStyle: plainStyle(background: red))
        let frame = Rect(x: 10, y: 10, width: 80, height: 30)
        var scene = try singleTagScene(tag, frame: frame, size: Size(width: 100, height: 50))
        #expect(try decode(exactCanvasRenderer.bytes(scene, format: .png())).pixel(x: 50, y: 25) == blue)
        tag.isSelected = true
        scene.items[0] = try item(tag, frame: frame)
        #expect(try decode(exactCanvasRenderer.bytes(scene, format: .png())).pixel(x: 50, y: 25) == red)
    }

    @Test func theBackgroundFillsTheWholeCanvas() throws {
        let scene = RenderScene(size: Size(width: 40, height: 20), backgroundColor: paper)
        let image = try decode(try sharedRenderer.bytes(scene, format: .png(scale: 2)))
        #expect(image.width == 80 && image.height == 40)
        #expect(image.pixel(x: 0, y: 0) == paper && image.pixel(x: 79, y: 39) == paper)
        let transparent = try decode(try sharedRenderer.bytes(RenderScene(size: Size(width: 40, height: 20)), format: .png()))
        #expect(transparent.pixel(x: 20, y: 10)?.alpha == 0)
    }
}
