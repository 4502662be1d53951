import BenchmarkSupport
import PropertyBased

/// The scripts of the cold-measurement benchmarks, each with its own pool of distinct tag texts.
public enum ColdScript: String, CaseIterable, Sendable {
    /// Latin words, 3–30 characters (DejaVu Sans has every glyph).
    case latin
    /// Chinese/Japanese ideographs and kana, 2–12 characters (fallback: Noto Sans CJK JP).
    case cjk
    /// Emoji, 1–8 (fallback: Noto Color Emoji).
    case emoji

    /// How many distinct texts a pool holds: far more than `MeasurementCache.defaultCapacity`
    /// (4 096), so a sizer cycling through the pool never finds a text still cached.
    public static let poolSize = 50_000

    /// `poolSize` distinct texts, the same on every run.
    public func texts() -> [String] {
        var generator = Xoshiro(workloadSeed: 0xC01D)
        var seen = Set<String>()
        var texts: [String] = []
        texts.reserveCapacity(Self.poolSize)
        while texts.count < Self.poolSize {
            let text = make(using: &generator)
            if seen.insert(text).inserted { texts.append(text) }
        }
        return texts
    }

    private func make(using generator: inout Xoshiro) -> String {
        switch self {
        case .latin:
            // Words until the length is reached, cut there (a cut may end inside a word).
            let length = Int.random(in: 3...30, using: &generator)
            var text = ""
            while text.count < length {
                if !text.isEmpty { text += " " }
                text += Workload.words.randomElement(using: &generator)!
            }
            return String(text.prefix(length))
        case .cjk:
            let length = Int.random(in: 2...12, using: &generator)
            return String((0..<length).map { _ in Self.cjkCharacters.randomElement(using: &generator)! })
        case .emoji:
            let length = Int.random(in: 1...8, using: &generator)
            return String((0..<length).map { _ in Self.emojiCharacters.randomElement(using: &generator)! })
        }
    }

    private static let cjkCharacters = Array(
        "日本語中文字学生先生東京北京上海大小山川水火木金土月年時間人口手足目耳花鳥風雪雨電車駅道"
            + "新古高安長短白黒赤青朝昼夜春夏秋冬東西南北食飲料理音楽映画写真旅行家族友達仕事会社"
            + "ひらがなカタカナあいうえおアイウエオ")

    private static let emojiCharacters = Array(
        "😀😃😄😁😆😅😂🤣😊😇🙂🙃😉😌😍🥰😘😗😙😚😋😛😝😜🤪🤨🧐🤓😎🥳😏😒😞😔😟😕🙁😣😖😫😩🥺😢😭"
            + "🐶🐱🐭🐹🐰🦊🐻🐼🐨🐯🦁🐮🐷🐸🐵🍏🍎🍐🍊🍋🍌🍉🍇🍓🍈🍒🍑🥭🍍🥥🥝🍅⚽🏀🏈⚾🎾🏐🚗🚕🚙🚌🚎")
}
