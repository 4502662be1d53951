import TagFlow
import TagFlowJSON

extension TagFont {
    /// The keys of a document's font object.
    package static let documentKeys = ["family", "size", "weight", "italic"]

    /// Reads a font object, `{ "family": "DejaVu Sans", "size": 14, "weight": "regular",
    /// "italic": false }`. Every key is optional and defaults to `base`'s value, so a selected
    /// style or a run can change only the weight.
    ///
    /// - `family`: a non-empty string (the text engine decides later whether it has the family);
    /// - `size`: a number > 0, in points, before Dynamic Type scaling; at most
    ///   `TagFont.maximumSize` (10 000) as given and after scaling by `textSizeCategory`;
    /// - `weight`: `thin`, `extraLight`, `light`, `regular`, `medium`, `semibold`, `bold`,
    ///   `extraBold`, `black`, or the CSS number 100, 200, … 900;
    /// - `italic`: a boolean.
    ///
    /// The family, when given, is appended to `fonts` with its path.
    package init(
        document reader: JSONReader, base: TagFont, fonts: inout [FontReference], textSizeCategory: TextSizeCategory = .large
    ) throws(TagFlowError) {
        let object = try reader.object(allowedKeys: Self.documentKeys)
        self = base
        if let value = object.member("family") {
            family = try value.string()
            guard family.contains(where: { !$0.isWhitespace }) else {
                throw value.error("\(JSONWriter.quotedExcerpt(family)) is not allowed; a font family name must not be empty")
            }
            fonts.append(FontReference(path: value.path, family: family))
        }
        if let value = object.member("size") {
            size = try value.positiveNumber()
            do { try checkSize(scaledFor: textSizeCategory) } catch { throw TagFlowError(error.reason, at: value.path) }
        }
        if let value = object.member("weight") { weight = try Self.weight(value) }
        if let value = object.member("italic") { isItalic = try value.bool() }
    }

    private static func weight(_ reader: JSONReader) throws(TagFlowError) -> TagFont.Weight {
        let names = TagFont.Weight.allCases.map(\.rawValue).joined(separator: ", ")
        switch reader.value {
        case .string:
            return try reader.choice(TagFont.Weight.self)
        case .number:
            let number = try reader.integer()
            guard let weight = TagFont.Weight(cssWeight: number) else {
                throw reader.error("\(number) is not one of 100, 200, 300, 400, 500, 600, 700, 800, 900")
            }
            return weight
        default:
            throw reader.typeMismatch(expected: "a weight (one of \(names), or 100 … 900)")
        }
    }
}
