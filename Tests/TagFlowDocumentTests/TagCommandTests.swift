import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON

/// A measurer with round numbers: every character is 10 pt wide and a line is 20 pt high; text
/// wraps at the width limit character by character. Fonts named "Missing" are unknown.
struct RoundMeasurer: TextMeasuring {
    func checkFontFamily(_ family: String) throws(TagFlowError) {
        if family == "Missing" { throw TagFlowError(TagFlowError.MeasurementReason.unknownFontFamily(family, available: ["Fake"])) }
    }

    func measure(_ request: TextMeasurementRequest) throws(TagFlowError) -> TextMeasurement {
        for (_, font) in request.fontSpans where font.family == "Missing" {
            throw TagFlowError(TagFlowError.MeasurementReason.unknownFontFamily(font.family, available: ["Fake"]), at: ["font", "family"])
        }
        let characters = Double(request.string.count)
        let natural = characters * 10 * request.scaledFont.size / 14
        guard let limit = request.wrapWidth, natural > limit, limit > 0 else {
            return TextMeasurement(width: natural, height: 20, lineCount: 1)
        }
        var lines = Int((natural / limit).rounded(.up))
        if let limit = request.numberOfLines { lines = min(lines, limit) }
        return TextMeasurement(width: limit, height: Double(lines) * 20, lineCount: lines)
    }
}

@Suite("Tags and measure, in process")
struct TagCommandTests {
    private let pangoLayout = LayoutCommand(measurers: pangoMeasurers)
    private let fakeLayout = LayoutCommand(measurers: TextMeasurerProvider(measurer: RoundMeasurer()))

