import Foundation

/// The runnable examples of a Markdown page: shell sessions and marked JSON blocks.
///
/// - A fenced `sh` block is a session: a line starting with `$ ` is a command (a trailing `\`
///   continues it on the next line), and the lines after it, up to the next command, are what it
///   prints. A shown line ending in `…` stands for any line that starts with the text before it.
/// - `<!-- file: PATH -->` right before a fenced block says the block is the content of PATH
///   (JSON, compared as values, so the page may lay it out for reading).
/// - `<!-- output of: COMMAND -->` right before a fenced block says the block is what COMMAND
///   prints (JSON, compared as values; JSON Lines compare line by line).
struct MarkdownExamples {
    /// A command of a shell session and the lines the page shows it printing.
    struct Command {
        var line: Int
        var text: String
        var shownOutput: [String]
    }

    /// A fenced block the page says equals a file's content or a command's output.
    struct MarkedBlock {
        enum Source { case file(String), output(String) }
        var line: Int
        var source: Source
        var text: String
    }

    var commands: [Command] = []
    var markedBlocks: [MarkedBlock] = []

    init(markdown: String) {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        var pendingMark: (line: Int, source: MarkedBlock.Source)?
        while index < lines.count {
            let line = lines[index]
            if let source = Self.mark(line) {
                pendingMark = (index + 1, source)
                index += 1
                continue
            }
            guard line.hasPrefix("```") else {
                if !line.trimmingCharacters(in: .whitespaces).isEmpty { pendingMark = nil }
                index += 1
                continue
            }
            let language = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
            var body: [String] = []
            index += 1
            while index < lines.count, !lines[index].hasPrefix("```") {
                body.append(lines[index])
                index += 1
            }
            let start = index - body.count
            if let mark = pendingMark {
                markedBlocks.append(MarkedBlock(line: mark.line, source: mark.source, text: body.joined(separator: "\n")))
            } else if language == "sh" {
                commands += Self.session(body, startingAt: start + 1)
            }
            pendingMark = nil
            index += 1
        }
    }

    /// The source an HTML-comment mark names, if `line` is one.
    private static func mark(_ line: String) -> MarkedBlock.Source? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
        let inner = trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
        if inner.hasPrefix("file:") { return .file(inner.dropFirst(5).trimmingCharacters(in: .whitespaces)) }
        if inner.hasPrefix("output of:") { return .output(inner.dropFirst(10).trimmingCharacters(in: .whitespaces)) }
        return nil
    }

    /// The commands of a session block whose first line is line `first` of the page.
    private static func session(_ body: [String], startingAt first: Int) -> [Command] {
        var commands: [Command] = []
        var index = 0
        while index < body.count {
            guard body[index].hasPrefix("$ ") else {
                if var last = commands.popLast() {
                    if !body[index].isEmpty { last.shownOutput.append(body[index]) }
                    commands.append(last)
                }
                index += 1
                continue
            }
            let line = first + index
            var text = String(body[index].dropFirst(2))
            while text.hasSuffix("\\"), index + 1 < body.count {
                index += 1
                text = String(text.dropLast()) + "\n" + body[index]
            }
            commands.append(Command(line: line, text: text, shownOutput: []))
            index += 1
        }
        return commands
    }

    /// Whether `actual` is what `shown` shows: line by line, a shown line ending in `…` matching
    /// any line that starts with the text before it; the page may show fewer lines than printed.
    static func output(_ actual: String, matches shown: [String]) -> Bool {
        let lines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard shown.count <= lines.count else { return false }
        return zip(shown, lines).allSatisfy { shown, line in
            shown.hasSuffix("…") ? line.hasPrefix(String(shown.dropLast())) : line == shown
        }
    }
}
