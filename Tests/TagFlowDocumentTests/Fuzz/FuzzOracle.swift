import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowPango
import TagFlowRendering

/// Runs one fuzzed input through a command and says what is wrong with the outcome, if anything.
///
/// A clean outcome is either an answer — one line of JSON whose sizes are finite and not
/// negative, with as many frames or sizes as the input has items, tags or texts, written the
/// same streamed and whole, and render issues that name a tag of the input — or a `TagFlowError`
/// whose message is one short line (`$.path: what`) with no character that could break it or
/// reorder it, is not an internal error, and whose path names a value of the input whenever the
/// input is JSON at all. What `layout` answers, `render` draws (or refuses only for the size of
/// its canvas). (A crash ends the test run; a hang meets its time limit.)
struct FuzzOracle {
    let layout: LayoutCommand
    let measure: MeasureCommand
    let render: RenderCommand

    /// The longest message a refusal may print: bounded quoting keeps even a 1 MB value short.
    static let longestMessage = 1_000

    init(imageDirectory: String) {
        layout = LayoutCommand(measurers: pangoMeasurers)
        measure = MeasureCommand(measurers: pangoMeasurers)
        render = RenderCommand(
            layoutCommand: layout, renderer: CairoRenderer(measurer: pangoMeasurer, options: RenderOptions(imageDirectory: imageDirectory)))
    }

    /// What the input is given to.
    enum Target: Hashable, CustomStringConvertible {
        case layout, measure, batch
        case render(RenderFormat)

        var description: String {
            switch self {
            case .layout: "layout"
            case .measure: "measure"
            case .batch: "layout --batch"
            case .render(let format): "render \(format.fileExtension)"
            }
        }
    }

    /// The problems with running `input` through `target`; empty when the outcome is clean.
    func problems(_ input: [UInt8], target: Target) -> [String] {
        let document = try? JSONParser.parse(utf8: input)
        switch target {
        case .layout:
            return outcome(of: { (bytes) throws(TagFlowError) in try streamedAndWhole(layout, bytes) }, input, document, answer: checkLayout)
        case .measure:
            return outcome(of: { (bytes) throws(TagFlowError) in try streamedAndWhole(measure, bytes) }, input, document, answer: checkMeasure)
                + checkNULs(input)
        case .render(let format):
            return checkRender(input, format: format, document: document)
        case .batch:
            let answers = DocumentBatch.run(input) { (bytes) throws(TagFlowError) in try layout.run(utf8: bytes) }
            var problems: [String] = []
            if answers.count != JSONLines.lines(of: input).count { problems.append("\(answers.count) answers") }
            for (answer, line) in zip(answers, JSONLines.lines(of: input)) {
                guard (try? JSONParser.parse(answer.text)) != nil else {
                    problems.append("line \(answer.lineNumber): not JSON: \(answer.text.prefix(200))")
                    continue
                }
                if let error = answer.error {
                    problems += checkRefusal(error, document: try? JSONParser.parse(utf8: Array(line)))
                }
            }
            return problems
        }
    }

    /// The problems with drawing `input` as `format`.
    private func checkRender(_ input: [UInt8], format: RenderFormat, document: JSONValue?) -> [String] {
        do throws(TagFlowError) {
            let parsed = try LayoutDocument(document: JSONReader(parsing: input))
            let scene = try render.scene(parsed)
            let picture = try render.render(scene, of: parsed, format: format)
            var problems = picture.bytes.isEmpty ? ["an empty picture"] : []
            for issue in picture.issues {
                let text = render.documentIssue(issue, in: scene, of: parsed)
                guard let path = Self.path(inMessage: text) else {
                    problems.append("an issue without a path: \(text.prefix(300))")
                    continue
                }
                problems += checkMessage(text, path: path, document: document)
            }
            return problems
        } catch {
            var problems = checkRefusal(error, document: document)
            // What layout accepts, render draws: only a picture too large for its format may stop it.
            if !Self.pictureLimits.contains(where: { error.documentDescription.contains($0) }), (try? layout.run(utf8: input)) != nil {
                problems.append("layout accepts what render refuses: \(error.documentDescription.prefix(300))")
            }
            return problems
        }
    }

