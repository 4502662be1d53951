import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON

@Suite("Tag entries and styles")
struct TagEntryDecodingTests {
    private func entry(_ json: String, index: Int = 0) throws(TagFlowError) -> TagEntry {
        try TagEntry(document: JSONReader(JSONReader(parsing: Array(json.utf8)).value, path: ["tags", .index(index)]), index: index)
    }

    @Test("a bare text tag takes the default style")
    func defaults() throws {
        let decoded = try entry(#"{"text": "Swift"}"#, index: 4)
        #expect(decoded.tag == TextTag(id: "4", content: "Swift", style: TextTagStyle()))
        #expect(decoded.tag.lineBreak == .normal)
        #expect(decoded.fonts.isEmpty)
    }

    @Test("reads every style key")
    func everyStyleKey() throws {
        let decoded = try entry("""
            {"text": "Swift", "selected": true, "lineBreak": "startsNewLine", "style": {
              "font": {"family": "DejaVu Serif", "size": 17, "weight": "semibold", "italic": true},
              "textColor": "#FFFFFF", "backgroundColor": "#007aff80",
              "gradient": {"startColor": "#000000", "endColor": "#FFFFFF", "startPoint": [0, 0], "endPoint": [1, 1.5]},
              "cornerRadius": 12, "corners": ["topLeft", "bottomRight"],
              "borderWidth": 1.5, "borderColor": "#112233",
              "shadow": {"color": "#FF0000", "offsetX": -1, "offsetY": 2, "radius": 3, "opacity": 0.5},
              "padding": {"width": 20, "height": 10},
              "minWidth": 1, "maxWidth": 2, "exactWidth": 3, "minHeight": 4, "maxHeight": 5, "exactHeight": 6,
              "numberOfLines": 2, "lineBreakMode": "charWrap", "textAlignment": "natural"}}
            """)
        var style = TextTagStyle()
        style.font = TagFont(family: "DejaVu Serif", size: 17, weight: .semibold, italic: true)
        style.textColor = .white
        style.backgroundColor = TagColor(rgb: 0, 0x7A, 0xFF, alpha: 0x80)
        style.gradient = TextTagStyle.Gradient(
            startColor: .black, endColor: .white, startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 1.5))
        style.cornerRadius = 12
        style.corners = [.topLeft, .bottomRight]
        style.borderWidth = 1.5
        style.borderColor = TagColor(rgb: 0x11, 0x22, 0x33)
        style.shadow = TextTagStyle.Shadow(color: TagColor(rgb: 255, 0, 0), offset: Size(width: -1, height: 2), radius: 3, opacity: 0.5)
        style.padding = Size(width: 20, height: 10)
        style.minWidth = 1
        style.maxWidth = 2
        style.exactWidth = 3
        style.minHeight = 4
        style.maxHeight = 5
        style.exactHeight = 6
        style.numberOfLines = 2
        style.lineBreakMode = .charWrap
        style.textAlignment = .natural
        #expect(decoded.tag.style == style)
        #expect(decoded.tag.isSelected)
        #expect(decoded.tag.lineBreak == .startsNewLine)
        #expect(decoded.fonts == [FontReference(path: ValuePath(["tags", 0, "style", "font", "family"]), family: "DejaVu Serif")])
    }

    @Test("a selected style starts from the tag's style; partial objects keep the rest")
    func selectedStyleInherits() throws {
        let decoded = try entry("""
            {"text": "Swift", "style": {"font": {"size": 18}, "padding": {"width": 30}, "shadow": {"radius": 5}},
             "selectedStyle": {"font": {"weight": 700}, "backgroundColor": "#000000", "shadow": null}}
            """)
        #expect(decoded.tag.style.font == TagFont(size: 18))
        #expect(decoded.tag.style.padding == Size(width: 30, height: 8))
        #expect(decoded.tag.style.shadow == TextTagStyle.Shadow(radius: 5))
        var selected = decoded.tag.style
        selected.font.weight = .bold
        selected.backgroundColor = .black
        selected.shadow = nil
        #expect(decoded.tag.selectedStyle == selected)
        #expect(!decoded.tag.isSelected)
    }

