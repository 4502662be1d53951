import Testing
import TagFlowJSON

@Suite("JSON writer and paths")
struct JSONWriterTests {
    @Test("writes compact JSON with members in order")
    func compact() throws {
        let value: JSONValue = ["z": 1, "a": [true, false, nil], "m": ["x": "y"], "e": [], "o": .object([])]
        #expect(try JSONWriter.write(value) == #"{"z":1,"a":[true,false,null],"m":{"x":"y"},"e":[],"o":{}}"#)
    }

    @Test(
        "prints integers without a fraction and other numbers in shortest round-trip form",
        arguments: [
            (343.0, "343"), (-8.0, "-8"), (0.0, "0"), (-0.0, "0"), (1e15, "1000000000000000"),
            (0.1, "0.1"), (114.66666666666667, "114.66666666666667"), (1.0 / 3.0, "0.3333333333333333"),
            (0.00001, "1e-05"), (1e300, "1e+300"), (2.5, "2.5"), (-34.3984, "-34.3984"),
        ])
    func numbers(value: Double, text: String) throws {
        #expect(try JSONWriter.write(.number(value)) == text)
        // What is written reads back to the same value.
        #expect(try JSONParser.parse(text) == .number(value))
    }

    @Test("refuses NaN and infinities, saying where")
    func nonFinite() {
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(throws: JSONWriter.NonFiniteNumberError.self) {
                try JSONWriter.write(["frames": [["x": .number(bad)]]])
            }
        }
        do {
            _ = try JSONWriter.write(["frames": [["x": 1], ["x": .number(.nan)]]])
        } catch {
            #expect(error.path.description == "$.frames[1].x")
        }
    }

    @Test("escapes quotes, backslashes and control characters; keeps other text as UTF-8")
    func strings() throws {
        #expect(try JSONWriter.write("a\"b\\c\n\r\t\u{8}\u{C}\u{1}\u{1F}") == #""a\"b\\c\n\r\t\b\f\u0001\u001F""#)
        #expect(try JSONWriter.write("é 😀 <script>/") == "\"é 😀 <script>/\"")
        #expect(try JSONWriter.write("\u{2028}\u{2029}") == #""\u2028\u2029""#)
        let text = "line\none \"quoted\" \u{0} ✓"
        #expect(try JSONParser.parse(JSONWriter.write(.string(text))) == .string(text))
    }

    @Test("paths read like the document: dots for names, brackets for indices and odd names")
    func paths() {
        #expect(JSONPath.root.description == "$")
        #expect(JSONPath.root.appending(key: "items").appending(index: 3).appending(key: "width").description
            == "$.items[3].width")
        #expect(JSONPath.root.appending(key: "my key").description == #"$["my key"]"#)
        #expect(JSONPath.root.appending(key: "").description == #"$[""]"#)
        #expect(JSONPath.root.appending(key: "3d").description == #"$["3d"]"#)
        #expect(JSONPath.root.appending(key: "_a1").description == "$._a1")
    }

    @Test("a path in a message stays short: long names and deep nesting are shortened")
    func shortPaths() {
        let long = String(repeating: "k", count: 1 << 20)
        #expect(JSONPath.root.appending(key: long).description == "$[\"" + String(repeating: "k", count: 40) + "…\"]")
        #expect(JSONPath.root.appending(key: String(repeating: "k", count: 40)).description == "$." + String(repeating: "k", count: 40))
        let deep = JSONPath([.key("padding")] + Array(repeating: JSONPath.Component.index(0), count: 511))
        #expect(deep.description == "$.padding[0][0][0][0][0][0][0]…[0][0][0][0][0][0][0][0]")
        let sixteen = JSONPath(Array(repeating: JSONPath.Component.index(1), count: 16))
        #expect(sixteen.description == "$" + String(repeating: "[1]", count: 16))
        // Excerpts of values, for messages.
        #expect(JSONWriter.quotedExcerpt("short") == #""short""#)
        #expect(JSONWriter.quotedExcerpt(String(repeating: "\n", count: 50)) == "\"" + String(repeating: "\\n", count: 40) + "…\"")
    }
}
