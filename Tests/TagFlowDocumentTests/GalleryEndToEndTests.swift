import Foundation
import Testing
import TagFlowDocument
import TagFlowJSON

/// `tagflow gallery` through the built executable: every demo's files, an index that links them
/// all, progress on standard error, and a clear failure for a directory it cannot write.
@Suite("tagflow gallery, end to end")
struct GalleryEndToEndTests {
    @Test("writes every demo's PNG, SVG and JSON, the icons and an index.html that references them")
    func writesEverything() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try ToolProcess.run(["gallery", "-o", directory.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")

        let summary = try JSONParser.parse(outcome.standardOutput)
        guard case .array(let listed)? = summary["files"] else {
            Issue.record("no file list: \(outcome.standardOutput)")
            return
        }
        let files = listed.compactMap { value -> String? in
            if case .string(let name) = value { return name }
            return nil
        }
        for file in files {
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path), "\(file)")
        }
        #expect(files.last == "index.html")

        let demos = ["basics", "alignments", "styles", "selection", "multiline", "icons", "horizontal", "line-limit",
                     "right-to-left", "world-text", "fewest-rows", "balanced", "flexible-lines", "line-alignment", "dynamic-type", "drag-to-delete",
                     "tag-field", "dense-list", "items"]
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.hasPrefix("<!DOCTYPE html>"))
        for demo in demos {
            #expect(files.contains("\(demo).png") && files.contains("\(demo).svg"), "\(demo)")
            #expect(files.contains("\(demo).json") || files.contains("\(demo).jsonl"), "\(demo)")
            #expect(index.contains(#"src="\#(demo).png""#), "\(demo)")
            #expect(index.contains(#"href="\#(demo).svg""#), "\(demo)")
            #expect(index.contains(#"href="\#(demo).json"#), "\(demo)")
        }
        // Every picture and document the directory holds is linked from the page.
        for file in files where file != "index.html" && !file.hasPrefix("icons/") {
            #expect(index.contains(#""\#(file)""#), "\(file) is not referenced by index.html")
        }
        #expect(outcome.standardError.contains("[1/\(demos.count)] basics … ok"))
        #expect(outcome.standardError.contains("[\(demos.count)/\(demos.count)] items … ok"))
    }

    @Test("a single-document demo's JSON renders to the gallery's PNG, byte for byte")
    func documentsReproduceThePictures() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try ToolProcess.run(["gallery", "-o", directory.path]).status == 0)
        for demo in ["styles", "icons", "selection", "drag-to-delete"] {
            let json = directory.appendingPathComponent("\(demo).json").path
            let again = directory.appendingPathComponent("\(demo)-again.png").path
            let outcome = try ToolProcess.run(["render", json, "-o", again, "--scale", "2"])
            #expect(outcome.status == 0, "\(demo): \(outcome.standardError)")
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: again)) == Data(contentsOf: directory.appendingPathComponent("\(demo).png")),
                "\(demo)")
        }
    }

    @Test("an unwritable directory is bad input (exit 1) with a clear message")
    func unwritableDirectory() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-gallery-file-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try ToolProcess.run(["gallery", "-o", file.path])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix("error: \(file.path): cannot create the directory"))
        #expect(outcome.standardOutput == "")

        let missingOption = try ToolProcess.run(["gallery"])
        #expect(missingOption.status == 2)
    }
}
