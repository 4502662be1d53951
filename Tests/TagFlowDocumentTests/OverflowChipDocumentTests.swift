import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON

/// `overflowChip` in documents: read with the paths of its errors, laid out and printed with the
/// chip's words, and expanded and collapsed by events.
@Suite("The overflow chip in documents")
struct OverflowChipDocumentTests {
    /// Every character 10 pt wide, lines 20 pt high (`RoundMeasurer`).
    private let command = LayoutCommand(measurers: TextMeasurerProvider(measurer: RoundMeasurer()))

    /// Six tags of three characters (30 pt, no padding) two to a line in 100 pt, two lines at most.
    static func document(chip: String, layout: String = "", extra: String = "") -> String {
        let tags = ["aaa", "bbb", "ccc", "ddd", "eee", "fff"].map { #"{"text": "\#($0)", "style": {"padding": {"width": 0, "height": 0}}}"# }
        return """
            {"container": {"width": 100}, "layout": {"numberOfLines": 2, "horizontalSpacing": 10, "verticalSpacing": 10\(layout)},
             "overflowChip": \(chip), "tags": [\(tags.joined(separator: ", "))]\(extra)}
            """
    }

    static let plainChip = #"{"style": {"padding": {"width": 0, "height": 0}}, "format": "+{count} more"}"#

    @Test("the chip is measured for its count and its words are printed")
    func measuredAndPrinted() throws {
        // "+2 more" (70) does not fit after "ccc ddd"; "+3 more" does not fit after "ccc";
        // "+4 more" stands alone.
        let output = try JSONValue(parsing: command.run(Self.document(chip: Self.plainChip)))
        #expect(output["lines"] == [[0, 1], []])
        #expect(output["overflow"] == [
            "hiddenCount": 4, "frame": ["x": 0, "y": 30, "width": 70, "height": 20], "text": "+4 more",
        ])
        #expect(output["collapseIndicator"] == nil)
    }

    @Test("the default chip reads +N; a null chip is none")
    func defaults() throws {
        // The default style's 14 pt padding: "+2" (34) does not fit after "ccc ddd", "+3" does.
        let output = try JSONValue(parsing: command.run(Self.document(chip: "{}")))
        #expect(output["overflow"]?["text"] == "+3")
        let none = try JSONValue(parsing: command.run(Self.document(chip: "null")))
        #expect(none["overflow"] == nil)
    }

    @Test("a tap on the chip expands, a tap on the less chip collapses")
    func expandAndCollapse() throws {
        let events = #", "events": [{"type": "tap", "x": 30, "y": 40, "time": 0}]"#
        let expanded = try JSONValue(parsing: command.run(Self.document(chip: Self.plainChip, extra: events)))
        #expect(expanded["overflow"] == nil)
        #expect(expanded["lines"] == [[0, 1], [2, 3], [4, 5], []])
        #expect(expanded["collapseIndicator"] == ["frame": ["x": 0, "y": 90, "width": 90, "height": 20], "text": "Show less"])
        #expect(expanded["callbacks"] == [
            ["name": "didTapOverflowIndicator", "arguments": ["hiddenCount": 4]],
            ["name": "didExpand", "arguments": [:]],
            ["name": "didTapAnywhere", "arguments": ["x": 30, "y": 40]],
        ])
        let twice = #", "events": [{"type": "tap", "x": 30, "y": 40, "time": 0}, {"type": "tap", "x": 30, "y": 100, "time": 1}]"#
        let collapsed = try JSONValue(parsing: command.run(Self.document(chip: Self.plainChip, extra: twice)))
        #expect(collapsed["overflow"]?["hiddenCount"] == 4)
        if case .array(let callbacks)? = collapsed["callbacks"] {
            #expect(callbacks.dropFirst(3).map { $0["name"] } == ["didTapCollapseIndicator", "didCollapse", "didTapAnywhere"])
        }
    }

    @Test("a document may start expanded")
    func startsExpanded() throws {
        let output = try JSONValue(parsing: command.run(Self.document(chip: Self.plainChip, layout: #", "lineLimitExpanded": true"#)))
        #expect(output["lineCount"] == 4)
        #expect(output["collapseIndicator"]?["text"] == "Show less")
        let noLess = try JSONValue(parsing: command.run(Self.document(
            chip: #"{"collapseText": null}"#, layout: #", "lineLimitExpanded": true"#)))
        #expect(noLess["collapseIndicator"] == nil)
        #expect(noLess["lineCount"] == 3)
    }

    @Test("items keep size-only indicators, collapse included")
    func sizeOnly() throws {
        let output = try JSONValue(parsing: command.run("""
            {"container": {"width": 100}, "layout": {"numberOfLines": 1, "lineLimitExpanded": true,
             "collapseIndicator": {"width": 40, "height": 10}},
             "items": [{"width": 30, "height": 10}, {"width": 30, "height": 10}, {"width": 30, "height": 10}]}
            """))
        #expect(output["collapseIndicator"] == ["frame": ["x": 38, "y": 18, "width": 40, "height": 10]])
        #expect(output["overflow"] == nil)
    }

    static let refusals: [(String, String)] = [
        (document(chip: #"{"format": "more"}"#),
         #"$.overflowChip.format: "more" does not contain {count}, where the number of hidden tags goes (e.g. "+{count} more")"#),
        (document(chip: #"{"fromat": "+{count}"}"#),
         "$.overflowChip.fromat: unknown key; allowed keys: style, format, collapseText, expandsOnTap"),
        (document(chip: #"{"style": {"cornerRadius": -1}}"#), "$.overflowChip.style.cornerRadius: -1 is not ≥ 0"),
        (document(chip: #"{"expandsOnTap": 1}"#), "$.overflowChip.expandsOnTap: expected a boolean, found the number 1"),
        (document(chip: "{}", layout: #", "overflowIndicator": {"width": 40, "height": 28}"#),
         #"$.overflowChip: give either "overflowChip" or a size in "layout.overflowIndicator" or "layout.collapseIndicator", not both (the chip is measured for the count it shows)"#),
        (#"{"container": {"width": 100}, "overflowChip": {}, "items": []}"#,
         #"$.overflowChip: only allowed with "tags" (items have no text); give items a size-only "layout.overflowIndicator""#),
        (document(chip: "{}", layout: #", "lineLimitExpanded": "yes""#),
         #"$.layout.lineLimitExpanded: expected a boolean, found the string "yes""#),
        (document(chip: "{}", layout: #", "collapseIndicator": {"width": 40}"#), #"$.layout.collapseIndicator: missing required key "height""#),
    ]

    @Test("bad chips are refused with the path and what is allowed", arguments: refusals)
    func refused(json: String, expected: String) {
        #expect(documentError { () throws(TagFlowError) in try command.run(json) } == expected)
    }

    @Test("a family the chip names is checked where it is written")
    func fontFamily() {
        let error = documentError { () throws(TagFlowError) in
            try command.run(Self.document(chip: #"{"style": {"font": {"family": "Missing"}}}"#))
        }
        #expect(error == #"$.overflowChip.style.font.family: "Missing" is not an available font family; available: "Fake""#)
    }
}
