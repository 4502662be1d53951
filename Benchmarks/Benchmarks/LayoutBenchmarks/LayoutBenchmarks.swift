import Benchmark
import BenchmarkSupport

// Every case of `LayoutCase.all`, one layout call per iteration (a resize sweep makes 64). The
// benchmark tool runs each benchmark in a process of its own, so a size measured after another
// inherits neither its allocator state nor its trained branch predictor. "repeated" cases lay
// the same input out on every call; "fresh" ones cycle through about 100 000 items of distinct
// inputs. The references (the floor loop, tree first-fit decreasing) are cases of the same run.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(2)
    Benchmark.defaultConfiguration.maxIterations = 100_000
    Benchmark.defaultConfiguration.metrics = [.wallClock, .cpuTotal, .mallocCountTotal]
    for c in LayoutCase.all {
        let runner = LazyRunner(c.makeRunner)
        Benchmark(c.name) { benchmark in
            runner.prepare()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(runner.next()) }
        }
    }
}
