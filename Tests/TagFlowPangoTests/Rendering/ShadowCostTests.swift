import CPangoCairo
import Foundation
import Testing
@testable import TagFlowPango
import TagFlow
import TagFlowRendering

/// What a shadow costs: a wide blur made at a lower resolution still blurs as Core Animation
/// does, and a picture's masks together stay within their budget, the shadow past it refused at
/// its item before anything of it is drawn.
@Suite struct ShadowCostTests {
    /// The share of a Gaussian of σ 1 beyond `x` (the tail a long straight edge's shadow has).
    static func tail(_ x: Double) -> Double { 0.5 * erfc(x / 2.0.squareRoot()) }

    @Test(arguments: [70.0, 100.0, 400.0])
    func aWideBlurMadeSmallerStillFollowsTheGaussian(radius: Double) throws {
        // σ = radius / 2 pt, far above the 32 mask pixels of a full-resolution mask.
        let sigma = radius / 2
        #expect(sigma > ShadowPainter.maximumMaskSigma)
        var style = plainStyle(background: .white)
        style.shadow = TextTagStyle.Shadow(color: .black, offset: .zero, radius: radius, opacity: 1)
        let side = 8 * sigma
        let frame = Rect(x: 4 * sigma, y: 4 * sigma, width: side, height: side)
        let scene = try singleTagScene(TextTag("", style: style), frame: frame, size: Size(width: 16 * sigma, height: 16 * sigma))
        let image = try decode(try exactCanvasRenderer.bytes(scene, format: .png()))
        for distance in [0.0, 0.5, 1, 1.5, 2, 3] {
            let x = Int(frame.minX - distance * sigma) - 1
            let measured = Double(image.pixel(x: x, y: Int(frame.midY))!.alpha) / 255
            let expected = Self.tail(distance + 1 / sigma)
            #expect(abs(measured - expected) < 0.02, "\(distance) σ out: \(measured), the Gaussian \(expected)")
        }
    }

    /// Paints `shadows` shadows of a `side` × `side` point square on a 1 × 1 canvas (the mask
    /// reaches past it only by the blur's spread), with `budget` mask pixels to spend.
    static func paint(_ shadows: Int, side: Double, budget: Int) throws(TagFlowError) -> Int {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        var remaining = ShadowPainter.Budget(remaining: budget)
        let shadow = TextTagStyle.Shadow(color: .black, offset: .zero, radius: 2, opacity: 1)
        let shape = TagShape(rect: Rect(x: 0, y: 0, width: side, height: side), radius: 0, corners: .all)
        for _ in 0..<shadows {
            try ShadowPainter.paint(
                shadow, under: shape, on: ShadowPainter.Canvas(cr: cr, pixelsPerPoint: 1, visible: Rect(x: 0, y: 0, width: side, height: side)),
                budget: &remaining)
        }
        return budget - remaining.remaining
    }

    @Test func thePicturesMasksShareOneBudget() throws {
        // One 100 × 100 mask with the spread of a σ of 1 px (3 px on each side).
        let one = try Self.paint(1, side: 100, budget: .max)
        #expect(one == 106 * 106)
        #expect(try Self.paint(3, side: 100, budget: 3 * one) == 3 * one)
        let refused = thrownError { () throws(TagFlowError) in try Self.paint(3, side: 100, budget: 3 * one - 1) }
        #expect(refused?.description
            == "its shadow would be blurred in a mask of 106 × 106 pixels; the shadows of one picture may be blurred in at most "
            + "67108864 mask pixels together (2^26), and \(ShadowPainter.maximumBlurredPixels - (3 * one - 1) + 2 * one) are blurred before it; "
            + "draw fewer or smaller shadows")
    }

    @Test func aRenderPastTheBudgetIsRefusedAtTheItemsShadow() throws {
        var style = plainStyle(background: .white)
        style.shadow = TextTagStyle.Shadow(color: .black, offset: .zero, radius: 4, opacity: 1)
        // 5 000 × 5 000 pt at the vector shadow resolution (2): a 10 000 × 10 000 pixel mask.
        let big = try item(TextTag("", style: style), frame: Rect(x: 0, y: 0, width: 5_000, height: 5_000))
        let small = try item(TextTag("a", style: style), frame: Rect(x: 0, y: 0, width: 50, height: 20))
        let scene = RenderScene(size: Size(width: 5_000, height: 5_000), items: [small, big])
        let error = thrownError { () throws(TagFlowError) in try sharedRenderer.render(scene, format: .svg) }
        #expect(error?.path == ["items", .index(1), "style", "shadow"])
        #expect(error?.reason(as: TagFlowError.DrawingReason.self).map { if case .shadowTooLarge = $0 { true } else { false } } == true)
    }
}
