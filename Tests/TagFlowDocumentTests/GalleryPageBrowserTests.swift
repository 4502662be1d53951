import Foundation
import Testing
import TagFlowJSON
import TagFlowPango

/// The gallery's `index.html` in a real browser (headless Chromium) at a laptop's window size:
/// every picture shown at its natural size — one CSS pixel per point, the 2× PNG never scaled,
/// starting on a whole pixel — with nothing scrolling sideways; and a screenshot in which a wide
/// composed picture appears pixel for pixel as its PNG.
@Suite("The gallery page in Chromium", .enabled(if: chromiumPath != nil, Comment(rawValue: noChromiumText)))
struct GalleryPageBrowserTests {
    /// A small laptop's window, in CSS pixels.
    static let window = (width: 1280, height: 800)

    /// Writes the gallery into a new directory.
    static func gallery() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-gallery-page-\(UUID().uuidString)")
        let outcome = try ToolProcess.run(["gallery", "-o", directory.path])
        try #require(outcome.status == 0, "\(outcome.standardError)")
        return directory
    }

    /// Runs headless Chromium on `page` (a URL) in a window `height` CSS pixels high, with
    /// `arguments` added.
    static func chromium(_ page: URL, height: Int, _ arguments: [String], in directory: URL) throws -> ToolProcess.Outcome {
        try ToolProcess.run(
            URL(fileURLWithPath: "/usr/bin/timeout"),
            ["120", chromiumPath!, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--user-data-dir=\(directory.path)/profile", "--window-size=\(window.width),\(height)",
             "--virtual-time-budget=10000"] + arguments + [page.absoluteString])
    }

    /// What the page looks like to the browser in a window `height` high: the window's width,
    /// the page's width, and each picture's box (CSS pixels, page coordinates) with its natural
    /// size and its `width`/`height` attributes. A copy of the page gets a script that reports
    /// them once every image has loaded; the page itself has none.
    static func probe(_ directory: URL, height: Int = window.height) throws -> JSONValue {
        let page = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        let script = """
            <script>
            window.addEventListener('load', () => {
              const images = [...document.images].map(i => { const r = i.getBoundingClientRect();
                return {src: i.getAttribute('src'), x: r.left, y: r.top, width: r.width, height: r.height,
                        naturalWidth: i.naturalWidth, naturalHeight: i.naturalHeight,
                        widthAttribute: +i.getAttribute('width'), heightAttribute: +i.getAttribute('height')}; });
              const out = document.createElement('pre'); out.style.display = 'none';
              out.textContent = 'PROBE' + JSON.stringify({innerWidth, scrollWidth: document.documentElement.scrollWidth, images}) + 'PROBE';
              document.body.appendChild(out);
            });
            </script>
            </body>
            """
        let probe = directory.appendingPathComponent("probe.html")
        try page.replacingOccurrences(of: "</body>", with: script).write(to: probe, atomically: true, encoding: .utf8)
        let outcome = try chromium(probe, height: height, ["--dump-dom"], in: directory)
        let dom = outcome.standardOutput
        guard let start = dom.range(of: "PROBE{"), let end = dom.range(of: "}PROBE", range: start.upperBound..<dom.endIndex) else {
            Issue.record("Chromium reported nothing: \(outcome.standardError.suffix(400)) \(dom.prefix(300))")
            return .null
        }
        return try JSONParser.parse("{" + dom[start.upperBound..<end.lowerBound] + "}")
    }

    @Test("every picture at its natural size on whole pixels, no horizontal scrolling, at 1280 CSS pixels")
    func naturalSize() throws {
        let directory = try Self.gallery()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try Self.probe(directory)
        #expect(page["innerWidth"] == .number(Double(Self.window.width)))
        #expect(page["scrollWidth"] == page["innerWidth"], "the page scrolls sideways")
        guard case .array(let images)? = page["images"] else {
            Issue.record("no images: \(page)")
            return
        }
        #expect(images.count == 19)
        for image in images {
            let name = image["src"].map { "\($0)" } ?? "?"
            guard case .number(let width)? = image["width"], case .number(let height)? = image["height"],
                case .number(let x)? = image["x"], case .number(let y)? = image["y"]
            else { Issue.record("\(name): no box"); continue }
            // Shown at its size in points, which is half its pixels (the PNGs are 2×).
            #expect(image["widthAttribute"] == .number(width) && image["heightAttribute"] == .number(height), "\(name) is scaled: \(image)")
            #expect(image["naturalWidth"] == .number(2 * width) && image["naturalHeight"] == .number(2 * height), "\(name): \(image)")
            #expect(x == x.rounded() && y == y.rounded(), "\(name) starts between pixels: \(image)")
            #expect(x >= 0 && x + width <= Double(Self.window.width), "\(name) does not fit the window: \(image)")
        }
    }

    @Test("a screenshot shows the widest composed picture pixel for pixel")
    func screenshot() throws {
        let directory = try Self.gallery()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The widest picture, in a window tall enough to show it whole.
        let height = 1300
        let page = try Self.probe(directory, height: height)
        guard case .array(let images)? = page["images"],
            let box = images.first(where: { $0["src"] == "alignments.png" }),
            case .number(let x)? = box["x"], case .number(let y)? = box["y"], case .number(let width)? = box["width"]
        else {
            Issue.record("no alignments picture in \(page)")
            return
        }

        // At a device scale of 2 a CSS pixel is two screen pixels: a picture shown at its
        // natural size puts its 2× PNG's pixels one for one on the screen.
        let shot = directory.appendingPathComponent("shot.png")
        let outcome = try Self.chromium(
            directory.appendingPathComponent("index.html"), height: height,
            ["--force-device-scale-factor=2", "--screenshot=\(shot.path)"], in: directory)
        try #require(FileManager.default.fileExists(atPath: shot.path), "no screenshot: \(outcome.standardError.suffix(400))")
        let screen = try RasterImage(png: Array(try Data(contentsOf: shot)))
        let picture = try RasterImage(png: Array(try Data(contentsOf: directory.appendingPathComponent("alignments.png"))))
        #expect(screen.width == 2 * Self.window.width && screen.height == 2 * height)
        let left = Int(2 * x), top = Int(2 * y)
        try #require(top >= 0 && top + picture.height <= screen.height && Int(2 * width) == picture.width,
                     "the picture is not in the window: \(box)")
        let rows = picture.height
        var compared = 0
        var differing = 0
        for row in stride(from: 0, to: rows, by: 3) {
            for column in stride(from: 0, to: picture.width, by: 2) {
                guard let expected = picture.pixel(x: column, y: row), let shown = screen.pixel(x: left + column, y: top + row) else { continue }
                compared += 1
                let off = max(abs(Int(expected.red) - Int(shown.red)), abs(Int(expected.green) - Int(shown.green)),
                              abs(Int(expected.blue) - Int(shown.blue)))
                if off > 3 { differing += 1 }
            }
        }
        #expect(compared > 50_000)
        // Scaled even slightly, edges and text would differ nearly everywhere they are.
        #expect(differing * 1000 <= compared, "\(differing) of \(compared) pixels differ from the PNG")
    }
}
