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

    // The warm pipeline as a front end drives it: a controller of 1 000 measured tags, and one
    // tap-like selection toggle per iteration. The toggled tag has a bold selected style, so its
    // size changes (re-sized through the cache), every tag after it moves, and the update carries
    // the transition of all 1 000 frames: the whole relayout a tap costs — the controller's size
    // memo, one pass of the layout engine, the collection update and the transition. Results are
    // per toggle; with 1 000 tags, µs per toggle read as ns per tag.
    let selectedStyle = TagStyle(font: Font(family: "DejaVu Sans", size: 14, weight: .bold))
    let tags = words(1_000).map { Tag($0, selectedStyle: selectedStyle) }
    let sizer = TagSizer(measurer: measurer, cache: MeasurementCache())
    var configuration = LayoutConfiguration()
    configuration.contentInset = EdgeInsets(all: 8)
    let viewport = Viewport(width: 343, height: 600)
    Benchmark("warm pipeline 1000 tags (controller relayout on a selection toggle)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var controller = try TagCollectionController(tags: tags, configuration: configuration, viewport: viewport, sizer: sizer)
        _ = try controller.setSelected(true, at: 500)  // measures the bold variant once
        _ = try controller.setSelected(false, at: 500)
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(try controller.setSelected(i % 2 == 0, at: 500))
        }
    }

    // A relayout that invalidates every remembered size: the viewport's width changes (a
    // rotation), so every tag is sized again through the measurement cache's hit path. Per
    // relayout (µs read as ns per tag).
    Benchmark("relayout 1000 tags on a width change (controller, cache hits)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var controller = try TagCollectionController(tags: tags, configuration: configuration, viewport: viewport, sizer: sizer)
        _ = try controller.setViewport(Viewport(width: 400, height: 600))
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(try controller.setViewport(Viewport(width: i % 2 == 0 ? 343 : 400, height: 600)))
        }
    }

    // The stateless API, which keeps nothing between calls: every tag through the sizer and the
    // measurement cache's hit path, then the layout engine. Per call (µs read as ns per tag).
    _ = try! ContentSizeCalculator.layout(of: tags, width: 343, configuration: configuration, sizer: sizer)
    Benchmark("ContentSizeCalculator.layout 1000 tags (stateless, cache hits)", configuration: .init(scalingFactor: .kilo)) { benchmark in
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
