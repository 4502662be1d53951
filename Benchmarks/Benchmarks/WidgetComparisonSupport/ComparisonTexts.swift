import BenchmarkSupport
import PropertyBased

/// The tags both collections show: 1–3 words each, the same on every run.
public enum ComparisonTexts {
    /// `count` texts.
    public static func make(_ count: Int) -> [String] {
        var generator = Xoshiro(workloadSeed: 0x7A65)
        return (0..<count).map { _ in
            let words = (0..<Int.random(in: 1...3, using: &generator)).map { _ in Workload.words.randomElement(using: &generator)! }
            return words.joined(separator: " ")
        }
    }
}
