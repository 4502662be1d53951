import Testing
import TagFlowTestSupport
import TagFlow

/// A tag keeps its style, and what few tags set, in boxes of their own (shared by tags in the
/// default style, absent when unset): held here to the plain record of the same fields.
@Suite struct TagStorageTests {
    /// The fields a tag's boxes hold, inline.
    struct Record: Hashable {
        var content: TagContent = "a"
        var style = TextTagStyle()
        var selectedContent: TagContent?
        var selectedStyle: TextTagStyle?
        var disabledStyle: TextTagStyle?
        var attachment: TagAttachment?
    }

    static func randomStyle(_ generator: inout SeededGenerator) -> TextTagStyle? {
        var style = TextTagStyle()
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return nil
        case 1: return style  // the default, shared
        case 2: style.backgroundColor = .black
        default: style.padding = Size(width: Double(Int.random(in: 0...3, using: &generator)), height: 2)
        }
        return style
    }

    /// Sets one random field of `tag` and of `record` alike.
    static func change(_ tag: inout TextTag, _ record: inout Record, _ generator: inout SeededGenerator) {
        let content: TagContent? = [nil, "a", "b", .plain("a ✓")].randomElement(using: &generator)!
        let style = randomStyle(&generator)
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
            tag.content = content ?? "a"
            record.content = content ?? "a"
        case 1:
            tag.style = style ?? TextTagStyle()
            record.style = style ?? TextTagStyle()
        case 2:
            tag.selectedContent = content
            record.selectedContent = content
        case 3:
            tag.selectedStyle = style
            record.selectedStyle = style
        case 4:
            tag.disabledStyle = style
            record.disabledStyle = style
        default:
            let attachment = Bool.random(using: &generator) ? TagAttachment(Int.random(in: 0...1, using: &generator)) : nil
            tag.attachment = attachment
            record.attachment = attachment
        }
    }

    static func record(of tag: TextTag) -> Record {
        Record(
            content: tag.content, style: tag.style, selectedContent: tag.selectedContent, selectedStyle: tag.selectedStyle,
            disabledStyle: tag.disabledStyle, attachment: tag.attachment)
    }

    @Test func aTagChangedFieldByFieldIsItsRecord() {
        var generator = SeededGenerator(seed: 39)
        var pairs: [(TextTag, Record)] = [(TextTag(id: "t", content: "a"), Record())]
        var equalPairs = 0
        for _ in 0..<2_000 {
            var (tag, record) = pairs.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1...3, using: &generator) { Self.change(&tag, &record, &generator) }
            // Every field reads back what was set, and the tag shows what its fields say.
            #expect(Self.record(of: tag) == record)
            tag.isSelected = Bool.random(using: &generator)
            tag.isDisabled = Bool.random(using: &generator)
            #expect(tag.rightfulContent == (tag.isSelected ? record.selectedContent ?? record.content : record.content))
            let shown = tag.isSelected ? record.selectedStyle ?? record.style : record.style
            #expect(tag.rightfulStyle == (tag.isDisabled ? record.disabledStyle ?? shown : shown))
            tag.isSelected = false
            tag.isDisabled = false
            // Tags are equal (and hash alike) exactly when their records are, whichever way
            // their fields were set and reset.
            for (other, otherRecord) in pairs.suffix(8) {
                #expect((tag == other) == (record == otherRecord))
                if record == otherRecord {
                    equalPairs += 1
                    #expect(tag.hashValue == other.hashValue)
                }
            }
            pairs.append((tag, record))
        }
        #expect(equalPairs > 20)
    }
}
