import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON

@Suite("Batch mode, in process")
struct JSONLinesBatchTests {
    private func lines(_ text: String) -> [String] {
        JSONLines.lines(of: Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    private func run(_ text: String) -> [DocumentBatch.Answer] {
        let command = LayoutCommand(measurers: pangoMeasurers)
        return DocumentBatch.run(Array(text.utf8)) { (bytes) throws(TagFlowError) in
            try command.run(utf8: bytes)
        }
    }

    @Test("frames lines at newlines; a final newline does not start another line")
    func framing() {
        #expect(lines("") == [])
        #expect(lines("a") == ["a"])
        #expect(lines("a\n") == ["a"])
        #expect(lines("a\nb") == ["a", "b"])
        #expect(lines("a\nb\n") == ["a", "b"])
        #expect(lines("\n") == [""])
        #expect(lines("a\n\nb\n\n") == ["a", "", "b", ""])
        #expect(lines("a\r\nb\r\n") == ["a\r", "b\r"])
    }

    @Test("answers every line in order; a bad or blank line gets an error line and the others are still answered")
    func answers() throws {
        let bad = #"{"container":{"width":1},"layout":{"alignment":"middle"},"items":[]}"#
        let input = [LayoutSamples.wrapping, bad, "", "  \t", "{", LayoutSamples.overflow + "\r"].joined(separator: "\n") + "\n"
        let answers = run(input)
        #expect(answers.map(\.lineNumber) == [1, 2, 3, 4, 5, 6])
        #expect(answers.map { $0.error == nil } == [true, false, false, false, false, true])
        #expect(answers[0].text == LayoutSamples.wrappingOutput)
        #expect(answers[1].text == #"{"error":"$.layout.alignment: \"middle\" is not one of leading, trailing, left, right, center, spaceBetween, spaceAround, spaceEvenly, fillWidth, fillWidthExceptLastLine"}"#)
        #expect(answers[2].text == #"{"error":"$: blank line; --batch expects one JSON document on every line"}"#)
        #expect(answers[3].text == answers[2].text)
        #expect(answers[4].text == #"{"error":"$: invalid JSON at line 1, column 2: expected a member name in double quotes, found the end of the input"}"#)
        #expect(answers[5].text == LayoutSamples.overflowOutput)
        // Every error line is itself a JSON document with one "error" member.
        for answer in answers where answer.error != nil {
            #expect(try JSONParser.parse(answer.text) == ["error": .string(answer.error!.documentDescription)])
        }
    }

    @Test("empty input is zero documents")
    func emptyInput() {
        #expect(run("").isEmpty)
    }
}
