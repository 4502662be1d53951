import Testing
@testable import TagFlow
import TagFlowTestSupport

/// Copy, cut and paste without a clipboard: what Control+C, X and V ask, what a paste adds
/// through the field's policy, in a collection and in a field.
@Suite(.tags(.component)) struct ClipboardTests {
    func pasting(_ configure: (inout TagCollectionOptions) -> Void = { _ in }) -> TagCollectionOptions {
        var options = TagCollectionOptions()
        options.allowsPasting = true
        configure(&options)
        return options
    }

    @Test func copyTakesTheSelectedTagsInOrderElseTheFocusedOne() throws {
        var tags = try textCollection()
        #expect(try tags.handle(.key(.c, modifiers: .control, time: 0)).isHandled == false)  // nothing to take
        try tags.focus(at: 2)
        let focused = try tags.handle(.key(.c, modifiers: .control, time: 1))
        #expect(focused.callbacks == [.didCopy(tags: [tags.tags[2]], text: "Pango")])
        try tags.setSelection(["Cairo", "Swift"])
        let selected = try tags.handle(.key(.c, modifiers: .control, time: 2)).callbacks
        #expect(selected == [.didCopy(tags: [tags.tags[0], tags.tags[3]], text: "Swift\nCairo")])
        #expect(tags.count == 4)  // a copy changes nothing
        #expect(tags.keyCommand(for: .c, modifiers: [.control, .shift]) == nil)
        #expect(tags.keyCommand(for: .c) == nil)
    }

    @Test func cutCopiesThenRemovesWhatMayBeRemovedLastFirst() throws {
        var tags = try textCollection(policy: TagCollectionPolicy(canDelete: { tag, _ in tag.id != "Linux" }))
        try tags.setSelection(["Swift", "Linux", "Pango"])
        let update = try tags.handle(.key(.x, modifiers: .control, time: 0))
        #expect(update.callbacks.first == .didCopy(tags: Array(try textCollection().tags.prefix(3)).map { var t = $0; t.isSelected = true; return t }, text: "Swift\nLinux\nPango"))
        #expect(Array(update.callbacks.dropFirst().prefix(3)) == [
            .didDelete(index: 2, id: "Pango"), .didRefuseDelete(index: 1, id: "Linux"), .didDelete(index: 0, id: "Swift"),
        ])
        #expect(tags.tags.map(\.id) == ["Linux", "Cairo"])
        var fixed = try textCollection(options: TagCollectionOptions())
        try fixed.focus(at: 0)
        #expect(fixed.keyCommand(for: .x, modifiers: .control) == nil)  // nothing removes tags here
        #expect(try fixed.handle(.key(.x, modifiers: .control, time: 0)).isHandled == false)
        #expect(fixed.count == 4)
    }

    @Test func pasteAsksForTheClipboardOnlyWhenTheCollectionTakesPastes() throws {
        var fixed = try textCollection(options: TagCollectionOptions())
        #expect(try fixed.handle(.key(.v, modifiers: .control, time: 0)).isHandled == false)
        let ignored = try fixed.handle(.paste("Rust"))
        #expect(ignored.isHandled == false && ignored.callbacks.isEmpty && fixed.count == 4)
        var open = try textCollection(options: pasting())
        #expect(try open.handle(.key(.v, modifiers: .control, time: 0)).callbacks == [.didRequestPaste])
    }

    @Test func pastedTextPassesThePolicyAndGoesInAfterTheFocusedTag() throws {
        var tags = try textCollection(options: pasting { $0.maximumCount = 7 }, policy: TagCollectionPolicy(validate: { $0.count > 5 ? "too long" : nil }))
        try tags.focus(at: 1)
        let update = try tags.handle(.paste("Rust\nswift, Go\n\nHaskell\nZig\nC"))
        #expect(tags.tags.map(\.id) == ["Swift", "Linux", "Rust", "Go", "Zig", "Pango", "Cairo"])
        #expect(update.callbacks == [
            .didAdd(index: 2, id: "Rust", text: "Rust", source: .pasted),
            .didRefuse(text: "swift", reason: .duplicate(of: "Swift"), source: .pasted),
            .didAdd(index: 3, id: "Go", text: "Go", source: .pasted),
            .didRefuse(text: "Haskell", reason: .invalid("too long"), source: .pasted),
            .didAdd(index: 4, id: "Zig", text: "Zig", source: .pasted),
            .didRefuse(text: "C", reason: .limit(7), source: .pasted),
        ])
        #expect(update.transition != nil)  // one change, one layout
        var unfocused = try textCollection(options: pasting())
        try unfocused.handle(.paste("GTK"))
        #expect(unfocused.tags.last?.id == "GTK")
    }

    @Test func copiedTagsKeepTheirStyleAndTakeAFreeID() throws {
        var source = try textCollection()
        var style = TextTagStyle()
        style.backgroundColor = TagColor(hex: 0x26A269)
        try source.replace(at: 2, with: TextTag("Pango", style: style))
        try source.focus(at: 2)
        guard case .didCopy(let copied, _)? = try source.handle(.key(.c, modifiers: .control, time: 0)).callbacks.first else {
            Issue.record("no copy")
            return
        }
        var target = try textCollection(["Pango"], options: pasting { $0.duplicates = .allowed })
        let update = try target.paste(tags: copied + copied)
        #expect(target.tags.map(\.id) == ["Pango", "Pango#2", "Pango#3"])
        #expect(target.tags[1].style.backgroundColor == style.backgroundColor)
        #expect(update.callbacks.map(\.name) == ["didAdd", "didAdd"])
        var strict = try textCollection(["pango"], options: pasting())
        #expect(try strict.paste(tags: copied).callbacks == [.didRefuse(text: "Pango", reason: .duplicate(of: "pango"), source: .pasted)])
    }

    @Test func theCommandsDoWhatTheKeysDo() throws {
        var tags = try textCollection()
        #expect(try tags.clipboardByCommand(.copy).callbacks.isEmpty)  // nothing selected or focused
        try tags.setSelection(["Linux"])
        #expect(try tags.clipboardByCommand(.copy).callbacks.map(\.name) == ["didCopy"])
        #expect(try tags.clipboardByCommand(.cut).callbacks.map(\.name) == ["didCopy", "didDelete"])
        #expect(try tags.clipboardByCommand(.paste).callbacks.isEmpty && tags.tags.map(\.id) == ["Swift", "Pango", "Cairo"])
        var open = try textCollection(options: pasting())
        #expect(try open.clipboardByCommand(.paste).callbacks == [.didRequestPaste])
        #expect(try open.clipboardByCommand(.toggle).callbacks.isEmpty)  // not a clipboard command
    }

    @Test func aFieldCopiesCutsAndAsksFromAFocusedTagAndLeavesTheDraftsKeysToItsEntry() throws {
        var field = try tagField(["a", "b", "c"])
        #expect(try field.press(.c, .control).isHandled == false)  // the entry copies its text
        #expect(try field.press(.v, .control).isHandled == false)
        try field.run([.key(.left, time: 1)])
        #expect(try field.press(.c, .control, at: 2).callbacks == [.didCopy(tags: [field.tags[2]], text: "c")])
        #expect(try field.press(.v, .control, at: 3).callbacks == [.didRequestPaste])
        let cut = try field.press(.x, .control, at: 4)  // no remove button: removed as Backspace would
        #expect(cut.callbacks.prefix(2) == [.didCopy(tags: [TextTag("c", id: "c")], text: "c"), .didDelete(index: 2, id: "c")])
        #expect(field.texts == ["a", "b"])
        try field.handle(.paste("c, d"))
        #expect(field.texts == ["a", "b", "c", "d"])
    }
}
