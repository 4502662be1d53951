import PropertyBased
import Testing
import TagFlow

/// The tag field under random sequences of every kind of event — typing, pasting, Return and
/// Backspace (held too), undo, editing in place, picking suggestions, Escape, focus — held to
/// its promises: no tag count over the limit, no duplicate under the default policy, and no tag
/// that was not one piece of what was given.
@Suite("The tag field, over random event sequences")
struct TagFieldSequencePropertyTests {
    /// Words with case, accent, width and space variants (so duplicates abound), some holding
    /// a space or a comma.
    static let words = [
        "swift", "Swift", "ＳＷＩＦＴ", "swi\u{301}ft", "café", "CAFE", "gtk", "Gtk", "red fox", "red\u{A0}fox", "Smith, John", "ﬁle",
        "file",
    ]

    /// One event of a random sequence.
    static func event(_ kind: Int, _ pick: Int, time: Double) -> InputEvent {
        let word = words[pick % words.count]
        let other = words[(pick / 7) % words.count]
        switch kind {
        case 0: return .text(word)
        case 1: return .text(word + ",")
        case 2: return .paste(word + "\n" + other + "\n" + word)
        case 3: return .key(.return, time: time)
        case 4: return .key(.backspace, time: time)
        case 5: return .key(.backspace, isRepeat: true, time: time)
        case 6: return .key(.z, modifiers: .control, time: time)
        case 7: return .key(.left, time: time)
        case 8: return .key(.down, time: time)
        case 9: return .key(.escape, time: time)
        case 10: return .blur
        case 11: return .focus
        case 12: return .key(.delete, time: time)
        default: return .deleteText(0..<(pick % 4))
        }
    }

    /// Plays the sequence `kinds`/`picks`, ignoring only `pickSuggestion` rows that are not
    /// shown; after every event, `check` the field.
    static func play(
        _ field: inout TagField, _ kinds: [Int], _ picks: [Int], check: (TagField) -> Void
    ) throws {
        for (k, (kind, pick)) in zip(kinds, picks).enumerated() {
            try field.handle(event(kind, pick, time: Double(k)))
            check(field)
        }
    }

    static let sequences = zip(Gen.int(in: 0...14).array(of: 1...40), Gen.int(in: 0...200).array(of: 1...40), Gen.int(in: 0...4))

    @Test func noTagCountIsEverOverTheLimit() async {
        await propertyCheck(count: 400, input: Self.sequences) { kinds, picks, limit in
            var field = try tagField(["gtk"], options: fieldOptions(maximumCount: max(1, limit)), suggestions: Self.words)
            try Self.play(&field, kinds, picks) { field in
                #expect(field.tags.count <= max(1, limit), "\(field.texts)")
            }
        }
    }

    @Test func noDuplicateUnderTheDefaultPolicyWhateverTheSequence() async {
        await propertyCheck(count: 400, input: Self.sequences) { kinds, picks, _ in
            var field = try tagField(suggestions: Self.words)
            try Self.play(&field, kinds, picks) { field in
                let keys = field.texts.map(TextFolding.fold)
                #expect(Set(keys).count == keys.count, "\(field.texts)")
            }
        }
    }

    /// Pastes of words that hold spaces and commas, refused (the limit, duplicates) and committed
    /// again and again with Return as the only delimiter, slots freed and undone: every tag is one
    /// of the words, never two of them run together. (A paste goes into an empty draft: one at
    /// the end of a refused piece joins it, as a paste at any caret joins the text there.)
    @Test func committingRefusedPiecesAgainMakesNoTagThatWasNotOnePiece() async {
        let kinds = Gen.int(in: 0...5).array(of: 1...40)
        await propertyCheck(count: 400, input: zip(kinds, Gen.int(in: 0...200).array(of: 1...40), Gen.int(in: 1...4))) { kinds, picks, limit in
            var field = try tagField(options: fieldOptions(delimiters: [.return], maximumCount: limit))
            let pieces = Set(Self.words.map { field.pieces(ofPaste: $0) }.joined())
            for (k, (kind, pick)) in zip(kinds, picks).enumerated() {
                let event: InputEvent = switch kind {
                case 0 where field.draft.isEmpty, 1 where field.draft.isEmpty:
                    .paste(Self.words[pick % Self.words.count] + "\n" + Self.words[(pick / 3) % Self.words.count])
                case 0, 1, 2: .key(.return, time: Double(k))
                case 3: .key(.backspace, time: Double(k))
                case 4: .key(.z, modifiers: .control, time: Double(k))
                default: .blur
                }
                // Backspace and undo act on the tags only from an empty draft: free a slot there.
                if kind == 3, !field.draft.isEmpty {
                    try field.updateController { (c) throws(TagFlowError) in c.count > 0 ? try c.remove(at: 0) : TagCollectionUpdate() }
                    continue
                }
                try field.handle(event)
                for text in field.texts { #expect(pieces.contains(text), "\(text.debugDescription) is no piece; tags \(field.texts)") }
            }
        }
    }
}
