import Testing
@testable import TagFlowPango
import TagFlow

/// The blur and the shadow it makes.
@Suite struct ShadowTests {
    @Test(arguments: [0.5, 1.0, 2.0, 3.5, 6.0, 12.0])
    func threeBoxesHaveTheGaussiansVariance(sigma: Double) {
        let widths = ShadowBlur.boxWidths(sigma: sigma)
        #expect(widths.count == 3)
        #expect(widths.allSatisfy { $0 % 2 == 1 && $0 >= 1 })
        // A box of width w has variance (w² − 1) / 12; variances add.
        let variance = widths.reduce(0.0) { $0 + (Double($1 * $1) - 1) / 12 }
        // The widths are odd integers, so the match is within one step of width.
        #expect(abs(variance.squareRoot() - sigma) <= 0.35 * max(1, sigma / 4), "σ \(sigma): \(widths)")
    }

    @Test func theBlurKeepsTheMassAndSpreadsItSymmetrically() {
        // One bright pixel in the middle of a 41 × 41 mask.
        let size = 41
        var pixels = [UInt8](repeating: 0, count: size * size)
        for y in 18...22 { for x in 18...22 { pixels[y * size + x] = 255 } }
        let before = pixels.reduce(0) { $0 + Int($1) }
        pixels.withUnsafeMutableBufferPointer { ShadowBlur.blur($0.baseAddress!, width: size, height: size, stride: size, sigma: 3) }
        let after = pixels.reduce(0) { $0 + Int($1) }
        #expect(abs(after - before) < before / 50)  // rounding only
        #expect(pixels[20 * size + 20] < 255)        // the peak went down
        #expect(pixels[20 * size + 15] == pixels[20 * size + 25])  // left = right
        #expect(pixels[15 * size + 20] == pixels[25 * size + 20])  // up = down
        #expect(pixels[20 * size + 14] > pixels[20 * size + 10])   // fades outwards
        #expect(pixels[0] == 0)
    }

    @Test func noBlurLeavesTheMaskAlone() {
        var pixels: [UInt8] = [0, 255, 0, 128]
        pixels.withUnsafeMutableBufferPointer { ShadowBlur.blur($0.baseAddress!, width: 2, height: 2, stride: 2, sigma: 0) }
        #expect(pixels == [0, 255, 0, 128])
    }

    @Test func aShadowRadiusBlursAsCoreAnimationDoes() throws {
        // Core Animation's shadowRadius is a Gaussian with σ = radius / 2. Across a long straight
        // edge the shadow's alpha is then the Gaussian's tail: 50 % at the edge, 15.9 % one σ out,
        // 2.3 % two σ out. With radius 16 (σ = 8 px at 1×), a blur calibrated a third too wide or
        // too narrow gives about 21 % or 6 % one σ out.
        var style = plainStyle(background: .white)
        style.shadow = TextTagStyle.Shadow(color: .black, offset: .zero, radius: 16, opacity: 1)
        let frame = Rect(x: 60, y: 60, width: 200, height: 200)
        let scene = try singleTagScene(TextTag("", style: style), frame: frame, size: Size(width: 320, height: 320))
        let image = try decode(try exactCanvasRenderer.bytes(scene, format: .png()))
        /// The alpha of the pixel whose right side lies `d` pixels left of the tag's left edge:
        /// it samples the profile `d + ½` px out.
        func alpha(outside d: Int) -> Double { Double(image.pixel(x: 59 - d, y: 160)!.alpha) / 255 }
        // The Gaussian tail 0.5, 8.5 and 16.5 px out: 47.5 %, 14.4 %, 2.0 %.
        #expect(alpha(outside: 0) > 0.42 && alpha(outside: 0) < 0.53, "at the edge: \(alpha(outside: 0))")
        #expect(alpha(outside: 8) > 0.12 && alpha(outside: 8) < 0.18, "one σ out: \(alpha(outside: 8))")
        #expect(alpha(outside: 16) > 0.01 && alpha(outside: 16) < 0.035, "two σ out: \(alpha(outside: 16))")
        #expect(alpha(outside: 40) == 0)
    }

