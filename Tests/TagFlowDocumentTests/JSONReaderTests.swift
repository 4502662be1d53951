import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowLayout

@Suite("JSON reader")
struct JSONReaderTests {
    private let here = ValuePath.root.appending(key: "value")

    private func reader(_ value: JSONValue) -> JSONReader { JSONReader(value, path: here) }

    /// The description of the error `body` throws.
    private func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as TagFlowError {
            return error.documentDescription
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test("names the expected type and what was found")
    func typeMismatches() {
        #expect(message { _ = try reader("343").number() } == #"$.value: expected a number, found the string "343""#)
        #expect(message { _ = try reader(true).number() } == "$.value: expected a number, found true")
        #expect(message { _ = try reader(1).bool() } == "$.value: expected a boolean, found the number 1")
        #expect(message { _ = try reader(nil).string() } == "$.value: expected a string, found null")
        #expect(message { _ = try reader([1]).object(allowedKeys: []) } == "$.value: expected an object, found an array")
        #expect(message { _ = try reader(["a": 1]).array() } == "$.value: expected an array, found an object")
        #expect(message { _ = try reader(2.5).integer() } == "$.value: 2.5 is not an integer")
        #expect(message { _ = try reader(false).integer() } == "$.value: expected an integer, found false")
        let long = String(repeating: "x", count: 50)
        #expect(message { _ = try reader(.string(long)).number() }
            == "$.value: expected a number, found the string \"\(String(repeating: "x", count: 40))…\"")
    }

    @Test("checks ranges and integers")
    func ranges() throws {
        #expect(try reader(0).nonNegativeNumber() == 0)
        #expect(message { _ = try reader(-0.5).nonNegativeNumber() } == "$.value: -0.5 is not ≥ 0")
        #expect(message { _ = try reader(0).positiveNumber() } == "$.value: 0 is not > 0")
        #expect(message { _ = try reader(2).number(in: 0...1) } == "$.value: 2 is not between 0 and 1")
        #expect(try reader(3.0).integer() == 3)
        #expect(try reader(-4).integer() == -4)
        #expect(message { _ = try reader(-1).nonNegativeInteger() } == "$.value: -1 is not ≥ 0")
        #expect(message { _ = try reader(1e20).integer() }
            == "$.value: 1e+20 is too large; integers must be within ±2^53")
    }

    @Test("lists the allowed choices in order")
    func choices() throws {
        #expect(try reader("center").choice(LayoutConfiguration.Alignment.self) == .center)
        #expect(message { _ = try reader("middle").choice(LayoutConfiguration.LineAlignment.self) }
            == #"$.value: "middle" is not one of top, center, bottom, firstBaseline, stretch"#)
        #expect(message { _ = try reader(3).choice(LayoutConfiguration.LineAlignment.self) }
            == "$.value: expected a string (one of top, center, bottom, firstBaseline, stretch), found the number 3")
        #expect(try reader("b").choice(["a": 1, "b": 2]) == 2)
        #expect(message { _ = try reader("c").choice(["a": 1, "b": 2]) } == #"$.value: "c" is not one of a, b"#)
    }

    @Test("refuses the first unknown key and reports a missing one at its object")
    func objects() throws {
        let object = try reader(["width": 1, "height": nil]).object(allowedKeys: ["width", "height", "depth"])
        #expect(object.contains("height"))
        #expect(object.member("height") != nil)
        #expect(object.nonNullMember("height") == nil)
        #expect(object.member("depth") == nil)
        #expect(try object.requiredMember("width").number() == 1)
        #expect(object.member("width").map { JSONPath($0.path).description } == "$.value.width")
        #expect(message { _ = try object.requiredMember("depth") } == #"$.value: missing required key "depth""#)
        #expect(message { _ = try reader(["b": 1, "c": 2, "d": 3]).object(allowedKeys: ["a", "b"]) }
            == "$.value.c: unknown key; allowed keys: a, b")
        #expect(message { _ = try reader(["my key": 1]).object(allowedKeys: []) }
            == #"$.value["my key"]: unknown key; allowed keys: none"#)
    }

    @Test("gives every array element its index")
    func arrays() throws {
        let elements = try reader([1, 2]).array()
        #expect(elements.map { JSONPath($0.path).description } == ["$.value[0]", "$.value[1]"])
    }
}
