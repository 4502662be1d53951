import TagFlow
import TagFlowJSON

extension TextTagStyle {
    /// The keys of a document's style object, in the order error messages list them.
    package static let documentKeys = [
        "font", "textColor", "backgroundColor", "gradient", "cornerRadius", "corners", "borderWidth",
        "borderColor", "shadow", "padding", "minWidth", "maxWidth", "exactWidth", "minHeight", "maxHeight",
        "exactHeight", "numberOfLines", "lineBreakMode", "textAlignment", "lineHeight", "scalesPadding", "grow",
    ]

    /// The names a document uses for corners, in the order error messages list them.
    package static let cornerNames: KeyValuePairs<String, TextTagStyle.Corners> = [
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    /// Reads a style object. Every key is optional and defaults to `base`'s value
    /// (`TextTagStyle()` for a tag's `style`; the tag's style for its `selectedStyle`, so a selected
    /// style lists only what changes):
    ///
    /// - `font`: see `TagFont.init(document:base:fonts:textSizeCategory:)`; its keys default to
    ///   `base.font`'s;
    /// - `textColor`, `backgroundColor`, `borderColor`: `"#RRGGBB"` or `"#RRGGBBAA"`;
    /// - `gradient`: `{ "startColor", "endColor" (both required), "startPoint": [x, y],
    ///   "endPoint": [x, y] }` in unit coordinates of the tag (defaults [0, 0.5] and [1, 0.5]);
    ///   `null` for none;
    /// - `cornerRadius`, `borderWidth`: numbers ≥ 0;
    /// - `corners`: an array of `topLeft`, `topRight`, `bottomLeft`, `bottomRight` (the corners
    ///   `cornerRadius` rounds; `[]` for none);
    /// - `shadow`: `{ "color", "offsetX", "offsetY", "radius" (≥ 0), "opacity" (0 … 1) }`, each
    ///   optional (defaults #000000, 0, 1, 2, 0.3); `null` for none;
    /// - `padding`: `{ "width", "height" }` (each optional, ≥ 0): the total added to the text;
    /// - `minWidth`, `maxWidth`, `exactWidth`, `minHeight`, `maxHeight`, `exactHeight`: numbers
    ///   ≥ 0, 0 = off;
    /// - `numberOfLines`: an integer ≥ 0 (0 = as many as needed);
    /// - `lineBreakMode`: `wordWrap`, `charWrap`, `clip`, `truncateHead`, `truncateMiddle`,
    ///   `truncateTail`;
    /// - `textAlignment`: `left`, `center`, `right`, `natural`;
    /// - `lineHeight`: the height of every line of text, a number ≥ 0, 0 for the natural heights
    ///   of each line's fonts (see `TextTagStyle.lineHeight`);
    /// - `scalesPadding` (an extension): a boolean, default `true`: the padding scales with the
    ///   document's `contentSizeCategory` as the fonts do (see `TextTagStyle.scalesPadding`);
    /// - `grow`: a number in 0 … 1 000 000, default 0: the tag's share of its line's free space
    ///   against the other tags of the line, within `minWidth` and `maxWidth` (see
    ///   `TextTagStyle.grow`).
    ///
    /// `textSizeCategory` is the document's, which font sizes must stay within after scaling.
    package init(
        document reader: JSONReader, base: TextTagStyle, fonts: inout [FontReference],
        textSizeCategory: TextSizeCategory = .large
    ) throws(TagFlowError) {
        let object = try reader.object(allowedKeys: Self.documentKeys)
        self = base
        if let value = object.member("font") {
            font = try TagFont(document: value, base: base.font, fonts: &fonts, textSizeCategory: textSizeCategory)
        }
        if let value = object.member("textColor") { textColor = try TagColor(document: value) }
        if let value = object.member("backgroundColor") { backgroundColor = try TagColor(document: value) }
        if let value = object.member("gradient") { gradient = try Self.gradient(value) }
        if let value = object.member("cornerRadius") { cornerRadius = try value.length() }
        if let value = object.member("corners") {
            var corners: TextTagStyle.Corners = []
            for element in try value.array() { corners.insert(try element.choice(Self.cornerNames)) }
            self.corners = corners
        }
        if let value = object.member("borderWidth") { borderWidth = try value.length() }
        if let value = object.member("borderColor") { borderColor = try TagColor(document: value) }
        if let value = object.member("shadow") { shadow = try Self.shadow(value) }
        if let value = object.member("padding") {
            let padding = try value.object(allowedKeys: ["width", "height"])
            if let width = padding.member("width") { self.padding.width = try width.length() }
            if let height = padding.member("height") { self.padding.height = try height.length() }
        }
        if let value = object.member("minWidth") { minWidth = try value.sizeLimit() }
        if let value = object.member("maxWidth") { maxWidth = try value.sizeLimit() }
        if let value = object.member("exactWidth") { exactWidth = try value.sizeLimit() }
        if let value = object.member("grow") { grow = try value.number(in: 0...LayoutItem.maximumGrow) }
        if let value = object.member("minHeight") { minHeight = try value.sizeLimit() }
        if let value = object.member("maxHeight") { maxHeight = try value.sizeLimit() }
        if let value = object.member("exactHeight") { exactHeight = try value.sizeLimit() }
        if let value = object.member("numberOfLines") { numberOfLines = try value.lineLimit() }
        if let value = object.member("lineBreakMode") { lineBreakMode = try value.choice(TextTagStyle.LineBreakMode.self) }
        if let value = object.member("textAlignment") { textAlignment = try value.choice(TextTagStyle.TextAlignment.self) }
        if let value = object.member("lineHeight") { lineHeight = try value.sizeLimit() }
        if let value = object.member("scalesPadding") { scalesPadding = try value.bool() }
    }

    private static func gradient(_ reader: JSONReader) throws(TagFlowError) -> TextTagStyle.Gradient? {
        guard !reader.isNull else { return nil }
        let object = try reader.object(allowedKeys: ["startColor", "endColor", "startPoint", "endPoint"])
        var gradient = TextTagStyle.Gradient(
            startColor: try TagColor(document: object.requiredMember("startColor")),
            endColor: try TagColor(document: object.requiredMember("endColor")))
        if let value = object.member("startPoint") { gradient.startPoint = try point(value) }
        if let value = object.member("endPoint") { gradient.endPoint = try point(value) }
        return gradient
    }

    /// `[x, y]`.
    private static func point(_ reader: JSONReader) throws(TagFlowError) -> Point {
        guard case .array(let elements) = reader.value, elements.count == 2 else {
            throw reader.typeMismatch(expected: "a point [x, y]")
        }
        let coordinates = try reader.array()
        return Point(x: try coordinates[0].number(), y: try coordinates[1].number())
    }

    private static func shadow(_ reader: JSONReader) throws(TagFlowError) -> TextTagStyle.Shadow? {
        guard !reader.isNull else { return nil }
        let object = try reader.object(allowedKeys: ["color", "offsetX", "offsetY", "radius", "opacity"])
        var shadow = TextTagStyle.Shadow()
        if let value = object.member("color") { shadow.color = try TagColor(document: value) }
        if let value = object.member("offsetX") { shadow.offset.width = try value.signedLength() }
        if let value = object.member("offsetY") { shadow.offset.height = try value.signedLength() }
        if let value = object.member("radius") { shadow.radius = try value.length() }
        if let value = object.member("opacity") { shadow.opacity = try value.number(in: 0...1) }
        return shadow
    }
}
