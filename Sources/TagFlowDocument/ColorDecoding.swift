import TagFlow

extension Color {
    /// Reads a colour string, `"#RRGGBB"` or `"#RRGGBBAA"` (hex digits in either case).
    ///
    /// A bad string is refused as `"red" is not a colour: it must start with "#"; use "#RRGGBB" or
    /// "#RRGGBBAA"`.
    public init(document reader: JSONReader) throws(DocumentError) {
        guard case .string(let text) = reader.value else {
            throw reader.typeMismatch(expected: "a colour (\"#RRGGBB\" or \"#RRGGBBAA\")")
        }
        do {
            self = try Color(hex: text)
        } catch {
            guard case let .invalidColor(_, _, reason) = error else {
                throw reader.error("\(JSONWriter.quoted(text)) is not a colour: \(error)")
            }
            throw reader.error("\(JSONWriter.quoted(text)) is not a colour: \(reason); use \"#RRGGBB\" or \"#RRGGBBAA\"")
        }
    }
}
