import Foundation
import Testing
import TagFlow
import TagFlowPango

/// Bad input is an error that says what and where, never a crash.
@Suite struct RenderErrorTests {
    let scene = singleTagScene(Tag("x"), frame: Rect(x: 0, y: 0, width: 40, height: 20), size: Size(width: 40, height: 20))

    /// The `RenderError` `body` throws, or `nil` when it throws none.
    func error(_ body: () throws -> Void) -> RenderError? {
        do {
            try body()
            return nil
        } catch let error as RenderError {
            return error
        } catch {
            Issue.record("not a RenderError: \(error)")
            return nil
        }
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, 8.5, 100])
    func badScalesAreRefused(scale: Double) {
        let e = error { _ = try sharedRenderer.render(scene, format: .png(scale: scale)) }
        guard case .invalidScale? = e else {
            Issue.record("expected invalidScale, got \(String(describing: e))")
            return
        }
        #expect(e!.description.contains("≤ 8"))
    }

    @Test func fractionalAndLargestScalesWork() throws {
        #expect(try decode(try sharedRenderer.render(scene, format: .png(scale: 1.5))).width == 60)
        #expect(try decode(try sharedRenderer.render(scene, format: .png(scale: 8))).width == 320)
    }

    @Test func unwritablePathsSayWhy() {
        let missing = error { try sharedRenderer.write(scene, to: "/no/such/directory/out.png") }
        #expect(missing == .unwritablePath(path: "/no/such/directory/out.png", reason: "the directory /no/such/directory does not exist"))
        let directory = error { try sharedRenderer.write(scene, to: NSTemporaryDirectory()) }
        guard case .unwritablePath? = directory else {
            Issue.record("expected unwritablePath, got \(String(describing: directory))")
            return
        }
        let unknown = error { try sharedRenderer.write(scene, to: "/tmp/out.gif") }
        #expect(unknown == .unwritablePath(path: "/tmp/out.gif", reason: "its extension names no format; use .png, .svg or .pdf"))
    }

    @Test func badScenesNameTheBadValue() {
        var bad = scene
        bad.items[0].frame.width = .nan
        #expect(error { _ = try sharedRenderer.render(bad, format: .svg) }
            == .invalidScene(name: "items[0].frame.width", reason: "it is nan; it must be finite and ≥ 0"))
        bad = scene
        bad.size.height = -1
        #expect(error { _ = try sharedRenderer.render(bad, format: .pdf) }
            == .invalidScene(name: "size.height", reason: "it is -1.0; it must be finite and ≥ 0"))
        bad = scene
        bad.liftedTag = RenderScene.LiftedTag(index: 3, frame: .zero)
        #expect(error { _ = try sharedRenderer.render(bad, format: .png()) }
            == .invalidScene(name: "liftedTag.index", reason: "it is 3; it must name an item (0..<1)"))
        bad = scene
        bad.items[0].frame.x = .infinity
        if case .invalidScene(let name, _)? = error({ _ = try sharedRenderer.render(bad, format: .png()) }) {
            #expect(name == "items[0].frame.x")
        } else {
            Issue.record("expected invalidScene")
        }
    }

    @Test func anUnknownFontIsAMeasurementErrorOfThatItem() {
        var bad = scene
        bad.items[0].tag.style.font.family = "Comic Sans"
        guard case .tagFlow(let name, .unknownFontFamily)? = error({ _ = try sharedRenderer.render(bad, format: .png()) }) else {
            Issue.record("expected an unknown font family")
            return
        }
        #expect(name == "items[0]")
    }

    @Test func hugeCanvasesAreRefusedNotAllocated() {
        let huge = RenderScene(size: Size(width: 100_000, height: 100_000))
        guard case .canvasTooLarge? = error({ _ = try sharedRenderer.render(huge, format: .png()) }) else {
            Issue.record("expected canvasTooLarge")
            return
        }
        // A tag far outside the scene grows the canvas only when bleeding is automatic.
        var far = scene
        far.items[0].frame.x = 1e9
        #expect(error { _ = try exactCanvasRenderer.render(far, format: .png()) } == nil)
    }

    @Test func emptyScenesStillMakeAFile() throws {
        let empty = RenderScene(size: .zero)
        let image = try decode(try sharedRenderer.render(empty, format: .png()))
        #expect(image.width == 1 && image.height == 1)
        #expect(try sharedRenderer.render(empty, format: .svg).count > 0)
        #expect(try sharedRenderer.render(empty, format: .pdf).count > 0)
    }

    @Test func notAPNGIsADecodingError() {
        do {
            _ = try RasterImage(png: [1, 2, 3])
            Issue.record("decoded garbage")
        } catch {
            guard case .cairo = error else {
                Issue.record("expected a cairo error, got \(error)")
                return
            }
        }
    }
}
