import PropertyBased
import TagFlowLayout

extension Xoshiro {
    /// A generator whose sequence `seed` fixes, so every run measures the same inputs.
    public init(workloadSeed seed: UInt64) {
        self.init(seed: (seed, ~seed, 0x9E37_79B9_7F4A_7C15, 0xD1B5_4A32_D192_ED03))
    }
}

/// The benchmark workload: tags of 3–30 characters at 7.5 pt per character plus 24 pt of padding,
/// 28 pt high, in a 343 pt line with 8 pt spacing (the defaults).
public enum Workload {
    public static let lineWidth = 343.0
    public static let spacing = 8.0
    public static let height = 28.0
    public static let container = Size(width: lineWidth, height: 0)

    /// The width of a tag of `characters` characters.
    @inlinable
    public static func width(characters: Int) -> Double { 24 + 7.5 * Double(characters) }

    /// `count` tag widths from `seed`.
    public static func widths(_ count: Int, seed: UInt64) -> [Double] {
        var generator = Xoshiro(workloadSeed: seed)
        return (0..<count).map { _ in width(characters: Int.random(in: 3...30, using: &generator)) }
    }

    /// `count` tag-like items from `seed`.
    public static func items(_ count: Int, seed: UInt64) -> [LayoutItem] {
        widths(count, seed: seed).map { LayoutItem(width: $0, height: height) }
    }

    /// `count` tag-like items from `seed`, every third growing (weight 1, at most 40 pt past its
    /// width, so some freeze), each with a first baseline at two thirds of its height.
    public static func flexible(_ count: Int, seed: UInt64) -> [LayoutItem] {
        widths(count, seed: seed).enumerated().map { i, width in
            LayoutItem(
                width: width, height: height, grow: i % 3 == 0 ? 1 : 0, maxWidth: i % 3 == 0 ? width + 40 : .infinity,
                baseline: height * 2 / 3)
        }
    }

    /// `count` items all wider than the line: one line each.
    public static func overWide(_ count: Int) -> [LayoutItem] {
        [LayoutItem](repeating: LayoutItem(width: 500, height: height), count: count)
    }

    /// `count` tag-like items in sections of 20, each starting a line (a forced break).
    public static func sections(_ count: Int) -> [LayoutItem] {
        widths(count, seed: 42).enumerated().map { i, width in
            LayoutItem(width: width, height: height, lineBreak: i % 20 == 0 ? .startsNewLine : .normal)
        }
    }

    /// English words for tag texts (the cold-measurement and widget benchmarks).
    public static let words = """
        swift layout pango cairo chip tag filter design linux flow travel music coffee garden \
        running photo science history winter summer mountain ocean river forest city night \
        market kitchen recipe vegan bakery cycling hiking camping books poetry theatre cinema \
        jazz guitar piano startup finance health yoga family friends weekend holiday beach \
        sunset autumn spring architecture painting sculpture dance fashion vintage urban rural
        """.split(separator: " ").map(String.init)

    /// How many distinct inputs a "fresh input" benchmark cycles through: about 100 000 items in
    /// all, far more line breaks than a branch predictor can learn, so every call sees input it
    /// has not memorised (as an app laying out new data does).
    public static func freshPoolSize(forItemCount count: Int) -> Int {
        max(4, 100_000 / max(1, count))
    }
}

/// The inputs of one benchmark: one input used on every call ("repeated"), or a pool cycled
/// through ("fresh"). Widths are kept as bare `[Double]` too, for the floor loop.
public struct InputPool {
    public let items: [[LayoutItem]]
    public let widths: [[Double]]

    public init(count: Int, fresh: Bool, seed: UInt64 = 42) {
        let inputs = fresh ? Workload.freshPoolSize(forItemCount: count) : 1
        let widths = (0..<inputs).map { Workload.widths(count, seed: seed &+ UInt64($0)) }
        self.widths = widths
        self.items = widths.map { $0.map { LayoutItem(width: $0, height: Workload.height) } }
    }

    public init(items: [LayoutItem]) {
        self.items = [items]
        self.widths = [items.map(\.width)]
    }

    /// The input of call number `call`.
    @inline(__always)
    public func items(forCall call: Int) -> [LayoutItem] { items[call % items.count] }

    @inline(__always)
    public func widths(forCall call: Int) -> [Double] { widths[call % widths.count] }
}
