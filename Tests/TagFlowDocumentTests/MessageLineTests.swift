import Foundation
import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON

/// Every error line is one line that reads as written: what a message quotes — values, keys,
/// family names, colours, file names — has its controls (C0, DEL, C1), separators and bidi
/// controls escaped, and is bounded, strings, number literals and file names alike.
@Suite("error messages stay one short line")
struct MessageLineTests {
    /// Whether `message` holds a character a message escapes.
    static func holdsUnsafe(_ message: String) -> Bool {
        message.unicodeScalars.contains(where: JSONWriter.isEscapedInMessages)
    }

    /// Text that would break a line or reorder it, each kind once.
    static let hostile = "a\u{85}b\u{9B}c\u{2028}d\u{202E}e\u{2066}f\u{200F}g\nh\u{1B}[31m"

    @Test("the engine's messages and the documents' escape the same characters")
    func oneRule() {
        // The two modules depend on nothing, so each has the rule; they must agree everywhere.
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            let engine = quoted(text) != "\"" + text + "\""
            let document = JSONWriter.quotedExcerpt(text) != "\"" + text + "\""
            #expect(engine == document, "U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    @Test("hostile text in a value, a key, a colour, a family, a chip's format is escaped in the message")
    func hostileValues() {
        let text = JSONWriter.quotedExcerpt(Self.hostile).dropFirst().dropLast()
        let documents = [
            #"{"container":{"width":1},"layout":{"alignment":"\#(text)"},"items":[]}"#,
            #"{"container":{"width":1},"layout":{"\#(text)":1},"items":[]}"#,
            #"{"container":{"width":"\#(text)"},"items":[]}"#,
            ##"{"container":{"width":1},"tags":[{"text":"a","style":{"textColor":"#\##(text)"}}]}"##,
            ##"{"container":{"width":1},"tags":[{"text":"a","style":{"textColor":"#12\n456"}}]}"##,
            #"{"container":{"width":1},"tags":[{"text":"a","style":{"font":{"family":"\#(text)"}}}]}"#,
            #"{"container":{"width":1},"tags":[{"text":"\#(text)\uFFFF"}]}"#,
            #"{"container":{"width":1},"overflowChip":{"format":"\#(text)"},"tags":[{"text":"a"}]}"#,
            #"{"container":{"width":1},"tags":[{"text":"a"}],"\#(text)":1}"#,
        ]
        for document in documents {
            let message = layoutError(document)
            #expect(message.map { !Self.holdsUnsafe($0) && $0.utf8.count < 500 } == true, "\(message?.debugDescription ?? "no error")")
        }
    }

    @Test("a number too large for a double is echoed by its first 40 digits, in a batch's answer too")
    func hugeNumberLiterals() {
        let digits = String(repeating: "1", count: 100_001)
        let document = #"{"container":{"width":1\#(digits)e999},"items":[]}"#
        let expected = "$.container.width: invalid JSON at line 1, column 23: the number 1"
            + String(repeating: "1", count: 39) + "… is too large for a 64-bit floating-point value"
        #expect(layoutError(document) == expected)
        let answers = DocumentBatch.run(Array((document + "\n" + document).utf8)) { (bytes) throws(TagFlowError) in
            try pangoLayoutCommand.run(utf8: bytes)
        }
        #expect(answers.count == 2 && answers.allSatisfy { $0.text.utf8.count < 200 })
    }

    @Test("a file name is shown as it is when plain, else escaped and bounded")
    func fileNames() {
        #expect(shownFileName("/tmp/tagflow/out.png") == "/tmp/tagflow/out.png")
        #expect(shownFileName("a\nb.json") == #""a\nb.json""#)
        #expect(shownFileName("\u{202E}gnp.exe") == #""\u202Egnp.exe""#)
        let long = shownFileName(String(repeating: "d/", count: 50_000))
        #expect(long.hasPrefix("\"d/d/") && long.hasSuffix("…\"") && long.utf8.count < 300)
        // A font file's message shows it the same way.
        let error = TagFlowError(TagFlowError.MeasurementReason.fontLoadingFailed(file: "x\u{1B}[2J.ttf", problem: "no such file"))
        #expect(error.description == #"cannot load fonts from "x\u001B[2J.ttf": no such file"#)
    }

    @Test("a list of families in a message is bounded too")
    func familyList() {
        let families = (0..<1_000).map { "Family \($0)" }
        let message = TagFlowError(TagFlowError.MeasurementReason.unknownFontFamily("Nope", available: families)).description
        #expect(message.hasSuffix(#""Family 19", … (1000 in all)"#))
    }
}