    /// A NUL is nothing, as in a browser: a document measures as it does without its NULs —
    /// never cut short at one, and never answering another text with what one measured.
    private func checkNULs(_ input: [UInt8]) -> [String] {
        let escaped = Array("\\u0000".utf8)
        // (A backslash before one would make it a backslash and "u0000": not a NUL.)
        guard let first = input.firstRange(of: escaped), !input.indices.contains(where: { input[$0] == 0x5C && $0 + 1 < input.count && input[$0 + 1] == 0x5C }) else {
            return []
        }
        var stripped = Array(input[..<first.lowerBound])
        var rest = input[first.upperBound...]
        while let next = rest.firstRange(of: escaped) {
            stripped += rest[..<next.lowerBound]
            rest = rest[next.upperBound...]
        }
        stripped += rest
        guard let with = try? measure.run(utf8: input), let without = try? measure.run(utf8: stripped) else { return [] }
        return with == without ? [] : ["NULs changed the answer: \(with.prefix(200)) without them \(without.prefix(200))"]
    }

    /// The words of the refusals that only the size of a picture may cause: a canvas or a
    /// shadow's blur past what the format or the picture's budget holds.
    static let pictureLimits = ["the canvas would be", "its shadow would be blurred"]

    /// The answer of `command` to `input` streamed through a small buffer, or words saying it
    /// differs from the answer written whole.
    private func streamedAndWhole(_ command: some DocumentCommand, _ input: [UInt8]) throws(TagFlowError) -> String {
        var streamed: [UInt8] = []
        var stream = JSONByteStream(capacity: 7) { streamed += $0 }
        try command.write(utf8: input, to: &stream)
        stream.flush()
        let text = String(decoding: streamed, as: UTF8.self)
        return try text == command.run(utf8: input) ? text : "streamed and whole answers differ"
    }

    private func outcome(
        of run: ([UInt8]) throws(TagFlowError) -> String, _ input: [UInt8], _ document: JSONValue?,
        answer check: (JSONValue, JSONValue?) -> [String]
    ) -> [String] {
        do throws(TagFlowError) {
            let text = try run(input)
            guard !text.contains("\n"), let answer = try? JSONParser.parse(text) else { return ["an answer that is not one line of JSON"] }
            return check(answer, document)
        } catch {
            return checkRefusal(error, document: document)
        }
    }

    // MARK: - Answers

    private func checkLayout(_ answer: JSONValue, _ document: JSONValue?) -> [String] {
        var problems: [String] = []
        for key in ["contentSize", "fittingSize"] {
            for side in ["width", "height"] {
                guard case .number(let value)? = answer[key]?[side], value >= 0 else { problems.append("\(key).\(side) missing or negative"); continue }
            }
        }
        guard case .array(let frames)? = answer["frames"] else { return problems + ["no frames"] }
        // A field's frames are its tags after the events, which it reports.
        let inputs = answer["draft"] != nil ? answer["tags"] : document?["items"] ?? document?["tags"]
        if answer["draft"] != nil { problems += checkField(answer) }
        if case .array(let entries)? = inputs, entries.count != frames.count {
            problems.append("\(frames.count) frames for \(entries.count) inputs")
        }
        for frame in frames where frame != .null {
            if case .number(let width)? = frame["width"], case .number(let height)? = frame["height"], width >= 0, height >= 0 { continue }
            problems.append("a frame with a negative or missing size: \(frame)")
        }
        return problems
    }

