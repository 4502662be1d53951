import Testing
import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowTestSupport

/// The tags' MIME type between processes (`TagTransfer`): a document's `tags` entries written
/// by `TagEntry.document(of:)` read back as the same tags, and bad bytes refused with a reason.
@Suite("Tags between processes")
struct TagTransferTests {
    /// A property over 400 random styled tags (every style key, runs, images, selected and
    /// disabled styles): decoding what was encoded gives the same tags, under their indices' ids.
    @Test("a styled tag survives the trip through its JSON")
    func roundTrip() throws {
        var random = SeededGenerator(seed: 43)
        var checked = 0
        for _ in 0..<400 {
            let tags = (0..<Int.random(in: 1...3, using: &random)).map { Self.tag(index: $0, using: &random) }
            guard tags.allSatisfy({ (try? $0.validate()) != nil }) else { continue }
            let decoded = try TagTransfer.decode(TagTransfer.encode(tags))
            #expect(decoded == tags, "\(String(decoding: TagTransfer.encode(tags), as: UTF8.self))")
            checked += 1
        }
        #expect(checked > 300)
    }

    @Test("the payload is a document's tags: a layout document's entries read it")
    func shapeIsADocumentsTags() throws {
        var style = TextTagStyle()
        style.backgroundColor = TagColor(rgb: 0x1A, 0x56, 0xDB)
        let text = String(decoding: TagTransfer.encode([TextTag(id: "Swift", content: "Swift", style: style)]), as: UTF8.self)
        #expect(text.hasPrefix(#"{"tags":[{"text":"Swift","style":{"#) && text.contains(##""backgroundColor":"#1A56DB""##))
        let entry = try JSONReader(parsing: Array(text.utf8)).object(allowedKeys: ["tags"]).requiredMember("tags").array()[0]
        #expect(try TagEntry(document: entry, index: 0).tag.style == style)
        #expect(TagTransfer.mimeType == "application/x-tagflow-tags+json")
    }

    @Test("bytes that are not such a document are refused, saying where")
    func badBytesAreRefused() {
        let cases: [(String, String)] = [
            ("not json", "invalid JSON at line 1, column 1"), (#"["Swift"]"#, "expected an object, found an array"),
            (#"{"tags": [{"text": 3}]}"#, "tags[0].text: expected a string"), (#"{"tags": [], "extra": 1}"#, "extra: unknown key"),
            (#"{"tags": [{"text": "a", "style": {"font": {"size": 1e9}}}]}"#, "tags[0].style.font.size: 1000000000 is not allowed"),
            (#"{"tags": [{"text": "a", "style": {"backgroundColor": "blue"}}]}"#, #"tags[0].style.backgroundColor: "blue" is not a colour"#),
        ]
        for (json, message) in cases {
            let error = thrownError { () throws(TagFlowError) in _ = try TagTransfer.decode(Array(json.utf8)) }
            #expect(error.map { "\($0)".hasPrefix(message) } == true, "\(json): \(String(describing: error))")
        }
        #expect(thrownError { () throws(TagFlowError) in _ = try TagTransfer.decode([0xFF, 0xFE, 0x00]) } != nil)
    }

    // MARK: Random styled tags

    static func tag(index: Int, using random: inout SeededGenerator) -> TextTag {
        let words = ["Swift", "GTK", "Ünïcödé", "日本語", "emoji 🎉", "a \"quoted\" \\ tag"]
        let text: TagText = Bool.random(using: &random)
            ? .plain(words.randomElement(using: &random)!)
            : .runs((1...3).map { _ in
                TextRun(words.randomElement(using: &random)!, font: Bool.random(using: &random) ? font(using: &random) : nil,
                        color: Bool.random(using: &random) ? color(using: &random) : nil)
            })
        let image = Bool.random(using: &random)
            ? TagImage(source: "icon.png", size: Size(width: 16, height: 12.5), spacing: 3, tintColor: Bool.random(using: &random) ? color(using: &random) : nil)
            : nil
        let base = style(using: &random)
        var tag = TextTag(
            id: TagID(index), content: .text(text, leadingImage: image), style: base,
            selectedStyle: Bool.random(using: &random) ? style(using: &random) : nil, isSelected: Bool.random(using: &random),
            lineBreak: [.normal, .startsNewLine, .fillsLine].randomElement(using: &random)!)
        tag.isDisabled = Bool.random(using: &random)
        if Bool.random(using: &random) { tag.disabledStyle = style(using: &random) }
        return tag
    }

    static func style(using random: inout SeededGenerator) -> TextTagStyle {
        var style = TextTagStyle()
        style.font = font(using: &random)
        style.textColor = color(using: &random)
        style.backgroundColor = color(using: &random)
        if Bool.random(using: &random) {
            style.gradient = .init(startColor: color(using: &random), endColor: color(using: &random),
                                   startPoint: Point(x: 0.25, y: 0), endPoint: Point(x: 1, y: Double.random(in: 0...1, using: &random)))
        }
        style.cornerRadius = Double.random(in: 0...20, using: &random)
        style.corners = TextTagStyle.Corners(rawValue: UInt8.random(in: 0...15, using: &random))
        style.borderWidth = Double.random(in: 0...3, using: &random)
        style.borderColor = color(using: &random)
        if Bool.random(using: &random) {
            style.shadow = .init(color: color(using: &random), offset: Size(width: -1.5, height: 2),
                                 radius: Double.random(in: 0...4, using: &random), opacity: Double.random(in: 0...1, using: &random))
        }
        style.padding = Size(width: Double.random(in: 0...30, using: &random), height: Double.random(in: 0...12, using: &random))
        style.scalesPadding = Bool.random(using: &random)
        style.minWidth = Bool.random(using: &random) ? Double.random(in: 1...40, using: &random) : nil
        style.maxWidth = Bool.random(using: &random) ? Double.random(in: 50...400, using: &random) : nil
        style.minHeight = Bool.random(using: &random) ? Double.random(in: 1...20, using: &random) : nil
        style.grow = Double.random(in: 0...3, using: &random)
        style.numberOfLines = Bool.random(using: &random) ? Int.random(in: 1...4, using: &random) : nil
        style.lineBreakMode = TextTagStyle.LineBreakMode.allCases.randomElement(using: &random)!
        style.textAlignment = TextTagStyle.TextAlignment.allCases.randomElement(using: &random)!
        style.lineHeight = Bool.random(using: &random) ? Double.random(in: 10...30, using: &random) : nil
        return style
    }

    static func font(using random: inout SeededGenerator) -> TagFont {
        TagFont(family: ["DejaVu Sans", "DejaVu Serif", "Noto Sans"].randomElement(using: &random)!,
                size: Double.random(in: 6...48, using: &random), weight: TagFont.Weight.allCases.randomElement(using: &random)!,
                italic: Bool.random(using: &random))
    }

    static func color(using random: inout SeededGenerator) -> TagColor {
        TagColor(rgb: .random(in: 0...255, using: &random), .random(in: 0...255, using: &random), .random(in: 0...255, using: &random),
                 alpha: Bool.random(using: &random) ? 255 : .random(in: 0...255, using: &random))
    }
}
