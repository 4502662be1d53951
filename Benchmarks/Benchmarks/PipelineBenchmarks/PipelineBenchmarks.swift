import Benchmark
import TagFlow
import TagFlowPango

/// Tag-like words ("swift-1234", "layout-88", …) from a fixed seed: distinct texts, so a cold run
/// really measures every one.
func words(_ count: Int, seed: UInt64 = 7) -> [String] {
    let stems = ["swift", "layout", "pango", "cairo", "chip", "tag", "filter", "design", "linux", "flow"]
    var state = seed
    return (0..<count).map { i in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return "\(stems[Int((state >> 33) % 10)])-\(i)"
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(2)
    Benchmark.defaultConfiguration.metrics = [.wallClock, .cpuTotal, .mallocCountTotal, .throughput]
    let measurer = try! PangoTextMeasurer()
    let font = Font(family: "DejaVu Sans", size: 14)

    // A cold measurement: a text the cache has never seen, measured by Pango. 1 000 distinct texts
    // per iteration, so the result reads per tag with the scaling factor.
    let coldTexts = words(1_000)
    Benchmark("cold measurement per tag (Pango)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            for text in coldTexts {
                blackHole(try measurer.measure(TextMeasurementRequest(text: .plain(text), font: font, numberOfLines: 1)))
            }
        }
    }

    // The warm pipeline: cached sizes to frames for 1 000 tags.
    let tags = words(1_000).map { Tag($0) }
    let sizer = TagSizer(measurer: measurer, cache: MeasurementCache())
    var configuration = LayoutConfiguration()
    configuration.contentInset = EdgeInsets(all: 8)
    _ = try! ContentSizeCalculator.layout(of: tags, width: 343, configuration: configuration, sizer: sizer)
    Benchmark("warm pipeline 1000 tags (cache to frames)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try ContentSizeCalculator.layout(of: tags, width: 343, configuration: configuration, sizer: sizer))
        }
    }

    // Row heights for a long list: 10 000 rows of 8 tags from a warm cache.
    let vocabulary = words(400).map { Tag($0) }
    let rows = (0..<10_000).map { row in (0..<8).map { vocabulary[(row * 8 + $0 * 37) % vocabulary.count] } }
    _ = try! ContentSizeCalculator.contentSizes(ofRows: rows, width: 343, configuration: configuration, sizer: sizer)
    Benchmark("row heights 10000 rows × 8 tags (warm)", configuration: .init(maxIterations: 50)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try ContentSizeCalculator.contentSizes(ofRows: rows, width: 343, configuration: configuration, sizer: sizer))
        }
    }
}
