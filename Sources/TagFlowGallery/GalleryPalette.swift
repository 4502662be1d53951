import TagFlowJSON

/// The gallery's colours and tag styles, as document JSON: one palette (indigo as the accent,
/// slate greys for text and frames, a few soft companion hues), so every picture looks like part
/// of one set.
enum GalleryPalette {
    /// Body text on light fills.
    static let ink: JSONValue = "#1F2937"
    /// Secondary text (labels, captions).
    static let muted: JSONValue = "#6B7280"
    /// The accent.
    static let indigo: JSONValue = "#4F46E5"
    /// The accent's light fill.
    static let indigoLight: JSONValue = "#EEF2FF"
    /// Text on the accent's light fill.
    static let indigoInk: JSONValue = "#3730A3"

    /// Soft companion hues: (fill, text).
    static let hues: [(fill: JSONValue, text: JSONValue)] = [
        ("#EEF2FF", "#3730A3"),  // indigo
        ("#E0F2FE", "#075985"),  // sky
        ("#DCFCE7", "#166534"),  // green
        ("#FEF3C7", "#92400E"),  // amber
        ("#FFE4E6", "#9F1239"),  // rose
        ("#EDE9FE", "#5B21B6"),  // violet
        ("#CCFBF1", "#115E59"),  // teal
    ]

    /// The gallery's standard tag: a soft indigo capsule.
    static let chip: JSONValue = [
        "textColor": indigoInk, "backgroundColor": indigoLight, "cornerRadius": 100,
        "padding": ["width": 24, "height": 12],
    ]

    /// A standard tag in companion hue `index` (wrapping around), with further style members.
    static func chip(hue index: Int, cornerRadius: Double = 100, extra: [JSONValue.Member] = []) -> JSONValue {
        let hue = hues[index % hues.count]
        return .object(
            [
                .init("textColor", hue.text), .init("backgroundColor", hue.fill), .init("cornerRadius", .number(cornerRadius)),
                .init("padding", ["width": 24, "height": 12]),
            ] + extra)
    }

    /// The selected look of a standard tag: the solid accent with white text.
    static let selected: JSONValue = ["textColor": "#FFFFFF", "backgroundColor": indigo]

    /// A rounded-rectangle tag (for pictures about alignment, where capsules would hide the gaps).
    static let box: JSONValue = [
        "textColor": indigoInk, "backgroundColor": "#E0E7FF", "cornerRadius": 8,
        "padding": ["width": 20, "height": 12],
    ]
}
