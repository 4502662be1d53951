import BenchmarkSupport
import PropertyBased

/// The tags the collections show: 1–3 words each and a word of their own, so every text of every
/// round is new — measured cold, as every new `GtkLabel` measures its text, never found in a
/// cache a previous round filled. The same on every run.
public enum ComparisonTexts {
    /// `count` texts for round `round`.
    public static func make(_ count: Int, round: Int = 0) -> [String] {
        var generator = Xoshiro(workloadSeed: 0x7A65 &+ UInt64(round))
        return (0..<count).map { i in
            let words = (0..<Int.random(in: 1...3, using: &generator)).map { _ in Workload.words.randomElement(using: &generator)! }
            return (words + [uniqueWord(round * 1_000_003 + i)]).joined(separator: " ")
        }
    }

    /// A word of lower-case letters no other number gives.
    private static func uniqueWord(_ number: Int) -> String {
        var n = number
        var letters: [Character] = []
        repeat {
            letters.append(Character(Unicode.Scalar(UInt8(97 + n % 26))))
            n /= 26
        } while n > 0
        return String(letters)
    }
}
