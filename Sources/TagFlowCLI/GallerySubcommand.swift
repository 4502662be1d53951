import ArgumentParser
import Foundation
import TagFlow
import TagFlowDocument
import TagFlowGallery
import TagFlowJSON
import TagFlowPango

/// `tagflow gallery -o DIR`: draws every demo as PNG and SVG with its documents, and an
/// `index.html` that shows them.
struct GallerySubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Draws every demo (PNG 2× and SVG, with its JSON) and an index.html into a directory.",
        discussion: """
            One picture per feature: basic tags, the ten alignments, per-tag styles, selection with \
            a limit, multi-line and truncated tags, icons, horizontal rows, a line limit with "+N", \
            right-to-left, fewest rows, balanced lines, line alignment, Dynamic Type, a drag over \
            the delete zone, a dense list with precomputed heights, and plain items. Each demo \
            writes NAME.png, NAME.svg and its input: NAME.json (one document: "tagflow render \
            NAME.json -o NAME.png --scale 2" draws the same picture) or NAME.jsonl (a composed \
            picture: one document per line). The icons go to DIR/icons/. DIR is created if needed; \
            existing files of the same names are replaced.

            Progress goes to standard error ("[3/16] styles … ok"); standard output gets one JSON \
            line listing the files written: {"output":"DIR","files":["icons/star.png",…,"index.html"]}.
            """
    )

    @Option(name: .shortAndLong, help: "The directory to write into (created if missing).")
    var output: String

    func validate() throws {
        // An empty path would be the working directory, filled with the gallery's 59 files.
        guard !output.isEmpty else { throw ValidationError("the output directory (-o) is empty; name a directory, such as -o gallery") }
    }

    func run() throws {
        let directory = URL(fileURLWithPath: output)
        let icons = (output as NSString).appendingPathComponent("icons")
        do {
            try FileManager.default.createDirectory(atPath: icons, withIntermediateDirectories: true)
        } catch {
            fail("\(shownFileName(output)): cannot create the directory (\(Self.reason(error, creating: icons)))")
        }
        var written: [String] = []
        func write(_ file: Gallery.File) {
            let path = directory.appendingPathComponent(file.path).path
            if let problem = FileOutput.problem(writing: file.bytes, to: path) {
                fail("\(shownFileName(path)): cannot write it (\(problem))")
            }
            written.append(file.path)
        }

        let gallery: Gallery
        let demos: [GalleryDemo]
        do throws(TagFlowError) {
            gallery = try Gallery(outputDirectory: directory.path)
            try Gallery.iconFiles().forEach(write)
            demos = try gallery.demos()
        } catch {
            fail(error.documentDescription)
        }
        var entries: [(demo: GalleryDemo, pictureSize: Size)] = []
        for (number, demo) in demos.enumerated() {
            let prefix = "[\(number + 1)/\(demos.count)] \(demo.name) …"
            do throws(TagFlowError) {
                let output = try gallery.output(for: demo)
                output.files.forEach(write)
                entries.append((demo, output.pictureSize))
                StandardStreams.writeError("\(prefix) ok\n")
            } catch {
                StandardStreams.writeError("\(prefix) failed\n")
                fail("\(demo.name): \(error.documentDescription)")
            }
        }
        write(Gallery.indexPage(entries))
        let summary: JSONValue = ["output": .string(output), "files": .array(written.map { .string($0) })]
        StandardStreams.writeOutput(((try? JSONWriter.write(summary)) ?? "{}") + "\n")
    }

    /// Why creating `directory` (and the directories above it) failed, in words a user can act
    /// on: the nearest path on the way that exists is named when it is a file or not writable.
    private static func reason(_ error: Error, creating directory: String) -> String {
        var isDirectory: ObjCBool = false
        // Named as the command line gave it: `out/icons`, not its absolute path.
        var existing = directory
        while !existing.isEmpty, !FileManager.default.fileExists(atPath: existing, isDirectory: &isDirectory) {
            existing = (existing as NSString).deletingLastPathComponent
        }
        if !existing.isEmpty, FileManager.default.fileExists(atPath: existing, isDirectory: &isDirectory) {
            if !isDirectory.boolValue { return "\(shownFileName(existing)) is a file, not a directory" }
            if !FileManager.default.isWritableFile(atPath: existing) { return "\(shownFileName(existing)) is not writable" }
        }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let message = strerror(Int32(underlying.code))
        {
            return String(cString: message)
        }
        // Foundation's words may quote the path: escaped and bounded, so the message stays one line.
        return quoted(error.localizedDescription, limit: shownFileNameLength)
    }

    private func fail(_ message: String) -> Never {
        StandardStreams.writeError("error: \(message)\n")
        StandardStreams.exit(ToolExitStatus.badInput)
    }
}