    @Test("runs, a leading image and corners [] ")
    func runsAndImage() throws {
        let decoded = try entry("""
            {"runs": [{"text": "#"}, {"text": "swift", "font": {"weight": "bold"}, "color": "#FF0000"}],
             "image": {"source": "icon.png", "width": 16, "height": 12, "spacing": 2, "tintColor": "#00FF00"},
             "style": {"font": {"size": 12}, "corners": []}}
            """)
        #expect(decoded.tag.content == .text(
            .runs([TextRun("#"), TextRun("swift", font: TagFont(size: 12, weight: .bold), color: TagColor(rgb: 255, 0, 0))]),
            leadingImage: TagImage(source: "icon.png", size: Size(width: 16, height: 12), spacing: 2, tintColor: TagColor(rgb: 0, 255, 0))))
        #expect(decoded.tag.style.corners == [])
    }

    static let badEntries: [(String, String)] = [
        (##"{}"##, ##"$.tags[0]: missing required key "text" (or "runs")"##),
        (##"{"text": "a", "runs": []}"##, ##"$.tags[0]: give either "text" or "runs", not both"##),
        (##"{"text": 3}"##, "$.tags[0].text: expected a string, found the number 3"),
        (##"{"text": "a", "label": "b"}"##,
         "$.tags[0].label: unknown key; allowed keys: text, runs, image, style, selectedStyle, selected, lineBreak, "
            + "disabled, disabledStyle"),
        (##"{"text": "a", "selected": "yes"}"##, ##"$.tags[0].selected: expected a boolean, found the string "yes""##),
        (##"{"text": "a", "style": {"color": "#FFFFFF"}}"##,
         "$.tags[0].style.color: unknown key; allowed keys: font, textColor, backgroundColor, gradient, cornerRadius, "
            + "corners, borderWidth, borderColor, shadow, padding, minWidth, maxWidth, exactWidth, minHeight, maxHeight, "
            + "exactHeight, numberOfLines, lineBreakMode, textAlignment, lineHeight, scalesPadding, grow"),
        (##"{"text": "a", "style": {"grow": -0.5}}"##, "$.tags[0].style.grow: -0.5 is not between 0 and 1000000"),
        (##"{"text": "a", "style": {"grow": "2"}}"##, ##"$.tags[0].style.grow: expected a number, found the string "2""##),
        (##"{"text": "a", "style": {"textColor": "red"}}"##,
         ##"$.tags[0].style.textColor: "red" is not a colour: it must start with "#"; use "#RRGGBB" or "#RRGGBBAA""##),
        (##"{"text": "a", "style": {"backgroundColor": "#12345"}}"##,
         ##"$.tags[0].style.backgroundColor: "#12345" is not a colour: it has 5 digits after "#", not 6 or 8; use "#RRGGBB" or "#RRGGBBAA""##),
        (##"{"text": "a", "style": {"borderColor": 0}}"##,
         ##"$.tags[0].style.borderColor: expected a colour ("#RRGGBB" or "#RRGGBBAA"), found the number 0"##),
        (##"{"text": "a", "style": {"font": {"size": 0}}}"##, "$.tags[0].style.font.size: 0 is not > 0"),
        (##"{"text": "a", "style": {"font": {"family": " "}}}"##,
         ##"$.tags[0].style.font.family: " " is not allowed; a font family name must not be empty"##),
        (##"{"text": "a", "style": {"font": {"weight": "heavy"}}}"##,
         ##"$.tags[0].style.font.weight: "heavy" is not one of thin, extraLight, light, regular, medium, semibold, bold, extraBold, black"##),
        (##"{"text": "a", "style": {"font": {"weight": 450}}}"##,
         "$.tags[0].style.font.weight: 450 is not one of 100, 200, 300, 400, 500, 600, 700, 800, 900"),
        (##"{"text": "a", "style": {"font": {"weight": true}}}"##,
         "$.tags[0].style.font.weight: expected a weight (one of thin, extraLight, light, regular, medium, semibold, bold, extraBold, black, or 100 … 900), found true"),
        (##"{"text": "a", "style": {"font": {"italic": 1}}}"##, "$.tags[0].style.font.italic: expected a boolean, found the number 1"),
        (##"{"text": "a", "style": {"font": {"name": "x"}}}"##,
         "$.tags[0].style.font.name: unknown key; allowed keys: family, size, weight, italic"),
        (##"{"text": "a", "style": {"corners": ["top"]}}"##,
         ##"$.tags[0].style.corners[0]: "top" is not one of topLeft, topRight, bottomLeft, bottomRight"##),
        (##"{"text": "a", "style": {"cornerRadius": -1}}"##, "$.tags[0].style.cornerRadius: -1 is not ≥ 0"),
        (##"{"text": "a", "style": {"gradient": {"startColor": "#000000"}}}"##,
         ##"$.tags[0].style.gradient: missing required key "endColor""##),
        (##"{"text": "a", "style": {"gradient": {"startColor": "#000000", "endColor": "#000000", "startPoint": [1]}}}"##,
         "$.tags[0].style.gradient.startPoint: expected a point [x, y], found an array"),
        (##"{"text": "a", "style": {"gradient": {"startColor": "#000000", "endColor": "#000000", "endPoint": [1, "2"]}}}"##,
         ##"$.tags[0].style.gradient.endPoint[1]: expected a number, found the string "2""##),
        (##"{"text": "a", "style": {"shadow": {"opacity": 2}}}"##, "$.tags[0].style.shadow.opacity: 2 is not between 0 and 1"),
        (##"{"text": "a", "style": {"shadow": {"blur": 2}}}"##,
         "$.tags[0].style.shadow.blur: unknown key; allowed keys: color, offsetX, offsetY, radius, opacity"),
        (##"{"text": "a", "style": {"padding": {"width": -4}}}"##, "$.tags[0].style.padding.width: -4 is not ≥ 0"),
        (##"{"text": "a", "style": {"maxWidth": -1}}"##, "$.tags[0].style.maxWidth: -1 is not ≥ 0"),
        (##"{"text": "a", "style": {"numberOfLines": 1.5}}"##, "$.tags[0].style.numberOfLines: 1.5 is not an integer"),
        (##"{"text": "a", "style": {"lineBreakMode": "ellipsis"}}"##,
         ##"$.tags[0].style.lineBreakMode: "ellipsis" is not one of wordWrap, charWrap, clip, truncateHead, truncateMiddle, truncateTail"##),
        (##"{"text": "a", "style": {"textAlignment": "justified"}}"##,
         ##"$.tags[0].style.textAlignment: "justified" is not one of left, center, right, natural"##),
        (##"{"text": "a", "selectedStyle": {"exactHeight": -2}}"##, "$.tags[0].selectedStyle.exactHeight: -2 is not ≥ 0"),
        (##"{"runs": [{"font": {}}]}"##, ##"$.tags[0].runs[0]: missing required key "text""##),
        (##"{"runs": [{"text": "a", "colour": "#000000"}]}"##,
         "$.tags[0].runs[0].colour: unknown key; allowed keys: text, font, color"),
        (##"{"text": "a", "image": {"source": "x.png", "width": 16}}"##, ##"$.tags[0].image: missing required key "height""##),
        (##"{"text": "a", "lineBreak": "always"}"##,
         ##"$.tags[0].lineBreak: "always" is not one of normal, startsNewLine, fillsLine"##),
    ]

    @Test("refuses bad tags with the path and what is allowed", arguments: badEntries)
    func refusals(json: String, expected: String) {
        do {
            _ = try entry(json)
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.documentDescription == expected)
        }
    }

    @Test("a document of tags with a content-size category")
    func document() throws {
        let document = try LayoutDocument(json: """
            {"container": {"width": 300}, "contentSizeCategory": "extraLarge", "tags": [{"text": "a"}, {"text": "b"}]}
            """)
        guard case .tags(let tags) = document.content else {
            Issue.record("expected tags")
            return
        }
        #expect(tags.map(\.tag.id) == ["0", "1"])
        #expect(document.textSizeCategory == .extraLarge)
        do {
            _ = try LayoutDocument(json: #"{"container": {"width": 1}, "contentSizeCategory": "huge", "tags": []}"#)
            Issue.record("accepted an unknown category")
        } catch {
            #expect(error.documentDescription.hasPrefix(#"$.contentSizeCategory: "huge" is not one of extraSmall, small, medium, large,"#))
        }
    }
}
