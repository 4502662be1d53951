// The `tagflow` command-line tool; its contract is docs/cli.md.
//
// Exit status: 0 success (and `--help`), 1 bad input (`error: <path>: <what>` on standard error),
// 2 usage errors. ArgumentParser reports usage errors as 64 (EX_USAGE); they are mapped to 2 here,
// which is why the command is parsed with `parseAsRoot` instead of `main()`.
import ArgumentParser
import Foundation

// A reader that goes away (`tagflow layout --batch big.jsonl | head -1`) makes the next write
// fail with EPIPE, which `StandardStreams` reports with status 1, instead of killing the tool
// with SIGPIPE: the tool ends by an exit status, never by a signal.
signal(SIGPIPE, SIG_IGN)
// A write past `ulimit -f` fails with EFBIG (`File too large`), reported like any failed write,
// instead of killing the tool with SIGXFSZ.
signal(SIGXFSZ, SIG_IGN)

do {
    var command = try TagFlowTool.parseAsRoot()
    try command.run()
} catch let code as ExitCode {
    // The subcommands have already said what went wrong.
    StandardStreams.exit(code.rawValue)
} catch {
    let code = TagFlowTool.exitCode(for: error)
    let message = TagFlowTool.fullMessage(for: error)
    if code == .success {
        // --help and friends: the text goes to standard output.
        if !message.isEmpty { StandardStreams.writeOutput(message + "\n") }
        StandardStreams.exit(0)
    }
    if !message.isEmpty { StandardStreams.writeError(message + "\n") }
    StandardStreams.exit(code == .validationFailure ? ToolExitStatus.usage : code.rawValue)
}
StandardStreams.exit(0)
