import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TagFlow
import TagFlowPango
import TagFlowRendering

/// The three formats: repeatable bytes, valid files, text never leaking as text.
@Suite struct FormatTests {
    /// A scene with everything that could make output vary: shadows (embedded masks), a
    /// gradient, a border, a missing image, runs, a chip, a lift and a delete zone.
    static let richScene: RenderScene = {
        var tags = SampleRenderTests.showcaseTags()
        tags.append(TextTag("<script>alert('x')</script> & &amp;", style: TextTagStyle()))
        var configuration = LayoutConfiguration()
        configuration.contentInset = Insets(all: 8)
        var scene = try! TagLayout(configuration: configuration, sizer: sharedBuilder.sizer).scene(of: tags, width: 320, appearance: sharedBuilder.appearance)
        scene.backgroundColor = .white
        scene.overflowChip = try! sharedBuilder.overflowChip(frame: Rect(x: 8, y: scene.size.height, width: 40, height: 28), hiddenCount: 3)
        scene.liftedTag = RenderScene.LiftedTag(index: 2, frame: scene.items[2].frame.offsetBy(dx: 10, dy: 12))
        scene.deleteZone = try! sharedBuilder.deleteZone(frame: Rect(x: 8, y: scene.size.height + 36, width: 304, height: 40), isHighlighted: true)
        scene.size.height += 84
        return scene
    }()

    @Test(arguments: [RenderFormat.png(scale: 1), .png(scale: 2), .png(scale: 3), .svg, .pdf])
    func reRenderingGivesIdenticalBytes(format: RenderFormat) throws {
        let first = try sharedRenderer.bytes(Self.richScene, format: format)
        let second = try sharedRenderer.bytes(Self.richScene, format: format)
        // A renderer of its own (own measurer, own cache) draws the same bytes too.
        let other = CairoRenderer(measurer: try PangoTextMeasurer())
        let third = try other.bytes(Self.richScene, format: format)
        #expect(first.count > 1000)
        #expect(first == second)
        #expect(first == third)
    }

    @Test func pngIsAPNGOfTheCanvasSize() throws {
        let bytes = try sharedRenderer.bytes(Self.richScene, format: .png(scale: 2))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let canvas = try sharedRenderer.canvasRect(for: Self.richScene, format: .png(scale: 2))
        let image = try decode(bytes)
        #expect(Double(image.width) == (canvas.width * 2).rounded() && Double(image.height) == (canvas.height * 2).rounded())
    }

    final class SVGInspector: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var text = ""
        var rootAttributes: [String: String] = [:]
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if elements.isEmpty { rootAttributes = attributes }
            elements.append(name)
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    @Test func svgIsXMLInPxWithTheTextAsOutlines() throws {
        let bytes = try sharedRenderer.bytes(Self.richScene, format: .svg)
        let parser = XMLParser(data: Data(bytes))
        let inspector = SVGInspector()
        parser.delegate = inspector
        #expect(parser.parse(), "SVG does not parse: \(String(describing: parser.parserError))")
        #expect(inspector.elements.first == "svg")
        let canvas = try sharedRenderer.canvasRect(for: Self.richScene, format: .svg)
        #expect(inspector.rootAttributes["width"] == "\(Int(canvas.width))px")
        #expect(inspector.rootAttributes["height"] == "\(Int(canvas.height))px")
        // No element or text carries the tag's words: `<script>` was drawn, not written.
        #expect(!inspector.elements.contains("script"))
        #expect(!inspector.elements.contains("text"))
        #expect(!inspector.text.contains("script") && !inspector.text.contains("alert"))
        let string = String(decoding: bytes, as: UTF8.self)
        #expect(!string.contains("<script"))
        #expect(!string.contains("alert"))
        #expect(inspector.elements.contains("symbol") && inspector.elements.contains("use"))
        // The shadows' masks are embedded images, numbered from 1.
        #expect(string.contains("id=\"image1\""))
    }

    @Test func pdfEmbedsItsFontsAndPinsItsDate() throws {
        let bytes = try sharedRenderer.bytes(Self.richScene, format: .pdf)
        let string = String(decoding: bytes, as: UTF8.self)
        #expect(string.hasPrefix("%PDF-"))
        #expect(string.contains("/FontFile"))
        #expect(string.contains("DejaVuSans"))
        #expect(string.contains("/CreationDate (20000101000000Z)"))
        #expect(string.hasSuffix("%%EOF\n"))
    }

    @Test func writingToAFileGivesTheSameBytesAsRendering() throws {
        let directory = NSTemporaryDirectory() + "tagflow-render-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for format in [RenderFormat.png(scale: 1), .svg, .pdf] {
            let path = directory + "/scene." + format.fileExtension
            let issues = try sharedRenderer.write(Self.richScene, to: path)
            #expect(issues.count == 1)  // the showcase's missing icon
            let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(written == (try sharedRenderer.bytes(Self.richScene, format: format)))
        }
        // An explicit format wins over the extension.
        let path = directory + "/picture.bin"
        try sharedRenderer.write(Self.richScene, to: path, format: .png(scale: 2))
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(written == (try sharedRenderer.bytes(Self.richScene, format: .png(scale: 2))))
    }

    @Test func formatsAreNamedByExtension() {
        #expect(RenderFormat(path: "/tmp/a.PNG", scale: 3) == .png(scale: 3))
        #expect(RenderFormat(path: "out.svg") == .svg)
        #expect(RenderFormat(path: "dir.v2/out.pdf") == .pdf)
        #expect(RenderFormat(path: "out.jpeg") == nil)
        #expect(RenderFormat(path: "dir.png/out") == nil)
    }
}

/// A renderer shared between threads draws the same bytes on each.
@Suite struct ConcurrentRenderTests {
    @Test func concurrentRendersAgree() async throws {
        let scene = FormatTests.richScene
        let expected = try sharedRenderer.bytes(scene, format: .png(scale: 2))
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for i in 0..<8 {
                group.addTask {
                    try sharedRenderer.bytes(scene, format: i % 2 == 0 ? .png(scale: 2) : .svg)
                }
            }
            var all: [[UInt8]] = []
            for try await bytes in group { all.append(bytes) }
            return all
        }
        let svg = try sharedRenderer.bytes(scene, format: .svg)
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected || $0 == svg })
        #expect(results.filter { $0 == expected }.count == 4)
    }
}
