import Testing
import TagFlow
import TagFlowTestSupport

/// Keys between the draft and the tags: arrows across the boundary, Backspace twice, auto-repeat,
/// Delete on a focused tag, right to left.
@Suite(.tags(.component)) struct TagFieldKeyTests {
    @Test func leftAtTheStartOfTheDraftFocusesTheLastTagAndRightComesBack() throws {
        var field = try tagField(["a", "b", "c"])
        try field.run([.text("xy")])
        try field.press(.left)
        #expect(field.caret == 1 && field.controller.focusedID == nil)
        try field.press(.left)
        let into = try field.press(.left)
        #expect(into.callbacks == [.didChangeFocus(index: 2, id: "c")])
        #expect(field.controller.focusedID == "c" && !field.draftHasFocus)
        try field.press(.left)  // the collection's own key: the previous tag
        #expect(field.controller.focusedID == "b")
        try field.press(.right)
        #expect(field.controller.focusedID == "c")
        let back = try field.press(.right)
        #expect(back.callbacks.first == .didChangeFocus(index: nil, id: nil))
        #expect(field.draftHasFocus && field.caret == 0 && field.draft == "xy")
        try field.run([.key(.left, time: 1), .key(.home, time: 2)])  // into the tags; Home is the collection's
        #expect(field.controller.focusedID == "a")
        try field.press(.end, at: 3)
        #expect(field.controller.focusedID == "c")
        try field.press(.end, at: 4)
        #expect(field.draftHasFocus && field.caret == 2)
    }

    @Test func rightToLeftMirrorsTheArrows() throws {
        var field = try tagField(["a", "b"], direction: .rightToLeft)
        #expect(try field.press(.left).isHandled == false)  // the empty draft's far end
        try field.press(.right)
        #expect(field.controller.focusedID == "b")
        try field.press(.left)
        #expect(field.draftHasFocus)
    }

    @Test func backspaceInTheEmptyDraftMarksTheLastTagThenRemovesIt() throws {
        var field = try tagField(["a", "b"])
        let mark = try field.press(.backspace)
        #expect(mark.callbacks == [.didMark(id: "b")])
        #expect(field.markedID == "b" && field.texts == ["a", "b"])
        let remove = try field.press(.backspace, at: 1)
        #expect(remove.callbacks == [.didDelete(index: 1, id: "b")])
        #expect(field.texts == ["a"] && field.markedID == nil && field.draftHasFocus)
        try field.press(.backspace, at: 2)
        #expect(try field.press(.escape, at: 2).callbacks == [.didMark(id: nil)])  // Escape drops the mark
        try field.press(.backspace, at: 3)
        try field.run([.text("z")])  // typing drops it too
        #expect(field.markedID == nil && field.texts == ["a"])
    }

    @Test func removalAsksCanDelete() throws {
        let recorder = PolicyRecorder()
        recorder.allowDelete = false
        var field = try tagField(["a", "b"])
        var controller = field.controller
        controller.policy = recorder.policy
        field = try TagField(controller: controller)
        try field.handle(.focus)
        try field.press(.backspace)
        #expect(try field.press(.backspace).callbacks == [.didRefuseDelete(index: 1, id: "b")])
        #expect(field.texts == ["a", "b"])
    }

    @Test func aHeldBackspaceDeletesTextButItsRepeatsNeverCrossIntoTheTags() throws {
        var field = try tagField(["a", "b"])
        try field.run([.text("xyz")])
        try field.press(.backspace)
        for t in 1...10 { try field.press(.backspace, repeat: true, at: Double(t)) }
        #expect(field.draft.isEmpty && field.texts == ["a", "b"] && field.markedID == nil)
        try field.press(.backspace, at: 11)  // a fresh press marks
        #expect(field.markedID == "b")
        // Its repeats do not remove the marked tag either: only another press does.
        try field.press(.backspace, repeat: true, at: 12)
        #expect(field.texts == ["a", "b"] && field.markedID == "b")
        try field.press(.backspace, at: 13)
        #expect(field.texts == ["a"])
    }

    @Test func deleteOrBackspaceOnAFocusedTagRemovesItAndFocusGoesToANeighbour() throws {
        var field = try tagField(["a", "b", "c"])
        try field.run([.key(.left, time: 0), .key(.left, time: 1)])
        #expect(field.controller.focusedID == "b")
        let delete = try field.press(.delete, at: 2)
        #expect(delete.callbacks == [.didDelete(index: 1, id: "b"), .didChangeFocus(index: 1, id: "c")])
        try field.press(.backspace, at: 3)
        #expect(field.texts == ["a"] && field.controller.focusedID == "a")
        try field.press(.backspace, at: 4)
        #expect(field.texts.isEmpty && field.draftHasFocus)
    }

    @Test func typingOnAFocusedTagReturnsToTheDraft() throws {
        var field = try tagField(["a"])
        try field.press(.left)
        try field.run([.text("q")])
        #expect(field.draftHasFocus && field.draft == "q")
    }

    @Test func controlZUndoesTheLastRemovalsInOrder() throws {
        var field = try tagField(["a", "b", "c"])
        try field.run([.key(.left, time: 0), .key(.left, time: 1), .key(.delete, time: 2)])  // b
        try field.run([.key(.backspace, time: 3)])  // c, now focused
        #expect(field.texts == ["a"])
        let undo = try field.press(.z, .control, at: 4)
        #expect(undo.callbacks.added == ["c undone"])
        try field.press(.z, .control, at: 5)
        #expect(field.texts == ["a", "b", "c"])
        #expect(try field.press(.z, .control, at: 6).isHandled == false)  // nothing left to undo
        try field.run([.key(.escape, time: 7), .key(.backspace, time: 8), .key(.backspace, time: 9), .text("C,")])
        #expect(try field.press(.z, .control, at: 10).callbacks.refused == ["c: duplicate of C"])
    }
}
