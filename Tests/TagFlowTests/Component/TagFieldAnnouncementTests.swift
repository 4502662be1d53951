import Testing
import TagFlow
import TagFlowTestSupport

/// What a screen reader hears of refusals, the mark and edits.
@Suite(.tags(.component)) struct TagFieldAnnouncementTests {
    @Test func refusalsSayWhy() throws {
        var field = try tagField(
            ["Swift"], options: fieldOptions(maximumCount: 2),
            policy: TagCollectionPolicy(validate: { $0.count > 5 ? "longer than 5 characters" : nil }))
        let paste = try field.handle(.paste("SWIFT\nlinux\ngo\nextraordinary"))
        #expect(field.announcement(for: paste) == "“SWIFT” not added: Swift is already there. “go” not added: at most 2 tags. "
            + "“extraordinary” not added: at most 2 tags.")
        try field.handle(.deleteText(0..<field.draft.count))
        try field.handle(.key(.backspace, time: 0))
        try field.handle(.key(.backspace, time: 1))  // linux removed: room for one more
        let invalid = try field.handle(.text("toolong,"))
        #expect(field.announcement(for: invalid) == "“toolong” not added: longer than 5 characters.")
    }

    @Test func theMarkAndEditsAreSaid() throws {
        var field = try tagField(["Swift", "Linux"])
        let mark = try field.handle(.key(.backspace, time: 0))
        #expect(field.announcement(for: mark) == "Backspace again removes Linux.")
        try field.run([.key(.escape, time: 1), .key(.left, time: 2)])
        #expect(field.controller.focusedID == TagID("Linux"))
        let begin = try field.handle(.key(.return, time: 3))
        #expect(field.announcement(for: begin) == "Editing Linux; Return keeps it, Escape reverts.")
        try field.handle(.deleteText(0..<5))
        try field.handle(.text("Wayland"))
        let commit = try field.handle(.key(.return, time: 4))
        #expect(field.announcement(for: commit) == "“Linux” changed to “Wayland”.")
        // Typing says nothing: the entry's text does.
        #expect(field.announcement(for: try field.handle(.text("a"))) == nil)
    }
}
