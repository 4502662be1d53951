import Foundation

/// Runs the built `tagflow` executable as a subprocess, for end-to-end tests.
///
/// The executable is found next to the running test binary: SwiftPM puts every product of a
/// build (the `tagflow` executable and the test bundle) in one products directory, whatever
/// `--scratch-path` says. On Linux the test binary is `<products>/<Package>PackageTests.xctest`; on
/// macOS it is inside `<products>/<Package>PackageTests.xctest/Contents/MacOS/`, so the search
/// walks up a few directories. `TAGFLOW_EXECUTABLE` overrides the search.
struct ToolProcess {
    /// What a run produced.
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Whether the process ended by a signal (then `status` is the signal's number).
        var wasSignalled = false
        /// Whether it was still running at the time limit (and was killed).
        var timedOut = false
    }

    /// The `tagflow` executable, or `nil` when it cannot be found.
    static let executable: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["TAGFLOW_EXECUTABLE"] { return URL(fileURLWithPath: path) }
        var starts: [URL] = []
        if let url = Bundle.main.executableURL { starts.append(url.resolvingSymlinksInPath()) }
        starts.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath())
        starts.append(URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL)
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<5 {
                let candidate = directory.appendingPathComponent("tagflow")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }()

    /// Runs `tagflow` with `arguments`, feeding `input` on standard input, in `environment`
    /// (`nil`: the test's own). `standardOutput` and `standardError` replace the files of those
    /// streams (`/dev/full`, a closed pipe), which then read back as empty; a process still
    /// running after `timeLimit` seconds is killed and reported as `timedOut`.
    static func run(
        _ arguments: [String], input: String = "", environment: [String: String]? = nil, standardOutput: FileHandle? = nil,
        standardError: FileHandle? = nil, timeLimit: Double? = nil
    ) throws -> Outcome {
        guard let executable else { throw LookupError() }
        return try run(
            executable, arguments, input: input, environment: environment, standardOutput: standardOutput,
            standardError: standardError, timeLimit: timeLimit)
    }

    /// Runs a shell command line in `directory` as a user would type it, with `tagflow` on the
    /// `PATH`.
    static func runShell(_ commandLine: String, in directory: URL) throws -> Outcome {
        guard let executable else { throw LookupError() }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        return try run(
            URL(fileURLWithPath: "/bin/bash"), ["-c", commandLine], workingDirectory: directory, environment: environment)
    }

    /// Runs `executable` (any program). The three streams go through temporary files rather than
    /// pipes, so neither side can stall on a full pipe whatever the sizes.
    static func run(
        _ executable: URL, _ arguments: [String], input: String = "", workingDirectory: URL? = nil,
        environment: [String: String]? = nil, standardOutput: FileHandle? = nil, standardError: FileHandle? = nil,
        timeLimit: Double? = nil
    ) throws -> Outcome {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("tagflow-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("stdin")
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        try Data(input.utf8).write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let stdin = try FileHandle(forReadingFrom: inputURL)
        let stdout = try FileHandle(forWritingTo: outputURL)
        let stderr = try FileHandle(forWritingTo: errorURL)
        defer {
            try? stdin.close()
            try? stdout.close()
            try? stderr.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = stdin
        process.standardOutput = standardOutput ?? stdout
        process.standardError = standardError ?? stderr
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        if let environment { process.environment = environment }
        try process.run()
        var timedOut = false
        if let timeLimit {
            let deadline = Date().addingTimeInterval(timeLimit)
            while process.isRunning, Date() < deadline { usleep(5_000) }
            if process.isRunning {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
            }
        }
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
            wasSignalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut)
    }

    struct LookupError: Error, CustomStringConvertible {
        var description: String {
            "the tagflow executable was not found next to the test binary; set TAGFLOW_EXECUTABLE"
        }
    }
}
