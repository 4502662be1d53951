import PropertyBased
import Testing
import TagFlow

/// Text that joins the characters around it, as input methods and dead keys send it a piece at a
/// time: a combining mark, a ZWJ or U+FE0F joins the character before it, half a flag or a
/// Hangul jamo its neighbour, a line feed the carriage return before it. The caret stays on a
/// character boundary of the draft, and the next edit works.
@Suite("The tag field's caret over text that joins its neighbours")
struct TagFieldJoiningTests {
    @Test("a mark typed alone joins the letter before it; the caret goes after the letter", arguments: [
        (["e", "\u{301}", "x"], "e\u{301}x", 2),
        (["👩", "\u{200D}", "👧"], "👩\u{200D}👧", 1),
        (["❤", "\u{FE0F}", "!"], "❤\u{FE0F}!", 2),
        (["🇺", "🇸", "a"], "🇺🇸a", 2),
        (["\u{1100}", "\u{1161}", "\u{11A8}"], "\u{1100}\u{1161}\u{11A8}", 1),
        (["a\r", "\n"], "a\r\n", 2),
    ])
    func typedPieces(pieces: [String], draft: String, caret: Int) throws {
        var field = try tagField(options: fieldOptions(delimiters: [.comma]))
        try field.run(pieces.map { .text($0) })
        #expect(field.draft == draft)
        #expect(field.caret == caret)
        #expect(field.caret <= field.draft.count)
    }

    @Test("after the joined character, Backspace, Delete, ← and a paste each work")
    func editingAfterAJoin() throws {
        var field = try tagField()
        try field.run([.text("e"), .text("\u{301}")])
        #expect(field.caret == 1)
        try field.press(.backspace)
        #expect(field.draft == "" && field.caret == 0)
        try field.run([.text("ab"), .key(.left, time: 0), .text("\u{301}"), .key(.delete, time: 0), .paste("c")])
        #expect(field.draft == "a\u{301}c" && field.caret == 2)
    }

    @Test("deleting what stood between two halves of a flag joins them; the caret stays in the draft")
    func deletionThatJoins() throws {
        var field = try tagField()
        try field.run([.text("🇺x🇸"), .moveCaret(to: 2), .key(.backspace, time: 0)])
        #expect(field.draft == "🇺🇸" && field.caret == 1)
        try field.run([.text("\r"), .key(.home, time: 1), .text("y"), .moveCaret(to: 9), .deleteText(1..<2)])
        #expect(field.caret <= field.draft.count)
    }

    static let pieces = ["e", "a", " ", "\u{301}", "\u{308}", "\u{200D}", "\u{FE0F}", "👩", "🇺", "🇸", "\u{1100}", "\u{1161}",
                         "\u{11A8}", "\r", "\n", "\r\n", "x\u{301}", "\u{E31}"]

    static func event(_ pick: Int, _ number: Int) -> InputEvent {
        switch pick % 12 {
        case 0, 1, 2, 3: .text(pieces[number % pieces.count])
        case 4: .key(.backspace, time: 0)
        case 5: .key(.delete, time: 0)
        case 6: .key(.left, time: 0)
        case 7: .key(.right, time: 0)
        case 8: .moveCaret(to: number % 7)
        case 9: .deleteText((number % 5)..<(number % 5 + number % 3))
        case 10: .paste(pieces[number % pieces.count] + pieces[(number / 3) % pieces.count])
        default: .key(.end, time: 0)
        }
    }

    @Test func theCaretIsAlwaysACharacterOffsetOfTheDraft() async {
        let input = zip(Gen.int(in: 0...11).array(of: 1...30), Gen.int(in: 0...200).array(of: 30...30))
        await propertyCheck(count: 400, input: input) { picks, numbers in
            var field = try tagField(options: fieldOptions(delimiters: [.comma]))
            for (pick, number) in zip(picks, numbers) {
                try field.handle(Self.event(pick, number))
                #expect(field.caret >= 0 && field.caret <= field.draft.count, "\(field.draft.debugDescription) caret \(field.caret)")
            }
        }
    }
}
