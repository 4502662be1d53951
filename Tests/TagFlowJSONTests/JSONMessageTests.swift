import Testing
import TagFlowJSON
import TagFlowTestSupport

/// What messages quote from a document: one line that reads in its own order, however the
/// document is made — control characters (C0, DEL, C1), line and paragraph separators and bidi
/// controls are escaped — and short, however long the value: strings and number literals alike.
@Suite("messages quote values on one short line")
struct JSONMessageTests {
    /// Characters that could end a line of standard error or reorder what follows it.
    static let unsafe: [Unicode.Scalar] = [
        "\n", "\r", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}", "\u{2029}", "\u{061C}", "\u{200E}",
        "\u{200F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}",
    ]

    /// Whether `message` holds a character a message escapes.
    static func holdsUnsafe(_ message: String) -> Bool {
        message.unicodeScalars.contains(where: JSONWriter.isEscapedInMessages)
    }

    @Test("an excerpt escapes every character that could break its line, and reads back to the text")
    func excerptEscapes() throws {
        for scalar in Self.unsafe {
            let text = "a" + String(scalar) + "b"
            let quoted = JSONWriter.quotedExcerpt(text)
            #expect(!Self.holdsUnsafe(quoted), "U+\(String(scalar.value, radix: 16))")
            #expect(try JSONParser.parse(quoted) == .string(text))
        }
        #expect(JSONWriter.quotedExcerpt("x\u{85}y\u{202E}z") == #""x\u0085y\u202Ez""#)
        // Ordinary text, world text and emoji are left as they are.
        #expect(JSONWriter.quotedExcerpt("Zürich 東京 👍🏽") == "\"Zürich 東京 👍🏽\"")
        // Output strings keep their contract: only what JSON needs is escaped there.
        #expect(try JSONWriter.write(.string("x\u{85}y\u{202E}z")) == "\"x\u{85}y\u{202E}z\"")
    }

    @Test("what a message escapes: C0, DEL, C1, the separators, the bidi controls — nothing else")
    func escapedScalars() {
        var escaped: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), JSONWriter.isEscapedInMessages(scalar) else { continue }
            escaped.append(value)
        }
        let expected = Array(0...0x1F) + Array(0x7F...0x9F) + [0x061C, 0x200E, 0x200F] + Array(0x2028...0x202E)
            + Array(0x2066...0x2069)
        #expect(escaped == expected.map(UInt32.init))
    }

    @Test("a syntax error names an unsafe character by its code", arguments: JSONMessageTests.unsafe)
    func foundCharacters(scalar: Unicode.Scalar) {
        // (A line feed or carriage return is white space between values; inside a string it is not.)
        let betweenValues = scalar == "\n" || scalar == "\r" ? [] : ["[1 " + String(scalar) + "]", "{" + String(scalar) + "}"]
        for text in betweenValues + ["[\"\\" + String(scalar) + "\"]"] {
            do {
                _ = try JSONParser.parse(text)
                Issue.record("accepted \(text.debugDescription)")
            } catch {
                #expect(!Self.holdsUnsafe(error.description), "\(error.description.debugDescription)")
                let hex = String(scalar.value, radix: 16, uppercase: true)
                #expect(error.description.contains("U+" + String(repeating: "0", count: 4 - hex.count) + hex))
            }
        }
    }

    @Test("a number too large for a double is echoed by its first 40 characters", arguments: [100_001, 1_000])
    func longNumbers(digits: Int) {
        let literal = "-" + String(repeating: "9", count: digits) + "e99999"
        do {
            _ = try JSONParser.parse(#"{"width":"# + literal + "}")
            Issue.record("accepted a number of \(digits) digits")
        } catch {
            #expect(error.description.utf8.count < 200)
            #expect(error.description.contains("the number -" + String(repeating: "9", count: 39) + "… is too large"))
        }
    }

    @Test("a path quotes a key that is not an identifier, escaped and short")
    func pathKeys() {
        #expect(JSONPath([.key("a\u{2028}b"), .index(3)]).description == #"$["a\u2028b"][3]"#)
        #expect(JSONPath([.key("\u{202E}evil")]).description == #"$["\u202Eevil"]"#)
        #expect(JSONPath([.key("plain"), .key("my key")]).description == #"$.plain["my key"]"#)
        let long = JSONPath([.key(String(repeating: "k\u{85}", count: 50_000))]).description
        #expect(long.utf8.count < 300 && !Self.holdsUnsafe(long))
    }

    @Test("every syntax error of a mangled document is one short line")
    func mangledDocuments() {
        var random = SeededGenerator(seed: 34)
        let pieces = ["{", "}", "[", "]", ",", ":", "\"", "\\", "1", "e", "-", " "] + Self.unsafe.map { String($0) }
            + [String(repeating: "7", count: 5_000), "\u{FEFF}", "é"]
        for _ in 0..<2_000 {
            let text = (0..<Int(random.next() % 12 + 1)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            do {
                _ = try JSONParser.parse("{\"a\":" + text)
            } catch {
                #expect(!Self.holdsUnsafe(error.description) && error.description.utf8.count < 300, "\(text.debugDescription)")
            }
        }
    }
}
