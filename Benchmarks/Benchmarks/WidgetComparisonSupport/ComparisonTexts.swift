import BenchmarkSupport
import PropertyBased

/// The tags both collections show: 1–3 words each, the same on every run.
public enum ComparisonTexts {
    /// `count` texts.
    public static func make(_ count: Int) -> [String] {
        var generator = Xoshiro(workloadSeed: 0x7A65)
        return (0..<count).map { _ in
            (0..<Int.random(in: 1...3, using: &generator)).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
        }
    }

    private static let words = """
        swift layout pango cairo chip tag filter design linux flow travel music coffee garden \
        running photo science history winter summer mountain ocean river forest city night \
        market kitchen recipe vegan bakery cycling hiking camping books poetry theatre cinema \
        jazz guitar piano startup finance health yoga family friends weekend holiday beach \
        sunset autumn spring architecture painting sculpture dance fashion vintage urban rural
        """.split(separator: " ").map(String.init)
}
