import TagFlow
import TagFlowJSON

extension TagColor {
    /// Reads a colour string, `"#RRGGBB"` or `"#RRGGBBAA"` (hex digits in either case).
    ///
    /// A bad string is refused as `"red" is not a colour: it must start with "#"; use "#RRGGBB" or
    /// "#RRGGBBAA"`.
    package init(document reader: JSONReader) throws(TagFlowError) {
        guard case .string(let text) = reader.value else {
            throw reader.typeMismatch(expected: "a colour (\"#RRGGBB\" or \"#RRGGBBAA\")")
        }
        do {
            self = try TagColor(hex: text)
        } catch {
            throw TagFlowError(error.reason, at: reader.path)
        }
    }
}
