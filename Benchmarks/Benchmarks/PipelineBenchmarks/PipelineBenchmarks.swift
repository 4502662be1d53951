import Benchmark
import BenchmarkSupport

// The warm pipeline (cached tags → sizes → layout) with a fake text measurer, so it builds and
// measures without a text engine; every measurement is a cache hit once the cache is warm. Each
// benchmark runs in a process of its own. (Cold measurement with Pango, against raw Pango:
// ColdMeasurementBenchmarks.)
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(2)
    Benchmark.defaultConfiguration.metrics = [.wallClock, .cpuTotal, .mallocCountTotal]
    for c in PipelineCase.all {
        let runner = LazyRunner(c.makeRunner)
        Benchmark(c.name, configuration: .init(maxIterations: c.itemCount > 10_000 ? 50 : 100_000)) { benchmark in
            runner.prepare()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(runner.next()) }
        }
    }
    // The tag field: a keystroke re-ranks the suggestions (goal: at most 1 ms at p99 for
    // 100 000), a 1 000-piece paste (goal: at most 5 ms).
    for c in FieldCase.all {
        let runner = LazyRunner(c.makeRunner)
        Benchmark(c.name, configuration: .init(maxIterations: 10_000)) { benchmark in
            runner.prepare()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(runner.next()) }
        }
    }
}
