import Testing
import TagFlowJSON
import TagFlowTestSupport

/// Output written as it is made and input read as it comes: the streamed text is exactly the
/// whole text, whatever the buffer's size, and a line reader frames pieces exactly as
/// `JSONLines.lines(of:)` frames the whole input.
@Suite("JSON streamed out and read in")
struct JSONStreamingTests {
    /// A random value: objects, arrays, strings that need escapes, numbers of every form.
    static func value(_ random: inout SeededGenerator, depth: Int = 0) -> JSONValue {
        switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .number([0, -0.0, 1, 1.5, 1e-5, 1e300, 343, -2.25].randomElement(using: &random)!)
        case 3: return .string(["", "a", "é\"\\\n", "\u{2028}x", "\u{85}", "東京"].randomElement(using: &random)!)
        case 4: return .array((0..<Int.random(in: 0..<5, using: &random)).map { _ in value(&random, depth: depth + 1) })
        default:
            return .object((0..<Int.random(in: 0..<5, using: &random)).map { JSONValue.Member("k\($0)", value(&random, depth: depth + 1)) })
        }
    }

    /// `value` as an output with its arrays made lazily, as the commands make theirs.
    static func lazy(_ value: JSONValue) -> JSONOutput {
        switch value {
        case .array(let elements): .array(count: elements.count) { elements[$0] }
        case .object(let members): .object(members.map { JSONOutput.Member($0.key, lazy($0.value)) })
        default: .value(value)
        }
    }

    @Test("a streamed output is the text of its value, for every buffer size")
    func streamedEqualsWhole() throws {
        var random = SeededGenerator(seed: 2)
        for _ in 0..<500 {
            let value = Self.value(&random)
            let whole = try JSONWriter.write(value)
            for capacity in [1, 7, 1 << 16] {
                var delivered: [UInt8] = []
                var stream = JSONByteStream(capacity: capacity) { delivered += $0 }
                try JSONWriter.write(Self.lazy(value), to: &stream)
                // Nothing is held back once the buffer has filled.
                #expect(stream.bytes.count < capacity + whole.utf8.count)
                stream.flush()
                #expect(String(decoding: delivered, as: UTF8.self) == whole)
                #expect(stream.written == whole.utf8.count)
            }
            #expect(try JSONWriter.write(Self.lazy(value)) == whole)
            #expect(Self.lazy(value).value == value)
        }
    }

    @Test("elements are made one at a time, as they are written")
    func elementsMadeWhenWritten() throws {
        var made = 0
        var written: [Int] = []
        var stream = JSONByteStream(capacity: 1) { _ in written.append(made) }
        try JSONWriter.write(.array(count: 3) { made += 1; return .number(Double($0)) }, to: &stream)
        // The bytes of each element went out before the next one was made.
        #expect(written == [1, 2, 3])
        #expect(made == 3)
    }

    @Test("a non-finite number is reported at its path in the output")
    func nonFinite() {
        let output = JSONOutput.object([.init("frames", .array(count: 3) { $0 == 2 ? ["x": .number(.nan)] : ["x": 1] })])
        var stream = JSONByteStream.collecting()
        do {
            try JSONWriter.write(output, to: &stream)
            Issue.record("wrote NaN")
        } catch {
            #expect(error.path.description == "$.frames[2].x")
        }
    }

    /// The lines `reader` hands out, read from `input` in pieces of the sizes `random` picks.
    static func lines(of input: [UInt8], maximumLength: Int, random: inout SeededGenerator) -> [JSONLines.Reader.Line] {
        var offset = 0
        var sizes = random
        var reader = JSONLines.Reader(maximumLength: maximumLength) { buffer in
            guard offset < input.count else { return false }
            let end = min(input.count, offset + Int.random(in: 1...9, using: &sizes))
            buffer += input[offset..<end]
            offset = end
            return true
        }
        _ = random.next()
        var lines: [JSONLines.Reader.Line] = []
        while let line = reader.next() { lines.append(line) }
        return lines
    }

    @Test("lines read in pieces are the lines of the whole input")
    func piecesFrameAsWhole() {
        var random = SeededGenerator(seed: 3)
        for _ in 0..<2_000 {
            let input: [UInt8] = (0..<Int.random(in: 0..<30, using: &random)).map { _ in [0x0A, 0x0D, 0x20, 0x61].randomElement(using: &random)! }
            let expected = JSONLines.lines(of: input).map { JSONLines.Reader.Line.text(Array($0)) }
            #expect(Self.lines(of: input, maximumLength: .max, random: &random) == expected, "\(input)")
        }
    }

    @Test("a line past the limit is passed over, not kept, and the lines after it are read")
    func longLines() {
        var random = SeededGenerator(seed: 4)
        let long = [UInt8](repeating: 0x61, count: 100)
        let input = Array("ab\n".utf8) + long + [0x0A] + Array("cd\n".utf8) + long
        let lines = Self.lines(of: input, maximumLength: 10, random: &random)
        #expect(lines == [.text(Array("ab".utf8)), .tooLong, .text(Array("cd".utf8)), .tooLong])
        // Exactly the limit is a line.
        #expect(Self.lines(of: Array("abcd\n".utf8), maximumLength: 4, random: &random) == [.text(Array("abcd".utf8))])
    }

    @Test("endless input without a newline keeps no more than the limit and a piece")
    func endlessInput() {
        var pieces = 0
        var largest = 0
        var reader = JSONLines.Reader(maximumLength: 1_000) { buffer in
            largest = max(largest, buffer.count)
            pieces += 1
            guard pieces < 10_000 else { return false }
            buffer += [UInt8](repeating: 0x20, count: 100)
            return true
        }
        #expect(reader.next() == .tooLong)
        #expect(reader.next() == nil)
        #expect(largest <= 1_100)
    }
}
