import Testing
import TagFlow
import TagFlowTestSupport

/// Editing a tag in place: Return or a double tap, Escape reverts, Return or blur commits.
@Suite(.tags(.component)) struct TagFieldEditingTests {
    @Test func returnOnAFocusedTagPutsItsTextInTheDraftAndReturnCommits() throws {
        var field = try tagField(["swift", "linux"])
        try field.run([.text("dr"), .key(.left, time: 0), .key(.left, time: 1), .key(.left, time: 2), .key(.left, time: 3)])
        #expect(field.controller.focusedID == "swift")
        let begin = try field.press(.return, at: 4)
        #expect(begin.callbacks.contains(.didChangeEditing(id: "swift", editing: true)))
        #expect(field.draft == "swift" && field.caret == 5 && field.draftHasFocus)
        try field.run([.key(.backspace, time: 5), .key(.backspace, time: 6), .text("UI")])
        let commit = try field.press(.return, at: 7)
        #expect(commit.callbacks.contains(.didEdit(index: 0, id: "swift", oldText: "swift", newText: "swiUI")))
        #expect(field.texts == ["swiUI", "linux"] && field.editing == nil && field.draft == "dr")
    }

    @Test func escapeRevertsAndAnEditThatDuplicatesIsRefused() throws {
        var field = try tagField(["swift", "linux"])
        try field.run([.key(.left, time: 0), .key(.return, time: 1), .text("y")])
        #expect(field.draft == "linuxy")
        #expect(try field.press(.escape, at: 2).callbacks.contains(.didChangeEditing(id: "linux", editing: false)))
        #expect(field.texts == ["swift", "linux"] && field.draft.isEmpty)
        try field.run([.key(.left, time: 3), .key(.return, time: 4), .moveCaret(to: 0), .key(.delete, time: 5)])
        try field.run([.key(.delete, time: 6), .key(.delete, time: 7), .key(.delete, time: 8), .key(.delete, time: 9)])
        try field.run([.text("SWIFT")])
        #expect(try field.press(.return, at: 10).callbacks.refused == ["SWIFT: duplicate of swift"])
        #expect(field.editing != nil)  // the edit goes on
        let blur = try field.run([.blur])  // blur commits, and reverts what it cannot
        #expect(blur.contains(.didChangeEditing(id: "linux", editing: false)))
        #expect(field.texts == ["swift", "linux"])
    }

    @Test func aDoubleTapEditsAndBlurCommits() throws {
        var field = try tagField(["swift"])
        let centre = try #require(field.controller.frame(forID: "swift")).center
        try field.run([.pointerDown(centre, time: 0), .pointerUp(centre, time: 0.05)])
        try field.run([.pointerDown(centre, time: 0.2), .pointerUp(centre, time: 0.25)])
        #expect(field.editing == "swift")
        let callbacks = try field.run([.text("ly"), .blur])
        #expect(callbacks.contains(.didEdit(index: 0, id: "swift", oldText: "swift", newText: "swiftly")))
        #expect(field.texts == ["swiftly"])
    }

    @Test func aDelimiterTypedWhileEditingCommitsAndTheRestStartsANewTag() throws {
        var field = try tagField(["a"])
        try field.run([.key(.left, time: 0), .key(.return, time: 1), .text("b, c")])
        #expect(field.texts == ["ab"], "\(field.texts)")
        #expect(field.draft == "c" && field.editing == nil, "\(field.draft)")
    }
}