    /// A white tag with a black shadow 6 pt down on a transparent canvas.
    func shadowImage(offset: Size = Size(width: 0, height: 6), radius: Double = 4) throws -> (RasterImage, Rect) {
        var style = plainStyle(background: .white)
        style.shadow = TextTagStyle.Shadow(color: .black, offset: offset, radius: radius, opacity: 0.5)
        let frame = Rect(x: 20, y: 20, width: 60, height: 20)
        let scene = try singleTagScene(TextTag("", style: style), frame: frame, size: Size(width: 100, height: 70))
        return (try decode(try exactCanvasRenderer.bytes(scene, format: .png())), frame)
    }

    @Test func theShadowLiesOnTheSideOfItsOffset() throws {
        let (image, _) = try shadowImage()
        // Below the tag (the offset's side) the shadow is strong; above it, at the same distance,
        // there is much less of it.
        let below = try #require(image.pixel(x: 50, y: 43)).alpha
        let above = try #require(image.pixel(x: 50, y: 16)).alpha
        #expect(below > 60)
        #expect(above < below / 4)
        // The shadow is black.
        let shade = try #require(image.pixel(x: 50, y: 43))
        #expect(shade.red == 0 && shade.green == 0 && shade.blue == 0)
        // Sideways offset: the shadow moves with it.
        let (right, _) = try shadowImage(offset: Size(width: 6, height: 0))
        #expect(right.pixel(x: 83, y: 30)!.alpha > 4 * right.pixel(x: 16, y: 30)!.alpha)
    }

    @Test func theShadowFadesWithTheBlur() throws {
        let (image, frame) = try shadowImage()
        // Going down from the tag's bottom edge the shadow gets lighter, then vanishes.
        let column = 50
        var previous = 256
        for y in Int(frame.maxY) + 2...Int(frame.maxY) + 14 {
            let alpha = Int(image.pixel(x: column, y: y)!.alpha)
            #expect(alpha <= previous, "row \(y)")
            previous = alpha
        }
        #expect(image.pixel(x: column, y: Int(frame.maxY) + 16)!.alpha == 0)
        // The penumbra is soft: there are in-between values, not a hard edge.
        let values = Set((Int(frame.maxY)...Int(frame.maxY) + 12).map { image.pixel(x: column, y: $0)!.alpha })
        #expect(values.count > 6)
        // The tag itself covers its shadow.
        #expect(image.pixel(x: 50, y: 30) == .white)
    }

    @Test func aWiderRadiusSpreadsFarther() throws {
        let (narrow, _) = try shadowImage(radius: 2)
        let (wide, _) = try shadowImage(radius: 8)
        #expect(wide.pixel(x: 50, y: 52)!.alpha > narrow.pixel(x: 50, y: 52)!.alpha)
    }

    @Test func theCanvasGrowsSoShadowsAreNotClipped() throws {
        var style = plainStyle(background: .white)
        style.shadow = TextTagStyle.Shadow(color: .black, offset: Size(width: -4, height: 4), radius: 6, opacity: 0.6)
        let scene = try singleTagScene(TextTag("", style: style), frame: Rect(x: 0, y: 0, width: 60, height: 20), size: Size(width: 60, height: 20))
        let canvas = try sharedRenderer.canvasRect(for: scene, format: .png())
        #expect(canvas.minX < -4 - 6 && canvas.maxY > 24 + 6)
        #expect(canvas.maxX >= 60)
        let image = try decode(try sharedRenderer.bytes(scene, format: .png()))
        #expect(Double(image.width) == canvas.width && Double(image.height) == canvas.height)
        // The outermost pixels have faded to nothing: the blur ends inside the picture.
        for y in 0..<image.height { #expect(image.pixel(x: 0, y: y)!.alpha == 0) }
        for x in 0..<image.width { #expect(image.pixel(x: x, y: image.height - 1)!.alpha == 0) }
        // And the shadow is there, left of and below the tag.
        let tagLeft = Int(-canvas.minX)
        #expect(image.pixel(x: tagLeft - 2, y: 22 - Int(canvas.minY))!.alpha > 30)
        // With no bleed the picture is exactly the scene.
        let exact = try decode(try exactCanvasRenderer.bytes(scene, format: .png()))
        #expect(exact.width == 60 && exact.height == 20)
    }

    @Test func aShadowWithoutBlurIsAHardCopyOfTheShape() throws {
        let (image, _) = try shadowImage(offset: Size(width: 0, height: 4), radius: 0)
        #expect(image.pixel(x: 50, y: 42)!.alpha == 128)
        #expect(image.pixel(x: 50, y: 44)!.alpha == 0)
    }
}