    @Test("tags are measured with Pango and laid out")
    func pangoTags() throws {
        // "Swift" in DejaVu Sans 14 is 34.3984375 × 16.296875; the default padding adds 14 × 8.
        let output = try pangoLayout.run(#"{"container":{"width":200},"tags":[{"text":"Swift"}]}"#)
        #expect(output == #"{"contentSize":{"width":200,"height":24.296875},"fittingSize":{"width":48.3984375,"height":24.296875},"lineCount":1,"lines":[[0]],"frames":[{"x":0,"y":0,"width":48.3984375,"height":24.296875,"hidden":false}]}"#)
    }

    @Test("sizing follows the style: padding, limits, selected style, container width, lineBreak")
    func sizing() throws {
        let output = try fakeLayout.run("""
            {"container": {"width": 100}, "layout": {"horizontalSpacing": 0, "verticalSpacing": 0},
             "tags": [
               {"text": "abc", "style": {"padding": {"width": 10, "height": 0}}},
               {"text": "abc", "style": {"minWidth": 60, "exactHeight": 30}},
               {"text": "abcdefghijklmnop", "style": {"numberOfLines": 0, "padding": {"width": 0, "height": 0}}},
               {"text": "ab", "selected": true, "style": {"padding": {"width": 0, "height": 0}},
                "selectedStyle": {"font": {"size": 28}}, "lineBreak": "startsNewLine"}
             ]}
            """)
        let result = try JSONParser.parse(output)
        #expect(result["frames"] == [
            ["x": 0, "y": 5, "width": 40, "height": 20, "hidden": false],
            ["x": 40, "y": 0, "width": 60, "height": 30, "hidden": false],
            ["x": 0, "y": 30, "width": 100, "height": 40, "hidden": false],
            ["x": 0, "y": 70, "width": 40, "height": 20, "hidden": false],
        ])
    }

    @Test("the content-size category scales every font")
    func dynamicType() throws {
        let output = try fakeLayout.run("""
            {"container": {"width": 1000}, "contentSizeCategory": "accessibilityExtraExtraExtraLarge",
             "tags": [{"text": "abc", "style": {"padding": {"width": 0, "height": 0}}}]}
            """)
        #expect(try JSONParser.parse(output)["frames"]?.arrayFirstWidth == 30 * 53 / 17)
    }

    @Test("an unknown font family is reported where it was written")
    func unknownFamily() {
        let json = #"{"container":{"width":200},"tags":[{"text":"a"},{"text":"b","selectedStyle":{"font":{"family":"Missing"}},"selected":true}]}"#
        for command in [pangoLayout, fakeLayout] {
            do {
                _ = try command.run(json)
                Issue.record("accepted an unknown family")
            } catch {
                #expect(JSONPath(error.path).description == "$.tags[1].selectedStyle.font.family")
                #expect(error.reason.description.hasPrefix(#""Missing" is not an available font family; available: "#))
            }
        }
        // Pango checks every family up front, even one the tag would not use unselected.
        do {
            _ = try pangoLayout.run(#"{"container":{"width":200},"tags":[{"text":"b","selectedStyle":{"font":{"family":"Helvetica"}}}]}"#)
            Issue.record("accepted an unknown family")
        } catch {
            #expect(error.documentDescription == #"$.tags[0].selectedStyle.font.family: "Helvetica" is not an available font family; available: "DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif""#)
        }
    }

    @Test("generic family names resolve")
    func genericFamilies() throws {
        _ = try pangoLayout.run(#"{"container":{"width":200},"tags":[{"text":"a","style":{"font":{"family":"monospace"}}}]}"#)
    }

    @Test("measure: unrounded sizes with the contract's defaults")
    func measure() throws {
        let command = MeasureCommand(measurers: pangoMeasurers)
        #expect(try command.run(#"{"texts": ["Swift"]}"#) == #"{"sizes":[{"width":34.3984375,"height":16.296875,"lines":1}]}"#)
        #expect(try command.run(#"{"texts": []}"#) == #"{"sizes":[]}"#)
        let wrapped = try JSONParser.parse(command.run(
            #"{"font": {"size": 14}, "texts": ["Hello, world, this is long text"], "maxWidth": 80, "numberOfLines": 0, "lineBreakMode": "wordWrap"}"#))
        #expect(wrapped["sizes"] == [["width": 77.9296875, "height": 48.890625, "lines": 3]])
        let truncated = try JSONParser.parse(command.run(#"{"texts": ["Hello, world, this is long text"], "maxWidth": 80}"#))
        guard case .array(let sizes) = truncated["sizes"], case .number(let width)? = sizes.first?["width"] else {
            Issue.record("no sizes")
            return
        }
        #expect(width <= 80)
        #expect(sizes.first?["lines"] == 1)
    }

    @Test("measure: bad documents", arguments: [
        (#"{}"#, #"$: missing required key "texts""#),
        (#"{"texts": "Swift"}"#, #"$.texts: expected an array, found the string "Swift""#),
        (#"{"texts": ["a", 1]}"#, "$.texts[1]: expected a string, found the number 1"),
        (#"{"texts": [], "maxWidth": -1}"#, "$.maxWidth: -1 is not ≥ 0"),
        (#"{"texts": [], "numberOfLines": -1}"#, "$.numberOfLines: -1 is not ≥ 0"),
        (#"{"texts": [], "lineBreakMode": "wrap"}"#,
         #"$.lineBreakMode: "wrap" is not one of wordWrap, charWrap, clip, truncateHead, truncateMiddle, truncateTail"#),
        (#"{"texts": [], "size": 14}"#,
         "$.size: unknown key; allowed keys: font, texts, maxWidth, numberOfLines, lineBreakMode, contentSizeCategory, lineHeight"),
        (#"{"texts": ["a"], "font": {"family": "Arial"}}"#,
         #"$.font.family: "Arial" is not an available font family; available: "DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif""#),
    ])
    func measureRefusals(json: String, expected: String) {
        do {
            _ = try MeasureCommand(measurers: pangoMeasurers).run(json)
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.documentDescription == expected)
        }
    }

    @Test("a measurer that cannot be created is reported, not a crash")
    func brokenMeasurer() {
        let command = LayoutCommand(measurers: TextMeasurerProvider { () throws(TagFlowError) -> any TextMeasuring in
            throw TagFlowError(TagFlowError.MeasurementReason.fontLoadingFailed(file: "/fonts", problem: "gone"))
        })
        do {
            _ = try command.run(#"{"container":{"width":1},"tags":[{"text":"a"}]}"#)
            Issue.record("measured without a measurer")
        } catch {
            #expect(error.documentDescription == "$.tags: cannot measure text: cannot load fonts from /fonts: gone")
        }
        // Items never need the measurer.
        #expect((try? command.run(#"{"container":{"width":1},"items":[]}"#)) != nil)
    }
}

extension JSONValue {
    /// The `width` of the first element of an array of objects.
    fileprivate var arrayFirstWidth: Double? {
        guard case .array(let elements) = self, case .number(let width)? = elements.first?["width"] else { return nil }
        return width
    }
}
