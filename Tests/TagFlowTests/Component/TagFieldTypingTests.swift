import Testing
import TagFlow
import TagFlowTestSupport

/// Typing, pasting and committing: delimiters, trimming, blur.
@Suite(.tags(.component)) struct TagFieldTypingTests {
    @Test func aCommaCommitsWhatCameBeforeAndTheRestStaysInTheDraft() throws {
        var field = try tagField()
        let callbacks = try field.run([.text("swift, lin"), .text("ux")])
        #expect(field.texts == ["swift"])
        #expect(field.draft == "linux" && field.caret == 5)
        #expect(callbacks.added == ["swift typed"])
        #expect(callbacks.contains(.didChangeDraft(text: "lin", caret: 3)))
        let enter = try field.press(.return)
        #expect(enter.callbacks.added == ["linux typed"])
        #expect(field.texts == ["swift", "linux"] && field.draft.isEmpty && field.caret == 0)
        #expect(enter.changes.count == 1)  // one insertion
    }

    @Test func typedTextGoesInAtTheCaret() throws {
        var field = try tagField()
        try field.run([.text("swft"), .moveCaret(to: 2), .text("i")])
        #expect(field.draft == "swift" && field.caret == 3)
        try field.run([.moveCaret(to: 99)])
        #expect(field.caret == 5)  // clamped to the draft
    }

    @Test func theEntrysOwnDeletionsFollowTheDraft() throws {
        var field = try tagField(["go"])
        try field.run([.text("swift"), .key(.backspace, time: 0)])
        try field.run([.deleteText(1..<3)])
        #expect(field.draft == "sf" && field.caret == 1)
        try field.run([.deleteText(1..<99)])  // cut at the draft's end
        #expect(field.draft == "s" && field.caret == 1)
        let emptied = try field.handle(.deleteText(0..<1))
        #expect(field.draft.isEmpty && field.texts == ["go"])
        #expect(emptied.callbacks.contains(.didChangeDraft(text: "", caret: 0)))
        // Deleting in an empty draft never reaches the tags.
        let count = field.tags.count
        try field.run([.deleteText(0..<5)])
        #expect(field.tags.count == count && field.markedID == nil)
        #expect(throws: TagFlowError.self) { try field.handle(.deleteText(-1..<0)) }
    }

    @Test func whitespaceIsTrimmedAndEmptyPiecesAreDropped() throws {
        var field = try tagField()
        let callbacks = try field.run([.text("  swift  ,, ,\tlinux ,")])
        #expect(field.texts == ["swift", "linux"])
        #expect(field.draft.isEmpty)
        #expect(callbacks.refused.isEmpty)
        #expect(try field.press(.return).isHandled == false)  // nothing to commit: a form may submit
    }

    @Test func onlyTheConfiguredDelimitersCommit() throws {
        var field = try tagField(options: fieldOptions(delimiters: [.semicolon, .space]))
        try field.run([.text("a,b c;d ")])
        #expect(field.texts == ["a,b", "c", "d"])
        #expect(try field.run([.text("e")]).added.isEmpty)
        #expect(try field.press(.return).isHandled == false)  // Return is not a delimiter here
        #expect(field.draft == "e")
        var tabs = try tagField(options: fieldOptions(delimiters: [.tab, .newline]))
        try tabs.run([.text("x\ty\nz")])
        #expect(tabs.texts == ["x", "y"] && tabs.draft == "z")
        #expect(try tabs.press(.tab).callbacks.added == ["z typed"])
        var noTab = try tagField()
        try noTab.run([.text("q")])
        #expect(try noTab.press(.tab).isHandled == false)  // Tab passes on to the next widget
    }

    @Test func aPasteIsSplitOnEveryDelimiterAndLineBreakWithTheDraftAroundTheCaret() throws {
        var field = try tagField()
        try field.run([.text("sw")])
        let callbacks = try field.run([.paste("ift, linux\r\npango\n\ncairo")])
        #expect(field.texts == ["swift", "linux", "pango", "cairo"])
        #expect(callbacks.added == ["swift pasted", "linux pasted", "pango pasted", "cairo pasted"])
        #expect(field.draft.isEmpty)
        try field.run([.paste("gtk")])  // no delimiter: typed text
        #expect(field.draft == "gtk" && field.texts.count == 4)
        #expect(field.pieces(ofPaste: " a ;b,\n c ") == ["a ;b", "c"])
    }

    @Test func blurCommitsOnlyWhenAsked() throws {
        var field = try tagField()
        try field.run([.text("swift"), .blur])
        #expect(field.texts.isEmpty && field.draft == "swift" && !field.hasFocus)
        var committing = try tagField(options: fieldOptions(commitsOnBlur: true))
        let callbacks = try committing.run([.text("swift"), .blur])
        #expect(committing.texts == ["swift"] && committing.draft.isEmpty)
        #expect(callbacks.added == ["swift typed"])
    }
}
