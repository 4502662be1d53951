import Benchmark
import BenchmarkSupport
import ColdMeasurementSupport

// Cold text measurement against raw Pango: every text is new to the code measuring it (a
// sizer's cache misses every time), in Latin, CJK and emoji, each benchmark in a process of its
// own. The reference is a C loop of `pango_layout_set_text` + `pango_layout_get_extents` on one
// reused layout with the measurer's fontconfig configuration, context and font.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(3)
    Benchmark.defaultConfiguration.metrics = [.wallClock, .cpuTotal, .mallocCountTotal]
    for c in ColdCase.all {
        let runner = LazyRunner(c.makeRunner)
        Benchmark(c.name, configuration: .init(maxIterations: 10_000)) { benchmark in
            runner.prepare()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(runner.next()) }
        }
    }
}
