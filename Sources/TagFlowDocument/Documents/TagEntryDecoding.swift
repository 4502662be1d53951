import TagFlow
import TagFlowJSON

extension TagEntry {
    /// The keys of an entry of a document's `tags`.
    package static let documentKeys = [
        "text", "runs", "image", "style", "selectedStyle", "selected", "lineBreak", "disabled", "disabledStyle",
    ]

    /// Reads one entry of `tags`:
    ///
    /// - `text`: the tag's text (a string) — or, instead, `runs` (an extension): an array of
    ///   `{ "text": "…", "font": { … }, "color": "#RRGGBB" }`, stretches of text with their own font
    ///   (keys default to the style's font) and colour (default: the style's text colour);
    ///   exactly one of `text` and `runs` is required;
    /// - `image` (an extension): a leading image, `{ "source": "icon.png", "width": 16,
    ///   "height": 16, "spacing": 4, "tintColor": "#RRGGBB" }` (`source` and the size required;
    ///   `source` is for the renderer, sizing uses the size);
    /// - `style`: see `TextTagStyle.init(document:base:fonts:)`, on top of the default style;
    /// - `selectedStyle`: the style when selected, on top of this tag's `style` (so it lists only
    ///   what changes); absent: the selected tag looks like the normal one;
    /// - `selected`: a boolean, default `false`; a selected tag is measured in its selected style;
    /// - `lineBreak` (an extension, as for items): `normal`, `startsNewLine` or `fillsLine`;
    /// - `disabled` (an extension): a boolean, default `false`: the tag shows, but input never
    ///   taps, selects, removes, drags or focuses it;
    /// - `disabledStyle` (an extension): the style while disabled, on top of `style`; absent: a
    ///   disabled tag is drawn in its style dimmed.
    ///
    /// The text is held to `TagText.checkLimits()` (length, runs, combining marks,
    /// noncharacters), refused at `text`, `runs` or `runs[i].text`; font sizes to
    /// `TagFont.maximumSize` after scaling by the document's `textSizeCategory`.
    package init(document reader: JSONReader, index: Int, textSizeCategory: TextSizeCategory = .large) throws(TagFlowError) {
        var budget = TextBudget()
        try self.init(document: reader, index: index, textSizeCategory: textSizeCategory, budget: &budget)
    }

    /// Reads one entry of `tags`, its text and fonts spending the document's `budget`.
    init(
        document reader: JSONReader, index: Int, textSizeCategory: TextSizeCategory, budget: inout TextBudget
    ) throws(TagFlowError) {
        let object = try reader.object(allowedKeys: Self.documentKeys)
        var fonts: [FontReference] = []

        var style = TextTagStyle()
        if let value = object.member("style") {
            style = try TextTagStyle(document: value, base: style, fonts: &fonts, textSizeCategory: textSizeCategory)
            try budget.spendFont(of: style, readFrom: value, scaledFor: textSizeCategory)
        }
        func variant(_ key: String) throws(TagFlowError) -> TextTagStyle? {
            guard let value = object.member(key) else { return nil }
            let variant = try TextTagStyle(document: value, base: style, fonts: &fonts, textSizeCategory: textSizeCategory)
            try budget.spendFont(of: variant, readFrom: value, scaledFor: textSizeCategory)
            return variant
        }
        let selectedStyle = try variant("selectedStyle")
        let disabledStyle = try variant("disabledStyle")

        let text: TagText
        switch (object.member("text"), object.member("runs")) {
        case (let value?, nil):
            text = .plain(try value.string())
            try budget.spend(text, at: value.path)
        case (nil, let value?):
            var runs: [TextRun] = []
            for element in try value.array() {
                let run = try element.object(allowedKeys: ["text", "font", "color"])
                var textRun = TextRun(try run.requiredMember("text").string())
                if let font = run.member("font") {
                    let runFont = try TagFont(document: font, base: style.font, fonts: &fonts, textSizeCategory: textSizeCategory)
                    try budget.spend(font: runFont, scaledFor: textSizeCategory, at: font.path)
                    textRun.font = runFont
                }
                if let color = run.member("color") { textRun.color = try TagColor(document: color) }
                runs.append(textRun)
            }
            text = .runs(runs)
            try budget.spend(text, at: reader.path)
        case (_?, _?):
            throw reader.error("give either \"text\" or \"runs\", not both")
        case (nil, nil):
            throw reader.error("missing required key \"text\" (or \"runs\")")
        }

        let image = try object.member("image").map { (value) throws(TagFlowError) in try TagImage(document: value) }
        var tag = TextTag(
            id: TagID(index), content: .text(text, leadingImage: image), style: style,
            selectedStyle: selectedStyle, isSelected: try object.member("selected")?.bool() ?? false,
            lineBreak: try object.member("lineBreak")?.choice(LayoutItem.LineBreak.documentNames) ?? .normal)
        tag.isDisabled = try object.member("disabled")?.bool() ?? false
        tag.disabledStyle = disabledStyle
        self.init(tag: tag, fonts: fonts)
    }
}

extension TagImage {
    /// Reads a tag's `image`: `{ "source", "width", "height", "spacing", "tintColor" }`.
    init(document value: JSONReader) throws(TagFlowError) {
        let object = try value.object(allowedKeys: ["source", "width", "height", "spacing", "tintColor"])
        self.init(
            source: try object.requiredMember("source").string(),
            size: Size(width: try object.requiredMember("width").length(), height: try object.requiredMember("height").length()))
        if let spacing = object.member("spacing") { self.spacing = try spacing.length() }
        if let tint = object.member("tintColor") { tintColor = try TagColor(document: tint) }
    }
}
