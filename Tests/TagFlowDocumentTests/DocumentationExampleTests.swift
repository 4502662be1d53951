import Foundation
import Testing
import TagFlowJSON

/// Every `tagflow` command line in the README and the docs runs as written, from the repository
/// root, and prints what the page shows; every JSON block the pages mark as an example file or a
/// command's output is exactly that (see `MarkdownExamples`).
@Suite("The documentation's examples run as written")
struct DocumentationExampleTests {
    /// The repository: three folders up from this file.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The pages with examples: the README, `docs/` and the DocC articles.
    static let pages: [String] = {
        let manager = FileManager.default
        var pages = ["README.md"]
        for folder in ["docs"] + ((try? manager.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? [])
            .map({ "Sources/\($0)" })
        {
            let url = root.appendingPathComponent(folder)
            for case let file as String in manager.enumerator(atPath: url.path) ?? .init() where file.hasSuffix(".md") {
                pages.append("\(folder)/\(file)")
            }
        }
        return pages.sorted()
    }()

    /// A working directory that looks like the repository root to the commands (its `examples`
    /// folder), so the files they write land in a throwaway place.
    static func scratchRoot() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("examples"), withDestinationURL: root.appendingPathComponent("examples"))
        return directory
    }

    static func examples(of page: String) throws -> MarkdownExamples {
        MarkdownExamples(markdown: try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8))
    }

    /// The JSON values of a text holding one document, or one per line (JSON Lines).
    static func jsonValues(_ text: String) throws -> [JSONValue] {
        if let one = try? JSONParser.parse(text) { return [one] }
        return try text.split(separator: "\n").map { line throws in try JSONParser.parse(String(line)) }
    }

    @Test func thePagesHaveExamplesToRun() throws {
        let all = try Self.pages.map(Self.examples(of:))
        #expect(all.map(\.commands.count).reduce(0, +) >= 5)
        #expect(all.map(\.markedBlocks.count).reduce(0, +) >= 8)
    }

    @Test(arguments: pages)
    func commandLinesRunAndPrintWhatThePageShows(page: String) throws {
        let commands = try Self.examples(of: page).commands.filter { !$0.text.hasPrefix("export PATH=") }
        guard !commands.isEmpty else { return }
        let directory = try Self.scratchRoot()
        defer { try? FileManager.default.removeItem(at: directory) }
        for command in commands {
            let outcome = try ToolProcess.runShell(command.text, in: directory)
            #expect(outcome.status == 0, "\(page):\(command.line): \(command.text)\n\(outcome.standardError)")
            #expect(
                MarkdownExamples.output(outcome.standardOutput, matches: command.shownOutput),
                "\(page):\(command.line): \(command.text) printed\n\(outcome.standardOutput)")
        }
    }

    @Test(arguments: pages)
    func markedBlocksAreTheFilesAndOutputsTheyName(page: String) throws {
        let blocks = try Self.examples(of: page).markedBlocks
        guard !blocks.isEmpty else { return }
        let directory = try Self.scratchRoot()
        defer { try? FileManager.default.removeItem(at: directory) }
        for block in blocks {
            let shown = try Self.jsonValues(block.text)
            switch block.source {
            case .file(let path):
                let content = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
                #expect(try Self.jsonValues(content) == shown, "\(page):\(block.line): the block is not \(path)")
            case .output(let command):
                let outcome = try ToolProcess.runShell(command, in: directory)
                #expect(outcome.status == 0, "\(page):\(block.line): \(command)\n\(outcome.standardError)")
                #expect(
                    try Self.jsonValues(outcome.standardOutput) == shown,
                    "\(page):\(block.line): \(command) printed\n\(outcome.standardOutput)")
            }
        }
    }
}
