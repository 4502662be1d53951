import Foundation
import Testing

/// `tagflow show` without a display: everything it must refuse before a window would open. (The
/// window itself is tested under Xvfb by Tests/UI.)
@Suite("tagflow show, before any window")
struct ShowEndToEndTests {
    /// The test's environment without a display, so that nothing can open a window.
    static let headless: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        return environment
    }()

    @Test("a bad document is refused at its path, exit 1, with nothing on standard output")
    func badDocuments() throws {
        let cases = [
            (#"{"container":{"width":-5},"tags":[]}"#, "error: $.container.width: -5 is not ≥ 0\n"),
            (#"{"container":{"width":100},"tags":[{"text":"a","style":{"font":{"family":"Nope"}}}]}"#,
             "error: $.tags[0].style.font.family: "),
            (#"{"container":{"width":100},"tags":[],"component":{"removeButton":2}}"#,
             "error: $.component.removeButton: expected a boolean or an object, found the number 2\n"),
        ]
        for (document, message) in cases {
            let outcome = try ToolProcess.run(["show", "--events", "-"], input: document, environment: Self.headless)
            #expect(outcome.status == 1)
            #expect(outcome.standardError.hasPrefix(message), "\(outcome.standardError)")
            #expect(outcome.standardOutput.isEmpty)
        }
    }

    @Test("a good document without a display: exit 1, saying so")
    func noDisplay() throws {
        let outcome = try ToolProcess.run(
            ["show", "-"], input: #"{"container":{"width":100},"tags":[{"text":"a"}]}"#, environment: Self.headless)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix("error: drawing failed to open a display: "), "\(outcome.standardError)")
    }

    @Test("usage errors exit 2; --help describes the window and --events")
    func usage() throws {
        let extra = try ToolProcess.run(["show", "a.json", "b.json"], environment: Self.headless)
        #expect(extra.status == 2)
        let help = try ToolProcess.run(["show", "--help"], environment: Self.headless)
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("--events"))
        #expect(help.standardOutput.contains("didChangeFocus"))
    }
}
