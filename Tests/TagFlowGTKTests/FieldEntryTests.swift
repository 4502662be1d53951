import CGtk
import Testing
import TagFlow
@testable import TagFlowGTK

/// The tag field widget's parts that need no window: offsets between GTK's scalars and the
/// field's characters, the smallest edit that writes a draft into the entry, the keys, and a
/// suggestion row's markup.
@Suite struct DraftOffsetsTests {
    /// "e" + combining acute is one character of two scalars; the flag is one of two.
    let text = "cafe\u{301} 🇫🇷!"

    @Test func scalarAndCharacterOffsetsConvertBothWays() {
        #expect(Array(text).count == 7 && text.unicodeScalars.count == 9)
        for characters in 0...7 {
            let scalars = DraftOffsets.scalarOffset(ofCharacter: characters, in: text)
            #expect(DraftOffsets.characterOffset(ofScalar: scalars, in: text) == characters)
        }
        // Inside a cluster counts the whole cluster; past the end is the end.
        #expect(DraftOffsets.characterOffset(ofScalar: 4, in: text) == 4)
        #expect(DraftOffsets.characterOffset(ofScalar: 7, in: text) == 6)
        #expect(DraftOffsets.characterOffset(ofScalar: 99, in: text) == 7)
        #expect(DraftOffsets.scalarOffset(ofCharacter: 99, in: text) == 9)
    }

    @Test func insertingAndDeletingAsGTKDoes() {
        #expect(DraftOffsets.inserting("\u{301}", at: 4, in: "cafe") == "caf\u{E9}")
        #expect(DraftOffsets.inserting("x", at: 99, in: "ab") == "abx")
        #expect(DraftOffsets.deleting(from: 1, to: 3, in: "abcd") == "ad")
        #expect(DraftOffsets.deleting(from: 2, to: -1, in: "abcd") == "ab")
    }

    @Test(arguments: [("swift", "swift"), ("swift", ""), ("", "go"), ("linux, sw", "sw"), ("ab", "axb"), ("aaa", "aa"), (
        "cafe\u{301}", "caf"
    )])
    func theEditTurnsOneTextIntoTheOther(old: String, new: String) {
        let edit = DraftOffsets.edit(from: old, to: new)
        let deleted = DraftOffsets.deleting(from: edit.start, to: edit.end, in: old)
        #expect(DraftOffsets.inserting(edit.replacement, at: edit.start, in: deleted).unicodeScalars.elementsEqual(new.unicodeScalars))
        // Only what differs: a common start and end are kept.
        #expect(edit.replacement.unicodeScalars.count <= new.unicodeScalars.count)
    }
}

@Suite struct FieldKeysTests {
    @Test func keysAndModifiers() throws {
        let backspace = try #require(FieldKeys.key(forKeyval: UInt32(GDK_KEY_BackSpace), modifiers: GdkModifierType(0)))
        #expect(backspace.key == .backspace && backspace.held.isEmpty)
        let undo = try #require(FieldKeys.key(forKeyval: UInt32(GDK_KEY_z), modifiers: GDK_CONTROL_MASK))
        #expect(undo.key == .z && undo.held == .control)
        #expect(FieldKeys.key(forKeyval: UInt32(GDK_KEY_KP_Enter), modifiers: GdkModifierType(0))?.key == .return)
        #expect(FieldKeys.key(forKeyval: UInt32(GDK_KEY_ISO_Left_Tab), modifiers: GDK_SHIFT_MASK) == nil)
        #expect(FieldKeys.key(forKeyval: UInt32(GDK_KEY_a), modifiers: GdkModifierType(0)) == nil)
        // A desktop shortcut is never the field's.
        #expect(FieldKeys.key(forKeyval: UInt32(GDK_KEY_Left), modifiers: GDK_SUPER_MASK) == nil)
    }

    @Test @MainActor func aRowsMarkupBoldsTheMatchAndEscapesText() {
        let row = TagSuggestion(text: "R&D <lab>", matchRange: 0..<3, kind: .prefix)
        #expect(TagFieldWidget.markup(row) == "<b>R&amp;D</b> &lt;lab&gt;")
        let added = TagSuggestion(text: "Swift", matchRange: 2..<4, kind: .substring, isAdded: true)
        #expect(TagFieldWidget.markup(added) == "✓ Sw<b>if</b>t")
    }
}
