import Foundation
import Testing
import TagFlowJSON

/// The fuzzer's inputs through the built `tagflow` executable, as a user meets them: every run
/// must exit with 0 or 1 — never by a signal, never past its time limit — print JSON lines or
/// nothing on standard output, and on standard error only `error: …` and `warning: …` lines
/// (no backtrace, no Pango or GLib complaint), an error exactly when the status is 1.
@Suite("fuzzed documents through the tagflow executable")
struct ToolFuzzTests {
    /// The inputs of one `make test` run (a process each).
    static let defaultInputs = 150
    /// The most one run may take: far beyond any input the limits allow.
    static let timeLimit = 60.0

    @Test("every fuzzed document exits with 0 or 1, with JSON on stdout and one-line messages on stderr",
          .timeLimit(.minutes(10)))
    func toolEndsCleanly() throws {
        let workspace = try FuzzWorkspace()
        defer { workspace.remove() }
        let count = Int(DocumentFuzzTests.setting("TAGFLOW_FUZZ_TOOL_INPUTS") ?? UInt64(Self.defaultInputs))
        let seed = DocumentFuzzTests.setting("TAGFLOW_FUZZ_SEED") ?? DocumentFuzzTests.defaultSeed
        let documentPath = workspace.directory + "/input.json"
        var failures: [String] = []
        let start = ContinuousClock.now
        for step in 0..<count {
            // Spread the process runs over the in-process fuzzer's inputs.
            let number = step * 67
            let (target, input) = DocumentFuzzTests.input(number, seed: seed, workspace: workspace)
            try Data(input).write(to: URL(fileURLWithPath: documentPath))
            let arguments: [String]
            switch target {
            case .layout: arguments = ["layout", documentPath]
            case .batch: arguments = ["layout", "--batch", documentPath]
            case .measure: arguments = ["measure", documentPath]
            case .render(let format): arguments = ["render", documentPath, "-o", workspace.directory + "/out." + format.fileExtension]
            }
            let outcome = try ToolProcess.run(arguments, timeLimit: Self.timeLimit)
            let problems = Self.problems(outcome, batch: target == .batch)
            if !problems.isEmpty {
                failures.append("input #\(number) (tagflow \(arguments[0])): \(problems.joined(separator: "; "))\n"
                    + String(decoding: input.prefix(300), as: UTF8.self))
            }
        }
        let elapsed = (ContinuousClock.now - start) / .seconds(1)
        print("fuzz: \(count) runs of the tagflow executable in \(String(format: "%.1f", elapsed)) s; \(failures.count) failed")
        for failure in failures.prefix(20) { Issue.record(Comment(rawValue: failure)) }
    }

    /// The joining-text inputs of one `make test` run.
    static let defaultJoiningInputs = 48

    @Test("every fuzzed field document that types joining text a piece at a time ends cleanly",
          .timeLimit(.minutes(5)))
    func joiningTextEndsCleanly() throws {
        let workspace = try FuzzWorkspace()
        defer { workspace.remove() }
        let count = Int(DocumentFuzzTests.setting("TAGFLOW_FUZZ_JOINING_INPUTS") ?? UInt64(Self.defaultJoiningInputs))
        let seed = DocumentFuzzTests.setting("TAGFLOW_FUZZ_SEED") ?? DocumentFuzzTests.defaultSeed
        let documentPath = workspace.directory + "/joining.json"
        var runs: [String: Int] = [:]
        for number in 0..<count {
            var mutator = DocumentMutator(random: SeededGenerator(seed: seed &* 0x51_7CC1 &+ UInt64(number)), seeds: workspace.joiningSeeds)
            let document = workspace.joiningSeeds[number % workspace.joiningSeeds.count]
            // One in four unmutated: the seeds' own sequences reach every command as written.
            let input = number % 4 == 0 ? Array(((try? JSONWriter.write(document)) ?? "{}").utf8) : mutator.bytes(from: document)
            try Data(input).write(to: URL(fileURLWithPath: documentPath))
            let arguments = switch number % 3 {
            case 0: ["layout", documentPath]
            case 1: ["render", documentPath, "-o", workspace.directory + "/joining.png"]
            default: ["render", documentPath, "-o", workspace.directory + "/joining.pdf"]
            }
            let outcome = try ToolProcess.run(arguments, timeLimit: Self.timeLimit)
            runs[arguments[0], default: 0] += 1
            let problems = Self.problems(outcome, batch: false)
            #expect(problems.isEmpty, "joining input #\(number) (tagflow \(arguments[0])): \(problems)\n\(String(decoding: input.prefix(300), as: UTF8.self))")
        }
        print("fuzz: joining text: \(runs.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")) runs of the tagflow executable")
    }

    static func problems(_ outcome: ToolProcess.Outcome, batch: Bool) -> [String] {
        var problems: [String] = []
        if outcome.timedOut { problems.append("still running after \(Int(timeLimit)) s") }
        if outcome.wasSignalled { problems.append("killed by signal \(outcome.status)") }
        if !outcome.wasSignalled, outcome.status != 0, outcome.status != 1 { problems.append("exit status \(outcome.status)") }
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        if !outcome.standardOutput.isEmpty, !outcome.standardOutput.hasSuffix("\n") { problems.append("stdout does not end a line") }
        for line in lines where (try? JSONParser.parse(String(line))) == nil {
            problems.append("stdout is not JSON: \(line.prefix(200))")
        }
        let messages = outcome.standardError.split(separator: "\n")
        for message in messages where !(message.hasPrefix("error: ") || message.hasPrefix("warning: ")) {
            problems.append("stderr: \(message.prefix(200))")
        }
        for message in messages where message.utf8.count > FuzzOracle.longestMessage + 30 {
            problems.append("a message of \(message.utf8.count) bytes")
        }
        for message in messages where message.unicodeScalars.contains(where: JSONWriter.isEscapedInMessages) {
            problems.append("a message with a control, separator or bidi character: \(message.prefix(200).debugDescription)")
        }
        let errors = messages.filter { $0.hasPrefix("error: ") }.count
        if outcome.status == 1, errors == 0 { problems.append("status 1 without an error") }
        if outcome.status == 0, errors > 0 { problems.append("status 0 with an error") }
        if outcome.status == 0, !batch, lines.count != 1 { problems.append("\(lines.count) lines on stdout") }
        return problems
    }
}
