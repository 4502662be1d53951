import Testing
import TagFlowJSON

@Suite("JSON parser")
struct JSONParserTests {
    @Test("reads every kind of value, keeping member order and telling booleans from numbers")
    func values() throws {
        let value = try JSONParser.parse(#" { "b": [true, false, null, 1, 1.5, -0.25e2, "x"], "a": {} } "#)
        #expect(value == .object([
            .init("b", [true, false, nil, 1, 1.5, -25, "x"]),
            .init("a", .object([])),
        ]))
        #expect(try JSONParser.parse("true") == .bool(true))
        #expect(try JSONParser.parse("1") == .number(1))
        #expect(try JSONParser.parse("1") != .bool(true))
    }

    @Test("decodes escapes, surrogate pairs and UTF-8")
    func strings() throws {
        #expect(try JSONParser.parse(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
        #expect(try JSONParser.parse(#""\u00e9\u20AC\ud83d\ude00""#) == .string("é€😀"))
        #expect(try JSONParser.parse("\"Zürich ✓\"") == .string("Zürich ✓"))
    }

    @Test("skips a byte order mark and surrounding whitespace")
    func byteOrderMark() throws {
        #expect(try JSONParser.parse(utf8: [0xEF, 0xBB, 0xBF] + Array(" \r\n\t[]\n".utf8)) == .array([]))
    }

    @Test("reads numbers exactly as Double would")
    func numbers() throws {
        #expect(try JSONParser.parse("0.1") == .number(0.1))
        #expect(try JSONParser.parse("-0") == .number(-0.0))
        #expect(try JSONParser.parse("1E3") == .number(1000))
        #expect(try JSONParser.parse("1e-400") == .number(0))
        #expect(try JSONParser.parse("9007199254740993") == .number(9_007_199_254_740_992))
    }

    @Test(
        "refuses malformed text, saying where",
        arguments: [
            ("", "$: the input is empty; expected a JSON document"),
            ("  \n ", "$: the input is empty; expected a JSON document"),
            ("{", "$: invalid JSON at line 1, column 2: expected a member name in double quotes, found the end of the input"),
            ("[1,]", "$[1]: invalid JSON at line 1, column 4: expected a value, found ']'"),
            ("{\"a\":1,}", "$: invalid JSON at line 1, column 8: expected a member name in double quotes, found '}'"),
            ("{\"a\" 1}", "$: invalid JSON at line 1, column 6: expected ':' after the member name, found '1'"),
            ("{\"a\":1 \"b\":2}", "$: invalid JSON at line 1, column 8: expected ',' or '}' after an object member, found '\"'"),
            ("[1 2]", "$: invalid JSON at line 1, column 4: expected ',' or ']' after an array element, found '2'"),
            ("{\"a\":\n  {\"b\": tru}}", "$.a.b: invalid JSON at line 2, column 9: expected a value, found 't'"),
            ("[01]", "$[0]: invalid JSON at line 1, column 3: a number may not have a leading zero"),
            ("[1.]", "$[0]: invalid JSON at line 1, column 4: expected a digit, found ']'"),
            ("[-]", "$[0]: invalid JSON at line 1, column 3: expected a digit, found ']'"),
            ("1e400", "$: invalid JSON at line 1, column 1: the number 1e400 is too large for a 64-bit floating-point value"),
            ("NaN", "$: invalid JSON at line 1, column 1: expected a value, found 'N'"),
            ("[Infinity]", "$[0]: invalid JSON at line 1, column 2: expected a value, found 'I'"),
            ("{} {}", "$: invalid JSON at line 1, column 4: unexpected '{' after the end of the document"),
            ("// comment\n{}", "$: invalid JSON at line 1, column 1: expected a value, found '/'"),
            ("\"abc", "$: invalid JSON at line 1, column 1: unterminated string"),
            ("\"a\tb\"", "$: invalid JSON at line 1, column 3: control character U+0009 inside a string; write it as an escape such as \\n"),
            ("\"\\x\"", "$: invalid JSON at line 1, column 3: invalid escape \\x in a string"),
            ("\"\\u12G4\"", "$: invalid JSON at line 1, column 6: expected four hexadecimal digits after \\u, found 'G'"),
            ("\"\\ud83d\"", "$: invalid JSON at line 1, column 2: unpaired surrogate \\uD83D"),
            ("\"\\ude00\"", "$: invalid JSON at line 1, column 2: unpaired surrogate \\uDE00"),
            ("{\"a\":1,\"a\":2}", "$.a: invalid JSON at line 1, column 8: duplicate key; a key may appear only once in an object"),
            ("[\"é\", x]", "$[1]: invalid JSON at line 1, column 7: expected a value, found 'x'"),
        ])
    func malformed(text: String, expected: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("finds a duplicate key in a large object too")
    func duplicateInLargeObject() {
        let members = (0..<20).map { "\"k\($0)\": \($0)" } + ["\"k3\": 0"]
        do {
            _ = try JSONParser.parse("{" + members.joined(separator: ",") + "}")
            Issue.record("accepted a duplicate key")
        } catch {
            #expect(error.path.description == "$.k3")
            #expect(error.message.hasSuffix("duplicate key; a key may appear only once in an object"))
        }
    }

    @Test("refuses invalid UTF-8 in a string")
    func invalidUTF8() {
        do {
            _ = try JSONParser.parse(utf8: [0x22, 0x61, 0xFF, 0x22])
            Issue.record("accepted invalid UTF-8")
        } catch {
            #expect(error.description == "$: invalid JSON at line 1, column 1: the string is not valid UTF-8")
        }
    }

    @Test("refuses nesting deeper than the limit instead of overflowing the stack")
    func depth() throws {
        let limit = JSONParser.maximumDepth
        _ = try JSONParser.parse(String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
        do {
            _ = try JSONParser.parse(String(repeating: "[", count: 100_000))
            Issue.record("accepted deep nesting")
        } catch {
            #expect(error.message.hasSuffix("nesting is deeper than \(limit) levels"))
        }
    }
}
