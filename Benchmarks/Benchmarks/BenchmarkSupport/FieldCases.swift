import TagFlow

/// The tag field: ranking its suggestions per keystroke and a long paste. Each case's call is
/// one keystroke or one paste (results read per call).
public struct FieldCase: Sendable {
    public let name: String
    public let makeRunner: @Sendable () -> (_ call: Int) -> Int
}

extension FieldCase {
    /// `count` candidates like tag names: two or three syllables, some capitalised, some accented,
    /// some two words; deterministic.
    public static func candidates(_ count: Int) -> [String] {
        let syllables = ["swi", "ft", "li", "nux", "pan", "go", "ca", "fé", "mü", "ller", "ob", "jec", "ti", "ve", "ü", "ber", "ta", "ylor", "gtk", "ro"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        return (0..<count).map { k in
            var word = (0..<(2 + next(2))).map { _ in syllables[next(syllables.count)] }.joined()
            if next(3) == 0 { word = word.prefix(1).uppercased() + word.dropFirst() }
            if next(4) == 0 { word += " " + syllables[next(syllables.count)] + syllables[next(syllables.count)] }
            return word + "\(k)"
        }
    }

    /// A focused field over `source`, its draft `draft`.
    static func field(_ source: TagSuggestionSource?, draft: String = "") -> TagField {
        let controller = try! TagCollectionController(
            tags: [], viewport: Viewport(width: 400), sizer: TagSizer(measurer: FakeTextMeasurer()))
        var field = try! TagField(controller: controller, suggestions: source)
        _ = try! field.handle(.focus)
        if !draft.isEmpty { _ = try! field.handle(.text(draft)) }
        return field
    }

    /// Typing: the draft is "ca"; each call types "f" or takes it back, alternately, and returns
    /// the number of rows shown (a query that grows searches the last one's matches, one taken
    /// back is met again).
    public static func makeKeystrokeRunner(candidates count: Int) -> (_ call: Int) -> Int {
        var field = field(TagSuggestionSource(candidates(count)), draft: "ca")
        return { call in
            let event: InputEvent = call % 2 == 0 ? .text("f") : .key(.backspace, time: Double(call))
            return (try! field.handle(event)).callbacks.count + field.suggestions.count
        }
    }

    /// The worst keystroke: a first letter typed into an empty draft, every call another of 26
    /// (so no recent query helps), every candidate searched; the letter is taken back in the same
    /// call (which closes the list, a few comparisons).
    public static func makeFirstLetterRunner(candidates count: Int) -> (_ call: Int) -> Int {
        var field = field(TagSuggestionSource(candidates(count)))
        let letters = Array("abcdefghijklmnopqrstuvwxyz").map(String.init)
        return { call in
            let typed = try! field.handle(.text(letters[call % letters.count]))
            let rows = field.suggestionMatchCount
            _ = try! field.handle(.deleteText(0..<1))
            return typed.callbacks.count + rows
        }
    }

    /// A paste of 1 000 distinct pieces, one a line, into an empty field: split, judged, added in
    /// one change and laid out. Each call pastes into a copy of the same empty field.
    public static func makePasteRunner(pieces count: Int) -> (_ call: Int) -> Int {
        let empty = field(nil)
        let text = candidates(count).joined(separator: "\n")
        return { _ in
            var pasted = empty
            _ = try! pasted.handle(.paste(text))
            return pasted.tags.count
        }
    }

    /// Every field case.
    public static let all: [FieldCase] = [
        FieldCase(name: "Field: rank 10 000 suggestions per keystroke") { makeKeystrokeRunner(candidates: 10_000) },
        FieldCase(name: "Field: rank 100 000 suggestions per keystroke") { makeKeystrokeRunner(candidates: 100_000) },
        FieldCase(name: "Field: a first letter over 100 000 suggestions") { makeFirstLetterRunner(candidates: 100_000) },
        FieldCase(name: "Field: paste 1000 pieces") { makePasteRunner(pieces: 1_000) },
    ]
}
