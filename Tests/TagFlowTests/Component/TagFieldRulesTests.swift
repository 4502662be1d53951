import Testing
import TagFlow
import TagFlowTestSupport

/// The behaviours the best tag inputs keep (issue 40, item 3), as rules: auto-repeat never marks
/// or removes, every way a tag arrives passes one policy, refused pieces stay separable, control
/// characters never reach a tag, ↓ opens the list, a paste while editing commits every piece.
@Suite(.tags(.component)) struct TagFieldRulesTests {
    @Test func aHeldBackspaceInTheEmptyDraftNeverRemovesATag() throws {
        var field = try tagField(["a", "b", "c"])
        try field.press(.backspace, at: 0)
        #expect(field.markedID == "c")
        for t in 1...20 { try field.press(.backspace, repeat: true, at: Double(t) / 20) }
        #expect(field.texts == ["a", "b", "c"] && field.markedID == "c")
        // A fresh press removes the marked tag, one only.
        try field.press(.backspace, at: 2)
        #expect(field.texts == ["a", "b"])
        for t in 3...10 { try field.press(.backspace, repeat: true, at: Double(t)) }
        #expect(field.texts == ["a", "b"] && field.markedID == nil)
    }

    @Test func aHeldDeleteOnAFocusedTagRemovesThatTagOnly() throws {
        var field = try tagField(["a", "b", "c", "d"])
        try field.press(.left, at: 0)
        try field.press(.left, at: 1)
        #expect(field.controller.focusedID == "c")
        try field.press(.delete, at: 2)
        #expect(field.texts == ["a", "b", "d"])
        for t in 3...9 { try field.press(.delete, repeat: true, at: Double(t)) }
        #expect(field.texts == ["a", "b", "d"])
    }

    @Test func undoIsHeldToTheLimit() throws {
        var field = try tagField(["a", "b"], options: fieldOptions(maximumCount: 2))
        try field.press(.backspace, at: 0)
        try field.press(.backspace, at: 1)
        #expect(field.texts == ["a"])
        try field.run([.text("c,")])
        #expect(field.texts == ["a", "c"])
        let undo = try field.press(.z, .control, at: 2)
        #expect(undo.callbacks.refused == ["b: limit 2"])
        #expect(field.texts == ["a", "c"])
    }

    @Test func undoPassesTheValidatorAndTheDuplicateRule() throws {
        let policy = TagCollectionPolicy(validate: { $0 == "b" ? "no b" : nil })
        var field = try tagField(["a", "b"], policy: policy)
        try field.press(.backspace, at: 0)
        try field.press(.backspace, at: 1)
        #expect(try field.press(.z, .control, at: 2).callbacks.refused == ["b: no b"])
        try field.press(.backspace, at: 3)
        try field.press(.backspace, at: 4)
        try field.run([.text("A,")])
        #expect(try field.press(.z, .control, at: 5).callbacks.refused == ["a: duplicate of A"])
    }

    @Test func refusedPiecesStaySeparableWithReturnAlone() throws {
        // Tags may hold commas; Return is the only delimiter.
        var field = try tagField(["Smith, John", "Doe, Jane"], options: fieldOptions(delimiters: [.return]))
        let paste = try field.run([.paste("Smith, John\nDoe, Jane")])
        #expect(paste.refused.count == 2)
        #expect(field.draftPieces == ["Smith, John", "Doe, Jane"])
        try field.updateController { (c) throws(TagFlowError) in try c.removeAll() }
        try field.press(.return, at: 0)
        #expect(field.texts == ["Smith, John", "Doe, Jane"])
        #expect(field.draft.isEmpty)
    }

    @Test func piecesRefusedByTheLimitWaitApartUntilASlotFrees() throws {
        var field = try tagField(["x"], options: fieldOptions(delimiters: [.return], maximumCount: 1))
        try field.run([.paste("A\nB")])
        #expect(field.draftPieces == ["A", "B"])
        try field.updateController { (c) throws(TagFlowError) in try c.remove(at: 0) }
        try field.press(.return, at: 0)
        #expect(field.texts == ["A"])
        #expect(field.draft == "B")
        try field.updateController { (c) throws(TagFlowError) in try c.remove(at: 0) }
        try field.press(.return, at: 1)
        #expect(field.texts == ["B"])
    }

    @Test func typingIntoTheJoinerJoinsThePieces() throws {
        var field = try tagField(["A", "B"], options: fieldOptions(delimiters: [.return]))
        try field.run([.paste("A\nB")])
        #expect(field.draft == "A B")
        // Deleting the joiner between the pieces is the person's choice: one piece.
        try field.run([.deleteText(1..<2)])
        #expect(field.draftPieces == ["AB"])
    }

    @Test func controlCharactersAndTabsNeverReachATag() throws {
        var field = try tagField()
        try field.run([.paste("a\tb\u{1}c\u{7F}\nd\u{0}e")])
        #expect(field.texts == ["a b c", "d e"])
        var tabs = try tagField(options: fieldOptions(delimiters: [.tab, .return]))
        try tabs.run([.paste("Name\tAge\tCity\nAda\t36\tLondon")])
        #expect(tabs.texts == ["Name", "Age", "City", "Ada", "36", "London"])
        var typed = try tagField()
        try typed.run([.text("x\ty\u{1B}z"), .key(.return, time: 0)])
        #expect(typed.texts == ["x y z"])
    }

    @Test func theWorldsCommasAndSemicolonsSplit() throws {
        var field = try tagField()
        try field.run([.text("中文，日本語、한국어،عربي")])
        #expect(field.texts == ["中文", "日本語", "한국어"])
        #expect(field.draft == "عربي")
        var semicolons = try tagField(options: fieldOptions(delimiters: [.semicolon, .return]))
        try semicolons.run([.paste("a؛b；c;d，e")])
        #expect(semicolons.texts == ["a", "b", "c", "d，e"])
        var spaces = try tagField(options: fieldOptions(delimiters: [.space]))
        try spaces.run([.text("one\u{3000}two\u{A0}three ")])
        #expect(spaces.texts == ["one", "two", "three"])
    }

    @Test func downOpensTheListFromAnEmptyDraftAndAfterEscape() throws {
        var field = try tagField(["Go"], suggestions: ["Swift", "Go", "Rust", "Linux"])
        #expect(field.suggestions.isEmpty)
        try field.press(.down, at: 0)
        // Every suggestion but the one added, as the source lists them, the first highlighted.
        #expect(field.suggestions.map(\.text) == ["Swift", "Rust", "Linux"])
        #expect(field.highlightedSuggestion == 0)
        try field.press(.escape, at: 1)
        #expect(field.suggestions.isEmpty)
        try field.press(.down, .alt, at: 2)
        #expect(field.suggestions.count == 3 && field.highlightedSuggestion == nil)
        try field.press(.up, .alt, at: 3)
        #expect(field.suggestions.isEmpty)
        try field.run([.text("s")])
        try field.press(.escape, at: 4)
        #expect(field.suggestions.isEmpty)
        try field.press(.down, at: 5)
        #expect(field.suggestions.map(\.text) == ["Swift", "Rust"] && field.highlightedSuggestion == 0)
        try field.press(.return, at: 6)
        #expect(field.texts == ["Go", "Swift"])
    }

    @Test func aPasteWhileEditingCommitsEveryPiece() throws {
        var field = try tagField(["a", "b", "c"])
        try field.press(.left, at: 0)
        try field.press(.left, at: 1)
        try field.press(.return, at: 2)
        #expect(field.editing == "b" && field.draft == "b")
        try field.run([.deleteText(0..<1), .paste("x, y, a")])
        #expect(field.editing == nil)
        #expect(field.texts == ["a", "x", "y", "c"])
        // The duplicate waits in the entry's draft.
        #expect(field.draft == "a")
    }

    @Test func editingInPlaceMakesTheTagTheEditor() throws {
        var field = try tagField(["alpha", "beta"])
        try field.run([.text("ga")])
        try field.press(.left, at: 0)
        try field.press(.left, at: 1)
        try field.press(.left, at: 2)
        try field.press(.return, at: 3)
        #expect(field.editing == "beta")
        #expect(field.editorFrame == field.controller.frame(forID: "beta"))
        #expect(field.entryText == "ga" && field.draft == "beta")
        try field.press(.escape, at: 4)
        #expect(field.editing == nil && field.texts == ["alpha", "beta"] && field.draft == "ga")
        #expect(field.editorFrame == field.entryFrame)
    }

    @Test func theEditorGrowsAndShrinksWithItsText() throws {
        var field = try tagField(["alpha", "beta", "gamma"])
        let original = field.controller.layout
        try field.press(.left, at: 0)
        try field.press(.left, at: 1)
        try field.press(.return, at: 2)
        #expect(field.editing == "beta" && field.editorFrame == field.controller.frame(forID: "beta"))
        // The tags lie as they would with the draft as the tag's text: the editor is that wide.
        try field.run([.text("-and-more")])
        let grown = try tagField(["alpha", "beta-and-more", "gamma"])
        #expect(field.editorFrame == grown.controller.frame(forID: "beta-and-more"))
        #expect(field.editorFrame.width > original.frame(of: 1)!.width)
        #expect(field.controller.frame(forID: "gamma") == grown.controller.frame(forID: "gamma"))
        #expect(field.entryFrame == grown.entryFrame && field.texts == ["alpha", "beta", "gamma"])
        // Within the line, however long the text.
        try field.run([.text(String(repeating: "w", count: 200))])
        #expect(field.editorFrame.width > 0 && field.editorFrame.maxX <= 400)
        try field.run([.deleteText(4..<field.draft.count)])
        #expect(field.draft == "beta" && field.controller.layout == original)
        try field.run([.text("-and-more")])
        try field.press(.escape, at: 3)
        #expect(field.editing == nil && field.controller.layout == original)
        try field.press(.left, at: 4)
        try field.press(.left, at: 5)
        try field.press(.return, at: 6)
        try field.run([.text("-and-more")])
        try field.press(.return, at: 7)
        #expect(field.texts == ["alpha", "beta-and-more", "gamma"] && field.controller.layout == grown.controller.layout)
    }

    @Test func everyWayATagArrivesPassesTheTransform() throws {
        let policy = TagCollectionPolicy(transform: { $0.lowercased() })
        var field = try tagField(["x"], policy: policy, suggestions: ["Swift"])
        try field.run([.text("sw"), .key(.down, time: 0), .key(.return, time: 1)])
        try field.run([.paste("Go\nRUST")])
        #expect(field.texts == ["x", "swift", "go", "rust"])
    }
}
