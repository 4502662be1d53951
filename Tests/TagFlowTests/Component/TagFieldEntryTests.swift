import Testing
import TagFlow
import TagFlowTestSupport

/// The entry's frame: after the last tag, taking the rest of the line, wrapping, after the "+N"
/// chip, mirrored right to left, scaled with the text size.
@Suite(.tags(.component)) struct TagFieldEntryTests {
    @Test func theEntryTakesTheRestOfTheLastLine() throws {
        let field = try tagField(["swift", "linux"])
        let last = try #require(field.controller.frame(forID: "linux"))
        let entry = field.entryFrame
        #expect(entry.minX == last.maxX + 8 && entry.maxX == 400)
        #expect(entry.minY == last.minY && entry.height == last.height)
        #expect(field.entryMinimumWidth == 9 * 7 + 14)  // "Add a tag" measured as a tag
        let empty = try tagField()
        #expect(empty.entryFrame == Rect(x: 0, y: 0, width: 400, height: last.height))
    }

    @Test func theEntryWrapsWhenLessThanItsMinimumIsLeft() throws {
        // 44 characters: 322 pt; 400 − 330 = 70 pt left, under the 77 pt placeholder.
        let long = String(repeating: "m", count: 44)
        let field = try tagField([long])
        let tag = try #require(field.controller.frame(forID: TagID(long)))
        #expect(field.entryFrame == Rect(x: 0, y: tag.maxY + 8, width: 400, height: tag.height))
        #expect(field.controller.contentSize.height == field.entryFrame.maxY)
        let set = try tagField([long], options: fieldOptions(entryMinimumWidth: 60))
        #expect(set.entryFrame.minY == tag.minY && set.entryFrame.width == 400 - tag.maxX - 8)
    }

    @Test func underALineLimitTheEntryFollowsTheChipAndStaysVisible() throws {
        let texts = (0..<20).map { "tag\($0)" }
        var field = try tagField(texts, numberOfLines: 1)
        try field.updateController { (c) throws(TagFlowError) in try c.setOptions(TagCollectionOptions(overflowChip: OverflowChip(format: "+{count}"))) }
        let chip = try #require(field.controller.layout.overflow?.frame)
        let entry = field.entryFrame
        #expect(entry.minX >= chip.maxX + 8 || entry.minY > chip.maxY)
        #expect(entry.width >= field.entryMinimumWidth && entry.maxX <= 400)
    }

    @Test func rightToLeftTheEntryStandsAtTheLeftOfTheLastLine() throws {
        let field = try tagField(["swift", "linux"], direction: .rightToLeft)
        let last = try #require(field.controller.frame(forID: "linux"))
        #expect(field.entryFrame.minX == 0 && field.entryFrame.maxX == last.minX - 8)
    }

    @Test func theMinimumScalesWithTheTextSize() throws {
        var field = try tagField(["a"], options: fieldOptions(entryMinimumWidth: 100))
        #expect(field.entryMinimumWidth == 100)
        try field.updateController { (c) throws(TagFlowError) in try c.setTextSizeCategory(.accessibilityLarge) }
        let scale = TextSizeCategory.accessibilityLarge.scaleFactor
        #expect(scale > 1 && field.entryMinimumWidth == 100 * scale)
        let tag = try #require(field.controller.frame(forID: "a"))
        #expect(field.entryFrame.height == tag.height)  // the entry grows with the tags
    }
}
