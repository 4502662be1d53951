import TagFlow

/// The tag field's suggestion ranking: a field whose source holds `count` candidates (folded
/// once, when the source is made), and keystrokes that re-rank it — a letter typed, then taken
/// back with Backspace, one per call, so every call ranks the whole list once.
public enum FieldCase {
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

    /// A runner: the field's draft is "ca"; each call types "f" or takes it back, alternately,
    /// and returns the number of rows shown.
    public static func makeKeystrokeRunner(candidates count: Int) -> (_ call: Int) -> Int {
        let controller = try! TagCollectionController(
            tags: [], viewport: Viewport(width: 400), sizer: TagSizer(measurer: FakeTextMeasurer()))
        var field = try! TagField(controller: controller, suggestions: TagSuggestionSource(candidates(count)))
        _ = try! field.handle(.focus)
        _ = try! field.handle(.text("ca"))
        return { call in
            let event: InputEvent = call % 2 == 0 ? .text("f") : .key(.backspace, time: Double(call))
            return (try! field.handle(event)).callbacks.count + field.suggestions.count
        }
    }
}
