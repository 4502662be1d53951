extension JSONWriter {
    /// Writes `output` to `stream`, element by element: the same text `write(_:)` gives for
    /// `output.value`, with no more of it in memory than the stream's buffer and one element.
    /// - Throws: `NonFiniteNumberError` at the first non-finite number, with what came before it
    ///   already written (handed on, when the stream's buffer filled).
    package static func write(_ output: JSONOutput, to stream: inout JSONByteStream) throws(NonFiniteNumberError) {
        var path: [JSONPath.Component] = []
        try write(output, to: &stream, path: &path)
    }

    /// The text of `output`, as `write(_:)` gives it for `output.value`.
    package static func write(_ output: JSONOutput) throws(NonFiniteNumberError) -> String {
        var stream = JSONByteStream.collecting()
        try write(output, to: &stream)
        return String(decoding: stream.bytes, as: UTF8.self)
    }

    private static func write(
        _ output: JSONOutput, to stream: inout JSONByteStream, path: inout [JSONPath.Component]
    ) throws(NonFiniteNumberError) {
        switch output {
        case .value(let value):
            try append(value, to: &stream, at: path)
        case .object(let members):
            stream.withBytes { $0.append(UInt8(ascii: "{")) }
            for (offset, member) in members.enumerated() {
                stream.withBytes { bytes in
                    if offset > 0 { bytes.append(UInt8(ascii: ",")) }
                    appendQuoted(member.key, to: &bytes)
                    bytes.append(UInt8(ascii: ":"))
                }
                path.append(.key(member.key))
                try write(member.value, to: &stream, path: &path)
                path.removeLast()
            }
            stream.withBytes { $0.append(UInt8(ascii: "}")) }
        case .array(let count, let element):
            stream.withBytes { $0.append(UInt8(ascii: "[")) }
            for index in 0..<count {
                if index > 0 { stream.withBytes { $0.append(UInt8(ascii: ",")) } }
                path.append(.index(index))
                try append(element(index), to: &stream, at: path)
                path.removeLast()
            }
            stream.withBytes { $0.append(UInt8(ascii: "]")) }
        }
    }

    /// Appends one value, handing the buffer on when it is full.
    private static func append(
        _ value: JSONValue, to stream: inout JSONByteStream, at path: [JSONPath.Component]
    ) throws(NonFiniteNumberError) {
        guard stream.withBytes({ append(value, to: &$0) }) else {
            var inner = path
            let number = firstNonFinite(in: value, path: &inner) ?? .nan
            throw NonFiniteNumberError(path: JSONPath(inner), value: number)
        }
        stream.flushIfFull()
    }
}
