import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowLayout

@Suite("Layout document decoding")
struct LayoutDocumentDecodingTests {
    @Test("a minimal document takes every default")
    func defaults() throws {
        let document = try LayoutDocument(json: #"{"container": {"width": 343}, "items": []}"#)
        #expect(document.container == Size(width: 343, height: 0))
        #expect(document.configuration == LayoutConfiguration())
        #expect(document.content == .items([]))
    }

    @Test("an item's maximum width of 0 keeps it 0 wide as a tag, which refuses a limit of 0")
    func zeroMaximumWidth() throws {
        let document = try LayoutDocument(json: #"{"container": {"width": 100}, "items": [{"width": 30, "height": 20, "grow": 1, "maxWidth": 0}, {"width": 30, "height": 20, "grow": 1, "maxWidth": 50}]}"#)
        let tags = document.tags
        try tags.forEach { try $0.validate() }
        #expect(tags[0].style.grow == 0 && tags[0].style.maxWidth == nil)
        #expect(tags[0].content == .custom(size: Size(width: 0, height: 20), baseline: nil))
        #expect(tags[1].style.grow == 1 && tags[1].style.maxWidth == 50)
    }

    @Test("reads every key")
    func everyKey() throws {
        let document = try LayoutDocument(json: """
            {
              "container": { "width": 343.5, "height": 600 },
              "layout": {
                "scrollDirection": "horizontal",
                "alignment": "fillWidthExceptLastLine",
                "lineAlignment": "bottom",
                "contentVerticalAlignment": "center",
                "layoutDirection": "rightToLeft",
                "horizontalSpacing": 4.5, "verticalSpacing": 0,
                "contentInset": { "top": 1, "left": 2, "bottom": 3, "right": 4 },
                "numberOfLines": 3,
                "horizontalDistribution": "columnMajor",
                "lineBreaking": "fewestRows",
                "overflowIndicator": { "width": 40, "height": 28 },
                "displayScale": 2
              },
              "items": [
                { "width": 80, "height": 28 },
                { "width": 0, "height": 0, "lineBreak": "startsNewLine" },
                { "lineBreak": "fillsLine", "height": 1.25, "width": 10 },
                { "width": 1, "height": 2, "lineBreak": "normal" }
              ]
            }
            """)
        #expect(document.container == Size(width: 343.5, height: 600))
        #expect(document.configuration == LayoutConfiguration(
            scrollDirection: .horizontal, alignment: .fillWidthExceptLastLine, lineAlignment: .bottom,
            contentVerticalAlignment: .center, layoutDirection: .rightToLeft, horizontalSpacing: 4.5,
            verticalSpacing: 0, contentInset: Insets(top: 1, left: 2, bottom: 3, right: 4),
            numberOfLines: 3, horizontalDistribution: .columnMajor, lineBreaking: .fewestRows,
            overflowIndicator: Size(width: 40, height: 28), displayScale: 2))
        #expect(document.content == .items([
            LayoutItem(width: 80, height: 28),
            LayoutItem(width: 0, height: 0, lineBreak: .startsNewLine),
            LayoutItem(width: 10, height: 1.25, lineBreak: .fillsLine),
            LayoutItem(width: 1, height: 2, lineBreak: .normal),
        ]))
    }

    @Test("accepts every value of every enumerated key", arguments: [
        ("scrollDirection", LayoutConfiguration.ScrollDirection.allCases.map(\.rawValue)),
        ("alignment", LayoutConfiguration.Alignment.allCases.map(\.rawValue)),
        ("lineAlignment", LayoutConfiguration.LineAlignment.allCases.map(\.rawValue)),
        ("contentVerticalAlignment", LayoutConfiguration.ContentVerticalAlignment.allCases.map(\.rawValue)),
        ("layoutDirection", LayoutConfiguration.LayoutDirection.allCases.map(\.rawValue)),
        ("horizontalDistribution", LayoutConfiguration.HorizontalDistribution.allCases.map(\.rawValue)),
        ("lineBreaking", LayoutConfiguration.LineBreaking.allCases.map(\.rawValue)),
    ])
    func enumeratedKeys(key: String, values: [String]) throws {
        #expect(values.count >= 2)
        for value in values {
            let document = try LayoutDocument(
                json: #"{"container": {"width": 1}, "layout": {"\#(key)": "\#(value)"}, "items": []}"#)
            let decoded: String = switch key {
            case "scrollDirection": document.configuration.scrollDirection.rawValue
            case "alignment": document.configuration.alignment.rawValue
            case "lineAlignment": document.configuration.lineAlignment.rawValue
            case "contentVerticalAlignment": document.configuration.contentVerticalAlignment.rawValue
            case "layoutDirection": document.configuration.layoutDirection.rawValue
            case "horizontalDistribution": document.configuration.horizontalDistribution.rawValue
            default: document.configuration.lineBreaking.rawValue
            }
            #expect(decoded == value)
        }
    }

    @Test("partial insets default the other edges to 0; null means none for the optional extras")
    func partialAndNull() throws {
        let document = try LayoutDocument(json: """
            {"container": {"width": 1, "height": 0},
             "layout": {"contentInset": {"left": 5}, "overflowIndicator": null, "displayScale": null},
             "items": []}
            """)
        #expect(document.configuration.contentInset == Insets(left: 5))
        #expect(document.configuration.overflowIndicator == nil)
        #expect(document.configuration.displayScale == nil)
    }

    /// Documents that must be refused, with the exact error (path: message).
    static let badDocuments: [(String, String)] = [
        (#"[]"#, "$: expected an object, found an array"),
        (#"{"items": []}"#, #"$: missing required key "container""#),
        (#"{"container": {"width": 1}}"#, #"$: missing required key "items" (or "tags")"#),
        (#"{"container": {"width": 1}, "items": [], "tags": []}"#, #"$: give either "items" or "tags", not both"#),
        (#"{"container": {"width": 1}, "items": [], "contentSizeCategory": "large"}"#,
         #"$.contentSizeCategory: only allowed with "tags" (items have fixed sizes)"#),
        (#"{"container": {"width": 1}, "items": [], "extra": 1}"#,
         "$.extra: unknown key; allowed keys: container, layout, items, tags, contentSizeCategory, component, events, overflowChip, field"),
        (#"{"container": {"width": 1}, "items": [], "tags ": 1}"#,
         #"$["tags "]: unknown key; allowed keys: container, layout, items, tags, contentSizeCategory, component, events, overflowChip, field"#),
        (#"{"container": 343, "items": []}"#, "$.container: expected an object, found the number 343"),
        (#"{"container": {}, "items": []}"#, #"$.container: missing required key "width""#),
        (#"{"container": {"height": 10}, "items": []}"#, #"$.container: missing required key "width""#),
        (#"{"container": {"width": "343"}, "items": []}"#,
         #"$.container.width: expected a number, found the string "343""#),
        (#"{"container": {"width": true}, "items": []}"#, "$.container.width: expected a number, found true"),
        (#"{"container": {"width": null}, "items": []}"#, "$.container.width: expected a number, found null"),
        (#"{"container": {"width": -1}, "items": []}"#, "$.container.width: -1 is not ≥ 0"),
        (#"{"container": {"width": 1, "height": -0.5}, "items": []}"#, "$.container.height: -0.5 is not ≥ 0"),
        (#"{"container": {"width": 1, "depth": 2}, "items": []}"#,
         "$.container.depth: unknown key; allowed keys: width, height"),
        (#"{"container": {"width": 1}, "layout": [], "items": []}"#, "$.layout: expected an object, found an array"),
        (#"{"container": {"width": 1}, "layout": {"aligment": "center"}, "items": []}"#,
         "$.layout.aligment: unknown key; allowed keys: scrollDirection, alignment, lineAlignment, "
            + "contentVerticalAlignment, layoutDirection, horizontalSpacing, verticalSpacing, contentInset, "
            + "numberOfLines, horizontalDistribution, lineBreaking, overflowIndicator, displayScale, lineLimitExpanded, collapseIndicator, "
            + "lastLineAlignment, maxItemsPerLine, columns, trailingItem"),
        (#"{"container": {"width": 1}, "layout": {"alignment": "middle"}, "items": []}"#,
         #"$.layout.alignment: "middle" is not one of leading, trailing, left, right, center, spaceBetween, "#
            + "spaceAround, spaceEvenly, fillWidth, fillWidthExceptLastLine"),
        (#"{"container": {"width": 1}, "layout": {"alignment": "Center"}, "items": []}"#,
         #"$.layout.alignment: "Center" is not one of leading, trailing, left, right, center, spaceBetween, "#
            + "spaceAround, spaceEvenly, fillWidth, fillWidthExceptLastLine"),
        (#"{"container": {"width": 1}, "layout": {"scrollDirection": 1}, "items": []}"#,
         "$.layout.scrollDirection: expected a string (one of vertical, horizontal), found the number 1"),
        (#"{"container": {"width": 1}, "layout": {"lineAlignment": "middle"}, "items": []}"#,
         #"$.layout.lineAlignment: "middle" is not one of top, center, bottom, firstBaseline, stretch"#),
        (#"{"container": {"width": 1}, "layout": {"contentVerticalAlignment": "baseline"}, "items": []}"#,
         #"$.layout.contentVerticalAlignment: "baseline" is not one of top, center, bottom"#),
        (#"{"container": {"width": 1}, "layout": {"layoutDirection": "rtl"}, "items": []}"#,
         #"$.layout.layoutDirection: "rtl" is not one of leftToRight, rightToLeft"#),
        (#"{"container": {"width": 1}, "layout": {"horizontalDistribution": "even"}, "items": []}"#,
         #"$.layout.horizontalDistribution: "even" is not one of rowMajor, columnMajor, balanced"#),
        (#"{"container": {"width": 1}, "layout": {"lineBreaking": "knuth"}, "items": []}"#,
         #"$.layout.lineBreaking: "knuth" is not one of greedy, balanced, fewestRows"#),
        (#"{"container": {"width": 1}, "layout": {"horizontalSpacing": -8}, "items": []}"#,
         "$.layout.horizontalSpacing: -8 is not ≥ 0"),
        (#"{"container": {"width": 1}, "layout": {"verticalSpacing": "8"}, "items": []}"#,
         #"$.layout.verticalSpacing: expected a number, found the string "8""#),
        (#"{"container": {"width": 1}, "layout": {"contentInset": 4}, "items": []}"#,
         "$.layout.contentInset: expected an object, found the number 4"),
        (#"{"container": {"width": 1}, "layout": {"contentInset": {"left": -2}}, "items": []}"#,
         "$.layout.contentInset.left: -2 is not ≥ 0"),
        (#"{"container": {"width": 1}, "layout": {"contentInset": {"start": 2}}, "items": []}"#,
         "$.layout.contentInset.start: unknown key; allowed keys: top, left, bottom, right"),
        (#"{"container": {"width": 1}, "layout": {"numberOfLines": 1.5}, "items": []}"#,
         "$.layout.numberOfLines: 1.5 is not an integer"),
        (#"{"container": {"width": 1}, "layout": {"numberOfLines": -1}, "items": []}"#,
         "$.layout.numberOfLines: -1 is not ≥ 0"),
        (#"{"container": {"width": 1}, "layout": {"numberOfLines": "2"}, "items": []}"#,
         #"$.layout.numberOfLines: expected an integer, found the string "2""#),
        (#"{"container": {"width": 1}, "layout": {"numberOfLines": 1e300}, "items": []}"#,
         "$.layout.numberOfLines: 1e+300 is too large; integers must be within ±2^53"),
        (#"{"container": {"width": 1}, "layout": {"overflowIndicator": {"width": 40}}, "items": []}"#,
         #"$.layout.overflowIndicator: missing required key "height""#),
        (#"{"container": {"width": 1}, "layout": {"overflowIndicator": {"width": 40, "height": -1}}, "items": []}"#,
         "$.layout.overflowIndicator.height: -1 is not ≥ 0"),
        (#"{"container": {"width": 1}, "layout": {"overflowIndicator": true}, "items": []}"#,
         "$.layout.overflowIndicator: expected an object, found true"),
        (#"{"container": {"width": 1}, "layout": {"displayScale": 0}, "items": []}"#,
         "$.layout.displayScale: 0 is not > 0"),
        (#"{"container": {"width": 1}, "layout": {"displayScale": -2}, "items": []}"#,
         "$.layout.displayScale: -2 is not > 0"),
        (#"{"container": {"width": 1}, "items": {}}"#, "$.items: expected an array, found an object"),
        (#"{"container": {"width": 1}, "items": null}"#, "$.items: expected an array, found null"),
        (#"{"container": {"width": 1}, "items": [80]}"#, "$.items[0]: expected an object, found the number 80"),
        (#"{"container": {"width": 1}, "items": [{"width": 80}]}"#, #"$.items[0]: missing required key "height""#),
        (#"{"container": {"width": 1}, "items": [{"height": 80}]}"#, #"$.items[0]: missing required key "width""#),
        (#"{"container": {"width": 1}, "items": [{"width": 1, "height": 1}, {"width": 1, "height": 1}, {"width": 1, "height": 1}, {"width": -1, "height": 28}]}"#,
         "$.items[3].width: -1 is not ≥ 0"),
        (#"{"container": {"width": 1}, "items": [{"width": 1, "height": -28}]}"#, "$.items[0].height: -28 is not ≥ 0"),
        (#"{"container": {"width": 1}, "items": [{"width": 1, "height": 1, "lineBreak": "wrap"}]}"#,
         #"$.items[0].lineBreak: "wrap" is not one of normal, startsNewLine, fillsLine"#),
        (#"{"container": {"width": 1}, "items": [{"width": 1, "height": 1, "text": "Swift"}]}"#,
         "$.items[0].text: unknown key; allowed keys: width, height, lineBreak, grow, minWidth, maxWidth, baseline"),
        (#"{"container": {"width": 1}, "items": [{"width": 1, "height": 1, "grow": -1}]}"#,
         "$.items[0].grow: -1 is not between 0 and 1000000"),
        (#"{"container": {"width": 1}, "items": [{"width": 1, "height": 1, "grow": 2e6}]}"#,
         "$.items[0].grow: 2000000 is not between 0 and 1000000"),
        (#"{"container": {"width": 1}, "items": [{"width": 1, "height": 1, "grow": "1"}]}"#,
         #"$.items[0].grow: expected a number, found the string "1""#),
        (#"{"container": {"width": 1}, "items": [{"width": 1, "height": 1, "minWidth": -3}]}"#,
         "$.items[0].minWidth: -3 is not ≥ 0"),
        (#"{"container": {"width": 1}, "items": [{"width": 1, "height": 1}, {"width": 1, "height": 1, "minWidth": 5, "maxWidth": 3}]}"#,
         "$.items[1].maxWidth: 3 is not allowed; it must be ≥ minWidth (5), or infinity for none"),
        (#"{"container": {"width": 1}, "items": [{"width": 1, "height": 10, "baseline": 12}]}"#,
         "$.items[0].baseline: 12 is not allowed; it must be within the item: 0 … its height (10)"),
        (#"{"container": {"width": 1}, "items": [{"width": 1, "height": 10, "baseline": -1}]}"#,
         "$.items[0].baseline: -1 is not ≥ 0"),
        (#"{"container": {"width": 1}, "layout": {"columns": {"minimumWidth": 0}}, "items": []}"#,
         "$.layout.columns.minimumWidth: 0 is not > 0"),
        (#"{"container": {"width": 1}, "layout": {"columns": {"minimumWidth": 1e300}}, "items": []}"#,
         "$.layout.columns.minimumWidth: 1e+300 is not ≤ 1000000 (the largest length, in points)"),
        (#"{"container": {"width": 1}, "layout": {"columns": {}}, "items": []}"#,
         #"$.layout.columns: missing required key "minimumWidth""#),
        (#"{"container": {"width": 1}, "layout": {"columns": 80}, "items": []}"#,
         "$.layout.columns: expected an object, found the number 80"),
        (#"{"container": {"width": 1}, "layout": {"columns": {"minimumWidth": 80, "gap": 4}}, "items": []}"#,
         "$.layout.columns.gap: unknown key; allowed keys: minimumWidth"),
        (#"{"container": {"width": 1}, "layout": {"maxItemsPerLine": -1}, "items": []}"#,
         "$.layout.maxItemsPerLine: -1 is not ≥ 0"),
        (#"{"container": {"width": 1}, "layout": {"maxItemsPerLine": 2.5}, "items": []}"#,
         "$.layout.maxItemsPerLine: 2.5 is not an integer"),
        (#"{"container": {"width": 1}, "layout": {"maxItemsPerLine": 1e300}, "items": []}"#,
         "$.layout.maxItemsPerLine: 1e+300 is too large; integers must be within ±2^53"),
        (#"{"container": {"width": 1}, "layout": {"lastLineAlignment": "middle"}, "items": []}"#,
         #"$.layout.lastLineAlignment: "middle" is not one of leading, trailing, left, right, center, spaceBetween, "#
            + "spaceAround, spaceEvenly, fillWidth, fillWidthExceptLastLine"),
    ]

    @Test("refuses bad documents with the path and what is allowed", arguments: badDocuments)
    func refusals(json: String, expected: String) {
        do {
            _ = try LayoutDocument(json: json)
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.documentDescription == expected)
        }
    }
}
