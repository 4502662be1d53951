import Benchmark
import TagFlowLayout

/// Tag-like widths (a spread of 30–120 pt) from a fixed seed, so every run measures the same input.
func tagWidths(_ count: Int, seed: UInt64 = 42) -> [LayoutItem] {
    var state = seed
    return (0..<count).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let width = 30 + Double((state >> 33) % 91)
        return LayoutItem(width: width, height: 28)
    }
}

let container = Size(width: 343, height: 0)

func configuration(_ change: (inout LayoutConfiguration) -> Void = { _ in }) -> LayoutConfiguration {
    var configuration = LayoutConfiguration()
    change(&configuration)
    return configuration
}

/// Benchmarks one layout of `items` per iteration, scaled so results read per item.
func layoutBenchmark(_ name: String, _ items: [LayoutItem], width: Double = 343, _ configuration: LayoutConfiguration) {
    let layout = FlowLayout(configuration: configuration)
    let size = Size(width: width, height: 0)
    Benchmark(name, configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput], scalingFactor: .one)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try layout.layout(items, in: size))
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(2)
    Benchmark.defaultConfiguration.maxIterations = 100_000

    for n in [10, 100, 1_000, 10_000] {
        layoutBenchmark("greedy n=\(n)", tagWidths(n), configuration())
    }
    for alignment in [Alignment.center, .spaceBetween, .fillWidthExceptLastLine] {
        layoutBenchmark("greedy \(alignment) n=1000", tagWidths(1_000), configuration { $0.alignment = alignment })
    }
    layoutBenchmark("greedy rightToLeft n=1000", tagWidths(1_000), configuration { $0.layoutDirection = .rightToLeft })
    layoutBenchmark("line limit 3 + indicator n=1000", tagWidths(1_000), configuration {
        $0.numberOfLines = 3
        $0.overflowIndicator = Size(width: 40, height: 28)
    })
    layoutBenchmark("horizontal balanced 3 lines n=1000", tagWidths(1_000), configuration {
        $0.scrollDirection = .horizontal
        $0.numberOfLines = 3
        $0.horizontalDistribution = .balanced
    })
    for n in [10, 50, 1_000] {
        layoutBenchmark("fewestRows n=\(n)", tagWidths(n), configuration { $0.lineBreaking = .fewestRows })
    }
    for n in [1_000, 10_000] {
        layoutBenchmark("balanced n=\(n)", tagWidths(n), configuration { $0.lineBreaking = .balanced })
    }
    for n in [1_000, 10_000] {
        let overWide = (0..<n).map { _ in LayoutItem(width: 500, height: 28) }
        let tiny = (0..<n).map { _ in LayoutItem(width: 1, height: 28) }
        layoutBenchmark("pathological over-wide n=\(n)", overWide, configuration())
        layoutBenchmark("pathological 1pt n=\(n)", tiny, configuration())
        layoutBenchmark("pathological 1pt balanced n=\(n)", tiny, configuration { $0.lineBreaking = .balanced })
        layoutBenchmark("pathological 1pt fewestRows n=\(n)", tiny, configuration { $0.lineBreaking = .fewestRows })
        layoutBenchmark("pathological over-wide fewestRows n=\(n)", overWide, configuration { $0.lineBreaking = .fewestRows })
    }

    let sweepItems = tagWidths(100)
    let sweepLayout = FlowLayout(configuration: configuration())
    Benchmark("resize sweep 64 widths × 100 items", configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal])) { benchmark in
        for _ in benchmark.scaledIterations {
            for step in 0..<64 {
                blackHole(try sweepLayout.layout(sweepItems, in: Size(width: 200 + Double(step) * 5, height: 0)))
            }
        }
    }
}
