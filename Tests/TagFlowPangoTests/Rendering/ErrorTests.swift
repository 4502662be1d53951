import Foundation
import Testing
import TagFlow
import TagFlowPango
import TagFlowRendering

/// Bad input is an error that says what and where, never a crash.
@Suite struct RenderErrorTests {
    let scene = try! singleTagScene(TextTag("x"), frame: Rect(x: 0, y: 0, width: 40, height: 20), size: Size(width: 40, height: 20))

    /// The `TagFlowError` `body` throws, or `nil` when it throws none.
    func error(_ body: () throws -> Void) -> TagFlowError? {
        do {
            try body()
            return nil
        } catch let error as TagFlowError {
            return error
        } catch {
            Issue.record("not a TagFlowError: \(error)")
            return nil
        }
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, 8.5, 100, .leastNonzeroMagnitude, 1e-5, 0.124])
    func badScalesAreRefused(scale: Double) {
        let e = error { _ = try sharedRenderer.bytes(scene, format: .png(scale: scale)) }
        #expect(e?.path == ["scale"])
        #expect(e?.description.contains("≥ 0.125 and ≤ 8") == true)
    }

    @Test func fractionalLargestAndSmallestScalesWork() throws {
        #expect(try decode(try sharedRenderer.bytes(scene, format: .png(scale: 0.125))).width == 5)
        #expect(try decode(try sharedRenderer.bytes(scene, format: .png(scale: 1.5))).width == 60)
        #expect(try decode(try sharedRenderer.bytes(scene, format: .png(scale: 8))).width == 320)
    }

    @Test func unwritablePathsSayWhy() {
        let missing = error { try sharedRenderer.write(scene, to: "/no/such/directory/out.png") }
        #expect(missing == TagFlowError(TagFlowError.DrawingReason.cannotWrite(file: "/no/such/directory/out.png", problem: "the directory /no/such/directory does not exist")))
        let directory = error { try sharedRenderer.write(scene, to: NSTemporaryDirectory()) }
        guard case .cannotWrite? = directory?.reason(as: TagFlowError.DrawingReason.self) else {
            Issue.record("expected cannotWrite, got \(String(describing: directory))")
            return
        }
        let unknown = error { try sharedRenderer.write(scene, to: "/tmp/out.gif") }
        #expect(unknown == TagFlowError(TagFlowError.DrawingReason.cannotWrite(file: "/tmp/out.gif", problem: "its extension names no format; use .png, .svg or .pdf")))
    }

    @Test func badScenesNameTheBadValue() {
        var bad = scene
        bad.items[0].frame.width = .nan
        #expect(error { _ = try sharedRenderer.bytes(bad, format: .svg) }?.description
            == "items[0].frame.width: nan is not allowed; it must be finite and ≥ 0")
        bad = scene
        bad.size.height = -1
        #expect(error { _ = try sharedRenderer.bytes(bad, format: .pdf) }?.description
            == "size.height: -1 is not allowed; it must be finite and ≥ 0")
        bad = scene
        bad.liftedTag = RenderScene.LiftedTag(index: 3, frame: .zero)
        #expect(error { _ = try sharedRenderer.bytes(bad, format: .png()) }?.description
            == "liftedTag.index: 3 is not allowed; it must be the index of an item (0..<1)")
        bad = scene
        bad.items[0].frame.x = .infinity
        #expect(error { _ = try sharedRenderer.bytes(bad, format: .png()) }?.path == ["items", 0, "frame", "x"])
        bad = scene
        bad.items[0].style.cornerRadius = -2
        #expect(error { _ = try sharedRenderer.bytes(bad, format: .png()) }?.path == ["items", 0, "style", "cornerRadius"])
    }

    @Test func anUnknownFontIsAnErrorOfThatItemsTextRequest() {
        var bad = scene
        bad.items[0].metrics.text?.request.font.family = "Comic Sans"
        let refused = error { _ = try sharedRenderer.bytes(bad, format: .png()) }
        guard case .unknownFontFamily? = refused?.reason(as: TagFlowError.MeasurementReason.self) else {
            Issue.record("expected an unknown font family, got \(String(describing: refused))")
            return
        }
        #expect(refused?.path == ["items", 0, "metrics", "text", "request", "font", "family"])
    }

    @Test func hugeCanvasesAreRefusedNotAllocated() {
        let huge = RenderScene(size: Size(width: 100_000, height: 100_000))
        guard case .canvasTooLarge? = error({ _ = try sharedRenderer.bytes(huge, format: .png()) })?.reason(as: TagFlowError.DrawingReason.self) else {
            Issue.record("expected canvasTooLarge")
            return
        }
        // A tag far outside the scene grows the canvas only when bleeding is automatic.
        var far = scene
        far.items[0].frame.x = 1e9
        #expect(error { _ = try exactCanvasRenderer.bytes(far, format: .png()) } == nil)
    }

    @Test func emptyScenesStillMakeAFile() throws {
        let empty = RenderScene(size: .zero)
        let image = try decode(try sharedRenderer.bytes(empty, format: .png()))
        #expect(image.width == 1 && image.height == 1)
        #expect(try sharedRenderer.bytes(empty, format: .svg).count > 0)
        #expect(try sharedRenderer.bytes(empty, format: .pdf).count > 0)
    }

    @Test func notAPNGIsADecodingError() {
        do {
            _ = try RasterImage(png: [1, 2, 3])
            Issue.record("decoded garbage")
        } catch {
            guard case .drawingFailed? = error.reason(as: TagFlowError.DrawingReason.self) else {
                Issue.record("expected a cairo error, got \(error)")
                return
            }
        }
    }
}