    /// A field's state is whole: the caret within the draft, an entry of a size, the highlighted
    /// row and every match range within the rows.
    private func checkField(_ answer: JSONValue) -> [String] {
        var problems: [String] = []
        guard case .string(let draft)? = answer["draft"], case .number(let caret)? = answer["caret"] else { return ["no draft or caret"] }
        if caret < 0 || caret > Double(draft.count) { problems.append("caret \(caret) outside a draft of \(draft.count)") }
        if case .number(let width)? = answer["entryFrame"]?["width"], case .number(let height)? = answer["entryFrame"]?["height"],
            width >= 0, height >= 0, width.isFinite, height.isFinite {
        } else {
            problems.append("an entry frame without a size: \(answer["entryFrame"] ?? .null)")
        }
        guard case .array(let rows)? = answer["suggestions"]?["rows"] else { return problems + ["no suggestion rows"] }
        if case .number(let row)? = answer["suggestions"]?["highlighted"], row < 0 || row >= Double(rows.count) {
            problems.append("highlighted row \(row) of \(rows.count)")
        }
        for row in rows {
            guard case .string(let text)? = row["text"], case .number(let start)? = row["match"]?["start"],
                case .number(let end)? = row["match"]?["end"], 0 <= start, start <= end, end <= Double(text.count)
            else { problems.append("a suggestion's match outside its text: \(row)"); continue }
        }
        return problems
    }

    private func checkMeasure(_ answer: JSONValue, _ document: JSONValue?) -> [String] {
        guard case .array(let sizes)? = answer["sizes"] else { return ["no sizes"] }
        if case .array(let texts)? = document?["texts"], texts.count != sizes.count { return ["\(sizes.count) sizes for \(texts.count) texts"] }
        var problems: [String] = []
        for size in sizes {
            guard case .number(let width)? = size["width"], case .number(let height)? = size["height"], width >= 0, height >= 0,
                case .number(let lines)? = size["lines"], lines >= 1
            else {
                problems.append("a bad size: \(size)")
                continue
            }
        }
        return problems
    }

    // MARK: - Refusals

    private func checkRefusal(_ error: TagFlowError, document: JSONValue?) -> [String] {
        checkMessage(error.documentDescription, path: error.path, document: document)
    }

    /// A message must be one short line starting with a JSON path, and not an internal error;
    /// its path must name a value of the document when there is one.
    private func checkMessage(_ message: String, path: ValuePath?, document: JSONValue?) -> [String] {
        var problems: [String] = []
        if message.contains("\n") || message.contains("\r") { problems.append("a message of several lines") }
        if message.unicodeScalars.contains(where: JSONWriter.isEscapedInMessages) {
            problems.append("a message with a control, separator or bidi character that could break or reorder its line")
        }
        if message.utf8.count > Self.longestMessage { problems.append("a message of \(message.utf8.count) bytes") }
        if !message.hasPrefix("$") { problems.append("a message without a path") }
        if message.contains("internal error") { problems.append("an internal error") }
        // A document that was read and laid out must draw: only a canvas too large may stop it.
        for failure in ["drawing failed", "cannot build the picture", "text measurement failed"] where message.contains(failure) {
            problems.append("a failure of the engine (\(failure))")
        }
        if let document, let path, Self.value(at: path, in: document) == nil {
            problems.append("a path that is not in the input: \(JSONPath(path))")
        }
        return problems.map { $0 + " — " + String(message.prefix(300)) }
    }

    /// The value at `path` in `document`, or `nil` when there is none.
    static func value(at path: ValuePath, in document: JSONValue) -> JSONValue? {
        var value = document
        for component in path.components {
            switch (component, value) {
            case (.key(let key), .object):
                guard let member = value[key] else { return nil }
                value = member
            case (.index(let index), .array(let elements)) where elements.indices.contains(index):
                value = elements[index]
            default:
                return nil
            }
        }
        return value
    }

    /// The path a render issue starts with (`$.tags[2]: …`), when it is made of names and indices.
    static func path(inMessage message: String) -> ValuePath? {
        guard message.hasPrefix("$"), let end = message.range(of: ": ")?.lowerBound else { return nil }
        var components: [ValuePath.Component] = []
        var rest = message[message.index(after: message.startIndex)..<end]
        while let first = rest.first {
            if first == "." {
                let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                components.append(.key(String(name)))
                rest = rest.dropFirst(1 + name.count)
            } else if first == "[", let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]) {
                components.append(.index(index))
                rest = rest[rest.index(after: close)...]
            } else {
                return nil
            }
        }
        return ValuePath(components)
    }
}
