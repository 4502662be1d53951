/// A benchmark's runner, made on the benchmark's first iteration and kept for the rest: the
/// benchmark tool calls a benchmark's closure once per iteration, and inputs (a pool of 100 000
/// items for "fresh" cases) must be made once, not once per iteration, and never freed inside a
/// measured iteration. Every benchmark runs in a process of its own, so only the benchmark being
/// run makes its inputs.
public final class LazyRunner {
    private let make: () -> (_ call: Int) -> Int
    private var run: ((_ call: Int) -> Int)?
    private var call = 0

    public init(_ make: @escaping () -> (_ call: Int) -> Int) { self.make = make }

    /// Makes the runner if needed (call before the measurement starts).
    public func prepare() {
        if run == nil { run = make() }
    }

    /// Performs the next call.
    @inline(__always)
    public func next() -> Int {
        defer { call += 1 }
        return run!(call)
    }
}
