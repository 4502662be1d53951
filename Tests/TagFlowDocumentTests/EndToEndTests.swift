import Foundation
import Testing
import TagFlowDocument
import TagFlowJSON

/// Runs the built `tagflow` executable: standard input, standard output, standard error and the
/// exit status, as a user sees them.
@Suite("tagflow executable, end to end")
struct EndToEndTests {
    private func run(_ arguments: [String], input: String = "") throws -> ToolProcess.Outcome {
        try ToolProcess.run(arguments, input: input)
    }

    @Test("the executable is found next to the tests")
    func executableFound() {
        #expect(ToolProcess.executable != nil)
    }

    @Test("layout from standard input: JSON and a newline on stdout, exit 0")
    func layoutFromStandardInput() throws {
        for arguments in [["layout"], ["layout", "-"]] {
            let outcome = try run(arguments, input: LayoutSamples.wrapping)
            #expect(outcome.status == 0)
            #expect(outcome.standardOutput == LayoutSamples.wrappingOutput + "\n")
            #expect(outcome.standardError == "")
        }
    }

    @Test("layout from a file")
    func layoutFromFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-e2e-\(UUID().uuidString).json")
        try Data(LayoutSamples.overflow.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let outcome = try run(["layout", url.path])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == LayoutSamples.overflowOutput + "\n")
    }

    @Test("bad input: nothing on stdout, the path and the allowed values on stderr, exit 1")
    func badInput() throws {
        let outcome = try run(["layout"], input: #"{"container":{"width":1},"layout":{"alignment":"middle"},"items":[]}"#)
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == #"error: $.layout.alignment: "middle" is not one of leading, trailing, left, right, center, spaceBetween, spaceAround, spaceEvenly, fillWidth, fillWidthExceptLastLine"# + "\n")

        let unknown = try run(["layout"], input: #"{"container":{"width":1},"items":[],"layout":{"aligment":"x"}}"#)
        #expect(unknown.status == 1)
        #expect(unknown.standardError.hasPrefix("error: $.layout.aligment: unknown key; allowed keys: scrollDirection, alignment,"))

        let malformed = try run(["layout"], input: "{\"container\": {\"width\": 1},\n \"items\": [1,]}")
        #expect(malformed.status == 1)
        #expect(malformed.standardError == "error: $.items[1]: invalid JSON at line 2, column 14: expected a value, found ']'\n")

        let empty = try run(["layout"], input: "")
        #expect(empty.status == 1)
        #expect(empty.standardError == "error: $: the input is empty; expected a JSON document\n")
    }

    @Test("an unreadable file is bad input")
    func missingFile() throws {
        let path = "/nonexistent/tagflow-\(UUID().uuidString).json"
        let outcome = try run(["layout", path])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == "error: \(path): cannot open it (No such file or directory)\n")
    }

    @Test(
        "usage errors exit with 2",
        arguments: [["layout", "--bogus"], ["layout", "a.json", "b.json"], [], ["frobnicate"], ["layout", "-x"]])
    func usageErrors(arguments: [String]) throws {
        let outcome = try run(arguments, input: LayoutSamples.wrapping)
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError.contains("Usage: tagflow"))
    }

    @Test("--help exits 0 and documents the extensions and batch framing")
    func help() throws {
        let root = try run(["--help"])
        #expect(root.status == 0)
        #expect(root.standardOutput.contains("layout"))
        let layout = try run(["layout", "--help"])
        #expect(layout.status == 0)
        #expect(layout.standardError == "")
        for phrase in ["--batch", "lineBreak", "startsNewLine", "fillsLine", "displayScale", "blank line"] {
            #expect(layout.standardOutput.contains(phrase), "help lacks \(phrase)")
        }
    }

    @Test("--batch: one output line per input line, an error line for a bad one, exit 1")
    func batchWithBadLine() throws {
        let bad = #"{"container":{"width":-1},"items":[]}"#
        let outcome = try run(["layout", "--batch"], input: [LayoutSamples.wrapping, bad, "", LayoutSamples.overflow].joined(separator: "\n") + "\n")
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) == [
            Substring(LayoutSamples.wrappingOutput),
            #"{"error":"$.container.width: -1 is not ≥ 0"}"#,
            #"{"error":"$: blank line; --batch expects one JSON document on every line"}"#,
            Substring(LayoutSamples.overflowOutput),
            "",
        ])
        #expect(outcome.standardError == """
            error: line 2: $.container.width: -1 is not ≥ 0
            error: line 3: $: blank line; --batch expects one JSON document on every line

            """)
    }

    @Test("--batch: all good lines exit 0; many lines stay in order")
    func batchManyLines() throws {
        let documents = (0..<3000).map { #"{"container":{"width":\#($0 % 300)},"items":[{"width":40,"height":\#($0)}]}"# }
        let outcome = try run(["layout", "--batch"], input: documents.joined(separator: "\n"))
        #expect(outcome.status == 0)
        #expect(outcome.standardError == "")
        let lines = outcome.standardOutput.split(separator: "\n")
        #expect(lines.count == documents.count)
        for (index, line) in lines.enumerated() where index % 97 == 0 {
            #expect(try LayoutCommand(measurers: pangoMeasurers).run(documents[index]) == String(line))
        }
    }

    @Test("--batch with empty input prints nothing and exits 0")
    func batchEmpty() throws {
        let outcome = try run(["layout", "--batch"], input: "")
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "")
    }
}

/// The tag and measure commands through the executable.
@Suite("tagflow executable, tags and measure")
struct EndToEndTagTests {
    @Test("layout of tags")
    func tags() throws {
        let outcome = try ToolProcess.run(["layout"], input: #"{"container":{"width":200},"tags":[{"text":"Swift"}]}"#)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix(#"{"contentSize":{"width":200,"height":24.296875}"#))
    }

    @Test("measure from standard input, with an error line in batch mode")
    func measure() throws {
        let outcome = try ToolProcess.run(["measure", "-"], input: #"{"texts":["Swift"]}"#)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == #"{"sizes":[{"width":34.3984375,"height":16.296875,"lines":1}]}"# + "\n")

        let bad = try ToolProcess.run(["measure"], input: #"{"texts":["a"],"font":{"family":"Arial"}}"#)
        #expect(bad.status == 1)
        #expect(bad.standardError.hasPrefix(#"error: $.font.family: "Arial" is not an available font family"#))

        let batch = try ToolProcess.run(["measure", "--batch"], input: "{\"texts\":[\"Swift\"]}\n{\"texts\":1}\n")
        #expect(batch.status == 1)
        #expect(batch.standardOutput == #"{"sizes":[{"width":34.3984375,"height":16.296875,"lines":1}]}"# + "\n"
            + #"{"error":"$.texts: expected an array, found the number 1"}"# + "\n")
    }

    @Test("measure --help exits 0")
    func help() throws {
        let outcome = try ToolProcess.run(["measure", "--help"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("contentSizeCategory"))
    }
}
