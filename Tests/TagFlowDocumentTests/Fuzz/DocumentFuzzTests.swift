import Foundation
import Testing
import TagFlowDocument
import TagFlowJSON
import TagFlowRendering

/// A bounded mutation fuzzer over the document decoders and the commands behind them: a fixed
/// number of documents, made deterministically from the seed documents, each of which must end
/// in a clean answer or a clean error (`FuzzOracle`).
///
/// The run is repeatable: input *i* of seed *s* is always the same bytes. `TAGFLOW_FUZZ_INPUTS`
/// and `TAGFLOW_FUZZ_SEED` change the count and the seed for a longer campaign (`make fuzz`);
/// `make test` runs the default budget. A failure names the input's number, so
/// `TAGFLOW_FUZZ_ONLY=<number>` replays just that one (and writes its bytes to a temporary file).
@Suite("fuzzed documents end cleanly")
struct DocumentFuzzTests {
    /// The inputs of one `make test` run: about 35 s on two shared cores in a debug build.
    static let defaultInputs = 30_000
    static let defaultSeed: UInt64 = 2026

    static func setting(_ name: String) -> UInt64? {
        ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
    }

    @Test("every fuzzed layout, measure, render and batch input ends in an answer or an error with a path",
          .timeLimit(.minutes(10)))
    func documentsEndCleanly() throws {
        let workspace = try FuzzWorkspace()
        defer { workspace.remove() }
        let oracle = FuzzOracle(imageDirectory: workspace.directory)
        let count = Int(Self.setting("TAGFLOW_FUZZ_INPUTS") ?? UInt64(Self.defaultInputs))
        let seed = Self.setting("TAGFLOW_FUZZ_SEED") ?? Self.defaultSeed
        let only = Self.setting("TAGFLOW_FUZZ_ONLY").map(Int.init)

        var tried: [String: Int] = [:]
        var failures: [(number: Int, target: String, problems: [String], input: [UInt8])] = []
        var slowest: [(seconds: Double, number: Int, target: String)] = []
        let start = ContinuousClock.now
        for number in only.map({ $0...$0 }) ?? 0...(count - 1) {
            let (target, input) = Self.input(number, seed: seed, workspace: workspace)
            if only != nil {
                // Replaying one input: keep its bytes to look at.
                let file = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-fuzz-\(seed)-\(number)")
                try Data(input).write(to: file)
                print("fuzz: input #\(number) (\(target)) is in \(file.path)")
            }
            let began = ContinuousClock.now
            let problems = oracle.problems(input, target: target)
            let seconds = (ContinuousClock.now - began) / .seconds(1)
            tried[target.description, default: 0] += 1
            slowest = Array((slowest + [(seconds, number, target.description)]).sorted { $0.seconds > $1.seconds }.prefix(3))
            if !problems.isEmpty { failures.append((number, target.description, problems, input)) }
        }
        let elapsed = (ContinuousClock.now - start) / .seconds(1)
        let summary = tried.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        let slow = slowest.map { "#\($0.number) \($0.target) \(String(format: "%.2f", $0.seconds)) s" }.joined(separator: ", ")
        print("fuzz: seed \(seed), \(tried.values.reduce(0, +)) inputs (\(summary)) in \(String(format: "%.1f", elapsed)) s; "
            + "\(failures.count) failed; slowest: \(slow)")
        // The kinds of problem, each with its first example, then the first failures in full.
        var kinds: [String: (count: Int, example: String)] = [:]
        for failure in failures {
            for problem in failure.problems {
                let kind = String(problem.prefix { $0 != "—" && $0 != ":" }.filter { !$0.isNumber })
                kinds[kind, default: (0, "#\(failure.number) \(failure.target): \(problem.prefix(300))")].count += 1
            }
        }
        for (kind, found) in kinds.sorted(by: { $0.value.count > $1.value.count }) {
            print("fuzz: \(found.count) × \(kind)— e.g. \(found.example)")
        }
        for failure in failures.prefix(20) {
            let excerpt = String(decoding: failure.input.prefix(400), as: UTF8.self)
            Issue.record("input #\(failure.number) (\(failure.target), seed \(seed)): \(failure.problems.joined(separator: "; "))\n\(excerpt)")
        }
    }

    /// Input `number` of a run: what it is given to and its bytes. Two in three inputs are layout
    /// documents (one in eight of them drawn, one in ten sent as a batch of three lines), the
    /// rest measure documents.
    static func input(_ number: Int, seed: UInt64, workspace: FuzzWorkspace) -> (FuzzOracle.Target, [UInt8]) {
        let seeds = workspace.layoutSeeds + workspace.measureSeeds
        var mutator = DocumentMutator(random: SeededGenerator(seed: seed &* 0x9E37_79B9 &+ UInt64(number)), seeds: seeds)
        if number % 3 == 2 {
            return (.measure, mutator.bytes(from: workspace.measureSeeds[number / 3 % workspace.measureSeeds.count]))
        }
        let document = workspace.layoutSeeds[Int.random(in: workspace.layoutSeeds.indices, using: &mutator.random)]
        switch number % 80 {
        case 0, 30, 60: return (.render(.png(scale: 1)), mutator.bytes(from: document))
        case 10, 40, 70: return (.render(.svg), mutator.bytes(from: document))
        case 20, 50: return (.render(.pdf), mutator.bytes(from: document))
        case 5, 13, 27, 35, 45, 53, 67, 75:
            let lines = (0..<3).map { _ in mutator.bytes(from: workspace.layoutSeeds.randomElement(using: &mutator.random)!) }
            return (.batch, Array(lines.joined(separator: [0x0A])))
        default: return (.layout, mutator.bytes(from: document))
        }
    }
}
