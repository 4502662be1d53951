import Foundation
import Testing
import TagFlow
import TagFlowPango
import TagFlowRendering

/// `tagflow render` through the built executable: formats, repeatable bytes, sizes, events and
/// the exit statuses of bad arguments.
@Suite("tagflow render, end to end")
struct RenderEndToEndTests {
    /// Two lines of boxes (80 + 120 + 60 | 90) in 300 pt with 12 pt insets: 300 × 88 pt.
    static let items = #"""
        {"container":{"width":300},
         "layout":{"contentInset":{"top":12,"left":12,"bottom":12,"right":12}},
         "items":[{"width":80,"height":28},{"width":120,"height":28},{"width":60,"height":28},{"width":90,"height":28}]}
        """#

    /// Three tags; the middle one is solid red so the test can find it in the pixels.
    static func tags(events: String? = nil) -> String {
        let red = ##"{"backgroundColor":"#FF0000","textColor":"#FF0000","padding":{"width":40,"height":12}}"##
        var document = #"""
            {"container":{"width":300,"height":160},
             "tags":[{"text":"One"},{"text":"Two","style":\#(red)},{"text":"Three"}]
            """#
        if let events {
            document += #"""
                ,"component":{"dragToDelete":true,"deleteZone":{"x":10,"y":100,"width":280,"height":50}},
                "events":\#(events)
                """#
        }
        return document + "}"
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func render(_ document: String, to path: String, _ extra: [String] = []) throws -> ToolProcess.Outcome {
        try ToolProcess.run(["render", "-", "-o", path] + extra, input: document)
    }

    @Test("PNG, SVG and PDF: the right signature, and the same bytes on every run")
    func formats() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let signatures: [String: [UInt8]] = [
            "png": [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            "svg": Array("<?xml".utf8),
            "pdf": Array("%PDF-".utf8),
        ]
        for (format, signature) in signatures {
            for document in [Self.items, Self.tags()] {
                let first = directory.appendingPathComponent("first.\(format)").path
                let second = directory.appendingPathComponent("second.\(format)").path
                let outcome = try render(document, to: first)
                #expect(outcome.status == 0, "\(format): \(outcome.standardError)")
                #expect(try render(document, to: second).status == 0)
                let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: first)))
                #expect(Array(bytes.prefix(signature.count)) == signature, "\(format)")
                #expect(bytes == [UInt8](try Data(contentsOf: URL(fileURLWithPath: second))), "\(format) differs between runs")
                #expect(outcome.standardOutput.hasPrefix(#"{"output":"\#(first)","format":"\#(format)""#))
            }
        }
    }

    @Test("a PNG is the content size times the scale (no bleed without shadows)")
    func pngSize() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (scale, arguments) in [(1.0, [String]()), (2.0, ["--scale", "2"]), (3.0, ["--scale", "3"])] {
            let path = directory.appendingPathComponent("items.png").path
            let outcome = try render(Self.items, to: path, arguments)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let image = try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
            #expect(image.width == Int(300 * scale))
            #expect(image.height == Int(88 * scale))
            #expect(outcome.standardOutput.contains(#""pixelSize":{"width":\#(image.width),"height":\#(image.height)}"#))
            // The background is white; the first box's fill is the neutral box colour.
            #expect(image.pixel(x: 2, y: 2) == .white)
            #expect(image.pixel(x: Int(50 * scale), y: Int(26 * scale)) == SceneAppearance().customTagStyle.backgroundColor)
        }
    }

    @Test("events are applied first: a tag deleted by a drag is not drawn")
    func deletedTagIsNotDrawn() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func redPixels(_ document: String) throws -> Int {
            let path = directory.appendingPathComponent("tags.png").path
            let outcome = try render(document, to: path, ["--scale", "2"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let image = try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
            var count = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    if let c = image.pixel(x: x, y: y), c.red > 200, c.green < 60, c.blue < 60, c.alpha > 200 { count += 1 }
                }
            }
            return count
        }
        #expect(try redPixels(Self.tags()) > 500)
        // Press on "Two" (the second tag, about x 100 on the first line), hold past the long
        // press, drag into the zone and let go there: the tag is deleted.
        let drag = #"""
            [{"type":"down","x":100,"y":14,"time":0},{"type":"tick","time":0.5},
             {"type":"move","x":150,"y":60,"time":0.6},{"type":"move","x":150,"y":125,"time":0.7},
             {"type":"up","x":150,"y":125,"time":0.8}]
            """#
        #expect(try redPixels(Self.tags(events: drag)) == 0)
        // Ending mid-drag instead: the lifted tag is drawn (red again) over the highlighted zone.
        let midDrag = #"""
            [{"type":"down","x":100,"y":14,"time":0},{"type":"tick","time":0.5},
             {"type":"move","x":150,"y":125,"time":0.7}]
            """#
        #expect(try redPixels(Self.tags(events: midDrag)) > 500)
    }

    @Test("bad --scale, --scale with SVG or PDF, and an unknown extension are usage errors (exit 2)")
    func usageErrors() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("x.png").path
        for scale in ["0", "9", "nan", "inf", "-1", "5e-324", "1e-5", "0.124"] {
            let outcome = try render(Self.items, to: png, ["--scale=\(scale)"])
            #expect(outcome.status == 2, "scale \(scale)")
            #expect(outcome.standardError.contains("--scale"), "scale \(scale): \(outcome.standardError)")
        }
        // A scale too small to draw is the command line's fault, not the document's.
        let tiny = try render(Self.items, to: png, ["--scale", "5e-324"])
        #expect(tiny.standardError.hasPrefix("Error: --scale must be finite, ≥ 0.125 and ≤ 8; got 5e-324\n"))
        #expect(try render(Self.items, to: directory.appendingPathComponent("small.png").path, ["--scale", "0.125"]).status == 0)
        for format in ["svg", "pdf"] {
            let outcome = try render(Self.items, to: directory.appendingPathComponent("x.\(format)").path, ["--scale", "2"])
            #expect(outcome.status == 2)
            #expect(outcome.standardError.contains("--scale applies to PNG output only"))
        }
        for name in ["x.gif", "x", "x.png.txt"] {
            let outcome = try render(Self.items, to: directory.appendingPathComponent(name).path)
            #expect(outcome.status == 2)
            #expect(outcome.standardError.contains("must end in .png, .svg or .pdf"))
        }
        #expect(try render(Self.items, to: png, ["--background", "red"]).status == 2)
        #expect(!FileManager.default.fileExists(atPath: png))
    }

    @Test("a bad document or an unwritable output is bad input (exit 1), as for layout")
    func badInput() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("x.png").path
        let bad = try render(#"{"container":{"width":1},"layout":{"alignment":"middle"},"items":[]}"#, to: png)
        #expect(bad.status == 1)
        #expect(bad.standardOutput == "")
        #expect(bad.standardError.hasPrefix(#"error: $.layout.alignment: "middle" is not one of leading"#))
        #expect(!FileManager.default.fileExists(atPath: png))

        let missing = directory.appendingPathComponent("no/such/dir/x.png").path
        let unwritable = try render(Self.items, to: missing)
        #expect(unwritable.status == 1)
        #expect(unwritable.standardError.hasPrefix("error: \(missing): cannot write it (the directory"))
    }
}
