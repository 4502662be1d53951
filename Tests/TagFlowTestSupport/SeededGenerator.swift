/// A small deterministic random number generator (SplitMix64), so property tests and random ids
/// in tests are repeatable.
public struct SeededGenerator: RandomNumberGenerator, Hashable, Sendable {
    private var state: UInt64

    /// Creates a generator; the same seed always gives the same sequence.
    public init(seed: UInt64) { state = seed }

    /// Creates a generator with a seed from the system's random source.
    public init() { state = UInt64.random(in: .min ... .max) }

    /// The seed that continues this generator's sequence from here.
    public var currentSeed: UInt64 { state }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
