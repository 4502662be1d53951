import Foundation
import Testing
import TagFlow
import TagFlowPango
import TagFlowRendering
import TagFlowTestSupport

/// Image sources that are not what they claim: a FIFO, a device, a directory, a header that
/// declares a picture of gigabytes, a huge file. Each is drawn as a placeholder and reported,
/// at once and without the memory the claim asks for.
@Suite struct ImageSourceTests {
    let frame = Rect(x: 0, y: 0, width: 100, height: 32)

    /// The issue of drawing a tag whose image is `source`, in every format.
    func issue(_ source: String) throws -> [RenderIssue] {
        var style = plainStyle(background: .white, text: .black)
        style.textAlignment = .left
        let image = TagImage(source: source, size: Size(width: 16, height: 16))
        let tag = TextTag(content: .plain("Icon", leadingImage: image), style: style)
        let scene = RenderScene(size: frame.size, items: [try item(tag, frame: frame)])
        var issues: [RenderIssue] = []
        for format in [RenderFormat.png(scale: 1), .svg, .pdf] {
            issues += try exactCanvasRenderer.render(scene, format: format).issues
        }
        return issues
    }

    /// A fresh temporary directory.
    func directory() throws -> String {
        let path = NSTemporaryDirectory() + "tagflow-images-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func reasons(_ issues: [RenderIssue]) -> [String] {
        issues.map { if case .missingImage(_, _, let reason) = $0 { reason } else { "\($0)" } }
    }

    @Test("a FIFO is refused at once instead of waiting for a writer forever", .timeLimit(.minutes(1)))
    func aFIFOIsNotOpenedForReading() throws {
        let folder = try directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // (A reader that blocks after all is let go, so a regression fails instead of hanging.)
        let fifo = try ReleasedFIFO(path: folder + "/icon.png")
        defer { fifo.remove() }
        #expect(reasons(try issue(fifo.path)) == Array(repeating: "it is a FIFO, not a regular file", count: 3))
    }

    @Test("a path holding U+0000 is refused, never cut short to name another file")
    func aNULInThePathIsRefused() throws {
        let folder = try directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Cut at the NUL, the path would name a readable PNG.
        try Data(PNGSamples.header(width: 1, height: 1)).write(to: URL(fileURLWithPath: folder + "/icon.png"))
        #expect(reasons(try issue(folder + "/icon.png\u{0}.txt")) == Array(repeating: "the path holds U+0000, which no file name can hold", count: 3))
    }

    @Test("a device and a directory are refused")
    func devicesAndDirectoriesAreRefused() throws {
        #expect(reasons(try issue("/dev/zero")) == Array(repeating: "it is a device, not a regular file", count: 3))
        #expect(reasons(try issue(NSTemporaryDirectory())) == Array(repeating: "it is a directory", count: 3))
    }

    @Test("a header declaring more than 2^24 pixels is refused before anything is decoded")
    func aDecompressionBombIsRefusedByItsHeader() throws {
        let folder = try directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bomb = folder + "/bomb.png"
        try Data(PNGSamples.header(width: 16_000, height: 16_000)).write(to: URL(fileURLWithPath: bomb))
        let refusal = "the image is 16000 × 16000 pixels; an image may have at most 16777216 pixels (4096 × 4096) and 32767 a side"
        #expect(reasons(try issue(bomb)) == Array(repeating: refusal, count: 3))
        // The same check guards decoding bytes in memory.
        let error = thrownError { () throws(TagFlowError) in try RasterImage(png: PNGSamples.header(width: 16_000, height: 16_000)) }
        #expect(error?.description == "drawing failed to decode a PNG: " + refusal)
        // One side too long is refused even when the pixels would fit.
        let long = thrownError { () throws(TagFlowError) in try RasterImage(png: PNGSamples.header(width: 40_000, height: 1)) }
        #expect(long?.description.contains("40000 × 1 pixels") == true)
        // Right at the limit the header passes (and this header-only file then fails to decode).
        let edge = thrownError { () throws(TagFlowError) in try RasterImage(png: PNGSamples.header(width: 4_096, height: 4_096)) }
        #expect(edge?.description.contains("not a readable PNG") == true)
    }

    @Test("a file larger than 64 MiB is refused without being read")
    func aHugeFileIsNotRead() throws {
        let folder = try directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let huge = folder + "/huge.png"
        // A sparse file: it takes no disk space.
        try #require(FileManager.default.createFile(atPath: huge, contents: Data(PNGSamples.header(width: 16, height: 16))))
        try #require(truncate(huge, 65 << 20) == 0)
        #expect(reasons(try issue(huge)) == Array(repeating: "the file is 68157440 bytes; an image file may have at most 67108864 (64 MiB)", count: 3))
    }
}
